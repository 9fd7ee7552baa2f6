/**
 * What every API call returns: an {@link ApiResult}, a discriminated union that keeps what happened.
 *
 * ```ts
 * const r = await api.giftshop.getCode(code, { signal });
 * if (r.ok) show(r.value);                       // r.status: 200
 * else if (isStatus(r, 404)) showUnknownCode();  // r.body: the server's error body, r.error: { error, field? }
 * else if (r.kind === 'aborted') return;         // the element went away
 * else showRetry(r.reason);                      // network / timeout / invalid-response / 5xx …
 * ```
 *
 * Callers that want the spec §8 failure values instead (`undefined`, `false`, `null`, `[]`, `{}` …) derive them
 * with `orFailure(result, 'giftshop.getCode')` from errors.ts; nothing else maps failures to values.
 */
import type { ErrorResponse } from './schemas/common.ts';

/** The server answered 2xx with a body its response schema accepts. */
export interface ApiSuccess<T> {
  ok: true;
  value: T;
  status: number;
}

/** The server answered with a non-2xx status. */
export interface HttpFailure<E = ErrorResponse> {
  ok: false;
  kind: 'http';
  status: number;
  /** 'Request failed with status code N' (the spec's HTTP client message, used in logs). */
  reason: string;
  /** The parsed JSON error body as sent (undefined when there was none or it was not JSON). */
  body: unknown;
  /**
   * The body validated with the call's error schema (default: the reference server's `{ error, field? }`);
   * undefined when it does not fit.
   */
  error: E | undefined;
  /**
   * The answer's `Retry-After` header as sent (with 429 and 503), absent without one; retry-after.ts
   * `parseRetryAfter` reads it as seconds where a view says when to try again (kept raw here, so every element's
   * shared client code stays small). A cross-origin API must list the header in `Access-Control-Expose-Headers` for
   * the page to read it.
   */
  retryAfter?: string;
}

/** The answer came back 2xx but was not JSON or did not fit the response schema. */
export interface InvalidResponse {
  ok: false;
  kind: 'invalid-response';
  status: number;
  /** 'Invalid response: …' */
  reason: string;
}

/** No answer from the server, or no request at all. */
export interface TransportFailure {
  ok: false;
  /**
   * - `network`: no answer (connection refused or dropped, CORS, offline);
   * - `timeout`: the client's `timeout` passed (none by default, spec §9);
   * - `aborted`: the caller's signal aborted (expected: the element went away or a newer request replaced it);
   * - `invalid-request`: the input failed the request schema (or was empty where the call needs input), so
   *   nothing was sent.
   */
  kind: 'network' | 'timeout' | 'aborted' | 'invalid-request';
  /** 'Network Error' | 'timeout of N ms exceeded' | 'Request aborted' | 'Invalid request: …' */
  reason: string;
}

export type ApiFailure<E = ErrorResponse> = HttpFailure<E> | InvalidResponse | TransportFailure;
export type ApiResult<T, E = ErrorResponse> = ApiSuccess<T> | ApiFailure<E>;
export type FailureKind = ApiFailure['kind'];

/**
 * True when the server answered with one of `statuses` (a success or an HTTP failure). The guard narrows to
 * results with that literal status, so the `else` branch still holds the other HTTP failures.
 */
export function isStatus<T, E, S extends number>(
  result: ApiResult<T, E>,
  ...statuses: S[]
): result is (ApiSuccess<T> | HttpFailure<E>) & { status: S } {
  return (result.ok || result.kind === 'http') && (statuses as number[]).includes(result.status);
}

/** The value, or `fallback` on any failure. */
export function unwrapOr<T, F>(result: ApiResult<T, unknown>, fallback: F): T | F {
  return result.ok ? result.value : fallback;
}

/** The same result with its value mapped (failures pass through unchanged). */
export function mapValue<T, U, E>(result: ApiResult<T, E>, map: (value: T) => U): ApiResult<U, E> {
  return result.ok ? { ...result, value: map(result.value) } : result;
}

/** The server's error message (`{ error }` of the body), when there is one. */
export function errorMessage(result: ApiResult<unknown, unknown>): string | undefined {
  if (result.ok || result.kind !== 'http') return undefined;
  const body = result.body as { error?: unknown } | null | undefined;
  return body && typeof body.error === 'string' ? body.error : undefined;
}

/** A failure worth retrying later: no answer (network, timeout) or a 5xx. */
export function isTransient(result: ApiResult<unknown, unknown>): boolean {
  if (result.ok) return false;
  return result.kind === 'network' || result.kind === 'timeout' || (result.kind === 'http' && result.status >= 500);
}

/** Thrown by {@link unwrap}: the failure it carries is the whole story (status, body, reason). */
export class ApiResultError extends Error {
  constructor(
    readonly call: string,
    readonly failure: ApiFailure<unknown>,
  ) {
    super(`${call} failed: ${failure.reason}`);
    this.name = 'ApiResultError';
  }
}

/** The value, or throw an {@link ApiResultError} (for effects whose failure is a rejection, e.g. XState promise actors). */
export function unwrap<T>(result: ApiResult<T, unknown>, call: string): T {
  if (result.ok) return result.value;
  throw new ApiResultError(call, result);
}
