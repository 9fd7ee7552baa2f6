/**
 * EAN / GTIN / GLN numbers (spec §5 "ean" validator, §9 lengths): 8 or 12 to 14 digits, padded with leading
 * zeros to 14, weighted 3,1,3,1,… from the left (so the check digit, last, has weight 1), and the weighted
 * sum divisible by 10. Used by the sign-up form's validator and by the API schema the demo server checks.
 */

/** The allowed lengths (EAN-8, UPC-A/GTIN-12, EAN-13/GLN, GTIN-14). */
export const EAN_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check over a string of digits (no length rule: {@link isEan} adds it). */
export function eanChecksumOk(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  const padded = digits.padStart(14, '0');
  let sum = 0;
  for (let i = 0; i < padded.length; i++) sum += Number(padded[i]) * (i % 2 === 0 ? 3 : 1);
  return sum % 10 === 0;
}

/** The check digit to append to a GTIN body (up to 13 digits). */
export function eanCheckDigit(body: string): number {
  if (!/^\d{1,13}$/.test(body)) throw new RangeError(`not a GTIN body: ${body}`);
  for (let d = 0; d <= 9; d++) if (eanChecksumOk(body + String(d))) return d;
  /* c8 ignore next */
  throw new Error('unreachable');
}

/** An EAN exactly as given: only digits, an allowed length and a valid check digit (no trimming, not empty). */
export function isEan(value: string): boolean {
  return (EAN_LENGTHS as readonly number[]).includes(value.length) && eanChecksumOk(value);
}
