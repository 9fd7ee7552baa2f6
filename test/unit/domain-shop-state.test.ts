import { describe, expect, it } from 'vitest';
import { giftShopState, shopDay, utcDay, utcDayOffset, type ShopDates } from '../../src/domain/shop-state.ts';
import { deriveShopState } from '../../machines/gift-recipient.machine.ts';

const shop = (startdate: string | null, enddate: string | null, status: 0 | 1 = 0): ShopDates & { status: 0 | 1 } => ({
  status,
  startdate,
  enddate,
});
const at = (iso: string) => new Date(iso);

describe('utcDay / utcDayOffset', () => {
  it('is the UTC day at 23:59:59.999 and 00:00:00.000 UTC', () => {
    expect(utcDay(at('2026-11-21T23:59:59.999Z'))).toBe('2026-11-21');
    expect(utcDay(at('2026-11-22T00:00:00.000Z'))).toBe('2026-11-22');
  });
  it('counts days across months, years and DST changes', () => {
    expect(utcDayOffset(at('2026-12-31T23:59:59Z'), 1)).toBe('2027-01-01');
    expect(utcDayOffset(at('2026-03-01T00:00:00Z'), -1)).toBe('2026-02-28');
    expect(utcDayOffset(at('2026-03-28T23:30:00Z'), 1)).toBe('2026-03-29');
    expect(utcDayOffset(at('2026-10-25T00:30:00Z'), 0)).toBe('2026-10-25');
  });
});

describe('shopDay', () => {
  it('reads calendar days and zoned date-times by their UTC day', () => {
    expect(shopDay('2026-12-24')).toBe('2026-12-24');
    expect(shopDay('2026-12-24T23:30:00-02:00')).toBe('2026-12-25');
    expect(shopDay('2026-12-25T00:30:00+01:00')).toBe('2026-12-24');
    expect(shopDay('2026-12-24T10:00:00Z')).toBe('2026-12-24');
    expect(shopDay('2026-12-24T10:00:00')).toBe('2026-12-24');
  });
  it('is null for no date', () => {
    expect(shopDay(null)).toBeNull();
    expect(shopDay(undefined)).toBeNull();
    expect(shopDay('')).toBeNull();
    expect(shopDay('soon')).toBeNull();
  });
});

describe('giftShopState (spec §4, by UTC day)', () => {
  const now = at('2026-11-21T12:00:00Z');
  it('UNKNOWN without a shop, CLOSED by status whatever the dates', () => {
    expect(giftShopState(null, now)).toBe('UNKNOWN');
    expect(giftShopState(undefined, now)).toBe('UNKNOWN');
    expect(giftShopState(shop('2026-11-01', '2026-12-24', 1), now)).toBe('CLOSED');
    expect(giftShopState(shop(null, null, 1), now)).toBe('CLOSED');
  });
  it('OPEN from the start day through the end day, both included', () => {
    expect(giftShopState(shop('2026-11-21', '2026-11-21'), now)).toBe('OPEN');
    expect(giftShopState(shop(null, null), now)).toBe('OPEN');
    expect(giftShopState(shop('2026-11-22', null), now)).toBe('AWAITING');
    expect(giftShopState(shop(null, '2026-11-20'), now)).toBe('CLOSED');
  });
  it('changes at 00:00 UTC, not at midnight in Copenhagen', () => {
    const s = shop('2026-11-22', '2026-11-22');
    expect(giftShopState(s, at('2026-11-21T23:59:59.999Z'))).toBe('AWAITING'); // 00:59 in Copenhagen on the 22nd
    expect(giftShopState(s, at('2026-11-22T00:00:00.000Z'))).toBe('OPEN');
    expect(giftShopState(s, at('2026-11-22T23:59:59.999Z'))).toBe('OPEN');
    expect(giftShopState(s, at('2026-11-23T00:00:00.000Z'))).toBe('CLOSED');
  });
  it('on the Copenhagen DST days (29 March and 25 October 2026) too', () => {
    // Summer time begins 2026-03-29 01:00 UTC: 23:30 UTC on the 28th is 00:30 CET on the 29th.
    const spring = shop('2026-03-29', '2026-03-29');
    expect(giftShopState(spring, at('2026-03-28T23:30:00Z'))).toBe('AWAITING');
    expect(giftShopState(spring, at('2026-03-29T00:00:00Z'))).toBe('OPEN');
    expect(giftShopState(spring, at('2026-03-29T22:30:00Z'))).toBe('OPEN'); // 00:30 CEST on the 30th
    expect(giftShopState(spring, at('2026-03-30T00:00:00Z'))).toBe('CLOSED');
    // Summer time ends 2026-10-25 01:00 UTC: 22:30 UTC on the 24th is 00:30 CEST on the 25th.
    const autumn = shop('2026-10-25', '2026-10-25');
    expect(giftShopState(autumn, at('2026-10-24T22:30:00Z'))).toBe('AWAITING');
    expect(giftShopState(autumn, at('2026-10-25T23:30:00Z'))).toBe('OPEN'); // 00:30 CET on the 26th
    expect(giftShopState(autumn, at('2026-10-26T00:00:00Z'))).toBe('CLOSED');
  });
  it('compares a zoned date-time by its UTC day (both former copies got this wrong)', () => {
    // Starts at 00:00 UTC today: open today. The server's string compare ("…T00:00:00Z" > "2026-11-21") said AWAITING.
    expect(giftShopState(shop('2026-11-21T00:00:00Z', null), now)).toBe('OPEN');
    // Ends 2026-11-22 00:30 UTC: open all of the 22nd. The client's slice(0, 10) read the 21st and said CLOSED.
    const late = shop(null, '2026-11-21T23:30:00-01:00');
    expect(giftShopState(late, at('2026-11-22T10:00:00Z'))).toBe('OPEN');
    expect(giftShopState(late, at('2026-11-23T00:00:00Z'))).toBe('CLOSED');
  });
  // The demo server calls giftShopState itself (its date columns hold calendar days only).
  it('is the rule of the client machine', () => {
    const cases: [ReturnType<typeof shop>, string][] = [
      [shop('2026-11-21T00:00:00Z', null), '2026-11-21T12:00:00Z'],
      [shop(null, '2026-11-21T23:30:00-01:00'), '2026-11-22T10:00:00Z'],
      [shop('2026-03-29', '2026-03-29'), '2026-03-28T23:30:00Z'],
      [shop('2026-11-01', '2026-11-20'), '2026-11-21T00:00:00Z'],
    ];
    for (const [s, t] of cases) {
      expect(deriveShopState(s, at(t)), JSON.stringify(s)).toBe(giftShopState(s, at(t)));
    }
  });
});
