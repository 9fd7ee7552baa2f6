/**
 * The library's API layer: `createApi(options)` builds one client and every resource module on it.
 * Schemas (shared with the reference server) live in ./schemas; see ./README.md for every call.
 */
import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
import { createAddressApi } from './address.ts';
import { createCartApi } from './cart.ts';
import { createCategoriesApi } from './categories.ts';
import { createContentApi } from './content.ts';
import { createCustomerApi } from './customer.ts';
import { createEventsApi } from './events.ts';
import { createFreeGiftApi } from './freegift.ts';
import { createGiftShopApi } from './giftshop.ts';
import { createLoginPageApi } from './login-page.ts';
import { createProductApi } from './product.ts';
import { createTranslationsApi } from './translations.ts';
import { createWishListApi } from './wishlist.ts';

export * from './client.ts';
export * from './errors.ts';
export * from './result.ts';
export { call, invalidInput, noRequest } from './call.ts';
export { createAddressApi, ADDRESS_MIN_CHARS } from './address.ts';
export { createCartApi } from './cart.ts';
export { createCategoriesApi } from './categories.ts';
export { createContentApi } from './content.ts';
export { createCustomerApi } from './customer.ts';
export { createEventsApi } from './events.ts';
export { createFreeGiftApi } from './freegift.ts';
export { createGiftShopApi } from './giftshop.ts';
export { createLoginPageApi } from './login-page.ts';
export { createProductApi } from './product.ts';
export { createTranslationsApi } from './translations.ts';
export { createWishListApi } from './wishlist.ts';

export interface ApiOptions extends ApiClientOptions {
  /** Login page URL for the multipart actions (default `/login`). */
  loginUrl?: string;
  /** Address suggestion provider in `/api/thirdparty/{provider}/address` (default `dawa`). */
  addressProvider?: string;
}

/** Every resource module on one client. */
export function createApi(options: ApiOptions) {
  const client: ApiClient = createApiClient(options);
  return {
    client,
    giftshop: createGiftShopApi(client),
    cart: createCartApi(client),
    freegift: createFreeGiftApi(client),
    product: createProductApi(client),
    categories: createCategoriesApi(client),
    content: createContentApi(client),
    customer: createCustomerApi(client),
    wishlist: createWishListApi(client),
    translations: createTranslationsApi(client),
    address: createAddressApi(client, { provider: options.addressProvider ?? 'dawa' }),
    events: createEventsApi(client),
    loginPage: createLoginPageApi(client, { loginUrl: options.loginUrl ?? '/login' }),
  };
}
export type Api = ReturnType<typeof createApi>;
