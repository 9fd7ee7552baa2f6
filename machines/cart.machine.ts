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
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddToCartRequest, Cart, CartDelivery, CartItem } from '../src/api/schemas/cart.ts';
import type { FreeGift } from '../src/api/schemas/freegift.ts';

// ---------------------------------------------------------------------------------------------
// Public types

/**
 * One change of a line. Sent to the server (`POST cart/addorupdatecart`) as the line's new quantity (0 removes);
 * while queued, `add: true` means "add `quantity` to the line" and is made absolute when it is sent.
 */
export interface CartChange {
  productid: string;
  variantid: string | null;
  quantity: number;
  addonproductids?: string[];
  add?: boolean;
  /**
   * Opaque token of whoever asked for the change (the element layer uses it to fire `butik-cart-change` on the
   * element the user acted on). Carried through merges (the latest wins) and emitted; never sent.
   */
  origin?: string;
}

/** A line as shown: the server's item (null while a new line is only optimistic) and the shown quantity. */
export interface CartLine {
  productid: string;
  variantid: string | null;
  quantity: number;
  /** The server's item for this key, `null` for a line not yet confirmed by the server. */
  item: CartItem | null;
  /** A change of this line is queued or in flight. */
  pending: boolean;
}

export type CartError = { kind: 'loadFailed' } | { kind: 'changeFailed'; change: CartChange };
export type CartErrorKind = CartError['kind'];

export interface CartInput {
  /** Feature flag freegifts: load the current free gift at start. */
  freeGifts?: boolean;
}

export interface CartContext {
  freeGifts: boolean;
  /** Last server truth (null until loaded). */
  cart: Cart | null;
  /** Truth plus the pending changes (optimistic). */
  lines: CartLine[];
  delivery: CartDelivery | null;
  freeGift: FreeGift | null;
  /** The change being sent now. */
  inFlight: CartChange | null;
  /** Changes waiting to be sent, in order. */
  queue: CartChange[];
  /** Quantities of lines being edited, not yet requested (see DRAFT). */
  drafts: CartChange[];
  error: CartError | null;
}

interface LineRequest {
  productid: string;
  variantid?: string | null;
  quantity: number;
  addonproductids?: string[];
  /** See {@link CartChange.origin}. */
  origin?: string;
}

export type CartEvent =
  /** Add `quantity` to the line (creates it when missing). */
  | ({ type: 'ADD' } & LineRequest)
  /** Set the line's quantity (0 removes). */
  | ({ type: 'SET_QUANTITY' } & LineRequest)
  | { type: 'REMOVE'; productid: string; variantid?: string | null; origin?: string }
  /** A control's edit still in its debounce: show `quantity` for the line now (`null` clears the draft). */
  | { type: 'DRAFT'; productid: string; variantid?: string | null; quantity: number | null }
  /** Another call answered with the full cart (bulk order, CSV import, cart change): it is the new truth. */
  | { type: 'REPLACE_CART'; cart: Cart; origin?: string }
  /** The free-gift view added, removed or reloaded the free gift. */
  | { type: 'FREE_GIFT'; freeGift: FreeGift | null }
  /** Reload the current free gift (freeGifts on; raised after each confirmed change, a reload keeps the old gift on failure). */
  | { type: 'REFRESH_FREE_GIFT' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_ERROR' };

export type CartEmitted =
  /**
   * A change was confirmed by the server (`change` is the change sent) or the cart was replaced (`change` null,
   * `origin` from REPLACE_CART): the element layer fires `butik-cart-change`.
   */
  | { type: 'cartChanged'; cart: Cart; change: CartChange | null; origin: string | undefined }
  /** A change failed; the lines were rolled back. */
  | { type: 'changeFailed'; change: CartChange; error: CartError };

// ---------------------------------------------------------------------------------------------
// Pure helpers

/** The variant part of the lookup key. */
export function variantKey(variantid: string | null | undefined): string | null {
  return typeof variantid === 'string' && variantid !== '' ? variantid : null;
}

export function sameLine(
  a: { productid: string; variantid?: string | null },
  b: { productid: string; variantid?: string | null },
): boolean {
  return a.productid === b.productid && variantKey(a.variantid) === variantKey(b.variantid);
}

/** Quantity of a line in the given lines (0 = not in cart). */
export function quantityOf(lines: readonly CartLine[], productid: string, variantid?: string | null): number {
  return lines.find((l) => sameLine(l, { productid, variantid }))?.quantity ?? 0;
}

function cleanQuantity(q: unknown): number {
  return typeof q === 'number' && Number.isFinite(q) && q > 0 ? Math.min(Math.floor(q), 1_000_000) : 0;
}

function linesOfCart(cart: Cart | null): CartLine[] {
  return (cart?.items ?? []).map((item) => ({
    productid: item.productid,
    variantid: variantKey(item.variantid),
    quantity: item.quantity,
    item,
    pending: false,
  }));
}

function applyChange(lines: CartLine[], change: CartChange): CartLine[] {
  const index = lines.findIndex((l) => sameLine(l, change));
  if (change.add) change = { ...change, quantity: (lines[index]?.quantity ?? 0) + change.quantity, add: false };
  if (change.quantity <= 0) return index < 0 ? lines : lines.filter((_, i) => i !== index);
  if (index < 0) {
    return [...lines, { productid: change.productid, variantid: change.variantid, quantity: change.quantity, item: null, pending: true }];
  }
  return lines.map((l, i) => (i === index ? { ...l, quantity: change.quantity, pending: true } : l));
}

/** Lines shown: the truth with the change in flight and the queued changes applied in order. */
export function optimisticLines(cart: Cart | null, pending: readonly CartChange[]): CartLine[] {
  return pending.reduce(applyChange, linesOfCart(cart));
}

function pendingOf(context: Pick<CartContext, 'inFlight' | 'queue'>): CartChange[] {
  return context.inFlight ? [context.inFlight, ...context.queue] : [...context.queue];
}

/** Lines as shown: the truth, the pending changes, then the drafts (which only set a shown quantity). */
export function shownLines(cart: Cart | null, pending: readonly CartChange[], drafts: readonly CartChange[]): CartLine[] {
  const lines = optimisticLines(cart, pending);
  if (drafts.length === 0) return lines;
  return lines.map((l) => {
    const draft = drafts.find((d) => sameLine(d, l));
    return draft && draft.quantity !== l.quantity ? { ...l, quantity: draft.quantity, pending: true } : l;
  });
}

function linesOf(cart: Cart | null, context: Pick<CartContext, 'inFlight' | 'queue' | 'drafts'>): CartLine[] {
  return shownLines(cart, pendingOf(context), context.drafts);
}

/** Adds a change to the queue; a queued change of the same key is replaced in place. */
export function enqueueChange(queue: readonly CartChange[], change: CartChange): CartChange[] {
  const index = queue.findIndex((c) => sameLine(c, change));
  if (index < 0) return [...queue, change];
  const previous = queue[index];
  const merged: CartChange = {
    ...change,
    addonproductids: change.addonproductids ?? previous?.addonproductids,
    origin: change.origin ?? previous?.origin,
  };
  if (change.add && previous) {
    merged.quantity = previous.quantity + change.quantity;
    merged.add = previous.add === true;
  }
  if (!merged.add) delete merged.add;
  if (merged.addonproductids === undefined) delete merged.addonproductids;
  if (merged.origin === undefined) delete merged.origin;
  return queue.map((c, i) => (i === index ? merged : c));
}

/** The change made absolute against the server truth (an "add n" becomes the line's new quantity). */
export function resolveChange(cart: Cart | null, change: CartChange): CartChange {
  if (!change.add) return change;
  const current = quantityOf(linesOfCart(cart), change.productid, change.variantid);
  const resolved: CartChange = { ...change, quantity: Math.min(current + change.quantity, 1_000_000) };
  delete resolved.add;
  return resolved;
}

/** The request body for a change. */
export function requestOf(change: CartChange): AddToCartRequest {
  const request: AddToCartRequest = { productid: change.productid, quantity: change.quantity, variantid: change.variantid };
  if (change.addonproductids && change.addonproductids.length > 0) request.addonproductids = change.addonproductids;
  return request;
}

function isCart(value: unknown): value is Cart {
  return !!value && typeof value === 'object' && Array.isArray((value as Cart).items);
}

function toChange(event: CartEvent): CartChange | null {
  if (event.type !== 'ADD' && event.type !== 'SET_QUANTITY' && event.type !== 'REMOVE') return null;
  if (typeof event.productid !== 'string' || event.productid === '') return null;
  const variantid = variantKey(event.variantid);
  const quantity = event.type === 'REMOVE' ? 0 : cleanQuantity(event.quantity);
  if (event.type === 'ADD' && quantity === 0) return null;
  const change: CartChange = { productid: event.productid, variantid, quantity };
  if (event.type === 'ADD') change.add = true;
  if (typeof event.origin === 'string') change.origin = event.origin;
  if (event.type !== 'REMOVE' && Array.isArray(event.addonproductids) && event.addonproductids.length > 0) {
    change.addonproductids = [...event.addonproductids];
  }
  return change;
}

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
      const quantity = event.quantity === null ? null : Math.min(Math.max(0, Math.floor(Number(event.quantity) || 0)), 1_000_000);
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
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    freeGifts: input?.freeGifts === true,
    cart: null,
    lines: [],
    delivery: null,
    freeGift: null,
    inFlight: null,
    queue: [],
    drafts: [],
    error: null,
  }),
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
    },
    failed: {
      entry: assign({ error: { kind: 'loadFailed' } }),
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      on: {
        REPLACE_CART: {
          guard: ({ event }) => isCart(event.cart),
          actions: [
            emit(({ event }) => ({ type: 'cartChanged' as const, cart: event.cart, change: null, origin: event.origin })),
            assign(({ context, event }) => ({
              cart: event.cart,
              delivery: event.cart.delivery,
              lines: linesOf(event.cart, context),
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
                        const error = context.error?.kind === 'changeFailed' && context.inFlight && sameLine(context.error.change, context.inFlight) ? null : context.error;
                        return { cart, delivery: cart.delivery, inFlight: null, error, lines: linesOf(cart, { ...context, inFlight: null }) };
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
        /** With free gifts on, the current free gift is reloaded after each confirmed cart change. */
        freeGift: {
          initial: 'idle',
          on: {
            REFRESH_FREE_GIFT: { guard: 'freeGiftsOn', target: '.loading', reenter: true },
          },
          states: {
            idle: {},
            loading: {
              // A gift the shopper chose meanwhile is newer than this reload's answer: leaving `loading` stops the
              // reload, so its older answer is never applied. (This transition pre-empts the root's FREE_GIFT, hence
              // the same action here.)
              on: { FREE_GIFT: { target: 'idle', actions: 'setFreeGift' } },
              invoke: {
                src: 'loadFreeGift',
                onDone: { target: 'idle', actions: assign(({ context, event }) => ({ freeGift: event.output ?? context.freeGift })) },
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

/** The cart is loaded (changes may still be pending). */
export function isCartLoaded(snapshot: CartSnapshot): boolean {
  return snapshot.matches('ready');
}

/** Number of changes not yet confirmed (in flight + queued + drafts). */
export function pendingChanges(snapshot: CartSnapshot): number {
  return pendingOf(snapshot.context).length + snapshot.context.drafts.length;
}

/** A line's quantity without drafts (the truth plus the requested changes): what a control compares its edit with. */
export function committedQuantityOf(snapshot: CartSnapshot, productid: string, variantid?: string | null): number {
  return quantityOf(optimisticLines(snapshot.context.cart, pendingOf(snapshot.context)), productid, variantid);
}
