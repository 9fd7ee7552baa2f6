/**
 * The random part of a new gift code: {@link GIFT_CODE_RANDOM_LENGTH} symbols of {@link GIFT_CODE_ALPHABET}
 * (src/domain/gift-code.ts), each drawn uniformly from cryptographically random bytes.
 *
 * Uniform means without modulo bias: a byte is used only when it is below the largest multiple of the alphabet's
 * size that fits in a byte (250 for 25 symbols), so each symbol has exactly 10 of the 250 accepted values; the other
 * 6 bytes in 256 are thrown away and more are drawn.
 */
import { randomBytes } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_RANDOM_LENGTH } from '../../../src/domain/index.ts';

/** A source of random bytes (node:crypto's `randomBytes`; tests pass their own). */
export type ByteSource = (count: number) => Uint8Array;

/** `length` symbols of `alphabet` (≤ 256 symbols), drawn by rejection sampling from `bytes`. */
export function drawSymbols(
  length: number,
  alphabet: string = GIFT_CODE_ALPHABET,
  bytes: ByteSource = randomBytes,
): string {
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new RangeError(`an alphabet of ${size} symbols cannot be drawn from bytes`);
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < length) {
    // A little more than needed, so one batch is almost always enough.
    for (const b of bytes(Math.ceil((length - out.length) * 1.1) + 2)) {
      if (b >= limit) continue;
      out += alphabet[b % size];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The random part of a new gift code. */
export function randomCodePart(bytes: ByteSource = randomBytes): string {
  return drawSymbols(GIFT_CODE_RANDOM_LENGTH, GIFT_CODE_ALPHABET, bytes);
}
