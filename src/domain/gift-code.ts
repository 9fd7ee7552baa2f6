/**
 * Gift-code matching (spec §2/§4 "code entered, then code fetched"): one rule for the client and the
 * demo server, so a code the recipient types is the same code on both sides.
 *
 * Codes are printed on cards and read aloud, so they are matched forgivingly:
 * - Unicode compatibility forms are folded (NFKC: full-width `ＪＵＬ２６` from an Asian IME is `JUL26`);
 * - case does not matter;
 * - only letters A–Z and digits 0–9 count: spaces, dashes (also `–`), underscores, dots are ignored;
 * - the look-alikes are one character: `O` is `0`, and `I` and `L` are `1` (so lowercase `l`, too).
 *
 * New codes (demo/server/routes/gift-code-random.ts) draw their random part from {@link GIFT_CODE_ALPHABET}: only
 * symbols that are their own key (so the printed code is its key), and none that a reader can mistake for another.
 */

/**
 * The symbols of a new code's random part (25): the digits 0 1 3 4 6 7 9 and the letters A C D E F G H J K M N P R
 * T V W X Y. Left out:
 * - `O`, `I`, `L`: the key folds them into `0` and `1` (a recipient who types them still reaches the code);
 * - `2`/`Z`, `5`/`S`, `8`/`B`: look-alikes the key keeps apart (B is not 8), so neither side of a pair is used;
 * - `Q` (read as O/0) and `U` (read as V).
 */
export const GIFT_CODE_ALPHABET = '0134679ACDEFGHJKMNPRTVWXY';

/**
 * Length of a new code's random part: 10 symbols of 25 are 25^10 ≈ 9.5 × 10^13 codes (log2 ≈ 46.4 bits). With
 * 5,000 codes in the database a guess hits one with a chance of about 1 in 19 billion; the demo server allows 30
 * failed look-ups per address per 10 minutes.
 */
export const GIFT_CODE_RANDOM_LENGTH = 10;

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
