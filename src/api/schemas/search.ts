/**
 * Catalogue search calls of spec §7 (relative to `/contextapi/{context}/v1/`): `GET search`, `POST facetsearch`,
 * `GET magicsearch`, `GET suggestions`, `POST simpleproductquery`; magic search result and query payloads (spec §3).
 */
import {
  array,
  boolean,
  enums,
  integer,
  min,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  defaulted,
  type Infer,
} from 'superstruct';
import { limitQuery, offsetQuery } from './common.ts';
import { Product } from './product.ts';

/** Document types of magic search (spec §7). */
export const DocType = enums(['PRODUCT', 'CATEGORY', 'CMSPAGE']);
export type DocType = Infer<typeof DocType>;

/** `GET search?query=&limit=` query. `query` may be empty (then the result is empty; the client never sends it). Limit default 10 (spec §9). */
export const SearchQuery = object({
  query: size(string(), 0, 200),
  limit: limitQuery(10),
});
export type SearchQuery = Infer<typeof SearchQuery>;
/** `GET search` response (decision): the matching products, best first. */
export const SearchResponse = array(Product);
export type SearchResponse = Infer<typeof SearchResponse>;

/** A facet preselection: restrict `path` (`brand`, `category`, `giftshop`, `id`) to one of `values`. */
export const Preselection = object({
  path: enums(['brand', 'category', 'giftshop', 'id']),
  values: size(array(size(string(), 1, 200)), 1, 2000),
});
export type Preselection = Infer<typeof Preselection>;

/**
 * A sort option: `field` is `relevance`, `name`, `price`, `popularity`, `newest` (creation date; `desc` = newest
 * first) or `sku`; `direction` ascending/descending.
 */
export const SortOption = object({
  field: enums(['relevance', 'name', 'price', 'popularity', 'newest', 'sku']),
  direction: enums(['asc', 'desc']),
});
export type SortOption = Infer<typeof SortOption>;

/**
 * `POST facetsearch` request, the spec's "gift product list query" (spec §3): `count` (page size, default 20,
 * spec §9), `offset`, `preselections`, `fields` (facets wanted: `brand`, `category`; default both),
 * `sortoptions`, `restrictdoctypes` (only PRODUCT is searched by facet search), `usefuzzymatch` (trigram typo
 * matching). Extra (decision): `query`, the keyword ('' or absent = all products).
 */
export const FacetSearchRequest = object({
  query: optional(size(string(), 0, 200)),
  count: defaulted(size(integer(), 1, 100), 20),
  offset: defaulted(size(integer(), 0, 1_000_000), 0),
  preselections: optional(size(array(Preselection), 0, 10)),
  fields: optional(size(array(enums(['brand', 'category'])), 0, 2)),
  sortoptions: optional(size(array(SortOption), 0, 3)),
  restrictdoctypes: optional(size(array(DocType), 0, 3)),
  usefuzzymatch: optional(boolean()),
});
export type FacetSearchRequest = Infer<typeof FacetSearchRequest>;
/** Alias: the spec calls it "Gift product list query". */
export const GiftProductListQuery = FacetSearchRequest;
export type GiftProductListQuery = FacetSearchRequest;

/**
 * One facet value with its hit count; `selected` when it is part of the preselections. `value` is the id to
 * send back in a preselection (brand id, category id); `label` (optional) is its display name.
 */
export const FacetValue = type({
  value: string(),
  count: min(integer(), 0),
  selected: boolean(),
  label: optional(string()),
});
export type FacetValue = Infer<typeof FacetValue>;
/** A facet (`name` is `brand` or `category`). */
export const Facet = type({ name: string(), values: array(FacetValue) });
export type Facet = Infer<typeof Facet>;
/** `POST facetsearch` response (decision): one page of products, the total hit count and the facets. */
export const FacetSearchResult = type({
  products: array(Product),
  total: min(integer(), 0),
  facets: array(Facet),
});
export type FacetSearchResult = Infer<typeof FacetSearchResult>;

/** `GET magicsearch` query: query, limit (default 12, spec §9), optional doctype (only that type is returned) and offset. */
export const MagicSearchQuery = object({
  query: size(string(), 1, 200),
  limit: limitQuery(12),
  doctype: optional(DocType),
  offset: offsetQuery(),
});
export type MagicSearchQuery = Infer<typeof MagicSearchQuery>;
/** One hit of magic search (spec §3): url, image (`null` = none), title. */
export const MagicSearchItem = type({ url: string(), image: nullable(string()), title: string() });
export type MagicSearchItem = Infer<typeof MagicSearchItem>;
/**
 * Magic search result (spec §3): total counts per type and one page of each list (the lists of the types not
 * asked for by `doctype` are empty, their counts still given).
 */
export const MagicSearchResult = type({
  productcount: min(integer(), 0),
  categorycount: min(integer(), 0),
  cmscount: min(integer(), 0),
  products: array(MagicSearchItem),
  categories: array(MagicSearchItem),
  cmspages: array(MagicSearchItem),
});
export type MagicSearchResult = Infer<typeof MagicSearchResult>;

/** `GET suggestions?query=&limit=` query; limit default 10 (mobile uses 5). */
export const SuggestionsQuery = object({
  query: size(string(), 1, 200),
  limit: limitQuery(10),
});
export type SuggestionsQuery = Infer<typeof SuggestionsQuery>;
/** One suggestion (decision): a product or category hit with its doctype. */
export const Suggestion = type({
  title: string(),
  url: string(),
  image: nullable(string()),
  type: DocType,
});
export type Suggestion = Infer<typeof Suggestion>;
/** `GET suggestions` response: suggestions, best first. */
export const SuggestionsResponse = array(Suggestion);
export type SuggestionsResponse = Infer<typeof SuggestionsResponse>;

/** A query field (spec §3 query payload): match products whose `Field` has one of `Values`. */
export const QueryField = object({
  Field: enums(['id', 'brand', 'category', 'giftshop', 'sku']),
  FieldType: enums(['String', 'Number', 'Boolean']),
  Values: size(array(size(string(), 0, 200)), 0, 2000),
});
export type QueryField = Infer<typeof QueryField>;

/**
 * `POST simpleproductquery` request, the spec's query payload (PascalCase as in the spec): `Fields` (ANDed),
 * `Limit` 1–100, `SortField` (`name`, `price`, `popularity`, `sku`), `SortDirection` (`Ascending`/`Descending`).
 * Popular products: `{ Fields: [], Limit: 10, SortField: "popularity", SortDirection: "Descending" }`.
 */
export const SimpleProductQueryRequest = object({
  Fields: size(array(QueryField), 0, 10),
  Limit: size(integer(), 1, 100),
  SortField: optional(enums(['name', 'price', 'popularity', 'sku'])),
  SortDirection: optional(enums(['Ascending', 'Descending'])),
});
export type SimpleProductQueryRequest = Infer<typeof SimpleProductQueryRequest>;
/** Alias with the spec's name. */
export const QueryPayload = SimpleProductQueryRequest;
export type QueryPayload = SimpleProductQueryRequest;
/** `POST simpleproductquery` response (decision): the matching products. */
export const SimpleProductQueryResponse = array(Product);
export type SimpleProductQueryResponse = Infer<typeof SimpleProductQueryResponse>;
