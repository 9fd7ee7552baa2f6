/**
 * `/contextapi/{context}/v1/giftshop/*` (spec §7 gift shop calls) and the recipient's
 * `POST giftshop/code/{id}/redeem`.
 *
 * Access (spec §6): managers must be signed in; an owner (or plain user) manages only their own shops,
 * a salesperson the shops of the user chosen with salesperson/users/change/{id} (and of any user they
 * may act for), a supervisor all shops. Recipients (no sign-in) reach `code/{id}`, `code/{id}/redeem`,
 * the public view of `GET {id}` and `productinfo` — never a listing.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { object, pattern, size, string } from 'superstruct';
import {
  CloseGiftShopRequest,
  CreateGiftCodesRequest,
  CreateGiftShopRequest,
  DefaultAssortmentRequest,
  GiftShopIdParams,
  InviteGiftCodesRequest,
  PersistGiftCodeRequest,
  PersistGiftShopRequest,
  ProductInfoRequest,
  RedeemGiftCodeRequest,
  RemoveGiftCodesRequest,
  RemoveGiftShopRequest,
  SalespersonUserIdParams,
} from '../../../src/api/schemas/giftshop.ts';
import type { Db } from '../db/client.ts';
import {
  giftCodes,
  giftShopAddresses,
  giftShops,
  salespersonUsers,
  sessions,
  settings,
  users,
} from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { requireActor, requireRole, requireUser } from '../middleware/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../middleware/errors.ts';
import { failureLimiter } from '../middleware/failure-limit.ts';
import { check, jsonBody } from '../middleware/validate.ts';
import { requireXsrf } from '../middleware/xsrf.ts';
import { GIFTSHOP_SETTINGS_KEY } from '../seed/commerce.ts';
import { fullProducts } from './products-full.ts';
import { existingProductIds, productInfos, type ProductInfoRecord } from './products-lookup.ts';
import { giftShopState, normalizeGiftCode, utcDay } from '../../../src/domain/index.ts';
import { serialId } from './shared.ts';

type ShopRow = typeof giftShops.$inferSelect;
type CodeRow = typeof giftCodes.$inferSelect;
type AddressRow = typeof giftShopAddresses.$inferSelect;
type Ctx = Context<AppEnv>;

export const GIFTSHOP_TEXTS = {
  unknownShop: 'Ukendt gaveshop',
  closed: 'Gaveshoppen er afsluttet',
  notOpenYet: 'Gaveshoppen er ikke åben endnu',
  unknownCode: 'Ukendt kode',
  used: 'Kode allerede brugt',
} as const;

// ------------------------------------------------------------------------------------------------
// Serialisation

function addressJson(a: AddressRow) {
  return { id: String(a.id), name: a.name, address1: a.address1, address2: a.att || null, zip: a.zip, city: a.city, country: 'DK' };
}

async function shopsJson(db: Db, shops: ShopRow[], now: Date, view: 'full' | 'public' = 'full') {
  // The public (recipient) view carries neither default gifts nor the delivery address: no look-ups.
  const infos = view === 'full' ? await productInfos(db, shops.flatMap((s) => s.defaultproducts)) : new Map<string, ProductInfoRecord>();
  const addressIds = view === 'full' ? shops.map((s) => s.deliveryAddressId).filter((id): id is number => id !== null) : [];
  const addresses = addressIds.length
    ? await db.select().from(giftShopAddresses).where(inArray(giftShopAddresses.id, addressIds))
    : [];
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
      delivery: full ? { date: s.delivery, address: address ? addressJson(address) : null } : { date: null, address: null },
      wrappingrequested: s.wrappingrequested,
      homedeliveryrequested: s.homedeliveryrequested,
      requireddefaultproducts: s.requireddefaultproducts,
      defaultproducts: full ? s.defaultproducts : [],
      defaultproductsinfo: full ? s.defaultproducts.map((id) => infos.get(id)).filter((p): p is ProductInfoRecord => !!p) : [],
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
    };
  });
}

async function shopJson(db: Db, shop: ShopRow, now: Date, view: 'full' | 'public' = 'full') {
  const [json] = await shopsJson(db, [shop], now, view);
  return json;
}

async function codesJson(db: Db, codes: CodeRow[]) {
  const infos = await productInfos(db, codes.flatMap((c) => c.products));
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

async function actsFor(db: Db, salespersonId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: salespersonUsers.userId })
    .from(salespersonUsers)
    .where(and(eq(salespersonUsers.salespersonId, salespersonId), eq(salespersonUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

function mayManageShop(db: Db, user: UserRow, actor: UserRow, shop: ShopRow): Promise<boolean> | boolean {
  if (user.role === 'supervisor') return true;
  if (shop.userId === actor.id || shop.userId === user.id) return true;
  if (user.role === 'salesperson') return actsFor(db, user.id, shop.userId);
  return false;
}

async function loadShop(db: Db, id: string): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(giftShops).where(eq(giftShops.id, id)).limit(1);
  return shop;
}

/** The shop `id` if the signed-in user may manage it: 401 / 404 'Ukendt gaveshop' / 403. */
async function manageableShop(c: Ctx, id: string): Promise<ShopRow> {
  const user = requireUser(c);
  const actor = requireActor(c);
  const db = c.get('db');
  const shop = await loadShop(db, id);
  if (!shop) throw notFound(GIFTSHOP_TEXTS.unknownShop);
  if (!(await mayManageShop(db, user, actor, shop))) throw forbidden('Du har ikke adgang til denne gaveshop');
  return shop;
}

/** Refuses changes to a CLOSED shop (spec §4: a closed shop hides all edit actions). */
function ensureNotClosed(c: Ctx, shop: ShopRow): void {
  if (giftShopState(shop, c.get('now')()) === 'CLOSED') throw conflict(GIFTSHOP_TEXTS.closed);
}

/**
 * A typed gift code: letters and digits (any script: a full-width `ＪＵＬ２６` is folded by the key), with spaces,
 * dashes of any kind, `_` and `.` between them. It is matched by its key (src/domain/gift-code.ts: case, spaces
 * and dashes do not matter, O/0 and I/L/1 are the same).
 */
const TypedCode = object({ id: pattern(size(string(), 1, 100), /^[\p{L}\p{N}][\p{L}\p{N}\p{Zs}\p{Pd}_.]*$/u) });
const codeParam = (c: Ctx): string => check(TypedCode, { id: c.req.param('id') }, 'id').id;

const shopParam = (c: Ctx): string => check(GiftShopIdParams, { id: c.req.param('id') }, 'id').id;

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
const RESERVED_IDS = new Set(['settings', 'by-user', 'supervisor', 'create', 'persist', 'remove', 'close', 'productinfo', 'code', 'addresses', 'salesperson']);

/** True for PostgreSQL's unique_violation (23505), also when wrapped by Drizzle. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function uniqueShopId(db: Db, name: string): Promise<string> {
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
 * New codes get a random part (not a sequence number, so codes cannot be guessed from one another):
 * 6 characters from an alphabet without the look-alikes 0/O and 1/I/L (31^6, about 887 million).
 */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function randomCodePart(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Prefix for new codes of a shop: that of its existing codes, else letters/digits of its id. */
function codePrefix(shop: ShopRow, existing: CodeRow[]): string {
  const first = existing[0]?.id;
  if (first && first.includes('-')) return first.slice(0, first.lastIndexOf('-'));
  return (shop.id.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'GAVE').replace(/O/g, '0');
}

async function validateProducts(db: Db, ids: readonly string[], field: string): Promise<void> {
  const known = await existingProductIds(db, ids);
  const bad = ids.findIndex((id) => !known.has(id));
  if (bad >= 0) throw badRequest(`Unknown product ${ids[bad]}`, `${field}.${bad}`);
}

// ------------------------------------------------------------------------------------------------
// Routes

/** Failed code look-ups allowed per client address and window (then 429). */
export const CODE_FAILURE_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 };

export function giftshopRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const codeGuesses = failureLimiter({ ...CODE_FAILURE_LIMIT, what: 'gift code look-ups' });
  // Gift-shop requests are never cached (spec §7: no-cache).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/settings', async (c) => {
    requireUser(c);
    const [row] = await c.get('db').select().from(settings).where(eq(settings.key, GIFTSHOP_SETTINGS_KEY)).limit(1);
    const value = (row?.value ?? {}) as Record<string, string>;
    return c.json({
      defaultconfiguration: {
        overviewhelptext: value.overviewhelptext ?? '',
        assortmenthelptext: value.assortmenthelptext ?? '',
        codeshelptext: value.codeshelptext ?? '',
      },
    });
  });

  app.get('/by-user', async (c) => {
    const actor = requireActor(c);
    const db = c.get('db');
    const rows = await db.select().from(giftShops).where(eq(giftShops.userId, actor.id)).orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    return c.json(await shopsJson(db, rows, c.get('now')()));
  });

  app.get('/supervisor/giftshops', async (c) => {
    const user = requireRole(c, 'supervisor', 'salesperson');
    const db = c.get('db');
    let rows: ShopRow[];
    if (user.role === 'supervisor') {
      rows = await db.select().from(giftShops).orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    } else {
      const mine = await db.select({ id: salespersonUsers.userId }).from(salespersonUsers).where(eq(salespersonUsers.salespersonId, user.id));
      const owners = [user.id, ...mine.map((m) => m.id)];
      rows = await db.select().from(giftShops).where(inArray(giftShops.userId, owners)).orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    }
    return c.json(await shopsJson(db, rows, c.get('now')()));
  });

  app.get('/addresses', async (c) => {
    const actor = requireActor(c);
    const db = c.get('db');
    const rows = await db
      .select()
      .from(giftShopAddresses)
      .where(
        actor.customerId
          ? or(eq(giftShopAddresses.userId, actor.id), eq(giftShopAddresses.customerId, actor.customerId))
          : eq(giftShopAddresses.userId, actor.id),
      )
      .orderBy(asc(giftShopAddresses.id));
    return c.json(rows.map(addressJson));
  });

  app.get('/salesperson/users', async (c) => {
    const user = requireRole(c, 'salesperson');
    const rows = await c
      .get('db')
      .select({ id: users.id, name: users.name, email: users.email, active: users.active })
      .from(salespersonUsers)
      .innerJoin(users, eq(users.id, salespersonUsers.userId))
      .where(eq(salespersonUsers.salespersonId, user.id))
      .orderBy(asc(users.name));
    return c.json(rows.map((r) => ({ ...r, id: String(r.id) })));
  });

  app.get('/salesperson/users/change/:id', requireXsrf, async (c) => {
    const user = requireRole(c, 'salesperson');
    const { id } = check(SalespersonUserIdParams, { id: c.req.param('id') }, 'id');
    const target = serialId(id);
    if (target === null) throw badRequest('id is not valid: expected a user id', 'id');
    const db = c.get('db');
    if (target !== user.id && !(await actsFor(db, user.id, target))) throw forbidden('You may not act for this user');
    const session = c.get('session');
    if (!session) throw forbidden();
    await db.update(sessions).set({ actingAsUserId: target === user.id ? null : target }).where(eq(sessions.id, session.id));
    return c.json({ success: true });
  });

  app.post('/create', async (c) => {
    const actor = requireActor(c);
    const body = await jsonBody(c, CreateGiftShopRequest);
    const db = c.get('db');
    const name = body.name.trim();
    // Two concurrent creations with one name can pick the same free id; the loser's insert hits the primary
    // key and is retried with the next free id.
    let shop: ShopRow | undefined;
    for (let attempt = 1; !shop; attempt++) {
      try {
        shop = await db.transaction(async (tx) => {
          const id = await uniqueShopId(tx as unknown as Db, name);
          const [row] = await tx.insert(giftShops).values({ id, name, userId: actor.id, customerId: actor.customerId, requireddefaultproducts: 1 }).returning();
          return row;
        });
      } catch (err) {
        if (attempt >= 10 || !isUniqueViolation(err)) throw err;
      }
    }
    if (!shop) throw new Error('gift shop insert returned nothing');
    return c.json(await shopJson(db, shop, c.get('now')()));
  });

  app.post('/persist', async (c) => {
    const body = await jsonBody(c, PersistGiftShopRequest);
    const shop = await manageableShop(c, body.id);
    ensureNotClosed(c, shop);
    const db = c.get('db');
    const actor = requireActor(c);

    const startdate = body.startdate !== undefined ? body.startdate : shop.startdate;
    const enddate = body.enddate !== undefined ? body.enddate : shop.enddate;
    if (startdate && enddate && enddate < startdate) throw badRequest('enddate must not be before startdate', 'enddate');
    const productsList = body.products ?? shop.products;
    const required = body.requireddefaultproducts ?? shop.requireddefaultproducts;
    let defaults = body.defaultproducts ?? shop.defaultproducts;
    if (body.products) {
      await validateProducts(db, body.products, 'products');
      // Default gifts no longer in the assortment are dropped when only the assortment changes.
      if (!body.defaultproducts) defaults = defaults.filter((id) => productsList.includes(id));
    }
    if (body.defaultproducts) {
      const bad = body.defaultproducts.findIndex((id) => !productsList.includes(id));
      if (bad >= 0) throw badRequest(`Default gift ${body.defaultproducts[bad]} is not in the assortment`, `defaultproducts.${bad}`);
      if (new Set(body.defaultproducts).size !== body.defaultproducts.length) throw badRequest('Default gifts must be distinct', 'defaultproducts');
    }
    if (defaults.length > required) throw badRequest(`At most ${required} default gifts`, 'defaultproducts');

    let deliveryAddressId = shop.deliveryAddressId;
    let delivery = shop.delivery;
    if (body.delivery) {
      delivery = body.delivery.date;
      if (body.delivery.address === null) deliveryAddressId = null;
      else {
        const addressId = serialId(body.delivery.address.id);
        const [address] = addressId !== null
          ? await db.select().from(giftShopAddresses).where(eq(giftShopAddresses.id, addressId)).limit(1)
          : [];
        const owner = shop.userId === actor.id ? actor : undefined;
        const allowed =
          address &&
          (address.userId === shop.userId ||
            (address.customerId !== null && address.customerId === (shop.customerId ?? owner?.customerId)));
        if (!allowed) throw badRequest('Unknown delivery address', 'delivery.address.id');
        deliveryAddressId = address.id;
      }
    }
    const theme = body.theme
      ? {
          backgroundcolor: body.theme.backgroundcolor,
          textcolor: body.theme.textcolor,
          logoimage: body.theme.logoimage || null,
        }
      : shop.theme;
    const [updated] = await db
      .update(giftShops)
      .set({
        name: body.name?.trim() ?? shop.name,
        startdate,
        enddate,
        delivery,
        deliveryAddressId,
        wrappingrequested: body.wrappingrequested ?? shop.wrappingrequested,
        homedeliveryrequested: body.homedeliveryrequested ?? shop.homedeliveryrequested,
        requireddefaultproducts: required,
        defaultproducts: defaults,
        products: productsList,
        theme,
        message: body.message ?? shop.message,
        emailmessage: body.emailmessage ?? shop.emailmessage,
        updatedAt: c.get('now')(),
      })
      .where(eq(giftShops.id, shop.id))
      .returning();
    if (!updated) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    return c.json(await shopJson(db, updated, c.get('now')()));
  });

  app.post('/remove', async (c) => {
    const body = await jsonBody(c, RemoveGiftShopRequest);
    const shop = await manageableShop(c, body.id);
    const db = c.get('db');
    const removed = await db.transaction(async (tx) => {
      const used = await tx
        .select({ id: giftCodes.id })
        .from(giftCodes)
        .where(and(eq(giftCodes.shopId, shop.id), sql`jsonb_array_length(${giftCodes.products}) > 0`))
        .limit(1);
      if (used.length > 0) return false;
      await tx.delete(giftShops).where(eq(giftShops.id, shop.id));
      return true;
    });
    return c.json({ success: removed });
  });

  app.post('/close', async (c) => {
    const body = await jsonBody(c, CloseGiftShopRequest);
    const shop = await manageableShop(c, body.id);
    const db = c.get('db');
    const [updated] = await db.update(giftShops).set({ status: 1, updatedAt: c.get('now')() }).where(eq(giftShops.id, shop.id)).returning();
    if (!updated) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    return c.json(await shopJson(db, updated, c.get('now')()));
  });

  app.post('/productinfo', async (c) => {
    const ids = await jsonBody(c, ProductInfoRequest);
    return c.json(await fullProducts(c.get('db'), ids));
  });

  app.post('/code/persist', async (c) => {
    const body = await jsonBody(c, PersistGiftCodeRequest);
    const db = c.get('db');
    requireUser(c);
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.lookupKey, normalizeGiftCode(body.id))).limit(1);
    if (!code) throw notFound(GIFTSHOP_TEXTS.unknownCode);
    const shop = await manageableShop(c, code.shopId);
    ensureNotClosed(c, shop);
    const [updated] = await db
      .update(giftCodes)
      .set({
        name: body.name !== undefined ? (body.name ?? '').trim() : code.name,
        email: body.email !== undefined ? (body.email ?? '').trim().toLowerCase() : code.email,
        cardrequested: body.cardrequested ?? code.cardrequested,
        lastupdate: c.get('now')(),
      })
      .where(eq(giftCodes.id, code.id))
      .returning();
    if (!updated) throw notFound(GIFTSHOP_TEXTS.unknownCode);
    const [json] = await codesJson(db, [updated]);
    return c.json(json);
  });

  // Recipient: fetch own code (no sign-in; the code is the credential).
  app.get('/code/:id', async (c) => {
    const id = codeParam(c);
    codeGuesses.check(c);
    const db = c.get('db');
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.lookupKey, normalizeGiftCode(id))).limit(1);
    if (!code) {
      codeGuesses.fail(c);
      throw notFound(GIFTSHOP_TEXTS.unknownCode);
    }
    const [json] = await codesJson(db, [code]);
    return c.json(json);
  });

  // Recipient: choose the gifts. Exactly one of concurrent redemptions wins (conditional UPDATE).
  app.post('/code/:id/redeem', async (c) => {
    const id = codeParam(c);
    const body = await jsonBody(c, RedeemGiftCodeRequest);
    const db = c.get('db');
    const now = c.get('now')();
    codeGuesses.check(c);
    const [code] = await db.select().from(giftCodes).where(eq(giftCodes.lookupKey, normalizeGiftCode(id))).limit(1);
    if (!code) {
      codeGuesses.fail(c);
      throw notFound(GIFTSHOP_TEXTS.unknownCode);
    }
    const shop = await loadShop(db, code.shopId);
    if (!shop) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    const state = giftShopState(shop, now);
    if (state === 'CLOSED') throw conflict(GIFTSHOP_TEXTS.closed);
    if (state === 'AWAITING') throw conflict(GIFTSHOP_TEXTS.notOpenYet);
    if (code.products.length > 0) throw conflict(GIFTSHOP_TEXTS.used);
    if (body.products.length !== shop.requireddefaultproducts) {
      throw badRequest(`Vælg præcis ${shop.requireddefaultproducts} ${shop.requireddefaultproducts === 1 ? 'gave' : 'gaver'}`, 'products');
    }
    const outside = body.products.findIndex((p) => !shop.products.includes(p));
    if (outside >= 0) throw badRequest(`Product ${body.products[outside]} is not in the gift shop's assortment`, `products.${outside}`);

    const today = utcDay(now);
    const [won] = await db
      .update(giftCodes)
      .set({
        products: body.products,
        name: body.name.trim(),
        email: (body.email ?? '').trim().toLowerCase(),
        consent: true,
        redeemedAt: now,
        lastupdate: now,
      })
      .where(
        and(
          eq(giftCodes.id, code.id),
          sql`jsonb_array_length(${giftCodes.products}) = 0`,
          // The shop must still be open at the moment of writing.
          sql`exists (select 1 from ${giftShops} where ${giftShops.id} = ${code.shopId} and ${giftShops.status} = 0
                and (${giftShops.startdate} is null or ${giftShops.startdate} <= ${today}::date)
                and (${giftShops.enddate} is null or ${giftShops.enddate} >= ${today}::date))`,
        ),
      )
      .returning();
    if (!won) throw conflict(GIFTSHOP_TEXTS.used);
    const [json] = await codesJson(db, [won]);
    return c.json(json);
  });

  // ---- one shop ---------------------------------------------------------------------------------

  app.get('/:id/request-cards', requireXsrf, async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    await c.get('db').update(giftShops).set({ cardsrequested: true, updatedAt: c.get('now')() }).where(eq(giftShops.id, shop.id));
    return c.json({ success: true });
  });

  app.post('/:id/default-assortment', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const body = await jsonBody(c, DefaultAssortmentRequest);
    const bad = body.defaultproducts.findIndex((id) => !shop.products.includes(id));
    if (bad >= 0) throw badRequest(`Default gift ${body.defaultproducts[bad]} is not in the assortment`, `defaultproducts.${bad}`);
    if (new Set(body.defaultproducts).size !== body.defaultproducts.length) throw badRequest('Default gifts must be distinct', 'defaultproducts');
    if (body.defaultproducts.length > shop.requireddefaultproducts) {
      throw badRequest(`At most ${shop.requireddefaultproducts} default gifts`, 'defaultproducts');
    }
    const db = c.get('db');
    const [updated] = await db
      .update(giftShops)
      .set({ defaultproducts: body.defaultproducts, updatedAt: c.get('now')() })
      .where(eq(giftShops.id, shop.id))
      .returning();
    if (!updated) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    return c.json(await shopJson(db, updated, c.get('now')()));
  });

  app.get('/:id/codes/sent-status', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    const rows = await c
      .get('db')
      .select({ id: giftCodes.id, invitationstate: giftCodes.invitationstate })
      .from(giftCodes)
      .where(eq(giftCodes.shopId, shop.id))
      .orderBy(asc(giftCodes.id));
    return c.json(rows);
  });

  app.get('/:id/codes', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    const db = c.get('db');
    const rows = await db.select().from(giftCodes).where(eq(giftCodes.shopId, shop.id)).orderBy(asc(giftCodes.createdate), asc(giftCodes.id));
    return c.json(await codesJson(db, rows));
  });

  app.post('/:id/codes/create', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const { count } = await jsonBody(c, CreateGiftCodesRequest);
    const db = c.get('db');
    const now = c.get('now')();
    const created = await db.transaction(async (tx) => {
      const existing = await tx.select().from(giftCodes).where(eq(giftCodes.shopId, shop.id)).orderBy(asc(giftCodes.id)).limit(1);
      const prefix = codePrefix(shop, existing);
      const out: CodeRow[] = [];
      let attempts = 0;
      while (out.length < count) {
        if (++attempts > count * 20 + 100) throw new ApiError(500, 'Could not allocate gift codes');
        const id = `${prefix}-${randomCodePart()}`;
        const rows = await tx
          .insert(giftCodes)
          .values({ id, lookupKey: normalizeGiftCode(id), shopId: shop.id, createdate: now, lastupdate: now })
          .onConflictDoNothing()
          .returning();
        out.push(...rows);
      }
      return out;
    });
    return c.json(await codesJson(db, created));
  });

  app.post('/:id/codes/remove', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const { codeids } = await jsonBody(c, RemoveGiftCodesRequest);
    const db = c.get('db');
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(giftCodes).where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, codeids)));
      codeids.forEach((id, i) => {
        const row = rows.find((r) => r.id === id);
        if (!row) throw badRequest(`${GIFTSHOP_TEXTS.unknownCode}: ${id}`, `codeids.${i}`);
        if (row.products.length > 0) throw conflict(`${GIFTSHOP_TEXTS.used}: ${id}`, `codeids.${i}`);
      });
      await tx.delete(giftCodes).where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, codeids)));
    });
    const rest = await db.select().from(giftCodes).where(eq(giftCodes.shopId, shop.id)).orderBy(asc(giftCodes.createdate), asc(giftCodes.id));
    return c.json(await codesJson(db, rest));
  });

  app.post('/:id/codes/invite', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const body = await jsonBody(c, InviteGiftCodesRequest);
    const db = c.get('db');
    const now = c.get('now')();
    const invited = await db.transaction(async (tx) => {
      const rows = await tx.select().from(giftCodes).where(and(eq(giftCodes.shopId, shop.id), inArray(giftCodes.id, body.codeids)));
      const out: CodeRow[] = [];
      for (const [i, id] of body.codeids.entries()) {
        const row = rows.find((r) => r.id === id);
        if (!row) throw badRequest(`${GIFTSHOP_TEXTS.unknownCode}: ${id}`, `codeids.${i}`);
        if (row.products.length > 0) throw conflict(`${GIFTSHOP_TEXTS.used}: ${id}`, `codeids.${i}`);
        const email = (body.emails?.[i] ?? row.email).trim().toLowerCase();
        const [updated] = await tx
          .update(giftCodes)
          .set({
            email,
            invitationstate: email ? 'SENDING' : 'FAILED',
            invitemessage: body.emailmessage ?? null,
            lastupdate: now,
          })
          .where(eq(giftCodes.id, id))
          .returning();
        if (updated) out.push(updated);
      }
      return out;
    });
    c.get('wakeWorker')?.();
    return c.json(await codesJson(db, invited));
  });

  // Public view for recipients (no listing); the full record for those who manage the shop.
  app.get('/:id', async (c) => {
    const id = shopParam(c);
    const db = c.get('db');
    const shop = await loadShop(db, id);
    if (!shop) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    const user = c.get('user');
    const actor = c.get('actor');
    const full = !!user && !!actor && (await mayManageShop(db, user, actor, shop));
    return c.json(await shopJson(db, shop, c.get('now')(), full ? 'full' : 'public'));
  });

  return app;
}
