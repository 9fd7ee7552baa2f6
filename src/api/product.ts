/**
 * Product and catalogue-search calls (spec §7, `/contextapi/{context}/v1/…`): product/ids, simpleproductquery,
 * search, facetsearch, magicsearch, suggestions, calculatetotal, variant/id. Every call returns an `ApiResult`.
 * Catalogue search, suggestions and magic search with an empty (blank) query, and variant lookup with an empty
 * id, send no request (spec §5): their result is a `noRequest` failure (not logged), whose catalogue value is
 * the empty result.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, get, noRequest, post } from './call.ts';
import {
  CalculateTotalRequest,
  CalculateTotalResponse,
  ProductIdsRequest,
  ProductIdsResponse,
  VariantQuery,
  VariantResponse,
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
} from './schemas/search.ts';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function createProductApi(client: ApiClient) {
  return {
    /** POST product/ids [ids] -> Product[] */
    getByIds: (ids: string[], opts: CallOptions = {}) =>
      call(client, 'product.getByIds', { schema: ProductIdsRequest, value: ids }, (body) =>
        post('product/ids', body, ProductIdsResponse, opts),
      ),
    /** POST simpleproductquery (query payload) -> Product[] */
    simpleProductQuery: (payload: SimpleProductQueryRequest, opts: CallOptions = {}) =>
      call(client, 'product.simpleProductQuery', { schema: SimpleProductQueryRequest, value: payload }, (body) =>
        post('simpleproductquery', body, SimpleProductQueryResponse, opts),
      ),
    /** GET search?query=&limit= (default 10) -> Product[]; no request for an empty query. */
    search: async (query: string, limit?: number, opts: CallOptions = {}) => {
      if (blank(query)) return noRequest('empty query');
      return call(client, 'product.search', { schema: SearchQuery, value: { query, limit } }, (q) =>
        get('search', SearchResponse, opts, { query: q }),
      );
    },
    /** POST facetsearch (gift product list query) -> { products, total, facets } */
    facetSearch: (request: Partial<FacetSearchRequest>, opts: CallOptions = {}) =>
      call(client, 'product.facetSearch', { schema: FacetSearchRequest, value: request }, (body) =>
        post('facetsearch', body, FacetSearchResult, opts),
      ),
    /** GET magicsearch?query=&limit=(12)&doctype=&offset= -> MagicSearchResult; no request for an empty query. */
    magicSearch: async (
      query: { query: string; limit?: number; doctype?: DocType; offset?: number },
      opts: CallOptions = {},
    ) => {
      if (blank(query.query)) return noRequest('empty query');
      return call(client, 'product.magicSearch', { schema: MagicSearchQuery, value: query }, (q) =>
        get('magicsearch', MagicSearchResult, opts, { query: q }),
      );
    },
    /** GET suggestions?query=&limit= -> Suggestion[]; no request for an empty query. */
    suggestions: async (query: string, limit?: number, opts: CallOptions = {}) => {
      if (blank(query)) return noRequest('empty query');
      return call(client, 'product.suggestions', { schema: SuggestionsQuery, value: { query, limit } }, (q) =>
        get('suggestions', SuggestionsResponse, opts, { query: q }),
      );
    },
    /** POST calculatetotal { productid, variantid?, quantity } -> CalculateTotalResponse */
    calculateTotal: (request: CalculateTotalRequest, opts: CallOptions = {}) =>
      call(client, 'product.calculateTotal', { schema: CalculateTotalRequest, value: request }, (body) =>
        post('calculatetotal', body, CalculateTotalResponse, opts),
      ),
    /** GET variant/id?id= -> Variant[]; no request for an empty id. */
    getVariants: async (id: string, opts: CallOptions = {}) => {
      if (blank(id)) return noRequest('empty id');
      return call(client, 'product.getVariants', { schema: VariantQuery, value: { id } }, (query) =>
        get('variant/id', VariantResponse, opts, { query }),
      );
    },
  };
}
export type ProductApi = ReturnType<typeof createProductApi>;
