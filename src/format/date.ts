import { dayjs, type ConfigType, type Dayjs } from './dayjs.ts';
import { dayjsLocale, hasDayjsLocale, intlCulture } from './culture.ts';

/** Dates are shown in this time zone (spec §9). */
export const TIME_ZONE = 'Europe/Copenhagen';

/**
 * The named date formats (spec §9), as dayjs format strings; `L…` tokens are localised
 * per culture. Examples for 2026-03-29 14:05 Copenhagen time:
 *
 * | name   | pattern          | da-DK                            | en-GB                       |
 * |--------|------------------|----------------------------------|-----------------------------|
 * | tiny   | `D/M`            | 29/3                             | 29/3                        |
 * | short  | `L`              | 29.03.2026                       | 29/03/2026                  |
 * | medium | `ll`             | 29. mar. 2026                    | 29 Mar 2026                 |
 * | long   | `LL`             | 29. marts 2026                   | 29 March 2026               |
 * | full   | `LLLL`           | søndag d. 29. marts 2026 kl. 14:05 | Sunday, 29 March 2026 14:05 |
 *
 * `long` is the Danish long format the spec asks for and the default.
 */
export const DATE_FORMATS = {
  tiny: 'D/M',
  short: 'L',
  medium: 'll',
  long: 'LL',
  full: 'LLLL',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

export interface DateFormatOptions {
  /** Culture, e.g. `da-DK` (default `en-GB`). */
  culture?: string;
  /** IANA time zone (default {@link TIME_ZONE}). */
  timeZone?: string;
}

/** `2026-03-29`, `2026-03-29T14:05`, `2026-03-29 14:05:30.123`: no zone designator. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;

/**
 * The value as a dayjs in the Copenhagen (or given) time zone, or `undefined` when invalid.
 * Strings without offset (`2026-12-31`, `2026-03-29T14:05`) are read as Copenhagen wall
 * time; instants (Date, epoch ms, strings with `Z` or an offset) are converted.
 */
export function toZoned(value: ConfigType, options: DateFormatOptions = {}): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const zone = options.timeZone ?? TIME_ZONE;
  try {
    // A date or date-time without offset is a wall-clock time in the shop's zone, whatever
    // the zone of the machine running the code.
    const d =
      typeof value === 'string' && LOCAL_DATE_TIME.test(value.trim())
        ? dayjs.tz(value.trim(), zone)
        : dayjs(value).tz(zone);
    if (!d.isValid()) return undefined;
    return d.locale(dayjsLocale(options.culture));
  } catch {
    return undefined; // unknown time zone or unparsable
  }
}

/**
 * Formats a date (Date, ISO string, epoch ms or dayjs) with a named format or a dayjs
 * pattern, in the Copenhagen time zone. Invalid or empty input gives ''.
 */
export function formatDate(
  value: ConfigType,
  format: DateFormatName | (string & {}) = 'long',
  options: DateFormatOptions = {},
): string {
  const d = toZoned(value, options);
  if (!d) return '';
  const named = Object.prototype.hasOwnProperty.call(DATE_FORMATS, format);
  if (named && !hasDayjsLocale(options.culture)) {
    return intlDate(d.valueOf(), format as DateFormatName, options);
  }
  return d.format(named ? DATE_FORMATS[format as DateFormatName] : format);
}

/**
 * Named formats in the cultures dayjs is not given locales for (all but Danish and English, issue 14): the
 * browser's own `Intl` patterns of the culture, in the shop's time zone (no locale data in the bundle).
 */
const INTL_FORMATS: Record<DateFormatName, Intl.DateTimeFormatOptions> = {
  tiny: { day: 'numeric', month: 'numeric' },
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full', timeStyle: 'short' },
};

function intlDate(epochMs: number, format: DateFormatName, options: DateFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(intlCulture(options.culture), {
      ...INTL_FORMATS[format],
      timeZone: options.timeZone ?? TIME_ZONE,
    }).format(epochMs);
  } catch {
    return '';
  }
}

/** Time of day in the culture's form (`HH:mm` in Danish), in the Copenhagen time zone ('' for invalid input). */
export function formatTime(value: ConfigType, options: DateFormatOptions = {}): string {
  const d = toZoned(value, options);
  if (!d) return '';
  if (hasDayjsLocale(options.culture)) return d.format('LT');
  try {
    return new Intl.DateTimeFormat(intlCulture(options.culture), {
      timeStyle: 'short',
      timeZone: options.timeZone ?? TIME_ZONE,
    }).format(d.valueOf());
  } catch {
    return '';
  }
}

/** ISO 8601 week number (1–53) of the date in the Copenhagen time zone; `undefined` when invalid. */
export function isoWeekNumber(value: ConfigType, options: DateFormatOptions = {}): number | undefined {
  return toZoned(value, options)?.isoWeek();
}

/** The ISO week-numbering year (2027-01-01 belongs to 2026); `undefined` when invalid. */
export function isoWeekYear(value: ConfigType, options: DateFormatOptions = {}): number | undefined {
  return toZoned(value, options)?.isoWeekYear();
}
