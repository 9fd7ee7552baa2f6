/**
 * An add-to-cart control's context, how it starts and how views read its snapshots (machines/add-to-cart.machine.ts):
 * no XState here, so a control shows its first state before the machine is loaded
 * (src/features/add-to-cart/use-line-control.ts).
 */
import { defaultQuantity, digitsOnly, normalizeColli } from '../src/validation/quantity.ts';
import type { AddToCartSnapshot } from './add-to-cart.machine.ts';

export interface AddToCartInput {
  productid: string;
  variantid?: string | null;
  colli?: number | string | null;
  addonproductids?: string[] | null;
  /** The line's quantity in the cart (0 = not in the cart). */
  lineQuantity?: number | null;
}

export interface AddToCartContext {
  productid: string;
  variantid: string | null;
  colli: number;
  addonproductids: string[];
  /** The cart's quantity of this line (optimistic). */
  lineQuantity: number;
  /** The quantity field's text (digits only). */
  text: string;
  /** In-cart: the quantity being edited. */
  quantity: number;
  /** The last add or commit was rounded up to a multiple of colli. */
  rounded: boolean;
}

const MAX_DIGITS = 7;

/** The quantity field's text as typed: its digits only, at most 7. */
export function typedText(text: unknown): string {
  return digitsOnly(text).slice(0, MAX_DIGITS);
}

export function cleanLineQuantity(q: unknown): number {
  return typeof q === 'number' && Number.isFinite(q) && q > 0 ? Math.floor(q) : 0;
}

/** The machine's first context: in the cart, the field shows the line's quantity, else one package (or 1). */
export function initialLineContext(input: AddToCartInput | undefined): AddToCartContext {
  const colli = normalizeColli(input?.colli);
  const lineQuantity = cleanLineQuantity(input?.lineQuantity);
  return {
    productid: typeof input?.productid === 'string' ? input.productid : '',
    variantid: typeof input?.variantid === 'string' && input.variantid !== '' ? input.variantid : null,
    colli,
    addonproductids: Array.isArray(input?.addonproductids)
      ? input.addonproductids.filter((id): id is string => typeof id === 'string' && id !== '')
      : [],
    lineQuantity,
    text: String(lineQuantity > 0 ? lineQuantity : defaultQuantity(colli)),
    quantity: lineQuantity,
    rounded: false,
  };
}

/** The view shows minus / quantity / plus. */
export function isInCartMode(snapshot: AddToCartSnapshot): boolean {
  return snapshot.matches('inCart');
}

/** An add was sent and the cart has not shown the line yet (the add button is busy). */
export function isAdding(snapshot: AddToCartSnapshot): boolean {
  return snapshot.matches({ notInCart: 'adding' });
}
