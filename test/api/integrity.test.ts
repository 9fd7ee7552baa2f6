/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * "Never a partial write" and the role rules of issue 3, checked against the database itself.
 *
 * Partial writes are provoked two ways: by input that is bad in its last part (the server must validate
 * everything before writing), and by a database trigger that fails a multi-row change half way (the
 * server must write in one transaction, so the rows written before the failure are rolled back).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../demo/server/db/schema/catalog.ts';
import {
  cartLines,
  carts,
  giftCodes,
  giftShops,
  users,
  wishListItems,
  wishLists,
} from '../../demo/server/db/schema/commerce.ts';
import { API, Client, setup, type Harness } from './helpers.ts';

const G = `${API}/giftshop`;
let h: Harness;
let ejer: Client;
let kunde: Client;
let lone: Client;
let saelger: Client;
let supervisor: Client;
let anon: Client;
let purchasable: string[] = [];

/** Runs `fn` with a trigger that raises once `condition` (SQL over NEW) holds for a row of `table`. */
async function withFailingTrigger(table: string, condition: string, fn: () => Promise<void>): Promise<void> {
  await h.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_fail_half_way() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${condition} THEN RAISE EXCEPTION 'simulated failure half way'; END IF;
        RETURN NEW;
      END $$`),
  );
  await h.db.execute(
    sql.raw(
      `CREATE TRIGGER test_fail_half_way BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION test_fail_half_way()`,
    ),
  );
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await fn();
  } finally {
    quiet.mockRestore();
    await h.db.execute(sql.raw(`DROP TRIGGER test_fail_half_way ON ${table}`));
  }
}

async function shopCodes(shopId: string) {
  return h.db.select().from(giftCodes).where(eq(giftCodes.shopId, shopId)).orderBy(giftCodes.id);
}

async function cartOf(client: Client) {
  const res = await client.get(`${API}/cart/getcart`);
  return (res.body.items as Array<{ productid: string; quantity: number }>)
    .map((i) => `${i.productid}:${i.quantity}`)
    .sort();
}

beforeAll(async () => {
  h = await setup();
  [ejer, kunde, lone, saelger, supervisor, anon] = [0, 1, 2, 3, 4, 5].map(() => new Client(h.app)) as [
    Client,
    Client,
    Client,
    Client,
    Client,
    Client,
  ];
  for (const [c, email] of [
    [ejer, 'ejer@butik.test'],
    [kunde, 'kunde@butik.test'],
    [lone, 'lone@kontorhuset.test'],
    [saelger, 'saelger@butik.test'],
    [supervisor, 'supervisor@butik.test'],
  ] as const) {
    expect((await c.signIn(email)).body.signincompleted, email).toBe(true);
  }
  purchasable = (
    await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.hasVariants, false), eq(products.allowPurchase, true), eq(products.colli, 1)))
      .orderBy(products.id)
      .limit(4)
  ).map((r) => r.id);
  expect(purchasable).toHaveLength(4);
});
afterAll(() => h.close());

describe('never a partial write', () => {
  it('addorupdatecartfromlist: a bad last line writes nothing', async () => {
    const c = new Client(h.app);
    const [a, b] = purchasable as [string, string];
    expect((await c.post(`${API}/cart/addorupdatecart`, { productid: a, quantity: 1 })).status).toBe(200);
    const before = await cartOf(c);
    const res = await c.post(`${API}/cart/addorupdatecartfromlist`, {
      items: [
        { productid: a, quantity: 2 },
        { productid: b, quantity: 1 },
        { productid: b, variantid: 'nope', quantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('items.2.variantid');
    expect(await cartOf(c)).toEqual(before);
  });

  it('addorupdatecartfromlist: a database failure on the third line rolls back the first two', async () => {
    const c = new Client(h.app);
    const [a, b, d] = purchasable as [string, string, string];
    expect((await c.post(`${API}/cart/addorupdatecart`, { productid: a, quantity: 1 })).status).toBe(200);
    const before = await cartOf(c);
    await withFailingTrigger('cart_lines', `NEW.product_id = '${d}'`, async () => {
      const res = await c.post(`${API}/cart/addorupdatecartfromlist`, {
        items: [
          { productid: a, quantity: 5 },
          { productid: b, quantity: 1 },
          { productid: d, quantity: 1 },
        ],
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error' });
    });
    expect(await cartOf(c)).toEqual(before);
  });

  it('addorupdatecartfromlist: a line pushed over the quantity bound by the last item writes nothing (and is no 500)', async () => {
    const c = new Client(h.app);
    const [a, b] = purchasable as [string, string];
    expect((await c.post(`${API}/cart/addorupdatecart`, { productid: a, quantity: 999_999 })).status).toBe(200);
    const before = await cartOf(c);
    const res = await c.post(`${API}/cart/addorupdatecartfromlist`, {
      items: [
        { productid: b, quantity: 3 },
        { productid: a, quantity: 2 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('items.1.quantity');
    expect(await cartOf(c)).toEqual(before);
    // Repeated CSV imports cannot overflow the line either.
    const csv = await c.post(`${API}/cart/csvimporttocart`, { csv: `${b};5\n${a};1000000` });
    expect(csv.status).toBe(400);
    expect(csv.body.field).toBe('csv.line2.quantity');
    expect(await cartOf(c)).toEqual(before);
  });

  it('cart/change (merge): a failure half way leaves the current and the saved cart as they were', async () => {
    const [a, b, d] = purchasable as [string, string, string];
    // A saved cart for mads: sign in, fill, sign out.
    const first = new Client(h.app);
    await first.signIn('mads@byggefirma.test');
    await first.post(`${API}/cart/addorupdatecartfromlist`, {
      items: [
        { productid: b, quantity: 2 },
        { productid: d, quantity: 3 },
      ],
    });
    await first.get('/login/signout?output=json');
    // A guest cart, then sign in: the saved cart is offered.
    const c = new Client(h.app);
    await c.post(`${API}/cart/addorupdatecart`, { productid: a, quantity: 1 });
    expect((await c.signIn('mads@byggefirma.test')).body.previouscartfound).toBe(true);
    const current = await cartOf(c);
    const saved = (await c.get(`${API}/cart/getretentioncart`)).body.items
      .map((i: any) => `${i.productid}:${i.quantity}`)
      .sort();
    expect(saved).toEqual([`${b}:2`, `${d}:3`].sort());
    await withFailingTrigger('cart_lines', `NEW.product_id = '${d}'`, async () => {
      expect((await c.get(`${API}/cart/change?merge=true`)).status).toBe(500);
    });
    expect(await cartOf(c)).toEqual(current);
    expect(
      (await c.get(`${API}/cart/getretentioncart`)).body.items.map((i: any) => `${i.productid}:${i.quantity}`).sort(),
    ).toEqual(saved);
    // And without the failure the merge goes through.
    const merged = await c.get(`${API}/cart/change?merge=true`);
    expect(merged.status).toBe(200);
    expect(merged.body.items.map((i: any) => `${i.productid}:${i.quantity}`).sort()).toEqual(
      [`${a}:1`, `${b}:2`, `${d}:3`].sort(),
    );
  });

  it('codes/create: a database failure at the fourth of five codes creates none', async () => {
    const shop = (await ejer.post(`${G}/create`, { name: 'Halvvejs' })).body.id as string;
    await withFailingTrigger(
      'gift_codes',
      `NEW.shop_id = '${shop}' AND (SELECT count(*) FROM gift_codes WHERE shop_id = NEW.shop_id) >= 3`,
      async () => {
        const res = await ejer.post(`${G}/${shop}/codes/create`, { count: 5 });
        expect(res.status).toBe(500);
      },
    );
    expect(await shopCodes(shop)).toEqual([]);
    const ok = await ejer.post(`${G}/${shop}/codes/create`, { count: 5 });
    expect(ok.status).toBe(200);
    expect(await shopCodes(shop)).toHaveLength(5);
  });

  it('codes/invite: a used code among the invited (or a failure half way) moves none to SENDING', async () => {
    const before = await shopCodes('jul-2026');
    const res = await ejer.post(`${G}/jul-2026/codes/invite`, {
      codeids: ['JUL26-0010', 'JUL26-0011', 'JUL26-0002'],
      emails: ['a@firma.test', 'b@firma.test', 'c@firma.test'],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'Kode allerede brugt: JUL26-0002', field: 'codeids.2' });
    await withFailingTrigger('gift_codes', `NEW.id = 'JUL26-0012'`, async () => {
      const failed = await ejer.post(`${G}/jul-2026/codes/invite`, {
        codeids: ['JUL26-0010', 'JUL26-0011', 'JUL26-0012'],
        emails: ['a@firma.test', 'b@firma.test', 'c@firma.test'],
      });
      expect(failed.status).toBe(500);
    });
    expect(await shopCodes('jul-2026')).toEqual(before);
  });

  it('codes/remove: one unknown code among the removed removes none', async () => {
    const before = await shopCodes('jubilaeum');
    const res = await ejer.post(`${G}/jubilaeum/codes/remove`, { codeids: ['JUB-0019', 'JUB-0020', 'JUB-9999'] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('codeids.2');
    expect(await shopCodes('jubilaeum')).toEqual(before);
  });

  it('persist: one bad product id (or a bad address) leaves the whole gift shop unchanged', async () => {
    const [before] = await h.db.select().from(giftShops).where(eq(giftShops.id, 'jubilaeum'));
    const shop = (await ejer.get(`${G}/jubilaeum`)).body;
    const badProduct = await ejer.post(`${G}/persist`, {
      id: 'jubilaeum',
      name: 'Nyt navn',
      message: 'Ny hilsen',
      products: [...shop.products, '99999'],
    });
    expect(badProduct.status).toBe(400);
    expect(badProduct.body.field).toBe(`products.${shop.products.length}`);
    const badAddress = await ejer.post(`${G}/persist`, {
      id: 'jubilaeum',
      name: 'Nyt navn',
      delivery: { date: '2030-01-01', address: { id: '999999', name: 'x', address1: 'x', zip: '1000', city: 'x' } },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.field).toBe('delivery.address.id');
    const [after] = await h.db.select().from(giftShops).where(eq(giftShops.id, 'jubilaeum'));
    expect(after).toEqual(before);
  });

  it('wishlist/updatelist: an unknown item after a rename renames nothing', async () => {
    const added = await kunde.post(`${API}/wishlist/add`, { label: 'Uændret', productid: purchasable[0], quantity: 1 });
    const list = added.body.wishlists.find((l: any) => l.label === 'Uændret');
    const res = await kunde.post(`${API}/wishlist/updatelist`, {
      id: list.id,
      label: 'Omdøbt',
      items: [
        { id: list.items[0].id, quantity: 5 },
        { id: '999999', quantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('items.1.id');
    const [row] = await h.db
      .select()
      .from(wishLists)
      .where(eq(wishLists.id, Number(list.id)));
    expect(row?.label).toBe('Uændret');
    const [item] = await h.db
      .select()
      .from(wishListItems)
      .where(eq(wishListItems.id, Number(list.items[0].id)));
    expect(item?.quantity).toBe(1);
  });

  it('a refused XSRF or role check writes nothing', async () => {
    const [before] = await h.db.select().from(giftShops).where(eq(giftShops.id, 'jul-2026'));
    expect((await ejer.post(`${G}/persist`, { id: 'jul-2026', message: 'uden token' }, { xsrf: false })).status).toBe(
      403,
    );
    expect((await lone.post(`${G}/persist`, { id: 'jul-2026', message: 'fremmed ejer' })).status).toBe(403);
    const [after] = await h.db.select().from(giftShops).where(eq(giftShops.id, 'jul-2026'));
    expect(after).toEqual(before);
    const cartsBefore = await h.db.select({ n: sql<number>`count(*)::int` }).from(carts);
    const guest = new Client(h.app);
    expect(
      (await guest.post(`${API}/cart/addorupdatecart`, { productid: purchasable[0], quantity: 1 }, { xsrf: false }))
        .status,
    ).toBe(403);
    expect((await guest.post(`${API}/cart/addorupdatecart`, { productid: '99999', quantity: 1 })).status).toBe(400);
    expect(await h.db.select({ n: sql<number>`count(*)::int` }).from(carts)).toEqual(cartsBefore);
    expect(guest.cookies.has('butik_session')).toBe(false);
    expect((await h.db.select().from(cartLines).where(eq(cartLines.productId, '99999'))).length).toBe(0);
  });
});

describe('roles', () => {
  it("an owner gets 403 on another owner's gift shop, for every management call", async () => {
    // lone@kontorhuset.test is an owner too (role owner), of nine seeded shops (…-kontorhuset) and a new one.
    const loneShop = (await lone.post(`${G}/create`, { name: 'Lones gaveshop' })).body.id as string;
    const lones = (await lone.get(`${G}/by-user`)).body.map((s: any) => s.id);
    expect(lones[0]).toBe(loneShop); // newest first
    expect(lones.slice(1).every((id: string) => id.endsWith('-kontorhuset'))).toBe(true);
    expect(lones).toHaveLength(10);
    const calls: Array<[Client, string, string, unknown?]> = [
      [lone, 'GET', `${G}/jul-2026/codes`],
      [lone, 'GET', `${G}/jul-2026/codes/sent-status`],
      [lone, 'GET', `${G}/jul-2026/request-cards`],
      [lone, 'POST', `${G}/persist`, { id: 'jul-2026', message: 'x' }],
      [lone, 'POST', `${G}/close`, { id: 'jul-2026' }],
      [lone, 'POST', `${G}/remove`, { id: 'jul-2026' }],
      [lone, 'POST', `${G}/jul-2026/default-assortment`, { defaultproducts: [] }],
      [lone, 'POST', `${G}/jul-2026/codes/create`, { count: 1 }],
      [lone, 'POST', `${G}/jul-2026/codes/remove`, { codeids: ['JUL26-0040'] }],
      [lone, 'POST', `${G}/jul-2026/codes/invite`, { codeids: ['JUL26-0040'], emails: ['x@y.test'] }],
      [lone, 'POST', `${G}/code/persist`, { id: 'JUL26-0040', name: 'Fremmed Ejer' }],
      [ejer, 'GET', `${G}/${loneShop}/codes`],
      [ejer, 'POST', `${G}/persist`, { id: loneShop, name: 'x' }],
      [ejer, 'POST', `${G}/remove`, { id: loneShop }],
    ];
    for (const [c, method, path, json] of calls) {
      const res = await c.request(method, path, json !== undefined ? { json } : {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // The full record (customer, user, e-mail text) is only for those who manage the shop.
    const pub = (await lone.get(`${G}/jul-2026`)).body;
    expect(pub).toMatchObject({ customerid: '', userid: '', emailmessage: '', defaultproducts: [] });
    expect(pub.delivery).toEqual({ date: null, address: null });
    expect((await lone.get(`${G}/supervisor/giftshops`)).status).toBe(403);
  });

  it('a salesperson acts for the user chosen with salesperson/users/change/{id}, and only for their own users', async () => {
    const ids = await h.db.select({ id: users.id, email: users.email }).from(users);
    const idOf = (email: string) => String(ids.find((u) => u.email === email)?.id);
    const s = new Client(h.app);
    await s.signIn('saelger@butik.test');
    // Not theirs: kunde and the supervisor are not among the salesperson's users.
    for (const other of ['kunde@butik.test', 'supervisor@butik.test']) {
      expect((await s.get(`${G}/salesperson/users/change/${idOf(other)}`)).status, other).toBe(403);
    }
    expect((await s.get(`${G}/salesperson/users/change/999999`)).status).toBe(403);
    // Acting for lone: her shops, and a new shop belongs to her.
    expect((await s.get(`${G}/salesperson/users/change/${idOf('lone@kontorhuset.test')}`)).body).toEqual({
      success: true,
    });
    const created = await s.post(`${G}/create`, { name: 'Lavet af sælger' });
    expect(created.status).toBe(200);
    expect(created.body.userid).toBe(idOf('lone@kontorhuset.test'));
    expect(created.body.customerid).toBe('C1002');
    expect((await s.get(`${G}/by-user`)).body.map((x: any) => x.id)).toContain(created.body.id);
    // Her delivery addresses, not ejer's.
    const addresses = (await s.get(`${G}/addresses`)).body;
    expect(addresses.map((a: any) => a.name)).toEqual(['Kontorhuset I/S']);
    // Acting for ejer instead: ejer's shops listed; the new shop of lone is no longer in by-user.
    expect((await s.get(`${G}/salesperson/users/change/${idOf('ejer@butik.test')}`)).status).toBe(200);
    const mine = (await s.get(`${G}/by-user`)).body.map((x: any) => x.id);
    expect(mine).toContain('jul-2026');
    expect(mine).not.toContain(created.body.id);
    expect(
      (await s.post(`${G}/persist`, { id: 'jul-2026', message: (await ejer.get(`${G}/jul-2026`)).body.message }))
        .status,
    ).toBe(200);
    // Shops of users the salesperson may not act for stay out of reach.
    const kundeShop = (await kunde.post(`${G}/create`, { name: 'Kundens egen' })).body.id as string;
    expect((await s.get(`${G}/${kundeShop}/codes`)).status).toBe(403);
    expect((await s.post(`${G}/persist`, { id: kundeShop, name: 'x' })).status).toBe(403);
    // Back to themself.
    expect((await s.get(`${G}/salesperson/users/change/${idOf('saelger@butik.test')}`)).status).toBe(200);
    expect((await s.get(`${G}/by-user`)).body).toEqual([]);
  });

  it('a salesperson whose link to the user is removed stops acting for them at once', async () => {
    const ids = await h.db.select({ id: users.id, email: users.email }).from(users);
    const mads = ids.find((u) => u.email === 'mads@byggefirma.test')?.id as number;
    const s = new Client(h.app);
    await s.signIn('saelger@butik.test');
    expect((await s.get(`${G}/salesperson/users/change/${mads}`)).status).toBe(200);
    const madsShop = (await s.post(`${G}/create`, { name: 'Mads gaver' })).body;
    expect(madsShop.userid).toBe(String(mads));
    await h.db.execute(sql`delete from salesperson_users where user_id = ${mads}`);
    expect((await s.get(`${G}/${madsShop.id}/codes`)).status).toBe(403);
    expect((await s.get(`${G}/by-user`)).body).toEqual([]);
  });

  it('a supervisor sees every gift shop (with full records) and every product', async () => {
    const all = (await supervisor.get(`${G}/supervisor/giftshops`)).body;
    const [{ n }] = (await h.db.select({ n: sql<number>`count(*)::int` }).from(giftShops)) as [{ n: number }];
    expect(all).toHaveLength(n);
    const jul = all.find((s: any) => s.id === 'jul-2026');
    expect(jul.customerid).toBe('C1001');
    expect(jul.emailmessage).not.toBe('');
    expect((await supervisor.get(`${G}/jul-2026/codes`)).status).toBe(200);
    const [{ total }] = (await h.db.select({ total: sql<number>`count(*)::int` }).from(products)) as [
      { total: number },
    ];
    const listed = await supervisor.post(`${API}/facetsearch`, { count: 1 });
    expect(listed.body.total).toBe(total);
    expect(
      (
        await supervisor.post(`${API}/translations/ensure`, {
          group: 'roles',
          key: 'supervisor',
          defaulttext: 'Supervisor',
        })
      ).status,
    ).toBe(200);
  });

  it('a recipient (no sign-in) reaches only their own code and its shop’s public data', async () => {
    const code = (await anon.get(`${G}/code/JUL26-0020`)).body;
    expect(code).toMatchObject({ id: 'JUL26-0020', shopid: 'jul-2026' });
    const shop = (await anon.get(`${G}/${code.shopid}`)).body;
    expect(shop).toMatchObject({
      id: 'jul-2026',
      customerid: '',
      userid: '',
      emailmessage: '',
      cardsrequested: false,
      defaultproducts: [],
      defaultproductsinfo: [],
    });
    expect(shop.delivery).toEqual({ date: null, address: null });
    expect(shop.products.length).toBeGreaterThanOrEqual(40);
    expect((await anon.post(`${G}/productinfo`, shop.products.slice(0, 3))).status).toBe(200);
    // No listing, no management, no other codes through the shop.
    for (const path of [
      'by-user',
      'supervisor/giftshops',
      'addresses',
      'settings',
      'jul-2026/codes',
      'jul-2026/codes/sent-status',
      'salesperson/users',
    ]) {
      expect((await anon.get(`${G}/${path}`)).status, path).toBe(401);
    }
    expect((await anon.post(`${G}/code/persist`, { id: 'JUL26-0020', name: 'Anden Person' })).status).toBe(401);
    expect((await anon.post(`${G}/jul-2026/codes/create`, { count: 1 })).status).toBe(401);
    // Redeeming picks from the code's own shop only.
    const other = (await anon.get(`${G}/jubilaeum`)).body.products.find((p: string) => !shop.products.includes(p));
    const res = await anon.post(`${G}/code/JUL26-0020/redeem`, { name: 'Rita Modtager', products: [other] });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('products.0');
    // An owner signed in as someone else gets no more than the public view of a shop that is not theirs.
    expect((await kunde.get(`${G}/jul-2026`)).body.emailmessage).toBe('');
  });
});
