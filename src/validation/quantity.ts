/**
 * Quantity rules of spec §5 (add to cart, wish list): quantities are whole multiples of the
 * product's colli (pack size), rounded up; the default quantity is the colli, or 1. The colli
 * rule itself is src/domain/colli.ts (shared with the demo server); this module adds the
 * input helpers of the quantity fields.
 */
export { defaultQuantity, normalizeColli, roundUpToColli } from '../domain/colli.ts';

/** Keeps only the digits of typed text (the new-item quantity field accepts digits only). */
export function digitsOnly(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\D+/g, '') : '';
}

/** A required field's placeholder carries a ' *' suffix (spec §5, sign-up). */
export function requiredPlaceholder(placeholder: string): string {
  return `${placeholder} *`;
}
