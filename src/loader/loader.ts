/**
 * dist/loader.js: the one script a CMS template includes (`<script type="module" src="/js/dist/loader.js">`).
 *
 * Defines each known element lazily, the first time its tag appears in the document (also tags added
 * later, and inside the shadow roots of our own elements). Shared chunks are requested in parallel with
 * `<link rel="modulepreload">` (no request waterfall). `data-define="all"` on the script tag, or
 * `butikElements.defineAll()`, loads everything at once. A chunk that fails (or does not arrive within
 * 120 s) is reported with a console error naming the chunk and a `butik-error` event on `document`, and is
 * retried on the next appearance of the tag. Chunk URLs resolve relative to this file.
 * `data-timeout="<ms>"` on the script tag overrides the 120 s load timeout (read once at start; tests use it).
 *
 * Standalone on purpose (no imports): every page loads it, so it stays small (its budget: test/size-budgets.json).
 */

/**
 * Filled in at build time, packed to keep the loader small: `c` are the chunks every element imports, `t` maps
 * each tag to the other chunks it imports (its own entry is always `elements/<tag>.js`). Names are chunks/ file
 * names without `.js`.
 */
declare const __BUTIK_ELEMENT_MAP__: { c: string[]; t: Record<string, string[]> };

/** Spec §9: a chunk that has not loaded after 120 s counts as failed. */
const LOAD_TIMEOUT_MS = 120_000;
/** No prototype: `'constructor' in map` must be false (`<constructor>` is a valid unknown HTML tag). */
const map: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
const packed = __BUTIK_ELEMENT_MAP__;
for (const tag in packed.t) map[tag] = [`./elements/${tag}.js`, ...[...packed.t[tag]!, ...packed.c].map((name) => `./chunks/${name}.js`)];
const base = import.meta.url;
/** This loader's own `<script>` (module scripts have no `document.currentScript`). */
const script = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === base);
const timeoutAttr = Number(script?.dataset.timeout);
const timeoutMs = timeoutAttr > 0 ? timeoutAttr : LOAD_TIMEOUT_MS;
const url = (file: string): string => new URL(file, base).href;
/** tag -> state: a pending/settled promise; deleted after a failure so the next appearance retries. */
const loading = new Map<string, Promise<void>>();
const preloaded = new Set<string>();
const attempts = new Map<string, number>();

function preload(file: string): void {
  const href = url(file);
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

function report(tag: string, chunk: string, error: unknown): void {
  const message = `butik-elements: could not load chunk "${chunk}" for <${tag}>; it is retried when the tag appears again.`;
  console.error(message, error);
  document.dispatchEvent(
    new CustomEvent('butik-error', { bubbles: true, composed: true, detail: { message, tag, chunk, error } }),
  );
}

/** Loads (defines) one element; resolves when defined, never rejects. */
function load(tag: string): Promise<void> {
  const files = map[tag];
  if (!files || customElements.get(tag)) return Promise.resolve();
  let pending = loading.get(tag);
  if (pending) return pending;
  const [chunk = '', ...deps] = files;
  deps.forEach(preload);
  const attempt = attempts.get(tag) ?? 0;
  attempts.set(tag, attempt + 1);
  // A failed module URL stays failed in the module map: a retry asks for a fresh URL.
  const href = url(chunk) + (attempt ? `?retry=${attempt}` : '');
  let timer: ReturnType<typeof setTimeout> | undefined;
  pending = Promise.race([
    import(/* @vite-ignore */ href),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    }),
  ]).then(
    () => {
      clearTimeout(timer);
    },
    (error: unknown) => {
      clearTimeout(timer);
      loading.delete(tag);
      report(tag, chunk, error);
    },
  );
  loading.set(tag, pending);
  return pending;
}

function scan(root: ParentNode | Element): void {
  if (root instanceof Element && root.localName in map) void load(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) {
    if (el.localName in map) void load(el.localName);
  }
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

function defineAll(): Promise<void> {
  return Promise.all(Object.keys(map).map(load)).then(() => undefined);
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
  if (!(tag in map)) console.error(`butik-elements: unknown element <${tag}>. Known: ${Object.keys(map).join(', ')}.`);
  return load(tag);
}

const api: ButikElementsGlobal = { defineAll, define: defineOne, observe, tags: Object.keys(map), timeout: timeoutMs };
const g = globalThis as unknown as { butikElements?: ButikElementsGlobal };
if (!g.butikElements) {
  g.butikElements = api;
  if (script?.dataset.define === 'all') void defineAll();
  observe(document);
}
