/**
 * `useCart()`: the page's one cart for a view (see cart-service.ts). Every element asking for the cart on a
 * page gets the same actor (the page-actor registry of the shared root), so every view follows every change.
 *
 * `useCartSelector(selector)` re-renders only when the selected value changes (an add-to-cart control selects
 * its own line's quantity, so 200 controls do not all re-render on each change).
 */
import { useEffect, useMemo } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { Cart, CartDelivery } from '../../api/schemas/cart.ts';
import type { FreeGift } from '../../api/schemas/freegift.ts';
import { useQueryStore } from '../../data/index.ts';
import { useStoreSelector } from '../../data/use-store.ts';
import { useApiClient } from '../../internal/api.ts';
import { useHost } from '../../internal/element-context.ts';
import { usePageActor } from '../../internal/page-actors.ts';
import { subscribeSession, usePageConfig } from '../../internal/page-config.ts';
import { committedQuantityOf, pendingChanges, type CartState, type CartStatus } from '../../../machines/cart.state.ts';
import type { CartError, CartLine } from '../../../machines/cart.types.ts';
import { createCartService, type CartService } from './cart-service.ts';

export type { CartChangeDetail } from './cart-service.ts';
export type { CartLine, CartError } from '../../../machines/cart.types.ts';
export type { CartState, CartStatus } from '../../../machines/cart.state.ts';

/**
 * The page's cart service (created by the first element that asks; one per API base + context). Its confirmed
 * changes make the page's `refreshOn: ['cart']` data stale (src/data); a session change of its context (a sign-in,
 * a customer change without a page load) reloads the cart.
 */
export function useCartService(): CartService {
  const config = usePageConfig();
  const client = useApiClient();
  const queries = useQueryStore();
  const freeGifts = config.hasFeature('freegifts');
  return usePageActor(`cart:${config.apiBase}|${config.context}`, () => {
    const service = createCartService(client, { freeGifts });
    service.on('cartChanged', () => queries.changed('cart'));
    // A sign-in or customer change without a page load: the cart is the new session's (it is loaded again).
    subscribeSession((changed) => {
      if (changed === config.context) service.send({ type: 'SESSION_CHANGED' });
    });
    return service;
  });
}

export function useCartSelector<T>(selector: (state: CartState) => T, compare?: (a: T, b: T) => boolean): T {
  return useStoreSelector(useCartService(), selector, compare);
}

/**
 * The quantity of one line in the cart (optimistic: the requested changes count, and it follows rollbacks; the
 * drafts of controls still in their debounce do not). 0 = not in the cart.
 */
export function useCartLineQuantity(productid: string, variantid?: string | null): number {
  return useCartSelector((s) => committedQuantityOf(s, productid, variantid));
}

export interface LineRequest {
  productid: string;
  variantid?: string | null;
  quantity: number;
  addonproductids?: string[];
}

export interface CartHandle {
  status: CartStatus;
  /** Server truth (null until loaded). */
  cart: Cart | null;
  /** Lines as shown (truth + pending changes). */
  lines: CartLine[];
  delivery: CartDelivery | null;
  freeGift: FreeGift | null;
  error: CartError | null;
  /** Changes not yet confirmed. */
  pending: number;
  actions: CartActions;
}

export interface CartActions {
  /** Adds `quantity` to the line (creates it). */
  add(request: LineRequest): void;
  /** Sets the line's quantity (0 removes). */
  setQuantity(request: LineRequest): void;
  remove(productid: string, variantid?: string | null): void;
  /** A control's edit still in its debounce: every view shows `quantity` for the line now (`null` clears it). */
  draft(productid: string, variantid: string | null, quantity: number | null): void;
  /** Another call answered with the full cart (bulk order, CSV import, free gift): it becomes the truth. */
  replaceCart(cart: Cart): void;
  setFreeGift(freeGift: FreeGift | null): void;
  retry(): void;
  dismissError(): void;
}

/** Change requests on the page's cart from this element (the `butik-cart-change` event is fired on it). */
export function useCartActions(): CartActions {
  const service = useCartService();
  const host = useHost();
  return useMemo(() => {
    const origin = () => service.originOf(host);
    return {
      add: (r) => service.send({ type: 'ADD', ...r, origin: origin() }),
      setQuantity: (r) => service.send({ type: 'SET_QUANTITY', ...r, origin: origin() }),
      remove: (productid, variantid) => service.send({ type: 'REMOVE', productid, variantid, origin: origin() }),
      draft: (productid, variantid, quantity) => service.send({ type: 'DRAFT', productid, variantid, quantity }),
      replaceCart: (cart) => service.send({ type: 'REPLACE_CART', cart, origin: origin() }),
      setFreeGift: (freeGift) => service.send({ type: 'FREE_GIFT', freeGift }),
      retry: () => service.send({ type: 'RETRY' }),
      dismissError: () => service.send({ type: 'DISMISS_ERROR' }),
    } satisfies CartActions;
  }, [service, host]);
}

/**
 * The page's cart becomes each cart `actor` emits as `type` (a bulk order's add, a CSV import, a login's cart).
 * `actor` may come later: null until a machine loaded on demand is there.
 */
export function useReplaceCartOn<E extends EventObject>(
  actor: ActorRef<Snapshot<unknown>, never, E> | null,
  type: Extract<E, { cart: Cart }>['type'],
): void {
  const { replaceCart } = useCartActions();
  useEffect(() => {
    if (!actor) return undefined;
    // `type` names only events that carry a cart.
    const subscription = actor.on(type, (event) => replaceCart((event as Extract<E, { cart: Cart }>).cart));
    return () => subscription.unsubscribe();
  }, [actor, type, replaceCart]);
}

/** The whole cart for views that show it (cart preview, free-delivery notice, free gift). */
export function useCart(): CartHandle {
  const status = useCartSelector((s) => s.status);
  const cart = useCartSelector((s) => s.context.cart);
  const lines = useCartSelector((s) => s.context.lines);
  const delivery = useCartSelector((s) => s.context.delivery);
  const freeGift = useCartSelector((s) => s.context.freeGift);
  const error = useCartSelector((s) => s.context.error);
  const pending = useCartSelector(pendingChanges);
  const actions = useCartActions();
  return { status, cart, lines, delivery, freeGift, error, pending, actions };
}
