/**
 * Calendar days (`YYYY-MM-DD`) without dayjs: formatting, the ISO week, today in Copenhagen. For on-demand parts
 * (the range picker, the management area) that show days but no times: importing the dayjs helpers (date.ts) there
 * would make the bundler share dayjs between those parts and the recipient flow, in the chunk every shop page loads.
 * The output matches date.ts for days (`medium`: '29. mar. 2026' in Danish, '29 Mar 2026' in English).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function utcDate(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar day in `culture` ('29. mar. 2026'); the input as it is when it is no day. */
export function formatDay(day: string, culture: string): string {
  const date = utcDate(day);
  if (!date) return day;
  return dayFormat(culture || 'en-GB').format(date);
}

/** One formatter per culture: creating an Intl.DateTimeFormat costs far more than formatting (a list formats many). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(culture: string): Intl.DateTimeFormat {
  let format = dayFormats.get(culture);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(culture, options);
    } catch {
      format = new Intl.DateTimeFormat('en-GB', options);
    }
    dayFormats.set(culture, format);
  }
  return format;
}

/** The ISO 8601 week and its week-numbering year of a calendar day, or undefined. */
export function isoWeekOf(day: string): { week: number; year: number } | undefined {
  const date = utcDate(day);
  if (!date) return undefined;
  // The Thursday of the day's week decides the year; weeks start on Monday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return { week, year };
}

/** The Monday (`YYYY-MM-DD`) of the ISO week of a calendar day, or undefined. */
export function mondayOf(day: string): string | undefined {
  const date = utcDate(day);
  if (!date) return undefined;
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() || 7) - 1));
  return date.toISOString().slice(0, 10);
}

/** `days` after (or before) a calendar day. */
export function addDays(day: string, days: number): string | undefined {
  const date = utcDate(day);
  if (!date) return undefined;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Copenhagen (`YYYY-MM-DD`) at `now`. */
export function copenhagenDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
