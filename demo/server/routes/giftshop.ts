/**
 * `/contextapi/{context}/v1/giftshop/*` (spec §7 gift shop calls) and the recipient's
 * `POST giftshop/code/{id}/redeem`.
 *
 * Access (spec §6): managers must be signed in; an owner (or plain user) manages only their own shops,
 * a salesperson the shops of the user chosen with salesperson/users/change/{id} (and of any user they
 * may act for), a supervisor all shops. Recipients (no sign-in) reach `code/{id}`, `code/{id}/redeem`,
 * the public view of `GET {id}` and `productinfo` — never a listing.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CloseGiftShopRequest,
  CreateGiftShopRequest,
  DefaultAssortmentRequest,
  PersistGiftCodeRequest,
  PersistGiftShopRequest,
  ProductInfoRequest,
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
import type { AppEnv } from '../env.ts';
import { requireActor, requireRole, requireUser } from '../middleware/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../middleware/errors.ts';
import { failureLimiter } from '../middleware/failure-limit.ts';
import { registerCodeRoutes } from './giftshop-codes.ts';
import { registerDispositionRoutes } from './giftshop-disposition.ts';
import { recipientRoutes } from './giftshop-recipient.ts';
import { check, jsonBody } from '../middleware/validate.ts';
import { requireXsrf } from '../middleware/xsrf.ts';
import { GIFTSHOP_SETTINGS_KEY } from '../seed/commerce.ts';
import { fullProducts } from './products-full.ts';
import { serialId } from './shared.ts';
import {
  type ShopRow,
  GIFTSHOP_TEXTS,
  addressJson,
  shopsJson,
  shopJson,
  codesJson,
  actsFor,
  mayManageShop,
  loadCode,
  loadShop,
  manageableShop,
  ensureNotClosed,
  ensureFresh,
  lastupdateIs,
  nextLastupdate,
  shopParam,
  isUniqueViolation,
  uniqueShopId,
  validateProducts,
} from './giftshop-model.ts';

export { GIFTSHOP_TEXTS } from './giftshop-model.ts';

// ------------------------------------------------------------------------------------------------
// Routes

/**
 * Failed code look-ups allowed per client address and window, and per signed-in user from any address (then 429
 * with Retry-After).
 */
export const CODE_FAILURE_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 };

export function giftshopRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const codeGuesses = failureLimiter({
    ...CODE_FAILURE_LIMIT,
    account: CODE_FAILURE_LIMIT,
    what: 'gift code look-ups',
    scope: 'code',
  });
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
    const rows = await db
      .select()
      .from(giftShops)
      .where(eq(giftShops.userId, actor.id))
      .orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    return c.json(await shopsJson(db, rows, c.get('now')()));
  });

  app.get('/supervisor/giftshops', async (c) => {
    const user = requireRole(c, 'supervisor', 'salesperson');
    const db = c.get('db');
    let rows: ShopRow[];
    if (user.role === 'supervisor') {
      rows = await db.select().from(giftShops).orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    } else {
      const mine = await db
        .select({ id: salespersonUsers.userId })
        .from(salespersonUsers)
        .where(eq(salespersonUsers.salespersonId, user.id));
      const owners = [user.id, ...mine.map((m) => m.id)];
      rows = await db
        .select()
        .from(giftShops)
        .where(inArray(giftShops.userId, owners))
        .orderBy(desc(giftShops.createdAt), asc(giftShops.id));
    }
    return c.json(await shopsJson(db, rows, c.get('now')()));
  });

  // 'Disponering' (an extension: giftshop-disposition.ts).
  registerDispositionRoutes(app);

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
    await db
      .update(sessions)
      .set({ actingAsUserId: target === user.id ? null : target })
      .where(eq(sessions.id, session.id));
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
          const [row] = await tx
            .insert(giftShops)
            .values({ id, name, userId: actor.id, customerId: actor.customerId, requireddefaultproducts: 1 })
            .returning();
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
    ensureFresh(shop, body.lastupdate);
    const db = c.get('db');
    const actor = requireActor(c);

    const startdate = body.startdate !== undefined ? body.startdate : shop.startdate;
    const enddate = body.enddate !== undefined ? body.enddate : shop.enddate;
    if (startdate && enddate && enddate < startdate)
      throw badRequest('enddate must not be before startdate', 'enddate');
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
      if (bad >= 0)
        throw badRequest(
          `Default gift ${body.defaultproducts[bad]} is not in the assortment`,
          `defaultproducts.${bad}`,
        );
      if (new Set(body.defaultproducts).size !== body.defaultproducts.length)
        throw badRequest('Default gifts must be distinct', 'defaultproducts');
    }
    if (defaults.length > required) throw badRequest(`At most ${required} default gifts`, 'defaultproducts');

    let deliveryAddressId = shop.deliveryAddressId;
    let delivery = shop.delivery;
    if (body.delivery) {
      delivery = body.delivery.date;
      if (body.delivery.address === null) deliveryAddressId = null;
      else {
        const addressId = serialId(body.delivery.address.id);
        const [address] =
          addressId !== null
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
        updatedAt: nextLastupdate(c.get('now')()),
      })
      // Conditional in the same statement: a save between the check above and here makes this one stale too.
      .where(
        body.lastupdate !== undefined
          ? and(eq(giftShops.id, shop.id), lastupdateIs(body.lastupdate))
          : eq(giftShops.id, shop.id),
      )
      .returning();
    if (!updated) {
      if (body.lastupdate !== undefined && (await loadShop(db, shop.id)))
        throw conflict(GIFTSHOP_TEXTS.stale, 'lastupdate');
      throw notFound(GIFTSHOP_TEXTS.unknownShop);
    }
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
    const [updated] = await db
      .update(giftShops)
      .set({ status: 1, updatedAt: nextLastupdate(c.get('now')()) })
      .where(eq(giftShops.id, shop.id))
      .returning();
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
    const code = await loadCode(db, body.id);
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

  // Recipient: fetch own code, choose the gifts (giftshop-recipient.ts).
  recipientRoutes(app, codeGuesses);

  // ---- one shop ---------------------------------------------------------------------------------

  app.get('/:id/request-cards', requireXsrf, async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    await c
      .get('db')
      .update(giftShops)
      .set({ cardsrequested: true, updatedAt: nextLastupdate(c.get('now')()) })
      .where(eq(giftShops.id, shop.id));
    return c.json({ success: true });
  });

  app.post('/:id/default-assortment', async (c) => {
    const shop = await manageableShop(c, shopParam(c));
    ensureNotClosed(c, shop);
    const body = await jsonBody(c, DefaultAssortmentRequest);
    const bad = body.defaultproducts.findIndex((id) => !shop.products.includes(id));
    if (bad >= 0)
      throw badRequest(`Default gift ${body.defaultproducts[bad]} is not in the assortment`, `defaultproducts.${bad}`);
    if (new Set(body.defaultproducts).size !== body.defaultproducts.length)
      throw badRequest('Default gifts must be distinct', 'defaultproducts');
    if (body.defaultproducts.length > shop.requireddefaultproducts) {
      throw badRequest(`At most ${shop.requireddefaultproducts} default gifts`, 'defaultproducts');
    }
    const db = c.get('db');
    const [updated] = await db
      .update(giftShops)
      .set({ defaultproducts: body.defaultproducts, updatedAt: nextLastupdate(c.get('now')()) })
      .where(eq(giftShops.id, shop.id))
      .returning();
    if (!updated) throw notFound(GIFTSHOP_TEXTS.unknownShop);
    return c.json(await shopJson(db, updated, c.get('now')()));
  });

  registerCodeRoutes(app);

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
