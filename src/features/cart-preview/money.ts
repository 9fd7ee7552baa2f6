/**
 * Which amounts the cart preview shows (pure; no React).
 *
 * Decisions (also in elements/cart-preview.ts):
 * - VAT mode: page config `pricesIncVat === false` shows everything excl. VAT; otherwise (true, or undefined:
 *   a cart line carries no `showpricesincvat` of its own, and the cart's `displaytotalprice` is incl. VAT)
 *   everything incl. VAT. Every amount is labelled with the mode ('incl. VAT' / 'excl. VAT').
 * - One money format (docs/money-format.md): every amount is the server's number formatted here with the page's
 *   culture, in the cart's currency (the first line's, else the page's); a server display string is shown only
 *   when the number behind it did not come.
 * - Total: the server is the truth. Incl. VAT: `totalincvat` (else `displaytotalprice`). Excl. VAT: `totalexvat`
 *   (else `displaytotalexvat`), else the incl. VAT total labelled incl. VAT (never a wrong label).
 * - Line price: excl. VAT and the line confirmed: the server's `lineprice` (else its `displaylineprice`, else
 *   the estimate below). Incl. VAT: (`lineprice` ?? `unitprice.price` × quantity) × (1 + `unitprice.vatrate`),
 *   rounded to 2 decimals, formatted with src/format in the line's currency.
 *   A line with a change in flight shows `unitprice.price` × the shown quantity (an estimate: bulk prices may
 *   change it) marked pending until the server answers.
 * - Fees: excl. VAT: `price`. Incl. VAT: `price` × the cart's own VAT factor (`totalincvat / totalexvat`
 *   when the server sends them, else 1 + the first line's `vatrate`), formatted; excl. VAT without either.
 * - Item count: the server's `itemcount` when nothing is pending; while changes are pending, the sum of the
 *   shown (optimistic) line quantities, so the badge follows the stepper at once.
 */
import type { Cart, CartFee, CartItem } from '../../api/schemas/cart.ts';
import { formatMoney, formatMoneyOr } from '../../format/index.ts';
import { roundMoney } from '../../domain/money.ts';
import type { CartLine } from '../cart/use-cart.ts';

export interface MoneyContext {
  culture: string;
  /** Fallback currency (the page's) when a line has none. */
  currency: string;
  incVat: boolean;
}

export interface ShownAmount {
  text: string;
  /** Whether `text` includes VAT (the label follows it). */
  incVat: boolean;
}

export function incVatOf(pricesIncVat: boolean | undefined): boolean {
  return pricesIncVat !== false;
}

/** The cart's currency: the first line's, else the page's (an empty cart has no line to tell). */
export function cartCurrency(cart: Cart | null | undefined, fallback: string): string {
  return cart?.items[0]?.unitprice.currency || fallback;
}

export function cartTotal(cart: Cart, money: MoneyContext): ShownAmount {
  const options = { culture: money.culture, currency: cartCurrency(cart, money.currency) };
  const incVat = { text: formatMoneyOr(cart.totalincvat, cart.displaytotalprice, options), incVat: true };
  if (money.incVat) return incVat;
  const exVat = formatMoneyOr(cart.totalexvat, cart.displaytotalexvat, options);
  return exVat ? { text: exVat, incVat: false } : incVat;
}

/** Line total excl. VAT as a number, for the quantity shown. */
function lineExVat(item: CartItem, quantity: number, confirmed: boolean): number {
  if (confirmed && typeof item.lineprice === 'number' && Number.isFinite(item.lineprice)) return item.lineprice;
  return roundMoney(item.unitprice.price * quantity);
}

export function linePrice(line: CartLine, money: MoneyContext): ShownAmount | null {
  const item = line.item;
  if (!item) return null;
  const confirmed = !line.pending && line.quantity === item.quantity;
  const currency = item.unitprice.currency || money.currency;
  if (!money.incVat) {
    if (confirmed && typeof item.lineprice !== 'number' && item.displaylineprice) {
      return { text: item.displaylineprice, incVat: false };
    }
    return {
      text: formatMoney(lineExVat(item, line.quantity, confirmed), { culture: money.culture, currency }),
      incVat: false,
    };
  }
  const vatrate = Number.isFinite(item.unitprice.vatrate) ? item.unitprice.vatrate : 0;
  const amount = roundMoney(lineExVat(item, line.quantity, confirmed) * (1 + vatrate));
  return { text: formatMoney(amount, { culture: money.culture, currency }), incVat: true };
}

export function feePrice(fee: CartFee, cart: Cart, money: MoneyContext): ShownAmount {
  const options = { culture: money.culture, currency: cartCurrency(cart, money.currency) };
  const exVat = { text: formatMoneyOr(fee.price, fee.displayprice, options), incVat: false };
  if (!money.incVat) return exVat;
  let factor: number | undefined;
  if (typeof cart.totalincvat === 'number' && typeof cart.totalexvat === 'number' && cart.totalexvat > 0) {
    factor = cart.totalincvat / cart.totalexvat;
  } else if (cart.items[0] && Number.isFinite(cart.items[0].unitprice.vatrate)) {
    factor = 1 + cart.items[0].unitprice.vatrate;
  }
  if (factor === undefined || !Number.isFinite(fee.price)) return exVat;
  return { text: formatMoney(roundMoney(fee.price * factor), options), incVat: true };
}

export function itemCount(cart: Cart | null, lines: readonly CartLine[], pending: number): number {
  if (pending > 0 || !cart) return lines.reduce((sum, l) => sum + (Number.isFinite(l.quantity) ? l.quantity : 0), 0);
  return cart.itemcount;
}
