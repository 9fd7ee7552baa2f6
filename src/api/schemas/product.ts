/**
 * Product, price, duty, variant (spec §3) and the product calls of spec §7:
 * `POST product/ids`, `POST calculatetotal`, `GET variant/id?id=`.
 */
import {
  array,
  boolean,
  defaulted,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Id, ProductId } from './common.ts';

/**
 * Price (spec §3).
 *
 * Decision: amounts are **numbers** (in `currency`, e.g. 123.5 = DKK 123,50); the library formats them
 * per culture and currency (src/format). `priceincvat` / `priceexvat` are the unit price with and without
 * VAT after any discount; `standardsalesprice` is the normal (undiscounted) unit price **excluding VAT**;
 * `priceexvatasnumeric` equals `priceexvat` and is kept because the spec names it (bulk discounts are
 * sorted by it). `discountpercentage` is 0–100. `showpricesincvat` says which of the two the host shows.
 */
export const Price = type({
  currency: size(string(), 3, 3),
  priceincvat: number(),
  priceexvat: number(),
  standardsalesprice: number(),
  ondiscount: boolean(),
  discountpercentage: number(),
  showpricesincvat: boolean(),
  priceexvatasnumeric: number(),
});
export type Price = Infer<typeof Price>;

/** A duty (environmental fee etc.) shown in the product's duties table (spec §3). Amounts are numbers. */
export const Duty = type({
  name: string(),
  currency: size(string(), 3, 3),
  priceincvat: number(),
  priceexvat: number(),
  showpricesincvat: boolean(),
});
export type Duty = Infer<typeof Duty>;

/** A bulk discount: from `quantity` units on, the unit price is `price`. Sorted by `price.priceexvatasnumeric`. */
export const BulkDiscount = type({
  quantity: min(integer(), 1),
  price: Price,
});
export type BulkDiscount = Infer<typeof BulkDiscount>;

/**
 * Stock and delivery message (spec §3). Decision: `instock` is the number of units in stock (0 = none),
 * `icon` a short icon name (e.g. "check", "truck", "clock"), `color` a CSS colour.
 */
export const StockMessage = type({
  icon: string(),
  color: string(),
  message: string(),
  restockmessage: string(),
  instock: min(integer(), 0),
  deliverymessage: string(),
  showdeliverymessageonlists: boolean(),
});
export type StockMessage = Infer<typeof StockMessage>;

/** One product image. */
export const ProductImage = type({ url: string() });
export type ProductImage = Infer<typeof ProductImage>;

/** Decision: an icon is an image URL with a title (alt text). */
export const ProductIcon = type({ url: string(), title: string() });
export type ProductIcon = Infer<typeof ProductIcon>;

/**
 * Product (spec §3). `image` is the main image URL, `images[1]` (when present) is the secondary hover image.
 * `imagewidth`/`imageheight` default to 400×300. `price` is `null` when no price is available (the card then
 * shows 'Contact customerservice for more information on this product.'). `longdescription` is HTML (sanitise
 * before rendering). `brand` and `categoryid` are optional extras used by search facets.
 */
export const Product = type({
  id: ProductId,
  name: string(),
  image: string(),
  images: array(ProductImage),
  imagewidth: defaulted(min(integer(), 1), 400),
  imageheight: defaulted(min(integer(), 1), 300),
  badges: array(string()),
  icons: array(ProductIcon),
  url: string(),
  unit: string(),
  sku: string(),
  colli: min(integer(), 1),
  hasvariants: boolean(),
  allowpurchase: boolean(),
  showstock: boolean(),
  showprices: boolean(),
  price: nullable(Price),
  bulkdiscounts: array(BulkDiscount),
  longdescription: string(),
  duties: array(Duty),
  stockmessage: nullable(StockMessage),
  brand: optional(nullable(string())),
  categoryid: optional(nullable(string())),
});
export type Product = Infer<typeof Product>;

/** The short product record kept on gift shops and codes (`defaultproductsinfo`, `productsinfo`). */
export const ProductInfo = type({
  id: ProductId,
  name: string(),
  image: string(),
});
export type ProductInfo = Infer<typeof ProductInfo>;

/**
 * Variant (spec §3). Extras: `id` is the variant id sent as `variantid` when adding to cart (the spec's
 * lookup key is productid + variantid); `productid` the parent product; `price` / `stockmessage` when the
 * variant has its own.
 */
export const Variant = type({
  id: Id,
  productid: ProductId,
  sku: string(),
  allowpurchase: boolean(),
  unit: string(),
  colli: min(integer(), 1),
  dimension1code: string(),
  dimension2code: nullable(string()),
  dimensioncount: size(integer(), 0, 2),
  price: optional(nullable(Price)),
  stockmessage: optional(nullable(StockMessage)),
});
export type Variant = Infer<typeof Variant>;

/** `POST product/ids` request: the JSON body is a plain list of product ids (1–500). */
export const ProductIdsRequest = size(array(ProductId), 1, 500);
export type ProductIdsRequest = Infer<typeof ProductIdsRequest>;
/** `POST product/ids` response: the products found, in request order; unknown ids are left out. */
export const ProductIdsResponse = array(Product);
export type ProductIdsResponse = Infer<typeof ProductIdsResponse>;

/** `GET variant/id?id=` query: `id` is the product id whose variants are wanted. */
export const VariantQuery = object({ id: ProductId });
export type VariantQuery = Infer<typeof VariantQuery>;
/** `GET variant/id` response: the product's variants (empty when it has none). */
export const VariantResponse = array(Variant);
export type VariantResponse = Infer<typeof VariantResponse>;

/** `POST calculatetotal` request: price a quantity of a product (bulk discounts applied). */
export const CalculateTotalRequest = object({
  productid: ProductId,
  variantid: optional(nullable(Id)),
  quantity: size(integer(), 1, 1_000_000),
});
export type CalculateTotalRequest = Infer<typeof CalculateTotalRequest>;

/**
 * `POST calculatetotal` response (decision): the unit `price` that applies at this quantity and the line
 * totals as numbers, plus `displaytotal`, the total formatted by the server for display.
 */
export const CalculateTotalResponse = type({
  productid: ProductId,
  quantity: integer(),
  price: Price,
  totalincvat: number(),
  totalexvat: number(),
  displaytotal: string(),
});
export type CalculateTotalResponse = Infer<typeof CalculateTotalResponse>;
