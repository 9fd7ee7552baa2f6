/**
 * Small helpers shared by the commerce routes, the seed and the worker. The domain rules (gift-code keys, shop
 * state by UTC day, colli, EAN, money rounding) are not here: they are src/domain, shared with the library.
 */
import { formatMoney } from '../../../src/format/number.ts';

/** The culture and currency of every display string the reference server sends (it has no other). */
export const SERVER_MONEY = { culture: 'da-DK', currency: 'DKK' } as const;

/**
 * Danish money text, e.g. 1234.5 -> "1.234,50 kr." with a no-break space before "kr.": the library's own
 * `formatMoney` for da-DK/DKK (docs/money-format.md), so a server string and the library's text for the same
 * amount are the same bytes.
 */
export function formatDkk(amount: number): string {
  return formatMoney(amount, SERVER_MONEY);
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
