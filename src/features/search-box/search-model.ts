/**
 * `<search-box>` rules without React or DOM (unit tested in test/unit/search-box/search-model.test.ts): the search
 * page's address and the option type. The options of an answer: search-options.ts (part only).
 */
import type { Product } from '../../api/schemas/product.ts';

/** The search page when neither `search-url` nor the fallback form names one. */
export const DEFAULT_SEARCH_URL = '/search';

export type SearchOption = { kind: 'query'; text: string } | { kind: 'product'; product: Product };

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
