/** Free-gift calls (spec §7, `/contextapi/{context}/v1/freegift/…`). Failure results per errors.ts. */
import type { ApiClient, CallOptions } from './client.ts';
import { call, get } from './call.ts';
import { AddFreeGiftQuery, FreeGift } from './schemas/freegift.ts';

export function createFreeGiftApi(client: ApiClient) {
  return {
    /** GET freegift/getcurrent -> FreeGift */
    getCurrent: (opts: CallOptions = {}) =>
      call(client, 'freegift.getCurrent', get('freegift/getcurrent', FreeGift, opts)),
    /** GET freegift/add?productid= -> FreeGift */
    add: (productid: string, opts: CallOptions = {}) =>
      call(client, 'freegift.add', { schema: AddFreeGiftQuery, value: { productid } }, (query) =>
        get('freegift/add', FreeGift, opts, { stateChanging: true, query }),
      ),
    /** GET freegift/remove -> FreeGift */
    remove: (opts: CallOptions = {}) =>
      call(client, 'freegift.remove', get('freegift/remove', FreeGift, opts, { stateChanging: true })),
  };
}
export type FreeGiftApi = ReturnType<typeof createFreeGiftApi>;
