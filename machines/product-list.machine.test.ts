import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Product } from '../src/api/schemas/product.ts';
import {
  PRODUCT_LIST_MAX_PAGES,
  productListMachine,
  type FetchPageInput,
  type FetchPageOutput,
  type ListRequest,
} from './product-list.machine.ts';

const product = (n: number) => ({ id: String(10000 + n), name: `P${n}` }) as unknown as Product;
const ALL = Array.from({ length: 45 }, (_, i) => product(i));
const REQUEST: ListRequest = { query: '', category: 'pens', orderby: 'popularity', brand: '' };

function start(options: { fail?: (input: FetchPageInput) => boolean; hold?: boolean } = {}) {
  const calls: FetchPageInput[] = [];
  const releases: Array<() => void> = [];
  const actor = createActor(
    productListMachine.provide({
      actors: {
        fetchPage: fromPromise<FetchPageOutput, FetchPageInput>(async ({ input }) => {
          calls.push(input);
          if (options.hold) await new Promise<void>((resolve) => releases.push(resolve));
          if (options.fail?.(input)) throw new Error('facetsearch failed');
          const brands = [{ value: input.request.brand || 'bic', count: 45, selected: !!input.request.brand }];
          return { products: ALL.slice(input.offset, input.offset + input.count), total: ALL.length, brands };
        }),
      },
    }),
  ).start();
  return { actor, calls, releases };
}

describe('productListMachine', () => {
  it('loads the first page, then MORE appends pages until all are shown', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOAD', request: REQUEST });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls[0]).toEqual({ request: REQUEST, offset: 0, count: 20 });
    expect(actor.getSnapshot().context.products).toHaveLength(20);
    expect(actor.getSnapshot().context.total).toBe(45);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls[1]).toEqual({ request: REQUEST, offset: 20, count: 20 });
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.pages === 3);
    expect(actor.getSnapshot().context.products.map((p) => p.id)).toEqual(ALL.map((p) => p.id));
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(3);
  });

  it('restores a load-more depth with one request; a shorter answer gives the pages shown', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LOAD', request: REQUEST, pages: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls[0]).toEqual({ request: REQUEST, offset: 0, count: 40 });
    expect(actor.getSnapshot().context.pages).toBe(2);
    actor.send({ type: 'LOAD', request: REQUEST, pages: 9 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.pages).toBe(3);
    actor.send({ type: 'LOAD', request: REQUEST, pages: 10_000 });
    expect(calls.at(-1)?.count).toBe(PRODUCT_LIST_MAX_PAGES * 20);
  });

  it('a failed load goes to failed; RETRY asks again', async () => {
    let failing = true;
    const { actor, calls } = start({ fail: () => failing });
    actor.send({ type: 'LOAD', request: REQUEST });
    await waitFor(actor, (s) => s.matches('failed'));
    failing = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toHaveLength(2);
  });

  it('a failed MORE keeps the list with error "more"; MORE again retries', async () => {
    let failing = false;
    const { actor } = start({ fail: (input) => failing && input.offset > 0 });
    actor.send({ type: 'LOAD', request: REQUEST });
    await waitFor(actor, (s) => s.matches('ready'));
    failing = true;
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error === 'more');
    expect(actor.getSnapshot().context.products).toHaveLength(20);
    failing = false;
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().context.error).toBe(null);
    await waitFor(actor, (s) => s.matches('ready') && s.context.products.length === 40);
  });

  it('a new LOAD drops the answer of the older request', async () => {
    const { actor, calls, releases } = start({ hold: true });
    actor.send({ type: 'LOAD', request: REQUEST });
    const branded = { ...REQUEST, brand: 'pilot' };
    actor.send({ type: 'LOAD', request: branded });
    expect(calls).toHaveLength(2);
    releases[0]?.();
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().value).toBe('loading');
    releases[1]?.();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.request).toEqual(branded);
    expect(actor.getSnapshot().context.brands[0]?.value).toBe('pilot');
  });
});
