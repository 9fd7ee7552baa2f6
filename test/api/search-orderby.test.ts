/**
 * The search page's `orderby` options (README "the orderby options"; `/search?query=&orderby=`): each option
 * orders the results the way its label says, across pages, with the product id breaking ties. The expected
 * order is computed here from the seeded rows of every matching product, then compared with the products
 * the page renders on its first two pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { SORT_OPTIONS } from '../../demo/server/pages/search-adapter.ts';
import { searchProducts } from '../../demo/server/search/search.ts';
import { setup, type Harness } from './helpers.ts';

type Row = typeof products.$inferSelect;

let h: Harness;
let rows: Map<string, Row>;
/** Every product matching QUERY (the order of this list does not matter). */
let matching: Row[];
beforeAll(async () => {
  h = await setup();
  rows = new Map((await h.db.select().from(products)).map((p) => [p.id, p]));
  const hits = await searchProducts(h.db, { query: QUERY, limit: 1000 });
  matching = hits.hits.map((hit) => rows.get(hit.id)!);
});
afterAll(() => h.close());

/** A word many products match (more than two pages), with many prices, names, dates and popularities. */
const QUERY = 'liter';
const PAGE_SIZE = 20;
const danish = new Intl.Collator('da');

/** Product ids of the result cards of one search page, in page order. */
async function pageIds(orderby: string, page: number): Promise<string[]> {
  const params = new URLSearchParams({ query: QUERY, orderby, ...(page > 1 ? { page: String(page) } : {}) });
  const res = await h.app.request(`/search?${params.toString()}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  // The cards of <product-list>'s server-rendered list (pages/list-fallback.ts), or the page's own grid without it.
  return [
    ...html.matchAll(/<(?:a class="list-card__name"[^>]*|h3 class="card__title"><a) href="\/product\/([^"]+)">/g),
  ].map((m) => decodeURIComponent(m[1]!));
}

const byId = (a: Row, b: Row): number => Number(a.id) - Number(b.id);
/** What each documented option (label in the page's select) promises, ties by id. */
const ORDERS: Record<string, { label: string; compare: (a: Row, b: Row) => number }> = {
  popularity: { label: 'Popularitet', compare: (a, b) => b.popularity - a.popularity || byId(a, b) },
  name: { label: 'Navn (A–Å)', compare: (a, b) => danish.compare(a.name, b.name) || byId(a, b) },
  price_asc: { label: 'Pris, laveste først', compare: (a, b) => a.priceExVat - b.priceExVat || byId(a, b) },
  price_desc: { label: 'Pris, højeste først', compare: (a, b) => b.priceExVat - a.priceExVat || byId(a, b) },
  newest: { label: 'Nyeste', compare: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b) },
};

describe('search page orderby options', () => {
  it('the query matches more than two pages of products that differ in every sort key', () => {
    expect(matching.length).toBeGreaterThan(2 * PAGE_SIZE);
    for (const key of ['popularity', 'name', 'priceExVat'] as const) {
      expect(new Set(matching.map((r) => r[key])).size, key).toBeGreaterThan(PAGE_SIZE);
    }
    expect(new Set(matching.map((r) => r.createdAt.getTime())).size).toBeGreaterThan(PAGE_SIZE);
  });

  it('offers exactly the documented options besides relevance', () => {
    expect(SORT_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['', 'Relevans'],
      ...Object.entries(ORDERS).map(([value, o]) => [value, o.label]),
    ]);
  });

  for (const [orderby, { label, compare }] of Object.entries(ORDERS)) {
    it(`orderby=${orderby} ("${label}") orders every match, page 1 and 2`, async () => {
      const expected = [...matching]
        .sort(compare)
        .slice(0, 2 * PAGE_SIZE)
        .map((r) => r.id);
      // With <product-list> (the demo's search page) `page` is how many pages 'Load more' has loaded: page 2
      // renders the first two pages.
      expect(await pageIds(orderby, 1)).toEqual(expected.slice(0, PAGE_SIZE));
      expect(await pageIds(orderby, 2)).toEqual(expected);
    });
  }

  it('relevance (no orderby, or an unknown one) ranks name matches first, unlike the other orders', async () => {
    const relevance = await pageIds('', 1);
    expect(await pageIds('bogus', 1)).toEqual(relevance);
    expect(relevance).toHaveLength(PAGE_SIZE);
    // Products whose name holds the word are ranked above those that mention it elsewhere only (there are
    // more than a page of the former and some of the latter).
    const inName = (id: string) => /\bliter/i.test(rows.get(id)!.name);
    expect(matching.filter((r) => inName(r.id)).length).toBeGreaterThan(PAGE_SIZE);
    expect(matching.some((r) => !inName(r.id))).toBe(true);
    expect(relevance.filter((id) => !inName(id))).toEqual([]);
    for (const orderby of Object.keys(ORDERS)) expect(await pageIds(orderby, 1), orderby).not.toEqual(relevance);
  });
});
