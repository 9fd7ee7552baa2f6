/**
 * The error catalogue (spec §8): what each call returns when it fails.
 *
 * "Most service calls catch failures, log them and return nothing. Exceptions: removing a gift shop, emptying
 * the cart, changing the cart and requesting cards return false; fetching one code returns null; the retention
 * cart, searches, suggestions and variants return an empty list; facet search and magic search return an empty
 * object; contact request returns false; event tracking returns false."
 *
 * Every API function returns an `ApiResult` (result.ts); these values are derived from it in one place,
 * {@link orFailure}, for callers that want them (or {@link legacyApi} for a whole API object).
 *
 * Decisions where the spec leaves room:
 * - "Searches" are `product.search`, `product.simpleProductQuery` (popular products etc.) and `customer.search`;
 *   "suggestions" are `product.suggestions` and `address.suggestions`.
 * - Sign-up failure returns `{ signupcompleted: false, error: 'Critical' }`, sign-in failure
 *   `{ signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true }`, opt-in failure
 *   `{ signincompleted: false, errortype: 1, optinerror: true }` (spec §8), password reset failure the path `'/'`.
 * - Failures are logged with the prefix `[butik-api]`, the call name and the reason, once, by the client when
 *   they happen (client.ts): `console.warn` for every failure except an abort, which is expected (the element
 *   went away or a newer request replaced it) and is logged with `console.debug` only; the abort still derives
 *   the call's failure result. Deriving a value logs nothing more.
 * - Invalid input (e.g. an empty gift-shop name) is caught before sending: reason 'Invalid request: …',
 *   failure result as for any other failure.
 * - A refused sign-up whose error body is itself a sign-up result (the reference server answers MissingDetails
 *   with 400) derives that result, not 'Critical'.
 */
import { is } from 'superstruct';
import type { ApiFailure, ApiResult } from './result.ts';
import type { OptInResponse, SignInResponse } from './schemas/login.ts';
import { SignupResult } from './schemas/customer.ts';

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
  'giftshop.getSupervisorProducts': nothing,
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
  'customer.signup': (failure?: ApiFailure<unknown>): SignupResult =>
    failure?.kind === 'http' && is(failure.body, SignupResult)
      ? failure.body
      : { signupcompleted: false, error: 'Critical' },
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
  'loginPage.signIn': (): SignInResponse => ({
    signincompleted: false,
    previouscartfound: false,
    errortype: 1,
    signinerror: true,
  }),
  'loginPage.resetPasswordRequest': nothing,
  'loginPage.resetPassword': (): '/' => '/',
  'loginPage.optIn': (): OptInResponse => ({ signincompleted: false, errortype: 1, optinerror: true }),
  'loginPage.signOut': nothing,
  'loginPage.changePassword': nothing,
} as const satisfies Record<string, (failure?: ApiFailure<unknown>) => unknown>;

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
 * The spec §8 value of a result: its value on success, else the call's failure result. The one place failures
 * become values; it logs nothing (the client logged the failure when it happened).
 */
export function orFailure<T, N extends CallName>(result: ApiResult<T, unknown>, name: N): T | FailureResult<N> {
  if (result.ok) return result.value;
  return (ERROR_CATALOGUE[name] as (failure?: ApiFailure<unknown>) => FailureResult<N>)(result);
}

type AnyFn = (...args: never[]) => unknown;
type Legacy<F, N extends string> = F extends (...args: infer A) => Promise<ApiResult<infer T, infer _E>>
  ? (...args: A) => Promise<T | (N extends CallName ? FailureResult<N> : undefined)>
  : F;
/** An API object whose functions return the spec §8 values instead of results (see {@link legacyApi}). */
export type LegacyApi<A> = {
  [R in keyof A]: A[R] extends Record<string, AnyFn>
    ? { [F in keyof A[R]]: Legacy<A[R][F], `${R & string}.${F & string}`> }
    : A[R];
};

/**
 * The same API with every function answering the spec §8 way (`createApi()` result → values), through
 * {@link orFailure} with the call name `resource.function`. For hosts and tests that want the catalogue values.
 */
export function legacyApi<A extends object>(api: A): LegacyApi<A> {
  const out: Record<string, unknown> = {};
  for (const [resource, functions] of Object.entries(api)) {
    if (
      !functions ||
      typeof functions !== 'object' ||
      !Object.values(functions).every((f) => typeof f === 'function')
    ) {
      out[resource] = functions;
      continue;
    }
    const wrapped: Record<string, unknown> = {};
    for (const [fn, call] of Object.entries(
      functions as Record<string, (...args: unknown[]) => Promise<ApiResult<unknown>>>,
    )) {
      const name = `${resource}.${fn}`;
      if (!(name in ERROR_CATALOGUE)) throw new Error(`legacyApi: ${name} is not in the error catalogue`);
      wrapped[fn] = async (...args: unknown[]) => orFailure(await call(...args), name as CallName);
    }
    out[resource] = wrapped;
  }
  return out as LegacyApi<A>;
}
