/**
 * The product list of a category or search page (spec §2 load-more, §3 query payload, §7 facetsearch, §8 no results /
 * facet search failure, §9 page size 20).
 *
 * States:
 * - `idle` — nothing asked yet. LOAD (request, pages) → `loading`.
 * - `loading` — actor `fetchPage` with offset 0 and `pages` × page size (a restored "load more" depth is one
 *   request). Done → `ready` with the products, the total and the brand facet. Failure (the actor rejects: the call
 *   failed or answered the spec §8 empty object) → `failed`. The products of an earlier request stay in the context
 *   while a new one loads (the view dims them instead of emptying the grid).
 * - `ready` — MORE (only while fewer than `total` are shown) → `loadingMore`.
 * - `loadingMore` — actor `fetchPage` with offset = products shown and one page. Done → `ready`, the page appended
 *   (products already shown are not repeated) and `pages` + 1. Failure → `ready` with error `more` (the list stays;
 *   MORE again retries).
 * - `failed` — RETRY → `loading` again with the same request.
 * - LOAD in any state starts over with the new request (an older request's answer is dropped: its actor is stopped).
 *
 * No React, DOM, fetch or strings: the view supplies `fetchPage` with `.provide()`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
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
  /** Sort option value (see the view's SORT_OPTIONS). */
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

export interface ProductListContext {
  request: ListRequest | null;
  /** Pages loaded (or being restored). */
  pages: number;
  products: Product[];
  total: number;
  brands: FacetValue[];
  error: 'more' | null;
}

export type ProductListEvent =
  { type: 'LOAD'; request: ListRequest; pages?: number } | { type: 'MORE' } | { type: 'RETRY' };

const pagesOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, PRODUCT_LIST_MAX_PAGES) : 1;

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
  },
  actors: {
    /** POST facetsearch for one slice; rejects on failure (and on the spec §8 empty object). Supplied by the view. */
    fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(async () => {
      throw new Error('productListMachine: provide the fetchPage actor');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.products.length < context.total,
  },
  actions: {
    takeRequest: assign(({ event }) =>
      event.type === 'LOAD' ? { request: event.request, pages: pagesOf(event.pages), error: null } : {},
    ),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'productList',
  initial: 'idle',
  context: { request: null, pages: 1, products: [], total: 0, brands: [], error: null },
  on: {
    LOAD: { target: '.loading', reenter: true, actions: 'takeRequest' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          request: context.request as ListRequest,
          offset: 0,
          count: context.pages * PRODUCT_LIST_PAGE_SIZE,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event, context }) => ({
            products: event.output.products,
            total: event.output.total,
            brands: event.output.brands,
            // A shorter answer than asked (the list shrank since the URL was written): the pages actually shown.
            pages: Math.min(
              context.pages,
              Math.max(1, Math.ceil(event.output.products.length / PRODUCT_LIST_PAGE_SIZE)),
            ),
          })),
        },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: {
        MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'clearError' },
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          request: context.request as ListRequest,
          offset: context.products.length,
          count: PRODUCT_LIST_PAGE_SIZE,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event, context }) => {
            const shown = new Set(context.products.map((p) => p.id));
            return {
              products: [...context.products, ...event.output.products.filter((p) => !shown.has(p.id))],
              total: event.output.total,
              brands: event.output.brands,
              pages: context.pages + 1,
            };
          }),
        },
        onError: { target: 'ready', actions: assign({ error: 'more' as const }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

export type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;
