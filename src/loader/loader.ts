/**
 * dist/loader.js: the one script a CMS template includes (`<script type="module" src="/js/dist/loader.js">`).
 *
 * Defines each known element lazily, the first time its tag appears in the document (also tags added
 * later, and inside the shadow roots of our own elements). Every chunk an element needs is requested at once
 * with `<link rel="modulepreload">` (no request waterfall): the map (map.ts) holds the chunk graph and the
 * loader walks it. `data-define="all"` on the script tag, or `butikElements.defineAll()`, loads everything at
 * once. A chunk that fails (or does not arrive within 120 s) is reported with a console error naming the chunk
 * and a `butik-error` event on `document`, and is retried on the next appearance of the tag. Chunk URLs
 * resolve relative to this file. `data-timeout="<ms>"` on the script tag overrides the 120 s load timeout
 * (read once at start; tests use it).
 *
 * Standalone on purpose (no imports at run time): every page loads it, so it stays small (its budget:
 * test/size-budgets.json; the bench measures it with a generated 60-element map, test/bench/loader.ts).
 */
import { INDEX_BASE } from './map.ts';

/** Filled in at build time with the packed element map (map.ts). */
declare const __BUTIK_ELEMENT_MAP__: string;

/** Spec §9: a chunk that has not loaded after 120 s counts as failed. */
const LOAD_TIMEOUT_MS = 120_000;
const [chunkList = '', tagList = ''] = __BUTIK_ELEMENT_MAP__.split('/');
/** `name,deps` entries of a space-separated list (map.ts). */
const entries = (list: string) => list.split(' ').map((entry) => entry.split(',') as [string, string?]);
/** Chunk i: [file name without `.js`, direct imports] (map.ts). */
const chunks = entries(chunkList);
/** tag -> its entry's direct imports. A Map: `<constructor>` (a valid unknown HTML tag) must not be found. */
const map = new Map(tagList ? entries(tagList).map(([tag, deps = '']) => [tag, deps]) : []);
const tags = [...map.keys()];
const base = import.meta.url;
/** This loader's own `<script>` (module scripts have no `document.currentScript`). */
const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === base);
const timeoutAttr = Number(script?.dataset.timeout);
const timeoutMs = timeoutAttr > 0 ? timeoutAttr : LOAD_TIMEOUT_MS;
/** tag -> state: a pending/settled promise; deleted after a failure so the next appearance retries. */
const loading = new Map<string, Promise<void>>();
/** Chunks preloaded so far (with everything they import: the walk below never stops halfway). */
const preloaded = new Set<string>();
const attempts = new Map<string, number>();

/** Preloads the chunks `deps` and everything they import (map.ts). */
function preload(deps: string): void {
  for (const ch of deps) {
    const [name, imports = ''] = chunks[ch.charCodeAt(0) - INDEX_BASE]!;
    if (preloaded.has(name)) continue;
    preloaded.add(name);
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href: new URL(`./chunks/${name}.js`, base).href,
      }),
    );
    preload(imports);
  }
}

/** Loads (defines) one element; resolves when defined, never rejects. */
async function load(tag: string): Promise<void> {
  const deps = map.get(tag);
  if (deps === undefined || customElements.get(tag)) return;
  let pending = loading.get(tag);
  if (pending) return pending;
  preload(deps);
  const chunk = `./elements/${tag}.js`;
  const attempt = attempts.get(tag) ?? 0;
  attempts.set(tag, attempt + 1);
  pending = new Promise((resolve, reject) => {
    // Settling twice is a no-op: the timer needs no clearing.
    setTimeout(reject, timeoutMs, new Error(`timed out after ${timeoutMs / 1000} s`));
    // A failed module URL stays failed in the module map: a retry asks for a fresh URL. The entry defines
    // nothing when imported (index.js / define.js import it too): its `define()` registers its texts and defines.
    import(/* @vite-ignore */ new URL(chunk, base).href + (attempt ? `?retry=${attempt}` : ''))
      .then((entry: { define(): Promise<void> }) => entry.define())
      .then(resolve, reject);
  }).then(undefined, (error: unknown) => {
    loading.delete(tag);
    const message = `butik-elements: could not load chunk "${chunk}" for <${tag}>; retried when the tag appears again.`;
    console.error(message, error);
    // Dispatched on the document: bubbles up to window; no shadow root to cross, so not `composed`.
    document.dispatchEvent(new CustomEvent('butik-error', { bubbles: true, detail: { message, tag, chunk, error } }));
  });
  loading.set(tag, pending);
  return pending;
}

function scan(root: ParentNode | Element): void {
  if (root instanceof Element) void load(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) void load(el.localName);
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }
});

/** Watches a root (the document, or a shadow root of one of our elements) for known tags. */
function observe(root: Document | ShadowRoot): void {
  observer.observe(root, { childList: true, subtree: true });
  scan(root);
}

async function defineAll(): Promise<void> {
  await Promise.all(tags.map(load));
}

export interface ButikElementsGlobal {
  /** Loads and defines every known element. */
  defineAll(): Promise<void>;
  /** Loads and defines one element by tag. */
  define(tag: string): Promise<void>;
  /** Watches another root (shadow roots of our elements register themselves). */
  observe(root: Document | ShadowRoot): void;
  /** Known tags. */
  tags: string[];
  /** Chunk load timeout in ms (120000 unless the script tag has `data-timeout`). */
  timeout: number;
}

declare global {
  interface Window {
    /** Installed by dist/loader.js. */
    butikElements?: ButikElementsGlobal;
  }
}

/** `butikElements.define(tag)`: an unknown tag logs one clear error (and resolves, like every load). */
function defineOne(tag: string): Promise<void> {
  if (!map.has(tag)) console.error(`butik-elements: unknown element <${tag}>. Known: ${tags.join(', ')}.`);
  return load(tag);
}

const g = globalThis as unknown as { butikElements?: ButikElementsGlobal };
if (!g.butikElements) {
  g.butikElements = { defineAll, define: defineOne, observe, tags, timeout: timeoutMs };
  if (script?.dataset.define === 'all') void defineAll();
  observe(document);
}
