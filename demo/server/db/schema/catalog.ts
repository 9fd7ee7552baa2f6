// Catalogue tables (CATALOG helper): products, variants, categories, brands, bulk discounts, duties,
// CMS pages, navigation and Danish addresses. (View events live in commerce.ts `events`.)
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Postgres `tsvector`, used for generated full-text search columns. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** An icon shown on a product card (certification marks and the like). */
export interface ProductIcon {
  name: string;
  title: string;
}

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/** Three-level category tree: level 1 has no parent. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    level: integer('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('danish'::regconfig, ${categories.name} || ' ' || ${categories.description})`,
    ),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_search_idx').using('gin', t.search),
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** Brand and category path names, so the full-text vector can include them (kept in sync by the seed). */
    keywords: text('keywords').notNull().default(''),
    unit: text('unit').notNull().default('stk'),
    colli: integer('colli').notNull().default(1),
    allowPurchase: boolean('allow_purchase').notNull().default(true),
    showStock: boolean('show_stock').notNull().default(true),
    showPrices: boolean('show_prices').notNull().default(true),
    hasVariants: boolean('has_variants').notNull().default(false),
    /** Unit price excluding VAT (DKK). */
    priceExVat: numeric('price_ex_vat', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Normal (before-offer) unit price excluding VAT; above priceExVat when the product is on offer. */
    standardPriceExVat: numeric('standard_price_ex_vat', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    deliveryMessage: text('delivery_message').notNull().default(''),
    restockMessage: text('restock_message').notNull().default(''),
    showDeliveryMessageOnLists: boolean('show_delivery_message_on_lists').notNull().default(false),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    icons: jsonb('icons').$type<ProductIcon[]>().notNull().default([]),
    longDescription: text('long_description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        // name and sku (A), brand and category names (B). The long description is left out on purpose:
        // it made every vector ~5x larger (slower scans) and its marketing words produced noisy hits.
        sql`setweight(to_tsvector('danish'::regconfig, ${products.name}), 'A') || setweight(to_tsvector('simple'::regconfig, ${products.sku}), 'A') || setweight(to_tsvector('danish'::regconfig, ${products.keywords}), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_brand_idx').on(t.brandId),
    // covering index: category listings and facet counts read it without touching the wide rows
    index('products_category_listing_idx').on(t.categoryId, t.brandId, t.priceExVat, t.popularity, t.createdAt, t.id),
    index('products_popularity_idx').on(t.popularity),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** First dimension, e.g. colour ("Blå"). */
    dimension1Code: text('dimension1_code').notNull().default(''),
    /** Second dimension, e.g. size ("L"); empty when the product varies in one dimension only. */
    dimension2Code: text('dimension2_code').notNull().default(''),
    dimensionCount: integer('dimension_count').notNull().default(1),
    allowPurchase: boolean('allow_purchase').notNull().default(true),
    unit: text('unit').notNull().default('stk'),
    colli: integer('colli').notNull().default(1),
    stock: integer('stock').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId), uniqueIndex('variants_sku_idx').on(t.sku)],
);

/** Quantity tiers: from `minQuantity` units the unit price ex VAT is `priceExVat`. */
export const bulkDiscounts = pgTable(
  'bulk_discounts',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceExVat: numeric('price_ex_vat', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.minQuantity] })],
);

/** Duties (afgifter) charged per unit, e.g. Miljøafgift or Pant. */
export const duties = pgTable('duties', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  amountExVat: numeric('amount_ex_vat', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

export const productDuties = pgTable(
  'product_duties',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dutyId: text('duty_id')
      .notNull()
      .references(() => duties.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dutyId] })],
);

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    title: text('title').notNull(),
    url: text('url').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Pages returned by `content/custom` (footer/service links). */
    custom: boolean('custom').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('danish'::regconfig, ${cmsPages.title}), 'A') || setweight(to_tsvector('danish'::regconfig, ${cmsPages.summary}), 'B') || setweight(to_tsvector('danish'::regconfig, regexp_replace(${cmsPages.body}, '<[^>]*>', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('cms_pages_parent_idx').on(t.parentId),
    index('cms_pages_search_idx').using('gin', t.search),
    index('cms_pages_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const navigationNodes = pgTable(
  'navigation_nodes',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    title: text('title').notNull(),
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('navigation_nodes_parent_idx').on(t.parentId)],
);

/** Danish street addresses for the address suggestion endpoint. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    /** "Vestergade 12, 8000 Aarhus C" */
    full: text('full').notNull(),
  },
  (t) => [index('addresses_full_trgm_idx').using('gin', t.full.op('gin_trgm_ops'))],
);

/**
 * Distinct words of product names, brands and categories (filled by `refreshSearchWords`), with a trigram
 * index: a mistyped search term ("kuglepn") is corrected to the most similar known word ("kuglepen")
 * before the full-text search, the pg_trgm spelling-suggestion pattern.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** number of products containing the word */
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
