/**
 * Double-submit XSRF protection: an `XSRF-TOKEN` cookie readable by JavaScript is set on every
 * response lacking it; every state-changing call must echo it in the `X-XSRF-TOKEN` header, or it is
 * refused with 403 JSON. Unsafe methods are checked globally; GET endpoints that change state
 * (cart/emptycart, cart/change, freegift/add ...) add `requireXsrf`.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function xsrfValid(c: Context<AppEnv>): boolean {
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header(XSRF_HEADER);
  return !!cookie && !!header && TOKEN_PATTERN.test(cookie) && sameToken(cookie, header);
}

function refuse(c: Context<AppEnv>): Response {
  return c.json({ error: `Missing or invalid ${XSRF_HEADER} header`, field: XSRF_HEADER }, 403);
}

export function xsrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const existing = getCookie(c, XSRF_COOKIE);
    const hasValid = !!existing && TOKEN_PATTERN.test(existing);
    const token = hasValid ? existing : randomBytes(24).toString('base64url');
    c.set('xsrfToken', token);
    if (!hasValid) {
      setCookie(c, XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        httpOnly: false,
      });
    }
    if (!SAFE_METHODS.has(c.req.method) && !xsrfValid(c)) return refuse(c);
    await next();
  };
}

/** For GET endpoints that change state. */
export const requireXsrf: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!xsrfValid(c)) return refuse(c);
  await next();
};
