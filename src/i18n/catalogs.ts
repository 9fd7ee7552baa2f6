import type { Messages } from '@lingui/core';
import { SPLIT_CATALOGS, wholeCatalogs } from './catalog-files.ts';
import { isSupportedLocale, SUPPORTED_LOCALES, type AppLocale } from './locales.ts';
import { loadRegistered } from './texts.ts';

/**
 * Catalog loading. In the library build each entry chunk registers the catalog of its own texts (texts.ts,
 * docs/i18n-catalogs.md) and a locale's catalog is every registered unit merged. Elsewhere (Vitest, a build
 * without the split-catalog plugin) it is the whole `locales/{locale}/messages.po`, compiled on the fly by
 * `@lingui/vite-plugin` (catalog-files.ts); a new `locales/xx/messages.po` is picked up by the glob.
 */

/**
 * Message ids are 6-character hashes. `@lingui/swc-plugin` 6 (which compiles the macros in
 * our code) writes them in URL-safe base64 (`-`, `_`), while `@lingui/cli` 5 (which compiles
 * the .po catalog) keys them in standard base64 (`+`, `/`). Without this step every message
 * whose id has one of those characters would show its hash in production. Each such
 * message is registered under both spellings, so the catalog works with either macro
 * version.
 */
export function withUrlSafeIds(messages: Messages): Messages {
  const out: Messages = { ...messages };
  for (const [id, message] of Object.entries(messages)) {
    if (!/[+/=]/.test(id)) continue;
    const urlSafe = id.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    if (!(urlSafe in out)) out[urlSafe] = message;
  }
  return out;
}

export type CatalogLoader = (locale: AppLocale) => Promise<Messages>;

function loadersByLocale(): Map<string, () => Promise<{ messages: Messages }>> {
  const map = new Map<string, () => Promise<{ messages: Messages }>>();
  for (const [path, load] of Object.entries(wholeCatalogs)) {
    const match = /\/locales\/([^/]+)\/messages\.po$/.exec(path);
    if (match?.[1] && isSupportedLocale(match[1])) map.set(match[1], load);
  }
  return map;
}

const byLocale = loadersByLocale();

/** Loads the compiled messages of one locale (rejects when there is no catalog). */
export const loadCatalog: CatalogLoader = async (locale) => {
  if (SPLIT_CATALOGS) return loadRegistered(locale);
  const load = byLocale.get(locale);
  if (!load) throw new Error(`No message catalog for locale "${locale}"`);
  const mod = await load();
  if (!mod || typeof mod.messages !== 'object' || mod.messages === null) {
    throw new Error(`Message catalog for locale "${locale}" has no messages export`);
  }
  return withUrlSafeIds(mod.messages);
};

/** Locales that have a catalog file in this build. */
export function catalogLocales(): string[] {
  return SPLIT_CATALOGS ? [...SUPPORTED_LOCALES] : [...byLocale.keys()];
}
