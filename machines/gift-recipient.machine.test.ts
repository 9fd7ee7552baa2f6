import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { Product } from '../src/api/schemas/product.ts';
import { giftCode } from '../test/unit/api/fixtures.ts';
import {
  deriveCodeState,
  deriveShopState,
  giftRecipientMachine,
  loadingOf,
  normalizeCode,
  progressKey,
  progressOf,
  requiredCount,
  sanitizeProgress,
  type GiftProgress,
  type GiftRecipientContext,
  type GiftRecipientEmitted,
  type GiftRecipientInput,
  type GiftRecipientSnapshot,
  type LoadResult,
  type RedeemInput,
  type RedeemResult,
} from './gift-recipient.machine.ts';
import { giftShopRecord } from '../test/unit/fakes/gift-shop.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures

const TODAY = new Date('2026-11-21T12:00:00Z');

function shop(overrides: Partial<GiftShop> = {}): GiftShop {
  return giftShopRecord({
    id: 'jul-2026',
    name: 'Jul 2026',
    startdate: '2026-11-01',
    enddate: '2026-12-24',
    products: ids(1, 45),
    theme: { backgroundcolor: '#102030', textcolor: '#ffffff', logoimage: '/logo.png' },
    message: 'Glædelig jul',
    ...overrides,
  });
}

function code(overrides: Partial<GiftCode> = {}): GiftCode {
  return { ...giftCode, ...overrides };
}

function ids(from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i <= to; i++) out.push(String(10000 + i));
  return out;
}

function product(id: string): Product {
  return { id, name: `Product ${id}`, image: `/img/${id}.jpg` } as unknown as Product;
}

/** A promise resolved or rejected from the test (to observe loading states and double submits). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface FakeBackend {
  codes: Record<string, GiftCode | 'error'>;
  shops: Record<string, GiftShop | 'error'>;
  products: 'error' | null;
  redeem: (input: RedeemInput) => RedeemResult | Promise<RedeemResult>;
  stored: Map<string, unknown>;
  restoreFails?: boolean;
}

function backend(overrides: Partial<FakeBackend> = {}): FakeBackend {
  return {
    codes: {
      [normalizeCode('JUL26-0001')]: code(),
      [normalizeCode('JUB-0001')]: code({ id: 'JUB-0001', shopid: 'jubilaeum' }),
      [normalizeCode('JUL25-0001')]: code({ id: 'JUL25-0001', shopid: 'jul-2025' }),
      [normalizeCode('PAA27-0001')]: code({ id: 'PAA27-0001', shopid: 'paaske-2027' }),
      [normalizeCode('JUL26-0002')]: code({
        id: 'JUL26-0002',
        products: ['10003'],
        productsinfo: [{ id: '10003', name: 'Product 10003', image: '/img/10003.jpg' }],
      }),
    },
    shops: {
      'jul-2026': shop(),
      jubilaeum: shop({ id: 'jubilaeum', name: 'Jubilæum', requireddefaultproducts: 3, products: ids(1, 10) }),
      'jul-2025': shop({ id: 'jul-2025', name: 'Jul 2025', status: 1, startdate: '2025-11-01', enddate: '2025-12-24' }),
      'paaske-2027': shop({ id: 'paaske-2027', name: 'Påske 2027', startdate: '2027-03-01', enddate: '2027-04-01' }),
    },
    products: null,
    redeem: (input) => ({
      status: 'ok',
      value: code({
        id: input.code,
        name: input.name,
        products: input.products,
        productsinfo: input.products.map((id) => ({ id, name: `Product ${id}`, image: `/img/${id}.jpg` })),
      }),
    }),
    stored: new Map(),
    ...overrides,
  };
}

function start(input: GiftRecipientInput = {}, be: FakeBackend = backend(), now: () => Date = () => TODAY) {
  const calls = {
    fetchCode: vi.fn(async ({ code: c }: { code: string }): Promise<LoadResult<GiftCode>> => {
      const found = be.codes[normalizeCode(c)];
      if (found === 'error') return { status: 'error' };
      return found ? { status: 'ok', value: structuredClone(found) } : { status: 'notFound' };
    }),
    fetchShop: vi.fn(async ({ id }: { id: string }): Promise<LoadResult<GiftShop>> => {
      const found = be.shops[id];
      if (found === 'error') return { status: 'error' };
      return found ? { status: 'ok', value: structuredClone(found) } : { status: 'notFound' };
    }),
    fetchProducts: vi.fn(async ({ ids: wanted }: { ids: string[] }): Promise<LoadResult<Product[]>> =>
      be.products === 'error' ? { status: 'error' } : { status: 'ok', value: wanted.map(product) },
    ),
    redeemCode: vi.fn(async (input: RedeemInput) => be.redeem(input)),
    restoreProgress: vi.fn(async ({ giftshop, code: c }: { giftshop: string; code: string }) => {
      if (be.restoreFails) throw new Error('storage blocked');
      return be.stored.get(progressKey(giftshop, c)) ?? null;
    }),
    persistProgress: vi.fn((context: GiftRecipientContext) => {
      const p = progressOf(context);
      if (p && context.shop && context.code) be.stored.set(progressKey(context.shop.id, context.code.id), p);
    }),
    clearProgress: vi.fn((context: GiftRecipientContext) => {
      if (context.shop && context.code) be.stored.delete(progressKey(context.shop.id, context.code.id));
    }),
  };
  const machine = giftRecipientMachine.provide({
    actors: {
      fetchCode: fromPromise(({ input }) => calls.fetchCode(input)),
      fetchShop: fromPromise(({ input }) => calls.fetchShop(input)),
      fetchProducts: fromPromise(({ input }) => calls.fetchProducts(input)),
      redeemCode: fromPromise(({ input }) => calls.redeemCode(input)),
      restoreProgress: fromPromise(({ input }) => calls.restoreProgress(input)),
    },
    actions: {
      persistProgress: ({ context }) => calls.persistProgress(context),
      clearProgress: ({ context }) => calls.clearProgress(context),
    },
  });
  const actor = createActor(machine, { input: { ...input, now } });
  const emitted: GiftRecipientEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, be };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !loadingOf(s).any && !s.matches({ login: 'boot' }));
const stepOf = (s: GiftRecipientSnapshot) => s.context.step;

async function toInfo(input: GiftRecipientInput = { code: 'JUL26-0001' }, be?: FakeBackend, now?: () => Date) {
  const t = start(input, be, now);
  await settled(t.actor);
  expect(stepOf(t.actor.getSnapshot())).toBe('info');
  return t;
}

async function toProducts(input: GiftRecipientInput = { code: 'JUL26-0001' }, be?: FakeBackend, now?: () => Date) {
  const t = await toInfo(input, be, now);
  t.actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', email: 'anna@example.dk', consent: true } });
  t.actor.send({ type: 'SAVE_INFO' });
  t.actor.send({ type: 'CONTINUE' });
  await settled(t.actor);
  expect(t.actor.getSnapshot().matches({ products: 'ready' })).toBe(true);
  return t;
}

// ---------------------------------------------------------------------------------------------

describe('derived states (spec §4)', () => {
  it('shop state: UNKNOWN without a shop, CLOSED by status, OPEN otherwise', () => {
    expect(deriveShopState(null, TODAY)).toBe('UNKNOWN');
    expect(deriveShopState(undefined, TODAY)).toBe('UNKNOWN');
    expect(deriveShopState(shop({ status: 1 }), TODAY)).toBe('CLOSED');
    expect(deriveShopState(shop(), TODAY)).toBe('OPEN');
    expect(deriveShopState(shop({ startdate: null, enddate: null }), TODAY)).toBe('OPEN');
    // closed status wins over a future start date
    expect(deriveShopState(shop({ status: 1, startdate: '2027-01-01', enddate: null }), TODAY)).toBe('CLOSED');
  });

  it('compares the end date by day in UTC: open through the whole end day, closed from the next UTC midnight', () => {
    const s = shop({ enddate: '2026-12-24' });
    expect(deriveShopState(s, new Date('2026-12-24T00:00:00.000Z'))).toBe('OPEN');
    expect(deriveShopState(s, new Date('2026-12-24T23:59:59.999Z'))).toBe('OPEN');
    expect(deriveShopState(s, new Date('2026-12-25T00:00:00.000Z'))).toBe('CLOSED');
    // 00:30 in Copenhagen on the 25th is still the 24th in UTC
    expect(deriveShopState(s, new Date('2026-12-25T00:30:00+01:00'))).toBe('OPEN');
  });

  it('compares the start date by day in UTC: awaiting until the start day begins in UTC', () => {
    const s = shop({ startdate: '2026-12-01', enddate: '2026-12-31' });
    expect(deriveShopState(s, new Date('2026-11-30T23:59:59.999Z'))).toBe('AWAITING');
    expect(deriveShopState(s, new Date('2026-12-01T00:30:00+01:00'))).toBe('AWAITING');
    expect(deriveShopState(s, new Date('2026-12-01T00:00:00.000Z'))).toBe('OPEN');
  });

  it('code state: UNKNOWN without a code, USED with chosen products, otherwise UNUSED', () => {
    expect(deriveCodeState(null)).toBe('UNKNOWN');
    expect(deriveCodeState(code())).toBe('UNUSED');
    expect(deriveCodeState(code({ products: ['10001'] }))).toBe('USED');
  });

  it('required count defaults to 1', () => {
    expect(requiredCount(null)).toBe(1);
    expect(requiredCount(shop({ requireddefaultproducts: 3 }))).toBe(3);
    expect(requiredCount({ requireddefaultproducts: 0 })).toBe(1);
  });

  it('codes are compared forgivingly', () => {
    expect(normalizeCode(' jul26 - 0001 ')).toBe(normalizeCode('JUL26-0001'));
    expect(normalizeCode('JUL26-OOO1')).toBe(normalizeCode('JUL26-0001'));
    expect(normalizeCode('JUL26-000I')).toBe(normalizeCode('JUL26-0001'));
  });
});

describe('LOGIN: code entry', () => {
  it('starts at LOGIN with nothing loaded and emits the step', () => {
    const { actor, emitted } = start();
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.shopState).toBe('UNKNOWN');
    expect(s.context.error).toBeNull();
    expect(emitted).toContainEqual({ type: 'stepChanged', step: 'login' });
  });

  it('an empty code is an error and fetches nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT_CODE', code: '   ' });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'emptyCode' });
    expect(calls.fetchCode).not.toHaveBeenCalled();
  });

  it('code entered → code fetched → its shop fetched by shopid → INFO; double submits are ignored', async () => {
    const be = backend();
    const gate = deferred<void>();
    const { actor, calls, emitted } = start({}, be);
    const original = calls.fetchCode.getMockImplementation()!;
    calls.fetchCode.mockImplementation(async (input) => {
      await gate.promise;
      return original(input);
    });
    actor.send({ type: 'SUBMIT_CODE', code: ' jul26-0001 ' });
    expect(actor.getSnapshot().matches({ login: 'loadingCode' })).toBe(true);
    expect(loadingOf(actor.getSnapshot())).toMatchObject({ code: true, any: true });
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    actor.send({ type: 'SUBMIT_CODE', code: 'OTHER' });
    gate.resolve();
    await settled(actor);
    expect(calls.fetchCode).toHaveBeenCalledTimes(1);
    expect(calls.fetchCode).toHaveBeenCalledWith({ code: 'jul26-0001' });
    expect(calls.fetchShop).toHaveBeenCalledWith({ id: 'jul-2026' });
    const s = actor.getSnapshot();
    expect(s.context.step).toBe('info');
    expect(s.context.code?.id).toBe('JUL26-0001');
    expect(s.context.shop?.id).toBe('jul-2026');
    expect(s.context.shopState).toBe('OPEN');
    expect(emitted).toContainEqual({ type: 'codeLoaded', giftshop: 'jul-2026', code: 'JUL26-0001' });
    expect(emitted).toContainEqual({ type: 'stepChanged', step: 'info' });
    expect(emitted.some((e) => e.type === 'redirect')).toBe(false);
  });

  it('an unknown code shows unknownCode and another code can be entered', async () => {
    const { actor } = start();
    actor.send({ type: 'SUBMIT_CODE', code: 'NOPE-1' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknownCode' });
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a network failure fetching the code is retryable', async () => {
    const be = backend();
    be.codes[normalizeCode('JUL26-0001')] = 'error';
    const { actor, calls } = start({}, be);
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'code' });
    be.codes[normalizeCode('JUL26-0001')] = code();
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(calls.fetchCode).toHaveBeenCalledTimes(2);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('a rejected effect (e.g. an actor that was not provided) is a network error, never a crash', async () => {
    const actor = createActor(giftRecipientMachine, { input: { code: 'JUL26-0001' } });
    actor.start();
    await waitFor(actor, (s) => s.matches({ login: 'idle' }));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'code' });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("a network failure fetching the code's shop is retryable and resumes with the shop fetch", async () => {
    const be = backend();
    be.shops['jul-2026'] = 'error';
    const { actor, calls } = start({ code: 'JUL26-0001' }, be);
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'shop' });
    be.shops['jul-2026'] = shop();
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(calls.fetchCode).toHaveBeenCalledTimes(1);
    expect(calls.fetchShop).toHaveBeenCalledTimes(2);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('a code whose shop does not exist shows unknownShop', async () => {
    const be = backend();
    be.codes['X1'] = code({ id: 'X1', shopid: 'gone' });
    const { actor } = start({ code: 'X1' }, be);
    await settled(actor);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknownShop' });
  });

  it('RETRY without a network error does nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT_CODE', code: 'NOPE' });
    await settled(actor);
    actor.send({ type: 'RETRY' });
    expect(calls.fetchCode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
  });
});

describe('route entry rules (spec §2)', () => {
  it('a given code is fetched, then its shop, then INFO', async () => {
    const { actor, calls } = start({ giftshop: 'jul-2026', code: 'JUL26-0001' });
    expect(loadingOf(actor.getSnapshot()).code).toBe(true);
    await settled(actor);
    expect(calls.fetchCode.mock.invocationCallOrder[0]!).toBeLessThan(calls.fetchShop.mock.invocationCallOrder[0]!);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('a given shop alone is loaded and stays at LOGIN with its theme', async () => {
    const { actor, calls } = start({ giftshop: 'jul-2026' });
    expect(loadingOf(actor.getSnapshot()).shop).toBe(true);
    await settled(actor);
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.shop?.theme.backgroundcolor).toBe('#102030');
    expect(s.context.shopState).toBe('OPEN');
    expect(s.context.error).toBeNull();
    expect(calls.fetchCode).not.toHaveBeenCalled();
    // the form is shown: a code can be entered
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
    // the same shop is not loaded twice for its own code... but fetched by the code's shopid (fresh)
    expect(calls.fetchShop).toHaveBeenCalledTimes(2);
  });

  it('an unknown shop shows unknownShop', async () => {
    const { actor } = start({ giftshop: 'nowhere' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknownShop' });
    expect(actor.getSnapshot().context.shopState).toBe('UNKNOWN');
  });

  it('a network failure loading the route shop is retryable', async () => {
    const be = backend();
    be.shops['jul-2026'] = 'error';
    const { actor } = start({ giftshop: 'jul-2026' }, be);
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'shop' });
    be.shops['jul-2026'] = shop();
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.shop?.id).toBe('jul-2026');
  });

  it('a closed shop shows shopClosed and hides the form (codes are not accepted)', async () => {
    const { actor, calls } = start({ giftshop: 'jul-2025' });
    await settled(actor);
    expect(actor.getSnapshot().context.shopState).toBe('CLOSED');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopClosed' });
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL25-0001' });
    expect(calls.fetchCode).not.toHaveBeenCalled();
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopClosed' });
  });

  it('an awaiting shop shows shopAwaiting and hides the form', async () => {
    const { actor } = start({ giftshop: 'paaske-2027' });
    await settled(actor);
    expect(actor.getSnapshot().context.shopState).toBe('AWAITING');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopAwaiting' });
  });

  it('a code of a closed shop falls back to LOGIN with shopClosed; dismissing forgets it so another code can be entered', async () => {
    const { actor, emitted } = start({ code: 'JUL25-0001' });
    await settled(actor);
    let s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.error).toEqual({ kind: 'shopClosed' });
    expect(s.context.shopState).toBe('CLOSED');
    expect(
      emitted.filter((e) => e.type === 'stepChanged').map((e) => e.type === 'stepChanged' && e.step),
    ).not.toContain('info');
    actor.send({ type: 'DISMISS_ERROR' });
    s = actor.getSnapshot();
    expect(s.context).toMatchObject({ error: null, shop: null, code: null, shopState: 'UNKNOWN' });
    expect(emitted).toContainEqual({ type: 'left', giftshop: null });
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('a code of an awaiting shop shows shopAwaiting', async () => {
    const { actor } = start({ giftshop: 'paaske-2027', code: 'PAA27-0001' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopAwaiting' });
    expect(stepOf(actor.getSnapshot())).toBe('login');
  });

  it('a code of another shop than the route emits a redirect to its shop and code, and loads that shop', async () => {
    const { actor, emitted, calls } = start({ giftshop: 'jul-2026', code: 'jub-0001' });
    await settled(actor);
    expect(emitted).toContainEqual({ type: 'redirect', giftshop: 'jubilaeum', code: 'JUB-0001' });
    expect(actor.getSnapshot().context.shop?.id).toBe('jubilaeum');
    expect(stepOf(actor.getSnapshot())).toBe('info');
    // the router follows the redirect: the same place, nothing is fetched again
    actor.send({ type: 'ROUTE', giftshop: 'jubilaeum', code: 'JUB-0001' });
    expect(calls.fetchCode).toHaveBeenCalledTimes(1);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('a typed code of another shop than the route also redirects', async () => {
    const { actor, emitted } = start({ giftshop: 'jul-2026' });
    await settled(actor);
    actor.send({ type: 'SUBMIT_CODE', code: 'JUB-0001' });
    await settled(actor);
    expect(emitted).toContainEqual({ type: 'redirect', giftshop: 'jubilaeum', code: 'JUB-0001' });
  });

  it('a new route reloads: another code is fetched from the start', async () => {
    const { actor, calls, emitted } = await toInfo();
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen' } });
    emitted.length = 0;
    actor.send({ type: 'ROUTE', giftshop: 'jubilaeum', code: 'JUB-0001' });
    // the host's own route change is not reported back as a step change to LOGIN
    expect(emitted).toEqual([]);
    await settled(actor);
    expect(calls.fetchCode).toHaveBeenLastCalledWith({ code: 'JUB-0001' });
    const s = actor.getSnapshot();
    expect(s.context.code?.id).toBe('JUB-0001');
    expect(s.context.info.name).toBe('');
    expect(stepOf(s)).toBe('info');
  });

  it('a route to the shop alone from INFO returns to LOGIN without reloading the shop', async () => {
    const { actor, calls } = await toInfo({ giftshop: 'jul-2026', code: 'JUL26-0001' });
    actor.send({ type: 'ROUTE', giftshop: 'jul-2026', code: null });
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.code).toBeNull();
    expect(s.context.shop?.id).toBe('jul-2026');
    expect(calls.fetchShop).toHaveBeenCalledTimes(1);
  });
});

describe('USED codes (spec §4)', () => {
  it('a used code shows its chosen products instead of a new choice', async () => {
    const { actor, calls } = start({ giftshop: 'jul-2026', code: 'JUL26-0002' });
    await settled(actor);
    const s = actor.getSnapshot();
    expect(s.context.step).toBe('completed');
    expect(s.context.completedKind).toBe('alreadyUsed');
    expect(s.context.error).toEqual({ kind: 'codeUsed' });
    expect(s.context.code?.productsinfo).toEqual([{ id: '10003', name: 'Product 10003', image: '/img/10003.jpg' }]);
    expect(calls.restoreProgress).not.toHaveBeenCalled();
    expect(calls.fetchProducts).not.toHaveBeenCalled();
  });
});

describe('INFO (spec §5 gift info)', () => {
  const cases: Array<[string, { name: string; email: string; consent: boolean }]> = [
    ['a single name', { name: 'Anna', email: '', consent: true }],
    ['a name with only surrounding spaces', { name: '  Anna  ', email: '', consent: true }],
    ['an empty name', { name: '', email: '', consent: true }],
    ['no consent', { name: 'Anna Hansen', email: '', consent: false }],
    ['an invalid e-mail', { name: 'Anna Hansen', email: 'anna@', consent: true }],
  ];
  for (const [what, info] of cases) {
    it(`does not save with ${what}`, async () => {
      const { actor } = await toInfo();
      actor.send({ type: 'UPDATE_INFO', patch: info });
      actor.send({ type: 'SAVE_INFO' });
      expect(stepOf(actor.getSnapshot())).toBe('info');
    });
  }

  it('saves with first and last name and consent (e-mail optional) → MESSAGE, and stores the progress', async () => {
    const { actor, be } = await toInfo();
    actor.send({ type: 'UPDATE_INFO', patch: { name: ' Anna  Hansen ' } });
    actor.send({ type: 'UPDATE_INFO', patch: { consent: true } });
    expect(actor.getSnapshot().context.info).toEqual({ name: ' Anna  Hansen ', email: '', consent: true });
    actor.send({ type: 'SAVE_INFO' });
    expect(stepOf(actor.getSnapshot())).toBe('message');
    expect(be.stored.get(progressKey('jul-2026', 'JUL26-0001'))).toMatchObject({
      step: 'message',
      info: { name: ' Anna  Hansen ', consent: true },
    });
  });

  it('ignores CONTINUE/CONFIRM/TOGGLE in INFO', async () => {
    const { actor } = await toInfo();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    expect(stepOf(actor.getSnapshot())).toBe('info');
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('falls back to LOGIN with shopClosed when the shop closed at UTC midnight meanwhile', async () => {
    let now = new Date('2026-12-24T23:59:00.000Z');
    const { actor } = await toInfo(undefined, undefined, () => now);
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    now = new Date('2026-12-25T00:00:00.000Z');
    actor.send({ type: 'SAVE_INFO' });
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.shopState).toBe('CLOSED');
    expect(s.context.error).toEqual({ kind: 'shopClosed' });
  });
});

describe('MESSAGE', () => {
  it('continue → PRODUCTS; back → INFO', async () => {
    const { actor } = await toInfo();
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    actor.send({ type: 'SAVE_INFO' });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('info');
    expect(actor.getSnapshot().context.info.name).toBe('Anna Hansen');
    actor.send({ type: 'SAVE_INFO' });
    actor.send({ type: 'CONTINUE' });
    expect(stepOf(actor.getSnapshot())).toBe('products');
  });

  it('continue falls back to LOGIN when the shop is no longer open', async () => {
    let now = new Date('2026-12-24T12:00:00.000Z');
    const { actor } = await toInfo(undefined, undefined, () => now);
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    actor.send({ type: 'SAVE_INFO' });
    now = new Date('2026-12-25T00:00:01.000Z');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopClosed' });
  });
});

describe('PRODUCTS (spec §5 gift products, page size 20)', () => {
  it("loads the shop's products once (all ids) and pages them 20 at a time", async () => {
    const { actor, calls } = await toProducts();
    expect(calls.fetchProducts).toHaveBeenCalledTimes(1);
    expect(calls.fetchProducts).toHaveBeenCalledWith({ ids: ids(1, 45) });
    const s = actor.getSnapshot();
    expect(s.context.products).toHaveLength(45);
    expect(s.context.page).toBe(0);
    actor.send({ type: 'SET_PAGE', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'SET_PAGE', page: 9 });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'SET_PAGE', page: -3 });
    expect(actor.getSnapshot().context.page).toBe(0);
    actor.send({ type: 'SET_PAGE', page: Number.NaN });
    expect(actor.getSnapshot().context.page).toBe(0);
    // back and forth does not reload
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONTINUE' });
    expect(calls.fetchProducts).toHaveBeenCalledTimes(1);
  });

  it('a failed product load shows productsUnavailable and retries', async () => {
    const be = backend({ products: 'error' });
    const t = await toInfo(undefined, be);
    t.actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    t.actor.send({ type: 'SAVE_INFO' });
    t.actor.send({ type: 'CONTINUE' });
    await settled(t.actor);
    expect(t.actor.getSnapshot().matches({ products: 'failed' })).toBe(true);
    expect(t.actor.getSnapshot().context.error).toEqual({ kind: 'productsUnavailable' });
    t.actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    expect(t.actor.getSnapshot().context.selection).toEqual([]);
    be.products = null;
    t.actor.send({ type: 'RETRY' });
    await settled(t.actor);
    expect(t.actor.getSnapshot().matches({ products: 'ready' })).toBe(true);
    expect(t.actor.getSnapshot().context.error).toBeNull();
  });

  it('with one required gift, choosing another replaces it; toggling removes it; unknown ids are ignored', async () => {
    const { actor } = await toProducts();
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    expect(actor.getSnapshot().context.selection).toEqual(['10001']);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    expect(actor.getSnapshot().context.selection).toEqual(['10002']);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    expect(actor.getSnapshot().context.selection).toEqual([]);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '99999' });
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('with three required gifts, finishing needs exactly three; a fourth is ignored', async () => {
    const { actor, calls } = await toProducts({ giftshop: 'jubilaeum', code: 'JUB-0001' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.redeemCode).not.toHaveBeenCalled();
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10003' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10004' });
    expect(actor.getSnapshot().context.selection).toEqual(['10001', '10002', '10003']);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10004' });
    expect(actor.getSnapshot().context.selection).toEqual(['10001', '10003', '10004']);
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.redeemCode).toHaveBeenCalledWith({
      code: 'JUB-0001',
      name: 'Anna Hansen',
      email: 'anna@example.dk',
      products: ['10001', '10003', '10004'],
    });
    expect(stepOf(actor.getSnapshot())).toBe('completed');
  });

  it('CONFIRM with nothing chosen does nothing', async () => {
    const { actor, calls } = await toProducts();
    actor.send({ type: 'CONFIRM' });
    expect(calls.redeemCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ products: 'ready' })).toBe(true);
  });

  it('opens and closes the product information overlay for a known product only', async () => {
    const { actor } = await toProducts();
    actor.send({ type: 'OPEN_PRODUCT', id: '99999' });
    expect(actor.getSnapshot().context.openedProductId).toBeNull();
    actor.send({ type: 'OPEN_PRODUCT', id: '10005' });
    expect(actor.getSnapshot().context.openedProductId).toBe('10005');
    actor.send({ type: 'CLOSE_PRODUCT' });
    expect(actor.getSnapshot().context.openedProductId).toBeNull();
    actor.send({ type: 'OPEN_PRODUCT', id: '10005' });
    actor.send({ type: 'BACK' });
    expect(stepOf(actor.getSnapshot())).toBe('message');
    expect(actor.getSnapshot().context.openedProductId).toBeNull();
  });

  it('confirm saves the code → COMPLETED, emits completed, clears the stored progress; double confirm is ignored', async () => {
    const be = backend();
    const gate = deferred<void>();
    const base = be.redeem;
    be.redeem = async (input) => {
      await gate.promise;
      return base(input);
    };
    const { actor, calls, emitted } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10007' });
    expect(be.stored.get(progressKey('jul-2026', 'JUL26-0001'))).toMatchObject({
      step: 'products',
      selection: ['10007'],
    });
    actor.send({ type: 'CONFIRM' });
    expect(loadingOf(actor.getSnapshot())).toMatchObject({ redeem: true, any: true });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10008' });
    gate.resolve();
    await settled(actor);
    expect(calls.redeemCode).toHaveBeenCalledTimes(1);
    const s = actor.getSnapshot();
    expect(s.context.step).toBe('completed');
    expect(s.context.completedKind).toBe('confirmed');
    expect(s.context.error).toBeNull();
    expect(s.context.code?.productsinfo.map((p) => p.id)).toEqual(['10007']);
    expect(emitted).toContainEqual({
      type: 'completed',
      giftshop: 'jul-2026',
      code: 'JUL26-0001',
      products: ['10007'],
    });
    expect(emitted).toContainEqual({ type: 'stepChanged', step: 'completed' });
    expect(be.stored.size).toBe(0);
    // nothing moves a completed recipient but leaving
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CONFIRM' });
    expect(stepOf(actor.getSnapshot())).toBe('completed');
  });

  it('a redeem that loses the race (409 used) refetches the code and shows its earlier choice', async () => {
    const be = backend({ redeem: () => ({ status: 'used' }) });
    const t = await toProducts(undefined, be);
    t.actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    be.codes[normalizeCode('JUL26-0001')] = code({
      products: ['10009'],
      productsinfo: [{ id: '10009', name: 'Product 10009', image: '/img/10009.jpg' }],
    });
    t.actor.send({ type: 'CONFIRM' });
    await settled(t.actor);
    const s = t.actor.getSnapshot();
    expect(t.calls.fetchCode).toHaveBeenCalledTimes(2);
    expect(s.context.step).toBe('completed');
    expect(s.context.completedKind).toBe('alreadyUsed');
    expect(s.context.error).toEqual({ kind: 'codeUsed' });
    expect(s.context.code?.productsinfo.map((p) => p.id)).toEqual(['10009']);
    expect(s.context.selection).toEqual(['10009']);
  });

  it('a 409 used whose refetch fails stays in PRODUCTS with codeUsed', async () => {
    const be = backend({ redeem: () => ({ status: 'used' }) });
    const t = await toProducts(undefined, be);
    t.actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    be.codes[normalizeCode('JUL26-0001')] = 'error';
    t.actor.send({ type: 'CONFIRM' });
    await settled(t.actor);
    expect(t.actor.getSnapshot().matches({ products: 'ready' })).toBe(true);
    expect(t.actor.getSnapshot().context.error).toEqual({ kind: 'codeUsed' });
  });

  it('a network failure on redeem keeps the selection; RETRY saves again', async () => {
    let fail = true;
    const be = backend();
    const base = be.redeem;
    be.redeem = (input) => (fail ? { status: 'network' } : base(input));
    const { actor, calls } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ products: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'redeem' });
    expect(actor.getSnapshot().context.selection).toEqual(['10001']);
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(calls.redeemCode).toHaveBeenCalledTimes(2);
    expect(stepOf(actor.getSnapshot())).toBe('completed');
  });

  it('a rejected redeem is a network error', async () => {
    const be = backend({ redeem: () => Promise.reject(new Error('boom')) });
    const { actor } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'network', operation: 'redeem' });
  });

  it('another refusal is redeemFailed with the server status and message; choosing again clears it', async () => {
    const be = backend({
      redeem: () => ({ status: 'error', httpStatus: 400, message: 'Expected distinct product ids' }),
    });
    const { actor, calls } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'redeemFailed',
      status: 400,
      message: 'Expected distinct product ids',
    });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.redeemCode).toHaveBeenCalledTimes(1);
  });

  it('Try again after redeemFailed (its message offers it) sends the same choice again', async () => {
    let refuse = true;
    const be = backend();
    const base = be.redeem;
    be.redeem = (input) => (refuse ? { status: 'error', message: 'Invalid response: not JSON' } : base(input));
    const { actor, calls } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'redeemFailed' });
    refuse = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(calls.redeemCode).toHaveBeenCalledTimes(2);
    expect(calls.redeemCode.mock.calls[1]?.[0]).toMatchObject({ products: ['10001'] });
    expect(stepOf(actor.getSnapshot())).toBe('completed');
  });

  it('a redeem refused because the shop closed falls back to LOGIN with shopClosed and no form', async () => {
    const be = backend({ redeem: () => ({ status: 'closed' }) });
    const { actor } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context.shopState).toBe('CLOSED');
    expect(s.context.error).toEqual({ kind: 'shopClosed' });
  });

  it('a redeem refused because the shop is not open yet shows shopAwaiting', async () => {
    const be = backend({ redeem: () => ({ status: 'awaiting' }) });
    const { actor } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopAwaiting' });
    expect(actor.getSnapshot().context.shopState).toBe('AWAITING');
  });

  it('a redeem of a code that vanished shows unknownCode at LOGIN', async () => {
    const be = backend({ redeem: () => ({ status: 'notFound' }) });
    const { actor } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknownCode' });
    expect(actor.getSnapshot().context.code).toBeNull();
  });

  it('confirm after the shop closed at UTC midnight falls back to LOGIN without calling the server', async () => {
    let now = new Date('2026-12-24T20:00:00.000Z');
    const { actor, calls } = await toProducts(undefined, undefined, () => now);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    now = new Date('2026-12-25T00:00:00.000Z');
    actor.send({ type: 'CONFIRM' });
    expect(calls.redeemCode).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'shopClosed' });
  });
});

describe('LEAVE', () => {
  it('clears code and step, forgets the stored progress and returns to LOGIN with the shop kept', async () => {
    const { actor, be, emitted } = await toProducts({ giftshop: 'jul-2026', code: 'JUL26-0001' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    expect(be.stored.size).toBe(1);
    actor.send({ type: 'LEAVE' });
    const s = actor.getSnapshot();
    expect(s.matches({ login: 'idle' })).toBe(true);
    expect(s.context).toMatchObject({
      step: 'login',
      code: null,
      routeCode: null,
      selection: [],
      error: null,
      completedKind: null,
    });
    expect(s.context.info).toEqual({ name: '', email: '', consent: false });
    expect(s.context.shop?.id).toBe('jul-2026');
    expect(be.stored.size).toBe(0);
    expect(emitted).toContainEqual({ type: 'left', giftshop: 'jul-2026' });
    expect(emitted.at(-1)).toEqual({ type: 'stepChanged', step: 'login' });
  });

  it('works from COMPLETED and while loading', async () => {
    const { actor } = start({ giftshop: 'jul-2026', code: 'JUL26-0002' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('completed');
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    actor.send({ type: 'SUBMIT_CODE', code: 'JUL26-0001' });
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.code).toBeNull();
  });
});

describe('persistence: a reload keeps the recipient where they were', () => {
  const saved = (p: Partial<GiftProgress>): GiftProgress => ({
    v: 1,
    step: 'products',
    info: { name: 'Anna Hansen', email: '', consent: true },
    selection: ['10004'],
    page: 1,
    ...p,
  });

  it('restores step, info, selection and page for the same shop + code', async () => {
    const be = backend();
    be.stored.set(progressKey('jul-2026', 'JUL26-0001'), saved({}));
    const { actor, calls } = start({ giftshop: 'jul-2026', code: 'jul26-0001' }, be);
    await settled(actor);
    const s = actor.getSnapshot();
    expect(calls.restoreProgress).toHaveBeenCalledWith({ giftshop: 'jul-2026', code: 'JUL26-0001' });
    expect(s.matches({ products: 'ready' })).toBe(true);
    expect(s.context.selection).toEqual(['10004']);
    expect(s.context.page).toBe(1);
    expect(s.context.info.name).toBe('Anna Hansen');
  });

  it('a stored MESSAGE step resumes at MESSAGE', async () => {
    const be = backend();
    be.stored.set(progressKey('jul-2026', 'JUL26-0001'), saved({ step: 'message' }));
    const { actor } = start({ code: 'JUL26-0001' }, be);
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('message');
  });

  it('a stored later step with invalid info resumes at INFO with the values', async () => {
    const be = backend();
    be.stored.set(progressKey('jul-2026', 'JUL26-0001'), saved({ info: { name: 'Anna', email: '', consent: true } }));
    const { actor } = start({ code: 'JUL26-0001' }, be);
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
    expect(actor.getSnapshot().context.info.name).toBe('Anna');
  });

  it('garbage or a failing storage starts fresh at INFO', async () => {
    for (const value of ['nonsense', { v: 2 }, { v: 1, step: 'completed' }, 42]) {
      const be = backend();
      be.stored.set(progressKey('jul-2026', 'JUL26-0001'), value);
      const { actor } = start({ code: 'JUL26-0001' }, be);
      await settled(actor);
      expect(stepOf(actor.getSnapshot())).toBe('info');
      expect(actor.getSnapshot().context.selection).toEqual([]);
    }
    const { actor } = start({ code: 'JUL26-0001' }, backend({ restoreFails: true }));
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });

  it('sanitises a stored selection against the shop (unknown ids, duplicates, too many) and clamps the page', () => {
    const s = shop({ requireddefaultproducts: 2, products: ids(1, 25) });
    const p = sanitizeProgress(
      {
        v: 1,
        step: 'products',
        info: { name: 7, consent: 'yes' },
        selection: ['99999', '10001', '10001', 5, '10002', '10003'],
        page: 40,
      },
      s,
    );
    expect(p).toEqual({
      v: 1,
      step: 'products',
      info: { name: '', email: '', consent: false },
      selection: ['10001', '10002'],
      page: 1,
    });
    expect(sanitizeProgress(saved({}), null)).toBeNull();
  });

  it('stores progress on every change in INFO, MESSAGE and PRODUCTS', async () => {
    const { actor, be } = await toInfo();
    const key = progressKey('jul-2026', 'JUL26-0001');
    expect(be.stored.get(key)).toMatchObject({ step: 'info' });
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    expect(be.stored.get(key)).toMatchObject({ step: 'info', info: { name: 'Anna Hansen', consent: true } });
    actor.send({ type: 'SAVE_INFO' });
    actor.send({ type: 'CONTINUE' });
    await settled(actor);
    actor.send({ type: 'SET_PAGE', page: 2 });
    expect(be.stored.get(key)).toMatchObject({ step: 'products', page: 2 });
  });

  it('progressOf keeps nothing outside INFO/MESSAGE/PRODUCTS', () => {
    const { actor } = start();
    expect(progressOf(actor.getSnapshot().context)).toBeNull();
  });
});

describe('host-requested steps (back/forward, reload with a step)', () => {
  it('back is always allowed, forward only as far as the progress allows', async () => {
    const { actor } = await toInfo();
    actor.send({ type: 'GO_TO', step: 'products' });
    expect(stepOf(actor.getSnapshot())).toBe('info');
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', consent: true } });
    actor.send({ type: 'GO_TO', step: 'message' });
    expect(stepOf(actor.getSnapshot())).toBe('message');
    actor.send({ type: 'GO_TO', step: 'products' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('products');
    actor.send({ type: 'GO_TO', step: 'completed' });
    expect(stepOf(actor.getSnapshot())).toBe('products');
    actor.send({ type: 'GO_TO', step: 'info' });
    expect(stepOf(actor.getSnapshot())).toBe('info');
    actor.send({ type: 'GO_TO', step: 'products' });
    expect(stepOf(actor.getSnapshot())).toBe('products');
    actor.send({ type: 'GO_TO', step: 'message' });
    expect(stepOf(actor.getSnapshot())).toBe('message');
  });

  it('GO_TO login forgets the code in memory but keeps the stored progress; the route forward resumes it', async () => {
    const { actor, be } = await toProducts({ giftshop: 'jul-2026', code: 'JUL26-0001' });
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10002' });
    actor.send({ type: 'GO_TO', step: 'login' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.code).toBeNull();
    expect(be.stored.size).toBe(1);
    actor.send({ type: 'ROUTE', giftshop: 'jul-2026', code: 'JUL26-0001', step: 'products' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('products');
    expect(actor.getSnapshot().context.selection).toEqual(['10002']);
  });

  it('forward steps are ignored while the choice is being saved', async () => {
    const be = backend();
    const gate = deferred<void>();
    const base = be.redeem;
    be.redeem = async (input) => {
      await gate.promise;
      return base(input);
    };
    const { actor } = await toProducts(undefined, be);
    actor.send({ type: 'TOGGLE_PRODUCT', id: '10001' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'GO_TO', step: 'info' });
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().matches({ products: 'redeeming' })).toBe(true);
    gate.resolve();
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('completed');
  });

  it('a reload asking for an earlier step than the stored one resumes at the requested step', async () => {
    const be = backend();
    be.stored.set(progressKey('jul-2026', 'JUL26-0001'), {
      v: 1,
      step: 'products',
      info: { name: 'Anna Hansen', email: '', consent: true },
      selection: ['10001'],
      page: 0,
    });
    const { actor } = start({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'message' }, be);
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('message');
    expect(actor.getSnapshot().context.selection).toEqual(['10001']);
  });

  it('a reload asking for a later step than the progress allows stays at the stored step', async () => {
    const { actor } = start({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'products' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('info');
  });
});
