// Catalogue API: every endpoint's happy path, its empty-input rules and bad input -> 400 (never 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AddressSuggestionsResponse,
  CalculateTotalResponse,
  CategoryChildrenResponse,
  ContentChildrenResponse,
  CustomContentResponse,
  FacetSearchResult,
  MagicSearchResult,
  ProductIdsResponse,
  SearchResponse,
  SimpleProductQueryResponse,
  SuggestionsResponse,
  VariantResponse,
  ViewEventResponse,
  validate,
} from '../../src/api/schemas/index.ts';
import { events } from '../../demo/server/db/schema/commerce.ts';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { BASE, expect400, setupCatalog, type CatalogTestContext } from './catalog-helpers.ts';

let t: CatalogTestContext;
beforeAll(async () => {
  t = await setupCatalog();
});
afterAll(async () => {
  await t?.close();
});

/** Parses JSON and checks it against a response schema. */
async function body<T>(res: Response, struct: Parameters<typeof validate<T, unknown>>[0]): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  const result = validate(struct, await res.json());
  if (!result.ok) throw new Error(`response does not match schema: ${result.field} ${result.message}`);
  return result.value;
}

describe('POST product/ids', () => {
  it('returns products in request order, leaving out unknown ids', async () => {
    const list = await body(await t.post(`${BASE}/product/ids`, ['10003', 'nope-1', '10001']), ProductIdsResponse);
    expect(list.map((p) => p.id)).toEqual(['10003', '10001']);
    const p = list[1]!;
    expect(p.url).toBe('/product/10001');
    expect(p.image).toBe('/images/products/10001.svg');
    expect(p.images[1]?.url).toBe('/images/products/10001-2.svg');
    expect(p.name.toLowerCase()).toContain('kuglepen');
  });

  it('gives prices with and without 25 % VAT', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.showPrices, true)).limit(1);
    const [p] = await body(await t.post(`${BASE}/product/ids`, [row!.id]), ProductIdsResponse);
    expect(p!.price!.priceexvat).toBe(Number(row!.priceExVat));
    expect(p!.price!.priceincvat).toBeCloseTo(Number(row!.priceExVat) * 1.25, 2);
    expect(p!.price!.currency).toBe('DKK');
  });

  it('refuses a body that is not a list of ids', async () => {
    expect((await expect400(await t.post(`${BASE}/product/ids`, { ids: ['10001'] }))).error).toBeTruthy();
    expect((await expect400(await t.post(`${BASE}/product/ids`, []))).error).toBeTruthy();
    expect((await expect400(await t.post(`${BASE}/product/ids`, ['10001', '<script>']))).field).toBe('1');
    expect((await expect400(await t.post(`${BASE}/product/ids`, '{not json'))).field).toBe('body');
  });
});

describe('POST simpleproductquery', () => {
  it('popular products: no fields, sorted by popularity descending', async () => {
    const list = await body(
      await t.post(`${BASE}/simpleproductquery`, {
        Fields: [],
        Limit: 10,
        SortField: 'popularity',
        SortDirection: 'Descending',
      }),
      SimpleProductQueryResponse,
    );
    expect(list).toHaveLength(10);
    const rows = await t.db.select({ id: products.id, popularity: products.popularity }).from(products);
    const pop = new Map(rows.map((r) => [r.id, r.popularity]));
    const values = list.map((p) => pop.get(p.id)!);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values[0]).toBe(Math.max(...rows.map((r) => r.popularity)));
  });

  it('filters by fields (ANDed) and sorts by price ascending', async () => {
    const list = await body(
      await t.post(`${BASE}/simpleproductquery`, {
        Fields: [
          { Field: 'category', FieldType: 'String', Values: ['kontorartikler'] },
          { Field: 'brand', FieldType: 'String', Values: ['nordpen'] },
        ],
        Limit: 50,
        SortField: 'price',
        SortDirection: 'Ascending',
      }),
      SimpleProductQueryResponse,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.brand === 'Nordpen')).toBe(true);
    const prices = list.map((p) => p.price?.priceexvat ?? 0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('a gift shop field with an unknown shop matches nothing', async () => {
    const list = await body(
      await t.post(`${BASE}/simpleproductquery`, {
        Fields: [{ Field: 'giftshop', FieldType: 'String', Values: ['ingen-shop'] }],
        Limit: 5,
      }),
      SimpleProductQueryResponse,
    );
    expect(list).toEqual([]);
  });

  it('selects by id', async () => {
    const list = await body(
      await t.post(`${BASE}/simpleproductquery`, {
        Fields: [{ Field: 'id', FieldType: 'String', Values: ['10005', '10002'] }],
        Limit: 5,
      }),
      SimpleProductQueryResponse,
    );
    expect(list.map((p) => p.id).sort()).toEqual(['10002', '10005']);
  });

  it('refuses bad payloads', async () => {
    expect((await expect400(await t.post(`${BASE}/simpleproductquery`, { Fields: [], Limit: 0 }))).field).toBe('Limit');
    expect(
      (
        await expect400(
          await t.post(`${BASE}/simpleproductquery`, {
            Fields: [{ Field: 'colour', FieldType: 'String', Values: [] }],
            Limit: 5,
          }),
        )
      ).field,
    ).toBe('Fields.0.Field');
    expect((await expect400(await t.post(`${BASE}/simpleproductquery`, { Limit: 5 }))).field).toBe('Fields');
  });
});

describe('GET search', () => {
  it('finds products by keyword, best first, within limit', async () => {
    const list = await body(await t.get(`${BASE}/search?query=kuglepen&limit=5`), SearchResponse);
    expect(list).toHaveLength(5);
    expect(list.every((p) => p.name.toLowerCase().includes('kuglepen'))).toBe(true);
  });

  it('returns [] for an empty or blank query', async () => {
    expect(await body(await t.get(`${BASE}/search?query=`), SearchResponse)).toEqual([]);
    expect(await body(await t.get(`${BASE}/search?query=%20%20`), SearchResponse)).toEqual([]);
  });

  it('requires the query parameter itself', async () => {
    expect((await expect400(await t.get(`${BASE}/search`))).field).toBe('query');
  });

  it('refuses a bad limit or unknown parameters', async () => {
    expect((await expect400(await t.get(`${BASE}/search?query=pen&limit=abc`))).field).toBe('limit');
    expect((await expect400(await t.get(`${BASE}/search?query=pen&limit=0`))).field).toBe('limit');
    expect((await expect400(await t.get(`${BASE}/search?query=pen&foo=1`))).field).toBe('foo');
    expect((await expect400(await t.get(`${BASE}/search?query=${'a'.repeat(201)}`))).field).toBe('query');
  });

  it('survives query syntax that would break a naive tsquery', async () => {
    for (const q of ["kugle'pen", 'a & b | !c', '"uafsluttet', '(((', ':*', '%_\\']) {
      const res = await t.get(`${BASE}/search?query=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});

describe('POST facetsearch', () => {
  it('returns a page, the total and brand/category facets with counts', async () => {
    const r = await body(await t.post(`${BASE}/facetsearch`, { query: 'kuglepen', count: 5 }), FacetSearchResult);
    expect(r.products).toHaveLength(5);
    expect(r.total).toBeGreaterThan(5);
    const brand = r.facets.find((f) => f.name === 'brand')!;
    const category = r.facets.find((f) => f.name === 'category')!;
    expect(brand.values.reduce((s, v) => s + v.count, 0)).toBe(r.total);
    expect(category.values.some((v) => v.value === 'kuglepenne')).toBe(true);
  });

  it('applies preselections and marks them selected; the other facet still counts', async () => {
    const all = await body(await t.post(`${BASE}/facetsearch`, { query: 'kuglepen', count: 50 }), FacetSearchResult);
    const r = await body(
      await t.post(`${BASE}/facetsearch`, {
        query: 'kuglepen',
        count: 50,
        preselections: [{ path: 'brand', values: ['skrivo'] }],
      }),
      FacetSearchResult,
    );
    expect(r.products.every((p) => p.brand === 'Skrivo')).toBe(true);
    const skrivo = all.facets.find((f) => f.name === 'brand')!.values.find((v) => v.value === 'skrivo')!;
    expect(r.total).toBe(skrivo.count);
    const brandFacet = r.facets.find((f) => f.name === 'brand')!;
    expect(brandFacet.values.find((v) => v.value === 'skrivo')!.selected).toBe(true);
    expect(brandFacet.values.length).toBeGreaterThan(1); // own facet ignores its own selection
  });

  it('lists a category subtree with no query, paged and ordered', async () => {
    const page1 = await body(
      await t.post(`${BASE}/facetsearch`, {
        count: 10,
        offset: 0,
        preselections: [{ path: 'category', values: ['kontorartikler'] }],
        sortoptions: [{ field: 'name', direction: 'asc' }],
      }),
      FacetSearchResult,
    );
    const page2 = await body(
      await t.post(`${BASE}/facetsearch`, {
        count: 10,
        offset: 10,
        preselections: [{ path: 'category', values: ['kontorartikler'] }],
        sortoptions: [{ field: 'name', direction: 'asc' }],
      }),
      FacetSearchResult,
    );
    expect(page1.total).toBe(page2.total);
    expect(page1.total).toBeGreaterThan(100);
    const names = [...page1.products, ...page2.products].map((p) => p.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it.each([
    ['price', 'asc'],
    ['price', 'desc'],
    ['popularity', 'desc'],
    ['newest', 'desc'],
    ['relevance', 'desc'],
    ['name', 'desc'],
  ] as const)('orders by %s %s', async (field, direction) => {
    const r = await body(
      await t.post(`${BASE}/facetsearch`, { query: 'papir', count: 20, sortoptions: [{ field, direction }] }),
      FacetSearchResult,
    );
    expect(r.products.length).toBeGreaterThan(1);
    if (field === 'price') {
      const rows = await t.db.select({ id: products.id, price: products.priceExVat }).from(products);
      const priceOf = new Map(rows.map((x) => [x.id, Number(x.price)]));
      const prices = r.products.map((p) => priceOf.get(p.id)!);
      expect(prices).toEqual([...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
    if (field === 'newest' || field === 'popularity') {
      const rows = await t.db.select().from(products);
      const byId = new Map(rows.map((x) => [x.id, x]));
      const keys = r.products.map((p) =>
        field === 'newest' ? byId.get(p.id)!.createdAt.getTime() : byId.get(p.id)!.popularity,
      );
      expect(keys).toEqual([...keys].sort((a, b) => b - a));
    }
  });

  it('gives an empty result when only other doctypes are asked for', async () => {
    const r = await body(
      await t.post(`${BASE}/facetsearch`, { query: 'pen', restrictdoctypes: ['CMSPAGE'] }),
      FacetSearchResult,
    );
    expect(r.total).toBe(0);
  });

  it('refuses bad input', async () => {
    expect((await expect400(await t.post(`${BASE}/facetsearch`, { count: 0 }))).field).toBe('count');
    expect(
      (await expect400(await t.post(`${BASE}/facetsearch`, { sortoptions: [{ field: 'colour', direction: 'asc' }] })))
        .field,
    ).toBe('sortoptions.0.field');
    expect(
      (await expect400(await t.post(`${BASE}/facetsearch`, { preselections: [{ path: 'brand', values: [] }] }))).field,
    ).toBe('preselections.0.values');
    expect((await expect400(await t.post(`${BASE}/facetsearch`, 'null'))).error).toBeTruthy();
  });
});

describe('GET magicsearch', () => {
  it('counts products, categories and CMS pages', async () => {
    const r = await body(await t.get(`${BASE}/magicsearch?query=levering`), MagicSearchResult);
    expect(r.cmscount).toBeGreaterThan(0);
    expect(r.cmspages.some((p) => p.title === 'Levering og fragt')).toBe(true);
    const k = await body(await t.get(`${BASE}/magicsearch?query=kuglepenne`), MagicSearchResult);
    expect(k.categorycount).toBeGreaterThanOrEqual(1);
    expect(k.categories[0]?.url).toBe('/category/kuglepenne');
    expect(k.productcount).toBeGreaterThan(5);
    const office = await body(await t.get(`${BASE}/magicsearch?query=kontorartikler`), MagicSearchResult);
    expect(office.productcount).toBeGreaterThan(100);
    expect(office.products).toHaveLength(12); // default limit 12
  });

  it('pages one doctype with offset and keeps the other counts', async () => {
    const first = await body(
      await t.get(`${BASE}/magicsearch?query=kuglepen&doctype=PRODUCT&limit=10&offset=0`),
      MagicSearchResult,
    );
    const second = await body(
      await t.get(`${BASE}/magicsearch?query=kuglepen&doctype=PRODUCT&limit=10&offset=10`),
      MagicSearchResult,
    );
    expect(first.products).toHaveLength(10);
    expect(second.productcount).toBe(first.productcount);
    const overlap = first.products.filter((a) => second.products.some((b) => b.url === a.url));
    expect(overlap).toEqual([]);
    expect(first.categories).toEqual([]);
    expect(first.cmspages).toEqual([]);
    expect(first.categorycount).toBeGreaterThanOrEqual(1);
  });

  it('returns zero counts for an empty query', async () => {
    const r = await body(await t.get(`${BASE}/magicsearch?query=`), MagicSearchResult);
    expect(r).toEqual({ productcount: 0, categorycount: 0, cmscount: 0, products: [], categories: [], cmspages: [] });
  });

  it('refuses bad doctype, limit and offset', async () => {
    expect((await expect400(await t.get(`${BASE}/magicsearch?query=pen&doctype=USER`))).field).toBe('doctype');
    expect((await expect400(await t.get(`${BASE}/magicsearch?query=pen&offset=-1`))).field).toBe('offset');
    expect((await expect400(await t.get(`${BASE}/magicsearch?query=&limit=x`))).field).toBe('limit');
  });
});

describe('GET suggestions', () => {
  it('suggests categories and products', async () => {
    const list = await body(await t.get(`${BASE}/suggestions?query=kugle&limit=5`), SuggestionsResponse);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]).toMatchObject({ type: 'CATEGORY', title: 'Kuglepenne' });
    expect(list.some((s) => s.type === 'PRODUCT' && s.url.startsWith('/product/'))).toBe(true);
  });
  it('returns [] for an empty query and 400 for a bad limit', async () => {
    expect(await body(await t.get(`${BASE}/suggestions?query=`), SuggestionsResponse)).toEqual([]);
    expect((await expect400(await t.get(`${BASE}/suggestions?query=pen&limit=1000`))).field).toBe('limit');
  });
});

describe('POST calculatetotal', () => {
  it('applies bulk discounts and rounds up to the pack size', async () => {
    const [p] = await body(
      await t.post(`${BASE}/simpleproductquery`, { Fields: [], Limit: 100 }),
      SimpleProductQueryResponse,
    ).then((list) => list.filter((x) => x.bulkdiscounts.length > 0 && x.colli > 1));
    expect(p).toBeDefined();
    const tier = p!.bulkdiscounts[0]!;
    const below = await body(
      await t.post(`${BASE}/calculatetotal`, { productid: p!.id, quantity: 1 }),
      CalculateTotalResponse,
    );
    expect(below.quantity).toBe(p!.colli);
    expect(below.price.priceexvat).toBe(p!.price!.priceexvat);
    expect(below.totalexvat).toBeCloseTo(p!.price!.priceexvat * p!.colli, 2);
    const at = await body(
      await t.post(`${BASE}/calculatetotal`, { productid: p!.id, quantity: tier.quantity }),
      CalculateTotalResponse,
    );
    expect(at.price.priceexvat).toBe(tier.price.priceexvat);
    expect(at.totalincvat).toBeCloseTo(at.totalexvat * 1.25, 2);
    expect(at.displaytotal).toMatch(/kr\.$/);
  });
  it('refuses bad input and unknown products', async () => {
    expect((await expect400(await t.post(`${BASE}/calculatetotal`, { productid: '10001', quantity: 0 }))).field).toBe(
      'quantity',
    );
    expect((await expect400(await t.post(`${BASE}/calculatetotal`, { productid: '10001', quantity: 'x' }))).field).toBe(
      'quantity',
    );
    expect((await expect400(await t.post(`${BASE}/calculatetotal`, { quantity: 1 }))).field).toBe('productid');
    const res = await t.post(`${BASE}/calculatetotal`, { productid: '99999', quantity: 1 });
    expect(res.status).toBe(404);
  });
});

describe('GET variant/id', () => {
  it('lists the variants of a product with variants', async () => {
    const [withVariants] = await t.db.select().from(products).where(eq(products.hasVariants, true)).limit(1);
    const list = await body(await t.get(`${BASE}/variant/id?id=${withVariants!.id}`), VariantResponse);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((v) => v.productid === withVariants!.id && v.dimension1code.length > 0)).toBe(true);
  });
  it('returns [] for an empty id or a product without variants', async () => {
    expect(await body(await t.get(`${BASE}/variant/id?id=`), VariantResponse)).toEqual([]);
    expect((await expect400(await t.get(`${BASE}/variant/id`))).field).toBe('id');
    const [plain] = await t.db.select().from(products).where(eq(products.hasVariants, false)).limit(1);
    expect(await body(await t.get(`${BASE}/variant/id?id=${plain!.id}`), VariantResponse)).toEqual([]);
  });
  it('refuses a malformed id', async () => {
    expect((await expect400(await t.get(`${BASE}/variant/id?id=${encodeURIComponent('<x>')}`))).field).toBe('id');
  });
});

describe('GET productcategories/children/{id}', () => {
  it('root: the six top-level categories', async () => {
    for (const path of ['/productcategories/children', '/productcategories/children/']) {
      const r = await body(await t.get(`${BASE}${path}`), CategoryChildrenResponse);
      expect(r.parent).toBeNull();
      expect(r.children.map((c) => c.name)).toEqual([
        'Kontorartikler',
        'Rengøring',
        'Emballage',
        'Kantine',
        'IT-tilbehør',
        'Gaver',
      ]);
      expect(r.children.reduce((s, c) => s + c.productcount, 0)).toBe(600);
      expect(r.children[0]!.children).toBeUndefined();
    }
  });
  it('expandWithChildren adds the next level; three levels deep', async () => {
    const r = await body(
      await t.get(`${BASE}/productcategories/children/kontorartikler?expandWithChildren=true`),
      CategoryChildrenResponse,
    );
    expect(r.parent?.id).toBe('kontorartikler');
    const skriv = r.children.find((c) => c.id === 'skriveredskaber')!;
    expect(skriv.children?.map((c) => c.id)).toContain('kuglepenne');
    const leaf = await body(await t.get(`${BASE}/productcategories/children/kuglepenne`), CategoryChildrenResponse);
    expect(leaf.children).toEqual([]);
    expect(leaf.parent).toMatchObject({ id: 'kuglepenne', parentid: 'skriveredskaber', haschildren: false });
  });
  it('404 for an unknown id, 400 for a malformed one or a bad flag', async () => {
    expect((await t.get(`${BASE}/productcategories/children/ukendt`)).status).toBe(404);
    expect(
      (await expect400(await t.get(`${BASE}/productcategories/children/${encodeURIComponent('a b')}`))).field,
    ).toBe('id');
    expect((await expect400(await t.get(`${BASE}/productcategories/children/%25`))).field).toBe('id');
    expect((await expect400(await t.get(`${BASE}/content/children/%25E0%25A4%25A`))).field).toBe('id');
    expect(
      (await expect400(await t.get(`${BASE}/productcategories/children/kantine?expandWithChildren=maybe`))).field,
    ).toBe('expandWithChildren');
  });
});

describe('content', () => {
  it('children: navigation root and a subtree', async () => {
    const root = await body(await t.get(`${BASE}/content/children/`), ContentChildrenResponse);
    expect(root.map((n) => n.title)).toContain('Kontorartikler');
    expect(root.find((n) => n.title === 'Kontorartikler')!.children.length).toBe(4);
    const sub = await body(await t.get(`${BASE}/content/children/nav-kundeservice`), ContentChildrenResponse);
    expect(sub.map((n) => n.link)).toEqual(['/side/levering', '/side/returnering', '/side/kontakt']);
    expect((await t.get(`${BASE}/content/children/nav-ukendt`)).status).toBe(404);
    expect((await expect400(await t.get(`${BASE}/content/children/${encodeURIComponent('x y')}`))).field).toBe('id');
  });
  it('custom: blocks by key', async () => {
    const all = await body(await t.get(`${BASE}/content/custom`), CustomContentResponse);
    expect(Object.keys(all)).toContain('kundeservice');
    const some = await body(await t.get(`${BASE}/content/custom?keys=levering,kontakt`), CustomContentResponse);
    expect(Object.keys(some).sort()).toEqual(['kontakt', 'levering']);
    expect((await expect400(await t.get(`${BASE}/content/custom?keys=${encodeURIComponent('a,,b')}`))).field).toBe(
      'keys',
    );
  });
});

describe('address suggestions', () => {
  it('suggests Danish addresses from 3 characters', async () => {
    const list = await body(await t.get('/api/thirdparty/dawa/address?query=Vesterg'), AddressSuggestionsResponse);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0]!.address1).toMatch(/^Vestergade \d+/);
    expect(list[0]!.zip).toMatch(/^\d{4}$/);
    expect(list[0]!.suggestion).toBe(`${list[0]!.address1}, ${list[0]!.zip} ${list[0]!.city}`);
    const byCity = await body(
      await t.get(`/api/thirdparty/dawa/address?query=${encodeURIComponent('Aarhus')}`),
      AddressSuggestionsResponse,
    );
    expect(byCity.every((a) => a.city.startsWith('Aarhus'))).toBe(true);
  });
  it('returns [] below 3 characters, 400 for a missing query or bad provider', async () => {
    expect(await body(await t.get('/api/thirdparty/dawa/address?query=Ve'), AddressSuggestionsResponse)).toEqual([]);
    expect((await expect400(await t.get('/api/thirdparty/dawa/address'))).field).toBe('query');
    expect((await expect400(await t.get('/api/thirdparty/DAWA!/address?query=Vester'))).field).toBe('provider');
  });
});

describe('POST event/view', () => {
  it('stores the event and answers success', async () => {
    const r = await body(
      await t.post('/contextapi/profile-7/v1/event/view', { type: 'product', id: '10001' }),
      ViewEventResponse,
    );
    expect(r.success).toBe(true);
    const rows = await t.db.select().from(events).where(eq(events.profileId, 'profile-7'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'product', itemId: '10001' });
  });
  it('refuses bad input without writing', async () => {
    expect((await expect400(await t.post('/contextapi/p1/v1/event/view', { type: 'user', id: '10001' }))).field).toBe(
      'type',
    );
    expect((await expect400(await t.post('/contextapi/p1/v1/event/view', { type: 'product' }))).field).toBe('id');
    expect((await expect400(await t.post('/contextapi/p1/v1/event/view', 'x'))).field).toBe('body');
    expect(await t.db.select().from(events).where(eq(events.profileId, 'p1'))).toHaveLength(0);
  });
});

describe('images', () => {
  it('serves generated SVGs for products, categories, CMS pages, icons and names', async () => {
    for (const path of [
      '/images/products/10001.svg',
      '/images/products/10001-2.svg',
      '/images/categories/kuglepenne.svg',
      '/images/cms/levering.svg',
      '/images/icons/svanemaerket.svg',
      '/images/hero-jul.svg',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const a = await (await t.get('/images/products/10001.svg')).text();
    const b = await (await t.get('/images/products/10001-2.svg')).text();
    expect(a).not.toBe(b);
  });
  it('404 for unknown images', async () => {
    expect((await t.get('/images/products/99999.svg')).status).toBe(404);
    expect((await t.get('/images/icons/ukendt.svg')).status).toBe(404);
  });
});

describe('hostile input never causes a 500', () => {
  it.each([
    '/search?query=%',
    '/search?query=%E0%A4%A&limit=5',
    '/search?query=kugle&query=pen',
    '/magicsearch?query=%00',
    '/magicsearch?query=kugle%00pen',
    '/search?query=%00kuglepen',
    '/facetsearch',
    '/suggestions?query=' + encodeURIComponent("'; DROP TABLE products; --"),
    '/variant/id?id=%',
    '/../../../etc/passwd',
    '/content/custom?keys=%',
    '/productcategories/children/%',
  ])('GET %s', async (path) => {
    const res =
      path === '/facetsearch'
        ? await t.post(`${BASE}${path}`, { query: 'kugle\u0000pen' })
        : await t.get(`${BASE}${path}`);
    expect(res.status, await res.clone().text()).toBeLessThan(500);
  });

  it('products table is intact afterwards', async () => {
    const list = await body(await t.post(`${BASE}/product/ids`, ['10001']), ProductIdsResponse);
    expect(list).toHaveLength(1);
  });
});
