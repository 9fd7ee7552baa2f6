/**
 * The pure rules of spec §5: predicates without messages and without any Lingui import, so
 * server code (the demo server under tsx) can import this file directly:
 * `import { isEanValid } from '../../src/validation/rules.ts'`. The element-side API with
 * messages is in validators.ts (re-exported by index.ts, which needs the Lingui macros).
 *
 * The generic rules follow vee-validate 4's @vee-validate/rules (where §5's rule names come
 * from): every rule except `required`, `required_if` and `true` passes an empty value (null,
 * undefined, '' or whitespace only, an empty array): combine with `required` when the field is
 * mandatory. An array value is checked item by item (its empty items pass), except by
 * `length` (the array's length), `required` and `email` (strings only, as before). Any input type is accepted; wrong types fail,
 * a predicate never throws (a malformed rule parameter fails too); the one exception is
 * `isEmpty`/`isRequiredValid` on a revoked Proxy (kept minimal for the bundles; `validate` catches it).
 */
import { isEan } from '../domain/ean.ts';
import { asText, each, isCount, isEmpty, isFiniteNumber, isList, toNumber } from './values.ts';

export { isEmpty, toNumber };
export * from './file-rules.ts';

/** required: not empty, null or undefined (whitespace-only counts as empty). `false` and 0 pass. */
export function isRequiredValid(value: unknown): boolean {
  return !isEmpty(value);
}

/** true: the value must be the boolean `true` (consent checkboxes). */
export function isTrueValid(value: unknown): boolean {
  return value === true;
}

/**
 * One e-mail address: a dot-atom local part, `@`, and a domain of letter/digit/hyphen
 * labels with a top-level domain of at least two letters. Letters may be any Unicode
 * letters (`søren@blåbær.dk`, internationalised domains are common in Denmark). Addresses
 * longer than 254 characters fail.
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,63}$`, 'u');

export interface EmailOptions {
  /** Allow several addresses separated by commas (each checked; empty parts ignored). */
  multiple?: boolean;
}

/** email: a valid address, or with `multiple` a comma-separated list of valid addresses. Empty passes. */
export function isEmailValid(value: unknown, options: EmailOptions = {}): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return false;
  const parts = options.multiple
    ? value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [value.trim()];
  return parts.length > 0 && parts.every((p) => p.length <= 254 && EMAIL_RE.test(p));
}

export { EAN_LENGTHS, eanCheckDigit, eanChecksumOk } from '../domain/ean.ts';

/**
 * ean: 8 or 12 to 14 digits (surrounding whitespace ignored) with a valid GS1 check digit
 * (EAN-8, UPC-A/GTIN-12, EAN-13/GTIN-13/GLN, GTIN-14). Empty passes (spec: "checked only
 * when non-empty").
 */
export function isEanValid(value: unknown): boolean {
  if (isEmpty(value)) return true;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return false;
  return isEan(text.trim());
}

/** Gift info name: first and last name, i.e. two non-blank parts separated by whitespace. */
export function isGiftNameValid(value: unknown): boolean {
  return typeof value === 'string' && /\S\s+\S/.test(value.trim());
}

// ---------------------------------------------------------------------------------------------
// The generic rules of spec §5 (vee-validate 4 semantics)
// ---------------------------------------------------------------------------------------------

function eachText(value: unknown, test: (text: string) => boolean): boolean {
  return each(value, (item) => {
    const text = asText(item);
    return text !== null && test(text);
  });
}

/** Strings, finite numbers, bigints and booleans as text, for comparing values; else null. */
function asScalar(value: unknown): string | null {
  return typeof value === 'boolean' ? String(value) : asText(value);
}

/** `a == b` of vee-validate without coercing objects: identical, or equal as text (`1` and `'1'`). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const text = asScalar(a);
  return text !== null && text === asScalar(b);
}

// Letters are Unicode letters with their combining marks (Danish æøå, also when typed as
// a + U+030A), so every locale passes without a locale parameter.
const ALPHA = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM = /^[\p{L}\p{M}\p{Nd}]+$/u;
const ALPHA_DASH = /^[\p{L}\p{M}\p{Nd}_-]+$/u;
const ALPHA_SPACES = /^[\p{L}\p{M}\s]+$/u;

/** alpha: letters only (any language: `'Søren'`, `'Ærø'`). */
export function isAlphaValid(value: unknown): boolean {
  return eachText(value, (t) => ALPHA.test(t));
}

/** alpha_num: letters and decimal digits only. */
export function isAlphaNumValid(value: unknown): boolean {
  return eachText(value, (t) => ALPHA_NUM.test(t));
}

/** alpha_dash: letters, decimal digits, `-` and `_`. */
export function isAlphaDashValid(value: unknown): boolean {
  return eachText(value, (t) => ALPHA_DASH.test(t));
}

/** alpha_spaces: letters and whitespace. */
export function isAlphaSpacesValid(value: unknown): boolean {
  return eachText(value, (t) => ALPHA_SPACES.test(t));
}

/** numeric: only the digits 0–9 (or only Arabic-Indic digits): no sign, no decimal point. */
export function isNumericValid(value: unknown): boolean {
  return eachText(value, (t) => /^(?:[0-9]+|[\u0660-\u0669]+)$/.test(t));
}

/** integer: digits 0–9 with an optional leading `-`. */
export function isIntegerValid(value: unknown): boolean {
  return eachText(value, (t) => /^-?[0-9]+$/.test(t));
}

/** digits: exactly `length` digits 0–9 (`'0042'` has 4). */
export function isDigitsValid(value: unknown, length: number): boolean {
  if (!isCount(length)) return false;
  return eachText(value, (t) => t.length === length && /^[0-9]+$/.test(t));
}

/** length: a text of exactly `length` characters (UTF-16 units), or an array of `length` items. */
export function isLengthValid(value: unknown, length: number): boolean {
  if (!isCount(length)) return false;
  try {
    if (isEmpty(value)) return true;
    if (Array.isArray(value)) return value.length === length;
  } catch {
    return false;
  }
  const text = asText(value);
  return text !== null && text.length === length;
}

/** max: at most `length` characters (UTF-16 units, as the browser's maxlength counts). */
export function isMaxValid(value: unknown, length: number): boolean {
  if (!isCount(length)) return false;
  return eachText(value, (t) => t.length <= length);
}

/** min: at least `length` characters. */
export function isMinValid(value: unknown, length: number): boolean {
  if (!isCount(length)) return false;
  return eachText(value, (t) => t.length >= length);
}

function eachNumber(value: unknown, test: (n: number) => boolean): boolean {
  return each(value, (item) => {
    const n = toNumber(item);
    return !Number.isNaN(n) && test(n);
  });
}

/** between: a number (see {@link toNumber}) from `min` to `max`, both inclusive. */
export function isBetweenValid(value: unknown, min: number, max: number): boolean {
  if (!isFiniteNumber(min) || !isFiniteNumber(max)) return false;
  return eachNumber(value, (n) => n >= min && n <= max);
}

/** max_value: a number ≤ `max`. */
export function isMaxValueValid(value: unknown, max: number): boolean {
  if (!isFiniteNumber(max)) return false;
  return eachNumber(value, (n) => n <= max);
}

/** min_value: a number ≥ `min`. */
export function isMinValueValid(value: unknown, min: number): boolean {
  if (!isFiniteNumber(min)) return false;
  return eachNumber(value, (n) => n >= min);
}

/** oneOf: the value (each item of an array) equals one of `list` (`1` equals `'1'`). */
export function isOneOfValid(value: unknown, list: readonly unknown[]): boolean {
  if (!isList(list)) return false;
  return each(value, (item) => list.some((allowed) => sameValue(item, allowed)));
}

/** excluded: the value (no item of an array) equals any of `list`. */
export function isExcludedValid(value: unknown, list: readonly unknown[]): boolean {
  if (!isList(list)) return false;
  return each(value, (item) => !list.some((banned) => sameValue(item, banned)));
}

/**
 * The RegExp of a regex rule: a RegExp (its `g`/`y` flags dropped, so testing keeps no state)
 * or a pattern string (no flags, not anchored: write `^…$`). Null for a bad pattern or type.
 */
export function toRegExp(pattern: unknown): RegExp | null {
  try {
    if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
    if (typeof pattern === 'string') return new RegExp(pattern);
  } catch {
    // an invalid pattern
  }
  return null;
}

/** regex: the text matches `pattern` (string or RegExp); a bad pattern fails, never throws. */
export function isRegexValid(value: unknown, pattern: string | RegExp): boolean {
  const re = toRegExp(pattern);
  return re !== null && eachText(value, (t) => re.test(t));
}

/**
 * confirmed: equal to the value of the target field (`targetValue`), compared as text (two
 * arrays: item by item).
 */
export function isConfirmedValid(value: unknown, targetValue: unknown): boolean {
  try {
    if (isEmpty(value)) return true;
    if (Array.isArray(value) && Array.isArray(targetValue)) {
      return value.length === targetValue.length && value.every((item, i) => sameValue(item, targetValue[i]));
    }
    return sameValue(value, targetValue);
  } catch {
    return false;
  }
}

/** Empty for required_if: empty, or `false` (an unchecked checkbox). */
function isBlank(value: unknown): boolean {
  return value === false || isEmpty(value);
}

/**
 * required_if: required when the target field's value (`targetValue`) equals one of `values`
 * (an array target: holds one of them), or, without `values`, when the target is not empty;
 * then the value must not be empty (null, undefined, blank, [] or `false`).
 */
export function isRequiredIfValid(value: unknown, targetValue: unknown, values: readonly unknown[] = []): boolean {
  try {
    if (!isList(values)) return false;
    const target = typeof targetValue === 'string' ? targetValue.trim() : targetValue;
    const targets: readonly unknown[] = Array.isArray(target) ? target : [target];
    const required =
      values.length > 0 ? values.some((v) => targets.some((t) => sameValue(t, v))) : !isBlank(targetValue);
    return !required || !isBlank(value);
  } catch {
    return false;
  }
}
