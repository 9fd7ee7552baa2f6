/**
 * The list's request and its place in the URL (spec §2: the search results page takes `query` and `orderby`
 * parameters). Parameters: `query` (search pages), `orderby`, `brand`, `page` (how many pages of 20 are shown, so
 * reload and back restore a "load more" depth). Sort options and their facet-search sort.
 */
import type { FacetSearchRequest, Preselection, SortOption } from '../../api/schemas/search.ts';
import type { ListRequest } from '../../../machines/product-list.state.ts';
import { PRODUCT_LIST_MAX_PAGES } from '../../../machines/product-list.state.ts';

export type SortValue = '' | 'popularity' | 'name' | 'price_asc' | 'price_desc' | 'newest';

/** The shop's sort options (the same `orderby` values as the server-rendered search page). '' = relevance. */
export const SORTS: readonly { value: SortValue; sort: SortOption }[] = [
  { value: '', sort: { field: 'relevance', direction: 'desc' } },
  { value: 'popularity', sort: { field: 'popularity', direction: 'desc' } },
  { value: 'name', sort: { field: 'name', direction: 'asc' } },
  { value: 'price_asc', sort: { field: 'price', direction: 'asc' } },
  { value: 'price_desc', sort: { field: 'price', direction: 'desc' } },
  { value: 'newest', sort: { field: 'newest', direction: 'desc' } },
];

/** Relevance means something only for a keyword: a category page sorts by popularity by default. */
export function sortsFor(category: string): readonly SortValue[] {
  return SORTS.filter((s) => !(category && s.value === '')).map((s) => s.value);
}

export function defaultSort(category: string): SortValue {
  return category ? 'popularity' : '';
}

export function sortOption(value: string): SortOption {
  return (SORTS.find((s) => s.value === value) ?? SORTS[0]!).sort;
}

const clean = (value: string | null, max: number): string =>
  (value ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ') // eslint-disable-line no-control-regex
    .trim()
    .slice(0, max);

export interface UrlState {
  request: ListRequest;
  pages: number;
}

/** The list's state read from a URL: the category (attribute) or the search keyword (attribute, else `query`). */
export function readUrl(href: string, { category, query }: { category: string; query: string }): UrlState {
  const params = new URL(href, 'http://x/').searchParams;
  const orderby = clean(params.get('orderby'), 40);
  const valid = sortsFor(category).includes(orderby as SortValue);
  const page = Number(params.get('page'));
  return {
    request: {
      query: category ? '' : query || clean(params.get('query'), 200),
      category,
      orderby: valid ? orderby : defaultSort(category),
      brand: clean(params.get('brand'), 100),
    },
    pages: Number.isInteger(page) && page >= 1 ? Math.min(page, PRODUCT_LIST_MAX_PAGES) : 1,
  };
}

/** `href` with the list's parameters set (defaults left out, other parameters kept). */
export function writeUrl(href: string, request: ListRequest, pages: number): string {
  const url = new URL(href);
  const set = (name: string, value: string) => {
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  };
  set('orderby', request.orderby === defaultSort(request.category) ? '' : request.orderby);
  set('brand', request.brand);
  set('page', pages > 1 ? String(pages) : '');
  return url.toString();
}

/** The most one facetsearch call asks for (its `count` is at most 100): a deeper list is asked in slices of this. */
export const LIST_SLICE = 100;

/**
 * The `POST facetsearch` body (spec §7) for a slice of the list: the keyword (search pages), the category and the
 * brand as preselections, the brand facet, the sort, products only. The demo's server-rendered fallback asks the
 * same (demo/server/pages/list-fallback.ts), so it shows what the element will.
 */
export function listQuery(request: ListRequest, offset: number, count: number): FacetSearchRequest {
  const preselections: Preselection[] = [];
  if (request.category) preselections.push({ path: 'category', values: [request.category] });
  if (request.brand) preselections.push({ path: 'brand', values: [request.brand] });
  return {
    ...(request.query ? { query: request.query } : {}),
    count,
    offset,
    fields: ['brand'],
    sortoptions: [sortOption(request.orderby)],
    restrictdoctypes: ['PRODUCT'],
    ...(preselections.length ? { preselections } : {}),
  };
}

export function sameRequest(a: ListRequest | null, b: ListRequest): boolean {
  return !!a && a.query === b.query && a.category === b.category && a.orderby === b.orderby && a.brand === b.brand;
}
