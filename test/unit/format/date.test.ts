import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  TIME_ZONE,
  formatDate,
  formatTime,
  isoWeekNumber,
  isoWeekYear,
  dayjs,
} from '../../../src/format/index.ts';

const da = { culture: 'da-DK' };
const en = { culture: 'en-GB' };

describe('dates in Copenhagen', () => {
  it('uses Europe/Copenhagen', () => {
    expect(TIME_ZONE).toBe('Europe/Copenhagen');
  });

  it('spring DST change 2026-03-29: 01:00 UTC jumps from 02:00 CET to 03:00 CEST', () => {
    expect(formatDate('2026-03-29T00:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-03-29 01:30 +01:00');
    expect(formatDate('2026-03-29T01:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-03-29 03:30 +02:00');
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
  });

  it('autumn DST change 2026-10-25: 02:30 happens twice', () => {
    expect(formatDate('2026-10-25T00:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-10-25 02:30 +02:00');
    expect(formatDate('2026-10-25T01:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-10-25 02:30 +01:00');
  });

  it('the Copenhagen day differs from the UTC day around midnight', () => {
    // 23:30 UTC on 31 Dec is 00:30 on 1 Jan in Copenhagen (winter, UTC+1)
    expect(formatDate('2026-12-31T23:30:00Z', 'long', da)).toBe('1. januar 2027');
    // 22:30 UTC on 30 Jun is 00:30 on 1 Jul (summer, UTC+2)
    expect(formatDate('2026-06-30T22:30:00Z', 'long', da)).toBe('1. juli 2026');
    expect(formatDate('2026-06-30T21:30:00Z', 'long', da)).toBe('30. juni 2026');
  });

  it('accepts Date, epoch ms and dayjs values', () => {
    const instant = Date.UTC(2026, 2, 29, 12, 5);
    expect(formatDate(instant, 'full', da)).toBe('søndag d. 29. marts 2026 kl. 14:05');
    expect(formatDate(new Date(instant), 'full', da)).toBe('søndag d. 29. marts 2026 kl. 14:05');
    expect(formatDate(dayjs(instant), 'short', da)).toBe('29.03.2026');
  });
});

describe('named formats', () => {
  const instant = '2026-03-29T12:05:00Z'; // 14:05 CEST
  it.each([
    ['tiny', '29/3', '29/3'],
    ['short', '29.03.2026', '29/03/2026'],
    ['medium', '29. mar. 2026', '29 Mar 2026'],
    ['long', '29. marts 2026', '29 March 2026'],
    ['full', 'søndag d. 29. marts 2026 kl. 14:05', 'Sunday, 29 March 2026 14:05'],
  ] as const)('%s', (name, danish, english) => {
    expect(formatDate(instant, name, da)).toBe(danish);
    expect(formatDate(instant, name, en)).toBe(english);
  });

  it('defines exactly tiny, short, medium, long, full and defaults to the Danish long format', () => {
    expect(Object.keys(DATE_FORMATS)).toEqual(['tiny', 'short', 'medium', 'long', 'full']);
    expect(formatDate('2026-05-01T10:00:00Z', undefined, da)).toBe('1. maj 2026');
  });

  it("uses the culture's own patterns (Intl) for the other languages, in Copenhagen time", () => {
    expect(formatDate(instant, 'long', { culture: 'de-DE' })).toBe('29. März 2026');
    expect(formatDate(instant, 'short', { culture: 'de-DE' })).toBe('29.03.2026');
    expect(formatDate(instant, 'long', { culture: 'ja-JP' })).toBe('2026年3月29日');
    expect(formatDate(instant, 'long', { culture: 'pl-PL' })).toBe('29 marca 2026');
    expect(formatDate(instant, 'full', { culture: 'fr-FR' })).toBe('dimanche 29 mars 2026 à 14:05');
    expect(formatDate('2026-03-29T22:30:00Z', 'long', { culture: 'sv-SE' })).toBe('30 mars 2026');
    expect(formatTime(instant, { culture: 'de-DE' })).toBe('14:05');
    expect(formatDate(instant, 'long', { culture: 'ar-EG' })).toBe(
      new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(new Date(instant)),
    );
  });

  it('uses en-GB for unknown or missing cultures', () => {
    expect(formatDate(instant, 'long')).toBe('29 March 2026');
    expect(formatDate(instant, 'long', { culture: 'xx-YY' })).toBe('29 March 2026');
    expect(formatDate(instant, 'long', { culture: '!!' })).toBe('29 March 2026');
    expect(formatDate(instant, 'long', { culture: 'da' })).toBe('29. marts 2026');
  });

  it('gives an empty string for invalid input and never throws', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate('2026-01-01T00:00:00Z', 'long', { timeZone: 'Mars/Olympus' })).toBe('');
    expect(isoWeekNumber('garbage')).toBeUndefined();
    expect(isoWeekYear({} as never)).toBeUndefined();
  });
});

describe('ISO week numbers at year boundaries', () => {
  it.each([
    ['2026-12-31', 53, 2026],
    ['2027-01-01', 53, 2026],
    ['2027-01-03', 53, 2026],
    ['2027-01-04', 1, 2027],
    ['2025-12-29', 1, 2026],
    ['2025-12-28', 52, 2025],
    ['2021-01-03', 53, 2020],
    ['2021-01-04', 1, 2021],
    ['2024-12-30', 1, 2025],
    ['2026-03-29', 13, 2026],
  ] as const)('%s is week %i of %i', (date, week, year) => {
    expect(isoWeekNumber(date)).toBe(week);
    expect(isoWeekYear(date)).toBe(year);
  });

  it('uses the Copenhagen day of an instant', () => {
    // Sunday 2027-01-03 23:30 UTC is Monday 2027-01-04 00:30 in Copenhagen: week 1 of 2027
    expect(isoWeekNumber('2027-01-03T23:30:00Z')).toBe(1);
    expect(isoWeekYear('2027-01-03T23:30:00Z')).toBe(2027);
  });
});

describe('independent of the machine time zone', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('reads date-only and offset-less strings as Copenhagen wall time', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-780); // the zone switch took effect
    expect(formatDate('2026-12-31', 'long', da)).toBe('31. december 2026');
    expect(isoWeekNumber('2025-12-29')).toBe(1);
    expect(formatDate('2026-03-29T14:05', 'full', da)).toBe('søndag d. 29. marts 2026 kl. 14:05');
    expect(formatDate('2026-03-29T12:05:00Z', 'full', da)).toBe('søndag d. 29. marts 2026 kl. 14:05');
  });
});
