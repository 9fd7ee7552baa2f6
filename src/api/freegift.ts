/** Free-gift calls (spec §7, `/contextapi/{context}/v1/freegift/…`). Failure results per errors.ts. */
import type { ApiClient, CallOptions } from './client.ts';
import { call } from './call.ts';
import { AddFreeGiftQuery, FreeGift } from './schemas/freegift.ts';

export function createFreeGiftApi(client: ApiClient) {
  return {
    /** GET freegift/getcurrent -> FreeGift */
    getCurrent: (opts: CallOptions = {}) =>
      call(client, 'freegift.getCurrent', {
        method: 'GET',
        path: 'freegift/getcurrent',
        response: FreeGift,
        signal: opts.signal,
      }),
    /** GET freegift/add?productid= -> FreeGift */
    add: (productid: string, opts: CallOptions = {}) =>
      call(client, 'freegift.add', { schema: AddFreeGiftQuery, value: { productid } }, (query) => ({
        method: 'GET',
        path: 'freegift/add',
        stateChanging: true,
        query,
        response: FreeGift,
        signal: opts.signal,
      })),
    /** GET freegift/remove -> FreeGift */
    remove: (opts: CallOptions = {}) =>
      call(client, 'freegift.remove', {
        method: 'GET',
        path: 'freegift/remove',
        stateChanging: true,
        response: FreeGift,
        signal: opts.signal,
      }),
  };
}
export type FreeGiftApi = ReturnType<typeof createFreeGiftApi>;
