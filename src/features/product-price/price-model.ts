/**
 * `<product-price>` view model (spec §2, §3 Price / Duty, §8, §9): pure functions from a product and the page
 * configuration to what the view shows. No React, no DOM, no strings shown to users (only formatted money).
 *
 * Decisions (also in elements/product-price.ts):
 * - ONE VAT mode for the whole element: the page config's `pricesIncVat` when set, otherwise the product
 *   price's own `showpricesincvat` (spec: undefined → price.showpricesincvat). The bulk tiers and the duties are
 *   shown in the same mode, so the single 'incl. VAT' / 'excl. VAT' note is true for every amount shown. Without
 *   a price (no-price state) nothing is shown incl./excl. VAT.
 * - Discount: `standardsalesprice` is excl. VAT (src/api/schemas/product.ts); incl. VAT it is multiplied by the
 *   price's own ratio `priceincvat / priceexvat` (rounded to 2 decimals). When that ratio cannot be derived
 *   (`priceexvat` ≤ 0) the struck price is shown only in excl.-VAT mode. The percentage is `discountpercentage`
 *   rounded to a whole number; when it is missing or not positive it is computed from the two excl.-VAT prices.
 *   Nothing is struck through unless the standard price is really above the price shown.
 * - 'From' (cards only, spec §9): the bulk tier with the lowest `priceexvatasnumeric` (`priceexvat` when that is
 *   not a finite number) is chosen, and shown in the element's VAT mode. It replaces the unit price on the card
 *   only when it is below the unit price (excl. VAT); otherwise the card shows the plain unit price.
 * - Bulk table (detail only): tiers sorted by `quantity` ascending (ties by `priceexvatasnumeric` descending);
 *   tiers with a bad quantity or price are left out. Duties table (detail only): in the product's order.
 */
import { formatMoney, showsIncVat } from '../../format/index.ts';
import { roundMoney } from '../../domain/money.ts';
import type { BulkDiscount, Duty, Price, Product } from '../../api/schemas/product.ts';

export type PriceState = 'loading' | 'hidden' | 'price' | 'no-price';

export interface PriceTierRow {
  quantity: number;
  amount: string;
}

export interface DutyRow {
  name: string;
  amount: string;
}

export interface PriceView {
  state: 'price';
  incVat: boolean;
  /** The amount shown as the price (the 'From' amount on a card with bulk discounts). */
  amount: string;
  /** A card with bulk discounts: the amount is the lowest bulk price ('From'). */
  from: boolean;
  /** The normal price, struck through (on discount only). */
  standard: string | null;
  /** Whole percentage, e.g. 20 (on discount only). */
  discountPercent: number | null;
  /** Detail only (empty on cards). */
  bulk: PriceTierRow[];
  /** Detail only (empty on cards). */
  duties: DutyRow[];
}

export type PriceModel = { state: 'hidden' } | { state: 'no-price' } | PriceView;

export interface PriceModelInput {
  product: Product;
  detail: boolean;
  showPrices: boolean;
  /** Page setting; undefined = the price's own flag. */
  pricesIncVat: boolean | undefined;
  culture: string;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** True when a value looks like a Price the view can show (numbers finite, currency a string). */
export function isUsablePrice(price: unknown): price is Price {
  if (!price || typeof price !== 'object') return false;
  const p = price as Partial<Price>;
  return typeof p.currency === 'string' && finite(p.priceincvat) && finite(p.priceexvat);
}

/** The numeric sort key of a price (`priceexvatasnumeric`, else `priceexvat`). */
export function sortKey(price: Price): number {
  return finite(price.priceexvatasnumeric) ? price.priceexvatasnumeric : price.priceexvat;
}

/** The bulk tiers with a usable quantity and price. */
function usableTiers(tiers: unknown): BulkDiscount[] {
  if (!Array.isArray(tiers)) return [];
  return tiers.filter(
    (t): t is BulkDiscount =>
      !!t &&
      typeof t === 'object' &&
      finite((t as BulkDiscount).quantity) &&
      (t as BulkDiscount).quantity >= 1 &&
      isUsablePrice((t as BulkDiscount).price),
  );
}

/** The tier with the lowest `priceexvatasnumeric` (the first one on a tie), or null. */
export function lowestTier(tiers: unknown): BulkDiscount | null {
  let best: BulkDiscount | null = null;
  for (const tier of usableTiers(tiers)) {
    if (!best || sortKey(tier.price) < sortKey(best.price)) best = tier;
  }
  return best;
}

/** The amount of a price in the given VAT mode. */
function amountOf(price: { priceincvat: number; priceexvat: number }, incVat: boolean): number {
  return incVat ? price.priceincvat : price.priceexvat;
}

/** The normal (standard) price in the given VAT mode, or null when it cannot be derived. */
export function standardAmount(price: Price, incVat: boolean): number | null {
  const standard = price.standardsalesprice;
  if (!finite(standard) || standard <= 0) return null;
  if (!incVat) return standard;
  if (!(price.priceexvat > 0) || !finite(price.priceincvat)) return null;
  return roundMoney(standard * (price.priceincvat / price.priceexvat));
}

/** The discount as a whole percentage (> 0), or null. */
export function discountPercent(price: Price): number | null {
  if (finite(price.discountpercentage) && price.discountpercentage > 0) return Math.round(price.discountpercentage);
  const standard = price.standardsalesprice;
  if (finite(standard) && standard > 0 && price.priceexvat < standard) {
    const pct = Math.round((1 - price.priceexvat / standard) * 100);
    return pct > 0 ? pct : null;
  }
  return null;
}

export function buildPriceModel({ product, detail, showPrices, pricesIncVat, culture }: PriceModelInput): PriceModel {
  if (!showPrices || product.showprices === false) return { state: 'hidden' };
  const price = product.price;
  if (!isUsablePrice(price)) return { state: 'no-price' };
  const incVat = showsIncVat(price, pricesIncVat);
  const money = (value: number, currency: string) => formatMoney(value, { culture, currency });

  let shown = amountOf(price, incVat);
  let from = false;
  if (!detail) {
    const lowest = lowestTier(product.bulkdiscounts);
    if (lowest && sortKey(lowest.price) < price.priceexvat) {
      shown = amountOf(lowest.price, incVat);
      from = true;
    }
  }

  let standard: string | null = null;
  let percent: number | null = null;
  if (price.ondiscount) {
    const normal = standardAmount(price, incVat);
    if (normal !== null && normal > amountOf(price, incVat)) {
      standard = money(normal, price.currency);
      percent = discountPercent(price);
    }
  }

  const bulk: PriceTierRow[] = detail
    ? usableTiers(product.bulkdiscounts)
        .slice()
        .sort((a, b) => a.quantity - b.quantity || sortKey(b.price) - sortKey(a.price))
        .map((t) => ({ quantity: t.quantity, amount: money(amountOf(t.price, incVat), t.price.currency) }))
    : [];

  const duties: DutyRow[] = detail
    ? (Array.isArray(product.duties) ? product.duties : [])
        .filter((d): d is Duty => !!d && typeof d === 'object' && typeof d.name === 'string' && isUsablePrice(d))
        .map((d) => ({ name: d.name, amount: money(amountOf(d, incVat), d.currency) }))
    : [];

  return {
    state: 'price',
    incVat,
    amount: money(shown, price.currency),
    from,
    standard,
    discountPercent: standard !== null ? percent : null,
    bulk,
    duties,
  };
}

/**
 * Why a value given as the `product` property / JSON attribute cannot be used (an error text for define()'s
 * console error), or undefined when it can. A cheap structural check (200 of these render on one page):
 * an object with a string or number `id`, and `price` null or a usable price.
 */
export function productProblem(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'is not a product object';
  const p = value as Partial<Product>;
  if (typeof p.id !== 'string' || p.id === '') return 'has no product id';
  if (p.price !== null && p.price !== undefined && !isUsablePrice(p.price))
    return 'has a price without numeric priceincvat / priceexvat and a currency';
  return undefined;
}
