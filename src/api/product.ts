/**
 * Product and catalogue-search calls (spec §7, `/contextapi/{context}/v1/…`): product/ids, simpleproductquery,
 * search, facetsearch, magicsearch, suggestions, calculatetotal, variant/id. Failure results per errors.ts.
 * Catalogue search, suggestions and magic search with an empty (blank) query, and variant lookup with an empty
 * id, return their empty result without a request (spec §5).
 */
import type { ApiClient, CallOptions } from './client.ts';
import { failureResult, invoke, type EmptyObject } from './errors.ts';
import {
  CalculateTotalRequest,
  CalculateTotalResponse,
  ProductIdsRequest,
  ProductIdsResponse,
  VariantQuery,
  VariantResponse,
  type Variant,
} from './schemas/product.ts';
import {
  FacetSearchRequest,
  FacetSearchResult,
  MagicSearchQuery,
  MagicSearchResult,
  SearchQuery,
  SearchResponse,
  SimpleProductQueryRequest,
  SimpleProductQueryResponse,
  SuggestionsQuery,
  SuggestionsResponse,
  type DocType,
  type Suggestion,
} from './schemas/search.ts';
import type { Product } from './schemas/product.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function createProductApi(client: ApiClient) {
  return {
    /** POST product/ids [ids] -> Product[] */
    getByIds: (ids: string[], opts: CallOptions = {}) =>
      invoke(client, 'product.getByIds', { schema: ProductIdsRequest, value: ids }, (body) => ({ method: 'POST', path: 'product/ids', body, response: ProductIdsResponse, signal: opts.signal })),
    /** POST simpleproductquery (query payload) -> Product[]; [] on failure. */
    simpleProductQuery: (payload: SimpleProductQueryRequest, opts: CallOptions = {}): Promise<Product[]> =>
      invoke(client, 'product.simpleProductQuery', { schema: SimpleProductQueryRequest, value: payload }, (body) => ({ method: 'POST', path: 'simpleproductquery', body, response: SimpleProductQueryResponse, signal: opts.signal })),
    /** GET search?query=&limit= (default 10) -> Product[]; [] on failure and for an empty query (no request). */
    search: async (query: string, limit?: number, opts: CallOptions = {}): Promise<Product[]> => {
      if (blank(query)) return failureResult('product.search');
      return invoke(client, 'product.search', { schema: SearchQuery, value: { query, limit } }, (q) => ({ method: 'GET', path: 'search', query: q, response: SearchResponse, signal: opts.signal }));
    },
    /** POST facetsearch (gift product list query) -> { products, total, facets }; {} on failure. */
    facetSearch: (request: Partial<FacetSearchRequest>, opts: CallOptions = {}): Promise<FacetSearchResult | EmptyObject> =>
      invoke(client, 'product.facetSearch', { schema: FacetSearchRequest, value: request }, (body) => ({ method: 'POST', path: 'facetsearch', body, response: FacetSearchResult, signal: opts.signal })),
    /** GET magicsearch?query=&limit=(12)&doctype=&offset= -> MagicSearchResult; {} on failure and for an empty query. */
    magicSearch: async (
      query: { query: string; limit?: number; doctype?: DocType; offset?: number },
      opts: CallOptions = {},
    ): Promise<MagicSearchResult | EmptyObject> => {
      if (blank(query.query)) return failureResult('product.magicSearch');
      return invoke(client, 'product.magicSearch', { schema: MagicSearchQuery, value: query }, (q) => ({ method: 'GET', path: 'magicsearch', query: q, response: MagicSearchResult, signal: opts.signal }));
    },
    /** GET suggestions?query=&limit= -> Suggestion[]; [] on failure and for an empty query. */
    suggestions: async (query: string, limit?: number, opts: CallOptions = {}): Promise<Suggestion[]> => {
      if (blank(query)) return failureResult('product.suggestions');
      return invoke(client, 'product.suggestions', { schema: SuggestionsQuery, value: { query, limit } }, (q) => ({ method: 'GET', path: 'suggestions', query: q, response: SuggestionsResponse, signal: opts.signal }));
    },
    /** POST calculatetotal { productid, variantid?, quantity } -> CalculateTotalResponse */
    calculateTotal: (request: CalculateTotalRequest, opts: CallOptions = {}) =>
      invoke(client, 'product.calculateTotal', { schema: CalculateTotalRequest, value: request }, (body) => ({ method: 'POST', path: 'calculatetotal', body, response: CalculateTotalResponse, signal: opts.signal })),
    /** GET variant/id?id= -> Variant[]; [] on failure and for an empty id (no request). */
    getVariants: async (id: string, opts: CallOptions = {}): Promise<Variant[]> => {
      if (blank(id)) return failureResult('product.getVariants');
      return invoke(client, 'product.getVariants', { schema: VariantQuery, value: { id } }, (query) => ({ method: 'GET', path: 'variant/id', query, response: VariantResponse, signal: opts.signal }));
    },
  };
}
export type ProductApi = ReturnType<typeof createProductApi>;
