/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * The access matrix's world (see access-matrix.test.ts): six actors and their own records, created by the test
 * (not the demo's fixed records), and a digest of every commerce table to prove what a call changed.
 *
 * - owner: owner of customer company A, gift shop A (codes, a delivery address), a wish list;
 * - other: another owner (company B) with gift shop B (codes, an address);
 * - customer: a plain user of company C with a wish list (two items), a cart and a saved cart;
 * - sales: a salesperson assigned the user `owner` (and acting for them, as the switcher does) and the customer
 *   companies A and C — not the user `other`, not the user `customer`, not company B;
 * - supervisor; visitor (not signed in).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  cartLines,
  carts,
  customers,
  giftCodes,
  giftShopAddresses,
  giftShops,
  wishListItems,
  wishLists,
  type UserRole,
} from '../../demo/server/db/schema/commerce.ts';
import {
  assignToSalesperson,
  giftCodeRecord,
  insertSavedCart,
  insertUsers,
  insertWishList,
} from '../../demo/server/seed/records.ts';
import { API, Client, plainProducts, setup, signedInClient, type Harness, type Res } from './helpers.ts';

export type Actor = 'owner' | 'other' | 'customer' | 'sales' | 'supervisor' | 'visitor';
/** The order the cells of a row run in: those who may not act first, the records' owners last. */
export const ACTORS: Actor[] = ['visitor', 'other', 'supervisor', 'sales', 'owner', 'customer'];
export type Person = Exclude<Actor, 'visitor'>;
export type Side = 'A' | 'B';

/** Customer companies of the world (ids unlike the seed's C1000 …). */
export const CUSTOMER = { A: 'ACC-A', B: 'ACC-B', C: 'ACC-C' } as const;
export const COMPANY = { A: 'Adgang Alfa ApS', B: 'Adgang Beta ApS', C: 'Adgang Gamma ApS' } as const;
/** Profiles of the companies (customer/changeprofile). */
export const PROFILE = { A: 'alfa-profil', B: 'beta-profil' } as const;
/** Texts only the managers of shop A / B may read (the full view). */
export const SECRET = { A: 'Hemmelig invitation A', B: 'Hemmelig invitation B' } as const;

export interface World {
  h: Harness;
  clients: Record<Actor, Client>;
  id: Record<Person, number>;
  email: Record<Person, string>;
  /** Three purchasable products without variants, colli 1. */
  products: [string, string, string];
  shop: Record<Side, string>;
  /** An unused code of each shop, kept for the read rows. */
  code: Record<Side, string>;
  address: Record<Side, string>;
  /** The customer's and the owner's wish list and one item of each. */
  list: { customer: number; owner: number };
  item: { customer: number; owner: number };
}

let counter = 0;
/** A fresh suffix for records created per cell. */
export const fresh = (): string => `${Date.now().toString(36)}${(++counter).toString(36)}`.toUpperCase();

export async function request(w: World, actor: Actor, method: string, path: string, json?: unknown): Promise<Res<any>> {
  const url = path.startsWith('/') ? path : `${API}/${path}`;
  return w.clients[actor].request(method, url, json !== undefined ? { json } : {});
}

async function addUser(w: World, who: Person, role: UserRole, customerId: string | null): Promise<void> {
  const email = `${who}-${fresh().toLowerCase()}@adgang.test`;
  const [row] = await insertUsers(w.h.db, [{ email, name: `Adgang ${who}`, role, customerId }]);
  w.id[who] = row!.id;
  w.email[who] = email;
}

/** A gift shop of the owner of `side`, open, with the world's products as its assortment. */
export async function freshShop(w: World, side: Side): Promise<string> {
  const owner = side === 'A' ? 'owner' : 'other';
  const id = `adgang-${side.toLowerCase()}-${fresh().toLowerCase()}`;
  await w.h.db.insert(giftShops).values({
    id,
    name: `Adgang ${side} ${id}`,
    userId: w.id[owner],
    customerId: CUSTOMER[side],
    products: [...w.products],
    requireddefaultproducts: 1,
    message: `Hilsen ${side}`,
    emailmessage: SECRET[side],
  });
  return id;
}

/** A new unused gift code of `shopId`. */
export async function freshCode(w: World, shopId: string): Promise<string> {
  const id = `ADG${shopId.split('-')[1]!.toUpperCase()}-${fresh()}`;
  await w.h.db.insert(giftCodes).values(giftCodeRecord(id, shopId, new Date(), { email: `${id}@x.test` }));
  return id;
}

/** A new wish list of `who` with one item: [list id, item id]. */
export async function freshList(w: World, who: Person, label = `Liste ${fresh()}`): Promise<[number, number]> {
  const { listId, itemIds } = await insertWishList(w.h.db, w.id[who], label, [
    { productId: w.products[0], quantity: 2 },
  ]);
  return [listId, itemIds[0]!];
}

export async function buildWorld(): Promise<World> {
  const h = await setup();
  const w = {
    h,
    clients: {} as World['clients'],
    id: {} as World['id'],
    email: {} as World['email'],
    shop: {} as World['shop'],
    code: {} as World['code'],
    address: {} as World['address'],
  } as World;
  const db = h.db;
  w.products = (await plainProducts(db, 3)) as World['products'];
  await db.insert(customers).values([
    { id: CUSTOMER.A, company: COMPANY.A, vatno: 'DK90000001', city: 'Adgangby', profiles: ['Alfa profil'] },
    { id: CUSTOMER.B, company: COMPANY.B, vatno: 'DK90000002', city: 'Adgangby', profiles: ['Beta profil'] },
    { id: CUSTOMER.C, company: COMPANY.C, vatno: 'DK90000003', city: 'Adgangby' },
  ]);
  await addUser(w, 'owner', 'owner', CUSTOMER.A);
  await addUser(w, 'other', 'owner', CUSTOMER.B);
  await addUser(w, 'customer', 'user', CUSTOMER.C);
  await addUser(w, 'sales', 'salesperson', null);
  await addUser(w, 'supervisor', 'supervisor', null);
  await assignToSalesperson(db, w.id.sales, { users: [w.id.owner], customers: [CUSTOMER.A, CUSTOMER.C] });
  for (const side of ['A', 'B'] as const) {
    w.shop[side] = await freshShop(w, side);
    w.code[side] = await freshCode(w, w.shop[side]);
    const [address] = await db
      .insert(giftShopAddresses)
      .values({
        userId: w.id[side === 'A' ? 'owner' : 'other'],
        customerId: CUSTOMER[side],
        name: `Lager ${side}`,
        address1: `Adgangsvej ${side}`,
        zip: '8000',
        city: 'Aarhus C',
      })
      .returning({ id: giftShopAddresses.id });
    w.address[side] = String(address!.id);
  }
  const customerList = await insertWishList(db, w.id.customer, 'Kundens ønsker', [
    { productId: w.products[0], quantity: 2 },
    { productId: w.products[1], quantity: 1 },
  ]);
  const [ownerList, ownerItem] = await freshList(w, 'owner', 'Ejerens ønsker');
  w.list = { customer: customerList.listId, owner: ownerList };
  w.item = { customer: customerList.itemIds[0]!, owner: ownerItem };

  for (const actor of ['visitor', 'owner', 'other', 'customer', 'sales', 'supervisor'] as const)
    w.clients[actor] = actor === 'visitor' ? new Client(h.app) : await signedInClient(h.app, w.email[actor]);
  // The customer's current cart (through the API) and their saved cart (as sign-out leaves it).
  const added = await request(w, 'customer', 'POST', 'cart/addorupdatecart', { productid: w.products[0], quantity: 2 });
  expect(added.status).toBe(200);
  await insertSavedCart(db, w.id.customer, [{ productId: w.products[1], quantity: 3 }]);
  // The salesperson acts for the user assigned to them (what the user switcher does).
  expect((await request(w, 'sales', 'GET', `giftshop/salesperson/users/change/${w.id.owner}`)).status).toBe(200);
  return w;
}

/**
 * The tables an id-taking call can change (the catalogue, the label translations and the settings are not written by
 * any of them; translations would cost 30 ms a digest).
 */
const TABLES = [
  'customers',
  'users',
  'salesperson_users',
  'salesperson_customers',
  'sessions',
  'carts',
  'cart_lines',
  'giftshop_addresses',
  'gift_shops',
  'gift_codes',
  'wish_lists',
  'wish_list_items',
  'outbox',
  'tokens',
] as const;
export type Key = (typeof TABLES)[number] | 'customer_carts' | 'customer_lists' | 'owner_lists';

/**
 * One digest per table (every row, in a stable order) in one query, plus the customer's carts and the customer's
 * and the owner's wish lists on their own (so a call that may change its caller's cart can still be shown to leave
 * the customer's alone).
 */
export async function digests(w: World): Promise<Record<Key, string>> {
  const md5 = (from: SQL, row: SQL = sql`x::text`) =>
    sql`select md5(coalesce(string_agg(${row}, E'\n' order by ${row}), '')) as digest from ${from}`;
  const listsOf = (who: Person) =>
    md5(
      sql`wish_lists l left join wish_list_items i on i.list_id = l.id where l.user_id = ${w.id[who]}`,
      sql`l.label || coalesce(i::text, '')`,
    );
  const queries: Array<[Key, SQL]> = [
    ...TABLES.map((t): [Key, SQL] => [t, md5(sql`${sql.identifier(t)} x`)]),
    ['customer_carts', md5(sql`cart_lines x join carts c on c.id = x.cart_id where c.user_id = ${w.id.customer}`)],
    ['customer_lists', listsOf('customer')],
    ['owner_lists', listsOf('owner')],
  ];
  // One statement (one trip through the driver) for all of them.
  const columns = sql.join(
    queries.map(([key, query]) => sql`(${query}) as ${sql.identifier(key)}`),
    sql`, `,
  );
  const result = (await w.h.db.execute(sql`select ${columns}`)) as unknown as { rows: Array<Record<Key, string>> };
  return result.rows[0]!;
}

export const shopRow = async (w: World, id: string) =>
  (await w.h.db.select().from(giftShops).where(eq(giftShops.id, id)))[0];
export const codeRow = async (w: World, id: string) =>
  (await w.h.db.select().from(giftCodes).where(eq(giftCodes.id, id)))[0];
export const codesOf = async (w: World, shopId: string) =>
  w.h.db.select().from(giftCodes).where(eq(giftCodes.shopId, shopId));
export const listRow = async (w: World, id: number) =>
  (await w.h.db.select().from(wishLists).where(eq(wishLists.id, id)))[0];
export const itemsOf = async (w: World, listId: number) =>
  w.h.db.select().from(wishListItems).where(eq(wishListItems.listId, listId));
/** The lines of `who`'s current (session) carts or saved cart. */
export async function cartLinesOf(w: World, who: Person, saved = false) {
  const ids = await w.h.db
    .select({ id: carts.id })
    .from(carts)
    .where(
      saved
        ? and(eq(carts.userId, w.id[who]), isNull(carts.sessionId))
        : and(eq(carts.userId, w.id[who]), sql`${carts.sessionId} is not null`),
    );
  if (!ids.length) return [];
  return w.h.db
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(
      inArray(
        cartLines.cartId,
        ids.map((r) => r.id),
      ),
    );
}
/** `body` as text, to look for strings that must not be in it. */
export const text = (body: any): string => (typeof body === 'string' ? body : JSON.stringify(body));

// ------------------------------------------------------------------------------------------------
// Rows

/** What one actor gets from one call: 200 (then `check` proves the data and the change), or a refusal. */
export type Outcome =
  | { status: 200; check?: (res: Res<any>, w: World, target: Target, actor: Actor) => void | Promise<void> }
  | { status: 400 | 401 | 403 | 404 };

/** Ids a row's cell works on (fresh records for calls that consume or delete them). */
export type Target = Record<string, string | number>;

export interface AccessRow {
  name: string;
  /** Creates the records the cell acts on (default: none, the world's). */
  prepare?: (w: World, actor: Actor) => Promise<Target>;
  call: (w: World, t: Target, actor: Actor) => { method: string; path: string; json?: unknown };
  outcomes: Record<Actor, Outcome>;
  /** What an allowed call may change (every other digest must stay as it was). */
  writes?: (actor: Actor) => Key[];
  /** Strings a refused answer must not contain (the record's data). */
  secrets: (w: World, t: Target) => string[];
}

export const OK: Outcome = { status: 200 };
export const ok = (check: Extract<Outcome, { status: 200 }>['check']): Outcome => ({ status: 200, check });
export const refused = (status: 400 | 401 | 403 | 404): Outcome => ({ status });

/** Outcomes: `allowed` for the listed actors, `others` for the rest of the signed-in, 401 for the visitor. */
export function only(
  allowed: Partial<Record<Person, Outcome>>,
  others: Outcome = refused(403),
  visitor: Outcome = refused(401),
): Record<Actor, Outcome> {
  const out = { visitor } as Record<Actor, Outcome>;
  for (const actor of ['owner', 'other', 'customer', 'sales', 'supervisor'] as const)
    out[actor] = allowed[actor] ?? others;
  return out;
}

/** Everyone (visitor included) gets `outcome`. */
export const everyone = (outcome: (actor: Actor) => Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, outcome(a)])) as Record<Actor, Outcome>;
