/**
 * Shared building blocks for the API schemas (superstruct 2).
 *
 * Conventions used by every schema module in this folder:
 * - A struct and its inferred type share one name (`export const Cart = ...; export type Cart = Infer<typeof Cart>`).
 * - **Entities / responses** use `type(...)`: every field the spec names is required and checked, extra fields
 *   the server may add are tolerated (and kept). The reference server shapes its responses with them.
 * - **Requests** (JSON bodies, query strings, path params, multipart form fields) use `object(...)`: strict,
 *   unknown fields are refused. Query-string values arrive as strings, so numeric and boolean query fields are
 *   built with `queryInt` / `queryBool`, which coerce `"10"` -> `10` and `"true"` -> `true`. Always validate
 *   requests with {@link validate} (it coerces and applies defaults).
 * - Dates: `YYYY-MM-DD` strings for calendar days (startdate, enddate, delivery date); ISO 8601 date-time
 *   strings (`2026-11-21T13:37:00.000Z`) for timestamps (createdate, lastupdate).
 */
import {
  coerce,
  defaulted,
  enums,
  integer,
  pattern,
  refine,
  size,
  string,
  type,
  boolean,
  optional,
  validate as superstructValidate,
  type Infer,
  type Struct,
  type Failure,
} from 'superstruct';
import { isEan } from '../../domain/ean.ts';
import { isSafeUrl } from '../../domain/safe-url.ts';

/** Identifier of a record (product "10001", gift shop "jul-2026", code "JUL26-0001", ...). Letters, digits, `_`, `.`, `-`; 1–100 chars. */
export const Id = refine(
  string(),
  'Id',
  (value) =>
    /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/.test(value) ||
    `Expected an id (letters, digits, "_", "." or "-", 1-100 characters), but received: ${JSON.stringify(value)}`,
);
export type Id = Infer<typeof Id>;

/** A product id (string; the demo seed uses "10001".."10600"). */
export const ProductId = Id;
export type ProductId = Infer<typeof ProductId>;

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar day as `YYYY-MM-DD` (a real date: `2026-02-30` is refused). */
export const IsoDate = refine(
  string(),
  'IsoDate',
  (value) => isCalendarDay(value) || `Expected a date as YYYY-MM-DD, but received: ${JSON.stringify(value)}`,
);
export type IsoDate = Infer<typeof IsoDate>;

/** A timestamp as an ISO 8601 date-time string, e.g. `2026-11-21T13:37:00.000Z`. */
export const IsoDateTime = refine(
  string(),
  'IsoDateTime',
  (value) =>
    (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value))) ||
    `Expected an ISO 8601 date-time, but received: ${JSON.stringify(value)}`,
);
export type IsoDateTime = Infer<typeof IsoDateTime>;

const EMAIL_RE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** One e-mail address (simple shape check: local@domain.tld, no spaces), at most 254 characters. */
export const Email = refine(
  string(),
  'Email',
  (value) =>
    (value.length <= 254 && EMAIL_RE.test(value)) ||
    `Expected an e-mail address, but received: ${JSON.stringify(value)}`,
);
export type Email = Infer<typeof Email>;

/** An optional e-mail field as sent by forms: empty string means "none", otherwise a valid e-mail. */
export const EmailOrEmpty = refine(
  string(),
  'EmailOrEmpty',
  (value) =>
    value === '' ||
    (value.length <= 254 && EMAIL_RE.test(value)) ||
    `Expected an e-mail address or an empty string, but received: ${JSON.stringify(value)}`,
);

/** EAN/GLN check (spec §5): the domain rule (src/domain/ean.ts), under the name the schemas have used. */
export { isEan as isValidEan } from '../../domain/ean.ts';

/** EAN number field: empty string (not given) or a valid EAN (checked only when non-empty, spec §5). */
export const EanOrEmpty = refine(
  string(),
  'Ean',
  (value) =>
    value === '' ||
    isEan(value) ||
    `Expected an EAN number (8 or 12-14 digits with a valid check digit), but received: ${JSON.stringify(value)}`,
);

/**
 * A URL the library may show or link to (gift shop logo): an `http:`/`https:` URL or a same-origin path, at most
 * 2000 characters (src/domain/safe-url.ts). `javascript:`, `data:`, `vbscript:`, protocol-relative `//host`,
 * white space or control characters inside: refused (a 400 naming the field).
 */
export const LinkUrl = refine(
  string(),
  'LinkUrl',
  (value) =>
    isSafeUrl(value) ||
    `Expected an http(s) URL or a path on this site, but received: ${JSON.stringify(value.slice(0, 100))}`,
);

/** {@link LinkUrl} or the empty string (not set). */
export const LinkUrlOrEmpty = refine(
  string(),
  'LinkUrl',
  (value) =>
    value === '' ||
    isSafeUrl(value) ||
    `Expected an http(s) URL or a path on this site, but received: ${JSON.stringify(value.slice(0, 100))}`,
);

/** CSS hex colour `#rgb` or `#rrggbb`. */
export const HexColor = pattern(string(), /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);

/** A non-empty string (after trimming) of at most `max` characters. The value itself is not trimmed. */
export function text(max: number, name = 'Text'): Struct<string, null> {
  return refine(
    string(),
    name,
    (value) =>
      (value.trim().length > 0 && value.length <= max) ||
      (value.trim().length === 0
        ? 'Expected a non-empty text'
        : `Expected at most ${max} characters, received ${value.length}`),
  );
}

/** A string of at most `max` characters (may be empty). */
export function shortString(max: number): Struct<string, null> {
  return size(string(), 0, max);
}

/**
 * An integer in [min, max]. In a query string the value arrives as a numeric string; it is coerced
 * (`"10"` -> `10`) when validated with {@link validate}. `"abc"` or `"1.5"` stay strings and fail.
 */
export function queryInt(min: number, max: number): Struct<number, null> {
  return coerce(size(integer(), min, max), pattern(string(), /^-?\d+$/), (value) => Number(value));
}

/** A `limit` query field: integer 1..max, `fallback` when absent. */
export function limitQuery(fallback: number, max = 100): Struct<number, null> {
  return defaulted(queryInt(1, max), fallback);
}

/** An `offset` query field: integer >= 0, 0 when absent. */
export function offsetQuery(): Struct<number, null> {
  return defaulted(queryInt(0, 1_000_000), 0);
}

/** A boolean; query/form strings `"true"`, `"false"`, `"1"`, `"0"`, `"on"` are coerced. */
export const queryBool = coerce(
  boolean(),
  enums(['true', 'false', '1', '0', 'on']),
  (value) => value === 'true' || value === '1' || value === 'on',
);

/** Generic success flag response, e.g. `{ "success": true }`. */
export const SuccessResponse = type({ success: boolean() });
export type SuccessResponse = Infer<typeof SuccessResponse>;

/** The reference server's 400 body for invalid input: `{ "error": "...", "field": "codeids.0" }`. */
export const ErrorResponse = type({ error: string(), field: optional(string()) });
export type ErrorResponse = Infer<typeof ErrorResponse>;

/** Result of {@link validate}. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

function describeFailure(failure: Failure): { field: string; message: string } {
  const field = failure.path.map(String).join('.');
  const label = field || 'value';
  if (failure.type === 'never') {
    return { field, message: `Unknown field "${label}"` };
  }
  if (failure.value === undefined) {
    return { field, message: `"${label}" is required` };
  }
  return { field, message: `"${label}": ${failure.message}` };
}

/**
 * Validate (and coerce: query strings to numbers/booleans, defaults filled in) `value` against `struct`.
 * Never throws. On failure names the first failing field as a dotted path (`"items.0.quantity"`, `""` for the
 * value as a whole) with a readable message.
 */
export function validate<T, S>(struct: Struct<T, S>, value: unknown): ValidationResult<T> {
  let result: ReturnType<typeof superstructValidate<T, S>>;
  try {
    result = superstructValidate(value, struct, { coerce: true });
  } catch (cause) {
    return {
      ok: false,
      field: '',
      message: `Validation failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    };
  }
  const [error, coerced] = result;
  if (error) {
    const first = error.failures()[0] ?? error;
    return { ok: false, ...describeFailure(first) };
  }
  return { ok: true, value: coerced as T };
}
