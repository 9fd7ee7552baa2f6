/**
 * The pure rules of spec §5: predicates without messages and without any Lingui import, so
 * server code (the demo server under tsx) can import this file directly:
 * `import { isEanValid } from '../../src/validation/rules.ts'`. The element-side API with
 * messages is in validators.ts (re-exported by index.ts, which needs the Lingui macros).
 *
 * Like the generic rule set they follow, every rule except `required` and `true` passes an
 * empty value (null, undefined, '' or whitespace only): combine with `required` when the
 * field is mandatory. Any input type is accepted; wrong types fail, they never throw.
 */
import { isEan } from '../domain/ean.ts';

/** True for null, undefined, a string of only whitespace, and an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

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
