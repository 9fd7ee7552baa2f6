/**
 * Adapter from the search page to CATALOG's database search (demo/server/search/search.ts): full-text
 * with the Danish configuration plus trigram typo matching, ranking, brand and category facets.
 */
import type { Db } from '../db/client.ts';
import { searchProducts, type FacetCount, type SortKey } from '../search/search.ts';

/** The page's `orderby` values and what they sort by ('' = relevance). */
export const SORT_OPTIONS: readonly { value: string; label: string; sort: SortKey }[] = [
  { value: '', label: 'Relevans', sort: { field: 'relevance', direction: 'desc' } },
  { value: 'popularity', label: 'Popularitet', sort: { field: 'popularity', direction: 'desc' } },
  { value: 'name', label: 'Navn (A–Å)', sort: { field: 'name', direction: 'asc' } },
  { value: 'price_asc', label: 'Pris, laveste først', sort: { field: 'price', direction: 'asc' } },
  { value: 'price_desc', label: 'Pris, højeste først', sort: { field: 'price', direction: 'desc' } },
  { value: 'newest', label: 'Nyeste', sort: { field: 'newest', direction: 'desc' } },
];

export interface SearchArgs {
  query: string;
  orderby: string;
  brand?: string;
  category?: string;
  limit: number;
  offset: number;
}

export interface SearchResult {
  ids: string[];
  total: number;
  brands: FacetCount[];
  categories: FacetCount[];
}

/** Catalogue search; an empty query returns nothing (spec §5). */
export async function runSearch(db: Db, args: SearchArgs): Promise<SearchResult> {
  if (!args.query.trim()) return { ids: [], total: 0, brands: [], categories: [] };
  const sort = SORT_OPTIONS.find((o) => o.value === args.orderby)?.sort;
  const result = await searchProducts(db, {
    query: args.query,
    limit: args.limit,
    offset: args.offset,
    facets: ['brand', 'category'],
    ...(sort ? { sort } : {}),
    ...(args.brand ? { brands: [args.brand] } : {}),
    ...(args.category ? { categories: [args.category] } : {}),
  });
  const facet = (name: 'brand' | 'category'): FacetCount[] => result.facets.find((f) => f.name === name)?.values ?? [];
  return {
    ids: result.hits.map((h) => h.id),
    total: result.total,
    brands: facet('brand'),
    categories: facet('category'),
  };
}
