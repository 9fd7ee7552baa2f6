/**
 * XSRF protection bound to the session: the `XSRF-TOKEN` cookie (readable by JavaScript) carries a token the
 * server derives from the session; every state-changing call must send it in the `X-XSRF-TOKEN` header, or it
 * is refused with 403 JSON. Unsafe methods are checked globally; GET endpoints that change state
 * (cart/emptycart, cart/change, freegift/add ...) add `requireXsrf`.
 *
 * - With a session: token = HMAC-SHA256(key, 'xsrf/session/' + session id hash). Only that value is accepted, so
 *   a cookie-and-header pair planted by someone else, or a token of another session, is refused. The server
 *   keeps no token: any instance on the database derives the same one (the key: middleware/secret.ts).
 * - Without a session (a visitor before the first cart write): a signed pre-session token, nonce + HMAC(key,
 *   'xsrf/visitor/' + nonce); the header must equal the cookie and the MAC must hold (a made-up pair is refused).
 *   It is worth nothing once the visitor has a session: then only the session's token counts.
 * - When the request changes the session (guest session created, sign-in, sign-out) the response sets the new
 *   session's token; the library reads the cookie on every call, so the next call sends the new one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, SessionRow } from '../env.ts';
import { configuredSecret, serverKey } from './secret.ts';
import { isHttps, STATIC_PREFIXES } from './session.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Visitor tokens: 18-byte nonce + 18 bytes of MAC, base64url (24 + 24 characters). */
const NONCE_CHARS = 24;
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{48}$/;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const mac = (key: Buffer, message: string): Buffer => createHmac('sha256', key).update(message).digest();

/** The XSRF token of a session (what its browser must send). */
export function sessionToken(key: Buffer, session: Pick<SessionRow, 'id'>): string {
  return mac(key, `xsrf/session/${session.id}`).toString('base64url');
}

function visitorToken(key: Buffer, nonce: string): string {
  return nonce + mac(key, `xsrf/visitor/${nonce}`).subarray(0, 18).toString('base64url');
}

/** `token` when it is a visitor token this server signed. */
function validVisitorToken(key: Buffer, token: string | undefined): token is string {
  return !!token && VISITOR_TOKEN.test(token) && sameToken(token, visitorToken(key, token.slice(0, NONCE_CHARS)));
}

/** The token the browser must send: the session's, else its (valid) visitor token, else a new visitor token. */
function expectedToken(key: Buffer, session: SessionRow | null, cookie: string | undefined): string {
  if (session) return sessionToken(key, session);
  if (validVisitorToken(key, cookie)) return cookie;
  return visitorToken(key, randomBytes(18).toString('base64url'));
}

function setXsrfCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, XSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure: isHttps(c), httpOnly: false });
}

function refuse(c: Context<AppEnv>): Response {
  return c.json({ error: `Missing or invalid ${XSRF_HEADER} header`, field: XSRF_HEADER }, 403);
}

/** Runs after sessionMiddleware (it needs the request's session). `secret`: see middleware/secret.ts. */
export function xsrfMiddleware(opts: { secret?: string } = {}): MiddlewareHandler<AppEnv> {
  const configured = configuredSecret(opts.secret);
  return async (c, next) => {
    const safe = SAFE_METHODS.has(c.req.method);
    // Static files get no cookie (cacheable answers, and no session was read for them).
    if (safe && STATIC_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      c.set('xsrfValid', false);
      return next();
    }
    const key = await serverKey(c.get('db'), configured);
    const cookie = getCookie(c, XSRF_COOKIE);
    const before = c.get('session');
    const token = expectedToken(key, before, cookie);
    const header = c.req.header(XSRF_HEADER);
    const valid = !!header && sameToken(header, token);
    c.set('xsrfToken', token);
    c.set('xsrfValid', valid);
    if (!safe && !valid) {
      if (cookie !== token) setXsrfCookie(c, token);
      return refuse(c);
    }
    await next();
    // The session may have changed (guest session created, sign-in, sign-out): its token goes out with this answer.
    const after = c.get('session');
    const final = after?.id === before?.id ? token : expectedToken(key, after, undefined);
    if (cookie !== final) setXsrfCookie(c, final);
    c.set('xsrfToken', final);
  };
}

/** For GET endpoints that change state. */
export const requireXsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('xsrfValid')) return refuse(c);
  await next();
};
