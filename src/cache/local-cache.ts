/**
 * Local cache (spec §9): every item lives 10 minutes, keys are namespaced by the
 * API context key so two shops on one origin never share entries.
 *
 * Backed by `localStorage` when it is usable; otherwise (storage missing, access
 * throws as in a sandboxed iframe or with storage disabled, or the quota is full
 * even after evicting) entries are kept in memory for the lifetime of the page.
 * Corrupt or foreign entries are ignored (and removed). Never throws. Opening a cache removes the context's
 * expired entries. `clearStoredData` (stored-data.ts) removes every entry.
 */

import { STORAGE_KEY_PREFIX } from './stored-data.ts';

/** Default lifetime of an item: 10 minutes (spec §9). */
export const CACHE_TTL_MS = 10 * 60 * 1000;

/** Prefix of every storage key written by this cache (the library's one prefix, stored-data.ts). */
export const CACHE_KEY_PREFIX = STORAGE_KEY_PREFIX;

/** The part of the Web Storage API the cache uses (injectable for tests). */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LocalCacheOptions {
  /** The context key (spec §9) the entries belong to, e.g. the API context. */
  contextKey: string;
  /** Lifetime per item in ms (default {@link CACHE_TTL_MS}). */
  ttlMs?: number;
  /**
   * Storage to use. Default: `globalThis.localStorage`, read lazily inside a try
   * block because merely touching it throws in sandboxed iframes. Pass `null`
   * to force memory only.
   */
  storage?: StorageLike | null;
  /** Clock in ms since the epoch (default `Date.now`); injectable for tests. */
  now?: () => number;
}

export interface LocalCache {
  /** The stored value, or `undefined` when missing, expired or corrupt. */
  get<T>(key: string): T | undefined;
  /** Stores a JSON-serialisable value for `ttlMs` (or the cache default). */
  set<T>(key: string, value: T, ttlMs?: number): void;
  /** Removes one key. */
  remove(key: string): void;
  /** Removes every entry of this context (storage and memory). */
  clear(): void;
  /**
   * The cached value, or the result of `load()` which is then cached.
   * Concurrent calls for one key share one load; a rejected load is not cached.
   */
  getOrLoad<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
  /** Where entries currently go: 'storage' or 'memory' (after a fallback). */
  readonly mode: 'storage' | 'memory';
}

interface Entry {
  /** value */
  v: unknown;
  /** expires at (ms since epoch) */
  e: number;
  /** stored at (ms since epoch) */
  t: number;
}

function isEntry(x: unknown): x is Entry {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return 'v' in r && typeof r.e === 'number' && Number.isFinite(r.e) && typeof r.t === 'number' && Number.isFinite(r.t);
}

function isQuotaError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: unknown; code?: unknown };
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014;
}

function defaultStorage(): StorageLike | null {
  try {
    const s = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (!s) return null;
    // Probe: some browsers expose storage that throws on write (private mode, disabled).
    const probe = `${CACHE_KEY_PREFIX}__probe__`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

/** Creates a cache for one context key. */
export function createLocalCache(options: LocalCacheOptions): LocalCache {
  const ttlDefault = options.ttlMs ?? CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  // encoded so that context `a:b` never shares a namespace with context `a`
  const ns = `${CACHE_KEY_PREFIX}${encodeURIComponent(String(options.contextKey))}:`;
  let storage: StorageLike | null = options.storage === undefined ? defaultStorage() : options.storage;
  const memory = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();

  const fullKey = (key: string) => ns + key;

  /** Our keys (of this context) currently in storage. */
  function ourKeys(s: StorageLike): string[] {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k !== null && k.startsWith(ns)) keys.push(k);
    }
    return keys;
  }

  function readStored(s: StorageLike, k: string): Entry | undefined {
    const raw = s.getItem(k);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isEntry(parsed)) return parsed;
    } catch {
      /* corrupt: fall through */
    }
    try {
      s.removeItem(k);
    } catch {
      /* ignore */
    }
    return undefined;
  }

  /** Removes every expired or corrupt entry of ours; returns the live ones, oldest first. */
  function evictExpired(s: StorageLike): string[] {
    const t = now();
    const live: Array<{ k: string; stored: number }> = [];
    for (const k of ourKeys(s)) {
      const entry = readStored(s, k);
      if (!entry) continue; // corrupt ones were removed by readStored
      if (entry.e <= t) s.removeItem(k);
      else live.push({ k, stored: entry.t });
    }
    live.sort((a, b) => a.stored - b.stored);
    return live.map((x) => x.k);
  }

  function fallBackToMemory(): void {
    storage = null;
  }

  function write(key: string, entry: Entry): void {
    const s = storage;
    if (!s) {
      memory.set(key, entry);
      return;
    }
    let raw: string;
    try {
      raw = JSON.stringify(entry);
    } catch {
      return; // not serialisable (cycle, BigInt): not cached
    }
    if (raw === undefined) return;
    try {
      s.setItem(fullKey(key), raw);
      memory.delete(key);
      return;
    } catch (err) {
      if (!isQuotaError(err)) {
        fallBackToMemory();
        memory.set(key, entry);
        return;
      }
    }
    // Quota exceeded: evict expired entries and retry; then evict our oldest entries one by
    // one, retrying after each; if it still does not fit, keep it in memory.
    try {
      const oldest = evictExpired(s).filter((k) => k !== fullKey(key));
      for (;;) {
        try {
          s.setItem(fullKey(key), raw);
          memory.delete(key);
          return;
        } catch (err) {
          if (!isQuotaError(err)) throw err;
        }
        const victim = oldest.shift();
        if (victim === undefined) break;
        s.removeItem(victim);
      }
    } catch {
      fallBackToMemory();
    }
    memory.set(key, entry);
  }

  function read(key: string): Entry | undefined {
    const m = memory.get(key);
    if (m) return m;
    const s = storage;
    if (!s) return undefined;
    try {
      return readStored(s, fullKey(key));
    } catch {
      fallBackToMemory();
      return undefined;
    }
  }

  function remove(key: string): void {
    memory.delete(key);
    const s = storage;
    if (!s) return;
    try {
      s.removeItem(fullKey(key));
    } catch {
      fallBackToMemory();
    }
  }

  // Expired entries of this context go when the cache opens (once a page), not only when read: an item nobody
  // asks for again does not stay in the browser past its lifetime and the next visit (docs/privacy.md).
  if (storage) {
    try {
      evictExpired(storage);
    } catch {
      fallBackToMemory();
    }
  }

  const cache: LocalCache = {
    get mode() {
      return storage ? 'storage' : 'memory';
    },
    get<T>(key: string): T | undefined {
      const entry = read(key);
      if (!entry) return undefined;
      if (entry.e <= now()) {
        remove(key);
        return undefined;
      }
      return entry.v as T;
    },
    set<T>(key: string, value: T, ttlMs?: number): void {
      if (value === undefined) {
        remove(key);
        return;
      }
      const t = now();
      write(key, { v: value, e: t + (ttlMs ?? ttlDefault), t });
    },
    remove,
    clear(): void {
      memory.clear();
      const s = storage;
      if (!s) return;
      try {
        for (const k of ourKeys(s)) s.removeItem(k);
      } catch {
        fallBackToMemory();
      }
    },
    getOrLoad<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      const p = (async () => {
        try {
          const value = await load();
          cache.set(key, value, ttlMs);
          return value;
        } finally {
          pending.delete(key);
        }
      })();
      pending.set(key, p);
      return p;
    },
  };
  return cache;
}
