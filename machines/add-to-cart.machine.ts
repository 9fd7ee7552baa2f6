/**
 * One add-to-cart control (spec §4 add to cart, §5 add-to-cart rules, §9 quantity debounce 500 ms).
 *
 * Not in the cart: a quantity field (default colli, or 1; only digits can be typed) and an add button. ADD rounds
 * the quantity UP to a multiple of colli (`rounded` tells the view to say 'Sold in packages of {0} {1}') and
 * emits `add`; further ADDs are ignored until the cart reports the line (so a double click never makes two
 * lines). In the cart: minus / quantity / plus edit the line (step colli); every change restarts the
 * `quantityDebounce` delay (500 ms) and only then ONE `setQuantity` with the accumulated quantity is emitted;
 * quantity 0 removes the line.
 *
 * No React, DOM, fetch or strings. The view forwards the cart's quantity of this line with CART_LINE (it is the
 * cart actor's optimistic quantity, so it follows a rollback too) and turns the emitted requests into cart
 * events: `add` → cart `ADD` (quantity to add), `setQuantity` → cart `SET_QUANTITY` (new line quantity).
 *
 * Decisions:
 * - Typed text keeps its digits only (`digitsOnly`, at most 7 digits); other characters are dropped.
 * - ADD with an empty field or 0 adds one package (colli).
 * - An in-cart edit that ends with an empty field changes nothing (the field shows the line's quantity again);
 *   a typed quantity is rounded up to colli when committed; a commit equal to the line's quantity sends nothing.
 * - CART_LINE while an edit is being debounced only records the cart's quantity (the user's edit wins).
 * - The product, variant and colli are fixed for the actor's life: the view starts a new actor when they change.
 */
import { assign, emit, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddToCartRequest } from '../src/api/schemas/cart.ts';
import { defaultQuantity, roundUpToColli } from '../src/validation/quantity.ts';
import {
  cleanLineQuantity,
  typedText,
  initialLineContext,
  type AddToCartContext,
  type AddToCartInput,
} from './add-to-cart.state.ts';

export {
  initialLineContext,
  isAdding,
  isInCartMode,
  type AddToCartContext,
  type AddToCartInput,
} from './add-to-cart.state.ts';

/** Spec §9: quantity debounce. */
export const QUANTITY_DEBOUNCE_MS = 500;
const MAX_QUANTITY = 1_000_000;

export type AddToCartEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'ADD' }
  | { type: 'PLUS' }
  | { type: 'MINUS' }
  /** The cart's quantity of this line changed (0 = not in the cart). */
  | { type: 'CART_LINE'; quantity: number }
  /** The cart reported that this line's change failed (optional; CART_LINE follows the rollback anyway). */
  | { type: 'CHANGE_FAILED' };

export type AddToCartEmitted =
  /** Add `request.quantity` to the line (cart ADD). */
  | { type: 'add'; request: AddToCartRequest; rounded: boolean }
  /** Set the line to `request.quantity`, 0 removes (cart SET_QUANTITY). */
  | { type: 'setQuantity'; request: AddToCartRequest; rounded: boolean };

function requestOf(context: AddToCartContext, quantity: number): AddToCartRequest {
  const request: AddToCartRequest = { productid: context.productid, variantid: context.variantid, quantity };
  if (context.addonproductids.length > 0) request.addonproductids = [...context.addonproductids];
  return request;
}

/** The new-item quantity for ADD: rounded up to colli, at least one package. */
export function addQuantity(text: string, colli: number): { quantity: number; rounded: boolean } {
  const n = text === '' ? 0 : Number(text);
  const up = Math.min(roundUpToColli(n, colli), Math.floor(MAX_QUANTITY / colli) * colli);
  if (up <= 0) return { quantity: colli, rounded: false };
  return { quantity: up, rounded: up !== n };
}

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
    emitted: {} as AddToCartEmitted,
  },
  delays: {
    quantityDebounce: QUANTITY_DEBOUNCE_MS,
  },
  actions: {
    resetField: assign(({ context }) => ({ text: String(defaultQuantity(context.colli)), quantity: 0 })),
    syncFromLine: assign(({ context }) => ({ quantity: context.lineQuantity, text: String(context.lineQuantity) })),
    plus: assign(({ context }) => {
      const quantity = Math.min(context.quantity + context.colli, MAX_QUANTITY);
      return { quantity, text: String(quantity), rounded: false };
    }),
    minus: assign(({ context }) => {
      const quantity = Math.max(0, context.quantity - context.colli);
      return { quantity, text: String(quantity), rounded: false };
    }),
    type: assign(({ context, event }) => {
      const text = event.type === 'TYPE' ? typedText(event.text) : context.text;
      return { text, quantity: text === '' ? context.quantity : Number(text), rounded: false };
    }),
    recordLine: assign(({ event }) => ({
      lineQuantity: event.type === 'CART_LINE' ? cleanLineQuantity(event.quantity) : 0,
    })),
  },
  guards: {
    inCart: ({ context }) => context.lineQuantity > 0,
    lineReported: ({ event }) => event.type === 'CART_LINE' && cleanLineQuantity(event.quantity) > 0,
    lineGone: ({ event }) => event.type === 'CART_LINE' && cleanLineQuantity(event.quantity) === 0,
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => initialLineContext(input),
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'inCart', target: 'inCart' }, { target: 'notInCart' }],
    },
    notInCart: {
      initial: 'idle',
      on: {
        CART_LINE: [
          { guard: 'lineReported', target: 'inCart', actions: ['recordLine', 'syncFromLine'] },
          { actions: 'recordLine' },
        ],
      },
      states: {
        idle: {
          on: {
            TYPE: { actions: assign({ text: ({ event }) => typedText(event.text), rounded: false }) },
            ADD: {
              guard: ({ context }) => context.productid !== '',
              target: 'adding',
              actions: enqueueActions(({ context, enqueue }) => {
                const { quantity, rounded } = addQuantity(context.text, context.colli);
                enqueue.assign({ text: String(quantity), rounded });
                enqueue.emit({ type: 'add', request: requestOf(context, quantity), rounded });
              }),
            },
          },
        },
        /** Waiting for the cart to show the line; ADD and typing are ignored (no second line). */
        adding: {
          on: {
            CHANGE_FAILED: { target: 'idle' },
          },
        },
      },
    },
    inCart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CART_LINE: [
              { guard: 'lineGone', target: '#addToCart.notInCart', actions: ['recordLine', 'resetField'] },
              { actions: ['recordLine', 'syncFromLine'] },
            ],
            PLUS: { target: 'editing', actions: 'plus' },
            MINUS: { target: 'editing', actions: 'minus' },
            TYPE: { target: 'editing', actions: 'type' },
          },
        },
        editing: {
          on: {
            CART_LINE: { actions: 'recordLine' },
            PLUS: { target: 'editing', reenter: true, actions: 'plus' },
            MINUS: { target: 'editing', reenter: true, actions: 'minus' },
            TYPE: { target: 'editing', reenter: true, actions: 'type' },
          },
          after: {
            quantityDebounce: [
              // An empty field changes nothing.
              { guard: ({ context }) => context.text === '', target: 'idle', actions: 'syncFromLine' },
              {
                guard: ({ context }) => roundUpToColli(context.quantity, context.colli) === 0,
                target: '#addToCart.notInCart',
                actions: [
                  assign({ rounded: false }),
                  emit(({ context }) => ({
                    type: 'setQuantity' as const,
                    request: requestOf(context, 0),
                    rounded: false,
                  })),
                  'resetField',
                ],
              },
              {
                target: 'idle',
                actions: enqueueActions(({ context, enqueue }) => {
                  const quantity = Math.min(roundUpToColli(context.quantity, context.colli), MAX_QUANTITY);
                  const rounded = quantity !== context.quantity;
                  enqueue.assign({ quantity, text: String(quantity), rounded });
                  if (quantity !== context.lineQuantity) {
                    enqueue.emit({ type: 'setQuantity', request: requestOf(context, quantity), rounded });
                  }
                }),
              },
            ],
          },
        },
      },
    },
  },
});

export type AddToCartMachine = typeof addToCartMachine;
export type AddToCartActorRef = ActorRefFrom<typeof addToCartMachine>;
export type AddToCartSnapshot = SnapshotFrom<typeof addToCartMachine>;
