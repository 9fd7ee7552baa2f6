/** The cart machine's public types (machines/cart.machine.ts re-exports them). */
import type { Cart, CartDelivery, CartItem } from '../src/api/schemas/cart.ts';
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
  /** How often a server answer became the truth (a confirmed change, REPLACE_CART): a session reload's answer is
   * applied only when none came since the reload started (`reloadFrom`). */
  truths: number;
  reloadFrom: number;
}

export interface LineRequest {
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
  /** Who is signed in changed without a page load (a sign-in, a customer change): the cart is another one. */
  | { type: 'SESSION_CHANGED' }
  | { type: 'DISMISS_ERROR' };

export type CartEmitted =
  /**
   * A change was confirmed by the server (`change` is the change sent) or the cart was replaced (`change` null,
   * `origin` from REPLACE_CART): the element layer fires `butik-cart-change`.
   */
  | { type: 'cartChanged'; cart: Cart; change: CartChange | null; origin: string | undefined }
  /** A change failed; the lines were rolled back. */
  | { type: 'changeFailed'; change: CartChange; error: CartError };
