import { describe, expect, it } from 'vitest';
import { drawSymbols, randomCodePart } from '../../demo/server/routes/gift-code-random.ts';
import { GIFT_CODE_ALPHABET, GIFT_CODE_RANDOM_LENGTH, normalizeGiftCode } from '../../src/domain/gift-code.ts';

const LOOK_ALIKES = ['O', 'I', 'L', 'Q', 'U', '2', 'Z', '5', 'S', '8', 'B'];

/** A byte source that hands out `values` in order (then fails: the draw must not need more). */
function scripted(values: number[]) {
  let i = 0;
  return (count: number) => {
    const out = new Uint8Array(count);
    for (let k = 0; k < count; k++) {
      if (i >= values.length) return out.subarray(0, k);
      out[k] = values[i++]!;
    }
    return out;
  };
}

describe('the alphabet of new gift codes', () => {
  it('has 25 distinct symbols and none of the look-alikes', () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(25);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(25);
    for (const ch of LOOK_ALIKES) expect(GIFT_CODE_ALPHABET, ch).not.toContain(ch);
  });

  it('agrees with the normalisation: every symbol is its own key, and no two share one', () => {
    for (const ch of GIFT_CODE_ALPHABET) expect(normalizeGiftCode(ch), ch).toBe(ch);
    expect(new Set([...GIFT_CODE_ALPHABET].map(normalizeGiftCode)).size).toBe(GIFT_CODE_ALPHABET.length);
  });

  it('carries at least 40 bits in the random part', () => {
    expect(GIFT_CODE_RANDOM_LENGTH).toBeGreaterThanOrEqual(8);
    expect(GIFT_CODE_RANDOM_LENGTH * Math.log2(GIFT_CODE_ALPHABET.length)).toBeGreaterThan(46);
  });
});

describe('randomCodePart (rejection sampling on crypto bytes)', () => {
  it('is 10 symbols of the alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const part = randomCodePart();
      expect(part).toMatch(new RegExp(`^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_RANDOM_LENGTH}}$`));
    }
  });

  it('maps each of the 250 accepted byte values to a symbol exactly 10 times, and skips the 6 above', () => {
    const all = Array.from({ length: 256 }, (_, b) => b);
    const drawn = drawSymbols(250, GIFT_CODE_ALPHABET, scripted(all));
    const counts = new Map<string, number>();
    for (const ch of drawn) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(25);
    for (const [ch, n] of counts) expect(n, ch).toBe(10);
    // 250..255 are thrown away: the next symbols come from the bytes after them.
    expect(drawSymbols(2, GIFT_CODE_ALPHABET, scripted([250, 251, 255, 0, 254, 24]))).toBe(
      GIFT_CODE_ALPHABET[0]! + GIFT_CODE_ALPHABET[24]!,
    );
  });

  it('draws again when a batch had too many rejected bytes', () => {
    const part = randomCodePart(scripted([...Array(30).fill(255), ...Array(10).fill(1)]));
    expect(part).toBe(GIFT_CODE_ALPHABET[1]!.repeat(10));
  });

  it('draws each symbol about equally often (200,000 symbols)', () => {
    const n = 200_000;
    const drawn = drawSymbols(n);
    const counts = new Map<string, number>();
    for (const ch of drawn) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(25);
    const expected = n / 25; // 8,000; σ ≈ 88, modulo bias over 256 would put six symbols ≈ 7 % high
    for (const [ch, count] of counts) expect(Math.abs(count - expected) / expected, ch).toBeLessThan(0.05);
  });

  it('refuses an alphabet that bytes cannot carry', () => {
    expect(() => drawSymbols(1, 'A')).toThrow(RangeError);
    expect(() => drawSymbols(1, 'x'.repeat(257))).toThrow(RangeError);
  });
});

describe('a new code typed forgivingly reaches its key', () => {
  it.each([
    ['lower case', (c: string) => c.toLowerCase()],
    ['spaces between groups', (c: string) => c.replace(/(.{5})/g, '$1 ')],
    ['without the dash', (c: string) => c.replace('-', '')],
    ['an en dash', (c: string) => c.replace('-', '–')],
    ['O for 0 and l/I for 1', (c: string) => c.replace(/0/g, 'O').replace(/1/g, 'l')],
    ['full-width', (c: string) => c.replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))],
  ])('%s', (_label, typed) => {
    for (let i = 0; i < 50; i++) {
      const code = `JUL2026-${randomCodePart()}`;
      const key = normalizeGiftCode(code);
      expect(key).toBe(`JU12026${code.slice(8)}`);
      expect(normalizeGiftCode(typed(code)), typed(code)).toBe(key);
    }
  });
});
