/**
 * `POST facetsearch` (spec §7) as a function: the catalogue route (routes/catalog.ts) answers it as JSON, and the
 * demo's server-rendered product list (pages/list-fallback.ts) asks it the same question `<product-list>` sends,
 * so the page's fallback shows the very list the element will.
 */
import type { FacetSearchRequest, Product } from '../../../src/api/schemas/index.ts';
import type { Db } from '../db/client.ts';
import { productsByIds } from './product-json.ts';
import { searchProducts, type ProductSearchOptions, type ProductSearchResult, type SortKey } from './search.ts';

/**
 * The matching product ids (one slice: `count` from `offset`), their Product JSON (the prepared `productsByIds`:
 * cheaper than joining it into the search query, docs/scaling.md), the total and the facets asked for.
 */
export interface FacetSearchHits {
  ids: string[];
  products: Product[];
  total: number;
  facets: ProductSearchResult['facets'];
}

export async function facetSearchHits(db: Db, body: FacetSearchRequest): Promise<FacetSearchHits> {
  const facetNames = body.fields ?? ['brand', 'category'];
  const empty: FacetSearchHits = {
    ids: [],
    products: [],
    total: 0,
    facets: facetNames.map((name) => ({ name, values: [] })),
  };
  if (body.restrictdoctypes && body.restrictdoctypes.length > 0 && !body.restrictdoctypes.includes('PRODUCT'))
    return empty;
  const opts: ProductSearchOptions = {
    query: body.query ?? '',
    limit: body.count,
    offset: body.offset,
    fuzzy: body.usefuzzymatch ?? true,
    facets: facetNames,
  };
  for (const p of body.preselections ?? []) {
    const key = ({ brand: 'brands', category: 'categories', giftshop: 'giftshops', id: 'ids' } as const)[p.path];
    const prev = opts[key];
    opts[key] = prev ? prev.filter((v) => p.values.includes(v)) : [...p.values];
    if (opts[key]?.length === 0) return empty;
  }
  const first = body.sortoptions?.[0];
  const sort: SortKey = first
    ? { field: first.field, direction: first.direction }
    : { field: 'relevance', direction: 'desc' };
  opts.sort = sort;
  const result = await searchProducts(db, opts);
  const ids = result.hits.map((h) => h.id);
  return {
    ids,
    products: await productsByIds(db, ids),
    total: result.total,
    facets: result.facets,
  };
}
