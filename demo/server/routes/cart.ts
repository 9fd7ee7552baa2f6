/**
 * `/contextapi/{context}/v1/cart/*` and `/freegift/*` (spec §7). The current cart belongs to the
 * session (guest or signed in); every cart-changing call answers with the full Cart.
 * Quantities are rounded up to the pack size (colli); quantity 0 removes a line; the line key is
 * productid + variantid. GET calls that change state (emptycart, change, freegift add/remove) need
 * the X-XSRF-TOKEN header like POSTs.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AddFreeGiftQuery } from '../../../src/api/schemas/freegift.ts';
import {
  AddToCartFromListRequest,
  AddToCartRequest,
  ChangeCartQuery,
  RelatedProductsQuery,
  type CsvRejectCode,
} from '../../../src/api/schemas/cart.ts';
import { prepared } from '../db/prepared.ts';
import { products } from '../db/schema/catalog.ts';
import { cartLines, carts } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../middleware/auth.ts';
import { ApiError, badRequest } from '../middleware/errors.ts';
import { ensureSession } from '../middleware/session.ts';
import { jsonBody, queryParams } from '../middleware/validate.ts';
import { requireXsrf } from '../middleware/xsrf.ts';
import {
  computeCart,
  deliveryJson,
  FREE_GIFT_LIMIT,
  FREE_GIFT_PRODUCTS,
  lineColli,
  loadLines,
  retentionCart,
  type CartRow,
} from './cart-model.ts';
import { MAX_CSV_BYTES, parseCsv, readCsv } from './cart-csv.ts';
import { fullProducts } from './products-full.ts';
import { purchaseProducts, type PurchaseProduct } from './products-lookup.ts';
import { roundMoney, roundUpToColli } from '../../../src/domain/index.ts';
import { formatDkk, MAX_LINE_QUANTITY } from './shared.ts';

type Ctx = Context<AppEnv>;

const cartBySession = prepared('cart_by_session', (db, name) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.sessionId, sql.placeholder('sessionId')))
    .limit(1)
    .prepare(name),
);

/** The session's cart row, or null (no session or no cart yet). */
async function currentCart(c: Ctx): Promise<CartRow | null> {
  const session = c.get('session');
  if (!session) return null;
  const [row] = await cartBySession(c.get('db')).execute({ sessionId: session.id });
  return row ?? null;
}

/** The session's cart, created (with a guest session if needed) when missing. */
async function ensureCart(c: Ctx): Promise<CartRow> {
  const session = await ensureSession(c);
  const db = c.get('db');
  const user = c.get('user');
  await db
    .insert(carts)
    .values({ sessionId: session.id, userId: user?.id ?? null })
    .onConflictDoNothing();
  const [row] = await db.select().from(carts).where(eq(carts.sessionId, session.id)).limit(1);
  if (!row) throw new Error('cart could not be created');
  return row;
}

async function cartJson(c: Ctx, cartId: number | null) {
  const db = c.get('db');
  return (await computeCart(db, await loadLines(db, cartId))).json;
}

interface LineChange {
  productid: string;
  variantid?: string | null;
  quantity: number;
  addonproductids?: string[];
}

/** Checks a change against the catalogue: 400 naming the field (prefix e.g. `items.3.`). */
function resolveLine(
  change: LineChange,
  p: PurchaseProduct | undefined,
  prefix: string,
): { variantId: string; colli: number } {
  if (!p) throw badRequest(`Unknown product ${change.productid}`, `${prefix}productid`);
  const variantId = change.variantid ?? '';
  if (variantId) {
    const variant = p.variants.get(variantId);
    if (!variant) throw badRequest(`Unknown variant ${variantId} of product ${p.id}`, `${prefix}variantid`);
    if (!variant.allowPurchase && change.quantity > 0)
      throw badRequest(`Variant ${variantId} cannot be purchased`, `${prefix}variantid`);
  } else if (p.hasVariants && p.variants.size > 0 && change.quantity > 0) {
    throw badRequest(`Product ${p.id} has variants: variantid is required`, `${prefix}variantid`);
  }
  if (!p.allowPurchase && change.quantity > 0)
    throw badRequest(`Product ${p.id} cannot be purchased`, `${prefix}productid`);
  return { variantId, colli: lineColli(p, variantId) };
}

/**
 * Applies changes in one transaction. mode 'set': quantity is the new line quantity (0 removes);
 * mode 'add': quantity is added to the line. Quantities are rounded up to colli.
 */
async function applyChanges(
  c: Ctx,
  changes: LineChange[],
  mode: 'set' | 'add',
  prefix: (i: number) => string,
): Promise<number> {
  const db = c.get('db');
  const ids = changes.flatMap((ch) => [ch.productid, ...(ch.addonproductids ?? [])]);
  const catalogue = await purchaseProducts(db, ids);
  // Validate everything before writing anything (no partial writes).
  const resolved = changes.map((ch, i) => {
    const line = resolveLine(ch, catalogue.get(ch.productid), prefix(i));
    const addons = (ch.addonproductids ?? []).map((addonId, k) => {
      const addon = catalogue.get(addonId);
      if (!addon) throw badRequest(`Unknown add-on product ${addonId}`, `${prefix(i)}addonproductids.${k}`);
      if (!addon.allowPurchase)
        throw badRequest(`Add-on ${addonId} cannot be purchased`, `${prefix(i)}addonproductids.${k}`);
      return addon;
    });
    return { ch, index: i, ...line, addons };
  });
  const cart = await ensureCart(c);
  await db.transaction(async (tx) => {
    for (const { ch, index, variantId, colli, addons } of resolved) {
      const [existing] = await tx
        .select()
        .from(cartLines)
        .where(
          and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, ch.productid), eq(cartLines.variantId, variantId)),
        )
        .limit(1);
      const wanted = mode === 'add' ? (existing?.quantity ?? 0) + ch.quantity : ch.quantity;
      // Adding to a line must not grow it without bound (the database column would overflow); the whole
      // change is refused and rolled back.
      if (wanted > MAX_LINE_QUANTITY) {
        throw badRequest(
          `At most ${MAX_LINE_QUANTITY} of one item in the cart (the line would hold ${wanted})`,
          `${prefix(index)}quantity`,
        );
      }
      const quantity = roundUpToColli(wanted, colli);
      if (quantity <= 0) {
        await tx
          .delete(cartLines)
          .where(
            and(
              eq(cartLines.cartId, cart.id),
              eq(cartLines.productId, ch.productid),
              eq(cartLines.variantId, variantId),
            ),
          );
        // Add-ons go with their parent.
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.addonParent, ch.productid)));
        continue;
      }
      await tx
        .insert(cartLines)
        .values({ cartId: cart.id, productId: ch.productid, variantId, quantity })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
          set: { quantity },
        });
      for (const addon of addons) {
        const addonQty = roundUpToColli(quantity, addon.colli);
        await tx
          .insert(cartLines)
          .values({
            cartId: cart.id,
            productId: addon.id,
            variantId: '',
            quantity: addonQty,
            addonParent: ch.productid,
          })
          .onConflictDoUpdate({
            target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
            set: { quantity: addonQty, addonParent: ch.productid },
          });
      }
    }
    await tx
      .update(carts)
      .set({ updatedAt: c.get('now')() })
      .where(eq(carts.id, cart.id));
  });
  return cart.id;
}

// ---- free gift ------------------------------------------------------------------------------------

async function freeGiftJson(c: Ctx, cart: CartRow | null) {
  const db = c.get('db');
  const { subtotalExVat } = await computeCart(db, await loadLines(db, cart?.id ?? null));
  const obtained = subtotalExVat >= FREE_GIFT_LIMIT;
  const selected = obtained && cart && !cart.freeGiftRemoved ? (cart.freeGiftProductId ?? FREE_GIFT_PRODUCTS[0]) : null;
  return {
    products: await fullProducts(db, FREE_GIFT_PRODUCTS),
    removable: true,
    freegiftpossible: true,
    freegiftobtained: obtained,
    displayfreegiftlimit: formatDkk(FREE_GIFT_LIMIT),
    displayfreegiftdiff: formatDkk(Math.max(0, FREE_GIFT_LIMIT - subtotalExVat)),
    freegiftlimit: FREE_GIFT_LIMIT,
    freegiftdiff: roundMoney(Math.max(0, FREE_GIFT_LIMIT - subtotalExVat)),
    selectedproductid: selected,
  };
}

// ---- routes ---------------------------------------------------------------------------------------

export function cartRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/getcart', async (c) => {
    const cart = await currentCart(c);
    return c.json(await cartJson(c, cart?.id ?? null));
  });

  app.get('/getcurrentdelivery', async (c) => {
    const cart = await currentCart(c);
    const db = c.get('db');
    const lines = await loadLines(db, cart?.id ?? null);
    const computed = await computeCart(db, lines);
    return c.json(deliveryJson(computed.subtotalExVat, computed.json.items.length > 0));
  });

  app.get('/getrelatedproducts', async (c) => {
    const { limit } = queryParams(c, RelatedProductsQuery);
    const db = c.get('db');
    const cart = await currentCart(c);
    const lines = await loadLines(db, cart?.id ?? null);
    const inCart = [...new Set(lines.map((l) => l.productId))];
    let ids: string[];
    if (inCart.length > 0) {
      const categoryRows = await db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(inArray(products.id, inCart));
      const categories = [...new Set(categoryRows.map((r) => r.categoryId))];
      const related = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.categoryId, categories),
            notInArray(products.id, inCart),
            eq(products.allowPurchase, true),
          ),
        )
        .orderBy(desc(products.popularity), products.id)
        .limit(limit);
      ids = related.map((r) => r.id);
      if (ids.length < limit) {
        const more = await db
          .select({ id: products.id })
          .from(products)
          .where(and(notInArray(products.id, [...inCart, ...ids]), eq(products.allowPurchase, true)))
          .orderBy(desc(products.popularity), products.id)
          .limit(limit - ids.length);
        ids.push(...more.map((r) => r.id));
      }
    } else {
      const popular = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.allowPurchase, true))
        .orderBy(desc(products.popularity), products.id)
        .limit(limit);
      ids = popular.map((r) => r.id);
    }
    return c.json(await fullProducts(db, ids));
  });

  app.post('/addorupdatecart', async (c) => {
    const body = await jsonBody(c, AddToCartRequest);
    const cartId = await applyChanges(c, [body], 'set', () => '');
    return c.json(await cartJson(c, cartId));
  });

  app.post('/addorupdatecartfromlist', async (c) => {
    const { items } = await jsonBody(c, AddToCartFromListRequest);
    const cartId = await applyChanges(c, items, 'add', (i) => `items.${i}.`);
    return c.json(await cartJson(c, cartId));
  });

  app.get('/emptycart', requireXsrf, async (c) => {
    const cart = await currentCart(c);
    if (cart) {
      await c.get('db').delete(cartLines).where(eq(cartLines.cartId, cart.id));
    }
    return c.json(await cartJson(c, cart?.id ?? null));
  });

  app.get('/getretentioncart', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ items: [] });
    const db = c.get('db');
    const saved = await retentionCart(db, user.id);
    const computed = await computeCart(db, await loadLines(db, saved?.id ?? null));
    return c.json({
      items: computed.json.items.map((item) => ({
        imageurl: (item.image as string) ?? '',
        quantity: item.quantity,
        name: item.name,
        productid: item.productid,
        variantid: item.variantid,
        addonparent: item.addonparent,
        lineprice: item.lineprice,
        displaylineprice: item.displaylineprice,
      })),
    });
  });

  // After sign-in: replace the current cart by the saved one, or merge them (merge=true).
  app.get('/change', requireXsrf, async (c) => {
    const { merge } = queryParams(c, ChangeCartQuery);
    const user = requireUser(c);
    const db = c.get('db');
    const saved = await retentionCart(db, user.id);
    const cart = await ensureCart(c);
    if (saved && saved.id !== cart.id) {
      const savedLines = await loadLines(db, saved.id);
      const catalogue = await purchaseProducts(
        db,
        savedLines.map((l) => l.productId),
      );
      await db.transaction(async (tx) => {
        if (!merge) await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        for (const line of savedLines) {
          const p = catalogue.get(line.productId);
          if (!p) continue;
          const colli = lineColli(p, line.variantId);
          await tx
            .insert(cartLines)
            .values({
              cartId: cart.id,
              productId: line.productId,
              variantId: line.variantId,
              quantity: roundUpToColli(line.quantity, colli),
              addonParent: line.addonParent,
            })
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.productId, cartLines.variantId],
              set: {
                quantity: sql`(ceil((${cartLines.quantity} + ${line.quantity})::numeric / ${colli}) * ${colli})::int`,
              },
            });
        }
        await tx.delete(carts).where(eq(carts.id, saved.id));
        await tx
          .update(carts)
          .set({ userId: user.id, updatedAt: c.get('now')() })
          .where(eq(carts.id, cart.id));
      });
    }
    return c.json(await cartJson(c, cart.id));
  });

  app.post(
    '/csvimporttocart',
    bodyLimit({
      maxSize: MAX_CSV_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError(413, 'The CSV file is larger than 1 MB', 'file');
      },
    }),
    async (c) => {
      const text = await readCsv(c);
      const { rows, errors } = parseCsv(text);
      if (rows.length > 1000) throw badRequest('At most 1000 lines per import', 'file');
      const db = c.get('db');
      // Identify by product id, product sku or variant sku.
      const idents = [...new Set(rows.map((r) => r.identifier))];
      const byId = await purchaseProducts(db, idents);
      const skuRows = idents.length
        ? await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, idents))
        : [];
      const bySku = await purchaseProducts(
        db,
        skuRows.map((r) => r.id),
      );
      const variantOwners = idents.length
        ? (
            (await db.execute(sql`select id, product_id, sku from variants where sku in ${idents}`)) as unknown as {
              rows: Array<{ id: string; product_id: string; sku: string }>;
            }
          ).rows
        : [];
      const byVariant = await purchaseProducts(
        db,
        variantOwners.map((r) => r.product_id),
      );
      const changes: LineChange[] = [];
      const changeLines: number[] = [];
      for (const row of rows) {
        let p = byId.get(row.identifier);
        let variantid: string | null = null;
        if (!p) {
          const sku = skuRows.find((r) => r.sku === row.identifier);
          p = sku ? bySku.get(sku.id) : undefined;
        }
        if (!p) {
          const v = variantOwners.find((r) => r.sku === row.identifier);
          if (v) {
            p = byVariant.get(v.product_id);
            variantid = v.id;
          }
        }
        if (!p) {
          errors.push({ line: row.line, value: row.value, message: `Unknown item ${row.identifier}`, code: 'unknown' });
          continue;
        }
        try {
          resolveLine({ productid: p.id, variantid, quantity: row.quantity }, p, '');
        } catch (err) {
          const code: CsvRejectCode = variantid
            ? p.variants.get(variantid)?.allowPurchase === false
              ? 'notpurchasable'
              : 'invalid'
            : p.variants.size > 0
              ? 'variantrequired'
              : !p.allowPurchase
                ? 'notpurchasable'
                : 'invalid';
          errors.push({
            line: row.line,
            value: row.value,
            message: err instanceof Error ? err.message : 'Rejected',
            code,
          });
          continue;
        }
        changes.push({ productid: p.id, variantid, quantity: row.quantity });
        changeLines.push(row.line);
      }
      const cartId =
        changes.length > 0
          ? await applyChanges(c, changes, 'add', (i) => `csv.line${changeLines[i] ?? i + 1}.`)
          : ((await currentCart(c))?.id ?? null);
      errors.sort((a, b) => a.line - b.line);
      return c.json({ cart: await cartJson(c, cartId), imported: changes.length, errors });
    },
  );

  return app;
}

export function freegiftRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/getcurrent', async (c) => c.json(await freeGiftJson(c, await currentCart(c))));
  app.get('/add', requireXsrf, async (c) => {
    const { productid } = queryParams(c, AddFreeGiftQuery);
    if (!(FREE_GIFT_PRODUCTS as readonly string[]).includes(productid))
      throw badRequest(`Product ${productid} is not a free gift`, 'productid');
    const cart = await ensureCart(c);
    const [updated] = await c
      .get('db')
      .update(carts)
      .set({ freeGiftProductId: productid, freeGiftRemoved: false, updatedAt: c.get('now')() })
      .where(eq(carts.id, cart.id))
      .returning();
    return c.json(await freeGiftJson(c, updated ?? cart));
  });
  app.get('/remove', requireXsrf, async (c) => {
    const cart = await currentCart(c);
    if (!cart) return c.json(await freeGiftJson(c, null));
    const [updated] = await c
      .get('db')
      .update(carts)
      .set({ freeGiftProductId: null, freeGiftRemoved: true, updatedAt: c.get('now')() })
      .where(eq(carts.id, cart.id))
      .returning();
    return c.json(await freeGiftJson(c, updated ?? cart));
  });
  return app;
}
