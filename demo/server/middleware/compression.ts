/**
 * Response compression: Hono's `compress()` for requests that send `Accept-Encoding`; for the others only the
 * `Vary: Accept-Encoding` that `compress()` would add, by the same rule, set on the response's own headers.
 *
 * Why not `compress()` for every request: it adds that header with `c.header()` after the handler has answered,
 * and on a finished response `c.header()` copies it into a new web `Response` whose body is a stream. On
 * @hono/node-server that turns every compressible answer (all API JSON) from a string written at once into a
 * streamed body, even when nothing is compressed: measured as several percent of the server's CPU per request
 * for clients that never ask for compression (API clients, the load bench). What is sent does not change.
 */
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

/** compress()'s own defaults (hono/dist/middleware/compress). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether compress() would consider `res` (and so says it varies on Accept-Encoding). */
function compressible(res: Response, method: string): boolean {
  const length = res.headers.get('Content-Length');
  const type = res.headers.get('Content-Type');
  const cacheControl = res.headers.get('Cache-Control');
  return !(
    res.status === 206 ||
    res.headers.has('Content-Encoding') ||
    res.headers.has('Transfer-Encoding') ||
    method === 'HEAD' ||
    (length && Number(length) < THRESHOLD) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (cacheControl && NO_TRANSFORM.test(cacheControl))
  );
}

export function compression(): MiddlewareHandler {
  const gzip = compress();
  return async (c, next) => {
    if (c.req.header('Accept-Encoding') !== undefined) return gzip(c, next);
    await next();
    if (!compressible(c.res, c.req.method)) return;
    const current = c.res.headers.get('Vary');
    if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return;
    const vary = current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
    try {
      c.res.headers.set('Vary', vary);
    } catch {
      c.header('Vary', vary); // immutable headers (a fetched response): a copy, as compress() makes
    }
  };
}
