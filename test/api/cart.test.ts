import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkDiscounts, products, variants } from '../../demo/server/db/schema/catalog.ts';
import { FREE_DELIVERY_LIMIT, FREE_GIFT_PRODUCTS } from '../../demo/server/routes/cart-model.ts';
import { formatDkk } from '../../demo/server/routes/shared.ts';
import { dkk } from '../money.mjs';
import { API, Client, setup, type Harness } from './helpers.ts';

const C = `${API}/cart`;
let h: Harness;
type P = typeof products.$inferSelect;
let colli6: P;
let single: P;
let expensive: P;
let withVariants: P;
let variantIds: string[];
let notForSale: P;
let tiered: { product: P; minQuantity: number; priceExVat: number };

beforeAll(async () => {
  h = await setup();
  const find = async (where: ReturnType<typeof and>) => {
    const [row] = await h.db.select().from(products).where(where).orderBy(products.id).limit(1);
    if (!row) throw new Error('no fixture product');
    return row;
  };
  colli6 = await find(and(eq(products.colli, 6), eq(products.hasVariants, false), eq(products.allowPurchase, true)));
  single = await find(
    and(
      eq(products.colli, 1),
      eq(products.hasVariants, false),
      eq(products.allowPurchase, true),
      sql`${products.priceExVat} < 200`,
    ),
  );
  expensive = await find(
    and(
      eq(products.colli, 1),
      eq(products.hasVariants, false),
      eq(products.allowPurchase, true),
      gt(products.priceExVat, 1600),
    ),
  );
  withVariants = await find(and(eq(products.hasVariants, true), eq(products.allowPurchase, true)));
  variantIds = (
    await h.db
      .select()
      .from(variants)
      .where(and(eq(variants.productId, withVariants.id), eq(variants.allowPurchase, true)))
  ).map((v) => v.id);
  notForSale = await find(eq(products.allowPurchase, false));
  const [tier] = await h.db
    .select({ product: products, minQuantity: bulkDiscounts.minQuantity, priceExVat: bulkDiscounts.priceExVat })
    .from(bulkDiscounts)
    .innerJoin(products, eq(products.id, bulkDiscounts.productId))
    .where(and(eq(products.hasVariants, false), eq(products.allowPurchase, true)))
    .orderBy(bulkDiscounts.productId, bulkDiscounts.minQuantity)
    .limit(1);
  if (!tier) throw new Error('no bulk discount fixture');
  tiered = { product: tier.product, minQuantity: tier.minQuantity, priceExVat: Number(tier.priceExVat) };
});
afterAll(() => h.close());

const line = (
  cart: { items: Array<{ productid: string; variantid: string | null }> },
  productid: string,
  variantid: string | null = null,
) =>
  cart.items.find((i) => i.productid === productid && i.variantid === variantid) as
    | {
        quantity: number;
        unitprice: { price: number; vatrate: number; discountamount: number };
        displaylineprice: string;
      }
    | undefined;

describe('cart lines', () => {
  it('gives a visitor an empty cart without creating a session', async () => {
    const c = new Client(h.app);
    const res = await c.get(`${C}/getcart`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], fees: [], itemcount: 0, displaytotalprice: dkk('0,00') });
    expect(c.cookies.has('butik_session')).toBe(false);
    expect(c.cookies.get('XSRF-TOKEN')).toMatch(/^[\w-]{16,}$/);
  });

  it('rounds quantities up to colli, updates and removes with 0 (one line per productid+variantid)', async () => {
    const c = new Client(h.app);
    expect((await c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: 7 }, { xsrf: false })).status).toBe(
      403,
    );
    const added = await c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: 7 });
    expect(added.status).toBe(200);
    expect(line(added.body, colli6.id)?.quantity).toBe(12);
    expect(c.cookies.get('butik_session')).toBeTruthy();
    const smaller = await c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: 5 });
    expect(smaller.body.items).toHaveLength(1);
    expect(line(smaller.body, colli6.id)?.quantity).toBe(6);
    // rapid updates never create two lines
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: n * 6 })),
    );
    const after = await c.get(`${C}/getcart`);
    expect(after.body.items).toHaveLength(1);
    const removed = await c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: 0 });
    expect(removed.body.items).toHaveLength(0);
  });

  it('keys lines by productid + variantid and validates variants', async () => {
    expect(variantIds.length).toBeGreaterThanOrEqual(2);
    const c = new Client(h.app);
    const noVariant = await c.post(`${C}/addorupdatecart`, { productid: withVariants.id, quantity: 1 });
    expect(noVariant.status).toBe(400);
    expect(noVariant.body.field).toBe('variantid');
    const wrong = await c.post(`${C}/addorupdatecart`, {
      productid: withVariants.id,
      variantid: 'nope-1',
      quantity: 1,
    });
    expect(wrong.body.field).toBe('variantid');
    await c.post(`${C}/addorupdatecart`, { productid: withVariants.id, variantid: variantIds[0], quantity: 1 });
    const two = await c.post(`${C}/addorupdatecart`, {
      productid: withVariants.id,
      variantid: variantIds[1],
      quantity: 1,
    });
    expect(two.body.items).toHaveLength(2);
    expect(line(two.body, withVariants.id, variantIds[0] ?? null)).toBeTruthy();
    expect(line(two.body, withVariants.id, variantIds[1] ?? null)).toBeTruthy();
  });

  it('refuses bad input with 400 naming the field', async () => {
    const c = new Client(h.app);
    const cases: Array<[unknown, string]> = [
      [{ productid: '99999', quantity: 1 }, 'productid'],
      [{ productid: single.id, quantity: -1 }, 'quantity'],
      [{ productid: single.id, quantity: 1.5 }, 'quantity'],
      [{ productid: single.id }, 'quantity'],
      [{ productid: single.id, quantity: '2' }, 'quantity'],
      [{ productid: notForSale.id, quantity: 1 }, 'productid'],
      [{ productid: single.id, quantity: 1, addonproductids: ['99999'] }, 'addonproductids.0'],
      [{ productid: single.id, quantity: 1, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await c.post(`${C}/addorupdatecart`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await c.get(`${C}/getcart`)).body.items).toEqual([]);
  });

  it('computes totals, VAT 25 %, fees and the free-delivery threshold on the server', async () => {
    const c = new Client(h.app);
    const small = await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 2 });
    const unit = Number(single.priceExVat);
    const subtotal = Math.round(unit * 2 * 100) / 100;
    const fees = small.body.fees.reduce((s: number, f: { price: number }) => s + f.price, 0);
    expect(small.body.fees.map((f: { name: string }) => f.name)).toContain('Fragt');
    expect(line(small.body, single.id)?.unitprice).toMatchObject({ price: unit, vatrate: 0.25 });
    expect(small.body.subtotalexvat).toBeCloseTo(subtotal, 2);
    expect(small.body.totalincvat).toBeCloseTo(Math.round((subtotal + fees) * 1.25 * 100) / 100, 2);
    expect(small.body.displaytotalprice).toBe(formatDkk(small.body.totalincvat));
    expect(small.body.itemcount).toBe(2);
    expect(small.body.delivery).toEqual({
      freedeliverypossible: true,
      freedeliveryobtained: false,
      displayfreedeliverylimit: formatDkk(FREE_DELIVERY_LIMIT),
      displayfreedeliverydiff: formatDkk(FREE_DELIVERY_LIMIT - subtotal),
      freedeliverylimit: FREE_DELIVERY_LIMIT,
      freedeliverydiff: Math.round((FREE_DELIVERY_LIMIT - subtotal) * 100) / 100,
    });
    expect((await c.get(`${C}/getcurrentdelivery`)).body).toEqual(small.body.delivery);

    const big = await c.post(`${C}/addorupdatecart`, { productid: expensive.id, quantity: 1 });
    expect(big.body.delivery.freedeliveryobtained).toBe(true);
    expect(big.body.delivery.displayfreedeliverydiff).toBe(dkk('0,00'));
    expect(big.body.fees).toEqual([]);
    expect(big.body.totalincvat).toBeCloseTo(Math.round(big.body.subtotalexvat * 1.25 * 100) / 100, 2);
  });

  it('fees exactly: Fragt 79 kr. under 1.500 kr. and Småordregebyr 35 kr. under 500 kr. (ex VAT), at the boundaries', async () => {
    // Products with exact prices (the seed's prices are random): 160.00, 100.00 and 99.99 ex VAT, colli 1, no tiers.
    const base = {
      brandId: single.brandId,
      categoryId: single.categoryId,
      colli: 1,
      hasVariants: false,
      allowPurchase: true,
    };
    await h.db.insert(products).values([
      { ...base, id: 'fee-160', sku: 'FEE-160', name: 'Fee 160', priceExVat: 160, standardPriceExVat: 160 },
      { ...base, id: 'fee-100', sku: 'FEE-100', name: 'Fee 100', priceExVat: 100, standardPriceExVat: 100 },
      { ...base, id: 'fee-9999', sku: 'FEE-9999', name: 'Fee 99.99', priceExVat: 99.99, standardPriceExVat: 99.99 },
    ]);
    const fragt = { name: 'Fragt', price: 79, displayprice: dkk('79,00') };
    const smaaordre = { name: 'Småordregebyr', price: 35, displayprice: dkk('35,00') };
    const cartOf = async (items: Array<{ productid: string; quantity: number }>) => {
      const res = await new Client(h.app).post(`${C}/addorupdatecartfromlist`, { items });
      expect(res.status).toBe(200);
      const b = res.body;
      return {
        subtotal: b.subtotalexvat,
        fees: b.fees,
        totalexvat: b.totalexvat,
        vat: b.vat,
        totalincvat: b.totalincvat,
        display: [b.displaytotalexvat, b.displayvat, b.displaytotalprice],
      };
    };
    expect(await cartOf([{ productid: 'fee-160', quantity: 2 }])).toEqual({
      subtotal: 320,
      fees: [fragt, smaaordre],
      totalexvat: 434,
      vat: 108.5,
      totalincvat: 542.5,
      display: [dkk('434,00'), dkk('108,50'), dkk('542,50')],
    });
    expect(
      await cartOf([
        { productid: 'fee-100', quantity: 4 },
        { productid: 'fee-9999', quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 499.99,
      fees: [fragt, smaaordre],
      totalexvat: 613.99,
      vat: 153.5,
      totalincvat: 767.49,
      display: [dkk('613,99'), dkk('153,50'), dkk('767,49')],
    });
    expect(await cartOf([{ productid: 'fee-100', quantity: 5 }])).toEqual({
      subtotal: 500,
      fees: [fragt],
      totalexvat: 579,
      vat: 144.75,
      totalincvat: 723.75,
      display: [dkk('579,00'), dkk('144,75'), dkk('723,75')],
    });
    expect(
      await cartOf([
        { productid: 'fee-100', quantity: 14 },
        { productid: 'fee-9999', quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 1499.99,
      fees: [fragt],
      totalexvat: 1578.99,
      vat: 394.75,
      totalincvat: 1973.74,
      display: [dkk('1.578,99'), dkk('394,75'), dkk('1.973,74')],
    });
    expect(await cartOf([{ productid: 'fee-100', quantity: 15 }])).toEqual({
      subtotal: 1500,
      fees: [],
      totalexvat: 1500,
      vat: 375,
      totalincvat: 1875,
      display: [dkk('1.500,00'), dkk('375,00'), dkk('1.875,00')],
    });
  });

  it('applies bulk discounts at their quantity', async () => {
    const c = new Client(h.app);
    const colli = tiered.product.colli;
    const res = await c.post(`${C}/addorupdatecart`, { productid: tiered.product.id, quantity: tiered.minQuantity });
    const l = line(res.body, tiered.product.id);
    expect(l?.quantity).toBe(Math.ceil(tiered.minQuantity / colli) * colli);
    expect(l?.unitprice.price).toBeLessThanOrEqual(tiered.priceExVat);
  });

  it('adds from a list atomically (a bad item writes nothing)', async () => {
    const c = new Client(h.app);
    const bad = await c.post(`${C}/addorupdatecartfromlist`, {
      items: [
        { productid: colli6.id, quantity: 1 },
        { productid: '99999', quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('items.1.productid');
    expect((await c.get(`${C}/getcart`)).body.items).toEqual([]);
    expect((await c.post(`${C}/addorupdatecartfromlist`, { items: [] })).body.field).toBe('items');
    const ok = await c.post(`${C}/addorupdatecartfromlist`, {
      items: [
        { productid: colli6.id, quantity: 1 },
        { productid: single.id, quantity: 3 },
      ],
    });
    expect(ok.status).toBe(200);
    const again = await c.post(`${C}/addorupdatecartfromlist`, { items: [{ productid: colli6.id, quantity: 1 }] });
    expect(line(again.body, colli6.id)?.quantity).toBe(12); // 6 + 1 -> rounded up to 12
    expect(line(again.body, single.id)?.quantity).toBe(3);
  });

  it('empties the cart (state-changing GET needs the XSRF header)', async () => {
    const c = new Client(h.app);
    await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 1 });
    expect((await c.get(`${C}/emptycart`, { xsrf: false })).status).toBe(403);
    const res = await c.get(`${C}/emptycart`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it('related products: limit default 10, validated', async () => {
    const c = new Client(h.app);
    expect((await c.get(`${C}/getrelatedproducts`)).body).toHaveLength(10);
    await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 1 });
    const three = await c.get(`${C}/getrelatedproducts?limit=3`);
    expect(three.body).toHaveLength(3);
    expect(three.body.map((p: { id: string }) => p.id)).not.toContain(single.id);
    expect((await c.get(`${C}/getrelatedproducts?limit=abc`)).body.field).toBe('limit');
    expect((await c.get(`${C}/getrelatedproducts?limit=0`)).status).toBe(400);
  });
});

describe('free gift', () => {
  it('follows the threshold; add and remove need XSRF and a valid gift', async () => {
    const c = new Client(h.app);
    const none = await c.get(`${API}/freegift/getcurrent`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      freegiftpossible: true,
      freegiftobtained: false,
      removable: true,
      selectedproductid: null,
    });
    expect(none.body.products.map((p: { id: string }) => p.id)).toEqual([...FREE_GIFT_PRODUCTS]);
    await c.post(`${C}/addorupdatecart`, { productid: expensive.id, quantity: 1 });
    const got = await c.get(`${API}/freegift/getcurrent`);
    expect(got.body.freegiftobtained).toBe(true);
    expect(got.body.displayfreegiftdiff).toBe(dkk('0,00'));
    expect(got.body.selectedproductid).toBe(FREE_GIFT_PRODUCTS[0]);
    expect((await c.get(`${API}/freegift/add?productid=${FREE_GIFT_PRODUCTS[1]}`, { xsrf: false })).status).toBe(403);
    expect((await c.get(`${API}/freegift/add?productid=${single.id}`)).body.field).toBe('productid');
    expect((await c.get(`${API}/freegift/add`)).body.field).toBe('productid');
    const chosen = await c.get(`${API}/freegift/add?productid=${FREE_GIFT_PRODUCTS[1]}`);
    expect(chosen.body.selectedproductid).toBe(FREE_GIFT_PRODUCTS[1]);
    expect((await c.get(`${API}/freegift/remove`, { xsrf: false })).status).toBe(403);
    const removed = await c.get(`${API}/freegift/remove`);
    expect(removed.body.selectedproductid).toBeNull();
  });
});

describe('CSV import', () => {
  it('imports good rows (";" or "," separated, by id or sku) and reports rejected rows', async () => {
    const c = new Client(h.app);
    const csv = [
      'Varenummer;Antal',
      `${colli6.id};7`,
      `${single.sku};2`,
      '99999;1',
      `${single.id};abc`,
      `${notForSale.id};1`,
      '',
      `"${single.id}",1`,
    ].join('\r\n');
    const form = new FormData();
    form.set('file', new File([csv], 'bestilling.csv', { type: 'text/csv' }));
    const res = await c.request('POST', `${C}/csvimporttocart`, { form });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(3);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([4, 5, 6]);
    expect(res.body.errors[0].message).toMatch(/Unknown item/);
    expect(res.body.errors.map((e: { code?: string }) => e.code)).toEqual(['unknown', 'quantity', 'notpurchasable']);
    expect(line(res.body.cart, colli6.id)?.quantity).toBe(12);
    expect(line(res.body.cart, single.id)?.quantity).toBe(3);

    const firstBad = await c.post(`${C}/csvimporttocart`, { csv: `${single.id};abc\n${single.id};1` });
    expect(firstBad.body.errors.map((e: { line: number }) => e.line)).toEqual([1]);
    expect(firstBad.body.imported).toBe(1);
    await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 3 });

    const json = await c.post(`${C}/csvimporttocart`, { csv: `${colli6.id},6` });
    expect(json.status).toBe(200);
    expect(line(json.body.cart, colli6.id)?.quantity).toBe(18);
  });

  it('refuses a missing or empty file and a missing XSRF header', async () => {
    const c = new Client(h.app);
    expect((await c.request('POST', `${C}/csvimporttocart`, { form: new FormData() })).body.field).toBe('file');
    expect((await c.post(`${C}/csvimporttocart`, { csv: '' })).body.field).toBe('csv');
    const form = new FormData();
    form.set('file', new File(['1;1'], 'x.csv', { type: 'text/csv' }));
    expect((await c.request('POST', `${C}/csvimporttocart`, { form, xsrf: false })).status).toBe(403);
  });
});

describe('guest cart and sign-in', () => {
  it('keeps the guest cart at sign-in, offers the saved cart, and replaces it with cart/change', async () => {
    const c = new Client(h.app);
    await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 1 });
    expect((await c.get(`${C}/getretentioncart`)).body).toEqual({ items: [] });
    const login = await c.signIn('kunde@butik.test');
    expect(login.body).toMatchObject({ signincompleted: true, previouscartfound: true });
    // keep: the guest cart survived the sign-in
    const kept = await c.get(`${C}/getcart`);
    expect(kept.body.items.map((i: { productid: string }) => i.productid)).toEqual([single.id]);
    const saved = await c.get(`${C}/getretentioncart`);
    expect(saved.body.items.length).toBe(3);
    expect(saved.body.items.find((i: { addonparent: string | null }) => i.addonparent !== null)).toBeTruthy();
    expect(saved.body.items[0]).toMatchObject({
      imageurl: expect.any(String),
      name: expect.any(String),
      displaylineprice: expect.stringMatching(/kr\.$/),
    });

    expect((await c.get(`${C}/change`, { xsrf: false })).status).toBe(403);
    expect((await c.get(`${C}/change?merge=maybe`)).body.field).toBe('merge');
    const replaced = await c.get(`${C}/change`);
    expect(replaced.status).toBe(200);
    expect(replaced.body.items.map((i: { productid: string }) => i.productid).sort()).toEqual(
      saved.body.items.map((i: { productid: string }) => i.productid).sort(),
    );
    expect((await c.get(`${C}/getretentioncart`)).body.items).toEqual([]);

    // sign out: the cart stays with the user as their saved cart
    const out = await c.request('POST', '/login', { form: new FormData() });
    expect(out.status).toBe(400); // no action
    const signout = await c.get('/login/signout?output=json');
    expect(signout.body).toEqual({ signoutcompleted: true });
    expect((await c.get(`${C}/getcart`)).body.items).toEqual([]);
  });

  it('merges the saved cart into the guest cart with merge=true', async () => {
    const c = new Client(h.app);
    await c.post(`${C}/addorupdatecart`, { productid: colli6.id, quantity: 6 });
    const login = await c.signIn('kunde@butik.test');
    expect(login.body.previouscartfound).toBe(true);
    const saved = (await c.get(`${C}/getretentioncart`)).body.items as Array<{ productid: string; quantity: number }>;
    const merged = await c.get(`${C}/change?merge=true`);
    expect(merged.status).toBe(200);
    const ids = merged.body.items.map((i: { productid: string }) => i.productid);
    expect(ids).toContain(colli6.id);
    for (const item of saved) expect(ids).toContain(item.productid);
    expect(merged.body.items).toHaveLength(new Set([colli6.id, ...saved.map((s) => s.productid)]).size);
  });

  it("signing in over another user's session never hands their cart over", async () => {
    const c = new Client(h.app);
    await c.signIn('ejer@butik.test');
    await c.post(`${C}/addorupdatecart`, { productid: single.id, quantity: 1 });
    await c.signIn('mads@byggefirma.test');
    expect((await c.get(`${C}/getcart`)).body.items).toEqual([]);
    const back = new Client(h.app);
    expect((await back.signIn('ejer@butik.test')).body.previouscartfound).toBe(true);
    expect((await back.get(`${C}/getretentioncart`)).body.items.map((i: { productid: string }) => i.productid)).toEqual(
      [single.id],
    );
  });

  it('cart/change needs a signed-in user', async () => {
    const c = new Client(h.app);
    expect((await c.get(`${C}/change`)).status).toBe(401);
  });
});
