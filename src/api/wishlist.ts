/** Wish-list calls (spec §7, `/contextapi/{context}/v1/wishlist/…`). Every call returns `{ wishlists }`; failure: nothing. */
import type { ApiClient, CallOptions } from './client.ts';
import { call, del, get, post } from './call.ts';
import {
  AddWishListItemRequest,
  UpdateWishListRequest,
  WishListIdParams,
  WishListItemParams,
  WishListsResponse,
} from './schemas/wishlist.ts';

const seg = encodeURIComponent;

export function createWishListApi(client: ApiClient) {
  return {
    /** GET wishlist/list */
    list: (opts: CallOptions = {}) => call(client, 'wishlist.list', get('wishlist/list', WishListsResponse, opts)),
    /** DELETE wishlist/{id} */
    remove: (id: string, opts: CallOptions = {}) =>
      call(client, 'wishlist.remove', { schema: WishListIdParams, value: { id } }, (p) =>
        del(`wishlist/${seg(p.id)}`, WishListsResponse, opts),
      ),
    /** POST wishlist/add { label, productid, quantity } */
    addItem: (request: AddWishListItemRequest, opts: CallOptions = {}) =>
      call(client, 'wishlist.addItem', { schema: AddWishListItemRequest, value: request }, (body) =>
        post('wishlist/add', body, WishListsResponse, opts),
      ),
    /** DELETE wishlist/{listid}/{itemid} */
    removeItem: (listid: string, itemid: string, opts: CallOptions = {}) =>
      call(client, 'wishlist.removeItem', { schema: WishListItemParams, value: { listid, itemid } }, (p) =>
        del(`wishlist/${seg(p.listid)}/${seg(p.itemid)}`, WishListsResponse, opts),
      ),
    /** POST wishlist/updatelist { id, label?, items? } */
    update: (request: UpdateWishListRequest, opts: CallOptions = {}) =>
      call(client, 'wishlist.update', { schema: UpdateWishListRequest, value: request }, (body) =>
        post('wishlist/updatelist', body, WishListsResponse, opts),
      ),
  };
}
export type WishListApi = ReturnType<typeof createWishListApi>;
