/**
 * Security headers of every answer, and the demo pages' strict Content-Security-Policy (docs/security-csp.md).
 *
 * Every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy`, `Permissions-Policy` (no camera,
 * microphone, location, payment, USB… for the page or anything it frames), `Cross-Origin-Opener-Policy`, and
 * `Strict-Transport-Security` when the request came over https (its URL, or `X-Forwarded-Proto: https` from the
 * proxy in front; browsers ignore HSTS over plain http, so a forged header gains nothing).
 *
 * HTML answers (the demo pages, the 404 page) also get the policy: scripts only by this response's nonce, and what
 * a nonced script loads (`'strict-dynamic'`: the library's loader imports its chunks); no `'unsafe-inline'` or
 * `'unsafe-eval'` anywhere; styles from this origin or a nonced `<style>` (no style attributes in markup); no
 * plugins, no `<base>`, framed by this origin only; Trusted Types required for every script sink, with DOMPurify's
 * `dompurify` policy the only one that may be created. Violations are reported to /csp-reports (csp-reports.ts):
 * by `report-uri`, and over https by the Reporting API (`report-to` + `Reporting-Endpoints`) too.
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';

/** Where browsers send violation reports (routes: csp-reports.ts). */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting API endpoint's name (`Reporting-Endpoints: csp-endpoint="…"`, `report-to csp-endpoint`). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** HSTS: one year, subdomains included (the demo's own host only; `preload` is a decision for a real shop). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Browser features neither the library nor the demo uses, off for the page and every frame in it. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * The demo pages' policy for one response's nonce (docs/security-csp.md explains every directive). `reportTo`: also
 * the Reporting API's `report-to` (over https only, see securityHeaders).
 */
export function contentSecurityPolicy(nonce: string, reportTo = false): string {
  return [
    `default-src 'self'`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // data: the page's empty favicon (`data:,`); blob: the contact form's preview of a chosen picture.
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
    `require-trusted-types-for 'script'`,
    `trusted-types dompurify`,
    `report-uri ${CSP_REPORT_PATH}`,
    ...(reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

/** True when the request reached us over https (directly, or through a proxy that says so). */
export function servedOverHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const forwarded = c.req.header('x-forwarded-proto');
  // A chain of proxies lists each hop's protocol; the first is the client's.
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The page's https origin (a proxy's Host / X-Forwarded-Host), for the absolute endpoint URL. */
function reportBase(c: Context): string {
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || new URL(c.req.url).host;
  return `https://${host}`;
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // 128 random bits per response (CSP3: at least 128), base64.
    c.set('cspNonce', randomBytes(16).toString('base64'));
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', REFERRER_POLICY);
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    const https = servedOverHttps(c);
    if (https) headers.set('Strict-Transport-Security', HSTS_VALUE);
    if (headers.get('Content-Type')?.startsWith('text/html')) {
      // The Reporting API (`report-to`, `Reporting-Endpoints`) over https only: a browser that has `report-to`
      // ignores `report-uri`, and Chromium (156, http://127.0.0.1) delivered no report-to report within 90 s where
      // report-uri ones arrived within 0.5 s (docs/security-csp.md). Over https both: report-to for browsers with the
      // Reporting API, report-uri for the others.
      headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce'), https));
      if (https)
        headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, reportBase(c)).href}"`);
      // For browsers without frame-ancestors (it is the same rule).
      headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
  };
}
