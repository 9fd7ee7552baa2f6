/**
 * One money format per culture (docs/money-format.md): the reference server's display strings (`formatDkk`), the
 * demo pages' `formatMoney` and the library's `formatMoney` for da-DK/DKK are the same bytes, and the library
 * shows the numbers of the API in the page's culture instead of the server's strings.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyOr } from '../../../src/format/index.ts';
import { formatDkk } from '../../../demo/server/routes/shared.ts';
import { formatMoney as pageMoney } from '../../../demo/server/pages/format.ts';
import { cartTotal, feePrice, linePrice, type MoneyContext } from '../../../src/features/cart-preview/money.ts';
import type { Cart } from '../../../src/api/schemas/cart.ts';
import type { CartLine } from '../../../machines/cart.machine.ts';

const NBSP = '\u00a0';
/** The exact Danish money text: `dkk('434,00')` → `434,00 kr.` with the no-break space Intl puts there. */
const dkk = (amount: string) => `${amount}${NBSP}kr.`;
const library = (amount: number) => formatMoney(amount, { culture: 'da-DK', currency: 'DKK' });

describe('one money format for da-DK', () => {
  const cases: [number, string][] = [
    [0, dkk('0,00')],
    [-0, dkk('0,00')],
    [-0.001, dkk('0,00')],
    [1.005, dkk('1,01')],
    [2.675, dkk('2,68')],
    [-0.125, dkk('-0,13')],
    [-1234.5, dkk('-1.234,50')],
    [1234567.891, dkk('1.234.567,89')],
    [999.995, dkk('1.000,00')],
    [79, dkk('79,00')],
  ];

  it.each(cases)('%s: server, demo page and library give the same bytes', (amount, expected) => {
    expect(library(amount)).toBe(expected);
    expect(formatDkk(amount)).toBe(expected);
    expect(pageMoney(amount)).toBe(expected);
  });

  it('a hyphen-minus and a no-break space, nothing else outside digits and separators', () => {
    expect([...formatDkk(-1234.5)].map((c) => c.charCodeAt(0).toString(16))).toEqual([
      '2d',
      '31',
      '2e',
      '32',
      '33',
      '34',
      '2c',
      '35',
      '30',
      'a0',
      '6b',
      '72',
      '2e',
    ]);
  });

  it('rounds with the domain rule before formatting (halves away from zero)', () => {
    expect(library(0.285)).toBe(dkk('0,29'));
    expect(library(-2.675)).toBe(dkk('-2,68'));
    expect(formatMoney(1.0005, { culture: 'da-DK', currency: 'DKK', decimals: 3 })).toBe(dkk('1,001'));
  });

  it('a huge amount with many decimals is still formatted', () => {
    expect(formatMoney(1e300, { culture: 'en-GB', currency: 'GBP', decimals: 20 })).toMatch(/^£1,000,000/);
  });
});

describe('formatMoneyOr', () => {
  const en = { culture: 'en-GB', currency: 'DKK' };
  it("formats the number for the page's culture and ignores the server's string", () => {
    expect(formatMoneyOr(250, dkk('250,00'), en)).toBe(`DKK${NBSP}250.00`);
    expect(formatMoneyOr(0, dkk('0,00'), en)).toBe(`DKK${NBSP}0.00`);
  });
  it("falls back to the server's string only when no number came", () => {
    expect(formatMoneyOr(undefined, dkk('250,00'), en)).toBe(dkk('250,00'));
    expect(formatMoneyOr(Number.NaN, 'x', en)).toBe('x');
    expect(formatMoneyOr(undefined, undefined, en)).toBe('');
  });
});

describe('the cart preview shows the numbers, formatted for the page', () => {
  const item = {
    productid: 'p1',
    variantid: null,
    quantity: 2,
    unitprice: { price: 100, vatrate: 0.25, currency: 'DKK', discountamount: 0 },
    name: 'Mug',
    lineprice: 200,
    displaylineprice: dkk('200,00'),
  };
  const cart = {
    items: [item],
    fees: [{ name: 'Fragt', price: 79, displayprice: dkk('79,00') }],
    displaytotalprice: dkk('348,75'),
    itemcount: 2,
    delivery: {
      freedeliverypossible: true,
      freedeliveryobtained: false,
      displayfreedeliverylimit: dkk('1.500,00'),
      displayfreedeliverydiff: dkk('1.300,00'),
    },
    subtotalexvat: 200,
    totalexvat: 279,
    vat: 69.75,
    totalincvat: 348.75,
    displaytotalexvat: dkk('279,00'),
  } satisfies Cart;
  const line: CartLine = { productid: 'p1', variantid: null, quantity: 2, pending: false, item };
  const en = (incVat: boolean): MoneyContext => ({ culture: 'en-GB', currency: 'DKK', incVat });

  it('en-GB incl. VAT: total, line and fee in the English style', () => {
    expect(cartTotal(cart, en(true))).toEqual({ text: `DKK${NBSP}348.75`, incVat: true });
    expect(linePrice(line, en(true))).toEqual({ text: `DKK${NBSP}250.00`, incVat: true });
    expect(feePrice(cart.fees[0]!, cart, en(true))).toEqual({ text: `DKK${NBSP}98.75`, incVat: true });
  });

  it('en-GB excl. VAT: the numbers too, not the Danish server strings', () => {
    expect(cartTotal(cart, en(false))).toEqual({ text: `DKK${NBSP}279.00`, incVat: false });
    expect(linePrice(line, en(false))).toEqual({ text: `DKK${NBSP}200.00`, incVat: false });
    expect(feePrice(cart.fees[0]!, cart, en(false))).toEqual({ text: `DKK${NBSP}79.00`, incVat: false });
  });

  it("the server's strings only without the numbers", () => {
    const bare = { ...cart, totalincvat: undefined, totalexvat: undefined };
    expect(cartTotal(bare, en(true)).text).toBe(dkk('348,75'));
    expect(cartTotal({ ...bare, displaytotalexvat: undefined }, en(false))).toEqual({
      text: dkk('348,75'),
      incVat: true,
    });
    const noNumber = { ...line, item: { ...item, lineprice: undefined } } as unknown as CartLine;
    expect(linePrice(noNumber, en(false))?.text).toBe(dkk('200,00'));
  });
});
