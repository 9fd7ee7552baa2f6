import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GiftCode, GiftShop, GiftShopSettings } from '../src/api/schemas/giftshop.ts';
import { giftShopRecord } from '../test/unit/fakes/gift-shop.ts';
import {
  failureOf,
  giftShopManagerMachine,
  isClosed,
  isLoading,
  isSaving,
  mergeCodes,
  missingDefaults,
  replaceCodes,
  removableCodes,
  upsertShop,
  type ManagerEmitted,
  type ManagerFailure,
  type ManagerInput,
  type ManagerRoute,
  type SaveOutput,
  type SaveRequest,
  type ShopData,
} from './gift-shop-manager.machine.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const SETTINGS: GiftShopSettings = {
  defaultconfiguration: { overviewhelptext: 'O', assortmenthelptext: 'A', codeshelptext: 'C' },
};

function shop(id: string, over: Partial<GiftShop> = {}): GiftShop {
  return giftShopRecord({ id, name: `Shop ${id}`, startdate: '2026-11-01', enddate: '2026-12-31', ...over });
}

const code = (id: string, products: string[] = []): GiftCode => ({ id, shopid: 'a', products }) as unknown as GiftCode;

/** The codes fake's answer to a codes save, as manager-actors.ts shapes it. */
function codesAnswer(input: SaveRequest): SaveOutput {
  if (input.kind === 'createCodes') {
    const codes = Array.from({ length: input.count }, (_, i) => ({
      ...code(`n${i + 1}`),
      name: input.recipients[i]?.name ?? null,
      email: input.recipients[i]?.email ?? null,
    }));
    return { kind: 'codes', codes, replace: false, notice: { kind: 'created', count: input.count, unsaved: 0 } };
  }
  if (input.kind === 'removeCodes')
    return {
      kind: 'codes',
      codes: [code('c2', ['10001'])],
      replace: true,
      notice: { kind: 'removed', removed: input.codeids.length, kept: input.kept },
    };
  if (input.kind === 'persistCode')
    return {
      kind: 'codes',
      codes: [{ ...code(input.code.id), name: input.code.name, email: input.code.email }],
      replace: false,
      notice: { kind: 'saved', id: input.code.id },
    };
  throw new Error(`unexpected ${input.kind}`);
}

interface Fakes {
  basics?: 'throw' | GiftShop[];
  all?: GiftShop[] | ManagerFailure;
  loadShop?: Record<string, GiftShop | ManagerFailure>;
  data?: ShopData | ManagerFailure;
  save?: (request: unknown) => unknown;
  holdSave?: boolean;
  holdData?: boolean;
  changeUser?: 'ok' | ManagerFailure;
  input?: ManagerInput;
}

function start(fakes: Fakes = {}) {
  const calls = {
    basics: 0,
    all: 0,
    shops: [] as string[],
    data: [] as unknown[],
    saves: [] as unknown[],
    users: [] as string[],
  };
  const emitted: ManagerEmitted[] = [];
  let releaseSave: () => void = () => {};
  let releaseData: () => void = () => {};
  const reject = (value: unknown) => {
    const failures = ['forbidden', 'unknownShop', 'conflict', 'invalid', 'failed'];
    if (value && typeof value === 'object' && failures.includes((value as { kind?: string }).kind ?? '')) throw value;
  };
  const machine = giftShopManagerMachine.provide({
    actors: {
      loadBasics: fromPromise(async () => {
        calls.basics += 1;
        if (fakes.basics === 'throw') throw new Error('offline');
        return { settings: SETTINGS, shops: fakes.basics ?? [shop('a'), shop('b')] };
      }),
      loadAllShops: fromPromise(async () => {
        calls.all += 1;
        const all = fakes.all ?? [shop('a'), shop('b'), shop('x', { userid: '9' })];
        reject(all);
        return all as GiftShop[];
      }),
      loadShop: fromPromise(async ({ input }) => {
        calls.shops.push(input.id);
        const found = fakes.loadShop?.[input.id] ?? { kind: 'unknownShop' };
        reject(found);
        return found as GiftShop;
      }),
      loadShopData: fromPromise(async ({ input }) => {
        calls.data.push(input);
        if (fakes.holdData) await new Promise<void>((resolve) => (releaseData = resolve));
        const data = fakes.data ?? { codes: [code('c1')], addresses: [] };
        reject(data);
        return data as ShopData;
      }),
      save: fromPromise(async ({ input }) => {
        calls.saves.push(input);
        if (fakes.holdSave) await new Promise<void>((resolve) => (releaseSave = resolve));
        const answer = fakes.save
          ? fakes.save(input)
          : input.kind === 'create'
            ? { kind: 'create', shop: shop('new', { name: input.name }) }
            : input.kind === 'remove'
              ? { kind: 'remove', id: input.id }
              : input.kind === 'close'
                ? { kind: 'close', shop: shop(input.id, { status: 1, state: 'CLOSED' }) }
                : input.kind === 'persist'
                  ? { kind: 'persist', shop: shop(input.shop.id, { ...(input.shop as Partial<GiftShop>) }) }
                  : codesAnswer(input);
        reject(answer);
        return answer as never;
      }),
      changeUser: fromPromise(async ({ input }) => {
        calls.users.push(input.userId);
        reject(fakes.changeUser);
      }),
    },
  });
  const actor = createActor(machine, { input: { now: NOW, ...fakes.input } });
  actor.on('*', (event) => emitted.push(event as ManagerEmitted));
  actor.start();
  const route = (r: ManagerRoute) => actor.send({ type: 'ROUTE', route: r });
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, calls, emitted, route, settled, releaseSave: () => releaseSave(), releaseData: () => releaseData() };
}

describe('gift-shop manager machine: route entry (spec §2)', () => {
  it('waits for the first route, then loads settings and the user shops once', async () => {
    const { actor, calls, route, settled } = start();
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    expect(calls.basics).toBe(0);
    route({ section: 'dashboard' });
    expect(isLoading(actor.getSnapshot())).toBe(true);
    const s = await settled();
    expect(s.context.settings).toEqual(SETTINGS);
    expect(s.context.shops.map((x) => x.id)).toEqual(['a', 'b']);
    expect(s.context.section).toBe('dashboard');
    route({ section: 'overview', giftshop: 'a' });
    await settled();
    expect(calls.basics).toBe(1);
  });

  it('the overview selects the shop in the path and loads its codes and the addresses', async () => {
    const { calls, route, settled } = start();
    route({ section: 'overview', giftshop: 'b' });
    const s = await settled();
    expect(s.context.current?.id).toBe('b');
    expect(s.context.section).toBe('overview');
    expect(calls.data).toEqual([
      { shop: expect.objectContaining({ id: 'b' }), codes: true, addresses: true, missingDefaults: [] },
    ]);
    expect(s.context.codes?.map((c) => c.id)).toEqual(['c1']);
  });

  it('codes load codes only; assortment neither; missing default products are asked for', async () => {
    const withDefaults = shop('a', { defaultproducts: ['1', '2'], defaultproductsinfo: [{ id: '1' }] as never });
    const { calls, route, settled } = start({ basics: [withDefaults] });
    route({ section: 'codes', giftshop: 'a' });
    await settled();
    route({ section: 'assortment', giftshop: 'a' });
    await settled();
    expect(calls.data).toEqual([
      expect.objectContaining({ codes: true, addresses: false, missingDefaults: ['2'] }),
      expect.objectContaining({ codes: false, addresses: false, missingDefaults: ['2'] }),
    ]);
  });

  it('no shop in the path clears the selection', async () => {
    const { route, settled } = start();
    route({ section: 'overview', giftshop: 'a' });
    expect((await settled()).context.current?.id).toBe('a');
    route({ section: 'dashboard' });
    const s = await settled();
    expect(s.context.current).toBeNull();
    expect(s.context.codes).toBeNull();
  });

  it('a section change resets the sub-section', async () => {
    const { route, settled } = start();
    route({ section: 'assortment', giftshop: 'a', subsection: 'choosedefaults' });
    expect((await settled()).context.subsection).toBe('choosedefaults');
    route({ section: 'codes', giftshop: 'a', subsection: 'choosedefaults' });
    expect((await settled()).context.subsection).toBe('none');
    route({ section: 'assortment', giftshop: 'a' });
    expect((await settled()).context.subsection).toBe('none');
  });

  it("moves between the assortment's sub-sections, and takes the shop a section saved itself", async () => {
    const { actor, route, settled } = start();
    route({ section: 'assortment', giftshop: 'a', subsection: 'editassortment' });
    expect((await settled()).context.subsection).toBe('editassortment');
    route({ section: 'assortment', giftshop: 'a', subsection: 'choosedefaults' });
    expect((await settled()).context.subsection).toBe('choosedefaults');
    route({ section: 'assortment', giftshop: 'a', subsection: 'none' });
    expect((await settled()).context.subsection).toBe('none');
    const saved = shop('a', { products: ['1', '2'] });
    actor.send({ type: 'SHOP_UPDATED', shop: saved });
    actor.send({ type: 'SHOP_UPDATED', shop: shop('b', { products: ['9'] }) });
    const s = actor.getSnapshot().context;
    expect(s.current).toBe(saved);
    expect(s.shops.find((x) => x.id === 'a')).toBe(saved);
    expect(s.shops.find((x) => x.id === 'b')?.products).toEqual([]);
  });

  it('a shop outside the user list is fetched (a supervisor opens any shop)', async () => {
    const { calls, route, settled } = start({
      loadShop: { z: shop('z', { userid: '77' }) },
      input: { role: 'supervisor' },
    });
    route({ section: 'overview', giftshop: 'z' });
    const s = await settled();
    expect(calls.shops).toEqual(['z']);
    expect(s.context.current?.id).toBe('z');
    expect(s.context.shops.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('403 and 404 on the route shop are kept apart; nothing is current', async () => {
    const { route, settled } = start({ loadShop: { f: { kind: 'forbidden' } } });
    route({ section: 'overview', giftshop: 'f' });
    let s = await settled();
    expect(s.context.routeError).toEqual({ kind: 'forbidden' });
    expect(s.context.current).toBeNull();
    route({ section: 'overview', giftshop: 'nope' });
    s = await settled();
    expect(s.context.routeError).toEqual({ kind: 'unknownShop' });
    route({ section: 'dashboard' });
    expect((await settled()).context.routeError).toBeNull();
  });

  it("a shop whose public record loads but whose codes are refused (403, another owner's) is not current", async () => {
    const { actor, route, settled } = start({
      loadShop: { x: shop('x', { userid: '9' }) },
      data: { kind: 'forbidden' },
    });
    route({ section: 'overview', giftshop: 'x' });
    const s = await settled();
    expect(s.context.routeError).toEqual({ kind: 'forbidden' });
    expect(s.context.current).toBeNull();
    actor.send({ type: 'OPEN', modal: 'theme' });
    expect(actor.getSnapshot().context.modal).toBeNull();
  });

  it('a shop whose codes fail to load for another reason stays current, with the failure', async () => {
    const { route, settled } = start({ loadShop: { y: shop('y') }, data: { kind: 'failed' } });
    route({ section: 'overview', giftshop: 'y' });
    const s = await settled();
    expect(s.context.routeError).toEqual({ kind: 'failed' });
    expect(s.context.current?.id).toBe('y');
  });

  it('Try again (RETRY) after a failed route load clears the failure and loads the route again', async () => {
    const fakes: Fakes = { loadShop: { y: shop('y') }, data: { kind: 'failed' }, all: { kind: 'failed' } };
    const { actor, calls, route, settled } = start(fakes);
    route({ section: 'overview', giftshop: 'y' });
    expect((await settled()).context.routeError).toEqual({ kind: 'failed' });
    delete fakes.data;
    actor.send({ type: 'RETRY' });
    let s = await settled();
    expect(s.context.routeError).toBeNull();
    expect(s.context.current?.id).toBe('y');
    expect(s.context.codes?.map((c) => c.id)).toEqual(['c1']);
    expect(calls.data).toHaveLength(2);
    route({ section: 'giftshops' });
    expect((await settled()).context.routeError).toEqual({ kind: 'failed' });
    delete fakes.all;
    actor.send({ type: 'RETRY' });
    s = await settled();
    expect(s.context.routeError).toBeNull();
    expect(s.context.allShops?.map((x) => x.id)).toEqual(['a', 'b', 'x']);
  });

  it("the supervisor list is loaded on the first visit of 'Gaveshop oversigt' only", async () => {
    const { calls, route, settled } = start({ input: { role: 'supervisor' } });
    route({ section: 'giftshops' });
    let s = await settled();
    expect(s.context.allShops?.map((x) => x.id)).toEqual(['a', 'b', 'x']);
    route({ section: 'overview', giftshop: 'x' });
    s = await settled();
    expect(s.context.current?.id).toBe('x');
    route({ section: 'giftshops' });
    await settled();
    expect(calls.all).toBe(1);
  });

  it('a failed first load can be retried', async () => {
    const fakes: Fakes = { basics: 'throw' };
    const { actor, route, settled } = start(fakes);
    route({ section: 'dashboard' });
    let s = await settled();
    expect(s.matches('failed')).toBe(true);
    expect(s.context.loadError).toEqual({ kind: 'failed' });
    fakes.basics = [shop('a')];
    actor.send({ type: 'RETRY' });
    s = await settled();
    expect(s.matches('ready')).toBe(true);
    expect(s.context.shops).toHaveLength(1);
  });

  it('a newer route while one loads wins', async () => {
    const fakes: Fakes = { holdData: true };
    const { actor, route, releaseData } = start(fakes);
    route({ section: 'overview', giftshop: 'a' });
    await waitFor(actor, (s) => s.matches({ routing: 'shopData' }));
    fakes.holdData = false;
    route({ section: 'overview', giftshop: 'b' });
    releaseData();
    const s = await waitFor(actor, (x) => x.matches('ready'));
    expect(s.context.current?.id).toBe('b');
  });
});

describe('gift-shop manager machine: modals and saves (spec §4)', () => {
  it('creating: the name must be filled after trimming; the new shop goes to the front and becomes current', async () => {
    const { actor, calls, emitted, route, settled } = start();
    route({ section: 'dashboard' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'create' });
    expect(actor.getSnapshot().context.modal).toBe('create');
    actor.send({ type: 'CREATE', name: '   ' });
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'CREATE', name: '  Sommerfest  ' });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'create', name: 'Sommerfest' }]);
    expect(s.context.shops.map((x) => x.id)).toEqual(['new', 'a', 'b']);
    expect(s.context.current?.name).toBe('Sommerfest');
    expect(s.context.modal).toBeNull();
    expect(emitted).toEqual([{ type: 'created', shop: expect.objectContaining({ id: 'new' }) }]);
  });

  it('a double submit sends one request; the modal cannot close while saving', async () => {
    const { actor, calls, route, settled, releaseSave } = start({ holdSave: true });
    route({ section: 'dashboard' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'create' });
    actor.send({ type: 'CREATE', name: 'A' });
    actor.send({ type: 'CREATE', name: 'A' });
    actor.send({ type: 'CLOSE_MODAL' });
    expect(calls.saves).toHaveLength(1);
    expect(actor.getSnapshot().context.modal).toBe('create');
    releaseSave();
    await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
  });

  it('a failed save keeps the modal open with the reason (400 field, 409)', async () => {
    let answer: ManagerFailure = { kind: 'invalid', field: 'enddate' };
    const { actor, route, settled } = start({ save: () => answer });
    route({ section: 'overview', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'dates' });
    actor.send({ type: 'SAVE', changes: { startdate: '2026-12-01', enddate: '2026-11-01' } });
    let s = await waitFor(actor, (x) => x.matches({ ready: 'editing' }));
    expect(s.context.saveError).toEqual({ kind: 'invalid', field: 'enddate' });
    expect(s.context.modal).toBe('dates');
    answer = { kind: 'conflict' };
    actor.send({ type: 'SAVE', changes: { startdate: '2026-11-01', enddate: '2026-12-01' } });
    s = await waitFor(actor, (x) => x.matches({ ready: 'editing' }) && x.context.saveError?.kind === 'conflict');
    expect(s.context.modal).toBe('dates');
  });

  it('persisting sends the changes with the current id and replaces the shop in the list', async () => {
    const { actor, calls, emitted, route, settled } = start();
    route({ section: 'overview', giftshop: 'b' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'message' });
    actor.send({ type: 'SAVE', changes: { message: 'Glædelig jul' } });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'persist', shop: { id: 'b', message: 'Glædelig jul' } }]);

    expect(s.context.shops.map((x) => [x.id, x.message])).toEqual([
      ['a', ''],
      ['b', 'Glædelig jul'],
    ]);
    expect(emitted.map((e) => e.type)).toEqual(['saved']);
  });

  it("a persist carries the shop's lastupdate, so a newer edit elsewhere is refused (409), not overwritten", async () => {
    const stamped = shop('c', { lastupdate: '2026-11-25T10:00:00.000Z' } as Partial<GiftShop>);
    const { actor, calls, route, settled } = start({ basics: [stamped] });
    route({ section: 'overview', giftshop: 'c' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'theme' });
    actor.send({ type: 'SAVE', changes: { message: 'Hej' } });
    await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([
      { kind: 'persist', shop: { id: 'c', message: 'Hej', lastupdate: '2026-11-25T10:00:00.000Z' } },
    ]);
  });

  it('a closed shop opens no edit modal; closing asks first and then makes the shop closed', async () => {
    const { actor, calls, emitted, route, settled } = start({
      basics: [shop('a'), shop('old', { enddate: '2026-11-24' })],
    });
    route({ section: 'overview', giftshop: 'old' });
    let s = await settled();
    expect(isClosed(s.context)).toBe(true);
    for (const modal of ['dates', 'theme', 'close', 'remove'] as const) {
      actor.send({ type: 'OPEN', modal });
      expect(actor.getSnapshot().context.modal).toBeNull();
    }
    route({ section: 'overview', giftshop: 'a' });
    await settled();
    actor.send({ type: 'CLOSE_SHOP' });
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'OPEN', modal: 'close' });
    actor.send({ type: 'CLOSE_SHOP' });
    s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'close', id: 'a' }]);
    expect(isClosed(s.context)).toBe(true);
    expect(emitted.map((e) => e.type)).toEqual(['closed']);
    actor.send({ type: 'OPEN', modal: 'dates' });
    expect(actor.getSnapshot().context.modal).toBeNull();
  });

  it('removing is offered only without used codes, and drops the shop', async () => {
    const fakes: Fakes = { data: { codes: [code('c1', ['10001'])] } };
    const { actor, emitted, route, settled } = start(fakes);
    route({ section: 'overview', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'remove' });
    expect(actor.getSnapshot().context.modal).toBeNull();
    fakes.data = { codes: [code('c1')] };
    route({ section: 'overview', giftshop: 'b' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'remove' });
    actor.send({ type: 'REMOVE_SHOP' });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }) && x.context.current === null);
    expect(s.context.shops.map((x) => x.id)).toEqual(['a']);
    expect(emitted).toEqual([{ type: 'removed', id: 'b' }]);
  });

  it('the delivery address modal is not offered when home delivery was requested', async () => {
    const { actor, route, settled } = start({ basics: [shop('h', { homedeliveryrequested: true })] });
    route({ section: 'overview', giftshop: 'h' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'address' });
    expect(actor.getSnapshot().context.modal).toBeNull();
    actor.send({ type: 'OPEN', modal: 'deliverydate' });
    expect(actor.getSnapshot().context.modal).toBe('deliverydate');
  });

  it('a route entered while saving waits for the answer, then is taken', async () => {
    const { actor, route, settled, releaseSave } = start({ holdSave: true });
    route({ section: 'overview', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'theme' });
    actor.send({
      type: 'SAVE',
      changes: { theme: { backgroundcolor: '#112233', textcolor: '#ffffff', logoimage: null } },
    });
    route({ section: 'dashboard' });
    expect(isSaving(actor.getSnapshot())).toBe(true);
    releaseSave();
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }) && x.context.section === 'dashboard');
    expect(s.context.current).toBeNull();
    expect(s.context.shops.find((x) => x.id === 'a')?.theme.backgroundcolor).toBe('#112233');
  });
});

describe("gift-shop manager machine: the codes section ('Gavebeviser')", () => {
  const codesFakes = (): Fakes => ({ data: { codes: [code('c1'), code('c2', ['10001']), code('c3')] } });

  it("'add codes' takes a count of 1–500, or one code per recipient whose name and e-mail follow", async () => {
    const { actor, calls, emitted, route, settled } = start(codesFakes());
    route({ section: 'codes', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'addcodes' });
    for (const count of [0, 501, 2.5]) actor.send({ type: 'CREATE_CODES', count, recipients: [] });
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'CREATE_CODES', count: 0, recipients: Array(501).fill({ name: 'A B', email: '' }) });
    expect(calls.saves).toEqual([]);
    const recipients = [
      { name: 'Ida Holm', email: 'ida@firma.dk' },
      { name: 'Bo Berg', email: '' },
    ];
    actor.send({ type: 'CREATE_CODES', count: 7, recipients });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'createCodes', id: 'a', count: 2, recipients }]);
    expect(s.context.codes?.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'n1', 'n2']);
    expect(s.context.codes?.[3]?.email).toBe('ida@firma.dk');
    expect(s.context.modal).toBeNull();
    expect(s.context.codesNotice).toEqual({ kind: 'created', count: 2, unsaved: 0 });
    expect(emitted).toEqual([{ type: 'codesChanged', notice: { kind: 'created', count: 2, unsaved: 0 } }]);
  });

  it('removing sends only the unused selected codes and counts the used ones kept; none unused sends nothing', async () => {
    const { actor, calls, route, settled } = start(codesFakes());
    route({ section: 'codes', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'removecodes' });
    actor.send({ type: 'REMOVE_CODES', ids: ['c2'] });
    expect(calls.saves).toEqual([]);
    actor.send({ type: 'REMOVE_CODES', ids: ['c1', 'c2', 'c3'] });
    const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'removeCodes', id: 'a', codeids: ['c1', 'c3'], kept: 1 }]);
    expect(s.context.codes?.map((c) => c.id)).toEqual(['c2']);
    expect(s.context.codesNotice).toEqual({ kind: 'removed', removed: 2, kept: 1 });
  });

  it("a code's name and e-mail are edited until it is used; a route clears the notice", async () => {
    const { actor, calls, route, settled } = start(codesFakes());
    route({ section: 'codes', giftshop: 'a' });
    await settled();
    actor.send({ type: 'OPEN', modal: 'editcode', codeId: 'c2' });
    expect(actor.getSnapshot().context.modal).toBeNull();
    actor.send({ type: 'OPEN', modal: 'editcode', codeId: 'nope' });
    expect(actor.getSnapshot().context.modal).toBeNull();
    actor.send({ type: 'OPEN', modal: 'editcode', codeId: 'c3' });
    expect(actor.getSnapshot().context.codeId).toBe('c3');
    actor.send({ type: 'SAVE_CODE', name: ' Ida Holm ', email: ' ida@firma.dk ' });
    let s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
    expect(calls.saves).toEqual([{ kind: 'persistCode', code: { id: 'c3', name: 'Ida Holm', email: 'ida@firma.dk' } }]);
    expect(s.context.codes?.find((c) => c.id === 'c3')?.email).toBe('ida@firma.dk');
    expect(s.context.codeId).toBeNull();
    expect(s.context.codesNotice).toEqual({ kind: 'saved', id: 'c3' });
    route({ section: 'overview', giftshop: 'a' });
    s = await settled();
    expect(s.context.codesNotice).toBeNull();
  });

  it('a closed shop opens none of the codes modals; a failed create keeps the modal with the reason', async () => {
    const closed = start({ ...codesFakes(), basics: [shop('old', { enddate: '2026-11-24' })] });
    closed.route({ section: 'codes', giftshop: 'old' });
    await closed.settled();
    for (const modal of ['addcodes', 'removecodes'] as const) {
      closed.actor.send({ type: 'OPEN', modal });
      expect(closed.actor.getSnapshot().context.modal).toBeNull();
    }
    closed.actor.send({ type: 'OPEN', modal: 'editcode', codeId: 'c1' });
    expect(closed.actor.getSnapshot().context.modal).toBeNull();

    const failing = start({ ...codesFakes(), save: () => ({ kind: 'conflict' }) });
    failing.route({ section: 'codes', giftshop: 'a' });
    await failing.settled();
    failing.actor.send({ type: 'OPEN', modal: 'addcodes' });
    failing.actor.send({ type: 'CREATE_CODES', count: 3, recipients: [] });
    const s = await waitFor(failing.actor, (x) => x.matches({ ready: 'editing' }) && x.context.saveError !== null);
    expect(s.context.saveError).toEqual({ kind: 'conflict' });
    expect(s.context.modal).toBe('addcodes');
    expect(s.context.codes?.length).toBe(3);
  });
});

describe('gift-shop manager helpers: codes', () => {
  it('removableCodes keeps unused known codes; mergeCodes replaces or appends', () => {
    const codes = [code('c1'), code('c2', ['1']), code('c3')];
    expect(removableCodes(codes, ['c3', 'c2', 'x', 'c1'])).toEqual(['c1', 'c3']);
    expect(removableCodes(null, ['c1'])).toEqual([]);
    const merged = mergeCodes(codes, [{ ...code('c2'), name: 'Ny' }, code('c4')]);
    expect(merged.map((c) => [c.id, c.name ?? null])).toEqual([
      ['c1', null],
      ['c2', 'Ny'],
      ['c3', null],
      ['c4', null],
    ]);
  });
});

describe('gift-shop manager machine: codes changed by the invitations machine', () => {
  it('CODES_UPDATED replaces known codes only; the remind modal opens while the shop is open', async () => {
    const { actor, route, settled } = start({ data: { codes: [code('c1'), code('c2')] } });
    route({ section: 'codes', giftshop: 'a' });
    await settled();
    const sending = { ...code('c2'), invitationstate: 'SENDING' } as GiftCode;
    actor.send({ type: 'CODES_UPDATED', codes: [sending, code('other-shop')] });
    expect(actor.getSnapshot().context.codes).toEqual([code('c1'), sending]);
    actor.send({ type: 'OPEN', modal: 'remind' });
    expect(actor.getSnapshot().context.modal).toBe('remind');
    expect(replaceCodes(null, [sending])).toBeNull();
  });
});

describe('gift-shop manager machine: salesperson', () => {
  it('CHANGE_USER switches the user and emits reload; only for a salesperson', async () => {
    const owner = start();
    owner.route({ section: 'dashboard' });
    await owner.settled();
    owner.actor.send({ type: 'CHANGE_USER', userId: '5' });
    expect(owner.calls.users).toEqual([]);

    const sales = start({ input: { role: 'salesperson' } });
    sales.route({ section: 'dashboard' });
    await sales.settled();
    sales.actor.send({ type: 'CHANGE_USER', userId: '5' });
    await waitFor(sales.actor, (s) => s.status === 'done');
    expect(sales.calls.users).toEqual(['5']);
    expect(sales.emitted).toEqual([{ type: 'reload' }]);
  });

  it('a failed switch stays with the reason', async () => {
    const sales = start({ input: { role: 'salesperson' }, changeUser: { kind: 'forbidden' } });
    sales.route({ section: 'dashboard' });
    await sales.settled();
    sales.actor.send({ type: 'CHANGE_USER', userId: '5' });
    const s = await waitFor(sales.actor, (x) => x.matches('ready') && x.context.switchError !== null);
    expect(s.context.switchError).toEqual({ kind: 'forbidden' });
    expect(sales.emitted).toEqual([]);
  });
});

describe('gift-shop manager helpers', () => {
  it('upsertShop replaces or adds at the front; failureOf normalises rejections', () => {
    expect(upsertShop([shop('a'), shop('b')], shop('b', { name: 'B' })).map((s) => s.name)).toEqual(['Shop a', 'B']);
    expect(upsertShop([shop('a')], shop('c')).map((s) => s.id)).toEqual(['c', 'a']);
    expect(failureOf(new Error('x'))).toEqual({ kind: 'failed' });
    expect(failureOf({ kind: 'invalid', field: 'name', extra: 1 })).toEqual({ kind: 'invalid', field: 'name' });
    expect(failureOf({ kind: 'nonsense' })).toEqual({ kind: 'failed' });
  });

  it('missingDefaults lists default products without info; isClosed follows the UTC day', () => {
    expect(
      missingDefaults(shop('a', { defaultproducts: ['1', '2'], defaultproductsinfo: [{ id: '2' }] as never })),
    ).toEqual(['1']);
    expect(isClosed({ current: shop('a', { enddate: '2026-11-25' }), now: NOW })).toBe(false);
    expect(isClosed({ current: shop('a', { enddate: '2026-11-24' }), now: NOW })).toBe(true);
    expect(isClosed({ current: shop('a', { status: 1 }), now: NOW })).toBe(true);
  });
});
