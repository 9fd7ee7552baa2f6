/**
 * The visitor's VAT display setting (B2B shops let the buyer switch): prices shown excl. VAT (`ex`, the
 * default of this B2B demo) or incl. VAT (`inc`). Kept in the `butik_vat` cookie, set by
 * `POST /settings/vat` (form fields `vat=inc|ex` and `return=/local/path`), which answers 303 back to the
 * page. The layout turns it into `<shop-context prices-inc-vat>` / `prices-inc-vat="false"`, and the
 * server-rendered prices of the demo follow it too.
 *
 * The header form posts with the page's XSRF header through /site.js (the server refuses unsafe methods
 * without it); see layout.ts `vatSwitch()`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { setSettingCookie } from './settings.ts';

export type VatMode = 'inc' | 'ex';

export const VAT_COOKIE = 'butik_vat';
/** Ex VAT unless the visitor chose otherwise: the demo shop sells to businesses. */
export const DEFAULT_VAT_MODE: VatMode = 'ex';

export function parseVatMode(value: unknown): VatMode | undefined {
  return value === 'inc' || value === 'ex' ? value : undefined;
}

/** The request's VAT setting (cookie), else the default. */
export function vatMode(c: Context<AppEnv>): VatMode {
  return parseVatMode(getCookie(c, VAT_COOKIE)) ?? DEFAULT_VAT_MODE;
}

export function setVatMode(c: Context<AppEnv>, mode: VatMode): void {
  setSettingCookie(c, VAT_COOKIE, mode);
}

/**
 * A redirect target that stays on this site: a path starting with a single `/` (not `//host` or `/\host`,
 * which browsers treat as another host), no control characters or backslashes, at most 2000 characters.
 * Anything else gives `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    // The URL parser must agree that it is a same-origin path.
    const url = new URL(value, 'http://butik.invalid');
    if (url.origin !== 'http://butik.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The current page as a return path (path and query string). */
export function currentPath(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return safeReturnPath(`${url.pathname}${url.search}`);
}
