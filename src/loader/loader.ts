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
/** The chunks, then one group of tags per set of direct imports (map.ts `packGraph`). */
const [chunkList, ...groups] = __BUTIK_ELEMENT_MAP__.split('/') as [string, ...string[]];
/** Chunk i: [file name without `.js`, direct imports, 1 once preloaded (with everything it imports)] (map.ts). */
const chunks = chunkList.split(' ').map((entry) => entry.split(',') as [string, string?, 1?]);
/** tag -> its entry's direct imports. A Map: `<constructor>` (a valid unknown HTML tag) must not be found. */
const map = new Map<string, string>();
for (const group of groups) {
  const [deps, ...list] = group.split(' ') as [string, ...string[]];
  for (const tag of list) map.set(tag, deps);
}
const tags = [...map.keys()];
const base = import.meta.url;
/** This loader's own `<script>` (module scripts have no `document.currentScript`). */
const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === base);
// `+` of a missing, empty or non-numeric value is NaN or 0: the default. (A negative one times out at once.)
const timeoutMs = +(script?.dataset.timeout as string) || LOAD_TIMEOUT_MS;
/** tag -> its pending or settled load; `null` after a failure, so the next appearance retries. */
const loading = new Map<string, Promise<void> | null>();
let retries = 0;

/** Preloads the chunks `deps` and everything they import (map.ts). */
function preload(deps = ''): void {
  for (const ch of deps) {
    const chunk = chunks[ch.charCodeAt(0) - INDEX_BASE]!;
    // Preloaded once, with everything it imports (the walk never stops halfway).
    if (chunk[2]) continue;
    chunk[2] = 1;
    // Built with DOM calls, not an HTML string (Trusted Types: no sink); an absolute URL (chunks resolve relative to
    // this file, not to the page); this script's CSP nonce (the property: browsers hide the attribute; under
    // 'strict-dynamic' a preload needs one). Without the script there is no nonce to give ("undefined" is none).
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        href: new URL(`chunks/${chunk[0]}.js`, base),
        nonce: script?.nonce,
      }),
    );
    preload(chunk[1]);
  }
}

/** Loads (defines) one element; resolves when defined, never rejects. */
async function load(tag: string): Promise<void> {
  let pending = loading.get(tag);
  // Loading or loaded already, not ours, or defined by someone else: nothing to start (null: it failed before).
  if (pending || !map.has(tag) || customElements.get(tag)) return pending as Promise<void> | undefined;
  preload(map.get(tag));
  const chunk = `./elements/${tag}.js`;
  // A failed module URL stays failed in the module map: a retry asks for a fresh URL.
  const retry = loading.has(tag) ? `?retry=${++retries}` : '';
  pending = new Promise<void>((resolve, reject) => {
    // Settling twice is a no-op: the timer needs no clearing.
    setTimeout(reject, timeoutMs, new Error(`no answer in ${timeoutMs} ms`));
    // The entry defines nothing when imported (index.js / define.js import it too): its `define()` registers its
    // texts and defines the element.
    import(/* @vite-ignore */ new URL(chunk, base) + retry)
      .then((entry: { define(): Promise<void> }) => entry.define())
      .then(resolve, reject);
  }).catch((error: unknown) => {
    loading.set(tag, null);
    const message = `butik-elements: could not load <${tag}> (${chunk})`;
    console.error(message, error);
    // Dispatched on the document: bubbles up to window; no shadow root to cross, so not `composed`.
    document.dispatchEvent(new CustomEvent('butik-error', { bubbles: true, detail: { message, tag, chunk, error } }));
  });
  loading.set(tag, pending);
  return pending;
}

/**
 * `loading="lazy"` on a tag (like `<img loading="lazy">`): its element is loaded when the tag comes within one
 * viewport of the visible area (scrolling, resizing, or content above it shrinking), not at once. A tag that is not
 * rendered (in a section hidden with `display: none`) never comes near: it loads when the section is shown. Another instance
 * of the same tag without the attribute loads it for all.
 */
const nearby = new IntersectionObserver(
  (records) => {
    for (const record of records) {
      if (record.isIntersecting) {
        nearby.unobserve(record.target);
        void load(record.target.localName);
      }
    }
  },
  { rootMargin: '100%' },
);

/** An element that may be ours: loaded now, or observed when it is an undefined tag with `loading="lazy"`. */
function want(el: Element): void {
  if (el.matches(':not(:defined)[loading=lazy]')) nearby.observe(el);
  else void load(el.localName);
}

function scan(root: ParentNode): void {
  for (const el of root.querySelectorAll(':not(:defined)')) want(el);
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      // An element (nodeType 1; shorter in the loader than `instanceof Element`).
      if (node.nodeType === 1) {
        want(node as Element);
        scan(node as Element);
      }
    }
  }
});

/** Watches a root (the document, or a shadow root of one of our elements) for known tags. */
function observe(root: Document | ShadowRoot): void {
  observer.observe(root, { childList: true, subtree: true });
  scan(root);
}

/** Resolves (to nothing of use) once every known element is defined or has failed. */
const defineAll = (): Promise<unknown> => Promise.all(tags.map(load));

export interface ButikElementsGlobal {
  /** Loads and defines every known element; resolves when each is defined or has failed. */
  defineAll(): Promise<unknown>;
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
  if (!map.has(tag)) console.error(`butik-elements: unknown element <${tag}>. Known: ${tags}`);
  return load(tag);
}

// One loader per page: a second copy (another URL of this file) leaves the first in charge.
if (!window.butikElements) {
  window.butikElements = { defineAll, define: defineOne, observe, tags, timeout: timeoutMs };
  if (script?.dataset.define === 'all') void defineAll();
  observe(document);
}
