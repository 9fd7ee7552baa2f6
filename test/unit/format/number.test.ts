import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatMoney,
  formatPrice,
  formatPriceBoth,
  priceAmount,
  showsIncVat,
  formatBytes,
  type PriceLike,
} from '../../../src/format/index.ts';

// Intl separates currency and amount with a no-break space in some locales; compare normalised.
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('uses 2 decimals by default, per culture', () => {
    expect(formatNumber(1234.5, { culture: 'da-DK' })).toBe('1.234,50');
    expect(formatNumber(1234.5, { culture: 'en-GB' })).toBe('1,234.50');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(0)).toBe('0.00');
  });

  it('takes another number of decimals', () => {
    expect(formatNumber(1234.5, { culture: 'da-DK', decimals: 0 })).toBe('1.235');
    expect(formatNumber(1.23456, { culture: 'da-DK', decimals: 3 })).toBe('1,235');
    expect(formatNumber(1, { decimals: -1 })).toBe('1.00'); // invalid: default
  });

  it('accepts numeric strings and gives "" for non-numbers', () => {
    expect(formatNumber('12.5', { culture: 'da-DK' })).toBe('12,50');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Infinity)).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('')).toBe('');
  });
});

describe('formatMoney', () => {
  it('da-DK', () => {
    expect(norm(formatMoney(1234.5, { culture: 'da-DK', currency: 'DKK' }))).toBe('1.234,50 kr.');
    expect(norm(formatMoney(1234.5, { culture: 'da-DK', currency: 'EUR' }))).toBe('1.234,50 €');
    expect(norm(formatMoney(-99, { culture: 'da-DK', currency: 'DKK' }))).toBe('-99,00 kr.');
    expect(norm(formatMoney(0, { culture: 'da-DK', currency: 'DKK' }))).toBe('0,00 kr.');
  });

  it('en-GB', () => {
    expect(formatMoney(1234.5, { culture: 'en-GB', currency: 'GBP' })).toBe('£1,234.50');
    expect(norm(formatMoney(1234.5, { culture: 'en-GB', currency: 'DKK' }))).toBe('DKK 1,234.50');
    expect(formatMoney(1234.5, { culture: 'en-GB', currency: 'EUR' })).toBe('€1,234.50');
  });

  it('lower-case currency codes are accepted; malformed ones fall back to number plus code', () => {
    expect(norm(formatMoney(10, { culture: 'da-DK', currency: 'dkk' }))).toBe('10,00 kr.');
    expect(formatMoney(10, { culture: 'da-DK', currency: 'KRONER' })).toBe('10,00 KRONER');
    expect(formatMoney(10, { culture: 'da-DK', currency: '' })).toBe('10,00');
    expect(formatMoney('x', { culture: 'da-DK', currency: 'DKK' })).toBe('');
  });
});

describe('prices with and without VAT', () => {
  const price: PriceLike = { currency: 'DKK', priceincvat: 125, priceexvat: 100, showpricesincvat: true };
  const exPrice: PriceLike = { ...price, showpricesincvat: false };

  it('follows the price flag showpricesincvat', () => {
    expect(priceAmount(price)).toBe(125);
    expect(priceAmount(exPrice)).toBe(100);
    expect(norm(formatPrice(price, { culture: 'da-DK' }))).toBe('125,00 kr.');
    expect(norm(formatPrice(exPrice, { culture: 'da-DK' }))).toBe('100,00 kr.');
  });

  it('a page setting overrides the flag', () => {
    expect(showsIncVat(price, false)).toBe(false);
    expect(showsIncVat(exPrice, true)).toBe(true);
    expect(showsIncVat(undefined)).toBe(true);
    expect(norm(formatPrice(price, { culture: 'da-DK', incVat: false }))).toBe('100,00 kr.');
    expect(norm(formatPrice(exPrice, { culture: 'en-GB', incVat: true }))).toBe('DKK 125.00');
  });

  it('formats both amounts', () => {
    const both = formatPriceBoth(price, { culture: 'da-DK' });
    expect(norm(both.incVat)).toBe('125,00 kr.');
    expect(norm(both.exVat)).toBe('100,00 kr.');
  });

  it('gives "" for no price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
});

describe('formatBytes', () => {
  it('base 1000 (SI units, default)', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1.00 kB');
    expect(formatBytes(1500)).toBe('1.50 kB');
    expect(formatBytes(2_500_000)).toBe('2.50 MB');
    expect(formatBytes(1500, { culture: 'da-DK' })).toBe('1,50 kB');
  });

  it('base 1024 (IEC units)', () => {
    expect(formatBytes(1023, { base: 1024 })).toBe('1,023 B');
    expect(formatBytes(1024, { base: 1024 })).toBe('1.00 KiB');
    expect(formatBytes(1536, { base: 1024 })).toBe('1.50 KiB');
    expect(formatBytes(1000, { base: 1024 })).toBe('1,000 B');
    expect(formatBytes(5 * 1024 ** 3, { base: 1024, decimals: 0 })).toBe('5 GiB');
  });

  it('carries rounding into the next unit', () => {
    expect(formatBytes(999_999)).toBe('1.00 MB');
    expect(formatBytes(999.6)).toBe('1.00 kB');
  });

  it('gives "" for negative or non-numeric input', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes('lots')).toBe('');
    expect(formatBytes(undefined)).toBe('');
  });
});
