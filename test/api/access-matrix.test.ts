/**
 * Access matrix (issue 15, docs/security-access.md): every call that takes an id — gift shop, code, address, user,
 * customer, wish list and item — and the cart calls, × the six actors {owner, other owner, customer, salesperson,
 * supervisor, visitor}. Each cell asserts the exact status; an allowed cell checks the data answered and the
 * change made, a refused one that the answer carries none of the record's data; and every cell compares a digest
 * of every commerce table before and after: a refused call changed nothing, an allowed one only what it may.
 *
 * The actors and their records are created here (access-world.ts), not taken from the demo's fixed records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { salespersonCustomers, salespersonUsers, sessions } from '../../demo/server/db/schema/commerce.ts';
import { ACCOUNT_ACCESS_ROWS } from './access-rows-account.ts';
import { GIFTSHOP_ACCESS_ROWS } from './access-rows-giftshop.ts';
import {
  type AccessRow,
  type Actor,
  type Key,
  ACTORS,
  CUSTOMER,
  buildWorld,
  digests,
  request,
  text,
  type World,
} from './access-world.ts';

const ROWS: AccessRow[] = [...GIFTSHOP_ACCESS_ROWS, ...ACCOUNT_ACCESS_ROWS];

/** Routes with an id in the path that serve the same public content to everyone (catalogue, CMS, label texts). */
const PUBLIC_ID_CALLS = [
  'GET productcategories/children/{id}',
  'GET content/children/{id}',
  'GET labeltranslation/translations/{prefix}',
];
/** Calls that take a record's id in the body or the query. */
const BODY_ID_CALLS = [
  'POST giftshop/persist',
  'POST giftshop/remove',
  'POST giftshop/close',
  'POST giftshop/code/persist',
  'POST wishlist/updatelist',
  'POST customer/change?selectedcustomer=',
  'GET customer/changeprofile?customerprofile=',
];
let w: World;

beforeAll(async () => {
  w = await buildWorld();
}, 60_000);
afterAll(() => w.h.close());

async function runCell(row: AccessRow, actor: Actor): Promise<void> {
  const target = (await row.prepare?.(w, actor)) ?? {};
  const call = row.call(w, target, actor);
  const before = await digests(w);
  const res = await request(w, actor, call.method, call.path, call.json);
  const after = await digests(w);
  const expected = row.outcomes[actor];
  const where = `${row.name} as ${actor}: ${res.status} ${text(res.body).slice(0, 300)}`;
  expect(res.status, where).toBe(expected.status);
  const mayChange = new Set<Key>(expected.status === 200 ? (row.writes?.(actor) ?? []) : []);
  const changed = (Object.keys(before) as Key[]).filter((k) => before[k] !== after[k]);
  expect(
    changed.filter((k) => !mayChange.has(k)),
    `${where}: tables changed that this call may not change`,
  ).toEqual([]);
  if (expected.status === 200) await expected.check?.(res, w, target, actor);
  else
    for (const secret of row.secrets(w, target))
      expect(text(res.body), `${where}: leaks "${secret}"`).not.toContain(secret);
}

describe('access matrix', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      for (const actor of ACTORS) await runCell(row, actor);
    });
  }

  it('has a row for every route that takes an id in its path, and for every call that takes one in its body', () => {
    const rowFor = (call: string) => ROWS.some((r) => r.name === call || r.name.startsWith(`${call} `));
    const api = '/contextapi/:context/v1/';
    const pathIds = w.h.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith(api) && /:(?!context)/.test(r.path))
      .map((r) => `${r.method} ${r.path.slice(api.length).replace(/:([a-z]+)/g, '{$1}')}`);
    const missing = [...new Set(pathIds)].filter((call) => !PUBLIC_ID_CALLS.includes(call) && !rowFor(call));
    expect(missing, 'id-taking routes without an access row').toEqual([]);
    expect(pathIds.length).toBeGreaterThan(12);
    expect(BODY_ID_CALLS.filter((call) => !ROWS.some((r) => r.name.startsWith(call)))).toEqual([]);
  });

  it('the digests see a single changed value (so "nothing changed" can fail)', async () => {
    const changes: Array<[Key[], string]> = [
      [['gift_codes'], `update gift_codes set name = name || '!' where id = '${w.code.B}'`],
      [['sessions'], `update sessions set remember = not remember where user_id = ${w.id.other}`],
      [
        ['wish_list_items', 'customer_lists'],
        `update wish_list_items set quantity = quantity + 1 where id = ${w.item.customer}`,
      ],
      [['salesperson_customers'], `delete from salesperson_customers where customer_id = 'ACC-C'`],
    ];
    for (const [keys, statement] of changes) {
      const before = await digests(w);
      await w.h.db.execute(sql.raw(statement));
      const after = await digests(w);
      expect(
        (Object.keys(before) as Key[]).filter((k) => before[k] !== after[k]),
        statement,
      ).toEqual(keys);
    }
    await w.h.db.execute(sql.raw(`update gift_codes set name = rtrim(name, '!') where id = '${w.code.B}'`));
    await w.h.db.execute(sql.raw(`update sessions set remember = not remember where user_id = ${w.id.other}`));
    await w.h.db.execute(sql.raw(`update wish_list_items set quantity = quantity - 1 where id = ${w.item.customer}`));
    await w.h.db.insert(salespersonCustomers).values({ salespersonId: w.id.sales, customerId: CUSTOMER.C });
  });

  it('covers the six actors in every row', () => {
    for (const row of ROWS) expect(Object.keys(row.outcomes).sort(), row.name).toEqual([...ACTORS].sort());
  });
});

describe('a salesperson acts only while assigned', () => {
  it("a user acted for is no longer theirs once the assignment is removed: the owner's shops, lists and addresses are out of reach", async () => {
    const mine = async () =>
      (await request(w, 'sales', 'GET', 'giftshop/by-user')).body.map((s: { id: string }) => s.id);
    expect(await mine()).toContain(w.shop.A);
    await w.h.db
      .delete(salespersonUsers)
      .where(and(eq(salespersonUsers.salespersonId, w.id.sales), eq(salespersonUsers.userId, w.id.owner)));
    try {
      const before = await digests(w);
      expect(await mine()).toEqual([]);
      const shop = await request(w, 'sales', 'GET', `giftshop/${w.shop.A}`);
      expect([shop.status, shop.body.userid, shop.body.emailmessage]).toEqual([200, '', '']);
      expect((await request(w, 'sales', 'GET', `giftshop/${w.shop.A}/codes`)).status).toBe(403);
      expect((await request(w, 'sales', 'POST', 'giftshop/persist', { id: w.shop.A, message: 'x' })).status).toBe(403);
      const lists = await request(w, 'sales', 'GET', 'wishlist/list');
      expect(lists.body.wishlists.map((l: { id: string }) => Number(l.id))).not.toContain(w.list.owner);
      expect((await request(w, 'sales', 'DELETE', `wishlist/${w.list.owner}`)).status).toBe(404);
      expect((await request(w, 'sales', 'GET', 'giftshop/addresses')).body).toEqual([]);
      expect((await request(w, 'sales', 'GET', `giftshop/salesperson/users/change/${w.id.owner}`)).status).toBe(403);
      expect(await digests(w)).toEqual(before);
    } finally {
      await w.h.db.insert(salespersonUsers).values({ salespersonId: w.id.sales, userId: w.id.owner });
    }
    expect(await mine()).toContain(w.shop.A);
  });

  it('a customer chosen earlier is no longer theirs once the assignment is removed: GET customer and changeprofile fall back to their own', async () => {
    const chose = await request(w, 'sales', 'POST', `customer/change?selectedcustomer=${CUSTOMER.A}`);
    expect(chose.status).toBe(200);
    expect((await request(w, 'sales', 'GET', 'customer')).body.id).toBe(CUSTOMER.A);
    await w.h.db
      .delete(salespersonCustomers)
      .where(and(eq(salespersonCustomers.salespersonId, w.id.sales), eq(salespersonCustomers.customerId, CUSTOMER.A)));
    try {
      // The session still names A, but A is not theirs now: the salesperson acts for the owner, whose company is A —
      // so take the owner away too (the user switch falls back to the salesperson themself).
      const [session] = await w.h.db.select().from(sessions).where(eq(sessions.userId, w.id.sales));
      expect(session?.selectedCustomerId).toBe(CUSTOMER.A);
      expect((await request(w, 'sales', 'GET', `giftshop/salesperson/users/change/${w.id.sales}`)).status).toBe(200);
      const now = await request(w, 'sales', 'GET', 'customer');
      expect(now.status).toBe(200);
      expect(now.body).toBeNull();
      expect((await request(w, 'sales', 'GET', 'customer/changeprofile?customerprofile=alfa-profil')).status).toBe(404);
      expect((await request(w, 'sales', 'POST', `customer/change?selectedcustomer=${CUSTOMER.A}`)).status).toBe(403);
    } finally {
      await w.h.db.insert(salespersonCustomers).values({ salespersonId: w.id.sales, customerId: CUSTOMER.A });
      expect((await request(w, 'sales', 'GET', `giftshop/salesperson/users/change/${w.id.owner}`)).status).toBe(200);
    }
  });
});
