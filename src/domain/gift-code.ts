/**
 * Gift-code matching (spec §2/§4 "code entered, then code fetched"): one rule for the client and the
 * demo server, so a code the recipient types is the same code on both sides.
 *
 * Codes are printed on cards and read aloud, so they are matched forgivingly:
 * - Unicode compatibility forms are folded (NFKC: full-width `ＪＵＬ２６` from an Asian IME is `JUL26`);
 * - case does not matter;
 * - only letters A–Z and digits 0–9 count: spaces, dashes (also `–`), underscores, dots are ignored;
 * - the look-alikes are one character: `O` is `0`, and `I` and `L` are `1` (so lowercase `l`, too).
 */

/** The match key of a typed or stored gift code, e.g. `' jul26 - ooo1 '` → `'JU1260001'`. */
export function normalizeGiftCode(code: string): string {
  return code
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** True when two codes are the same code under {@link normalizeGiftCode}. */
export function sameGiftCode(a: string, b: string): boolean {
  return normalizeGiftCode(a) === normalizeGiftCode(b);
}
