/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * The endpoint matrix (issue 3, "Done when"): for every call of spec §7, the address suggestions, the event
 * endpoint and the login page URL's actions, one row says how to call it and the tests check, where they
 * apply:
 * - happy path: 200 and a response of the expected shape;
 * - bad input: 400 with `{ error, field }` naming the offending field;
 * - wrong role / not yours: 403 (signed in, but not allowed); anonymous where sign-in is needed: 401;
 * - missing X-XSRF-TOKEN on a state-changing call: 403 naming the header.
 * Rows run in order (later rows may rely on what earlier happy paths created).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import * as S from '../../src/api/schemas/index.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { users } from '../../demo/server/db/schema/commerce.ts';
import { API, Client, setup, type Harness, type Res } from './helpers.ts';

type Who = 'anon' | 'fresh-anon' | 'kunde' | 'ejer' | 'saelger' | 'supervisor' | 'fresh-kunde';

interface Call {
  as: Who;
  method: string;
  /** Relative to /contextapi/demo/v1/ unless it starts with '/'. */
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: BodyInit; contentType?: string };
}

interface Row {
  name: string;
  happy: () => Call & { schema?: Struct<any, any>; check?: (body: any) => void };
  /** 400 naming `field`. */
  bad?: Array<() => Call & { field: string }>;
  /** 403: signed in but the wrong role, or another owner's / salesperson's record. */
  forbidden?: Array<() => Call>;
  /** 401 without sign-in. */
  anonymous?: () => Call;
  /** State-changing: 403 without the XSRF header. */
  xsrf?: () => Call;
}

let h: Harness;
const clients = new Map<Who, Client>();
const fx = {
  shop: '', // ejer's matrix shop
  shop2: '', // ejer's second shop (closed and removed by the last rows)
  kundeShop: '',
  assortment: [] as string[],
  codes: [] as string[],
  product: '', // purchasable, no variants
  ejerId: '',
  kundeId: '',
  saelgerId: '',
  wishlist: '',
  wishitem: '',
};

async function client(who: Who): Promise<Client> {
  if (who === 'fresh-anon') return new Client(h.app);
  if (who === 'fresh-kunde') {
    const c = new Client(h.app);
    expect((await c.signIn('kunde@butik.test')).body.signincompleted).toBe(true);
    return c;
  }
  const existing = clients.get(who);
  if (existing) return existing;
  const c = new Client(h.app);
  if (who !== 'anon') expect((await c.signIn(`${who}@butik.test`)).body.signincompleted).toBe(true);
  clients.set(who, c);
  return c;
}

async function send(call: Call, opts: { xsrf?: boolean } = {}): Promise<Res<any>> {
  const c = await client(call.as);
  const path = call.path.startsWith('/') ? call.path : `${API}/${call.path}`;
  if (call.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(call.form)) form.set(k, v);
    return c.request(call.method, path, { form, ...opts });
  }
  if (call.raw) {
    return c.request(call.method, path, {
      body: call.raw.body,
      ...(call.raw.contentType ? { headers: { 'content-type': call.raw.contentType } } : {}),
      ...opts,
    });
  }
  return c.request(call.method, path, { ...(call.json !== undefined ? { json: call.json } : {}), ...opts });
}

const enc = encodeURIComponent;
const G = 'giftshop';
const get = (as: Who, path: string): Call => ({ as, method: 'GET', path });
const post = (as: Who, path: string, json?: unknown): Call => ({ as, method: 'POST', path, ...(json !== undefined ? { json } : {}) });
const del = (as: Who, path: string): Call => ({ as, method: 'DELETE', path });
const login = (as: Who, form: Record<string, string>, query = ''): Call => ({ as, method: 'POST', path: `/login${query}`, form: { output: 'json', ...form } });

const ROWS: Row[] = [
  // ---- gift shop ---------------------------------------------------------------------------------
  {
    name: 'GET giftshop/settings',
    happy: () => ({ ...get('ejer', `${G}/settings`), schema: S.GiftShopSettings }),
    anonymous: () => get('anon', `${G}/settings`),
  },
  {
    name: 'GET giftshop/{id}',
    happy: () => ({ ...get('ejer', `${G}/${fx.shop}`), schema: S.GiftShop, check: (b) => expect(b.userid).toBe(fx.ejerId) }),
    bad: [() => ({ ...get('anon', `${G}/${enc('bad id!')}`), field: 'id' })],
  },
  {
    name: 'GET giftshop/by-user',
    happy: () => ({ ...get('ejer', `${G}/by-user`), schema: S.GiftShopList, check: (b) => expect(b.map((s: any) => s.id)).toContain(fx.shop) }),
    anonymous: () => get('anon', `${G}/by-user`),
  },
  {
    name: 'GET giftshop/supervisor/giftshops',
    happy: () => ({ ...get('supervisor', `${G}/supervisor/giftshops`), schema: S.GiftShopList, check: (b) => expect(b.map((s: any) => s.id)).toEqual(expect.arrayContaining([fx.shop, fx.kundeShop])) }),
    forbidden: [() => get('ejer', `${G}/supervisor/giftshops`), () => get('kunde', `${G}/supervisor/giftshops`)],
    anonymous: () => get('anon', `${G}/supervisor/giftshops`),
  },
  {
    name: 'POST giftshop/create',
    happy: () => ({ ...post('ejer', `${G}/create`, { name: 'Matrix to' }), schema: S.GiftShop, check: (b) => (fx.shop2 = b.id) }),
    bad: [() => ({ ...post('ejer', `${G}/create`, { name: '   ' }), field: 'name' }), () => ({ ...post('ejer', `${G}/create`, {}), field: 'name' })],
    anonymous: () => post('anon', `${G}/create`, { name: 'Anonym' }),
    xsrf: () => post('ejer', `${G}/create`, { name: 'Uden token' }),
  },
  {
    name: 'POST giftshop/persist',
    happy: () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, message: 'Glædelig jul' }), schema: S.GiftShop, check: (b) => expect(b.message).toBe('Glædelig jul') }),
    bad: [
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, startdate: '2026-13-45' }), field: 'startdate' }),
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, theme: { backgroundcolor: 'red', textcolor: null, logoimage: null } }), field: 'theme.backgroundcolor' }),
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, products: ['10001', 'nope!'] }), field: 'products.1' }),
      // An address id beyond the database's integer range is an unknown address, not a database error.
      () => ({ ...post('ejer', `${G}/persist`, { id: fx.shop, delivery: { date: null, address: { id: '99999999999', name: 'x', address1: 'x', zip: '1000', city: 'x' } } }), field: 'delivery.address.id' }),
    ],
    forbidden: [() => post('kunde', `${G}/persist`, { id: fx.shop, message: 'x' }), () => post('ejer', `${G}/persist`, { id: fx.kundeShop, message: 'x' })],
    anonymous: () => post('anon', `${G}/persist`, { id: fx.shop, message: 'x' }),
    xsrf: () => post('ejer', `${G}/persist`, { id: fx.shop, message: 'x' }),
  },
  {
    name: 'POST giftshop/{id}/default-assortment',
    happy: () => ({ ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [fx.assortment[0]] }), schema: S.GiftShop, check: (b) => expect(b.defaultproducts).toEqual([fx.assortment[0]]) }),
    bad: [
      () => ({ ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: 'x' }), field: 'defaultproducts' }),
      () => ({ ...post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: ['10599'] }), field: 'defaultproducts.0' }),
    ],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/default-assortment`, { defaultproducts: [] }),
  },
  {
    name: 'GET giftshop/{id}/request-cards',
    happy: () => ({ ...get('ejer', `${G}/${fx.shop}/request-cards`), schema: S.SuccessResponse, check: (b) => expect(b.success).toBe(true) }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/request-cards`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/request-cards`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/request-cards`),
    xsrf: () => get('ejer', `${G}/${fx.shop}/request-cards`),
  },
  {
    name: 'GET giftshop/{id}/codes',
    happy: () => ({ ...get('ejer', `${G}/${fx.shop}/codes`), schema: S.GiftCodeList, check: (b) => expect(b.map((c: any) => c.id)).toEqual(expect.arrayContaining(fx.codes)) }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/codes`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/codes`), () => get('ejer', `${G}/${fx.kundeShop}/codes`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/codes`),
  },
  {
    name: 'GET giftshop/code/{id}',
    happy: () => ({ ...get('anon', `${G}/code/${fx.codes[0]}`), schema: S.GiftCode, check: (b) => expect(b.shopid).toBe(fx.shop) }),
    bad: [() => ({ ...get('anon', `${G}/code/${enc('<script>')}`), field: 'id' })],
  },
  {
    name: 'POST giftshop/code/persist',
    happy: () => ({ ...post('ejer', `${G}/code/persist`, { id: fx.codes[1], name: 'Anna Andersen', email: 'anna@firma.test' }), schema: S.GiftCode, check: (b) => expect(b).toMatchObject({ name: 'Anna Andersen', email: 'anna@firma.test' }) }),
    bad: [() => ({ ...post('ejer', `${G}/code/persist`, { id: fx.codes[1], email: 'ikke-en-mail' }), field: 'email' })],
    forbidden: [() => post('kunde', `${G}/code/persist`, { id: fx.codes[1], name: 'Ond Hacker' })],
    anonymous: () => post('anon', `${G}/code/persist`, { id: fx.codes[1], name: 'Ond Hacker' }),
    xsrf: () => post('ejer', `${G}/code/persist`, { id: fx.codes[1], name: 'Uden Token' }),
  },
  {
    name: 'POST giftshop/{id}/codes/create',
    happy: () => ({ ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 2 }), schema: S.GiftCodeList, check: (b) => expect(b).toHaveLength(2) }),
    bad: [() => ({ ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 0 }), field: 'count' }), () => ({ ...post('ejer', `${G}/${fx.shop}/codes/create`, { count: 1001 }), field: 'count' })],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/create`, { count: 1 })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/create`, { count: 1 }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/create`, { count: 1 }),
  },
  {
    name: 'POST giftshop/{id}/codes/invite',
    happy: () => ({ ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]], emails: ['bo@firma.test'] }), schema: S.GiftCodeList, check: (b) => expect(b[0].invitationstate).toBe('SENDING') }),
    bad: [
      () => ({ ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]], emails: ['ikke-en-mail'] }), field: 'emails.0' }),
      () => ({ ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2], fx.codes[3]], emails: ['a@b.test'] }), field: 'emails' }),
      () => ({ ...post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2], 'FINDES-IKKE'] }), field: 'codeids.1' }),
    ],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/invite`, { codeids: [fx.codes[2]] }),
  },
  {
    name: 'GET giftshop/{id}/codes/sent-status',
    happy: () => ({ ...get('ejer', `${G}/${fx.shop}/codes/sent-status`), schema: S.SentStatusResponse, check: (b) => expect(b.find((e: any) => e.id === fx.codes[2]).invitationstate).toBe('SENDING') }),
    bad: [() => ({ ...get('ejer', `${G}/${enc('bad id!')}/codes/sent-status`), field: 'id' })],
    forbidden: [() => get('kunde', `${G}/${fx.shop}/codes/sent-status`)],
    anonymous: () => get('anon', `${G}/${fx.shop}/codes/sent-status`),
  },
  {
    name: 'POST giftshop/{id}/codes/remove',
    happy: () => ({ ...post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[3]] }), schema: S.GiftCodeList, check: (b) => expect(b.map((c: any) => c.id)).not.toContain(fx.codes[3]) }),
    bad: [() => ({ ...post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [] }), field: 'codeids' })],
    forbidden: [() => post('kunde', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] })],
    anonymous: () => post('anon', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] }),
    xsrf: () => post('ejer', `${G}/${fx.shop}/codes/remove`, { codeids: [fx.codes[4]] }),
  },
  {
    name: 'POST giftshop/productinfo',
    happy: () => ({ ...post('anon', `${G}/productinfo`, ['10001', '10002']), schema: S.ProductInfoResponse, check: (b) => expect(b.map((p: any) => p.id)).toEqual(['10001', '10002']) }),
    bad: [() => ({ ...post('anon', `${G}/productinfo`, ['10001', 'bad id!']), field: '1' })],
    xsrf: () => post('anon', `${G}/productinfo`, ['10001']),
  },
  {
    name: 'GET giftshop/addresses',
    happy: () => ({ ...get('ejer', `${G}/addresses`), schema: S.DeliveryAddressList, check: (b) => expect(b.length).toBeGreaterThan(0) }),
    anonymous: () => get('anon', `${G}/addresses`),
  },
  {
    name: 'GET giftshop/salesperson/users',
    happy: () => ({ ...get('saelger', `${G}/salesperson/users`), schema: S.SalespersonUserList, check: (b) => expect(b.map((u: any) => u.id)).toContain(fx.ejerId) }),
    forbidden: [() => get('ejer', `${G}/salesperson/users`), () => get('supervisor', `${G}/salesperson/users`)],
    anonymous: () => get('anon', `${G}/salesperson/users`),
  },
  {
    name: 'GET giftshop/salesperson/users/change/{id}',
    happy: () => ({ ...get('saelger', `${G}/salesperson/users/change/${fx.saelgerId}`), schema: S.SuccessResponse }),
    bad: [() => ({ ...get('saelger', `${G}/salesperson/users/change/${enc('bad id!')}`), field: 'id' }), () => ({ ...get('saelger', `${G}/salesperson/users/change/abc`), field: 'id' }), () => ({ ...get('saelger', `${G}/salesperson/users/change/99999999999999999999`), field: 'id' }), () => ({ ...get('saelger', `${G}/salesperson/users/change/1e3`), field: 'id' })],
    forbidden: [() => get('saelger', `${G}/salesperson/users/change/${fx.kundeId}`), () => get('ejer', `${G}/salesperson/users/change/${fx.ejerId}`)],
    anonymous: () => get('anon', `${G}/salesperson/users/change/${fx.ejerId}`),
    xsrf: () => get('saelger', `${G}/salesperson/users/change/${fx.ejerId}`),
  },
  {
    name: 'POST giftshop/code/{id}/redeem (recipient front; path chosen by us)',
    happy: () => ({ ...post('anon', `${G}/code/${fx.codes[4]}/redeem`, { name: 'Kim Modtager', products: [fx.assortment[1]] }), schema: S.GiftCode, check: (b) => expect(b.products).toEqual([fx.assortment[1]]) }),
    bad: [
      () => ({ ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim', products: [fx.assortment[1]] }), field: 'name' }),
      () => ({ ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim Modtager', products: ['10599'] }), field: 'products.0' }),
      () => ({ ...post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim Modtager', email: 'x', products: [fx.assortment[1]] }), field: 'email' }),
    ],
    xsrf: () => post('anon', `${G}/code/${fx.codes[0]}/redeem`, { name: 'Kim Modtager', products: [fx.assortment[1]] }),
  },
  {
    name: 'POST giftshop/close',
    happy: () => ({ ...post('ejer', `${G}/close`, { id: fx.shop2 }), schema: S.GiftShop, check: (b) => expect(b).toMatchObject({ status: 1, state: 'CLOSED' }) }),
    bad: [() => ({ ...post('ejer', `${G}/close`, { id: 5 }), field: 'id' })],
    forbidden: [() => post('kunde', `${G}/close`, { id: fx.shop })],
    anonymous: () => post('anon', `${G}/close`, { id: fx.shop }),
    xsrf: () => post('ejer', `${G}/close`, { id: fx.shop }),
  },
  {
    name: 'POST giftshop/remove',
    happy: () => ({ ...post('ejer', `${G}/remove`, { id: fx.shop2 }), schema: S.SuccessResponse, check: (b) => expect(b.success).toBe(true) }),
    bad: [() => ({ ...post('ejer', `${G}/remove`, {}), field: 'id' })],
    forbidden: [() => post('kunde', `${G}/remove`, { id: fx.shop })],
    anonymous: () => post('anon', `${G}/remove`, { id: fx.shop }),
    xsrf: () => post('ejer', `${G}/remove`, { id: fx.shop }),
  },

  // ---- cart and free gift ------------------------------------------------------------------------
  { name: 'GET cart/getcart', happy: () => ({ ...get('anon', 'cart/getcart'), schema: S.Cart }) },
  {
    name: 'GET cart/getrelatedproducts',
    happy: () => ({ ...get('anon', 'cart/getrelatedproducts'), schema: S.RelatedProductsResponse, check: (b) => expect(b).toHaveLength(10) }),
    bad: [() => ({ ...get('anon', 'cart/getrelatedproducts?limit=0'), field: 'limit' }), () => ({ ...get('anon', 'cart/getrelatedproducts?limit=abc'), field: 'limit' })],
  },
  { name: 'GET cart/getcurrentdelivery', happy: () => ({ ...get('anon', 'cart/getcurrentdelivery'), schema: S.CartDelivery }) },
  {
    name: 'POST cart/addorupdatecart',
    happy: () => ({ ...post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: 1 }), schema: S.Cart, check: (b) => expect(b.itemcount).toBeGreaterThan(0) }),
    bad: [
      () => ({ ...post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: -1 }), field: 'quantity' }),
      () => ({ ...post('anon', 'cart/addorupdatecart', { productid: '99999', quantity: 1 }), field: 'productid' }),
      () => ({ ...post('anon', 'cart/addorupdatecart', { quantity: 1 }), field: 'productid' }),
    ],
    xsrf: () => post('anon', 'cart/addorupdatecart', { productid: fx.product, quantity: 1 }),
  },
  {
    name: 'POST cart/addorupdatecartfromlist',
    happy: () => ({ ...post('anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1 }] }), schema: S.Cart }),
    bad: [
      () => ({ ...post('anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1 }, { productid: '99999', quantity: 1 }] }), field: 'items.1.productid' }),
      () => ({ ...post('anon', 'cart/addorupdatecartfromlist', { items: [] }), field: 'items' }),
      // Adding to one line without bound would overflow the quantity column: refused, naming the item.
      () => ({ ...post('fresh-anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1_000_000 }, { productid: fx.product, quantity: 1_000_000 }] }), field: 'items.1.quantity' }),
    ],
    xsrf: () => post('anon', 'cart/addorupdatecartfromlist', { items: [{ productid: fx.product, quantity: 1 }] }),
  },
  {
    name: 'POST cart/csvimporttocart',
    happy: () => ({ ...post('anon', 'cart/csvimporttocart', { csv: `${fx.product};2` }), schema: S.CsvImportResponse, check: (b) => expect(b.imported).toBe(1) }),
    bad: [
      () => ({ ...post('anon', 'cart/csvimporttocart', {}), field: 'csv' }),
      () => ({ ...post('anon', 'cart/csvimporttocart', { csv: '' }), field: 'csv' }),
      () => ({ ...post('fresh-anon', 'cart/csvimporttocart', { csv: `${fx.product};1000000\n${fx.product};1000000` }), field: 'csv.line2.quantity' }),
    ],
    xsrf: () => post('anon', 'cart/csvimporttocart', { csv: `${fx.product};2` }),
  },
  {
    name: 'GET cart/emptycart',
    happy: () => ({ ...get('anon', 'cart/emptycart'), schema: S.Cart, check: (b) => expect(b.items).toEqual([]) }),
    xsrf: () => get('anon', 'cart/emptycart'),
  },
  {
    name: 'GET cart/change',
    happy: () => ({ ...get('kunde', 'cart/change?merge=true'), schema: S.Cart }),
    bad: [() => ({ ...get('kunde', 'cart/change?merge=maybe'), field: 'merge' })],
    anonymous: () => get('anon', 'cart/change'),
    xsrf: () => get('kunde', 'cart/change'),
  },
  { name: 'GET cart/getretentioncart', happy: () => ({ ...get('kunde', 'cart/getretentioncart'), schema: S.RetentionCart }) },
  { name: 'GET freegift/getcurrent', happy: () => ({ ...get('anon', 'freegift/getcurrent'), schema: S.FreeGift }) },
  {
    name: 'GET freegift/add',
    happy: () => ({ ...get('anon', 'freegift/add?productid=10598'), schema: S.FreeGift }),
    bad: [() => ({ ...get('anon', `freegift/add?productid=${enc('bad id!')}`), field: 'productid' }), () => ({ ...get('anon', 'freegift/add'), field: 'productid' }), () => ({ ...get('anon', 'freegift/add?productid=10001'), field: 'productid' })],
    xsrf: () => get('anon', 'freegift/add?productid=10598'),
  },
  {
    name: 'GET freegift/remove',
    happy: () => ({ ...get('anon', 'freegift/remove'), schema: S.FreeGift }),
    xsrf: () => get('anon', 'freegift/remove'),
  },

  // ---- categories and content --------------------------------------------------------------------
  {
    name: 'GET productcategories/children/{id}',
    happy: () => ({ ...get('anon', 'productcategories/children/?expandWithChildren=true'), check: (b) => expect(b.children.length).toBeGreaterThan(0) }),
    bad: [() => ({ ...get('anon', `productcategories/children/${enc('bad id!')}`), field: 'id' }), () => ({ ...get('anon', 'productcategories/children/?expandWithChildren=perhaps'), field: 'expandWithChildren' })],
  },
  {
    name: 'GET content/children/{id}',
    happy: () => ({ ...get('anon', 'content/children/'), check: (b) => expect(Array.isArray(b.children ?? b)).toBe(true) }),
    bad: [() => ({ ...get('anon', `content/children/${enc('bad id!')}`), field: 'id' })],
  },
  {
    name: 'GET content/custom',
    happy: () => ({ ...get('anon', 'content/custom'), check: (b) => expect(typeof b).toBe('object') }),
    bad: [() => ({ ...get('anon', `content/custom?keys=${enc('<x>')}`), field: 'keys' })],
  },
  {
    name: 'POST content/contactrequest',
    happy: () => ({ ...contact({ name: 'Ida Ide', email: 'ida@firma.test', message: 'Hej' }), schema: S.SuccessResponse }),
    bad: [() => ({ ...contact({ name: 'Ida Ide', email: 'nope', message: 'Hej' }), field: 'email' }), () => ({ ...contact({ name: 'Ida Ide', email: 'ida@firma.test' }), field: 'message' })],
    xsrf: () => contact({ name: 'Ida Ide', email: 'ida@firma.test', message: 'Hej' }),
  },
  {
    name: 'POST content/newcustomerrequest',
    happy: () => ({ ...post('anon', 'content/newcustomerrequest', { companyname: 'Ny ApS', name: 'Nina Ny', email: 'nina@ny.test', phone: '12345678' }), schema: S.SuccessResponse }),
    bad: [() => ({ ...post('anon', 'content/newcustomerrequest', { name: 'Nina Ny', email: 'nina@ny.test', phone: '12345678' }), field: 'companyname' })],
    xsrf: () => post('anon', 'content/newcustomerrequest', { companyname: 'Ny ApS', name: 'Nina Ny', email: 'nina@ny.test', phone: '12345678' }),
  },

  // ---- customer ----------------------------------------------------------------------------------
  { name: 'GET customer', happy: () => ({ ...get('kunde', 'customer'), schema: S.Customer }) },
  {
    name: 'GET customer/search',
    happy: () => ({ ...get('saelger', 'customer/search?query=a'), schema: S.CustomerSearchResponse }),
    bad: [() => ({ ...get('saelger', 'customer/search?query=a&limit=abc'), field: 'limit' }), () => ({ ...get('saelger', 'customer/search?query=a&offset=-1'), field: 'offset' })],
    forbidden: [() => get('kunde', 'customer/search?query=a'), () => get('ejer', 'customer/search?query=a')],
    anonymous: () => get('anon', 'customer/search?query=a'),
  },
  {
    name: 'POST customer/change',
    happy: () => ({ ...post('supervisor', 'customer/change?selectedcustomer=C1002'), schema: S.Customer }),
    bad: [() => ({ ...post('supervisor', 'customer/change'), field: 'selectedcustomer' }), () => ({ ...post('supervisor', 'customer/change?selectedcustomer=C9999'), field: 'selectedcustomer' })],
    forbidden: [() => post('kunde', 'customer/change?selectedcustomer=C1002')],
    anonymous: () => post('anon', 'customer/change?selectedcustomer=C1002'),
    xsrf: () => post('supervisor', 'customer/change?selectedcustomer=C1002'),
  },
  {
    name: 'GET customer/changeprofile',
    happy: () => ({ ...get('kunde', 'customer/changeprofile?customerprofile=projekt'), schema: S.Customer }),
    bad: [() => ({ ...get('kunde', 'customer/changeprofile?customerprofile='), field: 'customerprofile' }), () => ({ ...get('kunde', 'customer/changeprofile?customerprofile=ukendt'), field: 'customerprofile' })],
    anonymous: () => get('anon', 'customer/changeprofile?customerprofile=projekt'),
    xsrf: () => get('kunde', 'customer/changeprofile?customerprofile=projekt'),
  },
  {
    name: 'POST customer/signup',
    happy: () => ({ ...post('anon', 'customer/signup', signup('matrix')), schema: S.SignupResult, check: (b) => expect(b).toMatchObject({ signupcompleted: true, error: 'None' }) }),
    bad: [() => ({ ...post('anon', 'customer/signup', { ...signup('bad'), companyname: '' }), field: 'companyname' }), () => ({ ...post('anon', 'customer/signup', { ...signup('bad'), email: 'x' }), field: 'email' })],
    xsrf: () => post('anon', 'customer/signup', signup('xsrf')),
  },

  // ---- product -----------------------------------------------------------------------------------
  {
    name: 'POST product/ids',
    happy: () => ({ ...post('anon', 'product/ids', ['10002', '10001']), check: (b) => expect(b.map((p: any) => p.id)).toEqual(['10002', '10001']) }),
    bad: [() => ({ ...post('anon', 'product/ids', ['10001', 'bad id!']), field: '1' })],
    xsrf: () => post('anon', 'product/ids', ['10001']),
  },
  {
    name: 'POST simpleproductquery',
    happy: () => ({ ...post('anon', 'simpleproductquery', { Fields: [], Limit: 5 }), check: (b) => expect(b).toHaveLength(5) }),
    bad: [() => ({ ...post('anon', 'simpleproductquery', { Fields: 'x', Limit: 5 }), field: 'Fields' })],
    xsrf: () => post('anon', 'simpleproductquery', { Fields: [], Limit: 5 }),
  },
  {
    name: 'GET search',
    happy: () => ({ ...get('anon', 'search?query=kuglepen&limit=3'), check: (b) => expect(b.length).toBeGreaterThan(0) }),
    bad: [() => ({ ...get('anon', 'search?query=kuglepen&limit=0'), field: 'limit' })],
  },
  {
    name: 'POST facetsearch',
    happy: () => ({ ...post('anon', 'facetsearch', { query: 'kuglepen', count: 5 }), check: (b) => expect(b.total).toBeGreaterThan(0) }),
    bad: [() => ({ ...post('anon', 'facetsearch', { query: 'kuglepen', count: -1 }), field: 'count' })],
    xsrf: () => post('anon', 'facetsearch', { query: 'kuglepen' }),
  },
  {
    name: 'GET magicsearch',
    happy: () => ({ ...get('anon', 'magicsearch?query=levering'), schema: S.MagicSearchResult, check: (b) => expect(b.cmspages.map((p: any) => p.url)).toContain('/side/levering') }),
    bad: [() => ({ ...get('anon', 'magicsearch?query=levering&doctype=BOGUS'), field: 'doctype' }), () => ({ ...get('anon', 'magicsearch?query=levering&offset=-2'), field: 'offset' })],
  },
  {
    name: 'GET suggestions',
    happy: () => ({ ...get('anon', 'suggestions?query=kugle'), check: (b) => expect(b.length).toBeGreaterThan(0) }),
    bad: [() => ({ ...get('anon', 'suggestions?query=kugle&limit=0'), field: 'limit' })],
  },
  {
    name: 'POST calculatetotal',
    happy: () => ({ ...post('anon', 'calculatetotal', { productid: fx.product, quantity: 3 }), check: (b) => expect(b.quantity).toBeGreaterThanOrEqual(3) }),
    bad: [() => ({ ...post('anon', 'calculatetotal', { productid: fx.product, quantity: 'tre' }), field: 'quantity' })],
    xsrf: () => post('anon', 'calculatetotal', { productid: fx.product, quantity: 3 }),
  },
  {
    name: 'GET variant/id',
    happy: () => ({ ...get('anon', `variant/id?id=${fx.product}`), check: (b) => expect(Array.isArray(b)).toBe(true) }),
    bad: [() => ({ ...get('anon', `variant/id?id=${enc('bad id!')}`), field: 'id' })],
  },

  // ---- wish lists --------------------------------------------------------------------------------
  {
    name: 'POST wishlist/add',
    happy: () => ({
      ...post('kunde', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 2 }),
      schema: S.WishListsResponse,
      check: (b) => {
        const list = b.wishlists.find((l: any) => l.label === 'Matrix');
        fx.wishlist = String(list.id);
        fx.wishitem = String(list.items[0].id);
      },
    }),
    bad: [() => ({ ...post('kunde', 'wishlist/add', { label: ' ', productid: fx.product, quantity: 1 }), field: 'label' }), () => ({ ...post('kunde', 'wishlist/add', { label: 'Matrix', productid: '99999', quantity: 1 }), field: 'productid' })],
    anonymous: () => post('anon', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 1 }),
    xsrf: () => post('kunde', 'wishlist/add', { label: 'Matrix', productid: fx.product, quantity: 1 }),
  },
  {
    name: 'GET wishlist/list',
    happy: () => ({ ...get('kunde', 'wishlist/list'), schema: S.WishListsResponse, check: (b) => expect(b.wishlists.map((l: any) => l.label)).toContain('Matrix') }),
    anonymous: () => get('anon', 'wishlist/list'),
  },
  {
    name: 'POST wishlist/updatelist',
    happy: () => ({ ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, label: 'Matrix 2' }), schema: S.WishListsResponse }),
    bad: [
      () => ({ ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, items: [{ id: fx.wishitem, quantity: -1 }] }), field: 'items.0.quantity' }),
      () => ({ ...post('kunde', 'wishlist/updatelist', { id: fx.wishlist, items: [{ id: '999999', quantity: 1 }] }), field: 'items.0.id' }),
      () => ({ ...post('kunde', 'wishlist/updatelist', { id: '9999999999', label: 'x' }), field: 'id' }),
    ],
    anonymous: () => post('anon', 'wishlist/updatelist', { id: fx.wishlist, label: 'x' }),
    xsrf: () => post('kunde', 'wishlist/updatelist', { id: fx.wishlist, label: 'x' }),
  },
  {
    name: 'DELETE wishlist/{listid}/{itemid}',
    happy: () => ({ ...del('kunde', `wishlist/${fx.wishlist}/${fx.wishitem}`), schema: S.WishListsResponse }),
    bad: [() => ({ ...del('kunde', `wishlist/abc/${fx.wishitem}`), field: 'listid' }), () => ({ ...del('kunde', `wishlist/${fx.wishlist}/${enc('bad id!')}`), field: 'itemid' }), () => ({ ...del('kunde', `wishlist/9999999999/${fx.wishitem}`), field: 'listid' }), () => ({ ...del('kunde', `wishlist/${fx.wishlist}/9999999999`), field: 'itemid' })],
    anonymous: () => del('anon', `wishlist/${fx.wishlist}/${fx.wishitem}`),
    xsrf: () => del('kunde', `wishlist/${fx.wishlist}/${fx.wishitem}`),
  },
  {
    name: 'DELETE wishlist/{id}',
    happy: () => ({ ...del('kunde', `wishlist/${fx.wishlist}`), schema: S.WishListsResponse, check: (b) => expect(b.wishlists.map((l: any) => String(l.id))).not.toContain(fx.wishlist) }),
    bad: [() => ({ ...del('kunde', 'wishlist/abc'), field: 'id' }), () => ({ ...del('kunde', 'wishlist/9999999999'), field: 'id' })],
    anonymous: () => del('anon', `wishlist/${fx.wishlist}`),
    xsrf: () => del('kunde', `wishlist/${fx.wishlist}`),
  },

  // ---- translations ------------------------------------------------------------------------------
  {
    name: 'GET labeltranslation/translations/{prefix}',
    happy: () => ({ ...get('anon', 'labeltranslation/translations/giftshop?culture=da-DK'), schema: S.TranslationsResponse }),
    bad: [() => ({ ...get('anon', `labeltranslation/translations/${enc('<x>')}`), field: 'prefix' }), () => ({ ...get('anon', `labeltranslation/translations/giftshop?culture=${enc('12!')}`), field: 'culture' })],
  },
  {
    name: 'POST translations/ensure',
    happy: () => ({ ...post('supervisor', 'translations/ensure', { group: 'matrix', key: 'label', defaulttext: 'Label' }), schema: S.SuccessResponse }),
    bad: [() => ({ ...post('supervisor', 'translations/ensure', { group: '', key: 'label', defaulttext: 'Label' }), field: 'group' })],
    forbidden: [() => post('kunde', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }), () => post('saelger', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' })],
    anonymous: () => post('anon', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
    xsrf: () => post('supervisor', 'translations/ensure', { group: 'matrix', key: 'x', defaulttext: 'X' }),
  },

  // ---- address suggestions and event tracking ----------------------------------------------------
  {
    name: 'GET /api/thirdparty/{provider}/address',
    happy: () => ({ ...get('anon', '/api/thirdparty/dawa/address?query=vester'), check: (b) => expect(b[0]).toMatchObject({ suggestion: expect.any(String), address1: expect.any(String), zip: expect.any(String), city: expect.any(String) }) }),
    bad: [() => ({ ...get('anon', '/api/thirdparty/dawa/address'), field: 'query' }), () => ({ ...get('anon', `/api/thirdparty/${enc('BAD!')}/address?query=vester`), field: 'provider' })],
  },
  {
    name: 'POST /contextapi/{profileId}/v1/event/view',
    happy: () => ({ ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product', id: '10001' }), check: (b) => expect(b).toEqual({ success: true }) }),
    bad: [() => ({ ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'movie', id: '10001' }), field: 'type' }), () => ({ ...post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product' }), field: 'id' })],
    xsrf: () => post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product', id: '10001' }),
  },

  // ---- login page URL actions --------------------------------------------------------------------
  {
    name: 'POST /login action=signin',
    happy: () => ({ ...login('fresh-anon', { action: 'signin', username: 'kunde@butik.test', password: 'demo1234' }), schema: S.SignInResponse, check: (b) => expect(b.signincompleted).toBe(true) }),
    bad: [() => ({ ...login('anon', { action: 'signin', password: 'demo1234' }), field: 'username' }), () => ({ ...login('anon', { action: 'signin', username: 'kunde@butik.test', password: '%E0%A4%A' }), field: 'password' })],
    xsrf: () => login('anon', { action: 'signin', username: 'kunde@butik.test', password: 'demo1234' }),
  },
  {
    name: 'POST /login action=resetpasswordrequest',
    happy: () => ({ ...login('anon', { action: 'resetpasswordrequest', email: 'ejer@butik.test' }), schema: S.ResetPasswordRequestResponse, check: (b) => expect(b.emailsent).toBe(true) }),
    bad: [() => ({ ...login('anon', { action: 'resetpasswordrequest', email: 'nope' }), field: 'email' })],
    xsrf: () => login('anon', { action: 'resetpasswordrequest', email: 'ejer@butik.test' }),
  },
  {
    name: 'POST /login action=resetpassword',
    happy: () => ({ ...login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?key=brugt-eller-ukendt'), schema: S.ResetPasswordResponse, check: (b) => expect(b).toMatchObject({ resetcompleted: false, redirecturl: '/' }) }),
    bad: [
      () => ({ ...login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }), field: 'key' }),
      () => ({ ...login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'andet123' }, '?key=k'), field: 'confirmnewpassword' }),
    ],
    xsrf: () => login('anon', { action: 'resetpassword', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?key=k'),
  },
  {
    name: 'POST /login action=optin',
    happy: () => ({ ...login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?token=ukendt'), schema: S.OptInResponse, check: (b) => expect(b).toMatchObject({ signincompleted: false, errortype: 1, optinerror: true }) }),
    bad: [() => ({ ...login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }), field: 'token' }), () => ({ ...login('anon', { action: 'optin', newpassword: 'kort', confirmnewpassword: 'kort' }, '?token=t'), field: 'newpassword' })],
    xsrf: () => login('anon', { action: 'optin', newpassword: 'abcdefgh', confirmnewpassword: 'abcdefgh' }, '?token=t'),
  },
  {
    name: 'GET /login/user/changepassword',
    happy: () => ({ ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'), schema: S.ChangePasswordResponse, check: (b) => expect(b.passwordchanged).toBe(true) }),
    bad: [() => ({ ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&output=json'), field: 'newpassword' }), () => ({ ...get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=kort&output=json'), field: 'newpassword' })],
    anonymous: () => get('anon', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'),
    xsrf: () => get('fresh-kunde', '/login/user/changepassword?oldpassword=demo1234&newpassword=demo1234&output=json'),
  },
  {
    name: 'GET /login/signout',
    happy: () => ({ ...get('fresh-kunde', '/login/signout?output=json'), schema: S.SignOutResponse, check: (b) => expect(b.signoutcompleted).toBe(true) }),
    bad: [() => ({ ...login('fresh-kunde', { action: 'bogus' }), field: 'action' })],
    xsrf: () => get('fresh-kunde', '/login/signout?output=json'),
  },
];

function contact(request: Record<string, string>): Call {
  const form = new FormData();
  form.set('request', JSON.stringify(request));
  return { as: 'anon', method: 'POST', path: 'content/contactrequest', raw: { body: form } };
}

function signup(tag: string) {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '1');
  return { companyname: `Matrix ${tag} ApS`, address: 'Vej 1', zipcode: '8000', city: 'Aarhus C', vatno: `DK${n}`, eanno: '', name: 'Mette Matrix', phone: '+4512345670', email: `${tag}-${n}@matrix.test` };
}

beforeAll(async () => {
  h = await setup();
  const ids = await h.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => String(ids.find((u) => u.email === email)?.id);
  fx.ejerId = idOf('ejer@butik.test');
  fx.kundeId = idOf('kunde@butik.test');
  fx.saelgerId = idOf('saelger@butik.test');
  const [p] = await h.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.hasVariants, false), eq(products.allowPurchase, true), eq(products.colli, 1), eq(products.showPrices, true)))
    .orderBy(sql`${products.id}`)
    .limit(1);
  fx.product = p?.id ?? '';
  const ejer = await client('ejer');
  const kunde = await client('kunde');
  const created = await ejer.post(`${API}/${G}/create`, { name: 'Matrix' });
  expect(created.status).toBe(200);
  fx.shop = created.body.id;
  fx.assortment = (await h.db.select({ id: products.id }).from(products).orderBy(sql`${products.id}`).limit(5)).map((r) => r.id);
  expect((await ejer.post(`${API}/${G}/persist`, { id: fx.shop, products: fx.assortment })).status).toBe(200);
  const codes = await ejer.post(`${API}/${G}/${fx.shop}/codes/create`, { count: 6 });
  expect(codes.status).toBe(200);
  fx.codes = codes.body.map((c: any) => c.id);
  const kundeShop = await kunde.post(`${API}/${G}/create`, { name: 'Kundens matrix' });
  fx.kundeShop = kundeShop.body.id;
});
afterAll(() => h.close());

for (const row of ROWS) {
  describe(row.name, () => {
    it('happy path: 200 with the expected shape', async () => {
      const call = row.happy();
      const res = await send(call);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (call.schema) {
        const result = S.validate(call.schema, res.body);
        expect(result.ok ? 'ok' : `${result.field}: ${result.message}`).toBe('ok');
      }
      call.check?.(res.body);
    });
    if (row.bad) {
      it('bad input: 400 naming the field', async () => {
        for (const make of row.bad ?? []) {
          const call = make();
          const res = await send(call);
          const label = `${call.method} ${call.path} ${JSON.stringify(call.json ?? call.form ?? '')}`;
          expect(res.status, `${label} -> ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body.field, label).toBe(call.field);
          expect(typeof res.body.error === 'string' || typeof res.body.message === 'string', label).toBe(true);
        }
      });
    }
    if (row.forbidden) {
      it('wrong role or not theirs: 403', async () => {
        for (const make of row.forbidden ?? []) {
          const call = make();
          const res = await send(call);
          const label = `${call.as} ${call.method} ${call.path}`;
          expect(res.status, `${label} -> ${JSON.stringify(res.body)}`).toBe(403);
          expect(res.body.field, label).not.toBe('X-XSRF-TOKEN');
        }
      });
    }
    if (row.anonymous) {
      it('without sign-in: 401', async () => {
        const call = row.anonymous?.() as Call;
        const res = await send(call);
        expect(res.status, JSON.stringify(res.body)).toBe(401);
      });
    }
    if (row.xsrf) {
      it('without the X-XSRF-TOKEN header: 403', async () => {
        const call = row.xsrf?.() as Call;
        const res = await send(call, { xsrf: false });
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.field).toBe('X-XSRF-TOKEN');
      });
    }
  });
}

describe('hostile bodies never cause a 500', () => {
  const HOSTILE: Array<{ label: string; body: string; contentType?: string }> = [
    { label: 'null', body: 'null', contentType: 'application/json' },
    { label: 'array', body: '[]', contentType: 'application/json' },
    { label: 'string', body: '"x"', contentType: 'application/json' },
    { label: 'number', body: '1e309', contentType: 'application/json' },
    { label: 'empty object', body: '{}', contentType: 'application/json' },
    { label: 'proto', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', contentType: 'application/json' },
    { label: 'deep', body: `${'['.repeat(2000)}${']'.repeat(2000)}`, contentType: 'application/json' },
    { label: 'broken JSON', body: '{"name":', contentType: 'application/json' },
    { label: 'NUL bytes', body: JSON.stringify({ name: 'a\u0000b', id: 'a\u0000', query: '\u0000', productid: '\u0000', quantity: 1, label: '\u0000', codeids: ['\u0000'] }), contentType: 'application/json' },
    { label: 'no content type', body: '{"name":"x"}' },
    { label: 'form instead of JSON', body: 'name=x&id=y', contentType: 'application/x-www-form-urlencoded' },
  ];
  for (const row of ROWS) {
    it(row.name, async () => {
      const call = row.happy();
      if (call.method === 'GET') {
        const res = await send({ ...call, path: `${call.path}${call.path.includes('?') ? '&' : '?'}x=%00&limit=1e999` });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        return;
      }
      for (const hostile of HOSTILE) {
        const res = await send({ ...call, json: undefined, form: undefined, raw: { body: hostile.body, ...(hostile.contentType ? { contentType: hostile.contentType } : {}) } });
        const label = `${hostile.label} -> ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status === 400) expect(typeof res.body.field, label).toBe('string');
      }
    });
  }
});

describe('a NUL character in any text field is a 400 naming it (PostgreSQL text cannot hold NUL)', () => {
  const NUL = '\u0000';
  for (const row of ROWS) {
    it(row.name, async () => {
      const call = row.happy();
      const variants: Array<{ call: Call; field: string }> = [];
      const [path = '', query] = call.path.split('?');
      for (const [key, value] of new URLSearchParams(query ?? '')) {
        const params = new URLSearchParams(query);
        params.set(key, `${value.slice(0, 1)}${NUL}${value.slice(1)}`);
        variants.push({ call: { ...call, path: `${path}?${params.toString()}` }, field: key });
      }
      if (call.json && typeof call.json === 'object' && !Array.isArray(call.json)) {
        for (const [key, value] of Object.entries(call.json as Record<string, unknown>)) {
          if (typeof value === 'string' && key !== 'id') variants.push({ call: { ...call, json: { ...(call.json as object), [key]: `${value}${NUL}` } }, field: key });
        }
      }
      if (call.form) {
        for (const [key, value] of Object.entries(call.form)) {
          if (key !== 'action' && key !== 'output') variants.push({ call: { ...call, form: { ...call.form, [key]: `${value}${NUL}` } }, field: key });
        }
      }
      for (const { call: hostile, field } of variants) {
        const res = await send({ ...hostile, as: hostile.as === 'fresh-kunde' ? 'kunde' : hostile.as });
        const label = `${hostile.method} ${hostile.path} ${field} -> ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBeLessThan(500);
        expect(res.status, label).toBe(400);
        expect(res.body.field, label).toBe(field);
      }
    });
  }
});

describe('matrix completeness', () => {
  it('has a row for every spec §7 call, the address and event endpoints and every login page action', () => {
    const names = ROWS.map((r) => r.name.split(' (')[0] ?? r.name);
    const expected = [
      ...['settings', '{id}', 'by-user', 'supervisor/giftshops', 'create', 'persist', 'remove', 'close', '{id}/default-assortment', '{id}/request-cards', '{id}/codes', 'code/{id}', 'code/persist', '{id}/codes/remove', '{id}/codes/create', '{id}/codes/invite', '{id}/codes/sent-status', 'productinfo', 'addresses', 'salesperson/users', 'salesperson/users/change/{id}', 'code/{id}/redeem'].map(
        (p) => `giftshop/${p}`,
      ),
      ...['getcart', 'getrelatedproducts', 'getcurrentdelivery', 'addorupdatecart', 'addorupdatecartfromlist', 'emptycart', 'change', 'getretentioncart', 'csvimporttocart'].map((p) => `cart/${p}`),
      'freegift/getcurrent', 'freegift/add', 'freegift/remove',
      'productcategories/children/{id}', 'content/children/{id}', 'content/custom', 'content/contactrequest', 'content/newcustomerrequest',
      'customer', 'customer/search', 'customer/change', 'customer/changeprofile', 'customer/signup',
      'product/ids', 'simpleproductquery', 'search', 'facetsearch', 'magicsearch', 'suggestions', 'calculatetotal', 'variant/id',
      'wishlist/list', 'wishlist/{id}', 'wishlist/add', 'wishlist/{listid}/{itemid}', 'wishlist/updatelist',
      'labeltranslation/translations/{prefix}', 'translations/ensure',
      '/api/thirdparty/{provider}/address', '/contextapi/{profileId}/v1/event/view',
      'action=signin', 'action=resetpasswordrequest', 'action=resetpassword', 'action=optin', '/login/signout', '/login/user/changepassword',
    ];
    for (const call of expected) expect(names.some((n) => n.endsWith(` ${call}`)), call).toBe(true);
  });
});
