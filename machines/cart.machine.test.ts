import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AddToCartRequest, Cart, CartDelivery, CartItem } from '../src/api/schemas/cart.ts';
import type { FreeGift } from '../src/api/schemas/freegift.ts';
import {
  cartMachine,
  committedQuantityOf,
  enqueueChange,
  optimisticLines,
  pendingChanges,
  quantityOf,
  type CartEmitted,
  type CartInput,
  type CartSnapshot,
} from './cart.machine.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const DELIVERY: CartDelivery = {
  freedeliverypossible: true,
  freedeliveryobtained: false,
  displayfreedeliverylimit: '1.000,00 kr.',
  displayfreedeliverydiff: '1.000,00 kr.',
};

function item(productid: string, quantity: number, variantid: string | null = null): CartItem {
  return {
    productid,
    variantid,
    quantity,
    unitprice: { price: 10, vatrate: 0.25, currency: 'DKK', discountamount: 0 },
    name: `Product ${productid}`,
  };
}

function cartOf(items: CartItem[]): Cart {
  const count = items.reduce((sum, i) => sum + i.quantity, 0);
  return {
    items,
    fees: [],
    displaytotalprice: `${count * 10},00 kr.`,
    itemcount: count,
    delivery: { ...DELIVERY, freedeliveryobtained: count * 10 >= 1000 },
  };
}

const GIFT: FreeGift = {
  products: [],
  removable: true,
  freegiftpossible: true,
  freegiftobtained: false,
  displayfreegiftlimit: '500,00 kr.',
  displayfreegiftdiff: '500,00 kr.',
  selectedproductid: null,
};

/** A fake server: applies add-to-cart payloads to its items (absolute quantity, 0 removes). */
class FakeServer {
  items: CartItem[] = [];
  requests: AddToCartRequest[] = [];
  /** When set, each change waits for the test to call `release()`. */
  manual = false;
  gates: Array<() => void> = [];
  failChange: (request: AddToCartRequest) => 'reject' | 'undefined' | false = () => false;
  /** The cart of `items` now: what GET cart answers unless a test replaces `loadCart`. */
  cartNow = async (): Promise<Cart | undefined> => cartOf(structuredClone(this.items));
  loadCart: () => Promise<Cart | undefined> = this.cartNow;
  loadDelivery: () => Promise<CartDelivery | undefined> = async () => ({
    ...DELIVERY,
    displayfreedeliverydiff: '900,00 kr.',
  });
  loadFreeGift: () => Promise<FreeGift | undefined> = async () => GIFT;

  constructor(items: CartItem[] = []) {
    this.items = items;
  }

  async change(request: AddToCartRequest): Promise<Cart | undefined> {
    this.requests.push(structuredClone(request));
    if (this.manual) {
      const gate = deferred<void>();
      this.gates.push(() => gate.resolve());
      await gate.promise;
    }
    const failure = this.failChange(request);
    if (failure === 'reject') throw new Error('500 Internal Server Error');
    if (failure === 'undefined') return undefined;
    const variantid = request.variantid ?? null;
    const index = this.items.findIndex((i) => i.productid === request.productid && i.variantid === variantid);
    if (request.quantity === 0) {
      if (index >= 0) this.items.splice(index, 1);
    } else if (index >= 0) {
      this.items[index] = { ...this.items[index]!, quantity: request.quantity };
    } else {
      this.items.push(item(request.productid, request.quantity, variantid));
    }
    return cartOf(structuredClone(this.items));
  }

  /** Cart loads wait until the returned function is called, then answer `answer()` (default: the cart then). */
  holdLoads(answer: () => Promise<Cart | undefined> = this.cartNow): () => void {
    const gate = deferred<void>();
    this.loadCart = async () => {
      await gate.promise;
      return answer();
    };
    return () => gate.resolve();
  }

  /** Lets the oldest waiting change answer. */
  release(): void {
    const gate = this.gates.shift();
    if (!gate) throw new Error('no change waiting');
    gate();
  }
}

function start(input: CartInput = {}, server = new FakeServer()) {
  const calls = {
    loadCart: vi.fn(() => server.loadCart()),
    loadDelivery: vi.fn(() => server.loadDelivery()),
    loadFreeGift: vi.fn(() => server.loadFreeGift()),
    sendChange: vi.fn((request: AddToCartRequest) => server.change(request)),
  };
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(() => calls.loadCart()),
      loadDelivery: fromPromise(() => calls.loadDelivery()),
      loadFreeGift: fromPromise(() => calls.loadFreeGift()),
      sendChange: fromPromise(({ input: request }) => calls.sendChange(request)),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CartEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted, server };
}

type Actor = ReturnType<typeof start>['actor'];

const loaded = (actor: Actor) => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
/** A loaded cart whose server holds every change until the test calls `server.release()`. */
async function startHeld(items: CartItem[] = [], input: CartInput = {}) {
  const server = new FakeServer(items);
  server.manual = true;
  const started = start(input, server);
  await loaded(started.actor);
  return started;
}
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.matches({ ready: { changes: 'idle' } }) && s.context.queue.length === 0);
const flush = () => new Promise((r) => setTimeout(r, 0));
const quantities = (s: CartSnapshot) =>
  s.context.lines.map((l) => `${l.productid}/${l.variantid ?? '-'}:${l.quantity}`);

describe('loading', () => {
  it('loads the cart and the current delivery; no free gift without the flag', async () => {
    const { actor, calls } = start({}, new FakeServer([item('10001', 2)]));
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await loaded(actor);
    const s = actor.getSnapshot();
    expect(s.matches('ready')).toBe(true);
    expect(s.context.cart?.itemcount).toBe(2);
    expect(quantities(s)).toEqual(['10001/-:2']);
    expect(s.context.lines[0]?.item?.name).toBe('Product 10001');
    expect(s.context.delivery?.displayfreedeliverydiff).toBe('900,00 kr.');
    expect(calls.loadCart).toHaveBeenCalledTimes(1);
    expect(calls.loadDelivery).toHaveBeenCalledTimes(1);
    expect(calls.loadFreeGift).not.toHaveBeenCalled();
    expect(s.context.freeGift).toBeNull();
    expect(s.context.error).toBeNull();
  });

  it('loads the current free gift with freeGifts on', async () => {
    const { actor, calls } = start({ freeGifts: true });
    await loaded(actor);
    expect(calls.loadFreeGift).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.freeGift).toEqual(GIFT);
  });

  it('a failed cart load (rejected or nothing returned) is loadFailed; RETRY loads again', async () => {
    for (const failure of ['reject', 'undefined'] as const) {
      const server = new FakeServer([item('10001', 1)]);
      const good = server.loadCart;
      server.loadCart = failure === 'reject' ? () => Promise.reject(new Error('Network Error')) : async () => undefined;
      const { actor, calls } = start({}, server);
      await loaded(actor);
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(actor.getSnapshot().context.error).toEqual({ kind: 'loadFailed' });
      expect(actor.getSnapshot().context.cart).toBeNull();
      server.loadCart = good;
      actor.send({ type: 'RETRY' });
      await loaded(actor);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(calls.loadCart).toHaveBeenCalledTimes(2);
    }
  });

  it('a failed delivery load falls back to the cart delivery; a failed free-gift load leaves none', async () => {
    const server = new FakeServer();
    server.loadDelivery = () => Promise.reject(new Error('timeout of 100 ms exceeded'));
    server.loadFreeGift = async () => undefined;
    const { actor } = start({ freeGifts: true }, server);
    await loaded(actor);
    const s = actor.getSnapshot();
    expect(s.matches('ready')).toBe(true);
    expect(s.context.delivery).toEqual(DELIVERY);
    expect(s.context.freeGift).toBeNull();
  });

  it('changes sent while loading wait and are sent after the load', async () => {
    const server = new FakeServer([item('10001', 1)]);
    const release = server.holdLoads();
    const { actor, calls } = start({}, server);
    actor.send({ type: 'ADD', productid: '10001', quantity: 2 });
    expect(calls.sendChange).not.toHaveBeenCalled();
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:2']);
    release();
    await loaded(actor);
    // the add of 2 is made absolute against the loaded line (1)
    await settled(actor);
    expect(calls.sendChange).toHaveBeenCalledTimes(1);
    expect(calls.sendChange).toHaveBeenCalledWith({ productid: '10001', variantid: null, quantity: 3 });
    expect(actor.getSnapshot().context.cart?.items.map((i) => i.quantity)).toEqual([3]);
  });
});

describe('changes', () => {
  it('applies a change at once, then takes the server answer as the truth and emits cartChanged', async () => {
    const { actor, emitted, server } = await startHeld([item('10001', 1)]);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 5 });
    let s = actor.getSnapshot();
    expect(quantities(s)).toEqual(['10001/-:5']);
    expect(s.context.lines[0]?.pending).toBe(true);
    expect(s.context.cart?.itemcount).toBe(1); // totals stay the server's until it answers
    expect(server.requests).toEqual([{ productid: '10001', variantid: null, quantity: 5 }]);
    expect(emitted).toEqual([]);
    server.release();
    await settled(actor);
    s = actor.getSnapshot();
    expect(s.context.cart?.itemcount).toBe(5);
    expect(s.context.lines[0]?.pending).toBe(false);
    expect(emitted).toEqual([
      {
        type: 'cartChanged',
        cart: s.context.cart,
        change: { productid: '10001', variantid: null, quantity: 5 },
        origin: undefined,
      },
    ]);
  });

  it('carries the origin of a change through merges to cartChanged (the element that asked gets the event)', async () => {
    const { actor, emitted, server } = await startHeld();
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 2, origin: 'a' });
    actor.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 1, origin: 'b' });
    actor.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 3, origin: 'c' });
    await vi.waitFor(() => expect(server.gates.length).toBe(1));
    server.release();
    await vi.waitFor(() => expect(server.gates.length).toBe(1));
    server.release();
    await vi.waitFor(() => expect(emitted.length).toBe(2));
    expect(
      emitted.map((e) =>
        e.type === 'cartChanged' ? `${e.change?.productid}:${e.change?.quantity}@${e.origin}` : e.type,
      ),
    ).toEqual(['10001:2@a', '10002:3@c']);
    expect(server.requests.every((r) => !('origin' in r))).toBe(true);
  });

  it('ADD adds to the line (creating it), with add-on products; REMOVE sends quantity 0', async () => {
    const { actor, server, emitted } = start({}, new FakeServer([item('10001', 2)]));
    await loaded(actor);
    actor.send({ type: 'ADD', productid: '10001', quantity: 3, addonproductids: ['10500'] });
    await settled(actor);
    actor.send({ type: 'ADD', productid: '10002', variantid: 'V-RED', quantity: 6 });
    expect(actor.getSnapshot().context.lines.find((l) => l.productid === '10002')?.item).toBeNull();
    await settled(actor);
    actor.send({ type: 'REMOVE', productid: '10001' });
    await settled(actor);
    expect(server.requests).toEqual([
      { productid: '10001', variantid: null, quantity: 5, addonproductids: ['10500'] },
      { productid: '10002', variantid: 'V-RED', quantity: 6 },
      { productid: '10001', variantid: null, quantity: 0 },
    ]);
    expect(quantities(actor.getSnapshot())).toEqual(['10002/V-RED:6']);
    expect(emitted.filter((e) => e.type === 'cartChanged')).toHaveLength(3);
  });

  it('SET_QUANTITY 0 removes the line at once', async () => {
    const { actor, server } = start({}, new FakeServer([item('10001', 2), item('10002', 1)]));
    await loaded(actor);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 0 });
    expect(quantities(actor.getSnapshot())).toEqual(['10002/-:1']);
    await settled(actor);
    expect(server.items.map((i) => i.productid)).toEqual(['10002']);
  });

  it('the lookup key is productid + variantid', async () => {
    const { actor } = start({}, new FakeServer([item('10001', 1, 'V-S'), item('10001', 4, 'V-M')]));
    await loaded(actor);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', variantid: 'V-M', quantity: 8 });
    const lines = actor.getSnapshot().context.lines;
    expect(quantityOf(lines, '10001', 'V-S')).toBe(1);
    expect(quantityOf(lines, '10001', 'V-M')).toBe(8);
    expect(quantityOf(lines, '10001')).toBe(0);
    expect(quantityOf(lines, '10001', '')).toBe(0);
  });

  it('sends concurrent changes one at a time, in order', async () => {
    const { actor, emitted, server } = await startHeld([item('10003', 1)]);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 2 });
    actor.send({ type: 'ADD', productid: '10002', quantity: 3 });
    actor.send({ type: 'REMOVE', productid: '10003' });
    await flush();
    expect(server.requests.map((r) => r.productid)).toEqual(['10001']);
    expect(pendingChanges(actor.getSnapshot())).toBe(3);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:2', '10002/-:3']);
    server.release();
    await waitFor(actor, () => server.requests.length === 2);
    expect(server.requests.map((r) => r.productid)).toEqual(['10001', '10002']);
    expect(server.gates).toHaveLength(1);
    server.release();
    await waitFor(actor, () => server.requests.length === 3);
    server.release();
    await settled(actor);
    expect(server.requests.map((r) => `${r.productid}:${r.quantity}`)).toEqual(['10001:2', '10002:3', '10003:0']);
    expect(emitted.map((e) => e.type)).toEqual(['cartChanged', 'cartChanged', 'cartChanged']);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:2', '10002/-:3']);
    expect(pendingChanges(actor.getSnapshot())).toBe(0);
  });

  it('a queued change of the same line is replaced by the newer one (the one in flight is kept)', async () => {
    const { actor, server } = await startHeld();
    for (let i = 0; i < 20; i++) actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:20']);
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    server.release();
    await waitFor(actor, () => server.requests.length === 2);
    server.release();
    await settled(actor);
    expect(server.requests.map((r) => r.quantity)).toEqual([1, 20]);
    expect(server.items).toHaveLength(1);
    expect(actor.getSnapshot().context.cart?.items[0]?.quantity).toBe(20);
  });

  it('an ADD after a failed change adds to what the server has', async () => {
    const server = new FakeServer([item('10001', 2)]);
    server.manual = true;
    server.failChange = (r) => (r.quantity === 3 ? 'reject' : false);
    const { actor } = start({}, server);
    await loaded(actor);
    actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    actor.send({ type: 'ADD', productid: '10001', quantity: 5 });
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:8']);
    server.release();
    await waitFor(actor, () => server.gates.length === 1);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:7']);
    server.release();
    await settled(actor);
    expect(server.requests.map((r) => r.quantity)).toEqual([3, 7]);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:7']);
  });

  it('merges queued changes of one line: add sums, set replaces', () => {
    const base = { productid: '1', variantid: null };
    let queue = enqueueChange([], { ...base, quantity: 2, add: true });
    queue = enqueueChange(queue, { ...base, quantity: 3, add: true });
    expect(queue).toEqual([{ ...base, quantity: 5, add: true }]);
    queue = enqueueChange(queue, { ...base, quantity: 4 });
    queue = enqueueChange(queue, { ...base, quantity: 1, add: true });
    expect(queue).toEqual([{ ...base, quantity: 5 }]);
  });

  it('keeps add-on ids of a replaced queued change', () => {
    const queue = enqueueChange([{ productid: '1', variantid: null, quantity: 1, addonproductids: ['9'] }], {
      productid: '1',
      variantid: null,
      quantity: 3,
    });
    expect(queue).toEqual([{ productid: '1', variantid: null, quantity: 3, addonproductids: ['9'] }]);
  });
});

describe('server failure', () => {
  it('rolls the lines back to the last server truth, sets changeFailed and emits changeFailed', async () => {
    for (const failure of ['reject', 'undefined'] as const) {
      const server = new FakeServer([item('10001', 6)]);
      server.failChange = () => failure;
      const { actor, emitted } = start({}, server);
      await loaded(actor);
      actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 12 });
      actor.send({ type: 'ADD', productid: '10002', quantity: 1 });
      expect(quantities(actor.getSnapshot())).toEqual(['10001/-:12', '10002/-:1']);
      await settled(actor);
      const s = actor.getSnapshot();
      expect(quantities(s)).toEqual(['10001/-:6']);
      expect(s.context.lines[0]?.pending).toBe(false);
      const change = { productid: '10002', variantid: null, quantity: 1 };
      expect(s.context.error).toEqual({ kind: 'changeFailed', change });
      expect(emitted).toEqual([
        {
          type: 'changeFailed',
          change: { productid: '10001', variantid: null, quantity: 12 },
          error: { kind: 'changeFailed', change: { productid: '10001', variantid: null, quantity: 12 } },
        },
        { type: 'changeFailed', change, error: { kind: 'changeFailed', change } },
      ]);
      expect(emitted.some((e) => e.type === 'cartChanged')).toBe(false);
    }
  });

  it("a failure keeps the changes still queued; another line's success keeps the error, the same line's success clears it", async () => {
    const server = new FakeServer([item('10001', 1)]);
    server.manual = true;
    server.failChange = (r) => (r.productid === '10001' ? 'reject' : false);
    const { actor, emitted } = start({}, server);
    await loaded(actor);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 9 });
    actor.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 4 });
    server.release();
    await waitFor(actor, (s) => s.context.error !== null);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:1', '10002/-:4']);
    await waitFor(actor, () => server.gates.length === 1);
    server.release();
    await settled(actor);
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'changeFailed', change: { productid: '10001' } });
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:1', '10002/-:4']);
    expect(emitted.map((e) => e.type)).toEqual(['changeFailed', 'cartChanged']);
    server.failChange = () => false;
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 2 });
    await waitFor(actor, () => server.gates.length === 1);
    server.release();
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('DISMISS_ERROR clears the error', async () => {
    const server = new FakeServer();
    server.failChange = () => 'reject';
    const { actor } = start({}, server);
    await loaded(actor);
    actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    await settled(actor);
    expect(actor.getSnapshot().context.error?.kind).toBe('changeFailed');
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('drafts (an edit still in its debounce)', () => {
  it('shows the draft quantity at once without sending it; a real change of the line replaces it; null clears it', async () => {
    const server = new FakeServer([item('10001', 6), item('10002', 1)]);
    const { actor } = start({}, server);
    await loaded(actor);
    actor.send({ type: 'DRAFT', productid: '10001', quantity: 18 });
    let s = actor.getSnapshot();
    expect(quantities(s)).toEqual(['10001/-:18', '10002/-:1']);
    expect(s.context.lines[0]?.pending).toBe(true);
    expect(pendingChanges(s)).toBe(1);
    expect(committedQuantityOf(s, '10001')).toBe(6); // what the control compares its edit with
    expect(server.requests).toEqual([]);
    // A draft of 0 keeps the line (shown with 0) until the removal is really asked for.
    actor.send({ type: 'DRAFT', productid: '10001', quantity: 0 });
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:0', '10002/-:1']);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 12 });
    s = actor.getSnapshot();
    expect(s.context.drafts).toEqual([]);
    await settled(actor);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:12', '10002/-:1']);
    actor.send({ type: 'DRAFT', productid: '10002', quantity: 5 });
    actor.send({ type: 'DRAFT', productid: '10002', quantity: null });
    s = actor.getSnapshot();
    expect(quantities(s)).toEqual(['10001/-:12', '10002/-:1']);
    expect(pendingChanges(s)).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('a draft survives the server answer of another change and a rollback', async () => {
    const server = new FakeServer([item('10001', 1), item('10002', 1)]);
    server.failChange = (r) => (r.productid === '10002' ? 'reject' : false);
    const { actor } = start({}, server);
    await loaded(actor);
    actor.send({ type: 'DRAFT', productid: '10001', quantity: 4 });
    actor.send({ type: 'SET_QUANTITY', productid: '10002', quantity: 3 });
    await settled(actor);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:4', '10002/-:1']);
  });
});

describe('other cart updates', () => {
  it("REPLACE_CART takes another call's cart as the truth and emits cartChanged; FREE_GIFT sets the gift", async () => {
    const { actor, emitted } = start();
    await loaded(actor);
    const cart = cartOf([item('10007', 3)]);
    actor.send({ type: 'REPLACE_CART', cart });
    expect(quantities(actor.getSnapshot())).toEqual(['10007/-:3']);
    expect(emitted).toEqual([{ type: 'cartChanged', cart, change: null, origin: undefined }]);
    actor.send({ type: 'REPLACE_CART', cart, origin: 'bulk' });
    expect(emitted.at(-1)).toMatchObject({ type: 'cartChanged', change: null, origin: 'bulk' });
    actor.send({ type: 'FREE_GIFT', freeGift: { ...GIFT, selectedproductid: '10100' } });
    expect(actor.getSnapshot().context.freeGift?.selectedproductid).toBe('10100');
  });

  it('reloads the free gift after each confirmed change (freeGifts on); a failed reload keeps the old one', async () => {
    const server = new FakeServer();
    const { actor, calls } = start({ freeGifts: true }, server);
    await loaded(actor);
    server.loadFreeGift = async () => ({ ...GIFT, freegiftobtained: true });
    actor.send({ type: 'ADD', productid: '10001', quantity: 60 });
    await settled(actor);
    await waitFor(actor, (s) => s.context.freeGift?.freegiftobtained === true);
    expect(calls.loadFreeGift).toHaveBeenCalledTimes(2);
    server.loadFreeGift = () => Promise.reject(new Error('Network Error'));
    actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    await settled(actor);
    await waitFor(actor, (s) => s.matches({ ready: { freeGift: 'idle' } }));
    expect(calls.loadFreeGift).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.freeGift?.freegiftobtained).toBe(true);
  });

  it('a newer free-gift reload wins over an older one whose answer comes later', async () => {
    const server = new FakeServer();
    const { actor, calls } = start({ freeGifts: true }, server);
    await loaded(actor);
    const answers = [deferred<FreeGift | undefined>(), deferred<FreeGift | undefined>()];
    let next = 0;
    server.loadFreeGift = () => answers[next++]!.promise;
    actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    await waitFor(actor, () => calls.loadFreeGift.mock.calls.length === 2);
    actor.send({ type: 'ADD', productid: '10001', quantity: 60 });
    await waitFor(actor, () => calls.loadFreeGift.mock.calls.length === 3);
    answers[1]!.resolve({ ...GIFT, freegiftobtained: true, selectedproductid: 'newer' });
    await waitFor(actor, (s) => s.matches({ ready: { freeGift: 'idle' } }));
    answers[0]!.resolve({ ...GIFT, freegiftobtained: false, selectedproductid: 'older' });
    await flush();
    expect(actor.getSnapshot().context.freeGift?.selectedproductid).toBe('newer');
  });

  it("a gift chosen while a reload runs is not overwritten by the reload's older answer", async () => {
    const server = new FakeServer();
    const { actor, calls } = start({ freeGifts: true }, server);
    await loaded(actor);
    const reload = deferred<FreeGift | undefined>();
    server.loadFreeGift = () => reload.promise;
    actor.send({ type: 'ADD', productid: '10001', quantity: 60 });
    await waitFor(actor, () => calls.loadFreeGift.mock.calls.length === 2);
    actor.send({ type: 'FREE_GIFT', freeGift: { ...GIFT, freegiftobtained: true, selectedproductid: '10100' } });
    reload.resolve({ ...GIFT, freegiftobtained: true, selectedproductid: null });
    await flush();
    await flush();
    expect(actor.getSnapshot().matches({ ready: { freeGift: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.freeGift?.selectedproductid).toBe('10100');
  });

  it('without freeGifts a change never loads a free gift', async () => {
    const { actor, calls } = start();
    await loaded(actor);
    actor.send({ type: 'ADD', productid: '10001', quantity: 1 });
    await settled(actor);
    expect(calls.loadFreeGift).not.toHaveBeenCalled();
  });

  it('ignores bad change requests', async () => {
    const { actor, calls } = start();
    await loaded(actor);
    actor.send({ type: 'ADD', productid: '', quantity: 1 });
    actor.send({ type: 'ADD', productid: '10001', quantity: 0 });
    actor.send({ type: 'ADD', productid: '10001', quantity: Number.NaN });
    await flush();
    expect(calls.sendChange).not.toHaveBeenCalled();
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: -4 });
    await settled(actor);
    expect(calls.sendChange).toHaveBeenCalledWith({ productid: '10001', variantid: null, quantity: 0 });
  });

  it('optimisticLines applies pending changes over the truth', () => {
    const lines = optimisticLines(cartOf([item('1', 1), item('2', 2)]), [
      { productid: '1', variantid: null, quantity: 0 },
      { productid: '3', variantid: 'v', quantity: 5 },
    ]);
    expect(lines.map((l) => [l.productid, l.quantity, l.pending])).toEqual([
      ['2', 2, false],
      ['3', 5, true],
    ]);
  });
});

describe('session change (a sign-in or a customer change without a page load)', () => {
  it('reloads the cart and replaces the shown one (cartChanged, change null); the old one stays meanwhile', async () => {
    const server = new FakeServer([item('10001', 2)]);
    const { actor, calls, emitted } = start({}, server);
    await loaded(actor);
    // The new session's cart: another customer's.
    server.items = [item('20002', 6)];
    const release = server.holdLoads();
    actor.send({ type: 'SESSION_CHANGED' });
    expect(calls.loadCart).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:2']);
    release();
    await waitFor(actor, (s) => s.context.cart?.items[0]?.productid === '20002');
    const s = actor.getSnapshot();
    expect(quantities(s)).toEqual(['20002/-:6']);
    expect(emitted).toEqual([{ type: 'cartChanged', cart: s.context.cart, change: null, origin: undefined }]);
  });

  it('a change in flight is sent first; the reload starts once none is pending', async () => {
    const { actor, calls, server } = await startHeld([item('10001', 1)]);
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 3 });
    actor.send({ type: 'SESSION_CHANGED' });
    await flush();
    expect(calls.loadCart).toHaveBeenCalledTimes(1);
    server.items = [item('10001', 3), item('30003', 1)];
    server.release();
    await waitFor(actor, (s) => s.context.lines.length === 2);
    expect(calls.loadCart).toHaveBeenCalledTimes(2);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:3', '30003/-:1']);
  });

  it('an answer that may be older than a change confirmed meanwhile is dropped and the cart loaded again', async () => {
    const server = new FakeServer([item('10001', 1)]);
    const { actor, calls } = start({}, server);
    await loaded(actor);
    const stale = cartOf([item('10001', 1)]);
    const release = server.holdLoads(async () => stale);
    actor.send({ type: 'SESSION_CHANGED' });
    actor.send({ type: 'ADD', productid: '40004', quantity: 2 });
    await settled(actor);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:1', '40004/-:2']);
    server.loadCart = server.cartNow;
    release();
    await waitFor(actor, () => calls.loadCart.mock.calls.length === 3);
    await waitFor(actor, (s) => s.matches({ ready: { session: 'idle' } }));
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:1', '40004/-:2']);
  });

  it('restarts the first load when the session changes while it runs, and loads again after a failed load', async () => {
    const server = new FakeServer([item('10001', 1)]);
    const release = server.holdLoads(async () => cartOf([item('99999', 9)]));
    const { actor, calls } = start({}, server);
    server.loadCart = server.cartNow;
    actor.send({ type: 'SESSION_CHANGED' });
    release();
    await loaded(actor);
    expect(calls.loadCart).toHaveBeenCalledTimes(2);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:1']);

    const failing = new FakeServer([item('10001', 1)]);
    failing.loadCart = async () => undefined;
    const second = start({}, failing);
    await loaded(second.actor);
    expect(second.actor.getSnapshot().matches('failed')).toBe(true);
    failing.loadCart = failing.cartNow;
    second.actor.send({ type: 'SESSION_CHANGED' });
    await loaded(second.actor);
    expect(second.actor.getSnapshot().matches('ready')).toBe(true);
  });
});

describe('regions of the ready state stay independent', () => {
  it('a free-gift reload (REPLACE_CART, freeGifts on) while a change is in flight does not cancel the change', async () => {
    const { actor, emitted, server } = await startHeld([item('10001', 1)], { freeGifts: true });
    actor.send({ type: 'SET_QUANTITY', productid: '10001', quantity: 4 });
    expect(actor.getSnapshot().matches({ ready: { changes: 'sending' } })).toBe(true);
    actor.send({ type: 'REPLACE_CART', cart: cartOf([item('10001', 1), item('50005', 2)]) });
    expect(actor.getSnapshot().matches({ ready: { changes: 'sending' } })).toBe(true);
    server.release();
    await settled(actor);
    expect(quantities(actor.getSnapshot())).toEqual(['10001/-:4']);
    expect(emitted.filter((e) => e.type === 'cartChanged').map((e) => e.change)).toEqual([
      null,
      { productid: '10001', variantid: null, quantity: 4 },
    ]);
  });
});
