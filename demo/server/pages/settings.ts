/**
 * The visitor's settings the demo keeps in cookies (the VAT display, vat.ts; the language, language.ts): each is
 * a cookie kept a year, set by a form `POST /settings/{name}` (its field and `return`, a local path) that answers
 * 303 back to the page. /site.js sends those forms with the XSRF header the server asks of every POST.
 */
import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { safeReturnPath } from './vat.ts';

/** A setting lasts a year. */
const SETTING_MAX_AGE = 365 * 24 * 60 * 60;

/** Stores a setting: HttpOnly, SameSite=Lax, Secure when the page came over https. */
export function setSettingCookie(c: Context<AppEnv>, name: string, value: string): void {
  setCookie(c, name, value, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SETTING_MAX_AGE,
  });
}

/**
 * `POST {path}`: reads form field `field`; a value `parse` accepts is stored with `store`, anything else is
 * ignored; then 303 back to the form's `return` path (or `/`).
 */
export function settingRoute<T>(
  app: Hono<AppEnv>,
  path: string,
  field: string,
  parse: (value: unknown) => T | undefined,
  store: (c: Context<AppEnv>, value: T) => void,
): void {
  app.post(path, async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      body = {};
    }
    const value = parse(body[field]);
    if (value !== undefined) store(c, value);
    return c.redirect(safeReturnPath(body.return), 303);
  });
}
