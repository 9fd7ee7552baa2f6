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
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as S from '../../src/api/schemas/index.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { users } from '../../demo/server/db/schema/commerce.ts';
import { API, Client, plainProducts, setup, signedInClient, type Harness, type Res } from './helpers.ts';
import { fx, G, post, type Call, type Row, type Who } from './matrix-calls.ts';
import { nulVariants, tableDigests, writeMark } from './matrix-nul.ts';
import { GIFTSHOP_ROWS } from './matrix-rows-giftshop.ts';
import { SHOP_ROWS } from './matrix-rows-shop.ts';

const ROWS: Row[] = [...GIFTSHOP_ROWS, ...SHOP_ROWS];

let h: Harness;
const clients = new Map<Who, Client>();

async function client(who: Who): Promise<Client> {
  if (who === 'fresh-anon') return new Client(h.app);
  if (who === 'fresh-kunde') return signedInClient(h.app, 'kunde@butik.test');
  const existing = clients.get(who);
  if (existing) return existing;
  const c = who === 'anon' ? new Client(h.app) : await signedInClient(h.app, `${who}@butik.test`);
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

beforeAll(async () => {
  h = await setup();
  const ids = await h.db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => String(ids.find((u) => u.email === email)?.id);
  fx.ejerId = idOf('ejer@butik.test');
  fx.kundeId = idOf('kunde@butik.test');
  fx.saelgerId = idOf('saelger@butik.test');
  fx.product = (await plainProducts(h.db, 1))[0]!;
  const ejer = await client('ejer');
  const kunde = await client('kunde');
  const created = await ejer.post(`${API}/${G}/create`, { name: 'Matrix' });
  expect(created.status).toBe(200);
  fx.shop = created.body.id;
  fx.assortment = (
    await h.db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`${products.id}`)
      .limit(5)
  ).map((r) => r.id);
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
    {
      label: 'proto',
      body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
      contentType: 'application/json',
    },
    { label: 'deep', body: `${'['.repeat(2000)}${']'.repeat(2000)}`, contentType: 'application/json' },
    { label: 'broken JSON', body: '{"name":', contentType: 'application/json' },
    {
      label: 'NUL bytes',
      body: JSON.stringify({
        name: 'a\u0000b',
        id: 'a\u0000',
        query: '\u0000',
        productid: '\u0000',
        quantity: 1,
        label: '\u0000',
        codeids: ['\u0000'],
      }),
      contentType: 'application/json',
    },
    { label: 'no content type', body: '{"name":"x"}' },
    { label: 'form instead of JSON', body: 'name=x&id=y', contentType: 'application/x-www-form-urlencoded' },
  ];
  for (const row of ROWS) {
    it(row.name, async () => {
      const call = row.happy();
      if (call.method === 'GET') {
        const res = await send({
          ...call,
          path: `${call.path}${call.path.includes('?') ? '&' : '?'}x=%00&limit=1e999`,
        });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        return;
      }
      for (const hostile of HOSTILE) {
        const res = await send({
          ...call,
          json: undefined,
          form: undefined,
          raw: { body: hostile.body, ...(hostile.contentType ? { contentType: hostile.contentType } : {}) },
        });
        const label = `${hostile.label} -> ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status === 400) expect(typeof res.body.field, label).toBe('string');
      }
    });
  }
});

describe('a NUL character in any text field is a 400 naming it and stores nothing (PostgreSQL text cannot hold NUL)', () => {
  /** Rows whose happy call carries no text at all (no path or query parameter, no string in the body). */
  const NO_TEXT_INPUT = [
    'GET giftshop/settings',
    'GET giftshop/by-user',
    'GET giftshop/supervisor/giftshops',
    'GET giftshop/addresses',
    'GET giftshop/salesperson/users',
    'GET cart/getcart',
    'GET cart/getrelatedproducts',
    'GET cart/getcurrentdelivery',
    'GET cart/emptycart',
    'GET cart/getretentioncart',
    'GET freegift/getcurrent',
    'GET freegift/remove',
    'GET content/custom',
    'GET customer',
    'POST simpleproductquery',
    'GET wishlist/list',
  ];
  let digests: Record<string, string> = {};
  beforeAll(async () => {
    digests = await tableDigests(h.db);
  });
  it('the write mark moves when a call stores something (so a still mark means nothing was stored)', async () => {
    const before = await writeMark(h.db);
    const res = await send(post('anon', '/contextapi/profil-1/v1/event/view', { type: 'product', id: '10001' }));
    expect(res.status).toBe(200);
    expect(await writeMark(h.db)).not.toBe(before);
    digests = await tableDigests(h.db);
  });
  it('every row without a probe really has no text input (a row that gains one gets probed)', () => {
    const withoutProbes = ROWS.filter((row) => nulVariants(row, row.happy()).length === 0).map((row) => row.name);
    expect(withoutProbes).toEqual(NO_TEXT_INPUT);
  });
  for (const row of ROWS.filter((r) => !NO_TEXT_INPUT.includes(r.name))) {
    it(row.name, async () => {
      const variants = nulVariants(row, row.happy());
      expect(variants.length, 'text inputs probed').toBeGreaterThan(0);
      for (const { call: hostile, field } of variants) {
        const as = hostile.as === 'fresh-kunde' ? 'kunde' : hostile.as;
        await client(as); // signs in first when needed: that write is not the probe's
        const mark = await writeMark(h.db);
        const res = await send({ ...hostile, as });
        const label = `${hostile.method} ${hostile.path} ${field} -> ${res.status} ${JSON.stringify(res.body)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.field, label).toBe(field);
        expect(await writeMark(h.db), `${label}: the database was written`).toBe(mark);
      }
    });
  }
  it('after all probes every table holds what it held before them', async () => {
    const after = await tableDigests(h.db);
    expect(Object.keys(after).filter((table) => after[table] !== digests[table])).toEqual([]);
    expect(Object.keys(after).length).toBeGreaterThan(20);
  });
});

describe('matrix completeness', () => {
  it('has a row for every spec §7 call, the address and event endpoints and every login page action', () => {
    const names = ROWS.map((r) => r.name.split(' (')[0] ?? r.name);
    const expected = [
      ...[
        'settings',
        '{id}',
        'by-user',
        'supervisor/giftshops',
        'create',
        'persist',
        'remove',
        'close',
        '{id}/default-assortment',
        '{id}/request-cards',
        '{id}/codes',
        'code/{id}',
        'code/persist',
        '{id}/codes/remove',
        '{id}/codes/create',
        '{id}/codes/invite',
        '{id}/codes/sent-status',
        'productinfo',
        'addresses',
        'salesperson/users',
        'salesperson/users/change/{id}',
        'code/{id}/redeem',
      ].map((p) => `giftshop/${p}`),
      ...[
        'getcart',
        'getrelatedproducts',
        'getcurrentdelivery',
        'addorupdatecart',
        'addorupdatecartfromlist',
        'emptycart',
        'change',
        'getretentioncart',
        'csvimporttocart',
      ].map((p) => `cart/${p}`),
      'freegift/getcurrent',
      'freegift/add',
      'freegift/remove',
      'productcategories/children/{id}',
      'content/children/{id}',
      'content/custom',
      'content/contactrequest',
      'content/newcustomerrequest',
      'customer',
      'customer/search',
      'customer/change',
      'customer/changeprofile',
      'customer/signup',
      'product/ids',
      'simpleproductquery',
      'search',
      'facetsearch',
      'magicsearch',
      'suggestions',
      'calculatetotal',
      'variant/id',
      'wishlist/list',
      'wishlist/{id}',
      'wishlist/add',
      'wishlist/{listid}/{itemid}',
      'wishlist/updatelist',
      'labeltranslation/translations/{prefix}',
      'translations/ensure',
      '/api/thirdparty/{provider}/address',
      '/contextapi/{profileId}/v1/event/view',
      'action=signin',
      'action=resetpasswordrequest',
      'action=resetpassword',
      'action=optin',
      '/login/signout',
      '/login/user/changepassword',
    ];
    for (const call of expected)
      expect(
        names.some((n) => n.endsWith(` ${call}`)),
        call,
      ).toBe(true);
  });
});
