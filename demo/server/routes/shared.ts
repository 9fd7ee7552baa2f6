/** Small domain helpers shared by the commerce routes, the seed and the worker. */

/** Forgiving gift-code key: case, spaces and dashes ignored; O->0, I/L->1. */
export function codeKey(code: string): string {
  return code
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** yyyy-mm-dd of a Date in UTC. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** yyyy-mm-dd `days` from `base` (UTC). */
export function dayOffset(base: Date, days: number): string {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days));
  return utcDay(d);
}

export type GiftShopState = 'UNKNOWN' | 'CLOSED' | 'AWAITING' | 'OPEN';

/** Spec §4: CLOSED if status closed or end before today; AWAITING if start after today; else OPEN. By UTC day. */
export function giftShopState(
  shop: { status: number; startdate: string | null; enddate: string | null } | null | undefined,
  now: Date,
): GiftShopState {
  if (!shop) return 'UNKNOWN';
  const today = utcDay(now);
  if (shop.status === 1) return 'CLOSED';
  if (shop.enddate && shop.enddate < today) return 'CLOSED';
  if (shop.startdate && shop.startdate > today) return 'AWAITING';
  return 'OPEN';
}

/** Danish money text, e.g. 1234.5 -> "1.234,50 kr." */
export function formatDkk(amount: number): string {
  const fixed = (Math.round(amount * 100) / 100).toFixed(2);
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

/** Rounds to whole øre. */
export const roundMoney = (n: number): number => Math.round(n * 100) / 100;

/** Rounds a quantity up to a multiple of colli (spec §5). */
export function roundToColli(quantity: number, colli: number): number {
  const pack = Number.isInteger(colli) && colli > 0 ? colli : 1;
  if (quantity <= 0) return 0;
  return Math.ceil(quantity / pack) * pack;
}

/** True for e-mail addresses the demo mail "transport" cannot deliver to. */
export function undeliverable(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domain === '' || domain === 'invalid' || domain.endsWith('.invalid');
}
