import type { LocalCache } from '../cache/index.ts';

/**
 * Server label translations (spec §7 `GET labeltranslation/translations/{prefix}`,
 * `POST translations/ensure`). A label is addressed as `group/key`; the group is the
 * prefix the server returns labels for, and the server map may key a label as `key`,
 * `group.key` (the API schema's form) or `group/key`. Rules:
 * - text from the server wins over the built-in default text;
 * - a label the server has with an empty text shows {@link MISSING_LABEL_TEXT} (`•••`);
 * - a label the server does not have shows the default text; for supervisors it is
 *   registered through `ensure` exactly once per distinct payload (spec §6, §7), remembered in the
 *   local cache when there is one (so not again on the next page while it is kept);
 * - label maps are cached per culture and prefix in the local cache (10 minutes).
 *
 * Free of fetch: the two calls are injected. `{name}` placeholders in the text are replaced
 * with `values[name]`.
 */

/** Shown for a label whose text is empty (spec §8: missing translations show three bullets). */
export const MISSING_LABEL_TEXT = '•••';

/** Cache key prefix for label maps: `labels:{culture}:{prefix}`. */
export const LABEL_CACHE_PREFIX = 'labels:';

export type LabelValues = Record<string, string | number>;

/** Body of `POST translations/ensure`. `replacements` are the placeholder names of the default text. */
export interface EnsureLabelPayload {
  group: string;
  key: string;
  defaulttext: string;
  replacements: string[];
}

export interface LabelStoreOptions {
  /** Fetches the labels of one prefix (`undefined` when the call failed, per spec §8). */
  fetchLabels(prefix: string): Promise<Record<string, string> | undefined>;
  /** Registers a missing label (only called for supervisors). */
  ensure?(payload: EnsureLabelPayload): Promise<unknown>;
  /** Whether the current user is a supervisor (may register missing labels). */
  isSupervisor: boolean;
  /** Local cache of the context (spec §9); without it labels are kept for this store only. */
  cache?: LocalCache | (() => Promise<LocalCache>);
  /** Culture the labels are in; part of the cache key (default `''`). */
  culture?: string;
  /** Where failures are reported (default `console.error`). */
  logError?: (message: string, error?: unknown) => void;
}

export interface LabelStore {
  /**
   * The text of label `group/key`: server text, else `defaultText`; `•••` when the server
   * text (or, failing that, the default) is empty. Synchronous: an unloaded group starts
   * loading and the default is returned meanwhile (subscribers hear when it arrives).
   */
  label(id: string, defaultText: string, values?: LabelValues): string;
  /** Loads (once) the labels of the given prefixes. Never rejects. */
  load(...prefixes: string[]): Promise<void>;
  /** True when the labels of `prefix` are loaded (successfully). */
  isLoaded(prefix: string): boolean;
  /** Called after any group finished loading. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes on every update; for React `useSyncExternalStore`. */
  getSnapshot(): number;
}

const PLACEHOLDER = /\{\s*([A-Za-z0-9_$]+)\s*\}/g;

/** Replaces `{name}` by `values[name]`; unknown placeholders are left as they are. */
export function interpolate(text: string, values?: LabelValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** Placeholder names in a text, in order of first appearance. */
export function placeholders(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) if (m[1] && !names.includes(m[1])) names.push(m[1]);
  return names;
}

function splitId(id: string): { group: string; key: string } {
  const slash = id.indexOf('/');
  if (slash < 0) return { group: '', key: id };
  return { group: id.slice(0, slash), key: id.slice(slash + 1) };
}

/** The server text of a label: the map may key it as `key`, `group.key` or `group/key`. */
function lookup(map: Record<string, string>, group: string, key: string): string | undefined {
  for (const k of [key, `${group}.${key}`, `${group}/${key}`]) {
    if (Object.prototype.hasOwnProperty.call(map, k)) return map[k];
  }
  return undefined;
}

function isLabelMap(x: unknown): x is Record<string, string> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  return Object.values(x).every((v) => typeof v === 'string' || v === null);
}

export function createLabelStore(options: LabelStoreOptions): LabelStore {
  const logError = options.logError ?? ((m: string, e?: unknown) => console.error(m, e));
  const culture = options.culture ?? '';
  const groups = new Map<string, Record<string, string>>();
  const loading = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const ensured = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;

  const cacheKey = (prefix: string) => `${LABEL_CACHE_PREFIX}${culture}:${prefix}`;

  function notify(): void {
    version++;
    for (const l of [...listeners]) {
      try {
        l();
      } catch (err) {
        logError('[butik] label listener failed', err);
      }
    }
  }

  /** The local cache (opened on first use when given as a function: its code then loads only when needed). */
  let opened: Promise<LocalCache | undefined> | undefined;
  function cacheOf(): Promise<LocalCache | undefined> {
    opened ??= (typeof options.cache === 'function' ? options.cache() : Promise.resolve(options.cache)).catch(
      (err: unknown) => {
        logError('[butik] the local cache could not be opened; labels are kept for this page only', err);
        return undefined;
      },
    );
    return opened;
  }

  function loadOne(prefix: string): Promise<void> {
    if (groups.has(prefix) || failed.has(prefix)) return Promise.resolve();
    const running = loading.get(prefix);
    if (running) return running;
    const now = typeof options.cache === 'function' ? undefined : options.cache;
    const cached = now?.get<unknown>(cacheKey(prefix));
    if (isLabelMap(cached)) {
      groups.set(prefix, cached);
      // label() may run inside a React render: never notify synchronously from here
      queueMicrotask(notify);
      return Promise.resolve();
    }
    const p = (async () => {
      try {
        const cache = await cacheOf();
        const hit = now ? undefined : cache?.get<unknown>(cacheKey(prefix));
        if (isLabelMap(hit)) {
          groups.set(prefix, hit);
          return;
        }
        const result: unknown = await options.fetchLabels(prefix);
        if (result === undefined || result === null) {
          throw new Error('no labels returned');
        }
        if (!isLabelMap(result)) throw new Error('labels response is not a map of strings');
        const map: Record<string, string> = {};
        for (const [k, v] of Object.entries(result)) map[k] = v ?? '';
        groups.set(prefix, map);
        cache?.set(cacheKey(prefix), map);
      } catch (err) {
        // Spec §8: failures loading translations are only logged; defaults stay in use.
        failed.add(prefix);
        logError(`[butik] could not load label translations for "${prefix}"`, err);
      } finally {
        loading.delete(prefix);
        notify();
      }
    })();
    loading.set(prefix, p);
    return p;
  }

  function registerMissing(group: string, key: string, defaultText: string): void {
    if (!options.isSupervisor || !options.ensure) return;
    const payload: EnsureLabelPayload = {
      group,
      key,
      defaulttext: defaultText,
      replacements: placeholders(defaultText),
    };
    const dedupe = JSON.stringify([payload.group, payload.key, payload.defaulttext, payload.replacements]);
    // Once per store, and across pages while the local cache remembers it (10 minutes).
    const sentKey = `${LABEL_CACHE_PREFIX}ensured:${dedupe}`;
    if (ensured.has(dedupe)) return;
    ensured.add(dedupe);
    const ensure = options.ensure;
    void (async () => {
      try {
        const cache = await cacheOf();
        if (cache?.get<boolean>(sentKey)) return;
        cache?.set(sentKey, true);
        await ensure(payload);
      } catch (err) {
        logError(`[butik] could not register missing label "${group}/${key}"`, err);
      }
    })();
  }

  function label(id: string, defaultText: string, values?: LabelValues): string {
    const { group, key } = splitId(String(id));
    const fallback = typeof defaultText === 'string' ? defaultText : '';
    if (!group || !key) return fallback ? interpolate(fallback, values) : MISSING_LABEL_TEXT; // not a server label
    let map = groups.get(group);
    if (!map && !failed.has(group)) {
      void loadOne(group); // a local-cache hit fills the group synchronously
      map = groups.get(group);
    }
    if (!map) return fallback ? interpolate(fallback, values) : MISSING_LABEL_TEXT;
    const own = lookup(map, group, key);
    if (own === undefined) {
      registerMissing(group, key, fallback);
      return fallback ? interpolate(fallback, values) : MISSING_LABEL_TEXT;
    }
    return own.trim() ? interpolate(own, values) : MISSING_LABEL_TEXT;
  }

  return {
    label,
    async load(...prefixes: string[]) {
      await Promise.all(prefixes.filter(Boolean).map(loadOne));
    },
    isLoaded: (prefix) => groups.has(prefix),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => version,
  };
}
