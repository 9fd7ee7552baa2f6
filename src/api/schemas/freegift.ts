/**
 * Free gift (spec §3) and the `/freegift` calls of spec §7 (relative to `/contextapi/{context}/v1/freegift/`).
 * Every call responds with the current {@link FreeGift} (decision).
 */
import { array, boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { ProductId } from './common.ts';
import { Product } from './product.ts';

/**
 * Free gift (spec §3). `products` are the gifts the customer may choose from; `removable` says whether the
 * chosen gift may be removed; display strings are formatted money. Extra (decision): `selectedproductid`, the
 * chosen gift (`null` = none).
 */
export const FreeGift = type({
  products: array(Product),
  removable: boolean(),
  freegiftpossible: boolean(),
  freegiftobtained: boolean(),
  displayfreegiftlimit: string(),
  displayfreegiftdiff: string(),
  selectedproductid: nullable(ProductId),
  /** Extras (decision): the threshold and the amount still missing, as numbers excl. VAT (for a progress bar). */
  freegiftlimit: optional(number()),
  freegiftdiff: optional(number()),
});
export type FreeGift = Infer<typeof FreeGift>;

/** `GET freegift/getcurrent` response. */
export const GetCurrentFreeGiftResponse = FreeGift;

/** `GET freegift/add?productid=` query: the gift chosen (must be one of `products`). */
export const AddFreeGiftQuery = object({ productid: ProductId });
export type AddFreeGiftQuery = Infer<typeof AddFreeGiftQuery>;
/** `GET freegift/add` response: the updated {@link FreeGift}. */
export const AddFreeGiftResponse = FreeGift;

/** `GET freegift/remove` response: the updated {@link FreeGift}. */
export const RemoveFreeGiftResponse = FreeGift;
