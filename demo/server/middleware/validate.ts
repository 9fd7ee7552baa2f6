/**
 * Request validation with the superstruct schemas shared with the library (src/api/schemas/*).
 * Failures become 400 `{ error, field }` naming the first failing field; nothing is written.
 */
import type { Context } from 'hono';
import { StructError, validate, type Struct } from 'superstruct';
import { ApiError } from './errors.ts';

/**
 * The path of the first string in `value` holding a NUL character (U+0000), or null. PostgreSQL text cannot
 * store NUL: left alone, such input fails the query and becomes a 500.
 */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws a 400 naming the field when `value` holds a NUL character anywhere. */
export function refuseNul(value: unknown, where = 'body'): void {
  const found = nulPath(value);
  if (found) {
    const field = found.length > 0 ? found.join('.') : where;
    throw new ApiError(400, `${field} is not valid: it contains a NUL character`, field);
  }
}

/** Validates (with coercion) `value` against `struct`; throws a 400 ApiError naming the field. */
export function check<T, S>(struct: Struct<T, S>, value: unknown, where = 'body'): T {
  refuseNul(value, where);
  const [err, result] = validate(value, struct, { coerce: true });
  if (err) throw toApiError(err, where);
  return result as T;
}

export function toApiError(err: StructError, where: string): ApiError {
  const failure = err.failures()[0] ?? err;
  const field = failure.path.length > 0 ? failure.path.map(String).join('.') : where;
  let message: string;
  if (failure.value === undefined && failure.type !== 'never') message = `${field} is required`;
  else if (failure.refinement) message = `${field} is not valid: ${failure.message}`;
  else message = `${field} is not valid: ${failure.message}`;
  return new ApiError(400, message, field);
}

/** Parses the JSON body (400 when it is not JSON) and validates it. */
export async function jsonBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON', 'body');
  }
  return check(struct, body, 'body');
}

/** Validates the query string (single values; repeated keys keep the last). */
export function queryParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(struct, c.req.query(), 'query');
}

/** Parses a multipart or url-encoded form body; 400 when it is neither. */
export async function formBody(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new ApiError(400, 'Request body must be multipart/form-data or application/x-www-form-urlencoded', 'body');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed form body', 'body');
  }
  refuseNul(
    Object.fromEntries(
      Object.entries(form).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? v : '',
      ]),
    ),
  );
  return form;
}
