/**
 * The gift-shop routes' model (demo/server/routes/giftshop.ts): response shaping, who may manage a shop,
 * path parameters, and the id and code generators.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { object, pattern, size, string } from 'superstruct';
import { GiftShopIdParams } from '../../../src/api/schemas/giftshop.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { giftCodes, giftShopAddresses, giftShops, salespersonUsers, users } from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { requireActor, requireUser } from '../middleware/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../middleware/errors.ts';
import { check } from '../middleware/validate.ts';
import { giftShopState, normalizeGiftCode } from '../../../src/domain/index.ts';
import { existingProductIds, productInfos, type ProductInfoRecord } from './products-lookup.ts';

export type ShopRow = typeof giftShops.$inferSelect;
export type CodeRow = typeof giftCodes.$inferSelect;
export type AddressRow = typeof giftShopAddresses.$inferSelect;
export type Ctx = Context<AppEnv>;

export const GIFTSHOP_TEXTS = {
  unknownShop: 'Ukendt gaveshop',
  closed: 'Gaveshoppen er afsluttet',
  notOpenYet: 'Gaveshoppen er ikke åben endnu',
  unknownCode: 'Ukendt kode',
  used: 'Kode allerede brugt',
  stale: 'Gaveshoppen er ændret, siden du hentede den. Hent den igen, og gem derefter.',
} as const;

// ------------------------------------------------------------------------------------------------
// Serialisation

export function addressJson(a: AddressRow) {
  return {
    id: String(a.id),
    name: a.name,
    address1: a.address1,
    address2: a.att || null,
    zip: a.zip,
    city: a.city,
    country: 'DK',
  };
}

export async function shopsJson(db: Db, shops: ShopRow[], now: Date, view: 'full' | 'public' = 'full') {
  // The public (recipient) view carries neither default gifts nor the delivery address: no look-ups.
  const infos =
    view === 'full'
      ? await productInfos(
          db,
          shops.flatMap((s) => s.defaultproducts),
        )
      : new Map<string, ProductInfoRecord>();
  const addressIds =
    view === 'full' ? shops.map((s) => s.deliveryAddressId).filter((id): id is number => id !== null) : [];
  const addresses = addressIds.length
    ? await db.select().from(giftShopAddresses).where(inArray(giftShopAddresses.id, addressIds))
    : [];
  const owners = view === 'full' ? await ownerNames(db, shops) : new Map<number, string>();
  const counts = view === 'full' ? await codeCounts(db, shops) : new Map<string, { all: number; used: number }>();
  return shops.map((s) => {
    const address = addresses.find((a) => a.id === s.deliveryAddressId);
    const full = view === 'full';
    return {
      id: s.id,
      name: s.name,
      customerid: full ? (s.customerId ?? '') : '',
      userid: full ? String(s.userId) : '',
      startdate: s.startdate,
      enddate: s.enddate,
      delivery: full
        ? { date: s.delivery, address: address ? addressJson(address) : null }
        : { date: null, address: null },
      wrappingrequested: s.wrappingrequested,
      homedeliveryrequested: s.homedeliveryrequested,
      requireddefaultproducts: s.requireddefaultproducts,
      defaultproducts: full ? s.defaultproducts : [],
      defaultproductsinfo: full
        ? s.defaultproducts.map((id) => infos.get(id)).filter((p): p is ProductInfoRecord => !!p)
        : [],
      products: s.products,
      theme: {
        backgroundcolor: s.theme?.backgroundcolor || null,
        textcolor: s.theme?.textcolor || null,
        logoimage: s.theme?.logoimage || null,
      },
      message: s.message,
      emailmessage: full ? s.emailmessage : '',
      cardsrequested: full ? s.cardsrequested : false,
      status: s.status === 1 ? 1 : 0,
      state: giftShopState(s, now),
      ...(full
        ? {
            lastupdate: s.updatedAt.toISOString(),
            ownername: owners.get(s.userId) ?? '',
            codecount: counts.get(s.id)?.all ?? 0,
            usedcodecount: counts.get(s.id)?.used ?? 0,
          }
        : {}),
    };
  });
}

/** The owners' names of `shops` (the management lists show them). */
async function ownerNames(db: Db, shops: ShopRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(shops.map((s) => s.userId))];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Per shop of `shops`: how many codes it has and how many are used (products chosen, spec §4). */
async function codeCounts(db: Db, shops: ShopRow[]): Promise<Map<string, { all: number; used: number }>> {
  if (!shops.length) return new Map();
  const rows = await db
    .select({
      shopId: giftCodes.shopId,
      all: sql<number>`count(*)::int`,
      used: sql<number>`(count(*) filter (where jsonb_array_length(${giftCodes.products}) > 0))::int`,
    })
    .from(giftCodes)
    .where(
      inArray(
        giftCodes.shopId,
        shops.map((s) => s.id),
      ),
    )
    .groupBy(giftCodes.shopId);
  return new Map(rows.map((r) => [r.shopId, { all: Number(r.all), used: Number(r.used) }]));
}

export async function shopJson(db: Db, shop: ShopRow, now: Date, view: 'full' | 'public' = 'full') {
  const [json] = await shopsJson(db, [shop], now, view);
  return json;
}

export async function codesJson(db: Db, codes: CodeRow[]) {
  const infos = await productInfos(
    db,
    codes.flatMap((c) => c.products),
  );
  return codes.map((c) => ({
    id: c.id,
    shopid: c.shopId,
    name: c.name || null,
    email: c.email || null,
    products: c.products,
    productsinfo: c.products.map((id) => infos.get(id)).filter((p): p is ProductInfoRecord => !!p),
    cardrequested: c.cardrequested,
    invitationstate: c.invitationstate,
    createdate: c.createdate.toISOString(),
    lastupdate: c.lastupdate.toISOString(),
  }));
}

// ------------------------------------------------------------------------------------------------
// Access

export async function actsFor(db: Db, salespersonId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: salespersonUsers.userId })
    .from(salespersonUsers)
    .where(and(eq(salespersonUsers.salespersonId, salespersonId), eq(salespersonUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export function mayManageShop(db: Db, user: UserRow, actor: UserRow, shop: ShopRow): Promise<boolean> | boolean {
  if (user.role === 'supervisor') return true;
  if (shop.userId === actor.id || shop.userId === user.id) return true;
  if (user.role === 'salesperson') return actsFor(db, user.id, shop.userId);
  return false;
}

const shopById = prepared('gift_shop_by_id', (db, name) =>
  db
    .select()
    .from(giftShops)
    .where(eq(giftShops.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function loadShop(db: Db, id: string): Promise<ShopRow | undefined> {
  const [shop] = await shopById(db).execute({ id });
  return shop;
}

const codeByKey = prepared('gift_code_by_lookup_key', (db, name) =>
  db
    .select()
    .from(giftCodes)
    .where(eq(giftCodes.lookupKey, sql.placeholder('key')))
    .limit(1)
    .prepare(name),
);

/** The code a typed code means (matched by its look-up key: normalizeGiftCode), if there is one. */
export async function loadCode(db: Db, typed: string): Promise<CodeRow | undefined> {
  const [code] = await codeByKey(db).execute({ key: normalizeGiftCode(typed) });
  return code;
}

/** The shop `id` if the signed-in user may manage it: 401 / 404 'Ukendt gaveshop' / 403. */
export async function manageableShop(c: Ctx, id: string): Promise<ShopRow> {
  const user = requireUser(c);
  const actor = requireActor(c);
  const db = c.get('db');
  const shop = await loadShop(db, id);
  if (!shop) throw notFound(GIFTSHOP_TEXTS.unknownShop);
  if (!(await mayManageShop(db, user, actor, shop))) throw forbidden('Du har ikke adgang til denne gaveshop');
  return shop;
}

/**
 * A shop's next `updated_at` (sent as `lastupdate`): now, but at least 1 ms after the stored value (compared at
 * the millisecond the drivers read), so every write moves it, also on a fixed clock or twice within one ms.
 */
export function nextLastupdate(now: Date): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', ${giftShops.updatedAt}) + interval '1 millisecond')`;
}

/** The condition "the stored shop's `lastupdate` is `lastupdate`" (at millisecond precision, as sent). */
export function lastupdateIs(lastupdate: string): SQL {
  return sql`date_trunc('milliseconds', ${giftShops.updatedAt}) = ${new Date(lastupdate).toISOString()}::timestamptz`;
}

/** Refuses a persist whose `lastupdate` is not the stored shop's (409, nothing changed). */
export function ensureFresh(shop: ShopRow, lastupdate: string | undefined): void {
  if (lastupdate !== undefined && new Date(lastupdate).getTime() !== shop.updatedAt.getTime())
    throw conflict(GIFTSHOP_TEXTS.stale, 'lastupdate');
}

/** Refuses changes to a CLOSED shop (spec §4: a closed shop hides all edit actions). */
export function ensureNotClosed(c: Ctx, shop: ShopRow): void {
  if (giftShopState(shop, c.get('now')()) === 'CLOSED') throw conflict(GIFTSHOP_TEXTS.closed);
}

/**
 * A typed gift code: letters and digits (any script: a full-width `ＪＵＬ２６` is folded by the key), with spaces,
 * dashes of any kind, `_` and `.` between them. It is matched by its key (src/domain/gift-code.ts: case, spaces
 * and dashes do not matter, O/0 and I/L/1 are the same).
 */
const TypedCode = object({ id: pattern(size(string(), 1, 100), /^[\p{L}\p{N}][\p{L}\p{N}\p{Zs}\p{Pd}_.]*$/u) });
export const codeParam = (c: Ctx): string => check(TypedCode, { id: c.req.param('id') }, 'id').id;

export const shopParam = (c: Ctx): string => check(GiftShopIdParams, { id: c.req.param('id') }, 'id').id;

// ------------------------------------------------------------------------------------------------
// Helpers

function slugify(name: string): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'gaveshop';
}

/** Path segments of fixed giftshop/* calls; a shop id must not shadow them. */
const RESERVED_IDS = new Set([
  'settings',
  'by-user',
  'supervisor',
  'create',
  'persist',
  'remove',
  'close',
  'productinfo',
  'code',
  'addresses',
  'salesperson',
]);

/** True for PostgreSQL's unique_violation (23505), also when wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function uniqueShopId(db: Db, name: string): Promise<string> {
  const slug = slugify(name);
  const base = RESERVED_IDS.has(slug) ? `${slug}-gaveshop` : slug;
  const taken = await db
    .select({ id: giftShops.id })
    .from(giftShops)
    .where(or(eq(giftShops.id, base), sql`${giftShops.id} like ${`${base}-%`}`));
  const ids = new Set(taken.map((r) => r.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * New codes get a random part (not a sequence number, so codes cannot be guessed from one another): 10 symbols of
 * an alphabet without look-alikes, drawn without modulo bias (gift-code-random.ts).
 */
export { randomCodePart } from './gift-code-random.ts';

/** Prefix for new codes of a shop: that of its existing codes, else letters/digits of its id. */
export function codePrefix(shop: ShopRow, existing: CodeRow[]): string {
  const first = existing[0]?.id;
  if (first && first.includes('-')) return first.slice(0, first.lastIndexOf('-'));
  return (
    shop.id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'GAVE'
  ).replace(/O/g, '0');
}

export async function validateProducts(db: Db, ids: readonly string[], field: string): Promise<void> {
  const known = await existingProductIds(db, ids);
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw badRequest(`Unknown product ${ids[bad]}`, `${field}.${bad}`);
}
