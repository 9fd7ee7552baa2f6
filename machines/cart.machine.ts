/**
 * The page's one cart (spec §2 storefront, §3 cart / cart item / cart delivery / free gift, §7 cart calls, §8).
 *
 * On start the cart, the current delivery and (input `freeGifts`) the current free gift are loaded through the
 * injected actors `loadCart`, `loadDelivery`, `loadFreeGift`. Change requests (ADD, SET_QUANTITY, REMOVE) go to
 * the server through `sendChange` ONE AT A TIME IN ORDER (a queue in context). Each change is applied to the
 * lines at once (optimistic); the server's answer (the full cart) is the truth for lines and totals.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`, outward facts are emitted
 * ({@link CartEmitted}), errors are kinds ({@link CartError}).
 *
 * Decisions:
 * - The lookup key of a line is `productid` + `variantid` (`null`, `undefined` and `''` mean no variant).
 * - Every request carries the line's new ABSOLUTE quantity (the add-to-cart payload's meaning). An ADD waits in
 *   the queue as "add n" and is made absolute against the server truth when it is sent (nothing else is in
 *   flight then), so an ADD sent while loading or after a failed change adds to what the server really has.
 * - A queued (not yet sent) change for a key that is queued already is merged in place (set replaces, add
 *   sums); the change in flight is never touched. Distinct keys keep their order.
 * - `lines` is always the server truth (`cart.items`) with the change in flight and the queue applied on top.
 *   A failed change is dropped: the lines fall back to the truth plus the changes still queued, `error` is
 *   `{ kind: 'changeFailed' }` and `changeFailed` is emitted; the queue then goes on. The error stays until
 *   DISMISS_ERROR or until a later change of the same line is confirmed (another line's success keeps it, so
 *   the message is not wiped before anyone could read it).
 * - A failed cart load is fatal (`failed`, error `loadFailed`, RETRY loads again); a failed delivery load falls
 *   back to the cart's own `delivery`; a failed free-gift load leaves `freeGift` null.
 * - Changes sent while loading (or after a failed load) wait in the queue and are sent once the cart is loaded.
 * - DRAFT: a control whose edit is still in its debounce (add-to-cart, spec §9 500 ms) tells the cart the quantity it
 *   will ask for, so every view follows at once. A draft changes only the shown quantity of an existing line (0 keeps
 *   the line, shown with 0), is never sent, counts as pending, and is dropped when a real change of that line is
 *   queued or the control clears it (`quantity: null`). `committedQuantityOf` is the line without drafts (what the
 *   controls compare their edits with).
 * - A confirmed change updates `delivery` from the cart's `delivery` and (freeGifts on) reloads the current free
 *   gift (its progress follows the cart); a failed reload keeps the gift shown. The free-gift view reports the
 *   answers of its own add/remove calls with FREE_GIFT. An older answer never wins: a newer reload restarts the
 *   load (the old one is stopped), and a FREE_GIFT during a reload stops that reload.
 * - SESSION_CHANGED (a sign-in or a customer change without a page load): the cart is loaded again and replaces
 *   the shown one like REPLACE_CART (`cartChanged` with `change: null`), while the old one stays on screen. A
 *   change still in flight or queued is sent first (it was asked for in the old session's cart view, and the
 *   server decides where it lands); the reload starts once none is pending, so its answer is never older than a
 *   confirmed change. A second SESSION_CHANGED restarts the reload (the older answer is dropped). While the first
 *   load runs it restarts that load; after a failed load it loads again.
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddToCartRequest, Cart, CartDelivery } from '../src/api/schemas/cart.ts';
import type { FreeGift } from '../src/api/schemas/freegift.ts';
import {
  enqueueChange,
  isCart,
  linesOf,
  requestOf,
  resolveChange,
  sameLine,
  toChange,
  variantKey,
} from './cart.lines.ts';
import { initialCartContext, type CartState } from './cart.state.ts';
import type { CartChange, CartContext, CartEmitted, CartError, CartEvent, CartInput } from './cart.types.ts';

export type {
  CartChange,
  CartContext,
  CartEmitted,
  CartError,
  CartErrorKind,
  CartEvent,
  CartInput,
  CartLine,
} from './cart.types.ts';
export {
  enqueueChange,
  optimisticLines,
  quantityOf,
  requestOf,
  resolveChange,
  sameLine,
  shownLines,
  variantKey,
} from './cart.lines.ts';
export {
  committedQuantityOf,
  initialCartContext,
  isCartLoaded,
  pendingChanges,
  type CartState,
  type CartStatus,
} from './cart.state.ts';

// ---------------------------------------------------------------------------------------------
// Machine

function notProvided(name: string): never {
  throw new Error(`cart machine: actor "${name}" was not provided`);
}

/** An actor's failure result: `undefined` (spec §8 "return nothing") or a rejection. */
type Maybe<T> = T | undefined;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput | undefined,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCart: fromPromise<Maybe<Cart>>(async () => notProvided('loadCart')),
    loadDelivery: fromPromise<Maybe<CartDelivery>>(async () => notProvided('loadDelivery')),
    loadFreeGift: fromPromise<Maybe<FreeGift>>(async () => notProvided('loadFreeGift')),
    sendChange: fromPromise<Maybe<Cart>, AddToCartRequest>(async () => notProvided('sendChange')),
  },
  actions: {
    setFreeGift: assign({ freeGift: ({ event }) => (event.type === 'FREE_GIFT' ? event.freeGift : null) }),
    enqueue: assign(({ context, event }) => {
      const change = toChange(event);
      if (!change) return {};
      const queue = enqueueChange(context.queue, change);
      const drafts = context.drafts.filter((d) => !sameLine(d, change));
      return { queue, drafts, lines: linesOf(context.cart, { inFlight: context.inFlight, queue, drafts }) };
    }),
    draft: assign(({ context, event }) => {
      if (event.type !== 'DRAFT' || typeof event.productid !== 'string' || event.productid === '') return {};
      const key = { productid: event.productid, variantid: variantKey(event.variantid) };
      const others = context.drafts.filter((d) => !sameLine(d, key));
      const quantity =
        event.quantity === null ? null : Math.min(Math.max(0, Math.floor(Number(event.quantity) || 0)), 1_000_000);
      const drafts = quantity === null ? others : [...others, { ...key, quantity }];
      return { drafts, lines: linesOf(context.cart, { ...context, drafts }) };
    }),
    rollBack: enqueueActions(({ context, enqueue }) => {
      const change = context.inFlight;
      if (!change) return;
      const error: CartError = { kind: 'changeFailed', change };
      enqueue.assign({ inFlight: null, error, lines: linesOf(context.cart, { ...context, inFlight: null }) });
      enqueue.emit({ type: 'changeFailed', change, error });
    }),
  },
  guards: {
    freeGiftsOn: ({ context }) => context.freeGifts,
    hasQueued: ({ context }) => context.queue.length > 0,
    nothingPending: ({ context }) => context.inFlight === null && context.queue.length === 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => initialCartContext(input),
  initial: 'loading',
  on: {
    ADD: { actions: 'enqueue' },
    SET_QUANTITY: { actions: 'enqueue' },
    REMOVE: { actions: 'enqueue' },
    DRAFT: { actions: 'draft' },
    FREE_GIFT: { actions: 'setFreeGift' },
    DISMISS_ERROR: { actions: assign({ error: null }) },
  },
  states: {
    loading: {
      type: 'parallel',
      entry: assign({ error: null }),
      states: {
        cart: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'loadCart',
                onDone: [
                  {
                    guard: ({ event }) => isCart(event.output),
                    target: 'done',
                    actions: assign(({ context, event }) => {
                      const cart = event.output as Cart;
                      return { cart, lines: linesOf(cart, context), delivery: context.delivery ?? cart.delivery };
                    }),
                  },
                  { target: '#cart.failed' },
                ],
                onError: { target: '#cart.failed' },
              },
            },
            done: { type: 'final' },
          },
        },
        delivery: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'loadDelivery',
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => ({ delivery: event.output ?? context.delivery })),
                },
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
        freeGift: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'freeGiftsOn', target: 'pending' }, { target: 'done' }] },
            pending: {
              invoke: {
                src: 'loadFreeGift',
                onDone: { target: 'done', actions: assign({ freeGift: ({ event }) => event.output ?? null }) },
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: { target: 'ready' },
      on: { SESSION_CHANGED: { target: 'loading', reenter: true } },
    },
    failed: {
      entry: assign({ error: { kind: 'loadFailed' } }),
      on: { RETRY: { target: 'loading' }, SESSION_CHANGED: { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      on: {
        REPLACE_CART: {
          guard: ({ event }) => isCart(event.cart),
          actions: [
            emit(({ event }) => ({
              type: 'cartChanged' as const,
              cart: event.cart,
              change: null,
              origin: event.origin,
            })),
            assign(({ context, event }) => ({
              cart: event.cart,
              delivery: event.cart.delivery,
              lines: linesOf(event.cart, context),
              truths: context.truths + 1,
            })),
            raise({ type: 'REFRESH_FREE_GIFT' }),
          ],
        },
      },
      states: {
        /** Sends the queued changes one at a time. */
        changes: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasQueued', target: 'sending' },
            },
            sending: {
              entry: assign(({ context }) => {
                const next = context.queue[0];
                return { inFlight: next ? resolveChange(context.cart, next) : null, queue: context.queue.slice(1) };
              }),
              invoke: {
                src: 'sendChange',
                input: ({ context }) => requestOf(context.inFlight as CartChange),
                onDone: [
                  {
                    guard: ({ event }) => isCart(event.output),
                    target: 'idle',
                    actions: [
                      emit(({ context, event }) => ({
                        type: 'cartChanged' as const,
                        cart: event.output as Cart,
                        change: context.inFlight,
                        origin: context.inFlight?.origin,
                      })),
                      assign(({ context, event }) => {
                        const cart = event.output as Cart;
                        // A failure message stays until dismissed or until a change of the same line succeeds.
                        const error =
                          context.error?.kind === 'changeFailed' &&
                          context.inFlight &&
                          sameLine(context.error.change, context.inFlight)
                            ? null
                            : context.error;
                        return {
                          cart,
                          delivery: cart.delivery,
                          inFlight: null,
                          truths: context.truths + 1,
                          error,
                          lines: linesOf(cart, { ...context, inFlight: null }),
                        };
                      }),
                      raise({ type: 'REFRESH_FREE_GIFT' }),
                    ],
                  },
                  { target: 'idle', actions: 'rollBack' },
                ],
                onError: { target: 'idle', actions: 'rollBack' },
              },
            },
          },
        },
        /** After a session change: the cart of the new session, once no change is pending (see the decisions). */
        // Transitions start from the child states: one on the region itself that re-enters would re-enter every
        // region of `ready` (its domain is the parallel state), cancelling a change in flight.
        session: {
          initial: 'idle',
          states: {
            idle: { on: { SESSION_CHANGED: { target: 'waiting' } } },
            waiting: { always: { guard: 'nothingPending', target: 'loading' } },
            loading: {
              entry: assign({ reloadFrom: ({ context }) => context.truths }),
              // Leaving `loading` stops the older reload: its answer is never applied.
              on: { SESSION_CHANGED: { target: 'waiting' } },
              invoke: {
                src: 'loadCart',
                onDone: [
                  {
                    guard: ({ context, event }) =>
                      isCart(event.output) &&
                      context.truths === context.reloadFrom &&
                      context.inFlight === null &&
                      context.queue.length === 0,
                    target: 'idle',
                    actions: raise(({ event }) => ({ type: 'REPLACE_CART' as const, cart: event.output as Cart })),
                  },
                  // A change was sent or confirmed meanwhile: this answer may be older than it, so load again.
                  { guard: ({ event }) => isCart(event.output), target: 'waiting' },
                  // A failed reload keeps the shown cart (the next change's answer brings the truth).
                  { target: 'idle' },
                ],
                onError: { target: 'idle' },
              },
            },
          },
        },
        /** With free gifts on, the current free gift is reloaded after each confirmed cart change. */
        freeGift: {
          initial: 'idle',
          states: {
            idle: { on: { REFRESH_FREE_GIFT: { guard: 'freeGiftsOn', target: 'loading' } } },
            loading: {
              on: {
                // A newer reload restarts this one (re-entering `loading` only, not the other regions of `ready`).
                REFRESH_FREE_GIFT: { target: 'loading', reenter: true },
                // A gift the shopper chose meanwhile is newer than this reload's answer: leaving `loading` stops the
                // reload, so its older answer is never applied. (This transition pre-empts the root's FREE_GIFT,
                // hence the same action here.)
                FREE_GIFT: { target: 'idle', actions: 'setFreeGift' },
              },
              invoke: {
                src: 'loadFreeGift',
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({ freeGift: event.output ?? context.freeGift })),
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The view's state of a machine snapshot (cart.state.ts: what the page's views read). */
export function cartStateOf(snapshot: CartSnapshot): CartState {
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { status, context: snapshot.context };
}
