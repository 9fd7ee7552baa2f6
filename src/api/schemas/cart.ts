/**
 * Cart, cart item, cart delivery, saved (retention) cart item, add-to-cart payload (spec §3) and every
 * `/cart` call of spec §7. Paths are relative to `/contextapi/{context}/v1/cart/`.
 * Every cart-changing call responds with the full {@link Cart} (decision), so an element can render the
 * result without a second request.
 */
import {
  array,
  boolean,
  enums,
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
import { Id, ProductId, limitQuery, queryBool } from './common.ts';
import { Product } from './product.ts';

/** Unit price of a cart line (spec §3). Numbers; `price` excludes VAT, `vatrate` is a fraction (0.25 = 25 %). */
export const CartUnitPrice = type({
  price: number(),
  vatrate: number(),
  currency: size(string(), 3, 3),
  discountamount: number(),
});
export type CartUnitPrice = Infer<typeof CartUnitPrice>;

/**
 * Cart item (spec §3); the lookup key is `productid` + `variantid` (`null` = no variant). Extras for display:
 * image, url, sku, unit, colli (pack size), displaylineprice (formatted line total), addonparent (product id
 * of the line this add-on belongs to, `null` for ordinary lines).
 */
export const CartItem = type({
  productid: ProductId,
  variantid: nullable(Id),
  quantity: min(integer(), 1),
  unitprice: CartUnitPrice,
  name: string(),
  image: optional(nullable(string())),
  url: optional(nullable(string())),
  sku: optional(string()),
  unit: optional(string()),
  colli: optional(min(integer(), 1)),
  displaylineprice: optional(string()),
  /** Extra (decision): the line total excl. VAT as a number (unit price × quantity after bulk discounts). */
  lineprice: optional(number()),
  addonparent: optional(nullable(ProductId)),
});
export type CartItem = Infer<typeof CartItem>;

/** A fee on the cart (decision: name, numeric price excl. VAT, formatted `displayprice`). */
export const CartFee = type({
  name: string(),
  price: number(),
  displayprice: string(),
});
export type CartFee = Infer<typeof CartFee>;

/** Cart delivery (spec §3): free-delivery state with display strings (formatted money). */
export const CartDelivery = type({
  freedeliverypossible: boolean(),
  freedeliveryobtained: boolean(),
  displayfreedeliverylimit: string(),
  displayfreedeliverydiff: string(),
  /** Extras (decision): the limit and the amount still missing, as numbers excl. VAT (for a progress bar). */
  freedeliverylimit: optional(number()),
  freedeliverydiff: optional(number()),
});
export type CartDelivery = Infer<typeof CartDelivery>;

/** Cart (spec §3). `displaytotalprice` is a display string formatted by the server; `itemcount` the sum of quantities. */
export const Cart = type({
  items: array(CartItem),
  fees: array(CartFee),
  displaytotalprice: string(),
  itemcount: min(integer(), 0),
  delivery: CartDelivery,
  /**
   * Extras (decision): numbers behind the display strings. `displaytotalprice` is the total incl. VAT;
   * `displaytotalexvat` / `totalexvat` the same excl. VAT (fees included), `subtotalexvat` the items only.
   */
  subtotalexvat: optional(number()),
  totalexvat: optional(number()),
  vat: optional(number()),
  totalincvat: optional(number()),
  displaysubtotalexvat: optional(string()),
  displayvat: optional(string()),
  displaytotalexvat: optional(string()),
});
export type Cart = Infer<typeof Cart>;

/**
 * Saved cart item (spec §3), listed by the 'Unfinished business?' dialog after sign-in. Extra (decision):
 * `lineprice`, the number behind `displaylineprice` (the line total excl. VAT), so the dialog formats it for the page.
 */
export const SavedCartItem = type({
  imageurl: string(),
  quantity: integer(),
  name: string(),
  productid: ProductId,
  variantid: nullable(Id),
  addonparent: nullable(ProductId),
  displaylineprice: string(),
  lineprice: optional(number()),
});
export type SavedCartItem = Infer<typeof SavedCartItem>;

/**
 * Add-to-cart payload (spec §3): `POST cart/addorupdatecart` body. `quantity` is the new quantity of the line
 * (0 removes it; the server rounds up to a multiple of the pack size); `variantid` omitted/null = no variant.
 */
export const AddToCartRequest = object({
  productid: ProductId,
  quantity: size(integer(), 0, 1_000_000),
  variantid: optional(nullable(Id)),
  addonproductids: optional(size(array(ProductId), 0, 50)),
});
export type AddToCartRequest = Infer<typeof AddToCartRequest>;
/** `POST cart/addorupdatecart` response: the full {@link Cart}. */
export const AddToCartResponse = Cart;

/**
 * `POST cart/addorupdatecartfromlist` request (decision): `{ items }`, several add-to-cart payloads at once
 * (purchase from a wish list, bulk order). Quantities are added to existing lines.
 */
export const AddToCartFromListRequest = object({ items: size(array(AddToCartRequest), 1, 500) });
export type AddToCartFromListRequest = Infer<typeof AddToCartFromListRequest>;
/** `POST cart/addorupdatecartfromlist` response: the full {@link Cart}. */
export const AddToCartFromListResponse = Cart;

/** `GET cart/getcart` response. */
export const GetCartResponse = Cart;

/** `GET cart/getrelatedproducts?limit=` query: limit 1–100, default 10 (spec §9). */
export const RelatedProductsQuery = object({ limit: limitQuery(10) });
export type RelatedProductsQuery = Infer<typeof RelatedProductsQuery>;
/** `GET cart/getrelatedproducts` response: products related to the cart's contents. */
export const RelatedProductsResponse = array(Product);
export type RelatedProductsResponse = Infer<typeof RelatedProductsResponse>;

/** `GET cart/getcurrentdelivery` response. */
export const GetCurrentDeliveryResponse = CartDelivery;

/** `GET cart/emptycart` response: the (now empty) {@link Cart}. */
export const EmptyCartResponse = Cart;

/**
 * `GET cart/change?merge=true` query. After sign-in with a previous cart found: without `merge` the saved cart
 * replaces the current (guest) cart; with `merge=true` the two are merged.
 */
export const ChangeCartQuery = object({ merge: optional(queryBool) });
export type ChangeCartQuery = Infer<typeof ChangeCartQuery>;
/** `GET cart/change` response: the resulting {@link Cart}. */
export const ChangeCartResponse = Cart;

/** `GET cart/getretentioncart` response: `{ items }`, the user's saved cart. */
export const RetentionCart = type({ items: array(SavedCartItem) });
export type RetentionCart = Infer<typeof RetentionCart>;

/**
 * `POST cart/csvimporttocart` request (decision): JSON `{ csv }`, the file's text. One line per item:
 * `productid-or-sku;quantity` (separator `;`, `,` or tab; an optional header line is skipped). At most 1 MB.
 */
export const CsvImportRequest = object({ csv: size(string(), 1, 1_000_000) });
export type CsvImportRequest = Infer<typeof CsvImportRequest>;
/**
 * Why a CSV line was rejected (decision): `unknown` item, `notpurchasable`, `variantrequired` (a product sold in
 * variants given by its own number), `quantity` (missing or not a whole number 1–1,000,000), `invalid` (other).
 * Elements show their own text per code; `message` is the server's English text.
 */
export const CsvRejectCode = enums(['unknown', 'notpurchasable', 'variantrequired', 'quantity', 'invalid']);
export type CsvRejectCode = Infer<typeof CsvRejectCode>;
/** One rejected CSV line (1-based `line`). */
export const CsvImportError = type({
  line: min(integer(), 1),
  value: string(),
  message: string(),
  code: optional(CsvRejectCode),
});
export type CsvImportError = Infer<typeof CsvImportError>;
/** `POST cart/csvimporttocart` response (decision): the resulting cart, how many lines were imported, and the rejected lines. */
export const CsvImportResponse = type({
  cart: Cart,
  imported: min(integer(), 0),
  errors: array(CsvImportError),
});
export type CsvImportResponse = Infer<typeof CsvImportResponse>;
