/**
 * `/contextapi/{context}/v1/wishlist/*` (spec §7): signed-in users only (401 otherwise). Every call
 * answers with all of the user's lists `{ wishlists }`. A user only ever reaches their own lists
 * (another user's list or item id is a 404).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  AddWishListItemRequest,
  UpdateWishListRequest,
  WishListIdParams,
  WishListItemParams,
} from '../../../src/api/schemas/wishlist.ts';
import { products, variants } from '../db/schema/catalog.ts';
import { wishListItems, wishLists } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { requireActor } from '../middleware/auth.ts';
import { badRequest, notFound } from '../middleware/errors.ts';
import { check, jsonBody } from '../middleware/validate.ts';
import { roundUpToColli } from '../../../src/domain/index.ts';
import { serialId } from './shared.ts';

type Ctx = Context<AppEnv>;

async function listsJson(c: Ctx, userId: number) {
  const db = c.get('db');
  const lists = await db.select().from(wishLists).where(eq(wishLists.userId, userId)).orderBy(asc(wishLists.id));
  const items = lists.length
    ? await db
        .select()
        .from(wishListItems)
        .where(
          inArray(
            wishListItems.listId,
            lists.map((l) => l.id),
          ),
        )
        .orderBy(asc(wishListItems.id))
    : [];
  const productIds = [...new Set(items.map((i) => i.productId))];
  const rows = productIds.length
    ? await db
        .select({ id: products.id, name: products.name, images: products.images })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  return {
    wishlists: lists.map((l) => ({
      id: String(l.id),
      label: l.label,
      items: items
        .filter((i) => i.listId === l.id)
        .map((i) => {
          const p = rows.find((r) => r.id === i.productId);
          return {
            id: String(i.id),
            productid: i.variantId ? i.variantId : i.productId,
            quantity: i.quantity,
            name: p?.name ?? i.productId,
            image: p?.images[0] ?? null,
            url: p ? `/product/${p.id}` : null,
            // Extras: the product and variant behind `productid`, for adding to the cart.
            product: i.productId,
            variantid: i.variantId || null,
          };
        }),
    })),
  };
}

const numericId = (value: string, field: string): number => {
  const n = serialId(value);
  if (n === null) throw badRequest(`${field} is not valid: expected a numeric id`, field);
  return n;
};

async function ownList(c: Ctx, userId: number, id: number) {
  const [list] = await c
    .get('db')
    .select()
    .from(wishLists)
    .where(and(eq(wishLists.id, id), eq(wishLists.userId, userId)))
    .limit(1);
  if (!list) throw notFound('Unknown wish list');
  return list;
}

export function wishlistRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => c.json(await listsJson(c, requireActor(c).id)));

  app.post('/add', async (c) => {
    const user = requireActor(c);
    const body = await jsonBody(c, AddWishListItemRequest);
    const db = c.get('db');
    // `productid` is a variant sku, a product id, a variant id or a product sku.
    const [variant] = await db
      .select()
      .from(variants)
      .where(or(eq(variants.sku, body.productid), eq(variants.id, body.productid)))
      .limit(1);
    const [product] = variant
      ? await db.select().from(products).where(eq(products.id, variant.productId)).limit(1)
      : await db
          .select()
          .from(products)
          .where(or(eq(products.id, body.productid), eq(products.sku, body.productid)))
          .limit(1);
    if (!product) throw badRequest(`Unknown product ${body.productid}`, 'productid');
    const colli = variant?.colli ?? product.colli;
    const quantity = roundUpToColli(body.quantity, colli);
    const label = body.label.trim();
    await db.transaction(async (tx) => {
      await tx.insert(wishLists).values({ userId: user.id, label }).onConflictDoNothing();
      // Row lock on the list: concurrent adds of one product to one list update one item, never insert two.
      const [list] = await tx
        .select()
        .from(wishLists)
        .where(and(eq(wishLists.userId, user.id), eq(wishLists.label, label)))
        .limit(1)
        .for('update');
      if (!list) throw new Error('wish list missing after insert');
      const variantId = variant?.id ?? '';
      const [existing] = await tx
        .select()
        .from(wishListItems)
        .where(
          and(
            eq(wishListItems.listId, list.id),
            eq(wishListItems.productId, product.id),
            eq(wishListItems.variantId, variantId),
          ),
        )
        .limit(1);
      if (existing) await tx.update(wishListItems).set({ quantity }).where(eq(wishListItems.id, existing.id));
      else await tx.insert(wishListItems).values({ listId: list.id, productId: product.id, variantId, quantity });
    });
    return c.json(await listsJson(c, user.id));
  });

  app.post('/updatelist', async (c) => {
    const user = requireActor(c);
    const body = await jsonBody(c, UpdateWishListRequest);
    const list = await ownList(c, user.id, numericId(body.id, 'id'));
    const db = c.get('db');
    const current = await db.select().from(wishListItems).where(eq(wishListItems.listId, list.id));
    const updates = (body.items ?? []).map((item, i) => {
      const row = current.find((r) => String(r.id) === item.id);
      if (!row) throw badRequest(`Unknown item ${item.id} in this list`, `items.${i}.id`);
      return { row, quantity: item.quantity };
    });
    if (body.label !== undefined) {
      const label = body.label.trim();
      const [clash] = await db
        .select()
        .from(wishLists)
        .where(and(eq(wishLists.userId, user.id), eq(wishLists.label, label)))
        .limit(1);
      if (clash && clash.id !== list.id) throw badRequest(`A list named "${label}" already exists`, 'label');
    }
    const colliRows = updates.length
      ? await db
          .select({ id: products.id, colli: products.colli })
          .from(products)
          .where(
            inArray(
              products.id,
              updates.map((u) => u.row.productId),
            ),
          )
      : [];
    await db.transaction(async (tx) => {
      if (body.label !== undefined)
        await tx.update(wishLists).set({ label: body.label.trim() }).where(eq(wishLists.id, list.id));
      for (const { row, quantity } of updates) {
        if (quantity === 0) await tx.delete(wishListItems).where(eq(wishListItems.id, row.id));
        else {
          const colli = colliRows.find((r) => r.id === row.productId)?.colli ?? 1;
          await tx
            .update(wishListItems)
            .set({ quantity: roundUpToColli(quantity, colli) })
            .where(eq(wishListItems.id, row.id));
        }
      }
    });
    return c.json(await listsJson(c, user.id));
  });

  app.delete('/:listid/:itemid', async (c) => {
    const user = requireActor(c);
    const params = check(
      WishListItemParams,
      { listid: c.req.param('listid'), itemid: c.req.param('itemid') },
      'listid',
    );
    const list = await ownList(c, user.id, numericId(params.listid, 'listid'));
    const deleted = await c
      .get('db')
      .delete(wishListItems)
      .where(and(eq(wishListItems.listId, list.id), eq(wishListItems.id, numericId(params.itemid, 'itemid'))))
      .returning({ id: wishListItems.id });
    if (deleted.length === 0) throw notFound('Unknown wish list item');
    return c.json(await listsJson(c, user.id));
  });

  app.delete('/:id', async (c) => {
    const user = requireActor(c);
    const { id } = check(WishListIdParams, { id: c.req.param('id') }, 'id');
    const list = await ownList(c, user.id, numericId(id, 'id'));
    await c.get('db').delete(wishLists).where(eq(wishLists.id, list.id));
    return c.json(await listsJson(c, user.id));
  });

  return app;
}
