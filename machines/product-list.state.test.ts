import { describe, expect, it } from 'vitest';
import type { Product } from '../src/api/schemas/product.ts';
import {
  PRODUCT_LIST_INITIAL,
  PRODUCT_LIST_MAX_PAGES,
  pendingFetch,
  productListReducer,
  type FetchPageInput,
  type FetchPageOutput,
  type ListRequest,
  type ProductListEvent,
  type ProductListState,
} from './product-list.state.ts';

const product = (n: number) => ({ id: String(10000 + n), name: `P${n}` }) as unknown as Product;
const ALL = Array.from({ length: 45 }, (_, i) => product(i));
const REQUEST: ListRequest = { query: '', category: 'pens', orderby: 'popularity', brand: '' };

/** A fake server for one fetch. */
function answer(input: FetchPageInput): FetchPageOutput {
  const brands = [{ value: input.request.brand || 'bic', count: 45, selected: !!input.request.brand }];
  return { products: ALL.slice(input.offset, input.offset + input.count), total: ALL.length, brands };
}

/** Runs the flow headless: each event, then the fetch it asks for (answered, or failed when `fail` says so). */
function run(events: ProductListEvent[], fail: (input: FetchPageInput) => boolean = () => false) {
  const calls: FetchPageInput[] = [];
  let state: ProductListState = PRODUCT_LIST_INITIAL;
  const settle = () => {
    const input = pendingFetch(state);
    if (!input) return;
    calls.push(input);
    state = productListReducer(
      state,
      fail(input) ? { type: 'FAILED', seq: state.seq } : { type: 'LOADED', seq: state.seq, output: answer(input) },
    );
  };
  for (const event of events) {
    state = productListReducer(state, event);
    settle();
  }
  return { state, calls };
}

describe('product list flow', () => {
  it('loads the first page, then MORE appends pages until all are shown; MORE at the end does nothing', () => {
    expect(PRODUCT_LIST_INITIAL.status).toBe('idle');
    const { state, calls } = run([
      { type: 'LOAD', request: REQUEST },
      { type: 'MORE' },
      { type: 'MORE' },
      { type: 'MORE' },
    ]);
    expect(calls).toEqual([
      { request: REQUEST, offset: 0, count: 20 },
      { request: REQUEST, offset: 20, count: 20 },
      { request: REQUEST, offset: 40, count: 20 },
    ]);
    expect(state.status).toBe('ready');
    expect(state.pages).toBe(3);
    expect(state.products.map((p) => p.id)).toEqual(ALL.map((p) => p.id));
  });

  it('restores a load-more depth with one request; a shorter answer gives the pages shown; the depth is capped', () => {
    let { state, calls } = run([{ type: 'LOAD', request: REQUEST, pages: 2 }]);
    expect(calls).toEqual([{ request: REQUEST, offset: 0, count: 40 }]);
    expect(state.pages).toBe(2);
    ({ state } = run([{ type: 'LOAD', request: REQUEST, pages: 9 }]));
    expect(state.pages).toBe(3);
    ({ calls } = run([{ type: 'LOAD', request: REQUEST, pages: 10_000 }]));
    expect(calls[0]?.count).toBe(PRODUCT_LIST_MAX_PAGES * 20);
  });

  it('a failed load goes to failed; RETRY asks again', () => {
    let state = productListReducer(PRODUCT_LIST_INITIAL, { type: 'LOAD', request: REQUEST });
    state = productListReducer(state, { type: 'FAILED', seq: state.seq });
    expect(state.status).toBe('failed');
    expect(pendingFetch(state)).toBe(null);
    state = productListReducer(state, { type: 'RETRY' });
    expect(state.status).toBe('loading');
    const input = pendingFetch(state)!;
    state = productListReducer(state, { type: 'LOADED', seq: state.seq, output: answer(input) });
    expect(state.status).toBe('ready');
    expect(productListReducer(state, { type: 'RETRY' })).toBe(state);
  });

  it('a failed MORE keeps the list with error "more"; MORE again retries and clears it', () => {
    const { state: loaded } = run([{ type: 'LOAD', request: REQUEST }]);
    let state = productListReducer(loaded, { type: 'MORE' });
    state = productListReducer(state, { type: 'FAILED', seq: state.seq });
    expect(state.status).toBe('ready');
    expect(state.error).toBe('more');
    expect(state.products).toHaveLength(20);
    state = productListReducer(state, { type: 'MORE' });
    expect(state.error).toBe(null);
    state = productListReducer(state, { type: 'LOADED', seq: state.seq, output: answer(pendingFetch(state)!) });
    expect(state.products).toHaveLength(40);
  });

  it('a new LOAD drops the answer of the older request (by seq); products stay shown while it loads', () => {
    const { state: loaded } = run([{ type: 'LOAD', request: REQUEST }]);
    const first = productListReducer(loaded, { type: 'LOAD', request: REQUEST });
    const firstInput = pendingFetch(first)!;
    const branded = { ...REQUEST, brand: 'pilot' };
    let state = productListReducer(first, { type: 'LOAD', request: branded });
    expect(state.products).toHaveLength(20);
    state = productListReducer(state, { type: 'LOADED', seq: first.seq, output: answer(firstInput) });
    expect(state.status).toBe('loading');
    state = productListReducer(state, { type: 'LOADED', seq: state.seq, output: answer(pendingFetch(state)!) });
    expect(state.status).toBe('ready');
    expect(state.request).toEqual(branded);
    expect(state.brands[0]?.value).toBe('pilot');
  });
});
