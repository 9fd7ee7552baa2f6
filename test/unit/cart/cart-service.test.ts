// @vitest-environment happy-dom
/**
 * The page cart service (src/features/cart/cart-service.ts) and the batched product store
 * (src/features/catalog/product-store.ts), driven through the library's API client with a scripted fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createApiClient } from '../../../src/api/client.ts';
import type { Cart } from '../../../src/api/schemas/cart.ts';
import { createCartService, type CartChangeDetail } from '../../../src/features/cart/cart-service.ts';
import { createProductStore } from '../../../src/features/catalog/product-store.ts';
import { pendingChanges } from '../../../machines/cart.machine.ts';

const delivery = {
  freedeliverypossible: true,
  freedeliveryobtained: false,
  displayfreedeliverylimit: '1.500,00 kr.',
  displayfreedeliverydiff: '1.500,00 kr.',
};
function cartOf(items: Array<{ productid: string; quantity: number }>): Cart {
  return {
    items: items.map((i) => ({
      productid: i.productid,
      variantid: null,
      quantity: i.quantity,
      unitprice: { price: 10, vatrate: 0.25, currency: 'DKK', discountamount: 0 },
      name: `Product ${i.productid}`,
    })),
    fees: [],
    displaytotalprice: '0,00 kr.',
    itemcount: items.reduce((s, i) => s + i.quantity, 0),
    delivery,
  };
}
const gift = {
  products: [],
  removable: true,
  freegiftpossible: true,
  freegiftobtained: false,
  displayfreegiftlimit: '1.000,00 kr.',
  displayfreegiftdiff: '1.000,00 kr.',
  selectedproductid: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Script {
  calls: string[];
  change?: (body: { productid: string; quantity: number }, signal: AbortSignal | undefined) => Promise<Response>;
}

function scriptedFetch(script: Script): typeof fetch {
  let items: Array<{ productid: string; quantity: number }> = [];
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/contextapi\/t\/v1\//, '');
    script.calls.push(`${request.method} ${path}`);
    if (path === 'cart/getcart') return json(cartOf(items));
    if (path === 'cart/getcurrentdelivery') return json(delivery);
    if (path === 'freegift/getcurrent') return json(gift);
    if (path === 'cart/addorupdatecart') {
      const body = JSON.parse(await request.text()) as { productid: string; quantity: number };
      if (script.change) return script.change(body, init?.signal ?? undefined);
      items = items.filter((i) => i.productid !== body.productid);
      if (body.quantity > 0) items.push({ productid: body.productid, quantity: body.quantity });
      return json(cartOf(items));
    }
    return json({ error: 'no route' }, 404);
  }) as typeof fetch;
}

function client(fetchImpl: typeof fetch) {
  return createApiClient({
    context: 't',
    origin: 'http://localhost',
    fetch: fetchImpl,
    cookies: () => '',
    logger: { debug: () => {}, warn: () => {} },
    retry: { retries: 0 },
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cart service', () => {
  it('loads the cart, the current delivery and (free gifts on) the current free gift once at start', async () => {
    const script: Script = { calls: [] };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: true });
    await waitFor(service.actor, (s) => s.matches('ready'));
    expect(script.calls.sort()).toEqual(['GET cart/getcart', 'GET cart/getcurrentdelivery', 'GET freegift/getcurrent']);
    expect(service.actor.getSnapshot().context.freeGift).toEqual(gift);
  });

  it('fires butik-cart-change (bubbles, composed) on the element that asked, once the server confirmed', async () => {
    const script: Script = { calls: [] };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: false });
    const host = document.createElement('div');
    document.body.append(host);
    const seen: Array<{ target: EventTarget | null; detail: CartChangeDetail; bubbles: boolean; composed: boolean }> =
      [];
    document.addEventListener('butik-cart-change', (e) =>
      seen.push({ target: e.target, detail: e.detail, bubbles: e.bubbles, composed: e.composed }),
    );
    await waitFor(service.actor, (s) => s.matches('ready'));
    service.actor.send({ type: 'ADD', productid: '10001', quantity: 3, origin: service.originOf(host) });
    expect(seen).toEqual([]); // not before the server answered
    await waitFor(service.actor, (s) => pendingChanges(s) === 0);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.target).toBe(host);
    expect(seen[0]!.bubbles && seen[0]!.composed).toBe(true);
    expect(seen[0]!.detail.change).toEqual({ productid: '10001', variantid: null, quantity: 3 });
    expect(seen[0]!.detail.cart.itemcount).toBe(3);
    expect(service.originOf(host)).toBe(service.originOf(host)); // one token per element
  });

  it('fires on document when the element that asked has left the page', async () => {
    const service = createCartService(client(scriptedFetch({ calls: [] })), { freeGifts: false });
    const host = document.createElement('div');
    const targets: Array<EventTarget | null> = [];
    document.addEventListener('butik-cart-change', (e) => targets.push(e.target));
    await waitFor(service.actor, (s) => s.matches('ready'));
    service.actor.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 1, origin: service.originOf(host) });
    await waitFor(service.actor, (s) => pendingChanges(s) === 0);
    expect(targets).toEqual([document]);
  });

  it('aborts a change that never answers after the timeout, rolls it back and fires butik-error; the queue goes on', async () => {
    const script: Script = {
      calls: [],
      change: (body, signal) =>
        body.productid === 'hang'
          ? new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
          : Promise.resolve(json(cartOf([{ productid: body.productid, quantity: body.quantity }]))),
    };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: false, changeTimeoutMs: 150 });
    const host = document.createElement('div');
    document.body.append(host);
    const errors: string[] = [];
    host.addEventListener('butik-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
    await waitFor(service.actor, (s) => s.matches('ready'));
    service.actor.send({ type: 'ADD', productid: 'hang', quantity: 1, origin: service.originOf(host) });
    service.actor.send({ type: 'ADD', productid: '10003', quantity: 2 });
    expect(service.actor.getSnapshot().context.lines.map((l) => l.productid)).toEqual(['hang', '10003']);
    await waitFor(service.actor, (s) => pendingChanges(s) === 0, { timeout: 3000 });
    const s = service.actor.getSnapshot();
    expect(s.context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10003:2']);
    expect(s.context.error).toMatchObject({ kind: 'changeFailed', change: { productid: 'hang' } }); // kept after 10003 succeeded
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/hang.*rolled back/);
  });
});

describe('cart service: the default change timeout (README "no answer within 20 s")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an unanswered change pending until 20 s have passed, then aborts it and rolls it back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const signals: AbortSignal[] = [];
    const script: Script = {
      calls: [],
      change: (_body, signal) => {
        if (signal) signals.push(signal);
        return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      },
    };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: false }); // no changeTimeoutMs
    const host = document.createElement('div');
    document.body.append(host);
    const errors: string[] = [];
    host.addEventListener('butik-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
    await waitFor(service.actor, (s) => s.matches('ready'));
    service.actor.send({ type: 'ADD', productid: '10001', quantity: 2, origin: service.originOf(host) });

    await vi.advanceTimersByTimeAsync(19_999);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    expect(pendingChanges(service.actor.getSnapshot())).toBe(1);
    expect(service.actor.getSnapshot().context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10001:2']);
    expect(errors).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(service.actor, (s) => pendingChanges(s) === 0);
    expect(service.actor.getSnapshot().context.lines).toEqual([]);
    expect(service.actor.getSnapshot().context.error).toMatchObject({
      kind: 'changeFailed',
      change: { productid: '10001' },
    });
    expect(errors).toHaveLength(1);
    expect(script.calls.filter((c) => c === 'POST cart/addorupdatecart')).toHaveLength(1); // not retried
  });
});

describe('product store', () => {
  const product = (id: string) => ({
    id,
    name: `P${id}`,
    image: '',
    images: [],
    badges: [],
    icons: [],
    url: `/product/${id}`,
    unit: 'stk',
    sku: `A${id}`,
    colli: 1,
    hasvariants: false,
    allowpurchase: true,
    showstock: false,
    showprices: true,
    price: null,
    bulkdiscounts: [],
    longdescription: '',
    duties: [],
    stockmessage: null,
  });

  it('batches the ids asked for in one task into one POST product/ids; unknown ids are missing', async () => {
    const bodies: string[][] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const ids = JSON.parse(String(init?.body)) as string[];
      bodies.push(ids);
      return json(ids.filter((id) => id !== '99999').map(product));
    }) as typeof fetch;
    const store = createProductStore(client(fetchImpl));
    const results = await Promise.all(['10001', '10002', '99999', '10001'].map((id) => store.load(id)));
    expect(bodies).toEqual([['10001', '10002', '99999']]);
    expect(results.map((r) => r.status)).toEqual(['ready', 'ready', 'missing', 'ready']);
    expect(results[1]!.product?.name).toBe('P10002');
    expect(store.peek('10001')?.status).toBe('ready');
    await store.load('10002'); // known: no new request
    expect(bodies).toHaveLength(1);
    expect((await store.load('<script>')).status).toBe('missing'); // never sent
    expect(bodies).toHaveLength(1);
  });

  it('a failed request marks its ids failed; the next load asks again', async () => {
    let fail = true;
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (fail) return json({ error: 'down' }, 500);
      return json((JSON.parse(String(init?.body)) as string[]).map(product));
    }) as unknown as typeof fetch;
    const store = createProductStore(client(fetchImpl));
    expect((await store.load('10001')).status).toBe('failed');
    fail = false;
    expect((await store.load('10001')).status).toBe('ready');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
