import { describe, expect, it } from 'vitest';
import { addDays, copenhagenDay, formatDay, isoWeekOf, mondayOf } from '../../../src/format/calendar-day.ts';
import { formatDate, isoWeekNumber, isoWeekYear } from '../../../src/format/date.ts';

describe('calendar days without dayjs', () => {
  it("formats a day like date.ts's medium format, in Danish and English", () => {
    for (const day of ['2026-03-29', '2026-12-24', '2027-01-01']) {
      expect(formatDay(day, 'da-DK')).toBe(formatDate(day, 'medium', { culture: 'da-DK' }));
      expect(formatDay(day, 'en-GB')).toBe(formatDate(day, 'medium', { culture: 'en-GB' }));
    }
    expect(formatDay('nonsense', 'da-DK')).toBe('nonsense');
    expect(formatDay('2026-03-29', 'xx-invalid-')).toBe('29 Mar 2026');
  });

  it('gives the ISO week and its year like dayjs, across year ends', () => {
    for (const day of [
      '2026-01-01',
      '2026-12-28',
      '2027-01-01',
      '2027-01-04',
      '2020-12-31',
      '2021-01-03',
      '2026-11-26',
    ]) {
      expect(isoWeekOf(day), day).toEqual({ week: isoWeekNumber(day), year: isoWeekYear(day) });
    }
    expect(isoWeekOf('x')).toBeUndefined();
  });

  it('finds the Monday of a week, adds days, and knows today in Copenhagen', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 23:30 UTC on 31 December is already 1 January in Copenhagen.
    expect(copenhagenDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(copenhagenDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
