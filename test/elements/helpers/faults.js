// Fault injection for the fault matrix (test/elements/fault-matrix-*.test.js), on top of the fake shop
// (fake-shop.js): `injectFault(context, match, kind)` makes every matching request of that API context fail in
// one of six ways until the returned `remove()` is called. Call `installFaults()` at the top of the test file (it
// installs the fake shop first and wraps its fetch), before the library loads.
//
//   500        the server answers 500 { error: 'Internal Server Error' }
//   timeout    no answer: the request hangs until the client's own timeout (`api-timeout` on <shop-context>,
//              FAULT_TIMEOUT_MS here) aborts it; without a timeout it would hang for ever and the cell fails
//   abort      fetch rejects with an AbortError the element did not ask for (a proxy, an extension, the browser)
//   refused    fetch rejects with TypeError('Failed to fetch'), what Chromium gives for a refused connection
//   malformed  200 with a JSON content type and a broken body
//   schema     200 with valid JSON of the wrong shape
//
// `match`: a path below `/contextapi/{context}/v1/` (a request matches when its path starts with it), or a
// RegExp tested on the whole URL path (for calls outside the context API: the login page's multipart actions).
// `method` narrows it further. Requests under a fault are recorded in `faultLog` ({ context, path, kind }).
import { installFakeShop } from './fake-shop.js';
import { FAULTS, FAULT_NAMES } from './fault-rows.js';

export { FAULTS, FAULT_NAMES };
/** The client timeout the matrix mounts with (`api-timeout`), so a held request fails fast. */
export const FAULT_TIMEOUT_MS = 300;
/** Valid JSON of a shape no response schema of the library accepts (objects miss their fields, lists are not lists). */
export const WRONG_SHAPE = { unexpected: true, items: 'not a list', success: 'yes' };

const active = [];
export const faultLog = [];
let installed = false;

export function installFaults() {
  installFakeShop();
  if (installed) return;
  installed = true;
  const inner = window.fetch;
  window.fetch = async (input, init = {}) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), location.href);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const m = /^\/contextapi\/([^/]+)\/v1\/(.*)$/.exec(url.pathname);
    const context = m ? decodeURIComponent(m[1]) : null;
    const path = m ? m[2] : url.pathname;
    const fault = active.find(
      (f) =>
        (f.method === undefined || f.method === method) &&
        (f.match instanceof RegExp
          ? f.match.test(url.pathname)
          : context !== null && (f.context === undefined || f.context === context) && path.startsWith(f.match)),
    );
    if (!fault) return inner(input, init);
    faultLog.push({ context, path, url: url.pathname, method, kind: fault.kind });
    const signal = init.signal ?? request?.signal;
    switch (fault.kind) {
      case '500':
        return new Response(JSON.stringify({ error: 'Internal Server Error' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      case 'timeout':
        // Never answers: only an abort of the request's signal (the client's timeout) ends it.
        return new Promise((_, reject) => {
          const fail = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
          if (signal?.aborted) fail();
          else signal?.addEventListener('abort', fail, { once: true });
        });
      case 'abort':
        throw new DOMException('The user aborted a request.', 'AbortError');
      case 'refused':
        throw new TypeError('Failed to fetch');
      case 'malformed':
        return new Response('{"items": [{"id": "10001", "name": "Kuglepen', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      case 'schema':
        return new Response(JSON.stringify(WRONG_SHAPE), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      default:
        throw new Error(`unknown fault ${fault.kind}`);
    }
  };
}

/** Every matching request fails with `kind` until `remove()`. */
export function injectFault(context, match, kind, { method } = {}) {
  const fault = { context, match, kind, method };
  active.push(fault);
  return () => {
    const at = active.indexOf(fault);
    if (at >= 0) active.splice(at, 1);
  };
}

/** Number of requests a fault answered so far (for `context` and a path prefix, or a RegExp on the URL path). */
export const faulted = (context, match) =>
  faultLog.filter((r) =>
    match instanceof RegExp
      ? match.test(r.url)
      : (context === undefined || r.context === context) && r.path.startsWith(match),
  ).length;

/**
 * Uncaught errors and unhandled rejections on the page while the matrix runs (window `error` and
 * `unhandledrejection` listeners); `stop()` removes the listeners.
 */
export function watchUncaught() {
  const errors = [];
  const onError = (event) => errors.push(`error: ${event.message || event.error}`);
  const onRejection = (event) => errors.push(`unhandledrejection: ${event.reason?.stack ?? event.reason}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
