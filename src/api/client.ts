/**
 * The HTTP client of the library: one `ofetch` instance per page configuration.
 *
 * - Base URL `${apiBase}/${context}/v1/` (spec §7), `apiBase` defaults to `/contextapi`.
 * - `X-XSRF-TOKEN` (value of cookie `XSRF-TOKEN`) on state-changing requests (POST, PUT, PATCH, DELETE, and the
 *   GETs the spec uses to change state, marked `stateChanging`) sent to the page's own origin only; never to another
 *   origin, never on a plain GET.
 * - Gift-shop calls send no-cache headers (`Cache-Control: no-cache`, `Pragma: no-cache`) and use `cache: 'no-store'`.
 * - Every call takes an `AbortSignal`. Timeout: none by default (spec §9 "HTTP client default timeout 0");
 *   `timeout` (ms) turns one on, its failure reason is 'timeout of N ms exceeded'.
 * - GET retries network errors and 5xx responses with capped exponential backoff (default 2 retries after
 *   300 ms and 1200 ms). The backoff wait is abortable, which is why the loop is ours and ofetch's own `retry`
 *   is switched off. POST/PUT/PATCH/DELETE are never retried.
 * - Every response body is validated with its superstruct schema; an invalid body is a failure
 *   ('Invalid response').
 * - Nothing here throws to the caller: {@link ApiClient.send} returns an {@link ApiResult} (result.ts) that keeps
 *   the HTTP status, the server's error body and its `Retry-After` header (`retryAfter`), or says why there was
 *   no answer.
 * - Every failure is logged once, here, when it happens: `console.warn('[butik-api] <call> failed: <reason>')`,
 *   an abort (expected) with `console.debug` only. Callers branch on the result; they do not log again.
 */
import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { Struct } from 'superstruct';
import { ErrorResponse, validate } from './schemas/common.ts';
import type { ApiFailure, ApiResult } from './result.ts';

export type {
  ApiFailure,
  ApiResult,
  ApiSuccess,
  FailureKind,
  HttpFailure,
  InvalidResponse,
  TransportFailure,
} from './result.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
export const LOG_PREFIX = '[butik-api]';

/** Logger used for failures (defaults to `console`). Aborts go to `debug`, other failures to `warn`. */
export interface ApiLogger {
  debug(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

export interface RetryOptions {
  /** Retries after the first attempt (GET only). Default 2. */
  retries?: number;
  /** First backoff delay in ms. Default 300. Each next delay is 4× the previous. */
  baseDelay?: number;
  /** Cap of a single delay in ms. Default 1200. */
  maxDelay?: number;
}

export interface ApiClientOptions {
  /** API base path or URL. Default `/contextapi`. */
  apiBase?: string;
  /** The API context (shop/site key) from `<shop-context context>`. */
  context: string;
  /** `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /**
   * The page's origin, used to resolve relative URLs and to decide "same origin" for the XSRF header.
   * Default `location.origin`. Without it (and without `location`) no request is treated as same-origin.
   */
  origin?: string;
  /** Reads `document.cookie`-style text (default: `document.cookie`, or '' without a document). */
  cookies?: () => string;
  /** Request timeout in ms; 0 or absent = none (spec §9). */
  timeout?: number;
  retry?: RetryOptions;
  logger?: ApiLogger;
  /** `fetch` credentials mode. Default `same-origin`. */
  credentials?: RequestCredentials;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestSpec<T, E = ErrorResponse> {
  /** Call name for logs and the error catalogue, e.g. `giftshop.getCode`. */
  call: string;
  method: HttpMethod;
  /**
   * `'giftshop/settings'` (relative to the context base), `'/api/thirdparty/x/address'` (relative to the
   * origin) or an absolute URL (`https://…`).
   */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body (object or array) or `FormData` (multipart). */
  body?: unknown;
  response: Struct<T, unknown>;
  /** Schema of the error body of a non-2xx answer (default: the reference server's `{ error, field? }`). */
  errorBody?: Struct<E, unknown>;
  /** Send no-cache headers (gift-shop calls). */
  noCache?: boolean;
  /**
   * A GET that changes state on the server (spec §7: `cart/emptycart`, `cart/change`, `freegift/add`,
   * `freegift/remove`, `customer/changeprofile`, `giftshop/{id}/request-cards`, the salesperson user change,
   * sign-out, change password): it carries the XSRF header like a POST and is never retried.
   */
  stateChanging?: boolean;
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  /** `${apiBase}/${context}/v1/` resolved against the origin when possible. */
  readonly base: string;
  readonly apiBase: string;
  readonly context: string;
  readonly logger: ApiLogger;
  /** Perform the request and log a failure; never throws. */
  send<T, E = ErrorResponse>(spec: RequestSpec<T, E>): Promise<ApiResult<T, E>>;
  /** Log a failure the way `send` does (for calls that fail before sending, e.g. invalid input). */
  logFailure(call: string, failure: Pick<ApiFailure, 'kind' | 'reason'>): void;
}

const RETRYABLE_STATUS = (status: number) => status >= 500 && status <= 599;

/** Delay before retry number `n` (0-based): `baseDelay * 4^n`, capped at `maxDelay` (300 ms, 1200 ms, 1200 ms …). */
export function backoffDelay(n: number, baseDelay = 300, maxDelay = 1200): number {
  return Math.min(baseDelay * 4 ** n, maxDelay);
}

function readCookie(text: string, name: string): string | undefined {
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

function defaultOrigin(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : undefined;
}

function defaultCookies(): string {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return typeof doc?.cookie === 'string' ? doc.cookie : '';
}

/** Sleep `ms`, rejecting early when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Build a client. See the module comment for the rules it applies. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = (options.apiBase ?? '/contextapi').replace(/\/+$/, '');
  const context = options.context;
  const origin = options.origin ?? defaultOrigin();
  const cookies = options.cookies ?? defaultCookies;
  const timeout = options.timeout && options.timeout > 0 ? options.timeout : 0;
  const retries = Math.max(0, options.retry?.retries ?? 2);
  const baseDelay = Math.max(0, options.retry?.baseDelay ?? 300);
  const maxDelay = Math.max(0, options.retry?.maxDelay ?? 1200);
  const logger: ApiLogger = options.logger ?? console;
  const $fetch: $Fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;
  const relativeBase = `${apiBase}/${encodeURIComponent(context)}/v1/`;

  function resolve(path: string): URL {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return new URL(path);
    const target = path.startsWith('/') ? path : relativeBase + path.replace(/^\/+/, '');
    // An absolute apiBase (https://api.example/contextapi) needs no origin.
    return origin ? new URL(target, origin) : new URL(target);
  }

  let base: string;
  try {
    base = resolve('').toString();
  } catch {
    base = relativeBase;
  }

  function logFailure(call: string, failure: Pick<ApiFailure, 'kind' | 'reason'>): void {
    if (failure.kind === 'aborted') logger.debug(`${LOG_PREFIX} ${call}: ${failure.reason}`);
    else logger.warn(`${LOG_PREFIX} ${call} failed: ${failure.reason}`);
  }

  async function attempt<T, E>(
    spec: RequestSpec<T, E>,
    url: URL,
    headers: Record<string, string>,
  ): Promise<ApiResult<T, E>> {
    const userSignal = spec.signal;
    const timeoutSignal = timeout ? AbortSignal.timeout(timeout) : undefined;
    const signal =
      userSignal && timeoutSignal ? AbortSignal.any([userSignal, timeoutSignal]) : (userSignal ?? timeoutSignal);
    let response;
    try {
      response = await $fetch.raw<string, 'text'>(url.toString(), {
        method: spec.method,
        headers,
        query: spec.query ? cleanQuery(spec.query) : undefined,
        body: spec.body as BodyInit | Record<string, unknown> | undefined,
        signal,
        responseType: 'text',
        retry: false,
        credentials: options.credentials ?? 'same-origin',
        ...(spec.noCache ? { cache: 'no-store' as RequestCache } : {}),
      });
    } catch (error) {
      if (userSignal?.aborted) return { ok: false, kind: 'aborted', reason: 'Request aborted' };
      if (timeoutSignal?.aborted) return { ok: false, kind: 'timeout', reason: `timeout of ${timeout} ms exceeded` };
      if (error instanceof FetchError && error.response) {
        const status = error.response.status;
        const parsed = parseJson(typeof error.data === 'string' ? error.data : '');
        const body = parsed.ok ? parsed.value : undefined;
        // Without its own error schema a call's E is the default, ErrorResponse.
        const errorSchema = spec.errorBody ?? (ErrorResponse as unknown as Struct<E, unknown>);
        const checked = body === undefined ? undefined : validate(errorSchema, body);
        const reason = `Request failed with status code ${status}`;
        return {
          ok: false,
          kind: 'http',
          status,
          reason,
          body,
          error: checked?.ok ? checked.value : undefined,
          retryAfter: error.response.headers.get('retry-after') ?? undefined,
        };
      }
      return { ok: false, kind: 'network', reason: 'Network Error' };
    }
    const parsed = parseJson(typeof response._data === 'string' ? response._data : '');
    if (!parsed.ok)
      return { ok: false, kind: 'invalid-response', status: response.status, reason: 'Invalid response: not JSON' };
    const checked = validate(spec.response, parsed.value);
    if (!checked.ok) {
      return {
        ok: false,
        kind: 'invalid-response',
        status: response.status,
        reason: `Invalid response: ${checked.message}`,
      };
    }
    return { ok: true, value: checked.value, status: response.status };
  }

  async function send<T, E = ErrorResponse>(spec: RequestSpec<T, E>): Promise<ApiResult<T, E>> {
    const result = await perform(spec);
    if (!result.ok) logFailure(spec.call, result);
    return result;
  }

  async function perform<T, E>(spec: RequestSpec<T, E>): Promise<ApiResult<T, E>> {
    if (spec.signal?.aborted) return { ok: false, kind: 'aborted', reason: 'Request aborted' };
    let url: URL;
    try {
      url = resolve(spec.path);
    } catch {
      return { ok: false, kind: 'invalid-request', reason: `Invalid request: cannot resolve URL "${spec.path}"` };
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (spec.noCache) Object.assign(headers, NO_CACHE_HEADERS);
    const changesState = STATE_CHANGING.has(spec.method) || spec.stateChanging === true;
    if (changesState && origin !== undefined && url.origin === new URL(origin).origin) {
      const token = readCookie(cookies(), XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    const maxAttempts = changesState ? 1 : retries + 1;
    for (let n = 0; ; n++) {
      const result = await attempt(spec, url, headers);
      const retryable =
        !result.ok && (result.kind === 'network' || (result.kind === 'http' && RETRYABLE_STATUS(result.status)));
      if (!retryable || n + 1 >= maxAttempts) return result;
      try {
        await sleep(backoffDelay(n, baseDelay, maxDelay), spec.signal);
      } catch {
        return { ok: false, kind: 'aborted', reason: 'Request aborted' };
      }
    }
  }

  return { base, apiBase, context, logger, send, logFailure };
}

function cleanQuery(query: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = String(value);
  }
  return out;
}
