import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AddToCartRequest, Cart, CartDelivery, CartItem } from '../src/api/schemas/cart.ts';
import type { FreeGift } from '../src/api/schemas/freegift.ts';
import {
  addQuantity,
  addToCartMachine,
  isAdding,
  isInCartMode,
  QUANTITY_DEBOUNCE_MS,
  type AddToCartEmitted,
  type AddToCartInput,
} from './add-to-cart.machine.ts';
import { cartMachine, quantityOf } from './cart.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: Partial<AddToCartInput> = {}, machine = addToCartMachine) {
  const actor = createActor(machine, { input: { productid: '10001', ...input } });
  const emitted: AddToCartEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, emitted };
}

describe('not in the cart: the new-item field', () => {
  it('defaults to colli, or 1', () => {
    expect(start({ colli: 6 }).actor.getSnapshot().context.text).toBe('6');
    expect(start().actor.getSnapshot().context.text).toBe('1');
    expect(start({ colli: 'abc' }).actor.getSnapshot().context.text).toBe('1');
    expect(start({ colli: 0 }).actor.getSnapshot().context.colli).toBe(1);
    expect(start({ colli: '12' }).actor.getSnapshot().context.text).toBe('12');
    const { actor } = start({ colli: 6, lineQuantity: 0 });
    expect(isInCartMode(actor.getSnapshot())).toBe(false);
  });

  it('accepts digits only', () => {
    const { actor } = start({ colli: 6 });
    const typed = (text: string) => {
      actor.send({ type: 'TYPE', text });
      return actor.getSnapshot().context.text;
    };
    expect(typed('7a')).toBe('7');
    expect(typed('abc')).toBe('');
    expect(typed('-3')).toBe('3');
    expect(typed(' 12 ')).toBe('12');
    expect(typed('1,5')).toBe('15');
    expect(typed('123456789')).toBe('1234567');
    actor.send({ type: 'TYPE', text: undefined as unknown as string });
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('rounds up to a multiple of colli on add (colli 6, type 7 -> 12) and says so', () => {
    const { actor, emitted } = start({ colli: 6 });
    actor.send({ type: 'TYPE', text: '7' });
    actor.send({ type: 'ADD' });
    expect(emitted).toEqual([
      { type: 'add', request: { productid: '10001', variantid: null, quantity: 12 }, rounded: true },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ text: '12', rounded: true });
  });

  it('a multiple of colli is not rounded; an empty field or 0 adds one package', () => {
    expect(addQuantity('12', 6)).toEqual({ quantity: 12, rounded: false });
    expect(addQuantity('', 6)).toEqual({ quantity: 6, rounded: false });
    expect(addQuantity('0', 6)).toEqual({ quantity: 6, rounded: false });
    expect(addQuantity('1', 1)).toEqual({ quantity: 1, rounded: false });
    expect(addQuantity('9999999', 7).quantity).toBeLessThanOrEqual(1_000_000);
    const { actor, emitted } = start();
    actor.send({ type: 'ADD' });
    expect(emitted[0]?.request.quantity).toBe(1);
  });

  it('sends the variant and the add-on products', () => {
    const { actor, emitted } = start({ variantid: 'V-RED', addonproductids: ['10500', '', '10501'], colli: 2 });
    actor.send({ type: 'ADD' });
    expect(emitted).toEqual([
      {
        type: 'add',
        request: { productid: '10001', variantid: 'V-RED', quantity: 2, addonproductids: ['10500', '10501'] },
        rounded: false,
      },
    ]);
  });

  it('a double click never sends two adds; the control turns into minus/plus when the cart shows the line', () => {
    const { actor, emitted } = start({ colli: 6 });
    actor.send({ type: 'ADD' });
    actor.send({ type: 'ADD' });
    actor.send({ type: 'TYPE', text: '99' });
    expect(emitted).toHaveLength(1);
    expect(isAdding(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CART_LINE', quantity: 0 });
    expect(isAdding(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CART_LINE', quantity: 6 });
    expect(isInCartMode(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'ADD' });
    expect(emitted).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 6, text: '6', lineQuantity: 6 });
  });

  it('a failed add lets the buyer add again', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'ADD' });
    actor.send({ type: 'CHANGE_FAILED' });
    expect(isAdding(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ADD' });
    expect(emitted).toHaveLength(2);
  });

  it('an empty product id never sends', () => {
    const { actor, emitted } = start({ productid: '' });
    actor.send({ type: 'ADD' });
    expect(emitted).toEqual([]);
  });
});

describe('in the cart: minus / quantity / plus, debounced 500 ms', () => {
  it('starts in cart mode with the line quantity', () => {
    const { actor } = start({ colli: 6, lineQuantity: 12 });
    expect(isInCartMode(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 12, text: '12' });
  });

  it('plus steps by colli and sends nothing before 500 ms, one request after', () => {
    const { actor, emitted } = start({ colli: 6, lineQuantity: 6 });
    actor.send({ type: 'PLUS' });
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 12, text: '12' });
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual([
      { type: 'setQuantity', request: { productid: '10001', variantid: null, quantity: 12 }, rounded: false },
    ]);
    vi.advanceTimersByTime(5000);
    expect(emitted).toHaveLength(1);
  });

  it('minus steps by colli', () => {
    const { actor, emitted } = start({ colli: 6, lineQuantity: 18 });
    actor.send({ type: 'MINUS' });
    expect(actor.getSnapshot().context.quantity).toBe(12);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(emitted.map((e) => e.request.quantity)).toEqual([12]);
  });

  it('20 rapid plus clicks end in ONE request with the right total', () => {
    const { actor, emitted } = start({ colli: 6, lineQuantity: 6 });
    for (let i = 0; i < 20; i++) {
      actor.send({ type: 'PLUS' });
      vi.advanceTimersByTime(100);
    }
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(emitted).toEqual([
      { type: 'setQuantity', request: { productid: '10001', variantid: null, quantity: 126 }, rounded: false },
    ]);
  });

  it('quantity 0 removes the line and the control returns to the new-item field', () => {
    const { actor, emitted } = start({ colli: 6, lineQuantity: 6 });
    actor.send({ type: 'MINUS' });
    actor.send({ type: 'MINUS' });
    expect(actor.getSnapshot().context.quantity).toBe(0);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(emitted).toEqual([
      { type: 'setQuantity', request: { productid: '10001', variantid: null, quantity: 0 }, rounded: false },
    ]);
    expect(isInCartMode(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.text).toBe('6');
  });

  it('typing 0 removes the line too', () => {
    const { actor, emitted } = start({ lineQuantity: 3 });
    actor.send({ type: 'TYPE', text: '0' });
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(emitted.map((e) => e.request.quantity)).toEqual([0]);
  });

  it('a typed quantity is digits only, debounced, and rounded up to colli', () => {
    const { actor, emitted } = start({ colli: 6, lineQuantity: 6 });
    actor.send({ type: 'TYPE', text: '7x' });
    expect(actor.getSnapshot().context.text).toBe('7');
    vi.advanceTimersByTime(300);
    actor.send({ type: 'TYPE', text: '70' });
    vi.advanceTimersByTime(300);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(emitted).toEqual([
      { type: 'setQuantity', request: { productid: '10001', variantid: null, quantity: 72 }, rounded: true },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 72, text: '72', rounded: true });
  });

  it('an edit ending with an empty field, or back at the line quantity, sends nothing', () => {
    const { actor, emitted } = start({ colli: 2, lineQuantity: 4 });
    actor.send({ type: 'TYPE', text: '' });
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(actor.getSnapshot().context.text).toBe('4');
    actor.send({ type: 'PLUS' });
    actor.send({ type: 'MINUS' });
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(emitted).toEqual([]);
  });

  it('follows the cart: a rollback shows the line quantity, a removed line returns to the field', () => {
    const { actor } = start({ colli: 1, lineQuantity: 2 });
    actor.send({ type: 'CART_LINE', quantity: 5 });
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 5, text: '5' });
    actor.send({ type: 'PLUS' });
    actor.send({ type: 'CART_LINE', quantity: 7 }); // while editing the buyer's edit wins
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 6, lineQuantity: 7 });
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    actor.send({ type: 'CART_LINE', quantity: 0 });
    expect(isInCartMode(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CART_LINE', quantity: 3 });
    expect(isInCartMode(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('3');
  });

  it('the debounce delay can be replaced by name (quantityDebounce)', () => {
    const { actor, emitted } = start(
      { lineQuantity: 1 },
      addToCartMachine.provide({ delays: { quantityDebounce: 10 } }),
    );
    actor.send({ type: 'PLUS' });
    vi.advanceTimersByTime(10);
    expect(emitted.map((e) => e.request.quantity)).toEqual([2]);
  });
});

describe('with the cart actor', () => {
  function item(productid: string, quantity: number): CartItem {
    return {
      productid,
      variantid: null,
      quantity,
      unitprice: { price: 10, vatrate: 0.25, currency: 'DKK', discountamount: 0 },
      name: productid,
    };
  }
  function cartOf(items: CartItem[]): Cart {
    const count = items.reduce((s, i) => s + i.quantity, 0);
    return {
      items,
      fees: [],
      displaytotalprice: `${count * 10} kr.`,
      itemcount: count,
      delivery: {
        freedeliverypossible: true,
        freedeliveryobtained: false,
        displayfreedeliverylimit: '',
        displayfreedeliverydiff: '',
      },
    };
  }

  /** A page with one cart actor and one control wired as the view does. */
  async function page(options: { fail?: (r: AddToCartRequest) => boolean } = {}) {
    let items: CartItem[] = [];
    const requests: AddToCartRequest[] = [];
    const cart = createActor(
      cartMachine.provide({
        actors: {
          loadCart: fromPromise<Cart | undefined>(async () => cartOf(items)),
          loadDelivery: fromPromise<CartDelivery | undefined>(async () => undefined),
          loadFreeGift: fromPromise<FreeGift | undefined>(async () => undefined),
          sendChange: fromPromise(async ({ input }) => {
            requests.push(input);
            await new Promise((r) => setTimeout(r, 50));
            if (options.fail?.(input)) throw new Error('500');
            items = items.filter((i) => i.productid !== input.productid);
            if (input.quantity > 0) items.push(item(input.productid, input.quantity));
            return cartOf(items);
          }),
        },
      }),
      { input: {} },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    const control = createActor(addToCartMachine, { input: { productid: '10001', colli: 6 } });
    control.on('add', (e) => cart.send({ type: 'ADD', ...e.request }));
    control.on('setQuantity', (e) => cart.send({ type: 'SET_QUANTITY', ...e.request }));
    let last = 0;
    cart.subscribe((s) => {
      const q = quantityOf(s.context.lines, '10001');
      if (q !== last) {
        last = q;
        control.send({ type: 'CART_LINE', quantity: q });
      }
    });
    control.start();
    return { cart, control, requests, items: () => items };
  }

  it('add 7 (-> 12), 20 rapid plus clicks, minus, then 0: one line, one request per settled edit', async () => {
    const { cart, control, requests, items } = await page();
    control.send({ type: 'TYPE', text: '7' });
    control.send({ type: 'ADD' });
    control.send({ type: 'ADD' });
    expect(isInCartMode(control.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests.map((r) => r.quantity)).toEqual([12]);
    for (let i = 0; i < 20; i++) {
      control.send({ type: 'PLUS' });
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS + 100);
    expect(requests.map((r) => r.quantity)).toEqual([12, 132]);
    expect(items()).toEqual([item('10001', 132)]);
    expect(cart.getSnapshot().context.cart?.itemcount).toBe(132);
    control.send({ type: 'MINUS' });
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS + 100);
    expect(items()).toEqual([item('10001', 126)]);
    control.send({ type: 'TYPE', text: '0' });
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS + 100);
    expect(items()).toEqual([]);
    expect(isInCartMode(control.getSnapshot())).toBe(false);
    expect(control.getSnapshot().context.text).toBe('6');
  });

  it('a server failure rolls the control back to the line quantity', async () => {
    const { cart, control } = await page({ fail: (r) => r.quantity === 18 });
    control.send({ type: 'ADD' });
    await vi.advanceTimersByTimeAsync(100);
    control.send({ type: 'PLUS' });
    control.send({ type: 'PLUS' });
    await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    expect(control.getSnapshot().context.quantity).toBe(18);
    await vi.advanceTimersByTimeAsync(100);
    expect(cart.getSnapshot().context.error?.kind).toBe('changeFailed');
    expect(control.getSnapshot().context).toMatchObject({ quantity: 6, text: '6', lineQuantity: 6 });
  });
});
