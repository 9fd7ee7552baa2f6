import { roundMoney } from '../domain/money.ts';
import { intlCulture } from './culture.ts';

/** Default number of decimals (spec §9). */
export const DEFAULT_DECIMALS = 2;

export interface NumberFormatOptions {
  /** Culture, e.g. `da-DK` (default `en-GB`). */
  culture?: string;
  /** Exact number of decimals (default 2). */
  decimals?: number;
}

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(culture: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${culture}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(culture, options);
    } catch {
      // e.g. an unknown currency code: fall back to a plain number
      const { style: _style, currency: _currency, currencyDisplay: _cd, ...rest } = options;
      f = new Intl.NumberFormat(culture, rest);
    }
    cache.set(key, f);
  }
  return f;
}

function decimals(d: number | undefined): number {
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 20 ? d : DEFAULT_DECIMALS;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** `1234.5` → `1.234,50` (da-DK) / `1,234.50` (en-GB). Non-numbers give ''. */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const d = decimals(options.decimals);
  return numberFormat(intlCulture(options.culture), { minimumFractionDigits: d, maximumFractionDigits: d }).format(n);
}

export interface MoneyFormatOptions extends NumberFormatOptions {
  /** ISO 4217 code, e.g. `DKK`. */
  currency: string;
}

/**
 * Money per culture and currency: `formatMoney(1234.5, { culture: 'da-DK', currency: 'DKK' })`
 * → `1.234,50 kr.` (a no-break space before `kr.`); en-GB/GBP → `£1,234.50`; en-GB/DKK → `DKK 1,234.50`.
 * Non-numbers give ''. A malformed currency code formats the plain number followed by the code.
 *
 * The one money format (docs/money-format.md): the demo server formats its display strings with this function
 * too, so a server string and the library's text for the same amount are the same bytes. The amount is rounded
 * with the domain rule first (src/domain/money.ts: halves away from zero, `1.005` → `1,01`), which also turns
 * an amount that rounds to zero into `0,00 kr.`, never `-0,00 kr.`.
 */
export function formatMoney(value: unknown, options: MoneyFormatOptions): string {
  const raw = toNumber(value);
  if (raw === undefined) return '';
  const d = decimals(options.decimals);
  const rounded = roundMoney(raw, d);
  // (× 10^decimals may overflow for a huge amount with many decimals: Intl rounds that one itself)
  const n = Number.isFinite(rounded) ? rounded : raw;
  const culture = intlCulture(options.culture);
  const currency = typeof options.currency === 'string' ? options.currency.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(currency)) {
    const plain = formatNumber(n, { culture, decimals: d });
    return currency ? `${plain} ${currency}` : plain;
  }
  return numberFormat(culture, {
    style: 'currency',
    currency,
    minimumFractionDigits: d,
    maximumFractionDigits: d,
  }).format(n);
}

/**
 * An amount the API sends both as a number and as a server-formatted string (`totalincvat` and
 * `displaytotalprice`, a delivery's `freedeliverydiff` and `displayfreedeliverydiff` …): the number formatted
 * with the page's culture and currency when the server sent one, else the server's string as sent
 * (docs/money-format.md lists the fields). '' when neither came.
 */
export function formatMoneyOr(amount: unknown, serverText: unknown, options: MoneyFormatOptions): string {
  const text = formatMoney(amount, options);
  if (text) return text;
  return typeof serverText === 'string' ? serverText : '';
}

/** The parts of a Price (src/api/schemas/product.ts) the money helpers read. */
export interface PriceLike {
  currency: string;
  priceincvat: number;
  priceexvat: number;
  showpricesincvat?: boolean;
}

export interface PriceFormatOptions {
  /** Culture, e.g. `da-DK` (default `en-GB`). */
  culture?: string;
  /**
   * Show prices incl. VAT? A page setting that overrides the price's own
   * `showpricesincvat` when given; otherwise the price decides (default: incl. VAT).
   */
  incVat?: boolean;
  decimals?: number;
}

/** Whether a price is shown incl. VAT: the page setting if given, else the price's flag, else true. */
export function showsIncVat(price: Pick<PriceLike, 'showpricesincvat'> | null | undefined, incVat?: boolean): boolean {
  if (typeof incVat === 'boolean') return incVat;
  return price?.showpricesincvat ?? true;
}

/** The amount to show: `priceincvat` or `priceexvat` per {@link showsIncVat}. */
export function priceAmount(price: PriceLike, incVat?: boolean): number {
  return showsIncVat(price, incVat) ? price.priceincvat : price.priceexvat;
}

/** A price formatted in its own currency, incl. or excl. VAT per {@link showsIncVat}. '' for no price. */
export function formatPrice(price: PriceLike | null | undefined, options: PriceFormatOptions = {}): string {
  if (!price || typeof price !== 'object') return '';
  return formatMoney(priceAmount(price, options.incVat), {
    culture: options.culture,
    currency: price.currency,
    decimals: options.decimals,
  });
}

/** Both amounts of a price, formatted: `{ incVat: '125,00 kr.', exVat: '100,00 kr.' }`. */
export function formatPriceBoth(
  price: PriceLike | null | undefined,
  options: Omit<PriceFormatOptions, 'incVat'> = {},
): { incVat: string; exVat: string } {
  return {
    incVat: formatPrice(price, { ...options, incVat: true }),
    exVat: formatPrice(price, { ...options, incVat: false }),
  };
}

export interface BytesFormatOptions {
  /** 1000 (SI: kB, MB, GB …, default) or 1024 (IEC: KiB, MiB, GiB …). */
  base?: 1000 | 1024;
  culture?: string;
  /** Decimals for values of 1 kB/KiB and up (default 2; plain bytes have none). */
  decimals?: number;
}

const SI_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;
const IEC_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/**
 * A byte count: `formatBytes(1536, { base: 1024 })` → `1.50 KiB`;
 * `formatBytes(1500, { culture: 'da-DK' })` → `1,50 kB`. Negative or non-numbers give ''.
 */
export function formatBytes(value: unknown, options: BytesFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined || n < 0) return '';
  const base = options.base === 1024 ? 1024 : 1000;
  const units = base === 1024 ? IEC_UNITS : SI_UNITS;
  let exp = n < 1 ? 0 : Math.min(Math.floor(Math.log(n) / Math.log(base)), units.length - 1);
  let scaled = n / base ** exp;
  const digits = (e: number) => (e === 0 ? 0 : decimals(options.decimals));
  // rounding may carry into the next unit (999.999 kB → 1000.00 kB → 1.00 MB)
  if (exp < units.length - 1 && Number(scaled.toFixed(digits(exp))) >= base) {
    exp += 1;
    scaled = n / base ** exp;
  }
  const d = digits(exp);
  return `${formatNumber(scaled, { culture: options.culture, decimals: d })} ${units[exp]}`;
}
