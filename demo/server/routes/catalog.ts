// Catalogue API (CATALOG helper), mounted by app.ts:
//   catalogRoutes() under /contextapi/:context/v1  (product, search, categories, content navigation)
//   addressRoutes() under /api/thirdparty/:provider/address
//   eventRoutes()   under /contextapi/:context/v1  (POST event/view; the context is the profile id)
//   imageRoutes()   under /images                  (generated SVGs, ./catalog-images.ts)
// Every query and body is validated with the shared schemas (src/api/schemas); bad input -> 400 { error, field }.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Struct } from 'superstruct';
import {
  AddressProviderParams,
  AddressQuery,
  CalculateTotalRequest,
  CategoryChildrenParams,
  CategoryChildrenQuery,
  ContentChildrenParams,
  CustomContentQuery,
  EventProfileParams,
  FacetSearchRequest,
  MagicSearchQuery,
  ProductIdsRequest,
  SearchQuery,
  SimpleProductQueryRequest,
  SuggestionsQuery,
  VariantQuery,
  ViewEvent,
  type AddressSuggestion,
  type CalculateTotalResponse,
  type FacetSearchResult,
  type MagicSearchResult,
  type Suggestion,
} from '../../../src/api/schemas/index.ts';
import { addresses, bulkDiscounts, products, variants } from '../db/schema/catalog.ts';
import { events } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, handleError, notFound } from '../middleware/errors.ts';
import { check, jsonBody, queryParams } from '../middleware/validate.ts';
import { priceJson, productsByIds, VAT_RATE, variantsJson } from '../search/product-json.ts';
import {
  cleanQuery,
  searchCategories,
  searchCmsPages,
  searchProducts,
  type ProductSearchOptions,
} from '../search/search.ts';
import { categoryChildren, customContent, navigationChildren } from '../search/tree.ts';
import { facetSearchHits } from '../search/facet-search.ts';
import { formatDkk } from './shared.ts';
import { roundMoney } from '../../../src/domain/money.ts';

export { imageRoutes } from './catalog-images.ts';

/** A query field that is present but empty or blank ("empty query -> empty result"; absent stays a 400). */
function blank(value: string | undefined): boolean {
  return value !== undefined && value.trim() === '';
}

/** Optional path id: '' (root) or a valid Id, else 400 naming `id`. */
function pathId(struct: Struct<{ id?: string | undefined }, unknown>, raw: string | undefined): string | undefined {
  const id = raw === undefined || raw === '' ? undefined : raw; // Hono has already decoded it
  return check(struct, id === undefined ? {} : { id }, 'id').id;
}

function newApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  return app;
}

export function catalogRoutes(): Hono<AppEnv> {
  const app = newApp();

  // POST product/ids: ["10001", ...] -> Product[] in request order (unknown ids left out)
  app.post('/product/ids', async (c) => {
    const ids = await jsonBody(c, ProductIdsRequest);
    return c.json(await productsByIds(c.get('db'), ids));
  });

  // POST simpleproductquery: { Fields, Limit, SortField, SortDirection } -> Product[]
  app.post('/simpleproductquery', async (c) => {
    const body = await jsonBody(c, SimpleProductQueryRequest);
    const opts: ProductSearchOptions = { limit: body.Limit };
    for (const f of body.Fields) {
      const values = f.Values.filter((v) => v !== '');
      if (values.length === 0) return c.json([]); // a field with no values matches nothing
      const key = ({ id: 'ids', brand: 'brands', category: 'categories', giftshop: 'giftshops', sku: 'skus' } as const)[
        f.Field
      ];
      // Fields are ANDed: intersect with an earlier field on the same key
      const prev = opts[key];
      opts[key] = prev ? prev.filter((v) => values.includes(v)) : values;
      if (opts[key]?.length === 0) return c.json([]);
    }
    if (body.SortField) {
      opts.sort = { field: body.SortField, direction: body.SortDirection === 'Descending' ? 'desc' : 'asc' };
    } else {
      opts.sort = { field: 'popularity', direction: 'desc' };
    }
    const db = c.get('db');
    const result = await searchProducts(db, opts);
    return c.json(
      await productsByIds(
        db,
        result.hits.map((h) => h.id),
      ),
    );
  });

  // GET search?query=&limit= -> Product[] (empty query -> [])
  app.get('/search', async (c) => {
    if (blank(c.req.query('query'))) {
      queryParams(c, SearchQuery); // still refuses unknown fields / bad limit
      return c.json([]);
    }
    const q = queryParams(c, SearchQuery);
    const db = c.get('db');
    const result = await searchProducts(db, { query: q.query, limit: q.limit });
    return c.json(
      await productsByIds(
        db,
        result.hits.map((h) => h.id),
      ),
    );
  });

  // POST facetsearch -> { products, total, facets } (search/facet-search.ts, which the demo's list pages ask too)
  app.post('/facetsearch', async (c) => {
    const body = await jsonBody(c, FacetSearchRequest);
    const hits = await facetSearchHits(c.get('db'), body);
    const response: FacetSearchResult = {
      products: hits.products,
      total: hits.total,
      facets: hits.facets,
    };
    return c.json(response);
  });

  // GET magicsearch?query=&limit=12&doctype=&offset= -> counts of all types, one page of the asked ones
  app.get('/magicsearch', async (c) => {
    const emptyResult: MagicSearchResult = {
      productcount: 0,
      categorycount: 0,
      cmscount: 0,
      products: [],
      categories: [],
      cmspages: [],
    };
    if (blank(c.req.query('query'))) {
      const rest = { ...c.req.query() };
      delete rest.query;
      check(MagicSearchQuery, { query: 'x', ...rest }, 'query');
      return c.json(emptyResult);
    }
    const q = queryParams(c, MagicSearchQuery);
    const db = c.get('db');
    const want = (t: 'PRODUCT' | 'CATEGORY' | 'CMSPAGE'): boolean => !q.doctype || q.doctype === t;
    // counts for every type; rows only for the requested type(s)
    const [prod, cats, cms] = await Promise.all([
      searchProducts(db, {
        query: q.query,
        limit: want('PRODUCT') ? q.limit : 1,
        offset: want('PRODUCT') ? q.offset : 0,
      }),
      searchCategories(db, q.query, want('CATEGORY') ? q.limit : 1, want('CATEGORY') ? q.offset : 0),
      searchCmsPages(db, q.query, want('CMSPAGE') ? q.limit : 1, want('CMSPAGE') ? q.offset : 0),
    ]);
    const result: MagicSearchResult = {
      productcount: prod.total,
      categorycount: cats.total,
      cmscount: cms.total,
      products: want('PRODUCT')
        ? prod.hits.map((p) => ({ url: `/product/${p.id}`, image: p.image, title: p.name }))
        : [],
      categories: want('CATEGORY') ? cats.hits.map(({ url, image, title }) => ({ url, image, title })) : [],
      cmspages: want('CMSPAGE') ? cms.hits.map(({ url, image, title }) => ({ url, image, title })) : [],
    };
    return c.json(result);
  });

  // GET suggestions?query=&limit= -> categories first (at most 3), then products
  app.get('/suggestions', async (c) => {
    if (blank(c.req.query('query'))) {
      const rest = { ...c.req.query() };
      delete rest.query;
      check(SuggestionsQuery, { query: 'x', ...rest }, 'query');
      return c.json([]);
    }
    const q = queryParams(c, SuggestionsQuery);
    const db = c.get('db');
    // Both at once: the products fill what the categories leave of `limit`, and the first `limit - n` of the first
    // `limit` products (a total order: rank, popularity, id) are the ones a query for `limit - n` would give.
    const [cats, prod] = await Promise.all([
      searchCategories(db, q.query, Math.min(3, q.limit)),
      searchProducts(db, { query: q.query, limit: q.limit }),
    ]);
    const out: Suggestion[] = [
      ...cats.hits.map((h) => ({ title: h.title, url: h.url, image: h.image, type: 'CATEGORY' as const })),
      ...prod.hits
        .slice(0, q.limit - cats.hits.length)
        .map((p) => ({ title: p.name, url: `/product/${p.id}`, image: p.image, type: 'PRODUCT' as const })),
    ];
    return c.json(out);
  });

  // POST calculatetotal { productid, variantid?, quantity } -> unit price at that quantity (bulk discounts) and totals.
  // The quantity is rounded up to the pack size (colli), as the cart does.
  app.post('/calculatetotal', async (c) => {
    const body = await jsonBody(c, CalculateTotalRequest);
    const db = c.get('db');
    const [p] = await db.select().from(products).where(eq(products.id, body.productid)).limit(1);
    if (!p) throw new ApiError(404, `Unknown product ${body.productid}`, 'productid');
    let colli = p.colli;
    if (body.variantid) {
      const [v] = await db
        .select()
        .from(variants)
        .where(and(eq(variants.id, body.variantid), eq(variants.productId, p.id)))
        .limit(1);
      if (!v) throw new ApiError(404, `Unknown variant ${body.variantid} of product ${p.id}`, 'variantid');
      colli = v.colli;
    }
    if (!p.showPrices)
      throw new ApiError(404, 'Contact customerservice for more information on this product.', 'productid');
    const pack = colli > 0 ? colli : 1;
    const quantity = Math.ceil(body.quantity / pack) * pack;
    const tiers = await db.select().from(bulkDiscounts).where(eq(bulkDiscounts.productId, p.id));
    let unit = Number(p.priceExVat);
    for (const t of tiers) if (quantity >= t.minQuantity && Number(t.priceExVat) < unit) unit = Number(t.priceExVat);
    const price = priceJson(unit, Number(p.standardPriceExVat));
    const totalexvat = roundMoney(unit * quantity);
    const totalincvat = roundMoney(totalexvat * (1 + VAT_RATE));
    const response: CalculateTotalResponse = {
      productid: p.id,
      quantity,
      price,
      totalexvat,
      totalincvat,
      displaytotal: formatDkk(price.showpricesincvat ? totalincvat : totalexvat),
    };
    return c.json(response);
  });

  // GET variant/id?id= -> Variant[] (empty id -> [])
  app.get('/variant/id', async (c) => {
    if (blank(c.req.query('id'))) {
      const rest = { ...c.req.query() };
      delete rest.id;
      check(VariantQuery, { id: '1', ...rest }, 'query');
      return c.json([]);
    }
    const q = queryParams(c, VariantQuery);
    return c.json(await variantsJson(c.get('db'), q.id));
  });

  // GET productcategories/children/{id}?expandWithChildren=true -> { children, parent }
  const categoryHandler = async (c: Context<AppEnv>) => {
    const id = pathId(CategoryChildrenParams, c.req.param('id'));
    const q = queryParams(c, CategoryChildrenQuery);
    const result = await categoryChildren(c.get('db'), id, q.expandWithChildren ?? false);
    if (!result) throw notFound(`Unknown category ${id}`);
    return c.json(result);
  };
  app.get('/productcategories/children', categoryHandler);
  app.get('/productcategories/children/', categoryHandler);
  app.get('/productcategories/children/:id', categoryHandler);

  // GET content/children/{id} -> NavigationChild[] (empty id: the navigation root)
  const contentHandler = async (c: Context<AppEnv>) => {
    const id = pathId(ContentChildrenParams, c.req.param('id'));
    const result = await navigationChildren(c.get('db'), id);
    if (!result) throw notFound(`Unknown navigation node ${id}`);
    return c.json(result);
  };
  app.get('/content/children', contentHandler);
  app.get('/content/children/', contentHandler);
  app.get('/content/children/:id', contentHandler);

  // GET content/custom?keys=a,b -> { key: html }
  app.get('/content/custom', async (c) => {
    const q = queryParams(c, CustomContentQuery);
    return c.json(await customContent(c.get('db'), q.keys?.split(',')));
  });

  return app;
}

/** GET /api/thirdparty/{provider}/address?query= -> AddressSuggestion[] (fewer than 3 characters -> []). */
export function addressRoutes(): Hono<AppEnv> {
  const app = newApp();
  app.get('/', async (c) => {
    check(AddressProviderParams, { provider: c.req.param('provider') ?? '' }, 'provider');
    const raw = c.req.query('query');
    if (raw !== undefined && raw.trim().length > 0 && raw.trim().length < 3) {
      return c.json([]); // spec §5: suggestions only from 3 typed characters
    }
    const q = queryParams(c, AddressQuery);
    const text = cleanQuery(q.query).replace(/\s+/g, ' ');
    if (text.length < 3) return c.json([]);
    const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    const prefix = `${text.replace(/[\\%_]/g, '\\$&')}%`;
    const rows = await c
      .get('db')
      .select()
      .from(addresses)
      .where(or(ilike(addresses.full, like), sql`${text} <% ${addresses.full}`))
      .orderBy(
        sql`(${addresses.full} ILIKE ${prefix}) DESC`,
        sql`word_similarity(${text}, ${addresses.full}) DESC`,
        addresses.full,
      )
      .limit(10);
    const out: AddressSuggestion[] = rows.map((r) => ({
      suggestion: r.full,
      address1: `${r.street} ${r.houseNumber}`,
      zip: r.zip,
      city: r.city,
    }));
    return c.json(out);
  });
  return app;
}

/** POST /contextapi/{profileId}/v1/event/view { type, id } -> { success: true } (stored in `events`). */
export function eventRoutes(): Hono<AppEnv> {
  const app = newApp();
  app.post('/event/view', async (c) => {
    const { profileId } = check(EventProfileParams, { profileId: c.req.param('context') ?? '' }, 'profileId');
    const body = await jsonBody(c, ViewEvent);
    await c.get('db').insert(events).values({ profileId, type: body.type, itemId: body.id });
    return c.json({ success: true as const });
  });
  return app;
}
