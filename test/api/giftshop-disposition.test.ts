/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * `GET giftshop/supervisor/products` ('Disponering', issue 12; an extension of the reference server): who may ask,
 * the shape, and the counting rules — checked twice: against a plain re-count of the seeded data in JavaScript
 * (every product, every number), and by the difference a hand-made set of shops makes (open, awaiting, closed by
 * status, closed by end date; chosen, unchosen, a default gift that left the assortment, a chosen product that did).
 */
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../demo/server/app.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { giftCodes, giftShops, users } from '../../demo/server/db/schema/commerce.ts';
import * as S from '../../src/api/schemas/index.ts';
import { giftShopState, normalizeGiftCode, utcDayOffset } from '../../src/domain/index.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

const PATH = `${API}/giftshop/supervisor/products`;
let h: Harness;
let supervisor: Client;

const signedIn = async (email: string): Promise<Client> => {
  const c = new Client(h.app);
  expect((await c.signIn(email)).body.signincompleted, email).toBe(true);
  return c;
};

/** The rules of the docs, counted the plain way from the tables. */
async function recount(now: Date) {
  const shops = (await h.db.select().from(giftShops)).filter((s) => giftShopState(s, now) !== 'CLOSED');
  const codes = await h.db.select().from(giftCodes);
  const counts = new Map<string, { shops: number; defaultpicks: number; chosen: number }>();
  const of = (id: string) => {
    if (!counts.has(id)) counts.set(id, { shops: 0, defaultpicks: 0, chosen: 0 });
    return counts.get(id)!;
  };
  for (const shop of shops) {
    const own = codes.filter((c) => c.shopId === shop.id);
    const waiting = own.filter((c) => c.products.length === 0).length;
    for (const id of new Set(shop.products)) of(id).shops += 1;
    for (const id of new Set(shop.defaultproducts)) if (shop.products.includes(id)) of(id).defaultpicks += waiting;
    for (const code of own) for (const id of new Set(code.products)) of(id).chosen += 1;
  }
  return counts;
}

const byId = (list: any[]) => new Map<string, any>(list.map((p) => [p.productid, p]));

beforeAll(async () => {
  h = await setup();
  supervisor = await signedIn('supervisor@butik.test');
});
afterAll(() => h.close());

describe('GET giftshop/supervisor/products', () => {
  it('is for the supervisor only: 401 signed out, 403 for owner, salesperson and customer', async () => {
    expect((await new Client(h.app).get(PATH)).status).toBe(401);
    for (const email of ['ejer@butik.test', 'saelger@butik.test', 'kunde@butik.test']) {
      const res = await (await signedIn(email)).get(PATH);
      expect(res.status, email).toBe(403);
    }
    const res = await supervisor.get(PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the shared schema, every product once, named from the catalogue, most to order first', async () => {
    const res = await supervisor.get(PATH);
    const valid = S.validate(S.SupervisorProductsResponse, res.body);
    expect(valid.ok ? 'ok' : `${valid.field}: ${valid.message}`).toBe('ok');
    const list: any[] = res.body;
    expect(list.length).toBeGreaterThan(50);
    expect(new Set(list.map((p) => p.productid)).size).toBe(list.length);
    for (const p of list) {
      expect(p.toorder, p.productid).toBe(p.chosen + p.defaultpicks);
      expect(p.name, p.productid).not.toBe('');
      expect(p.sku, p.productid).not.toBe('');
    }
    const toorder = list.map((p) => p.toorder);
    expect(toorder).toEqual([...toorder].sort((a, b) => b - a));
    // The image is the catalogue's short record's, as productinfo gives it.
    const [first] = list;
    const info = (await supervisor.post(`${API}/giftshop/productinfo`, [first.productid])).body[0];
    expect(first.image).toBe(info.image);
    expect(first.name).toBe(info.name);
  });

  it('counts every product of the seeded shops that are not closed exactly as the rules say', async () => {
    const expected = await recount(new Date());
    const list: any[] = (await supervisor.get(PATH)).body;
    expect(list.map((p) => p.productid).sort()).toEqual([...expected.keys()].sort());
    for (const p of list) {
      expect({ id: p.productid, shops: p.shops, defaultpicks: p.defaultpicks, chosen: p.chosen }).toEqual({
        id: p.productid,
        ...expected.get(p.productid),
      });
    }
    // The seed's Julegaven 2026 (open, default 10001, 49 of 50 codes unchosen) is in it.
    const jul = byId(list).get('10001');
    expect(jul.defaultpicks).toBeGreaterThanOrEqual(49);
    expect(byId(list).get('10005').chosen).toBeGreaterThanOrEqual(1);
  });

  it('follows the clock: shops whose end date has passed no longer count', async () => {
    const later = new Date(Date.now() + 3 * 365 * 86_400_000);
    const client = new Client(createApp({ db: h.db, now: () => later }));
    expect((await client.signIn('supervisor@butik.test')).body.signincompleted).toBe(true);
    const list: any[] = (await client.get(PATH)).body;
    const expected = await recount(later);
    expect(list.map((p) => p.productid).sort()).toEqual([...expected.keys()].sort());
    expect(list.length).toBeLessThan((await supervisor.get(PATH)).body.length);
  });

  it('a hand-made set of shops changes the numbers by exactly what the rules say', async () => {
    const before = byId((await supervisor.get(PATH)).body);
    const now = new Date();
    const [owner] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, 'ejer@butik.test'));
    // A product no shop has or chose yet, and three that the seed uses.
    const [fresh] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(notInArray(products.id, [...before.keys()]))
      .limit(1);
    const [p1, p2, p4] = ['10001', '10002', '10004'];
    const p5 = fresh!.id;
    const shop = (id: string, extra: Partial<typeof giftShops.$inferInsert>) => ({
      id,
      name: id,
      userId: owner!.id,
      startdate: utcDayOffset(now, -1),
      enddate: utcDayOffset(now, 10),
      requireddefaultproducts: 1,
      ...extra,
    });
    await h.db.insert(giftShops).values([
      shop('dispo-open', { products: [p1, p2, p4], defaultproducts: [p1] }),
      // Starts later (AWAITING): counts. Its second default gift left the assortment: no picks for it.
      shop('dispo-awaiting', {
        startdate: utcDayOffset(now, 5),
        requireddefaultproducts: 2,
        products: [p1, p4],
        defaultproducts: [p4, p2],
      }),
      shop('dispo-closed', { products: [p1, p2], defaultproducts: [p1], status: 1 }),
      shop('dispo-ended', {
        startdate: utcDayOffset(now, -30),
        enddate: utcDayOffset(now, -1),
        products: [p1],
        defaultproducts: [p1],
      }),
    ]);
    const code = (id: string, shopId: string, chose: string[] = []) => ({
      id,
      lookupKey: normalizeGiftCode(id),
      shopId,
      products: chose,
    });
    await h.db.insert(giftCodes).values([
      code('DISPO-O1', 'dispo-open', [p2]),
      // Chose a product the assortment no longer has: still to order.
      code('DISPO-O2', 'dispo-open', [p5]),
      code('DISPO-O3', 'dispo-open'),
      code('DISPO-O4', 'dispo-open'),
      code('DISPO-O5', 'dispo-open'),
      code('DISPO-A1', 'dispo-awaiting', [p1, p4]),
      code('DISPO-A2', 'dispo-awaiting'),
      code('DISPO-A3', 'dispo-awaiting'),
      code('DISPO-C1', 'dispo-closed', [p1]),
      code('DISPO-C2', 'dispo-closed'),
      code('DISPO-E1', 'dispo-ended'),
    ]);
    try {
      const after = byId((await supervisor.get(PATH)).body);
      const delta = (id: string) => {
        const a = after.get(id);
        const b = before.get(id) ?? { shops: 0, defaultpicks: 0, chosen: 0, toorder: 0 };
        return {
          shops: a.shops - b.shops,
          defaultpicks: a.defaultpicks - b.defaultpicks,
          chosen: a.chosen - b.chosen,
          toorder: a.toorder - b.toorder,
        };
      };
      // p1: in both live shops; default in the open one (3 unchosen codes); chosen once in the awaiting one.
      expect(delta(p1)).toEqual({ shops: 2, defaultpicks: 3, chosen: 1, toorder: 4 });
      // p2: in the open shop, chosen once; the awaiting shop's default, but not in its assortment: no picks.
      expect(delta(p2)).toEqual({ shops: 1, defaultpicks: 0, chosen: 1, toorder: 1 });
      // p4: in both; the awaiting shop's default for its 2 unchosen codes; chosen once.
      expect(delta(p4)).toEqual({ shops: 2, defaultpicks: 2, chosen: 1, toorder: 3 });
      // p5: in no assortment, chosen once: listed with 0 shops.
      expect(before.has(p5)).toBe(false);
      expect(after.get(p5)).toMatchObject({ shops: 0, defaultpicks: 0, chosen: 1, toorder: 1 });
      expect(after.get(p5).name).not.toBe('');
    } finally {
      // The codes go with their shops (cascade).
      await h.db
        .delete(giftShops)
        .where(inArray(giftShops.id, ['dispo-open', 'dispo-awaiting', 'dispo-closed', 'dispo-ended']));
    }
    expect(byId((await supervisor.get(PATH)).body)).toEqual(before);
  });
});
