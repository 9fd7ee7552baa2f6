/**
 * `<search-box>` rules without React or DOM (unit tested in test/unit/search-box-model.test.ts): the limits of
 * spec §9, the options of one answer (query suggestions from `GET suggestions`, products from `GET search`) and
 * the search page's address.
 */
import type { Product } from '../../api/schemas/product.ts';
import type { Suggestion } from '../../api/schemas/search.ts';

/** Spec §9: search limit 10, mobile suggestions 5 (mobile from 0px, desktop from 960px). */
export const DESKTOP_LIMIT = 10;
export const PHONE_LIMIT = 5;
export const DESKTOP_MEDIA = '(min-width: 960px)';
/** Query suggestions shown above the products (the server gives at most 3 categories). */
export const MAX_QUERY_SUGGESTIONS = 3;
/** The search page when neither `search-url` nor the fallback form names one. */
export const DEFAULT_SEARCH_URL = '/search';

export type SearchOption = { kind: 'query'; text: string } | { kind: 'product'; product: Product };

/**
 * The options of one answer: query suggestions first (titles of the suggestions that are not products, without
 * repeats or the typed text itself), then the products, `limit` at most.
 */
export function searchOptions(
  query: string,
  products: readonly Product[],
  suggestions: readonly Suggestion[],
  limit: number,
): SearchOption[] {
  const typed = query.trim().toLocaleLowerCase();
  const seen = new Set<string>([typed]);
  const texts: SearchOption[] = [];
  for (const s of suggestions) {
    if (s.type === 'PRODUCT') continue;
    const text = s.title.trim();
    const key = text.toLocaleLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    texts.push({ kind: 'query', text });
    if (texts.length >= Math.min(MAX_QUERY_SUGGESTIONS, limit)) break;
  }
  const found = products.slice(0, limit).map((product): SearchOption => ({ kind: 'product', product }));
  return [...texts, ...found];
}

/**
 * The search page's address for `query`: `searchUrl` (resolved against `current`) with `query` set, and the
 * current page's `orderby` kept. Same origin: path, query and hash only. Null for an empty (whitespace) query:
 * nothing to search, never navigate.
 */
export function searchPageUrl(searchUrl: string, query: string, current: string): string | null {
  const text = query.trim();
  if (!text) return null;
  const here = new URL(current);
  let url: URL;
  try {
    url = new URL(searchUrl || DEFAULT_SEARCH_URL, here);
  } catch {
    url = new URL(DEFAULT_SEARCH_URL, here);
  }
  url.searchParams.set('query', text);
  const orderby = here.searchParams.get('orderby');
  if (orderby && !url.searchParams.has('orderby')) url.searchParams.set('orderby', orderby);
  return url.origin === here.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Detail of the cancelable `butik-search` fired before the element navigates. */
export interface SearchNavigateDetail {
  /** 'product': a product was chosen; 'query': a query suggestion or the typed text goes to the search page. */
  kind: 'product' | 'query';
  /** The text searched for (the suggestion's text, or the typed text). */
  query: string;
  /** Where the element is about to go. */
  url: string;
  /** The chosen product's id (kind 'product'). */
  productId?: string;
}
