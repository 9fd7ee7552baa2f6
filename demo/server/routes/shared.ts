/**
 * Small helpers shared by the commerce routes, the seed and the worker. The domain rules (gift-code keys, shop
 * state by UTC day, colli, EAN, money rounding) are not here: they are src/domain, shared with the library.
 */
import { roundMoney } from '../../../src/domain/money.ts';

/** Danish money text, e.g. 1234.5 -> "1.234,50 kr." */
export function formatDkk(amount: number): string {
  const fixed = roundMoney(amount).toFixed(2);
  const [int = '0', dec = '00'] = fixed.split('.');
  const negative = int.startsWith('-');
  const digits = negative ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${dec} kr.`;
}

/** Largest value of a Postgres `integer` / `serial` column. */
export const MAX_SERIAL = 2_147_483_647;

/**
 * A database row id (serial) from a path or body string: digits only, 1..2147483647; otherwise null.
 * (A bigger number would make Postgres fail the query with "out of range for type integer" — a 500.)
 */
export function serialId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_SERIAL ? n : null;
}

/** Most of one item a cart line may hold (the add-to-cart payload's own bound, spec §3). */
export const MAX_LINE_QUANTITY = 1_000_000;

/** True for e-mail addresses the demo mail "transport" cannot deliver to. */
export function undeliverable(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domain === '' || domain === 'invalid' || domain.endsWith('.invalid');
}
