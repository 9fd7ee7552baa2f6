// Maps catalogue rows to the API's Product / Price / Variant JSON (src/api/schemas/product.ts).
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { brands, bulkDiscounts, duties, productDuties, products, variants } from '../db/schema/catalog.ts';
import type { BulkDiscount, Duty, Price, Product, StockMessage, Variant } from '../../../src/api/schemas/index.ts';
import { roundMoney } from '../../../src/domain/money.ts';

export const VAT_RATE = 0.25;
export const CURRENCY = 'DKK';
/** B2B shop: prices are shown excluding VAT by default. */
export const SHOW_PRICES_INC_VAT = false;

/** A product row without the search vector. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search'>;

/** Price object for a unit price ex VAT (and the normal price ex VAT, for offers). */
export function priceJson(priceExVat: number, standardExVat: number = priceExVat): Price {
  const ex = roundMoney(priceExVat);
  const standard = roundMoney(Math.max(standardExVat, ex));
  const onDiscount = standard > ex;
  return {
    currency: CURRENCY,
    priceincvat: roundMoney(ex * (1 + VAT_RATE)),
    priceexvat: ex,
    standardsalesprice: standard,
    ondiscount: onDiscount,
    discountpercentage: onDiscount ? Math.round((1 - ex / standard) * 100) : 0,
    showpricesincvat: SHOW_PRICES_INC_VAT,
    priceexvatasnumeric: ex,
  };
}

export function stockMessageJson(row: {
  stock: number;
  deliveryMessage: string;
  restockMessage: string;
  showDeliveryMessageOnLists: boolean;
}): StockMessage {
  const inStock = row.stock > 0;
  return {
    icon: inStock ? 'check' : 'clock',
    color: inStock ? '#1a7f37' : '#bc4c00',
    message: inStock ? 'På lager' : 'Ikke på lager',
    restockmessage: row.restockMessage,
    instock: Math.max(0, row.stock),
    deliverymessage: row.deliveryMessage,
    showdeliverymessageonlists: row.showDeliveryMessageOnLists,
  };
}

/** Loads the related rows (brand, bulk discounts, duties) and builds Product JSON, keeping `rows` order. */
export async function productsJson(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const [brandRows, tierRows, dutyRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)),
    db
      .select()
      .from(bulkDiscounts)
      .where(inArray(bulkDiscounts.productId, ids))
      .orderBy(asc(bulkDiscounts.productId), asc(bulkDiscounts.minQuantity)),
    db
      .select({ productId: productDuties.productId, name: duties.name, amount: duties.amountExVat })
      .from(productDuties)
      .innerJoin(duties, eq(duties.id, productDuties.dutyId))
      .where(inArray(productDuties.productId, ids)),
  ]);
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const tiers = new Map<string, BulkDiscount[]>();
  for (const t of tierRows) {
    const list = tiers.get(t.productId) ?? [];
    list.push({ quantity: t.minQuantity, price: priceJson(Number(t.priceExVat)) });
    tiers.set(t.productId, list);
  }
  const dutyMap = new Map<string, Duty[]>();
  for (const d of dutyRows) {
    const list = dutyMap.get(d.productId) ?? [];
    const ex = roundMoney(Number(d.amount));
    list.push({
      name: d.name,
      currency: CURRENCY,
      priceexvat: ex,
      priceincvat: roundMoney(ex * (1 + VAT_RATE)),
      showpricesincvat: SHOW_PRICES_INC_VAT,
    });
    dutyMap.set(d.productId, list);
  }
  return rows.map((r) =>
    productJson(r, brandName.get(r.brandId) ?? null, tiers.get(r.id) ?? [], dutyMap.get(r.id) ?? []),
  );
}

export function productJson(r: ProductRow, brand: string | null, tiers: BulkDiscount[], dutyList: Duty[]): Product {
  const image = r.images[0] ?? `/images/products/${r.id}.svg`;
  return {
    id: r.id,
    name: r.name,
    image,
    images: (r.images.length > 0 ? r.images : [image]).map((url) => ({ url })),
    imagewidth: 400,
    imageheight: 300,
    badges: r.badges,
    icons: r.icons.map((i) => ({ url: `/images/icons/${i.name}.svg`, title: i.title })),
    url: `/product/${r.id}`,
    unit: r.unit,
    sku: r.sku,
    colli: r.colli,
    hasvariants: r.hasVariants,
    allowpurchase: r.allowPurchase,
    showstock: r.showStock,
    showprices: r.showPrices,
    price: r.showPrices ? priceJson(Number(r.priceExVat), Number(r.standardPriceExVat)) : null,
    bulkdiscounts: r.showPrices ? tiers : [],
    longdescription: r.longDescription,
    duties: dutyList,
    stockmessage: r.showStock ? stockMessageJson(r) : null,
    brand,
    categoryid: r.categoryId,
  };
}

/**
 * The rows of productsByIds: one prepared statement whatever the number of ids (`= any($1)` over a text array,
 * not an `IN` list whose SQL text changes with its length).
 */
const productRowsByIds = prepared('products_by_ids', (db, name) => {
  const { search: _search, ...columns } = getTableColumns(products);
  return db
    .select({
      ...columns,
      brandName: brands.name,
      tiers: sql<
        LoadedRow['tiers']
      >`(SELECT json_agg(json_build_object('q', bd.min_quantity, 'p', bd.price_ex_vat) ORDER BY bd.min_quantity)
        FROM ${bulkDiscounts} bd WHERE bd.product_id = ${products.id})`,
      dutyList: sql<
        LoadedRow['dutyList']
      >`(SELECT json_agg(json_build_object('name', d.name, 'amount', d.amount_ex_vat) ORDER BY d.name)
        FROM ${productDuties} pd JOIN ${duties} d ON d.id = pd.duty_id WHERE pd.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare(name);
});

interface LoadedRow extends ProductRow {
  brandName: string | null;
  tiers: Array<{ q: number; p: string | number }> | null;
  dutyList: Array<{ name: string; amount: string | number }> | null;
}

/**
 * Products by id, in the order of `ids` (unknown ids left out, duplicates once). One query: the product
 * columns (not the search vector), the brand name and the bulk discounts and duties as JSON.
 */
export async function productsByIds(db: Db, ids: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = (await productRowsByIds(db).execute({ ids: wanted })) as LoadedRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted
    .map((id) => byId.get(id))
    .filter((r): r is LoadedRow => r !== undefined)
    .map((r) => {
      const tiers = (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as LoadedRow['tiers'];
      const dutyList = (typeof r.dutyList === 'string' ? JSON.parse(r.dutyList) : r.dutyList) as LoadedRow['dutyList'];
      return productJson(
        r,
        r.brandName,
        (tiers ?? []).map((t) => ({ quantity: Number(t.q), price: priceJson(Number(t.p)) })),
        (dutyList ?? []).map((d) => {
          const ex = roundMoney(Number(d.amount));
          return {
            name: d.name,
            currency: CURRENCY,
            priceexvat: ex,
            priceincvat: roundMoney(ex * (1 + VAT_RATE)),
            showpricesincvat: SHOW_PRICES_INC_VAT,
          };
        }),
      );
    });
}

/** The variants of a product (empty when it has none or does not exist). */
export async function variantsJson(db: Db, productId: string): Promise<Variant[]> {
  const rows = await db
    .select({ v: variants, p: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.sortOrder));
  return rows.map(({ v, p }) => ({
    id: v.id,
    productid: v.productId,
    sku: v.sku,
    allowpurchase: v.allowPurchase && p.allowPurchase,
    unit: v.unit,
    colli: v.colli,
    dimension1code: v.dimension1Code,
    dimension2code: v.dimension2Code === '' ? null : v.dimension2Code,
    dimensioncount: v.dimensionCount,
    price: p.showPrices ? priceJson(Number(p.priceExVat), Number(p.standardPriceExVat)) : null,
    stockmessage: p.showStock ? stockMessageJson({ ...p, stock: v.stock }) : null,
  }));
}
