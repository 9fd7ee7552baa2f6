/**
 * The effects of `useGiftRecipient` (use-gift-recipient.ts) against the reference server in-process (PGlite
 * in memory, seeded demo records), driven through the library's own API client, plus the pure view model.
 * The whole recipient machine is run once with the real effects from code entry to COMPLETED.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import {
  fetchGiftCode,
  fetchGiftProducts,
  fetchGiftShop,
  readProgress,
  redeemGiftCode,
  toViewModel,
  type ProgressStorage,
} from '../../../src/features/gift-recipient/use-gift-recipient.ts';
import { writeProgressAt } from '../../../src/features/gift-recipient/progress-storage.ts';
import {
  giftRecipientMachine,
  loadingOf,
  progressKey,
  progressOf,
  type LoadResult,
} from '../../../machines/gift-recipient.machine.ts';
import type { GiftCode, GiftShop } from '../../../src/api/schemas/giftshop.ts';
import { createApp } from '../../../demo/server/app.ts';
import { openDb } from '../../../demo/server/db/client.ts';
import { seed } from '../../../demo/server/seed/index.ts';

let close: () => Promise<void>;
let client: ApiClient;

beforeAll(async () => {
  const opened = await openDb({ dataDir: 'memory://' });
  await seed(opened.db);
  const app = createApp({ db: opened.db });
  close = () => opened.close();
  const jar = new Map<string, string>();
  const cookieText = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const fetchInProcess = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', cookieText());
    const res = await app.request(request.url, {
      method: request.method,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.text() }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return res;
  }) as typeof fetch;
  client = createApiClient({
    context: 'demo',
    origin: 'http://localhost',
    fetch: fetchInProcess,
    cookies: cookieText,
    logger: { debug: () => {}, warn: () => {} },
    retry: { retries: 0 },
  });
}, 60_000);

afterAll(async () => {
  await close?.();
});

describe('effects against the reference server', () => {
  it('fetches a code forgivingly, and reports an unknown code as not found', async () => {
    const found = await fetchGiftCode(client, 'jul26 0001');
    expect(found.status).toBe('ok');
    expect(found.status === 'ok' && found.value).toMatchObject({ id: 'JUL26-0001', shopid: 'jul-2026', products: [] });
    expect(await fetchGiftCode(client, 'NOPE-9999')).toEqual({ status: 'notFound' });
  });

  it('fetches a shop (public view) and reports an unknown shop as not found', async () => {
    const found = await fetchGiftShop(client, 'jul-2026');
    expect(found.status).toBe('ok');
    expect(found.status === 'ok' && found.value.products.length).toBeGreaterThanOrEqual(40);
    expect(await fetchGiftShop(client, 'no-such-shop')).toEqual({ status: 'notFound' });
  });

  it("fetches the assortment in the shop's order, leaving out unknown ids", async () => {
    const shop = await fetchGiftShop(client, 'jul-2026');
    if (shop.status !== 'ok') throw new Error('shop missing');
    const ids = [...shop.value.products].reverse();
    const products = await fetchGiftProducts(client, [...ids, '99999999']);
    expect(products.status).toBe('ok');
    expect(products.status === 'ok' && products.value.map((p) => p.id)).toEqual(ids);
    expect(await fetchGiftProducts(client, [])).toEqual({ status: 'ok', value: [] });
  });

  it('a network failure is an error (retryable), not "not found"', async () => {
    const offline = createApiClient({
      context: 'demo',
      origin: 'http://localhost',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      logger: { debug: () => {}, warn: () => {} },
      retry: { retries: 0 },
    });
    expect(await fetchGiftCode(offline, 'JUL26-0001')).toEqual({ status: 'error' });
    expect(await fetchGiftShop(offline, 'jul-2026')).toEqual({ status: 'error' });
    expect(await fetchGiftProducts(offline, ['10001'])).toEqual({ status: 'error' });
    expect(await redeemGiftCode(offline, { code: 'JUL26-0001', name: 'A B', email: '', products: ['10001'] })).toEqual({
      status: 'network',
    });
  });

  it('redeem: used, closed, awaiting, unknown and refused codes map to their results', async () => {
    const shop = await fetchGiftShop(client, 'jul-2026');
    if (shop.status !== 'ok') throw new Error('shop missing');
    const one = [shop.value.products[0]!];
    expect(await redeemGiftCode(client, { code: 'JUL26-0002', name: 'Anna Hansen', email: '', products: one })).toEqual(
      { status: 'used' },
    );
    expect(await redeemGiftCode(client, { code: 'JUL25-0001', name: 'Anna Hansen', email: '', products: one })).toEqual(
      { status: 'closed' },
    );
    expect(await redeemGiftCode(client, { code: 'PAA27-0001', name: 'Anna Hansen', email: '', products: one })).toEqual(
      { status: 'awaiting' },
    );
    expect(await redeemGiftCode(client, { code: 'NOPE-0001', name: 'Anna Hansen', email: '', products: one })).toEqual({
      status: 'notFound',
    });
    const wrongCount = await redeemGiftCode(client, {
      code: 'JUL26-0030',
      name: 'Anna Hansen',
      email: '',
      products: shop.value.products.slice(0, 2),
    });
    expect(wrongCount).toMatchObject({ status: 'error', httpStatus: 400 });
    expect(wrongCount.status === 'error' && wrongCount.message).toBeTruthy();
  });

  it('of two concurrent redemptions one wins and the other is "used"', async () => {
    const shop = await fetchGiftShop(client, 'jul-2026');
    if (shop.status !== 'ok') throw new Error('shop missing');
    const [a, b] = await Promise.all([
      redeemGiftCode(client, {
        code: 'JUL26-0031',
        name: 'Anna Hansen',
        email: '',
        products: [shop.value.products[0]!],
      }),
      redeemGiftCode(client, { code: 'JUL26-0031', name: 'Bo Hansen', email: '', products: [shop.value.products[1]!] }),
    ]);
    expect([a.status, b.status].sort()).toEqual(['ok', 'used']);
  });
});

describe('the machine with the real effects', () => {
  function run(input: { giftshop?: string; code?: string }, storage = new Map<string, string>()) {
    const store: ProgressStorage = {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    };
    const machine = giftRecipientMachine.provide({
      actors: {
        fetchCode: fromPromise(({ input: i, signal }) => fetchGiftCode(client, i.code, signal)),
        fetchShop: fromPromise(({ input: i, signal }) => fetchGiftShop(client, i.id, signal)),
        fetchProducts: fromPromise(({ input: i, signal }) => fetchGiftProducts(client, i.ids, signal)),
        redeemCode: fromPromise(({ input: i, signal }) => redeemGiftCode(client, i, signal)),
        restoreProgress: fromPromise(async ({ input: i }) => readProgress(store, i.giftshop, i.code)),
      },
      actions: {
        persistProgress: ({ context }) => {
          const p = progressOf(context);
          if (p && context.shop && context.code)
            writeProgressAt(store, progressKey(context.shop.id, context.code.id), p);
        },
        clearProgress: ({ context }) => {
          if (context.shop && context.code) writeProgressAt(store, progressKey(context.shop.id, context.code.id), null);
        },
      },
    });
    const actor = createActor(machine, { input });
    actor.start();
    return { actor, storage };
  }
  const idle = (actor: ReturnType<typeof run>['actor']) =>
    waitFor(actor, (s) => !loadingOf(s).any && !s.matches({ login: 'boot' }), { timeout: 10_000 });

  it('jubilaeum: code → INFO → MESSAGE → PRODUCTS (exactly three) → COMPLETED; a reload before confirming resumes', async () => {
    const first = run({ giftshop: 'jubilaeum', code: 'jub-0005' });
    await idle(first.actor);
    expect(first.actor.getSnapshot().context.step).toBe('info');
    first.actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', email: 'anna@example.dk', consent: true } });
    first.actor.send({ type: 'SAVE_INFO' });
    first.actor.send({ type: 'CONTINUE' });
    await idle(first.actor);
    const products = first.actor.getSnapshot().context.products!;
    for (const p of products.slice(0, 3)) first.actor.send({ type: 'TOGGLE_PRODUCT', id: p.id });
    first.actor.stop();

    // "reload": a new actor with the same storage
    const second = run({ giftshop: 'jubilaeum', code: 'JUB-0005' }, first.storage);
    await idle(second.actor);
    expect(second.actor.getSnapshot().context.step).toBe('products');
    expect(second.actor.getSnapshot().context.selection).toEqual(products.slice(0, 3).map((p) => p.id));
    second.actor.send({ type: 'CONFIRM' });
    await idle(second.actor);
    const done = second.actor.getSnapshot().context;
    expect(done.step).toBe('completed');
    expect(done.completedKind).toBe('confirmed');
    expect(done.code?.productsinfo.map((p) => p.id)).toEqual(products.slice(0, 3).map((p) => p.id));
    expect(first.storage.size).toBe(0);

    // the code is now used: opening it again shows the earlier choice
    const third = run({ giftshop: 'jubilaeum', code: 'JUB-0005' });
    await idle(third.actor);
    expect(third.actor.getSnapshot().context.completedKind).toBe('alreadyUsed');
  });

  it('the used demo code JUL26-0002 shows its earlier choice; closed and awaiting shops show their errors', async () => {
    const used = run({ giftshop: 'jul-2026', code: 'JUL26-0002' });
    await idle(used.actor);
    expect(used.actor.getSnapshot().context.step).toBe('completed');
    expect(used.actor.getSnapshot().context.code?.productsinfo.length).toBeGreaterThan(0);
    const closed = run({ giftshop: 'jul-2025', code: 'JUL25-0001' });
    await idle(closed.actor);
    expect(closed.actor.getSnapshot().context.error).toEqual({ kind: 'shopClosed' });
    const awaiting = run({ giftshop: 'paaske-2027' });
    await idle(awaiting.actor);
    expect(awaiting.actor.getSnapshot().context.error).toEqual({ kind: 'shopAwaiting' });
  });
});

describe('toViewModel', () => {
  const noop = () => {};
  const callbacks = {
    submitCode: noop,
    updateInfo: noop,
    saveInfo: noop,
    continue: noop,
    toggleProduct: noop,
    setPage: noop,
    openProduct: noop,
    closeProduct: noop,
    confirm: noop,
    retry: noop,
    dismissError: noop,
    back: noop,
    leave: noop,
  };

  it('derives form flags, pages of 20, selection and the deep link', async () => {
    const actor = createActor(
      giftRecipientMachine.provide({
        actors: {
          fetchCode: fromPromise<LoadResult<GiftCode>, { code: string }>(async () => ({
            status: 'ok',
            value: {
              id: 'JUL26-0001',
              shopid: 'jul-2026',
              name: null,
              email: null,
              products: [],
              productsinfo: [],
              cardrequested: false,
              invitationstate: 'MANUAL',
              createdate: '2026-01-01T00:00:00Z',
              lastupdate: '2026-01-01T00:00:00Z',
            },
          })),
          fetchShop: fromPromise<LoadResult<GiftShop>, { id: string }>(async () => {
            const s = await fetchGiftShop(client, 'jul-2026');
            if (s.status !== 'ok') throw new Error('shop missing');
            return s;
          }),
          fetchProducts: fromPromise(({ input }) => fetchGiftProducts(client, input.ids)),
        },
      }),
      { input: { code: 'JUL26-0001' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.context.step === 'info', { timeout: 10_000 });
    let vm = toViewModel(actor.getSnapshot(), callbacks, (shop, code) => `https://x.test/#/g/${shop}/${code}`);
    expect(vm).toMatchObject({
      step: 'info',
      giftshop: 'jul-2026',
      code: 'JUL26-0001',
      shopState: 'OPEN',
      codeState: 'UNUSED',
      showForm: true,
      copyLinkUrl: 'https://x.test/#/g/jul-2026/JUL26-0001',
      completedKind: null,
    });
    expect(vm.info).toMatchObject({ nameValid: false, showNameError: false, canContinue: false });
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna', email: 'anna@' } });
    vm = toViewModel(actor.getSnapshot(), callbacks);
    expect(vm.info).toMatchObject({
      nameValid: false,
      showNameError: true,
      emailValid: false,
      showEmailError: true,
      canContinue: false,
    });
    actor.send({ type: 'UPDATE_INFO', patch: { name: 'Anna Hansen', email: '', consent: true } });
    vm = toViewModel(actor.getSnapshot(), callbacks);
    expect(vm.info).toMatchObject({ nameValid: true, showNameError: false, emailValid: true, canContinue: true });
    actor.send({ type: 'SAVE_INFO' });
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => s.matches({ products: 'ready' }), { timeout: 10_000 });
    vm = toViewModel(actor.getSnapshot(), callbacks);
    expect(vm.products.items).toHaveLength(20);
    expect(vm.products.pageCount).toBe(Math.ceil(vm.products.total / 20));
    expect(vm.selection).toMatchObject({ count: 0, required: 1, canFinish: false });
    const id = vm.products.items[3]!.id;
    actor.send({ type: 'TOGGLE_PRODUCT', id });
    actor.send({ type: 'SET_PAGE', page: vm.products.pageCount - 1 });
    vm = toViewModel(actor.getSnapshot(), callbacks);
    expect(vm.selection).toMatchObject({ ids: [id], count: 1, canFinish: true });
    expect(vm.selection.products[0]).toMatchObject({ id });
    expect(vm.products.items.length).toBe(vm.products.total - (vm.products.pageCount - 1) * 20);
    actor.send({ type: 'OPEN_PRODUCT', id });
    expect(toViewModel(actor.getSnapshot(), callbacks).openedProduct?.id).toBe(id);
    expect(toViewModel(actor.getSnapshot(), callbacks).canGoBack).toBe(true);
    actor.stop();
  });

  it('a closed shop hides the form', async () => {
    const actor = createActor(
      giftRecipientMachine.provide({
        actors: { fetchShop: fromPromise(({ input }) => fetchGiftShop(client, input.id)) },
      }),
      { input: { giftshop: 'jul-2025' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches({ login: 'idle' }), { timeout: 10_000 });
    const vm = toViewModel(actor.getSnapshot(), callbacks);
    expect(vm).toMatchObject({ showForm: false, shopState: 'CLOSED', error: { kind: 'shopClosed' } });
    expect(vm.shop?.theme).toBeDefined();
    actor.stop();
  });

  it('storage failures never throw', () => {
    const broken: ProgressStorage = {
      getItem: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError');
      }),
      setItem: vi.fn(),
      removeItem: vi.fn(),
    };
    expect(readProgress(broken, 'jul-2026', 'JUL26-0001')).toBeNull();
    expect(readProgress({ ...broken, getItem: () => '{not json' }, 'jul-2026', 'JUL26-0001')).toBeNull();
    expect(readProgress(null, 'jul-2026', 'JUL26-0001')).toBeNull();
  });
});
