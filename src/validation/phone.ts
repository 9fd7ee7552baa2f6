/** Danish phone prefix (spec §9). */
export const PHONE_PREFIX = '+45';

/**
 * Phone number for sending in the sign-up model (spec §3: spaces removed; §1/§9: +45 prefix).
 * Removes all whitespace (and the `-`, `.`, `(`, `)` separators people type); a number that
 * already has an international prefix (`+` or `00`) keeps it (`00` becomes `+`), any other
 * gets `prefix` in front. Returns '' for empty or non-string input.
 *
 * `normalizePhone('12 34 56 78')` → `'+4512345678'`; `normalizePhone('+46 70 123')` → `'+4670123'`.
 */
export function normalizePhone(value: unknown, prefix: string = PHONE_PREFIX): string {
  if (typeof value !== 'string') return '';
  const compact = value.replace(/[\s\-.()]/g, '');
  if (!compact) return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${prefix}${compact}`;
}

/** The number without whitespace only (spec §3 "spaces removed from phone before sending"). */
export function stripSpaces(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '') : '';
}
