/**
 * `clearStoredData()`: removes what the library keeps in this browser (docs/privacy.md).
 *
 * Everything the library writes to Web Storage has a key starting with `butik:` ({@link STORAGE_KEY_PREFIX}):
 * - `butik:{context}:…` — the spec §9 local cache of an API context (navigation, label texts; 10 minutes);
 * - `butik:gift-recipient:{shop}:{code}` — a gift recipient's unconfirmed progress (name, e-mail, choice; 24 hours).
 * It writes no cookies (it only reads `XSRF-TOKEN`), and nothing to sessionStorage, IndexedDB or Cache Storage.
 *
 * The library calls this itself: everything at a sign-out through its user menu, the context's cache at a sign-in
 * or customer change it performs. A host that signs users in or out itself calls it from its own code
 * (`import { clearStoredData } from 'butik-elements'`, or `butikElements.clearStoredData()` with the loader).
 * Keys of the host or of other libraries are never touched. Never throws.
 */

/**
 * Prefix of every key the library writes to Web Storage. Defined here, not in local-cache.ts, so that the elements
 * that clear storage (sign-in, sign-out) do not bring the cache's code to their pages.
 */
export const STORAGE_KEY_PREFIX = 'butik:';

export interface ClearStoredDataOptions {
  /**
   * Only this API context's local cache (`butik:{context}:…`); gift recipients' progress stays. Default: every
   * `butik:` key, of every context and every recipient.
   */
  context?: string;
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function storage(): KeyedStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyedStorage }).localStorage;
  } catch {
    return undefined; // SecurityError: storage blocked for this origin (nothing can be stored there either)
  }
}

/** The key prefix of one API context's local cache (as src/cache/local-cache.ts writes it). */
export function contextKeyPrefix(context: string): string {
  return `${STORAGE_KEY_PREFIX}${encodeURIComponent(context)}:`;
}

/**
 * Removes the library's keys from `localStorage` (all of them, or one context's cache) and returns how many it
 * removed. (The library writes nothing to `sessionStorage`.)
 */
export function clearStoredData(options: ClearStoredDataOptions = {}): number {
  const prefix = options.context === undefined ? STORAGE_KEY_PREFIX : contextKeyPrefix(options.context);
  const s = storage();
  if (!s) return 0;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) s.removeItem(key);
    return keys.length;
  } catch {
    return 0; // storage blocked while reading: nothing of ours is readable there
  }
}
