/**
 * The error catalogue (spec §8): what each call returns when it fails.
 *
 * "Most service calls catch failures, log them and return nothing. Exceptions: removing a gift shop, emptying
 * the cart, changing the cart and requesting cards return false; fetching one code returns null; the retention
 * cart, searches, suggestions and variants return an empty list; facet search and magic search return an empty
 * object; contact request returns false; event tracking returns false."
 *
 * Decisions where the spec leaves room:
 * - "Searches" are `product.search`, `product.simpleProductQuery` (popular products etc.) and `customer.search`;
 *   "suggestions" are `product.suggestions` and `address.suggestions`.
 * - Sign-up failure returns `{ signupcompleted: false, error: 'Critical' }`, sign-in failure
 *   `{ signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true }`, opt-in failure
 *   `{ signincompleted: false, errortype: 1, optinerror: true }` (spec §8), password reset failure the path `'/'`.
 * - Failures are logged with the prefix `[butik-api]`, the call name and the reason: `console.warn` for every
 *   failure except an abort, which is expected (the element went away or a newer request replaced it) and is
 *   logged with `console.debug` only; the abort still returns the call's failure result.
 * - Invalid input (e.g. an empty gift-shop name) is caught before sending: reason 'Invalid request: …',
 *   failure result as for any other failure.
 */
import type { Struct } from 'superstruct';
import type { ApiClient, RequestSpec } from './client.ts';
import type { OptInResponse, SignInResponse } from './schemas/login.ts';
import type { SignupResult } from './schemas/customer.ts';
import { validate } from './schemas/common.ts';

/** An empty object, the failure result of facet search and magic search. */
export type EmptyObject = Record<string, never>;

const nothing = (): undefined => undefined;
const no = (): false => false;
const none = (): null => null;
const emptyList = (): never[] => [];
const emptyObject = (): EmptyObject => ({});

/** Every call of the library with its failure result (a fresh value on each call). */
export const ERROR_CATALOGUE = {
  // gift shop
  'giftshop.getSettings': nothing,
  'giftshop.get': nothing,
  'giftshop.getByUser': nothing,
  'giftshop.getSupervisorGiftShops': nothing,
  'giftshop.create': nothing,
  'giftshop.persist': nothing,
  'giftshop.remove': no,
  'giftshop.close': nothing,
  'giftshop.setDefaultAssortment': nothing,
  'giftshop.requestCards': no,
  'giftshop.getCodes': nothing,
  'giftshop.getCode': none,
  'giftshop.persistCode': nothing,
  'giftshop.redeemCode': nothing,
  'giftshop.removeCodes': nothing,
  'giftshop.createCodes': nothing,
  'giftshop.inviteCodes': nothing,
  'giftshop.getSentStatus': nothing,
  'giftshop.getProductInfo': nothing,
  'giftshop.getAddresses': nothing,
  'giftshop.getSalespersonUsers': nothing,
  'giftshop.changeSalespersonUser': nothing,
  // cart
  'cart.get': nothing,
  'cart.getRelatedProducts': nothing,
  'cart.getCurrentDelivery': nothing,
  'cart.addOrUpdate': nothing,
  'cart.addFromList': nothing,
  'cart.empty': no,
  'cart.change': no,
  'cart.getRetentionCart': emptyList,
  'cart.csvImport': nothing,
  // free gift
  'freegift.getCurrent': nothing,
  'freegift.add': nothing,
  'freegift.remove': nothing,
  // categories and content
  'categories.getChildren': nothing,
  'content.getChildren': nothing,
  'content.getCustom': nothing,
  'content.contactRequest': no,
  'content.newCustomerRequest': nothing,
  // customer
  'customer.get': nothing,
  'customer.search': emptyList,
  'customer.change': nothing,
  'customer.changeProfile': nothing,
  'customer.signup': (): SignupResult => ({ signupcompleted: false, error: 'Critical' }),
  // product
  'product.getByIds': nothing,
  'product.simpleProductQuery': emptyList,
  'product.search': emptyList,
  'product.facetSearch': emptyObject,
  'product.magicSearch': emptyObject,
  'product.suggestions': emptyList,
  'product.calculateTotal': nothing,
  'product.getVariants': emptyList,
  // wish list
  'wishlist.list': nothing,
  'wishlist.remove': nothing,
  'wishlist.addItem': nothing,
  'wishlist.removeItem': nothing,
  'wishlist.update': nothing,
  // translations
  'translations.get': nothing,
  'translations.ensure': nothing,
  // address suggestions
  'address.suggestions': emptyList,
  // event tracking
  'events.view': no,
  // login page actions
  'loginPage.signIn': (): SignInResponse => ({ signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true }),
  'loginPage.resetPasswordRequest': nothing,
  'loginPage.resetPassword': (): '/' => '/',
  'loginPage.optIn': (): OptInResponse => ({ signincompleted: false, errortype: 1, optinerror: true }),
  'loginPage.signOut': nothing,
  'loginPage.changePassword': nothing,
} as const satisfies Record<string, () => unknown>;

export type CallName = keyof typeof ERROR_CATALOGUE;
export type FailureResult<N extends CallName> = ReturnType<(typeof ERROR_CATALOGUE)[N]>;

/** The failure result of a call (a fresh value each time). */
export function failureResult<N extends CallName>(name: N): FailureResult<N> {
  return ERROR_CATALOGUE[name]() as FailureResult<N>;
}

/** True when a facet/magic search result is a real result, not the `{}` failure result. */
export function hasResult<T extends object>(value: T | EmptyObject): value is T {
  return Object.keys(value).length > 0;
}

/** Human-readable failure result, for docs and tests: `false`, `null`, `[]`, `{}`, `nothing`, or JSON. */
export function describeFailureResult(name: CallName): string {
  const value = failureResult(name);
  if (value === undefined) return 'nothing';
  return JSON.stringify(value);
}

/**
 * Run one catalogued call: on any failure log it and return the call's failure result.
 * With `input`, the value is validated (and coerced) with its request schema first; invalid input is logged
 * ('Invalid request: …') and returns the failure result without a request. `build` receives the validated value.
 */
export function invoke<N extends CallName, T>(
  client: ApiClient,
  name: N,
  spec: Omit<RequestSpec<T>, 'call'>,
): Promise<T | FailureResult<N>>;
export function invoke<N extends CallName, T, I>(
  client: ApiClient,
  name: N,
  input: { schema: Struct<I, unknown>; value: unknown },
  build: (value: I) => Omit<RequestSpec<T>, 'call'>,
): Promise<T | FailureResult<N>>;
export async function invoke<N extends CallName, T, I>(
  client: ApiClient,
  name: N,
  specOrInput: Omit<RequestSpec<T>, 'call'> | { schema: Struct<I, unknown>; value: unknown },
  build?: (value: I) => Omit<RequestSpec<T>, 'call'>,
): Promise<T | FailureResult<N>> {
  let spec: Omit<RequestSpec<T>, 'call'>;
  if (build) {
    const input = specOrInput as { schema: Struct<I, unknown>; value: unknown };
    const checked = validate(input.schema, input.value);
    if (!checked.ok) {
      client.logFailure(name, { kind: 'invalid-request', message: `Invalid request: ${checked.message}` });
      return failureResult(name);
    }
    spec = build(checked.value);
  } else {
    spec = specOrInput as Omit<RequestSpec<T>, 'call'>;
  }
  return client.call({ ...spec, call: name }, failureResult(name));
}
