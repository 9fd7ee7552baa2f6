/**
 * A gift shop's front state by the calendar (spec §4): UNKNOWN if there is no shop; CLOSED if its status is
 * closed or its end date is before today; AWAITING if its start date is after today; otherwise OPEN.
 * "Dates are compared by day in UTC": today is the UTC day of the clock, and a start/end date is its UTC day.
 *
 * So the Copenhagen evening is still "yesterday": at 00:30 in Copenhagen (22:30 or 23:30 UTC) a shop that
 * starts today is not open yet. Both the client and the demo server use this one rule, so the page never
 * offers a step the server refuses.
 */

export type GiftShopState = 'UNKNOWN' | 'CLOSED' | 'AWAITING' | 'OPEN';

/** Gift shop status values (spec §4): OPEN 0, CLOSED 1. */
export const GIFT_SHOP_STATUS = { OPEN: 0, CLOSED: 1 } as const;

/** The fields the state is derived from. */
export interface ShopDates {
  status: number;
  startdate: string | null;
  enddate: string | null;
}

/** The UTC day `YYYY-MM-DD` of an instant. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The UTC day `days` after (or before, when negative) the UTC day of `base`. */
export function utcDayOffset(base: Date, days: number): string {
  return utcDay(new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days)));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The UTC day of a shop date: a calendar day `YYYY-MM-DD` is itself; a date-time with a zone
 * (`2026-12-24T23:30:00-02:00`) is the UTC day of that instant (`2026-12-25`); a date-time without a zone
 * is read by its date part. Anything else is no date (null): it neither opens nor closes a shop.
 */
export function shopDay(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (DAY.test(value)) return value;
  if (ZONED.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : utcDay(new Date(time));
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : null;
}

/** The front state of a gift shop at `now` (see the module comment). */
export function giftShopState(shop: ShopDates | null | undefined, now: Date): GiftShopState {
  if (!shop) return 'UNKNOWN';
  if (shop.status === GIFT_SHOP_STATUS.CLOSED) return 'CLOSED';
  const today = utcDay(now);
  const end = shopDay(shop.enddate);
  if (end !== null && end < today) return 'CLOSED';
  const start = shopDay(shop.startdate);
  if (start !== null && start > today) return 'AWAITING';
  return 'OPEN';
}
