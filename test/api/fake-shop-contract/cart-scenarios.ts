/* eslint-disable @typescript-eslint/no-explicit-any -- answers are compared field by field */
/**
 * Cart scenarios of the fake-shop contract: written in terms of roles (backends.ts) and the server's rules, run
 * unchanged against the reference server and the fake. Expected values are the rules' own numbers.
 */
import { expect } from 'vitest';
import type { Backend, Session } from './backends.ts';
import { dkk } from '../../money.mjs';

export type Scenario = [name: string, run: (b: Backend) => Promise<void>];

const lines = (cart: any) =>
  cart.items.map((i: any) => ({
    productid: i.productid,
    variantid: i.variantid,
    quantity: i.quantity,
    addonparent: i.addonparent ?? null,
  }));
const line = (
  productid: string,
  quantity: number,
  variantid: string | null = null,
  addonparent: string | null = null,
) => ({ productid, variantid, quantity, addonparent });
const set = (s: Session, productid: string, quantity: number, extra: Record<string, unknown> = {}) =>
  s.post('cart/addorupdatecart', { productid, quantity, ...extra });
const refused = (res: { status: number; body: any }, status: number, field?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toEqual(expect.any(String));
  if (field !== undefined) expect(res.body.field).toBe(field);
};
const FRAGT = { name: 'Fragt', price: 79, displayprice: dkk('79,00') };
const SMAAORDRE = { name: 'Småordregebyr', price: 35, displayprice: dkk('35,00') };

/** A cart of `hundreds` × the 100,00 product (+ one 99,99 product): its totals must be exactly `expected`. */
async function feeCase(
  b: Backend,
  hundreds: number,
  with9999: boolean,
  expected: {
    subtotal: number;
    fees: unknown[];
    totalexvat: number;
    vat: number;
    totalincvat: number;
    display: string;
  },
) {
  const s = await b.session();
  let cart = (await set(s, b.roles.fee.p100, hundreds)).body;
  if (with9999) cart = (await set(s, b.roles.fee.p9999, 1)).body;
  expect(cart.fees, `subtotal ${expected.subtotal}`).toEqual(expected.fees);
  expect({
    subtotal: cart.subtotalexvat,
    totalexvat: cart.totalexvat,
    vat: cart.vat,
    totalincvat: cart.totalincvat,
    display: cart.displaytotalprice,
  }).toEqual({
    subtotal: expected.subtotal,
    totalexvat: expected.totalexvat,
    vat: expected.vat,
    totalincvat: expected.totalincvat,
    display: expected.display,
  });
  expect(cart.delivery.freedeliveryobtained).toBe(expected.subtotal >= 1500);
  expect(cart.delivery.freedeliverydiff).toBe(Math.max(0, Math.round((1500 - expected.subtotal) * 100) / 100));
  expect((await s.get('cart/getcart')).body.fees).toEqual(expected.fees);
}

export const cartScenarios: Scenario[] = [
  [
    'fees: Fragt 79 under 1.500 and Småordregebyr 35 under 500 (ex VAT), exact at the boundaries',
    async (b) => {
      const empty = (await (await b.session()).get('cart/getcart')).body;
      expect({ fees: empty.fees, items: empty.items, total: empty.displaytotalprice, count: empty.itemcount }).toEqual({
        fees: [],
        items: [],
        total: dkk('0,00'),
        count: 0,
      });
      await feeCase(b, 3, false, {
        subtotal: 300,
        fees: [FRAGT, SMAAORDRE],
        totalexvat: 414,
        vat: 103.5,
        totalincvat: 517.5,
        display: dkk('517,50'),
      });
      await feeCase(b, 4, true, {
        subtotal: 499.99,
        fees: [FRAGT, SMAAORDRE],
        totalexvat: 613.99,
        vat: 153.5,
        totalincvat: 767.49,
        display: dkk('767,49'),
      });
      await feeCase(b, 5, false, {
        subtotal: 500,
        fees: [FRAGT],
        totalexvat: 579,
        vat: 144.75,
        totalincvat: 723.75,
        display: dkk('723,75'),
      });
      await feeCase(b, 14, true, {
        subtotal: 1499.99,
        fees: [FRAGT],
        totalexvat: 1578.99,
        vat: 394.75,
        totalincvat: 1973.74,
        display: dkk('1.973,74'),
      });
      await feeCase(b, 15, false, {
        subtotal: 1500,
        fees: [],
        totalexvat: 1500,
        vat: 375,
        totalincvat: 1875,
        display: dkk('1.875,00'),
      });
    },
  ],
  [
    'colli: quantities round up to the pack size, 0 removes the line',
    async (b) => {
      const { id, colli } = b.roles.colli;
      const s = await b.session();
      expect(lines((await set(s, id, 1)).body)).toEqual([line(id, colli)]);
      const more = (await set(s, id, colli + 1)).body;
      expect(lines(more)).toEqual([line(id, 2 * colli)]);
      expect(more.itemcount).toBe(2 * colli);
      expect(more.items[0].colli).toBe(colli);
      expect(lines((await set(s, id, 0)).body)).toEqual([]);
      // 0 for a line that is not there is no error
      expect(lines((await set(s, b.roles.plain.id, 0)).body)).toEqual([]);
    },
  ],
  [
    'variants: required, known, purchasable; products: known, purchasable',
    async (b) => {
      const { variants: v, notPurchasable, plain } = b.roles;
      const s = await b.session();
      refused(await set(s, v.id, 1), 400, 'variantid');
      refused(await set(s, v.id, 1, { variantid: 'nope-1' }), 400, 'variantid');
      refused(await set(s, v.id, 1, { variantid: v.notOk }), 400, 'variantid');
      refused(await set(s, notPurchasable.id, 1), 400, 'productid');
      refused(await set(s, '99999', 1), 400, 'productid');
      expect(lines((await s.get('cart/getcart')).body)).toEqual([]);
      const ok = (await set(s, v.id, 2, { variantid: v.ok })).body;
      expect(lines(ok)).toEqual([line(v.id, 2, v.ok)]);
      expect(ok.items[0].sku).toBe(v.okSku);
      const both = (await set(s, plain.id, 1)).body;
      expect(lines(both)).toEqual([line(v.id, 2, v.ok), line(plain.id, 1)]);
      // removing with quantity 0 needs no purchasable product
      expect((await set(s, notPurchasable.id, 0)).status).toBe(200);
    },
  ],
  [
    'add-ons: a line per add-on (pack size of the add-on, addonparent), refused as a whole, removed with the parent',
    async (b) => {
      const { plain, colli, notPurchasable } = b.roles;
      const s = await b.session();
      refused(await set(s, plain.id, 4, { addonproductids: ['99999'] }), 400, 'addonproductids.0');
      refused(await set(s, plain.id, 4, { addonproductids: [colli.id, notPurchasable.id] }), 400, 'addonproductids.1');
      expect(lines((await s.get('cart/getcart')).body)).toEqual([]);
      const added = (await set(s, plain.id, colli.colli + 1, { addonproductids: [colli.id] })).body;
      expect(lines(added)).toEqual([line(plain.id, colli.colli + 1), line(colli.id, 2 * colli.colli, null, plain.id)]);
      expect(lines((await set(s, plain.id, 0)).body)).toEqual([]);
    },
  ],
  [
    'add-to-cart payload: quantity 0–1.000.000 whole numbers, no unknown fields',
    async (b) => {
      const { plain } = b.roles;
      const s = await b.session();
      for (const quantity of [-1, 1.5, '2', null, 1_000_001])
        refused(await s.post('cart/addorupdatecart', { productid: plain.id, quantity }), 400, 'quantity');
      refused(await s.post('cart/addorupdatecart', { productid: plain.id }), 400, 'quantity');
      refused(await s.post('cart/addorupdatecart', { quantity: 1 }), 400, 'productid');
      refused(await s.post('cart/addorupdatecart', { productid: plain.id, quantity: 1, extra: true }), 400, 'extra');
      expect(lines((await s.get('cart/getcart')).body)).toEqual([]);
      expect(lines((await set(s, plain.id, 1_000_000)).body)).toEqual([line(plain.id, 1_000_000)]);
    },
  ],
  [
    'addorupdatecartfromlist: adds to lines, all or nothing, 1–500 items, a line holds at most 1.000.000',
    async (b) => {
      const { plain, colli } = b.roles;
      const s = await b.session();
      refused(
        await s.post('cart/addorupdatecartfromlist', {
          items: [
            { productid: colli.id, quantity: 1 },
            { productid: '99999', quantity: 1 },
          ],
        }),
        400,
        'items.1.productid',
      );
      refused(
        await s.post('cart/addorupdatecartfromlist', { items: [{ productid: colli.id, quantity: -1 }] }),
        400,
        'items.0.quantity',
      );
      refused(await s.post('cart/addorupdatecartfromlist', { items: [] }), 400, 'items');
      refused(
        await s.post('cart/addorupdatecartfromlist', {
          items: Array.from({ length: 501 }, () => ({ productid: plain.id, quantity: 1 })),
        }),
        400,
        'items',
      );
      expect(lines((await s.get('cart/getcart')).body)).toEqual([]);
      await s.post('cart/addorupdatecartfromlist', {
        items: [
          { productid: colli.id, quantity: 1 },
          { productid: plain.id, quantity: 3 },
        ],
      });
      const again = (
        await s.post('cart/addorupdatecartfromlist', {
          items: [
            { productid: colli.id, quantity: 1 },
            { productid: plain.id, quantity: 2 },
          ],
        })
      ).body;
      expect(lines(again)).toEqual([line(colli.id, 2 * colli.colli), line(plain.id, 5)]);
      await set(s, plain.id, 999_999);
      refused(
        await s.post('cart/addorupdatecartfromlist', {
          items: [
            { productid: colli.id, quantity: 1 },
            { productid: plain.id, quantity: 2 },
          ],
        }),
        400,
        'items.1.quantity',
      );
      expect(lines((await s.get('cart/getcart')).body)).toEqual([
        line(colli.id, 2 * colli.colli),
        line(plain.id, 999_999),
      ]);
    },
  ],
  [
    'product/ids: 1–500 ids, unknown ids left out, request order kept',
    async (b) => {
      const { plain, colli } = b.roles;
      const s = await b.session();
      const found = await s.post('product/ids', [colli.id, '99999', plain.id]);
      expect(found.status).toBe(200);
      expect(found.body.map((p: { id: string }) => p.id)).toEqual([colli.id, plain.id]);
      const five = await s.post(
        'product/ids',
        Array.from({ length: 500 }, (_, i) => `nope-${i}`),
      );
      expect({ status: five.status, body: five.body }).toEqual({ status: 200, body: [] });
      refused(
        await s.post(
          'product/ids',
          Array.from({ length: 501 }, (_, i) => `nope-${i}`),
        ),
        400,
        'body',
      );
      refused(await s.post('product/ids', []), 400, 'body');
      refused(await s.post('product/ids', [plain.id, '']), 400, '1');
    },
  ],
  [
    'CSV import: one verdict per row (unknown, notpurchasable, variantrequired, quantity, invalid), good rows added',
    async (b) => {
      const { plain, colli, notPurchasable, variants: v, invalidVariantSku } = b.roles;
      const s = await b.session();
      const csv = [
        'Varenummer;Antal',
        `${plain.id};2`,
        `${plain.sku},1`,
        '99999;1',
        `${plain.id};abc`,
        `${notPurchasable.id};1`,
        `${v.id};1`,
        `${v.okSku}\t2`,
        `${v.notOkSku};1`,
        `${invalidVariantSku};1`,
        '',
        `"${colli.id}";1`,
        ';5',
        `${plain.id};1000001`,
        `${plain.id};0`,
      ].join('\r\n');
      const res = await s.post('cart/csvimporttocart', { csv });
      expect(res.status).toBe(200);
      expect(res.body.imported).toBe(4);
      expect(res.body.errors.map((e: any) => [e.line, e.code, e.value])).toEqual([
        [4, 'unknown', '99999;1'],
        [5, 'quantity', `${plain.id};abc`],
        [6, 'notpurchasable', `${notPurchasable.id};1`],
        [7, 'variantrequired', `${v.id};1`],
        [9, 'notpurchasable', `${v.notOkSku};1`],
        [10, 'invalid', `${invalidVariantSku};1`],
        [13, 'quantity', ';5'],
        [14, 'quantity', `${plain.id};1000001`],
        [15, 'quantity', `${plain.id};0`],
      ]);
      expect(lines(res.body.cart)).toEqual([line(plain.id, 3), line(v.id, 2, v.ok), line(colli.id, colli.colli)]);
      expect(res.body.cart.fees.map((f: { name: string }) => f.name)).toEqual(
        res.body.cart.subtotalexvat < 500 ? ['Fragt', 'Småordregebyr'] : ['Fragt'],
      );
      // A first line with an item number is data, not a header.
      const first = (await s.post('cart/csvimporttocart', { csv: `${plain.id};abc\n${plain.id};1` })).body;
      expect({ imported: first.imported, errors: first.errors.map((e: any) => [e.line, e.code]) }).toEqual({
        imported: 1,
        errors: [[1, 'quantity']],
      });
    },
  ],
  [
    'CSV import bounds: 1–1.000.000 characters, at most 1000 item rows, the line limit refuses the whole import',
    async (b) => {
      const { plain } = b.roles;
      const s = await b.session();
      refused(await s.post('cart/csvimporttocart', { csv: '' }), 400, 'csv');
      refused(await s.post('cart/csvimporttocart', {}), 400, 'csv');
      refused(await s.post('cart/csvimporttocart', { csv: 'x'.repeat(1_000_001) }), 400, 'csv');
      refused(await s.post('cart/csvimporttocart', { csv: 'x'.repeat(1_100_000) }), 413, 'file');
      const rows = (n: number) => Array.from({ length: n }, () => '99999;1').join('\n');
      const thousand = await s.post('cart/csvimporttocart', { csv: rows(1000) });
      expect({
        status: thousand.status,
        imported: thousand.body.imported,
        errors: thousand.body.errors.length,
      }).toEqual({ status: 200, imported: 0, errors: 1000 });
      refused(await s.post('cart/csvimporttocart', { csv: rows(1001) }), 400, 'file');
      await set(s, plain.id, 999_999);
      refused(await s.post('cart/csvimporttocart', { csv: `${plain.id};2` }), 400, 'csv.line1.quantity');
      expect(lines((await s.get('cart/getcart')).body)).toEqual([line(plain.id, 999_999)]);
    },
  ],
  [
    'XSRF: POST and the state-changing GETs are refused with 403 without the header; nothing changes',
    async (b) => {
      const { plain, gift } = b.roles;
      const s = await b.session();
      const no = { xsrf: false };
      refused(await s.post('cart/addorupdatecart', { productid: plain.id, quantity: 1 }, no), 403);
      refused(await s.post('cart/addorupdatecartfromlist', { items: [{ productid: plain.id, quantity: 1 }] }, no), 403);
      refused(await s.post('cart/csvimporttocart', { csv: `${plain.id};1` }, no), 403);
      refused(await s.post('product/ids', [plain.id], no), 403);
      expect(lines((await s.get('cart/getcart', no)).body)).toEqual([]);
      await set(s, plain.id, 1);
      for (const path of [
        'cart/emptycart',
        `freegift/add?productid=${gift}`,
        'freegift/remove',
        'cart/change',
        'customer/changeprofile?customerprofile=x',
      ]) {
        refused(await s.get(path, no), 403);
      }
      expect(lines((await s.get('cart/getcart', no)).body)).toEqual([line(plain.id, 1)]);
      expect((await s.get('cart/emptycart')).body.items).toEqual([]);
    },
  ],
  [
    'free gifts: only a gift can be chosen; related products: limit 1–100',
    async (b) => {
      const s = await b.session();
      refused(await s.get(`freegift/add?productid=${b.roles.plain.id}`), 400, 'productid');
      refused(await s.get('freegift/add'), 400, 'productid');
      const chosen = await s.get(`freegift/add?productid=${b.roles.gift}`);
      expect(chosen.status).toBe(200);
      expect(chosen.body.freegiftobtained).toBe(false);
      expect((await s.get('cart/getrelatedproducts?limit=3')).body).toHaveLength(3);
      refused(await s.get('cart/getrelatedproducts?limit=0'), 400, 'limit');
      refused(await s.get('cart/getrelatedproducts?limit=abc'), 400, 'limit');
    },
  ],
];
