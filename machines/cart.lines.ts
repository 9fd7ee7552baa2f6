/** The cart's pure line rules: keys, optimistic lines, the queue's merge (machines/cart.machine.ts re-exports the public ones). */
import type { AddToCartRequest, Cart } from '../src/api/schemas/cart.ts';
import type { CartChange, CartContext, CartEvent, CartLine } from './cart.types.ts';

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

export function cleanQuantity(q: unknown): number {
  return typeof q === 'number' && Number.isFinite(q) && q > 0 ? Math.min(Math.floor(q), 1_000_000) : 0;
}

export function linesOfCart(cart: Cart | null): CartLine[] {
  return (cart?.items ?? []).map((item) => ({
    productid: item.productid,
    variantid: variantKey(item.variantid),
    quantity: item.quantity,
    item,
    pending: false,
  }));
}

export function applyChange(lines: CartLine[], change: CartChange): CartLine[] {
  const index = lines.findIndex((l) => sameLine(l, change));
  if (change.add) change = { ...change, quantity: (lines[index]?.quantity ?? 0) + change.quantity, add: false };
  if (change.quantity <= 0) return index < 0 ? lines : lines.filter((_, i) => i !== index);
  if (index < 0) {
    return [
      ...lines,
      {
        productid: change.productid,
        variantid: change.variantid,
        quantity: change.quantity,
        item: null,
        pending: true,
      },
    ];
  }
  return lines.map((l, i) => (i === index ? { ...l, quantity: change.quantity, pending: true } : l));
}

/** Lines shown: the truth with the change in flight and the queued changes applied in order. */
export function optimisticLines(cart: Cart | null, pending: readonly CartChange[]): CartLine[] {
  return pending.reduce(applyChange, linesOfCart(cart));
}

export function pendingOf(context: Pick<CartContext, 'inFlight' | 'queue'>): CartChange[] {
  return context.inFlight ? [context.inFlight, ...context.queue] : [...context.queue];
}

/** Lines as shown: the truth, the pending changes, then the drafts (which only set a shown quantity). */
export function shownLines(
  cart: Cart | null,
  pending: readonly CartChange[],
  drafts: readonly CartChange[],
): CartLine[] {
  const lines = optimisticLines(cart, pending);
  if (drafts.length === 0) return lines;
  return lines.map((l) => {
    const draft = drafts.find((d) => sameLine(d, l));
    return draft && draft.quantity !== l.quantity ? { ...l, quantity: draft.quantity, pending: true } : l;
  });
}

export function linesOf(cart: Cart | null, context: Pick<CartContext, 'inFlight' | 'queue' | 'drafts'>): CartLine[] {
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
  const request: AddToCartRequest = {
    productid: change.productid,
    quantity: change.quantity,
    variantid: change.variantid,
  };
  if (change.addonproductids && change.addonproductids.length > 0) request.addonproductids = change.addonproductids;
  return request;
}

export function isCart(value: unknown): value is Cart {
  return !!value && typeof value === 'object' && Array.isArray((value as Cart).items);
}

export function toChange(event: CartEvent): CartChange | null {
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
