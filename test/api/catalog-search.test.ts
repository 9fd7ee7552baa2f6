// Catalogue seed and search semantics: the seeded shop's shape, typo tolerance, Danish stemming, ranking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { Product, validate } from '../../src/api/schemas/index.ts';
import {
  addresses,
  bulkDiscounts,
  categories,
  cmsPages,
  navigationNodes,
  productDuties,
  products,
  variants,
} from '../../demo/server/db/schema/catalog.ts';
import { generateProducts, XSS_PRODUCT_ID } from '../../demo/server/seed/catalog.ts';
import { correctTerms, searchProducts } from '../../demo/server/search/search.ts';
import { BASE, setupCatalog, type CatalogTestContext } from './catalog-helpers.ts';

let t: CatalogTestContext;
let all: Map<string, typeof products.$inferSelect>;
const cat = (id: string): string | undefined => all.get(id)?.categoryId;
const brand = (id: string): string | undefined => all.get(id)?.brandId;
beforeAll(async () => {
  t = await setupCatalog();
  all = new Map((await t.db.select().from(products)).map((p) => [p.id, p]));
});
afterAll(async () => {
  await t?.close();
});

const n = async (q: Promise<Array<{ n: number }>>): Promise<number> => Number((await q)[0]?.n ?? 0);

describe('seed', () => {
  it('has 600 products 10001..10600 in a three-level tree, with variants, bulk discounts and duties', async () => {
    const ids = await t.db.select({ id: products.id }).from(products).orderBy(products.id);
    expect(ids).toHaveLength(600);
    expect(ids[0]!.id).toBe('10001');
    expect(ids.at(-1)!.id).toBe('10600');
    const levels = await t.db
      .select({ level: categories.level, n: count() })
      .from(categories)
      .groupBy(categories.level)
      .orderBy(categories.level);
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3]);
    // products hang on leaf categories only
    const onLeaves = await n(
      t.db
        .select({ n: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(categories.level, 3)),
    );
    expect(onLeaves).toBe(600);
    expect(await n(t.db.select({ n: count() }).from(variants))).toBeGreaterThan(100);
    expect(await n(t.db.select({ n: count() }).from(bulkDiscounts))).toBeGreaterThan(200);
    expect(await n(t.db.select({ n: count() }).from(productDuties))).toBeGreaterThan(50);
    expect(await n(t.db.select({ n: count() }).from(cmsPages))).toBeGreaterThanOrEqual(20);
    expect(await n(t.db.select({ n: count() }).from(navigationNodes))).toBeGreaterThan(50);
    expect(await n(t.db.select({ n: count() }).from(addresses))).toBe(200);
    const collis = await t.db.selectDistinct({ colli: products.colli }).from(products);
    expect(collis.map((c) => c.colli)).toEqual(expect.arrayContaining([1, 5, 6, 10, 12, 24]));
  });

  it('has badges, icons, stock messages and offers', async () => {
    const rows = await t.db.select().from(products);
    for (const badge of ['Nyhed', 'Tilbud', 'Bæredygtig'])
      expect(
        rows.some((r) => r.badges.includes(badge)),
        badge,
      ).toBe(true);
    expect(rows.some((r) => r.icons.length > 0)).toBe(true);
    expect(rows.some((r) => r.stock === 0 && r.restockMessage.startsWith('Forventes på lager'))).toBe(true);
    expect(
      rows.filter((r) => r.badges.includes('Tilbud')).every((r) => Number(r.standardPriceExVat) > Number(r.priceExVat)),
    ).toBe(true);
  });

  it('every product matches the API Product schema', async () => {
    const res = await t.post(`${BASE}/simpleproductquery`, { Fields: [], Limit: 100 });
    const list = (await res.json()) as unknown[];
    for (const p of list) {
      const r = validate(Product, p);
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
  });

  it('is deterministic and a prefix of the 10,000 product set', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    const a = generateProducts(600, today);
    const b = generateProducts(10_000, today);
    expect(b.products).toHaveLength(10_000);
    expect(b.products.slice(0, 600)).toEqual(a.products);
    expect(new Set(b.products.map((p) => p.sku)).size).toBe(10_000);
  });

  it('product 10007 carries a script/onerror payload for the sanitiser to remove; others have harmless HTML', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.id, XSS_PRODUCT_ID));
    expect(p!.longDescription).toContain('<script>');
    expect(p!.longDescription).toContain('onerror=');
    const harmless = await t.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.longDescription} LIKE '%<ul>%' AND ${products.longDescription} NOT LIKE '%<script%'`);
    expect(harmless[0]!.n).toBeGreaterThan(500);
  });
});

describe('search', () => {
  it('finds kuglepen products despite the typo "kuglepn" (trigram similarity)', async () => {
    const res = await t.get(`${BASE}/search?query=kuglepn&limit=10`);
    const list = (await res.json()) as Array<{ name: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.name.toLowerCase().includes('kuglepen'))).toBe(true);
  });

  it('corrects typos to known words by trigram similarity', async () => {
    expect(await correctTerms(t.db, ['kuglepn'])).toEqual(['kuglepen']);
    expect(await correctTerms(t.db, ['blå', 'kuglpen'])).toEqual(['blå', 'kuglepen']);
    expect(await correctTerms(t.db, ['kuglepen'])).toBeNull(); // nothing to correct
    expect(await correctTerms(t.db, ['levering'])).toBeNull(); // "arkivering" is too far off (0.33)
    expect(await correctTerms(t.db, ['rødin'])).toEqual(['rødvin']);
    const r = await searchProducts(t.db, { query: 'kafebønner', limit: 5 });
    expect(r.hits[0]?.name).toMatch(/^Kaffebønner/);
  });

  it('without fuzzy matching the typo finds nothing (so the trigram path is what finds it)', async () => {
    const r = await searchProducts(t.db, { query: 'kuglepn', limit: 10, fuzzy: false });
    expect(r.total).toBe(0);
  });

  it('stems Danish: "kuglepenne" finds "Kuglepen" products', async () => {
    const r = await searchProducts(t.db, { query: 'kuglepenne', limit: 10 });
    expect(r.hits).toHaveLength(10);
    // best hits are the pens; other pens-brand products match only through their description (lower weight)
    expect(r.hits.every((p) => cat(p.id) === 'kuglepenne' && p.name.toLowerCase().includes('kuglepen'))).toBe(true);
  });

  it('matches prefixes while typing ("kaffeb" -> Kaffebønner)', async () => {
    const r = await searchProducts(t.db, { query: 'kaffeb', limit: 5 });
    expect(r.hits[0]?.name).toMatch(/^Kaffebønner/);
  });

  it('finds by SKU and by brand name', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.id, '10042'));
    const bySku = await searchProducts(t.db, { query: p!.sku, limit: 5 });
    expect(bySku.hits[0]?.id).toBe('10042');
    const byBrand = await searchProducts(t.db, { query: 'Kaffemøllen', limit: 50 });
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.hits.every((r) => brand(r.id) === 'kaffemoellen')).toBe(true);
  });

  it('ranks name matches above description-only matches', async () => {
    const r = await searchProducts(t.db, { query: 'termokrus', limit: 5 });
    expect(r.hits[0]?.name).toMatch(/^Termokrus/);
  });

  it('websearch syntax: quoted phrases and exclusion', async () => {
    const all = await searchProducts(t.db, { query: 'kuglepen', limit: 100, fuzzy: false });
    const noBlue = await searchProducts(t.db, { query: 'kuglepen -blå', limit: 100, fuzzy: false });
    expect(noBlue.total).toBeLessThan(all.total);
  });
});
