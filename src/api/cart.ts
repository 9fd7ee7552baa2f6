/** Cart calls (spec §7, `/contextapi/{context}/v1/cart/…`). Failure results per errors.ts. */
import type { ApiClient, CallOptions } from './client.ts';
import { invoke } from './errors.ts';
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
  type SavedCartItem,
} from './schemas/cart.ts';

export function createCartApi(client: ApiClient) {
  return {
    /** GET cart/getcart -> Cart */
    get: (opts: CallOptions = {}) =>
      invoke(client, 'cart.get', { method: 'GET', path: 'cart/getcart', response: Cart, signal: opts.signal }),
    /** GET cart/getrelatedproducts?limit= (default 10) -> Product[] */
    getRelatedProducts: (query: { limit?: number } = {}, opts: CallOptions = {}) =>
      invoke(client, 'cart.getRelatedProducts', { schema: RelatedProductsQuery, value: query }, (q) => ({ method: 'GET', path: 'cart/getrelatedproducts', query: q, response: RelatedProductsResponse, signal: opts.signal })),
    /** GET cart/getcurrentdelivery -> CartDelivery */
    getCurrentDelivery: (opts: CallOptions = {}) =>
      invoke(client, 'cart.getCurrentDelivery', { method: 'GET', path: 'cart/getcurrentdelivery', response: CartDelivery, signal: opts.signal }),
    /** POST cart/addorupdatecart (add-to-cart payload) -> Cart */
    addOrUpdate: (payload: AddToCartRequest, opts: CallOptions = {}) =>
      invoke(client, 'cart.addOrUpdate', { schema: AddToCartRequest, value: payload }, (body) => ({ method: 'POST', path: 'cart/addorupdatecart', body, response: Cart, signal: opts.signal })),
    /** POST cart/addorupdatecartfromlist { items } -> Cart */
    addFromList: (request: AddToCartFromListRequest, opts: CallOptions = {}) =>
      invoke(client, 'cart.addFromList', { schema: AddToCartFromListRequest, value: request }, (body) => ({ method: 'POST', path: 'cart/addorupdatecartfromlist', body, response: Cart, signal: opts.signal })),
    /** GET cart/emptycart -> the empty Cart; false on failure (spec §8). */
    empty: (opts: CallOptions = {}) =>
      invoke(client, 'cart.empty', { method: 'GET', path: 'cart/emptycart', stateChanging: true, response: Cart, signal: opts.signal }),
    /** GET cart/change[?merge=true] -> Cart; false on failure (spec §8). */
    change: (query: { merge?: boolean } = {}, opts: CallOptions = {}) =>
      invoke(client, 'cart.change', { schema: ChangeCartQuery, value: query }, (q) => ({ method: 'GET', path: 'cart/change', stateChanging: true, query: q.merge ? { merge: 'true' } : {}, response: Cart, signal: opts.signal })),
    /** GET cart/getretentioncart -> its items; [] on failure (spec §8). */
    getRetentionCart: async (opts: CallOptions = {}): Promise<SavedCartItem[]> => {
      const r = await invoke(client, 'cart.getRetentionCart', { method: 'GET', path: 'cart/getretentioncart', response: RetentionCart, signal: opts.signal });
      return Array.isArray(r) ? r : r.items;
    },
    /** POST cart/csvimporttocart { csv } -> { cart, imported, errors } */
    csvImport: (request: CsvImportRequest, opts: CallOptions = {}) =>
      invoke(client, 'cart.csvImport', { schema: CsvImportRequest, value: request }, (body) => ({ method: 'POST', path: 'cart/csvimporttocart', body, response: CsvImportResponse, signal: opts.signal })),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;
