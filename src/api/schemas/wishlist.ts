/**
 * Wish lists (spec §3, §7; relative to `/contextapi/{context}/v1/wishlist/`): `GET list`, `DELETE {id}`,
 * `POST add`, `DELETE {listid}/{itemid}`, `POST updatelist`. Only signed-in users have wish lists.
 * Every call responds with all the user's lists (decision), so the dialog re-renders from the response.
 */
import { array, integer, min, nullable, object, optional, size, string, type, type Infer } from 'superstruct';
import { Id, text } from './common.ts';

/** A wish-list item (decision): `productid` is the variant sku or product id as saved; extras for display. */
export const WishListItem = type({
  id: Id,
  productid: string(),
  quantity: min(integer(), 0),
  name: string(),
  image: nullable(string()),
  url: nullable(string()),
});
export type WishListItem = Infer<typeof WishListItem>;

/** Wish list (spec §3: label) with its id and items. */
export const WishList = type({ id: Id, label: string(), items: array(WishListItem) });
export type WishList = Infer<typeof WishList>;

/** List response (spec §3: "list response holds wishlists"). Response of every wish-list call. */
export const WishListsResponse = type({ wishlists: array(WishList) });
export type WishListsResponse = Infer<typeof WishListsResponse>;

/** Path parameter of `DELETE wishlist/{id}`. */
export const WishListIdParams = object({ id: Id });
export type WishListIdParams = Infer<typeof WishListIdParams>;
/** Path parameters of `DELETE wishlist/{listid}/{itemid}`. */
export const WishListItemParams = object({ listid: Id, itemid: Id });
export type WishListItemParams = Infer<typeof WishListItemParams>;

/**
 * `POST wishlist/add` request (spec §3 add-item request): `label` of the list (created when no list has it),
 * `productid` (variant sku or product id), `quantity` >= 0 (already rounded up to the pack size by the form).
 */
export const AddWishListItemRequest = object({
  label: text(100, 'WishListLabel'),
  productid: size(string(), 1, 100),
  quantity: size(integer(), 0, 1_000_000),
});
export type AddWishListItemRequest = Infer<typeof AddWishListItemRequest>;

/**
 * `POST wishlist/updatelist` request (decision): rename a list and/or set item quantities (0 removes the item).
 */
export const UpdateWishListRequest = object({
  id: Id,
  label: optional(text(100, 'WishListLabel')),
  items: optional(size(array(object({ id: Id, quantity: size(integer(), 0, 1_000_000) })), 0, 1000)),
});
export type UpdateWishListRequest = Infer<typeof UpdateWishListRequest>;
