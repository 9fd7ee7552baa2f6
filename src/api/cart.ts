/** Cart calls (spec §7, `/contextapi/{context}/v1/cart/…`). Every call returns an `ApiResult` (result.ts). */
import type { ApiClient, CallOptions } from './client.ts';
import { mapValue } from './result.ts';
import { call } from './call.ts';
import {
  AddToCartFromListRequest,
  AddToCartRequest,
  Cart,
  CartDelivery,
  ChangeCartQuery,
  CsvImportRequest,
  CsvImportResponse,
  RelatedProductsQuery,
  RelatedProductsResponse,
  RetentionCart,
} from './schemas/cart.ts';

export function createCartApi(client: ApiClient) {
  return {
    /** GET cart/getcart -> Cart */
    get: (opts: CallOptions = {}) =>
      call(client, 'cart.get', { method: 'GET', path: 'cart/getcart', response: Cart, signal: opts.signal }),
    /** GET cart/getrelatedproducts?limit= (default 10) -> Product[] */
    getRelatedProducts: (query: { limit?: number } = {}, opts: CallOptions = {}) =>
      call(client, 'cart.getRelatedProducts', { schema: RelatedProductsQuery, value: query }, (q) => ({
        method: 'GET',
        path: 'cart/getrelatedproducts',
        query: q,
        response: RelatedProductsResponse,
        signal: opts.signal,
      })),
    /** GET cart/getcurrentdelivery -> CartDelivery */
    getCurrentDelivery: (opts: CallOptions = {}) =>
      call(client, 'cart.getCurrentDelivery', {
        method: 'GET',
        path: 'cart/getcurrentdelivery',
        response: CartDelivery,
        signal: opts.signal,
      }),
    /** POST cart/addorupdatecart (add-to-cart payload) -> Cart */
    addOrUpdate: (payload: AddToCartRequest, opts: CallOptions = {}) =>
      call(client, 'cart.addOrUpdate', { schema: AddToCartRequest, value: payload }, (body) => ({
        method: 'POST',
        path: 'cart/addorupdatecart',
        body,
        response: Cart,
        signal: opts.signal,
      })),
    /** POST cart/addorupdatecartfromlist { items } -> Cart */
    addFromList: (request: AddToCartFromListRequest, opts: CallOptions = {}) =>
      call(client, 'cart.addFromList', { schema: AddToCartFromListRequest, value: request }, (body) => ({
        method: 'POST',
        path: 'cart/addorupdatecartfromlist',
        body,
        response: Cart,
        signal: opts.signal,
      })),
    /** GET cart/emptycart -> the empty Cart */
    empty: (opts: CallOptions = {}) =>
      call(client, 'cart.empty', {
        method: 'GET',
        path: 'cart/emptycart',
        stateChanging: true,
        response: Cart,
        signal: opts.signal,
      }),
    /** GET cart/change[?merge=true] -> Cart */
    change: (query: { merge?: boolean } = {}, opts: CallOptions = {}) =>
      call(client, 'cart.change', { schema: ChangeCartQuery, value: query }, (q) => ({
        method: 'GET',
        path: 'cart/change',
        stateChanging: true,
        query: q.merge ? { merge: 'true' } : {},
        response: Cart,
        signal: opts.signal,
      })),
    /** GET cart/getretentioncart -> its items */
    getRetentionCart: async (opts: CallOptions = {}) =>
      mapValue(
        await call(client, 'cart.getRetentionCart', {
          method: 'GET',
          path: 'cart/getretentioncart',
          response: RetentionCart,
          signal: opts.signal,
        }),
        (r) => r.items,
      ),
    /** POST cart/csvimporttocart { csv } -> { cart, imported, errors } */
    csvImport: (request: CsvImportRequest, opts: CallOptions = {}) =>
      call(client, 'cart.csvImport', { schema: CsvImportRequest, value: request }, (body) => ({
        method: 'POST',
        path: 'cart/csvimporttocart',
        body,
        response: CsvImportResponse,
        signal: opts.signal,
      })),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
