/**
 * The page's shared data loading (framework-free; `use-query.ts` is the React side). One store per page and API
 * (`apiBase` + `context`), shared by every element of the one React root:
 *
 * - **Keyed by the inputs**: a key is a list of plain values (`['cart/getrelatedproducts', 10]`); the same key is
 *   the same data, whichever element asks.
 * - **One request per key**: every subscriber of a key shares the request in flight and its answer.
 * - **Cancellable**: the request gets an `AbortSignal` that aborts when the key's last subscriber leaves, or when
 *   a newer request for the key replaces it (a refresh, `set`). An answer that arrives after that is dropped, so
 *   a stale answer never wins.
 * - **Cached**: an answer stays fresh for `ttl` ms (default: the page's life) in memory; with
 *   `cache: LOCAL_CACHE` (local-cache.ts) it also goes to the spec §9 local cache (src/cache, 10 minutes, keyed by
 *   the context) and the next page starts from it. Failures are never cached: the next subscriber asks again.
 * - **Refreshed on page changes**: `changed('cart')` / `changed('session')` (wired to the page cart's confirmed
 *   changes and to sign-in) marks the keys that asked for that tag (`refreshOn`) stale and asks again for those that
 *   have subscribers, after `refreshDelay` ms without a further change (one request for a burst of changes).
 * - **Results keep the failure**: a fetcher returns an `ApiResult` (src/api/result.ts); a failure is kept whole
 *   (`kind`, HTTP `status`, body) in `failure`, next to the last good `data`.
 */
import type { ApiFailure, ApiResult } from '../api/result.ts';
import type { LocalCache } from '../cache/index.ts';

/** The inputs that identify one piece of data (JSON-comparable plain values). */
export type QueryKey = readonly (string | number | boolean | null)[];

/** A page change that makes data stale: the page cart changed (confirmed by the server), or the session did. */
export type QueryTag = 'cart' | 'session';

/** Loads the data of one key; `signal` aborts when nobody needs the answer any more. Never rejects (if it does,
 * the rejection is kept as a `network` failure). */
export type Fetcher<T> = (signal: AbortSignal) => Promise<ApiResult<T, unknown>>;

/**
 * Opens the spec §9 local cache of a context: `LOCAL_CACHE` of local-cache.ts. A value passed in the options
 * rather than a flag, so src/cache is bundled only with the features whose data is kept locally.
 */
export interface LocalCacheMaker {
  /** The lifetime of an item (10 minutes, spec §9): the default `ttl` of locally kept keys. */
  ttl: number;
  open(contextKey: string): LocalCache;
}

export interface QueryOptions {
  /**
   * How long an answer counts as fresh, in ms: a subscriber arriving later asks again (showing the old answer
   * meanwhile). Default: the page's life in memory, the local cache's 10 minutes with `cache: LOCAL_CACHE`.
   * `0`: every new subscriber asks again, subscribers at the same time still share one request.
   */
  ttl?: number;
  /**
   * `'memory'` (default): this page only. `LOCAL_CACHE` (local-cache.ts): also the spec §9 local cache, where the
   * spec keeps data (navigation, content, translations).
   */
  cache?: 'memory' | LocalCacheMaker;
  /** Page changes that make this data stale (refreshed at once when someone is subscribed). */
  refreshOn?: readonly QueryTag[];
  /** Wait this long after a change for more changes before refreshing (ms, default 0). */
  refreshDelay?: number;
}

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface QueryState<T> {
  /** `idle`: no key (nothing wanted); `loading`: no answer yet; `ready`: the last answer succeeded; `failed`: it failed. */
  status: QueryStatus;
  /** The last successful answer (kept while a refresh runs and after a failed refresh). */
  data: T | undefined;
  /** The last answer's failure (status `failed`), whole: kind, HTTP status, server body. */
  failure: ApiFailure<unknown> | undefined;
  /** A request for the key is in flight. */
  fetching: boolean;
}

export interface QueryStore {
  /** The key's current state (a stable object until it changes: a `useSyncExternalStore` snapshot). */
  get<T>(key: QueryKey, options?: QueryOptions): QueryState<T>;
  /**
   * Subscribes `listener` to the key's changes and loads it when it has no fresh answer and no request in flight.
   * The returned function unsubscribes; the key's last subscriber leaving aborts its request.
   */
  subscribe<T>(key: QueryKey, fetcher: Fetcher<T>, options: QueryOptions, listener: () => void): () => void;
  /** An answer obtained otherwise (a change call answering with the new data): replaces the key's data now. */
  set<T>(key: QueryKey, value: T): void;
  /** Asks again now (a retry): the old request, if any, is aborted and its answer dropped. */
  refresh(key: QueryKey): void;
  /** The page's cart or session changed: every key with that tag in `refreshOn` is stale and reloads. */
  changed(tag: QueryTag): void;
}

export interface QueryStoreOptions {
  /** The context key of the local cache (spec §9: entries are keyed by the context). Default ''. */
  contextKey?: string;
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
}

interface Entry {
  key: string;
  state: QueryState<unknown>;
  options: QueryOptions;
  fetcher: Fetcher<unknown> | null;
  listeners: Set<() => void>;
  /** The request in flight (null: none). Compared by identity when its answer arrives. */
  request: AbortController | null;
  /** The answer is fresh until this time (0: stale or none). */
  freshUntil: number;
  /** A refresh waiting for `refreshDelay`. */
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** What the local cache holds for a key: the value and until when it is fresh. */
interface Stored {
  v: unknown;
  u: number;
}

export const IDLE: QueryState<never> = Object.freeze({
  status: 'idle',
  data: undefined,
  failure: undefined,
  fetching: false,
});
const LOADING: QueryState<never> = Object.freeze({ ...IDLE, status: 'loading' });

/** The key's identity (JSON: `['a', 1]` and `['a', 1]` are one key, `['a', '1']` another). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key);
}

const localKey = (key: string) => `q:${key}`;

export function createQueryStore(storeOptions: QueryStoreOptions = {}): QueryStore {
  const now = storeOptions.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const opened = new Map<LocalCacheMaker, LocalCache>();
  /** The key's local cache (opened on first use), or null for a key kept in memory only. */
  const localOf = (entry: Entry): LocalCache | null => {
    const maker = entry.options.cache;
    if (!maker || maker === 'memory') return null;
    let cache = opened.get(maker);
    if (!cache) {
      cache = maker.open(storeOptions.contextKey ?? '');
      opened.set(maker, cache);
    }
    return cache;
  };
  const ttlOf = (entry: Entry): number => {
    const maker = entry.options.cache;
    if (!maker || maker === 'memory') return entry.options.ttl ?? Infinity;
    // Stored entries need an end (JSON has no Infinity).
    const ttl = entry.options.ttl ?? maker.ttl;
    return Number.isFinite(ttl) ? ttl : maker.ttl;
  };

  function update(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...patch };
    for (const listener of [...entry.listeners]) listener();
  }

  function entryOf(key: QueryKey, options?: QueryOptions): Entry {
    const hash = hashKey(key);
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        key: hash,
        state: LOADING,
        options: options ?? {},
        fetcher: null,
        listeners: new Set(),
        request: null,
        freshUntil: 0,
        timer: undefined,
      };
      // A key that is kept locally starts from the local cache (an earlier page's answer, still within its ttl).
      const stored = localOf(entry)?.get<Stored>(localKey(hash));
      if (stored && typeof stored === 'object' && typeof stored.u === 'number' && stored.u > now()) {
        entry.state = { ...LOADING, status: 'ready', data: stored.v };
        entry.freshUntil = stored.u;
      }
      entries.set(hash, entry);
    }
    return entry;
  }

  /** Stops the request in flight, if any: its answer will be dropped. */
  function cancel(entry: Entry): void {
    const request = entry.request;
    if (!request) return;
    entry.request = null;
    request.abort();
  }

  function keep(entry: Entry, value: unknown): void {
    const ttl = ttlOf(entry);
    entry.freshUntil = now() + ttl;
    const stored: Stored = { v: value, u: entry.freshUntil };
    localOf(entry)?.set(localKey(entry.key), stored, ttl);
  }

  function load(entry: Entry): void {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const fetcher = entry.fetcher;
    if (!fetcher) return;
    cancel(entry);
    const request = new AbortController();
    entry.request = request;
    update(entry, { status: entry.state.status === 'ready' ? 'ready' : 'loading', fetching: true });
    void fetcher(request.signal)
      .catch((error: unknown): ApiResult<never, unknown> => ({
        ok: false,
        kind: 'network',
        reason: error instanceof Error ? error.message : String(error),
      }))
      .then((result) => {
        // Aborted, or replaced by a newer request: this answer is stale.
        if (entry.request !== request) return;
        entry.request = null;
        if (result.ok) {
          keep(entry, result.value);
          update(entry, { status: 'ready', data: result.value, failure: undefined, fetching: false });
        } else {
          entry.freshUntil = 0;
          update(entry, { status: 'failed', failure: result, fetching: false });
        }
      });
  }

  function stale(entry: Entry): void {
    entry.freshUntil = 0;
    localOf(entry)?.remove(localKey(entry.key));
  }

  return {
    get: <T>(key: QueryKey, options?: QueryOptions) => entryOf(key, options).state as QueryState<T>,

    subscribe(key, fetcher, options, listener) {
      const entry = entryOf(key, options);
      entry.fetcher = fetcher as Fetcher<unknown>;
      entry.options = options;
      entry.listeners.add(listener);
      // A refresh waiting for its delay will ask; otherwise ask when there is no fresh answer.
      if (!entry.request && entry.timer === undefined && now() >= entry.freshUntil) load(entry);
      return () => {
        if (!entry.listeners.delete(listener) || entry.listeners.size > 0) return;
        clearTimeout(entry.timer);
        entry.timer = undefined;
        if (entry.request) {
          cancel(entry);
          entry.state = {
            ...entry.state,
            status: entry.state.status === 'ready' ? 'ready' : 'loading',
            fetching: false,
          };
        }
      };
    },

    set(key, value) {
      const entry = entryOf(key);
      clearTimeout(entry.timer);
      entry.timer = undefined;
      cancel(entry);
      keep(entry, value);
      update(entry, { status: 'ready', data: value, failure: undefined, fetching: false });
    },

    refresh(key) {
      const entry = entryOf(key);
      stale(entry);
      if (entry.listeners.size > 0) load(entry);
    },

    changed(tag) {
      for (const entry of entries.values()) {
        if (!entry.options.refreshOn?.includes(tag)) continue;
        stale(entry);
        // An answer to the question asked before the change is stale already.
        if (entry.request) {
          cancel(entry);
          update(entry, { fetching: false });
        }
        if (entry.listeners.size === 0) continue; // the next subscriber asks
        const delay = entry.options.refreshDelay ?? 0;
        clearTimeout(entry.timer);
        entry.timer = delay > 0 ? setTimeout(() => load(entry), delay) : undefined;
        if (delay <= 0) load(entry);
      }
    },
  };
}
