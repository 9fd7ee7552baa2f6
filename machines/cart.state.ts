/**
 * The page cart as views read it, without XState: its status and the cart machine's context. The page's cart
 * store (src/features/cart/cart-store.ts) shows this before the machine is loaded (the first read needs no
 * machine) and maps the machine's snapshots to it afterwards, so every view reads one shape either way.
 */
import { optimisticLines, pendingOf, quantityOf } from './cart.lines.ts';
import type { CartContext, CartInput } from './cart.types.ts';

export type CartStatus = 'loading' | 'ready' | 'failed';

export interface CartState {
  status: CartStatus;
  context: CartContext;
}

/** The context the cart starts with (the machine's `context` and the store's first state). */
export function initialCartContext(input: CartInput | undefined): CartContext {
  return {
    freeGifts: input?.freeGifts === true,
    cart: null,
    lines: [],
    delivery: null,
    freeGift: null,
    inFlight: null,
    queue: [],
    truths: 0,
    reloadFrom: 0,
    drafts: [],
    error: null,
  };
}

/** The cart is loaded (changes may still be pending). */
export function isCartLoaded(state: Pick<CartState, 'status'>): boolean {
  return state.status === 'ready';
}

/** Number of changes not yet confirmed (in flight + queued + drafts). */
export function pendingChanges(state: { context: CartContext }): number {
  return pendingOf(state.context).length + state.context.drafts.length;
}

/** A line's quantity without drafts (the truth plus the requested changes): what a control compares its edit with. */
export function committedQuantityOf(
  state: { context: CartContext },
  productid: string,
  variantid?: string | null,
): number {
  return quantityOf(optimisticLines(state.context.cart, pendingOf(state.context)), productid, variantid);
}
