// @vitest-environment happy-dom
/**
 * The page cart service (src/features/cart/cart-service.ts) and the batched product store
 * (src/features/catalog/product-store.ts), driven through the library's API client with a scripted fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import type { Cart } from '../../../src/api/schemas/cart.ts';
import { createCartService, type CartChangeDetail, type CartService } from '../../../src/features/cart/cart-service.ts';
import { createProductStore } from '../../../src/features/catalog/product-store.ts';
import { pendingChanges, type CartState } from '../../../machines/cart.state.ts';

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

/** Resolves with the cart's state once `predicate` holds (rejects after `timeout` ms). */
function until(
  service: CartService,
  predicate: (state: CartState) => boolean,
  { timeout = 1000 }: { timeout?: number } = {},
): Promise<CartState> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      if (!predicate(service.getSnapshot())) return false;
      clearTimeout(timer);
      off();
      resolve(service.getSnapshot());
      return true;
    };
    const timer = setTimeout(() => {
      off();
      reject(new Error(`cart state not reached in ${timeout} ms: ${JSON.stringify(service.getSnapshot().status)}`));
    }, timeout);
    const off = service.subscribe(() => void check());
    check();
  });
}

/** An element in the page standing for the one that asked, with the messages of the `butik-error`s it gets. */
function errorHost(): { host: HTMLElement; errors: string[] } {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: string[] = [];
  host.addEventListener('butik-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
  return { host, errors };
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
    await until(service, (s) => s.status === 'ready');
    expect(script.calls.sort()).toEqual(['GET cart/getcart', 'GET cart/getcurrentdelivery', 'GET freegift/getcurrent']);
    expect(service.getSnapshot().context.freeGift).toEqual(gift);
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
    await until(service, (s) => s.status === 'ready');
    service.send({ type: 'ADD', productid: '10001', quantity: 3, origin: service.originOf(host) });
    expect(seen).toEqual([]); // not before the server answered
    await until(service, (s) => pendingChanges(s) === 0);
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
    await until(service, (s) => s.status === 'ready');
    service.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 1, origin: service.originOf(host) });
    await until(service, (s) => pendingChanges(s) === 0);
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
    const { host, errors } = errorHost();
    await until(service, (s) => s.status === 'ready');
    service.send({ type: 'ADD', productid: 'hang', quantity: 1, origin: service.originOf(host) });
    service.send({ type: 'ADD', productid: '10003', quantity: 2 });
    expect(service.getSnapshot().context.lines.map((l) => l.productid)).toEqual(['hang', '10003']);
    await until(service, (s) => pendingChanges(s) === 0, { timeout: 3000 });
    const s = service.getSnapshot();
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
    const { host, errors } = errorHost();
    await until(service, (s) => s.status === 'ready');
    service.send({ type: 'ADD', productid: '10001', quantity: 2, origin: service.originOf(host) });

    await vi.advanceTimersByTimeAsync(19_999);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    expect(pendingChanges(service.getSnapshot())).toBe(1);
    expect(service.getSnapshot().context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10001:2']);
    expect(errors).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    await until(service, (s) => pendingChanges(s) === 0);
    expect(service.getSnapshot().context.lines).toEqual([]);
    expect(service.getSnapshot().context.error).toMatchObject({
      kind: 'changeFailed',
      change: { productid: '10001' },
    });
    expect(errors).toHaveLength(1);
    expect(script.calls.filter((c) => c === 'POST cart/addorupdatecart')).toHaveLength(1); // not retried
  });
});

describe('cart service: the machine is loaded on demand', () => {
  const counted = () => {
    const loads = { count: 0 };
    const loadMachine = () => {
      loads.count += 1;
      return import('../../../src/features/cart/cart-machine.part.ts');
    };
    return { loads, loadMachine };
  };

  it('reads the cart without the machine; the first change loads it once and it resumes from the loaded cart', async () => {
    const script: Script = { calls: [] };
    const { loads, loadMachine } = counted();
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: true, loadMachine });
    const ready = await until(service, (s) => s.status === 'ready');
    expect(ready.context.delivery).toEqual(delivery);
    expect(ready.context.freeGift).toEqual(gift);
    expect(loads.count).toBe(0);

    service.send({ type: 'ADD', productid: '10001', quantity: 2 });
    service.send({ type: 'ADD', productid: '10001', quantity: 1 });
    // Shown at once, before the machine is there (the queue merges the two adds).
    expect(service.getSnapshot().context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10001:3']);
    expect(pendingChanges(service.getSnapshot())).toBe(1);
    const done = await until(service, (s) => pendingChanges(s) === 0 && s.context.cart?.itemcount === 3);
    expect(done.context.lines.map((l) => `${l.productid}:${l.quantity}:${l.item ? 'server' : 'shown'}`)).toEqual([
      '10001:3:server',
    ]);
    expect(loads.count).toBe(1);
    // Resumed, not restarted: the cart was read once. The machine got the two adds in order, as a running machine
    // would have: the first is sent at once, the second waits for it.
    expect(script.calls.filter((c) => c === 'GET cart/getcart')).toHaveLength(1);
    expect(script.calls.filter((c) => c === 'POST cart/addorupdatecart')).toHaveLength(2);
    service.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 5 });
    await until(service, (s) => s.context.cart?.itemcount === 5);
    expect(loads.count).toBe(1);
  });

  it('a replaced cart is the truth at once without the machine (butik-cart-change before the call returns); the free gift is reloaded, a chosen gift wins over that reload', async () => {
    const script: Script = { calls: [] };
    const { loads, loadMachine } = counted();
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: true, loadMachine });
    await until(service, (s) => s.status === 'ready');
    const changes: CartChangeDetail[] = [];
    const listener = (e: CustomEvent<CartChangeDetail>) => changes.push(e.detail);
    document.addEventListener('butik-cart-change', listener);
    try {
      service.send({ type: 'REPLACE_CART', cart: cartOf([{ productid: '10080', quantity: 2 }]) });
      expect(changes).toHaveLength(1); // synchronously
      expect(changes[0]!.change).toBeNull();
      expect(service.getSnapshot().context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10080:2']);
      expect(script.calls.filter((c) => c === 'GET freegift/getcurrent')).toHaveLength(2); // start + reload
      const chosen = { ...gift, selectedproductid: '10597' };
      service.send({ type: 'FREE_GIFT', freeGift: chosen });
      await new Promise((r) => setTimeout(r, 30)); // the reload's answer arrives and is dropped
      expect(service.getSnapshot().context.freeGift).toEqual(chosen);
      expect(loads.count).toBe(0);
    } finally {
      document.removeEventListener('butik-cart-change', listener);
    }
  });

  it('keeps a change asked for during the first read and sends it once the cart is loaded', async () => {
    const script: Script = { calls: [] };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: false, ...counted() });
    expect(service.getSnapshot().status).toBe('loading');
    service.send({ type: 'ADD', productid: '10002', quantity: 4 });
    expect(service.getSnapshot().context.lines.map((l) => `${l.productid}:${l.quantity}`)).toEqual(['10002:4']);
    const done = await until(service, (s) => s.status === 'ready' && s.context.cart?.itemcount === 4);
    expect(pendingChanges(done)).toBe(0);
    expect(script.calls.filter((c) => c === 'GET cart/getcart')).toHaveLength(1);
  });

  it('a failed read shows the failure; RETRY reads again without the machine', async () => {
    let fail = true;
    const base = scriptedFetch({ calls: [] });
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (fail && String(new Request(input, init).url).endsWith('cart/getcart')) return json({ error: 'down' }, 500);
      return base(input, init);
    }) as typeof fetch;
    const { loads, loadMachine } = counted();
    const service = createCartService(client(fetchImpl), { freeGifts: false, loadMachine });
    const failed = await until(service, (s) => s.status === 'failed');
    expect(failed.context.error).toEqual({ kind: 'loadFailed' });
    fail = false;
    service.send({ type: 'RETRY' });
    expect(service.getSnapshot().status).toBe('loading');
    const ready = await until(service, (s) => s.status === 'ready');
    expect(ready.context.error).toBeNull();
    expect(loads.count).toBe(0);
  });

  it('a session change during the first read drops the older answer', async () => {
    const answers: Array<(r: Response) => void> = [];
    const base = scriptedFetch({ calls: [] });
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(new Request(input, init).url).endsWith('cart/getcart')) {
        return new Promise<Response>((resolve) => answers.push(resolve));
      }
      return base(input, init);
    }) as typeof fetch;
    const service = createCartService(client(fetchImpl), { freeGifts: false, ...counted() });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    service.send({ type: 'SESSION_CHANGED' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(json(cartOf([{ productid: 'new-session', quantity: 1 }])));
    answers[0]!(json(cartOf([{ productid: 'old-session', quantity: 1 }])));
    const ready = await until(service, (s) => s.status === 'ready');
    await new Promise((r) => setTimeout(r, 20));
    expect(service.getSnapshot().context.lines.map((l) => l.productid)).toEqual(['new-session']);
    expect(ready.context.cart?.items[0]?.productid).toBe('new-session');
  });

  it('when the machine cannot be loaded, a waiting change fails with butik-error and the next change tries again', async () => {
    const script: Script = { calls: [] };
    let attempts = 0;
    const loadMachine = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('../../../src/features/cart/cart-machine.part.ts');
    };
    const service = createCartService(client(scriptedFetch(script)), { freeGifts: false, loadMachine });
    const { host, errors } = errorHost();
    await until(service, (s) => s.status === 'ready');
    service.send({ type: 'ADD', productid: '10001', quantity: 1, origin: service.originOf(host) });
    const failed = await until(service, (s) => s.context.error !== null);
    expect(failed.context.error).toMatchObject({ kind: 'changeFailed', change: { productid: '10001' } });
    expect(failed.context.lines).toEqual([]); // rolled back
    expect(errors).toHaveLength(1);
    expect(script.calls).not.toContain('POST cart/addorupdatecart');

    service.send({ type: 'ADD', productid: '10001', quantity: 1, origin: service.originOf(host) });
    await until(service, (s) => s.context.cart?.itemcount === 1 && pendingChanges(s) === 0);
    expect(attempts).toBe(2);
  });

  it("a session change of a loaded cart goes to the machine: the new session's cart replaces the shown one", async () => {
    let session = 'a';
    const base = scriptedFetch({ calls: [] });
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(new Request(input, init).url).endsWith('cart/getcart')) {
        return json(cartOf(session === 'a' ? [] : [{ productid: 'b-line', quantity: 2 }]));
      }
      return base(input, init);
    }) as typeof fetch;
    const { loads, loadMachine } = counted();
    const service = createCartService(client(fetchImpl), { freeGifts: false, loadMachine });
    const changes: CartChangeDetail[] = [];
    document.addEventListener('butik-cart-change', (e) => changes.push(e.detail), { once: true });
    await until(service, (s) => s.status === 'ready');
    session = 'b';
    service.send({ type: 'SESSION_CHANGED' });
    const replaced = await until(service, (s) => s.context.cart?.itemcount === 2);
    expect(replaced.status).toBe('ready');
    expect(loads.count).toBe(1);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.change).toBeNull();
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
