/**
 * The list's one call: `POST facetsearch` (spec §7) for a slice of the list, with the category and the brand as
 * preselections, the brand facet and the chosen sort. Decision: category pages use facetsearch too (with a category
 * preselection and no keyword): `simpleproductquery` answers a bare list (no total, no facets, no offset, at most 100),
 * so it cannot give 'Displaying X of Y', brand counts or "load more". A slice above 100 (a restored depth) is asked
 * in requests of 100. A failure (the spec §8 empty object) rejects the returned promise, so the list can offer a retry.
 */
import { createProductApi } from '../../api/product.ts';
import type { ApiClient } from '../../api/client.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/product-list.state.ts';
import { LIST_SLICE, listQuery } from './list-request.ts';

export async function fetchPage(
  client: ApiClient,
  { request, offset, count }: FetchPageInput,
  signal?: AbortSignal,
): Promise<FetchPageOutput> {
  // A search page without a keyword asks nothing (the list says what to do).
  if (!request.query && !request.category) return { products: [], total: 0, brands: [] };
  const api = createProductApi(client);
  const out: FetchPageOutput = { products: [], total: 0, brands: [] };
  for (let at = offset; at < offset + count; at += LIST_SLICE) {
    const size = Math.min(LIST_SLICE, offset + count - at);
    const result = await api.facetSearch(listQuery(request, at, size), { signal });
    // A failure is what the error catalogue answers as the spec §8 empty object: no products to show.
    if (!result.ok) throw new Error('product list: facetsearch failed');
    const answer = result.value;
    out.products.push(...answer.products);
    out.total = answer.total;
    out.brands = answer.facets.find((f) => f.name === 'brand')?.values ?? [];
    if (answer.products.length < size) break;
  }
  return out;
}
