/**
 * How the rules of rules.ts and file-rules.ts read values: what is empty, array values item by
 * item, texts and numbers. No Lingui, no DOM: importable on the server.
 */

/**
 * True for null, undefined, a string of only whitespace, and an empty array. (Kept minimal: it is
 * in every form's bundle. Only a revoked Proxy makes it throw; `each` and `validate` catch that.)
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Runs `test` on a non-empty value, or on every non-empty item of an array. Empty passes; an
 * exception (a hostile getter, a revoked Proxy) fails instead of escaping.
 */
export function each(value: unknown, test: (item: unknown) => boolean): boolean {
  try {
    if (isEmpty(value)) return true;
    if (Array.isArray(value)) return value.every((item) => isEmpty(item) || test(item));
    return test(value);
  } catch {
    return false;
  }
}

/**
 * A value as text for the text rules: a string as it is (not trimmed), a finite number or a
 * bigint as its digits; anything else (objects, booleans, NaN, Infinity) is null and fails.
 */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint') return String(value);
  return null;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A finite number, or NaN: numbers as they are, strings written as a decimal number (`'12'`,
 * `' -1.5 '`, `'2e3'`; surrounding whitespace ignored; no hex, no `'1,5'`, no `''`), bigints.
 */
export function toNumber(value: unknown): number {
  let n = Number.NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'bigint') n = Number(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    if (DECIMAL.test(text)) n = Number(text);
  }
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A rule parameter that is a count (a length, digits, pixels): a safe integer ≥ 0. */
export function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

export function isFiniteNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** An array parameter (a revoked Proxy is none). */
export function isList(list: unknown): list is readonly unknown[] {
  try {
    return Array.isArray(list);
  } catch {
    return false;
  }
}
