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
 * (`import { clearStoredData } from 'butik-elements'`; a page with only the loader removes the `butik:` keys itself,
 * docs/privacy.md).
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

/**
 * Removes the library's keys from `localStorage` (all of them, or one context's cache, `butik:{encoded context}:`
 * as src/cache/local-cache.ts writes them) and returns how many it removed. (The library writes nothing to
 * `sessionStorage`.)
 */
export function clearStoredData(options: ClearStoredDataOptions = {}): number {
  const { context } = options;
  const prefix = STORAGE_KEY_PREFIX + (context === undefined ? '' : `${encodeURIComponent(context)}:`);
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    for (const key of keys) localStorage.removeItem(key);
    return keys.length;
  } catch {
    return 0; // storage missing or blocked for this origin: nothing of ours can be there
  }
}
