/**
 * Database reads for the demo site's server-rendered pages (read only; the API routes do the writes).
 * Uses CATALOG's and COMMERCE's Drizzle tables; no hand-built SQL strings.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  bulkDiscounts,
  categories,
  duties,
  outbox,
  productDuties,
  products,
  variants,
} from '../db/schema/index.ts';

export interface NavCategory {
  id: string;
  name: string;
  children: NavCategory[];
}

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/** The fields a product card needs. */
export interface CardProduct {
  id: string;
  sku: string;
  name: string;
  unit: string;
  colli: number;
  priceExVat: number;
  standardPriceExVat: number;
  showPrices: boolean;
  stock: number;
  showStock: boolean;
  deliveryMessage: string;
  showDeliveryMessageOnLists: boolean;
  badges: string[];
  images: string[];
  brandName: string | null;
  /** Bought per variant (the card links to the product page instead of an add-to-cart control). */
  hasVariants: boolean;
}

const cardColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  unit: products.unit,
  colli: products.colli,
  priceExVat: products.priceExVat,
  standardPriceExVat: products.standardPriceExVat,
  showPrices: products.showPrices,
  stock: products.stock,
  showStock: products.showStock,
  deliveryMessage: products.deliveryMessage,
  showDeliveryMessageOnLists: products.showDeliveryMessageOnLists,
  badges: products.badges,
  images: products.images,
  brandName: brands.name,
  hasVariants: products.hasVariants,
};

/** The three-level category tree (sorted), as the main navigation shows it. */
export async function categoryTree(db: Db): Promise<NavCategory[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.name));
  const byId = new Map<string, NavCategory>();
  for (const r of rows) byId.set(r.id, { id: r.id, name: r.name, children: [] });
  const roots: NavCategory[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** The category and its ancestors, root first. */
export async function categoryPath(db: Db, id: string): Promise<CategoryRow[]> {
  const path: CategoryRow[] = [];
  let current: string | null = id;
  for (let depth = 0; current && depth < 10; depth++) {
    const row = await findCategory(db, current);
    if (!row) break;
    path.unshift(row);
    current = row.parentId;
  }
  return path;
}

export async function childCategories(db: Db, id: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.parentId, id))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Ids of a category and every category below it. */
async function descendantIds(db: Db, id: string): Promise<string[]> {
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}

/** One page of the products in a category and its sub-categories, most popular first. */
export async function categoryProducts(
  db: Db,
  id: string,
  page: number,
  pageSize: number,
): Promise<{ total: number; items: CardProduct[] }> {
  const ids = await descendantIds(db, id);
  const where = inArray(products.categoryId, ids);
  const [totalRow] = await db.select({ n: count() }).from(products).where(where);
  const items = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total: totalRow?.n ?? 0, items };
}

/** Popular products (spec §9: limit 10, popularity descending). */
export async function popularProducts(db: Db, limit = 10): Promise<CardProduct[]> {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
}

/** Card data for the given ids, in the order given. */
export async function productsByIds(db: Db, ids: string[]): Promise<CardProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CardProduct => !!r);
}

export interface ProductDetail {
  product: ProductRow;
  brandName: string | null;
  duties: { name: string; amountExVat: number }[];
  bulk: { minQuantity: number; priceExVat: number }[];
}

export async function productDetail(db: Db, id: string): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ product: products, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return undefined;
  const dutyRows = await db
    .select({ name: duties.name, amountExVat: duties.amountExVat })
    .from(productDuties)
    .innerJoin(duties, eq(duties.id, productDuties.dutyId))
    .where(eq(productDuties.productId, id))
    .orderBy(asc(duties.name));
  const bulk = await db
    .select({ minQuantity: bulkDiscounts.minQuantity, priceExVat: bulkDiscounts.priceExVat })
    .from(bulkDiscounts)
    .where(eq(bulkDiscounts.productId, id))
    .orderBy(asc(bulkDiscounts.minQuantity));
  return { product: row.product, brandName: row.brandName, duties: dutyRows, bulk };
}

export interface VariantRow {
  id: string;
  sku: string;
  name: string;
  allowPurchase: boolean;
  unit: string;
  colli: number;
  stock: number;
}

/** A product's variants in their sort order. */
export async function productVariants(db: Db, productId: string): Promise<VariantRow[]> {
  return db
    .select({
      id: variants.id,
      sku: variants.sku,
      name: variants.name,
      allowPurchase: variants.allowPurchase,
      unit: variants.unit,
      colli: variants.colli,
      stock: variants.stock,
    })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.sortOrder), asc(variants.sku));
}

/** Lowest bulk price per product, for the card's 'From' price (spec §9). */
export async function lowestBulkPrices(db: Db, ids: string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (!ids.length) return map;
  const rows = await db
    .select({ productId: bulkDiscounts.productId, priceExVat: bulkDiscounts.priceExVat })
    .from(bulkDiscounts)
    .where(inArray(bulkDiscounts.productId, ids));
  for (const r of rows) {
    const prev = map.get(r.productId);
    if (prev === undefined || r.priceExVat < prev) map.set(r.productId, r.priceExVat);
  }
  return map;
}

/** Other products in the same category (product page "related"). */
export async function relatedProducts(db: Db, product: ProductRow, limit = 5): Promise<CardProduct[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.categoryId, product.categoryId)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit + 1);
  return rows.filter((r) => r.id !== product.id).slice(0, limit);
}

/** The e-mail outbox, newest first. */
export async function outboxRows(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.created), desc(outbox.id)).limit(limit);
}
