/**
 * Money amounts (not their display: that is src/format). Prices travel as numbers of whole currency units
 * (DKK); every computed amount — a line total, VAT, a discount, the distance to free delivery — is rounded
 * to whole minor units (øre) with one rule: to the nearest, halves away from zero, by the amount's decimal
 * value (read to 15 significant digits). `Math.round(x * 100) / 100` is not that rule: `1.005 * 100` is `100.49999999999999` in binary, so it
 * gives 1.00 instead of 1.01, and it rounds -0.125 to -0.12 (halves toward +∞).
 */

/** Minor units per unit (øre per krone; the same for EUR, SEK, NOK, USD, GBP). */
export const MINOR_UNIT_DIGITS = 2;

/** An amount in whole minor units: `12.345` → `1235`, `-0.125` → `-13`, `1.005` → `101`. Non-finite → NaN. */
export function toMinorUnits(amount: number, digits: number = MINOR_UNIT_DIGITS): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  // Read the shifted amount to 15 significant digits (all a double holds) before rounding: that drops the
  // binary noise of `1.005 * 100` (100.49999999999999) and of products such as `122.38 * 0.85`.
  const shifted = Number((Math.abs(amount) * 10 ** digits).toPrecision(15));
  const minor = Math.round(shifted);
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** Whole minor units back to an amount: `1235` → `12.35`. */
export function fromMinorUnits(minor: number, digits: number = MINOR_UNIT_DIGITS): number {
  return minor / 10 ** digits;
}

/** An amount rounded to whole minor units (øre): `1.005` → `1.01`, `2.675` → `2.68`, `-0.125` → `-0.13`. */
export function roundMoney(amount: number, digits: number = MINOR_UNIT_DIGITS): number {
  return fromMinorUnits(toMinorUnits(amount, digits), digits);
}
