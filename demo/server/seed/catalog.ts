// Catalogue seed (CATALOG helper): a deterministic Danish B2B shop. Every product is generated from
// its own PRNG seeded by its id, so `generateProducts(600)` is a prefix of `generateProducts(10000)`.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  addresses,
  brands,
  bulkDiscounts,
  categories,
  cmsPages,
  duties,
  navigationNodes,
  productDuties,
  products,
  variants,
  type ProductIcon,
} from '../db/schema/catalog.ts';
import {
  BRANDS,
  CATEGORY_TREE,
  CMS_PAGES,
  DUTIES,
  ICONS,
  STREETS,
  ZIP_CITIES,
  type LeafDef,
  type MidDef,
  type TopDef,
} from './catalog-data.ts';
import { createRandom, hashString } from './random.ts';
import { refreshSearchWords } from '../search/search.ts';
import { roundMoney } from '../../../src/domain/money.ts';

/** Number of products in the demo seed: ids 10001 .. 10600. */
export const SEED_PRODUCT_COUNT = 600;
export const FIRST_PRODUCT_ID = 10001;
/** Product whose long description carries a script/onerror payload (sanitising must remove it). */
export const XSS_PRODUCT_ID = '10007';
export const XSS_PAYLOAD = '<img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>';

const DAY_MS = 86_400_000;
const SIZES = ['S', 'M', 'L', 'XL'];

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof variants.$inferInsert;
type BulkRow = typeof bulkDiscounts.$inferInsert;
type ProductDutyRow = typeof productDuties.$inferInsert;
type CategoryRow = typeof categories.$inferInsert;

export interface LeafInfo {
  top: TopDef;
  mid: MidDef;
  leaf: LeafDef;
}

/** Leaf categories in tree order. */
export const LEAVES: LeafInfo[] = CATEGORY_TREE.flatMap((top) =>
  top.mids.flatMap((mid) => mid.leaves.map((leaf) => ({ top, mid, leaf }))),
);

/** The category rows of the three-level tree (ids are unique slugs). */
export function categoryRows(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  CATEGORY_TREE.forEach((top, ti) => {
    rows.push({ id: top.id, parentId: null, name: top.name, description: top.description, level: 1, sortOrder: ti });
    top.mids.forEach((mid, mi) => {
      rows.push({
        id: mid.id,
        parentId: top.id,
        name: mid.name,
        description: `${mid.name} – ${top.name}`,
        level: 2,
        sortOrder: mi,
      });
      mid.leaves.forEach((leaf, li) => {
        rows.push({
          id: leaf.id,
          parentId: mid.id,
          name: leaf.name,
          description: `${leaf.name} – ${mid.name}`,
          level: 3,
          sortOrder: li,
        });
      });
    });
  });
  const ids = new Set(rows.map((r) => r.id));
  if (ids.size !== rows.length) throw new Error('duplicate category id in CATEGORY_TREE');
  return rows;
}

function roundPrice(value: number, endings: readonly number[], pick: <T>(a: readonly T[]) => T): number {
  if (value < 10) return Math.max(1, Math.round(value * 2) / 2);
  return Math.floor(value) + pick(endings);
}

function asciiAbbr(noun: string): string {
  return noun
    .normalize('NFD')
    .replace(/æ/gi, 'AE')
    .replace(/ø/gi, 'OE')
    .replace(/å/gi, 'AA')
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase();
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface GeneratedCatalog {
  products: ProductRow[];
  variants: VariantRow[];
  bulkDiscounts: BulkRow[];
  productDuties: ProductDutyRow[];
}

/**
 * Generates `n` products (ids from 10001), with their variants, bulk discounts and duties.
 * `today` anchors creation dates (default: now), so "Nyhed" stays relative to today.
 */
export function generateProducts(n: number, today: Date = new Date()): GeneratedCatalog {
  const out: GeneratedCatalog = { products: [], variants: [], bulkDiscounts: [], productDuties: [] };
  const brandById = new Map(BRANDS.map((b) => [b.id, b]));
  for (let i = 0; i < n; i++) {
    const id = String(FIRST_PRODUCT_ID + i);
    const rng = createRandom(hashString(`product-${id}`));
    const info = LEAVES[i % LEAVES.length] as LeafInfo;
    const { top, mid, leaf } = info;
    const brand = brandById.get(rng.pick(leaf.brands));
    if (!brand) throw new Error(`unknown brand in leaf ${leaf.id}`);
    const descriptor = rng.pick(leaf.descriptors);
    const spec = rng.pick(leaf.specs);
    const hasVariants = Boolean(
      leaf.variants && leaf.colours && rng.chance(leaf.variants === 'colour-size' ? 0.7 : 0.4),
    );
    const colour = !hasVariants && leaf.colours ? rng.pick(leaf.colours) : undefined;
    const name = [leaf.noun, descriptor, spec, colour].filter(Boolean).join(' ');
    const sku = `${asciiAbbr(leaf.noun)}${id}`;
    const unit = rng.pick(leaf.units);
    const colli = rng.pick(leaf.collis);
    const base = leaf.price[0] + (leaf.price[1] - leaf.price[0]) * rng.next() ** 1.5;
    const standardPrice = roundPrice(base, [0, 0.5, 0.95], rng.pick);
    const onOffer = rng.chance(0.12);
    const price = onOffer ? roundMoney(Math.max(1, standardPrice * rng.pick([0.7, 0.8, 0.85, 0.9]))) : standardPrice;
    const ageDays = rng.chance(0.1) ? rng.int(0, 30) : rng.int(31, 720);
    const eco = rng.chance(leaf.eco ?? 0);
    const badges: string[] = [];
    if (ageDays <= 30) badges.push('Nyhed');
    if (onOffer) badges.push('Tilbud');
    if (eco) badges.push('Bæredygtig');
    const icons: ProductIcon[] = [];
    if (eco)
      icons.push(
        ...rng.sample(
          ICONS.filter((x) => ['svanemaerket', 'eu-blomsten', 'fsc', 'genbrug'].includes(x.name)),
          rng.int(1, 2),
        ),
      );
    if (brand.id === 'nordlys-design') icons.push({ ...ICONS[3] });
    if (descriptor === 'Parfumefri' || descriptor === 'Sensitive' || descriptor === 'Uden parfume')
      icons.push({ ...ICONS[5] });
    const outOfStock = rng.chance(0.08);
    const stock = outOfStock ? 0 : rng.int(5, 2000);
    const features = rng.sample(leaf.features, rng.int(2, 3));
    let longDescription =
      `<p><strong>${escapeHtml(name)}</strong> fra ${escapeHtml(brand.name)}. ${escapeHtml(brand.description)}</p>` +
      `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` +
      `<p>Sælges i pakker á ${colli} ${unit}. Se også <a href="/category/${leaf.id}">${escapeHtml(leaf.name)}</a>.</p>`;
    if (rng.chance(0.2)) {
      longDescription += `<table><tbody><tr><th>Varenummer</th><td>${sku}</td></tr><tr><th>Mærke</th><td>${escapeHtml(brand.name)}</td></tr><tr><th>Specifikation</th><td>${escapeHtml(spec)}</td></tr></tbody></table>`;
    }
    if (id === XSS_PRODUCT_ID) longDescription += XSS_PAYLOAD;
    const r = rng.next();
    const popularity = Math.floor(1000 * r * r * r);
    out.products.push({
      id,
      sku,
      name,
      brandId: brand.id,
      categoryId: leaf.id,
      keywords: [brand.name, top.name, mid.name, leaf.name, ...badges].join(' '),
      unit,
      colli,
      allowPurchase: !rng.chance(0.02),
      showStock: !rng.chance(0.03),
      showPrices: !rng.chance(0.01),
      hasVariants,
      priceExVat: price,
      standardPriceExVat: standardPrice,
      stock,
      deliveryMessage: outOfStock ? 'Levering 5-10 hverdage' : 'Levering 1-2 hverdage',
      restockMessage: outOfStock ? `Forventes på lager igen om ${rng.int(3, 21)} dage` : '',
      showDeliveryMessageOnLists: rng.chance(0.5),
      badges,
      icons,
      longDescription,
      images: [`/images/products/${id}.svg`, `/images/products/${id}-2.svg`],
      popularity,
      createdAt: new Date(today.getTime() - ageDays * DAY_MS),
    });
    if (hasVariants && leaf.colours) {
      const colours = rng.sample(leaf.colours, Math.min(leaf.colours.length, rng.int(3, 4)));
      const sizes = leaf.variants === 'colour-size' ? SIZES : [''];
      let k = 0;
      for (const c of colours) {
        for (const size of sizes) {
          k++;
          out.variants.push({
            id: `${id}-${k}`,
            productId: id,
            sku: `${sku}-${String(k).padStart(2, '0')}`,
            name: [name, c, size].filter(Boolean).join(' '),
            dimension1Code: c,
            dimension2Code: size,
            dimensionCount: size ? 2 : 1,
            allowPurchase: !rng.chance(0.1),
            unit,
            colli,
            stock: rng.chance(0.1) ? 0 : rng.int(5, 500),
            sortOrder: k,
          });
        }
      }
    }
    if (rng.chance(0.35)) {
      out.bulkDiscounts.push(
        { productId: id, minQuantity: colli * 5, priceExVat: roundMoney(price * 0.95) },
        { productId: id, minQuantity: colli * 10, priceExVat: roundMoney(price * 0.9) },
      );
      if (rng.chance(0.5))
        out.bulkDiscounts.push({ productId: id, minQuantity: colli * 25, priceExVat: roundMoney(price * 0.85) });
    }
    for (const dutyId of leaf.duties ?? []) out.productDuties.push({ productId: id, dutyId });
  }
  return out;
}

/** ~200 unique Danish street addresses. */
export function addressRows(count = 200): Array<typeof addresses.$inferInsert> {
  const rng = createRandom(4242);
  const seen = new Set<string>();
  const rows: Array<typeof addresses.$inferInsert> = [];
  while (rows.length < count) {
    const street = rng.pick(STREETS);
    const houseNumber = String(rng.int(1, 150)) + (rng.chance(0.1) ? rng.pick(['A', 'B', 'C']) : '');
    const [zip, city] = rng.pick(ZIP_CITIES);
    const full = `${street} ${houseNumber}, ${zip} ${city}`;
    if (seen.has(full)) continue;
    seen.add(full);
    rows.push({ street, houseNumber, zip, city, full });
  }
  return rows;
}

/** Navigation tree: category tree (three levels) plus service links. */
export function navigationRows(): Array<typeof navigationNodes.$inferInsert> {
  const rows: Array<typeof navigationNodes.$inferInsert> = [];
  CATEGORY_TREE.forEach((top, ti) => {
    rows.push({ id: `nav-${top.id}`, parentId: null, title: top.name, link: `/category/${top.id}`, sortOrder: ti });
    top.mids.forEach((mid, mi) => {
      rows.push({
        id: `nav-${mid.id}`,
        parentId: `nav-${top.id}`,
        title: mid.name,
        link: `/category/${mid.id}`,
        sortOrder: mi,
      });
      mid.leaves.forEach((leaf, li) => {
        rows.push({
          id: `nav-${leaf.id}`,
          parentId: `nav-${mid.id}`,
          title: leaf.name,
          link: `/category/${leaf.id}`,
          sortOrder: li,
        });
      });
    });
  });
  const n = CATEGORY_TREE.length;
  rows.push(
    { id: 'nav-tilbud', parentId: null, title: 'Tilbud', link: '/search?query=tilbud', sortOrder: n },
    { id: 'nav-gaveshop', parentId: null, title: 'Gaveshop', link: '/giftshop', sortOrder: n + 1 },
    { id: 'nav-kundeservice', parentId: null, title: 'Kundeservice', link: '/side/kundeservice', sortOrder: n + 2 },
    {
      id: 'nav-levering',
      parentId: 'nav-kundeservice',
      title: 'Levering og fragt',
      link: '/side/levering',
      sortOrder: 0,
    },
    {
      id: 'nav-returnering',
      parentId: 'nav-kundeservice',
      title: 'Returnering og reklamation',
      link: '/side/returnering',
      sortOrder: 1,
    },
    { id: 'nav-kontakt', parentId: 'nav-kundeservice', title: 'Kontakt os', link: '/side/kontakt', sortOrder: 2 },
  );
  return rows;
}

async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  size = 250,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export interface SeedCatalogOptions {
  /** number of products (default 600: ids 10001..10600) */
  productCount?: number;
  today?: Date;
}

/** True when the catalogue tables already hold products. */
export async function isCatalogSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return (rows[0]?.n ?? 0) > 0;
}

/** Inserts the whole catalogue (expects empty catalogue tables), in one transaction. */
export async function seedCatalog(db: Db, opts: SeedCatalogOptions = {}): Promise<void> {
  const generated = generateProducts(opts.productCount ?? SEED_PRODUCT_COUNT, opts.today);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertChunked(t, brands, BRANDS);
    await insertChunked(t, categories, categoryRows());
    await insertChunked(t, duties, DUTIES);
    await insertChunked(t, products, generated.products, 200);
    await insertChunked(t, variants, generated.variants);
    await insertChunked(t, bulkDiscounts, generated.bulkDiscounts);
    await insertChunked(t, productDuties, generated.productDuties);
    await insertChunked(
      t,
      cmsPages,
      CMS_PAGES.map((p, i) => ({ ...p, url: `/side/${p.id}`, custom: p.custom ?? false, sortOrder: i })),
    );
    await insertChunked(t, navigationNodes, navigationRows());
    await insertChunked(t, addresses, addressRows());
  });
  await refreshSearchWords(db);
  // Fresh statistics (and visibility map, for index-only scans) so the planner uses the indexes right away.
  try {
    await db.execute(sql`VACUUM ANALYZE`);
  } catch {
    await db.execute(sql`ANALYZE`); // inside a caller's transaction VACUUM is not allowed
  }
}
