/**
 * URL values from data or from a page's attributes (gift shop logo, login/checkout/management/promotion URLs):
 * only `http:`/`https:` URLs and same-origin paths (`/shop`, `cart`, `?x`, `#y`) are used. Refused: any other
 * scheme (`javascript:`, `data:`, `vbscript:`, `blob:`, `file:` …, also written with tabs, line breaks, entities
 * decoded by the parser or in mixed case), protocol-relative `//host` and `/\host` (another origin), control
 * characters and white space inside the URL (browsers strip tabs and line breaks, so `java\tscript:` is a scheme).
 */

/** Characters browsers drop or stop at inside a URL: control characters and white space (C0, DEL, spaces). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** True for an `http:`/`https:` URL with a host, or a path on the same origin. */
export function isSafeUrl(value: string): boolean {
  if (value.length === 0 || value.length > 2000 || UNSAFE_CHARS.test(value)) return false;
  // A backslash is a slash to the URL parser: `/\evil` and `\\evil` are protocol-relative.
  if (value.includes('\\')) return false;
  if (/^https?:\/\/[^/?#]+/i.test(value)) {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }
  return isSameOriginPath(value);
}

/** True for a path on the page's own origin: no scheme and not protocol-relative (`/a`, `a/b`, `?q`, `#h`). */
export function isSameOriginPath(value: string): boolean {
  if (value.length === 0 || value.length > 2000 || UNSAFE_CHARS.test(value) || value.includes('\\')) return false;
  if (value.startsWith('//')) return false;
  // A colon before the first '/', '?' or '#' makes the start a scheme (`javascript:`, `mailto:`, `c:`).
  const head = value.split(/[/?#]/, 1)[0] ?? '';
  return !head.includes(':');
}

/** The URL when it is safe ({@link isSafeUrl}), else `fallback`. Trims surrounding white space first. */
export function safeUrl(value: string | null | undefined, fallback = ''): string {
  const url = typeof value === 'string' ? value.trim() : '';
  return url && isSafeUrl(url) ? url : fallback;
}
