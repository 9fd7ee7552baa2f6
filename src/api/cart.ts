/** Cart calls (spec §7, `/contextapi/{context}/v1/cart/…`). Every call returns an `ApiResult` (result.ts). */
import type { ApiClient, CallOptions } from './client.ts';
import { mapValue } from './result.ts';
import { call, get, post } from './call.ts';
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
    get: (opts: CallOptions = {}) => call(client, 'cart.get', get('cart/getcart', Cart, opts)),
    /** GET cart/getrelatedproducts?limit= (default 10) -> Product[] */
    getRelatedProducts: (query: { limit?: number } = {}, opts: CallOptions = {}) =>
      call(client, 'cart.getRelatedProducts', { schema: RelatedProductsQuery, value: query }, (q) =>
        get('cart/getrelatedproducts', RelatedProductsResponse, opts, { query: q }),
      ),
    /** GET cart/getcurrentdelivery -> CartDelivery */
    getCurrentDelivery: (opts: CallOptions = {}) =>
      call(client, 'cart.getCurrentDelivery', get('cart/getcurrentdelivery', CartDelivery, opts)),
    /** POST cart/addorupdatecart (add-to-cart payload) -> Cart */
    addOrUpdate: (payload: AddToCartRequest, opts: CallOptions = {}) =>
      call(client, 'cart.addOrUpdate', { schema: AddToCartRequest, value: payload }, (body) =>
        post('cart/addorupdatecart', body, Cart, opts),
      ),
    /** POST cart/addorupdatecartfromlist { items } -> Cart */
    addFromList: (request: AddToCartFromListRequest, opts: CallOptions = {}) =>
      call(client, 'cart.addFromList', { schema: AddToCartFromListRequest, value: request }, (body) =>
        post('cart/addorupdatecartfromlist', body, Cart, opts),
      ),
    /** GET cart/emptycart -> the empty Cart */
    empty: (opts: CallOptions = {}) =>
      call(client, 'cart.empty', get('cart/emptycart', Cart, opts, { stateChanging: true })),
    /** GET cart/change[?merge=true] -> Cart */
    change: (query: { merge?: boolean } = {}, opts: CallOptions = {}) =>
      call(client, 'cart.change', { schema: ChangeCartQuery, value: query }, (q) =>
        get('cart/change', Cart, opts, { stateChanging: true, query: q.merge ? { merge: 'true' } : {} }),
      ),
    /** GET cart/getretentioncart -> its items */
    getRetentionCart: async (opts: CallOptions = {}) =>
      mapValue(
        await call(client, 'cart.getRetentionCart', get('cart/getretentioncart', RetentionCart, opts)),
        (r) => r.items,
      ),
    /** POST cart/csvimporttocart { csv } -> { cart, imported, errors } */
    csvImport: (request: CsvImportRequest, opts: CallOptions = {}) =>
      call(client, 'cart.csvImport', { schema: CsvImportRequest, value: request }, (body) =>
        post('cart/csvimporttocart', body, CsvImportResponse, opts),
      ),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
