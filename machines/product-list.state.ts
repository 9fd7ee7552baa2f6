/**
 * The product list's flow (spec §2 load-more, §3 query payload, §7 facetsearch, §8 no results / facet search
 * failure, §9 page size 20) as a pure reducer: no XState, React, DOM, fetch or strings.
 *
 * Decision: not an XState machine. The list runs on category and search pages, which the page-weight bench weighs:
 * XState (the `machines` chunk, ~16 KB gzip) would be the biggest script the list adds, for five states. The flow is
 * the same as a machine's, tested headless in product-list.state.test.ts; the view runs the one effect
 * ({@link pendingFetch}) and reports its answer with the request's `seq`, so an older answer is dropped.
 *
 * States (`status`):
 * - `idle` — nothing asked yet. LOAD (request, pages) → `loading`.
 * - `loading` — fetch offset 0, `pages` × page size (a restored "load more" depth is one request). LOADED → `ready`
 *   with products, total and brand facet; FAILED (the call failed or answered the spec §8 empty object) → `failed`.
 *   The products of an earlier request stay while a new one loads (the view dims them).
 * - `ready` — MORE (only while fewer than `total` are shown) → `loadingMore`.
 * - `loadingMore` — fetch offset = products shown, one page. LOADED → `ready`, the page appended (no product twice),
 *   `pages` + 1. FAILED → `ready` with error `more` (the list stays; MORE again retries).
 * - `failed` — RETRY → `loading` with the same request.
 * - LOAD in any state starts over with the new request.
 */
import type { FacetValue } from '../src/api/schemas/search.ts';
import type { Product } from '../src/api/schemas/product.ts';

/** Products per page (spec §9 list page size 20). */
export const PRODUCT_LIST_PAGE_SIZE = 20;
/** The deepest restored "load more" depth (pages of 20) a URL may ask for. */
export const PRODUCT_LIST_MAX_PAGES = 50;

export interface ListRequest {
  /** Search keyword ('' on a category page). */
  query: string;
  /** Category id ('' on a search page). */
  category: string;
  /** Sort option value (src/features/product-list/list-request.ts). */
  orderby: string;
  /** Brand facet value ('' = all brands). */
  brand: string;
}

export interface FetchPageInput {
  request: ListRequest;
  offset: number;
  count: number;
}

export interface FetchPageOutput {
  products: Product[];
  total: number;
  brands: FacetValue[];
}

export type ProductListStatus = 'idle' | 'loading' | 'ready' | 'loadingMore' | 'failed';

export interface ProductListState {
  status: ProductListStatus;
  request: ListRequest | null;
  /** Pages loaded (or being restored). */
  pages: number;
  products: Product[];
  total: number;
  brands: FacetValue[];
  error: 'more' | null;
  /** Numbers each fetch; an answer carries the number of the fetch it answers. */
  seq: number;
}

export type ProductListEvent =
  | { type: 'LOAD'; request: ListRequest; pages?: number }
  | { type: 'MORE' }
  | { type: 'RETRY' }
  | { type: 'LOADED'; seq: number; output: FetchPageOutput }
  | { type: 'FAILED'; seq: number };

export const PRODUCT_LIST_INITIAL: ProductListState = {
  status: 'idle',
  request: null,
  pages: 1,
  products: [],
  total: 0,
  brands: [],
  error: null,
  seq: 0,
};

const pagesOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, PRODUCT_LIST_MAX_PAGES) : 1;

export function productListReducer(state: ProductListState, event: ProductListEvent): ProductListState {
  switch (event.type) {
    case 'LOAD':
      return {
        ...state,
        status: 'loading',
        request: event.request,
        pages: pagesOf(event.pages),
        error: null,
        seq: state.seq + 1,
      };
    case 'MORE':
      if (state.status !== 'ready' || state.products.length >= state.total) return state;
      return { ...state, status: 'loadingMore', error: null, seq: state.seq + 1 };
    case 'RETRY':
      return state.status === 'failed' ? { ...state, status: 'loading', seq: state.seq + 1 } : state;
    case 'LOADED': {
      if (event.seq !== state.seq) return state;
      const { products, total, brands } = event.output;
      if (state.status === 'loading') {
        // A shorter answer than asked (the list shrank since the URL was written): the pages actually shown.
        const shown = Math.max(1, Math.ceil(products.length / PRODUCT_LIST_PAGE_SIZE));
        return { ...state, status: 'ready', products, total, brands, pages: Math.min(state.pages, shown) };
      }
      if (state.status === 'loadingMore') {
        const seen = new Set(state.products.map((p) => p.id));
        return {
          ...state,
          status: 'ready',
          products: [...state.products, ...products.filter((p) => !seen.has(p.id))],
          total,
          brands,
          pages: state.pages + 1,
        };
      }
      return state;
    }
    case 'FAILED':
      if (event.seq !== state.seq) return state;
      if (state.status === 'loading') return { ...state, status: 'failed' };
      if (state.status === 'loadingMore') return { ...state, status: 'ready', error: 'more' };
      return state;
    default:
      return state;
  }
}

/** The fetch the state waits for (null when none): the view runs it and answers LOADED / FAILED with `seq`. */
export function pendingFetch(state: ProductListState): FetchPageInput | null {
  if (!state.request) return null;
  if (state.status === 'loading')
    return { request: state.request, offset: 0, count: state.pages * PRODUCT_LIST_PAGE_SIZE };
  if (state.status === 'loadingMore')
    return { request: state.request, offset: state.products.length, count: PRODUCT_LIST_PAGE_SIZE };
  return null;
}
