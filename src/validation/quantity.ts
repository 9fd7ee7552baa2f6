/**
 * Quantity rules of spec §5 (add to cart, wish list): quantities are whole multiples of the
 * product's colli (pack size), rounded up; the default quantity is the colli, or 1.
 */

/** A usable colli: a positive integer, else 1. */
export function normalizeColli(colli: unknown): number {
  const n = typeof colli === 'string' && colli.trim() !== '' ? Number(colli) : colli;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}

/** Default quantity of a product: its colli, or 1. */
export function defaultQuantity(colli: unknown): number {
  return normalizeColli(colli);
}

/**
 * Rounds a quantity up to a multiple of colli: `(7, 6)` → 12, `(12, 6)` → 12, `(0, 6)` → 0.
 * Negative, non-numeric or non-finite quantities give 0 (minimum 0, spec §5 wish list).
 */
export function roundUpToColli(quantity: unknown, colli: unknown): number {
  const q = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity;
  if (typeof q !== 'number' || !Number.isFinite(q) || q <= 0) return 0;
  const c = normalizeColli(colli);
  return Math.ceil(q / c - 1e-9) * c;
}

/** Keeps only the digits of typed text (the new-item quantity field accepts digits only). */
export function digitsOnly(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\D+/g, '') : '';
}

/** A required field's placeholder carries a ' *' suffix (spec §5, sign-up). */
export function requiredPlaceholder(placeholder: string): string {
  return `${placeholder} *`;
}
