import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SupervisorProduct } from '../src/api/schemas/giftshop.ts';
import {
  NO_DISPOSITION_FILTER,
  filterProducts,
  giftShopDispositionMachine,
  productTotals,
} from './gift-shop-disposition.machine.ts';
import type { ManagerFailure } from './gift-shop-manager.types.ts';

const product = (productid: string, name: string, counts: Partial<SupervisorProduct> = {}): SupervisorProduct => {
  const chosen = counts.chosen ?? 0;
  const defaultpicks = counts.defaultpicks ?? 0;
  return {
    productid,
    name,
    sku: `SKU${productid}`,
    image: '',
    shops: 1,
    ...counts,
    chosen,
    defaultpicks,
    toorder: chosen + defaultpicks,
  };
};

const LIST = [
  product('10001', 'Termokrus', { shops: 3, chosen: 4, defaultpicks: 10 }),
  product('10002', 'Tæppe i uld', { shops: 2, chosen: 2 }),
  product('10003', 'Kaffekrus', { shops: 1, defaultpicks: 5 }),
  product('10004', 'Kokkekniv', { shops: 1 }),
];

/** A machine whose loads answer in turn from `answers` (a list, or a failure to reject with). */
function start(answers: Array<SupervisorProduct[] | ManagerFailure | Error>) {
  const calls: number[] = [];
  const gates: Array<() => void> = [];
  const machine = giftShopDispositionMachine.provide({
    actors: {
      loadProducts: fromPromise(async () => {
        calls.push(calls.length + 1);
        const answer = answers.shift() ?? LIST;
        await new Promise<void>((resolve) => gates.push(resolve));
        if (Array.isArray(answer)) return answer;
        throw answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  const release = () => gates.splice(0).forEach((g) => g());
  return { actor, calls, release };
}

describe('the disposition machine', () => {
  it('loads the list, then shows it; RELOAD loads again with the list kept meanwhile', async () => {
    const { actor, calls, release } = start([LIST, [LIST[0]!]]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.products).toBeNull();
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.products).toEqual(LIST);
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'RELOAD' }); // while loading: ignored
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.products).toEqual(LIST);
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.products).toEqual([LIST[0]]);
    expect(calls).toEqual([1, 2]);
  });

  it('a failed load → failed with the reason; RETRY loads again (a double RETRY sends one request)', async () => {
    const { actor, calls, release } = start([{ kind: 'failed' }, LIST]);
    release();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ kind: 'failed' });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.loadError).toBeNull();
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([1, 2]);
  });

  it('anything thrown that is no failure counts as failed', async () => {
    const { actor, release } = start([new Error('boom')]);
    release();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ kind: 'failed' });
  });

  it('refused by the server (no supervisor) → refused, which offers no retry', async () => {
    const { actor, calls, release } = start([{ kind: 'forbidden' }]);
    release();
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(calls).toEqual([1]);
  });

  it('SET_FILTER merges into the filter, in any state', async () => {
    const { actor, release } = start([LIST]);
    actor.send({ type: 'SET_FILTER', filter: { text: 'krus' } });
    release();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SET_FILTER', filter: { show: 'chosen' } });
    expect(actor.getSnapshot().context.filter).toEqual({ text: 'krus', show: 'chosen' });
  });
});

describe('filterProducts and productTotals', () => {
  const ids = (list: readonly SupervisorProduct[]) => list.map((p) => p.productid);

  it('no filter lets all through (the same list)', () => {
    expect(filterProducts(LIST, NO_DISPOSITION_FILTER)).toBe(LIST);
  });

  it('the text matches name, item number or product id, trimmed, any case', () => {
    expect(ids(filterProducts(LIST, { text: '  KRUS ', show: 'all' }))).toEqual(['10001', '10003']);
    expect(ids(filterProducts(LIST, { text: 'sku10004', show: 'all' }))).toEqual(['10004']);
    expect(ids(filterProducts(LIST, { text: '10002', show: 'all' }))).toEqual(['10002']);
    expect(ids(filterProducts(LIST, { text: 'æppe', show: 'all' }))).toEqual(['10002']);
    expect(filterProducts(LIST, { text: 'ingenting', show: 'all' })).toEqual([]);
  });

  it('show: only those to order, only those chosen; combined with the text', () => {
    expect(ids(filterProducts(LIST, { text: '', show: 'toorder' }))).toEqual(['10001', '10002', '10003']);
    expect(ids(filterProducts(LIST, { text: '', show: 'chosen' }))).toEqual(['10001', '10002']);
    expect(ids(filterProducts(LIST, { text: 'krus', show: 'chosen' }))).toEqual(['10001']);
  });

  it('totals add up the shown products', () => {
    expect(productTotals(LIST)).toEqual({ products: 4, defaultpicks: 15, chosen: 6, toorder: 21 });
    expect(productTotals([])).toEqual({ products: 0, defaultpicks: 0, chosen: 0, toorder: 0 });
  });
});
