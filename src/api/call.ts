/**
 * `call()`: how every resource module (cart.ts, giftshop.ts …) performs one catalogued request.
 *
 * With `input`, the value is validated (and coerced) with its request schema first; invalid input is logged
 * ('Invalid request: …') and gives an `invalid-request` failure without a request. `build` receives the
 * validated value and returns the request. The client performs it, logs any failure and returns the result.
 */
import type { Struct } from 'superstruct';
import type { ApiClient, CallOptions, RequestSpec } from './client.ts';
import type { CallName } from './errors.ts';
import { mapValue, type ApiResult, type TransportFailure } from './result.ts';
import { validate, type ErrorResponse, type SuccessResponse } from './schemas/common.ts';

export type Spec<T, E = ErrorResponse> = Omit<RequestSpec<T, E>, 'call'>;

/** What a request may add to method, path, body, response and signal: a query, `noCache`, `stateChanging` … */
type Extra<T, E> = Omit<Spec<T, E>, 'method' | 'path' | 'body' | 'response' | 'signal'>;

/** `GET path`, answered by `response`, aborted by the caller's signal: `get('cart/getcart', Cart, opts)`. */
export function get<T, E = ErrorResponse>(
  path: string,
  response: Struct<T, unknown>,
  opts: CallOptions,
  extra: Extra<T, E> = {},
): Spec<T, E> {
  return { ...extra, method: 'GET', path, response, signal: opts.signal };
}

/** `POST path` with `body` (JSON, or `FormData` for multipart), answered by `response`. */
export function post<T, E = ErrorResponse>(
  path: string,
  body: unknown,
  response: Struct<T, unknown>,
  opts: CallOptions,
  extra: Extra<T, E> = {},
): Spec<T, E> {
  return { ...extra, method: 'POST', path, body, response, signal: opts.signal };
}

/** `DELETE path`, answered by `response`. */
export function del<T>(path: string, response: Struct<T, unknown>, opts: CallOptions): Spec<T> {
  return { method: 'DELETE', path, response, signal: opts.signal };
}

export function call<T, E = ErrorResponse>(
  client: ApiClient,
  name: CallName,
  spec: Spec<T, E>,
): Promise<ApiResult<T, E>>;
export function call<T, I, E = ErrorResponse>(
  client: ApiClient,
  name: CallName,
  input: { schema: Struct<I, unknown>; value: unknown },
  build: (value: I) => Spec<T, E>,
): Promise<ApiResult<T, E>>;
export async function call<T, I, E>(
  client: ApiClient,
  name: CallName,
  specOrInput: Spec<T, E> | { schema: Struct<I, unknown>; value: unknown },
  build?: (value: I) => Spec<T, E>,
): Promise<ApiResult<T, E>> {
  if (!build) return client.send({ ...(specOrInput as Spec<T, E>), call: name });
  const input = specOrInput as { schema: Struct<I, unknown>; value: unknown };
  const checked = validate(input.schema, input.value);
  if (!checked.ok) return invalidInput(client, name, checked.message);
  return client.send({ ...build(checked.value), call: name });
}

/**
 * {@link call} with input for the calls that answer `{ success }` (remove, request cards, contact and translation
 * requests …): the result's value is the flag itself.
 */
export async function callForSuccess<I, E = ErrorResponse>(
  client: ApiClient,
  name: CallName,
  input: { schema: Struct<I, unknown>; value: unknown },
  build: (value: I) => Spec<SuccessResponse, E>,
): Promise<ApiResult<boolean, E>> {
  return mapValue(await call(client, name, input, build), (response) => response.success);
}

/** An `invalid-request` failure for input refused before sending, logged like every failure. */
export function invalidInput(client: ApiClient, name: CallName, message: string): TransportFailure {
  const failure: TransportFailure = { ok: false, kind: 'invalid-request', reason: `Invalid request: ${message}` };
  client.logFailure(name, failure);
  return failure;
}

/**
 * The answer to empty input the spec says to send no request for (a blank search, fewer than 3 characters of
 * an address, an empty variant id; spec §5): an `invalid-request` failure that is not logged, because nothing
 * went wrong. Its catalogue value is the call's empty result.
 */
export function noRequest(what: string): TransportFailure {
  return { ok: false, kind: 'invalid-request', reason: `Invalid request: ${what} (no request sent)` };
}
