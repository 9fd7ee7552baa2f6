/** Reading the `Retry-After` an HTTP failure keeps (result.ts `HttpFailure.retryAfter`). */
/** The longest wait a `Retry-After` may ask for (a day): a larger or far-future value is read as this. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Seconds from a `Retry-After` header value (RFC 9110 §10.2.3): delay-seconds (`"120"`), or an HTTP date
 * (`"Wed, 21 Oct 2026 07:28:00 GMT"`) counted from `now` (ms) and rounded up; a past date is 0. Capped at
 * {@link MAX_RETRY_AFTER_SECONDS}. Undefined for no header or a value that is neither.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.min(Number(text), MAX_RETRY_AFTER_SECONDS);
  // An HTTP date names its weekday or month; plain numbers with signs or dots are not one.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, Math.ceil((at - now) / 1000)), MAX_RETRY_AFTER_SECONDS);
}
