/**
 * Colli (pack size) rules of spec §5: a quantity is a whole multiple of the product's colli, rounded up
 * (add to cart, wish list); the default quantity is the colli, or 1. The client rounds what it shows and
 * sends, the demo server rounds what it stores, with these same functions.
 */

/** A usable colli: a positive integer (a numeric string is read as its number), else 1. */
export function normalizeColli(colli: unknown): number {
  const n = typeof colli === 'string' && colli.trim() !== '' ? Number(colli) : colli;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 1;
}

/** Default quantity of a product: its colli, or 1. */
export function defaultQuantity(colli: unknown): number {
  return normalizeColli(colli);
}

/**
 * Rounds a quantity up to a multiple of colli: `(7, 6)` → 12, `(12, 6)` → 12, `(2.5, 1)` → 3, `(0, 6)` → 0.
 * Zero, negative, non-numeric or non-finite quantities give 0 (minimum 0, spec §5 wish list). Any fraction
 * over a multiple rounds up to the next one (there is no tolerance: quantities are counted, not measured).
 */
export function roundUpToColli(quantity: unknown, colli: unknown): number {
  const q = typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : quantity;
  if (typeof q !== 'number' || !Number.isFinite(q) || q <= 0) return 0;
  const c = normalizeColli(colli);
  return Math.ceil(q / c) * c;
}
