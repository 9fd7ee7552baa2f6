import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GiftShop } from '../src/api/schemas/giftshop.ts';
import type { ProductInfo } from '../src/api/schemas/product.ts';
import { giftShopRecord } from '../test/unit/fakes/gift-shop.ts';
import {
  canFinish,
  canFinishToCodes,
  canFinishToDefaults,
  giftShopAssortmentMachine,
  missingInfo,
  type AssortmentEmitted,
  type AssortmentInput,
} from './gift-shop-assortment.machine.ts';
import type { ManagerFailure } from './gift-shop-manager.types.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const info = (id: string): ProductInfo => ({ id, name: `P${id}`, image: `/img/${id}.svg` });

function shop(over: Partial<GiftShop> = {}): GiftShop {
  return giftShopRecord({ id: 'a', startdate: '2026-11-01', enddate: '2026-12-31', ...over });
}

function start(input: Partial<AssortmentInput> = {}, save?: (request: unknown) => GiftShop | ManagerFailure) {
  const calls = { info: [] as string[][], saves: [] as unknown[] };
  const emitted: AssortmentEmitted[] = [];
  const machine = giftShopAssortmentMachine.provide({
    actors: {
      loadInfo: fromPromise(async ({ input: { ids } }) => {
        calls.info.push(ids);
        return ids.map(info);
      }),
      save: fromPromise(async ({ input: request }) => {
        calls.saves.push(request);
        const out = save ? save(request) : shop();
        if ('kind' in out) throw out;
        return out;
      }),
    },
  });
  const actor = createActor(machine, { input: { shop: shop(), now: NOW, codeCount: 0, ...input } });
  actor.on('*', (e) => emitted.push(e as AssortmentEmitted));
  actor.start();
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, calls, emitted, settled };
}

describe('gift-shop assortment machine', () => {
  it('loads the details of the products and defaults it does not know, once', async () => {
    const s = shop({ products: ['1', '2', '3'], defaultproducts: ['2'], defaultproductsinfo: [info('2')] });
    expect(missingInfo(s, { 2: info('2') })).toEqual(['1', '3']);
    const { calls, settled } = start({ shop: s });
    const snap = await settled();
    expect(calls.info).toEqual([['1', '3']]);
    expect(Object.keys(snap.context.info).sort()).toEqual(['1', '2', '3']);
  });

  it('edits the assortment only in "Ret sortiment", and a route change starts the draft again', async () => {
    const { actor, settled } = start({ shop: shop({ products: ['1'] }) });
    await settled();
    actor.send({ type: 'ADD', product: info('9') });
    expect(actor.getSnapshot().context.products).toEqual(['1']);
    actor.send({ type: 'ENTER', subsection: 'editassortment' });
    actor.send({ type: 'ADD', product: info('9') });
    actor.send({ type: 'ADD', product: info('9') });
    actor.send({ type: 'REMOVE', id: '1' });
    expect(actor.getSnapshot().context.products).toEqual(['9']);
    expect(actor.getSnapshot().context.info['9']?.name).toBe('P9');
    actor.send({ type: 'ENTER', subsection: 'none' });
    expect(actor.getSnapshot().context.products).toEqual(['1']);
  });

  it('chooses at most the required number of defaults from the assortment; with one required a pick replaces', async () => {
    const { actor, settled } = start({ shop: shop({ products: ['1', '2', '3'], requireddefaultproducts: 2 }) });
    await settled();
    actor.send({ type: 'ENTER', subsection: 'choosedefaults' });
    for (const id of ['1', '2', '3', '7']) actor.send({ type: 'TOGGLE_DEFAULT', id });
    expect(actor.getSnapshot().context.defaults).toEqual(['1', '2']);
    actor.send({ type: 'TOGGLE_DEFAULT', id: '1' });
    expect(actor.getSnapshot().context.defaults).toEqual(['2']);

    const one = start({ shop: shop({ products: ['1', '2'], requireddefaultproducts: 1 }) });
    await one.settled();
    one.actor.send({ type: 'ENTER', subsection: 'choosedefaults' });
    one.actor.send({ type: 'TOGGLE_DEFAULT', id: '1' });
    one.actor.send({ type: 'TOGGLE_DEFAULT', id: '2' });
    expect(one.actor.getSnapshot().context.defaults).toEqual(['2']);
  });

  describe('finish buttons (spec §2)', () => {
    const ctx = (over: Partial<Parameters<typeof canFinish>[0]> & { shop?: GiftShop }) => ({
      shop: shop({ products: ['1', '2', '3'], requireddefaultproducts: 2 }),
      now: NOW,
      codeCount: 0,
      subsection: 'none' as const,
      products: ['1', '2', '3'],
      defaults: [],
      info: {},
      loadError: null,
      saveError: null,
      finishing: null,
      ...over,
    });

    it("'Afslut' in either sub-section only, never on a closed shop", () => {
      expect(canFinish(ctx({}))).toBe(false);
      expect(canFinish(ctx({ subsection: 'editassortment' }))).toBe(true);
      expect(canFinish(ctx({ subsection: 'choosedefaults' }))).toBe(true);
      expect(canFinish(ctx({ subsection: 'choosedefaults', shop: shop({ status: 1 }) }))).toBe(false);
      expect(canFinish(ctx({ subsection: 'editassortment', shop: shop({ enddate: '2026-11-24' }) }))).toBe(false);
    });

    it("'Afslut og gå til gavebeviser': choosing defaults, no codes, defaults equal the required number", () => {
      const full = { subsection: 'choosedefaults' as const, defaults: ['1', '2'] };
      expect(canFinishToCodes(ctx(full))).toBe(true);
      expect(canFinishToCodes(ctx({ ...full, defaults: ['1'] }))).toBe(false);
      expect(canFinishToCodes(ctx({ ...full, codeCount: 3 }))).toBe(false);
      expect(canFinishToCodes(ctx({ ...full, codeCount: null }))).toBe(false);
      expect(canFinishToCodes(ctx({ ...full, subsection: 'editassortment' }))).toBe(false);
    });

    it("'Afslut og vælg standardgaver': editing, fewer defaults than required, at least the required products", () => {
      const edit = { subsection: 'editassortment' as const };
      expect(canFinishToDefaults(ctx({ ...edit, defaults: ['1'] }))).toBe(true);
      expect(canFinishToDefaults(ctx({ ...edit, defaults: ['1', '2'] }))).toBe(false);
      // A default removed from the assortment no longer counts.
      expect(canFinishToDefaults(ctx({ ...edit, defaults: ['1', '9'] }))).toBe(true);
      expect(canFinishToDefaults(ctx({ ...edit, products: ['1'] }))).toBe(false);
      expect(canFinishToDefaults(ctx({ ...edit, products: ['1', '2'] }))).toBe(true);
      expect(canFinishToDefaults(ctx({ subsection: 'choosedefaults' }))).toBe(false);
    });

    it('the machine refuses a FINISH its guard does not offer', async () => {
      const { actor, calls, settled } = start({ shop: shop({ products: ['1'], requireddefaultproducts: 1 }) });
      await settled();
      actor.send({ type: 'FINISH', then: 'none' });
      actor.send({ type: 'ENTER', subsection: 'choosedefaults' });
      actor.send({ type: 'FINISH', then: 'codes' });
      actor.send({ type: 'FINISH', then: 'choosedefaults' });
      expect(calls.saves).toEqual([]);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });
  });

  it("'Ret sortiment' finishes with a persist of products (defaults still in it) and says where to go", async () => {
    const saved = shop({ products: ['1', '9'], defaultproducts: ['1'], lastupdate: '2026-11-25T12:00:01.000Z' });
    const { actor, calls, emitted, settled } = start(
      {
        shop: shop({
          products: ['1', '2'],
          defaultproducts: ['1', '2'],
          requireddefaultproducts: 2,
          lastupdate: '2026-11-25T12:00:00.000Z',
        }),
      },
      () => saved,
    );
    await settled();
    actor.send({ type: 'ENTER', subsection: 'editassortment' });
    actor.send({ type: 'REMOVE', id: '2' });
    actor.send({ type: 'ADD', product: info('9') });
    actor.send({ type: 'FINISH', then: 'choosedefaults' });
    const snap = await settled();
    expect(calls.saves).toEqual([
      {
        kind: 'persist',
        shop: { id: 'a', products: ['1', '9'], defaultproducts: ['1'], lastupdate: '2026-11-25T12:00:00.000Z' },
      },
    ]);
    expect(emitted).toEqual([
      { type: 'saved', shop: saved },
      { type: 'finished', then: 'choosedefaults' },
    ]);
    expect(snap.context.shop).toBe(saved);
  });

  it("'Vælg standardgaver' finishes with default-assortment; 'go to codes' when complete and no codes", async () => {
    const s = shop({ products: ['1', '2', '3'], requireddefaultproducts: 2 });
    const { actor, calls, emitted, settled } = start({ shop: s }, () => ({ ...s, defaultproducts: ['3', '1'] }));
    await settled();
    actor.send({ type: 'ENTER', subsection: 'choosedefaults' });
    actor.send({ type: 'TOGGLE_DEFAULT', id: '3' });
    actor.send({ type: 'TOGGLE_DEFAULT', id: '1' });
    expect(actor.getSnapshot().can({ type: 'FINISH', then: 'codes' })).toBe(true);
    actor.send({ type: 'FINISH', then: 'codes' });
    await settled();
    expect(calls.saves).toEqual([{ kind: 'defaults', id: 'a', defaultproducts: ['3', '1'] }]);
    expect(emitted.at(-1)).toEqual({ type: 'finished', then: 'codes' });
  });

  it('sets the required number (1..products) with a persist, keeping only that many defaults', async () => {
    const s = shop({ products: ['1', '2', '3'], defaultproducts: ['1', '2'], requireddefaultproducts: 2 });
    const { actor, calls, emitted, settled } = start({ shop: s }, () => ({ ...s, requireddefaultproducts: 1 }));
    await settled();
    for (const count of [0, 4, 2, 1.5]) actor.send({ type: 'SET_REQUIRED', count });
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'SET_REQUIRED', count: 1 });
    await settled();
    expect(calls.saves).toEqual([
      { kind: 'persist', shop: { id: 'a', requireddefaultproducts: 1, defaultproducts: ['1'] } },
    ]);
    expect(emitted.map((e) => e.type)).toEqual(['saved']);
  });

  it('a failed save keeps the draft and says why', async () => {
    const { actor, emitted, settled } = start({ shop: shop({ products: ['1'] }) }, () => ({ kind: 'conflict' }));
    await settled();
    actor.send({ type: 'ENTER', subsection: 'editassortment' });
    actor.send({ type: 'ADD', product: info('5') });
    actor.send({ type: 'FINISH', then: 'none' });
    const snap = await waitFor(actor, (s) => s.context.saveError !== null);
    expect(snap.context.saveError).toEqual({ kind: 'conflict' });
    expect(snap.context.products).toEqual(['1', '5']);
    expect(emitted).toEqual([]);
  });
});
