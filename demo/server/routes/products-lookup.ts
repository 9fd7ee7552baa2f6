/** Catalogue look-ups the commerce routes need (product short records, purchase data). */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { bulkDiscounts, products, variants } from '../db/schema/catalog.ts';

export interface ProductInfoRecord {
  id: string;
  name: string;
  image: string;
}

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Short records ({ id, name, image }) by id; unknown ids are absent from the map. */
export async function productInfos(db: Db, ids: readonly string[]): Promise<Map<string, ProductInfoRecord>> {
  const wanted = unique(ids);
  const map = new Map<string, ProductInfoRecord>();
  if (wanted.length === 0) return map;
  const rows = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(inArray(products.id, wanted));
  for (const r of rows) map.set(r.id, { id: r.id, name: r.name, image: r.images[0] ?? '' });
  return map;
}

/** Ids (of `ids`) that exist in the catalogue. */
export async function existingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
  return new Set(rows.map((r) => r.id));
}

export interface PurchaseProduct {
  id: string;
  sku: string;
  name: string;
  image: string;
  unit: string;
  colli: number;
  allowPurchase: boolean;
  priceExVat: number;
  standardPriceExVat: number;
  hasVariants: boolean;
  /** Bulk tiers sorted by minQuantity ascending. */
  tiers: Array<{ minQuantity: number; priceExVat: number }>;
  variants: Map<string, { id: string; sku: string; name: string; colli: number; unit: string; allowPurchase: boolean }>;
}

// Prepared (every cart answer with lines prices them): one statement whatever the number of ids.
const anyId = sql`any(${sql.placeholder('ids')}::text[])`;
const purchaseRows = prepared('purchase_products', (db, name) =>
  db
    .select()
    .from(products)
    .where(sql`${products.id} = ${anyId}`)
    .prepare(name),
);
const purchaseTiers = prepared('purchase_bulk_discounts', (db, name) =>
  db
    .select()
    .from(bulkDiscounts)
    .where(sql`${bulkDiscounts.productId} = ${anyId}`)
    .prepare(name),
);
const purchaseVariants = prepared('purchase_variants', (db, name) =>
  db
    .select()
    .from(variants)
    .where(sql`${variants.productId} = ${anyId}`)
    .prepare(name),
);

/** Everything needed to price and validate cart lines, by product id. */
export async function purchaseProducts(db: Db, ids: readonly string[]): Promise<Map<string, PurchaseProduct>> {
  const wanted = unique(ids);
  const map = new Map<string, PurchaseProduct>();
  if (wanted.length === 0) return map;
  const [rows, tierRows, variantRows] = await Promise.all([
    purchaseRows(db).execute({ ids: wanted }),
    purchaseTiers(db).execute({ ids: wanted }),
    purchaseVariants(db).execute({ ids: wanted }),
  ]);
  for (const r of rows) {
    map.set(r.id, {
      id: r.id,
      sku: r.sku,
      name: r.name,
      image: r.images[0] ?? '',
      unit: r.unit,
      colli: r.colli > 0 ? r.colli : 1,
      allowPurchase: r.allowPurchase,
      priceExVat: Number(r.priceExVat),
      standardPriceExVat: Number(r.standardPriceExVat),
      hasVariants: r.hasVariants,
      tiers: [],
      variants: new Map(),
    });
  }
  for (const t of tierRows)
    map.get(t.productId)?.tiers.push({ minQuantity: t.minQuantity, priceExVat: Number(t.priceExVat) });
  for (const p of map.values()) p.tiers.sort((a, b) => a.minQuantity - b.minQuantity);
  for (const v of variantRows) {
    map.get(v.productId)?.variants.set(v.id, {
      id: v.id,
      sku: v.sku,
      name: v.name,
      colli: v.colli > 0 ? v.colli : 1,
      unit: v.unit,
      allowPurchase: v.allowPurchase,
    });
  }
  return map;
}

/** Unit price ex VAT at `quantity` (the best bulk tier reached). */
export function unitPriceAt(p: PurchaseProduct, quantity: number): number {
  let price = p.priceExVat;
  for (const t of p.tiers) if (quantity >= t.minQuantity && t.priceExVat < price) price = t.priceExVat;
  return price;
}
