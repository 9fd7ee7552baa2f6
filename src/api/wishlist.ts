/** Wish-list calls (spec §7, `/contextapi/{context}/v1/wishlist/…`). Every call returns `{ wishlists }`; failure: nothing. */
import type { ApiClient, CallOptions } from './client.ts';
import { call } from './call.ts';
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
    list: (opts: CallOptions = {}) =>
      call(client, 'wishlist.list', {
        method: 'GET',
        path: 'wishlist/list',
        response: WishListsResponse,
        signal: opts.signal,
      }),
    /** DELETE wishlist/{id} */
    remove: (id: string, opts: CallOptions = {}) =>
      call(client, 'wishlist.remove', { schema: WishListIdParams, value: { id } }, (p) => ({
        method: 'DELETE',
        path: `wishlist/${seg(p.id)}`,
        response: WishListsResponse,
        signal: opts.signal,
      })),
    /** POST wishlist/add { label, productid, quantity } */
    addItem: (request: AddWishListItemRequest, opts: CallOptions = {}) =>
      call(client, 'wishlist.addItem', { schema: AddWishListItemRequest, value: request }, (body) => ({
        method: 'POST',
        path: 'wishlist/add',
        body,
        response: WishListsResponse,
        signal: opts.signal,
      })),
    /** DELETE wishlist/{listid}/{itemid} */
    removeItem: (listid: string, itemid: string, opts: CallOptions = {}) =>
      call(client, 'wishlist.removeItem', { schema: WishListItemParams, value: { listid, itemid } }, (p) => ({
        method: 'DELETE',
        path: `wishlist/${seg(p.listid)}/${seg(p.itemid)}`,
        response: WishListsResponse,
        signal: opts.signal,
      })),
    /** POST wishlist/updatelist { id, label?, items? } */
    update: (request: UpdateWishListRequest, opts: CallOptions = {}) =>
      call(client, 'wishlist.update', { schema: UpdateWishListRequest, value: request }, (body) => ({
        method: 'POST',
        path: 'wishlist/updatelist',
        body,
        response: WishListsResponse,
        signal: opts.signal,
      })),
  };
}
export type WishListApi = ReturnType<typeof createWishListApi>;
