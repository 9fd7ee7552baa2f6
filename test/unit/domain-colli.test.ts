import { describe, expect, it } from 'vitest';
import { defaultQuantity, normalizeColli, roundUpToColli } from '../../src/domain/colli.ts';
import { roundUpToColli as clientRound } from '../../src/validation/quantity.ts';

describe('colli', () => {
  it('normalizeColli: a positive integer, else 1', () => {
    expect(normalizeColli(6)).toBe(6);
    expect(normalizeColli('6')).toBe(6);
    for (const bad of [0, -2, 1.5, Number.NaN, Infinity, '', ' ', 'x', null, undefined, {}])
      expect(normalizeColli(bad)).toBe(1);
    expect(defaultQuantity(12)).toBe(12);
    expect(defaultQuantity(undefined)).toBe(1);
  });

  it('rounds up to a multiple of colli', () => {
    expect(roundUpToColli(1, 6)).toBe(6);
    expect(roundUpToColli(6, 6)).toBe(6);
    expect(roundUpToColli(7, 6)).toBe(12);
    expect(roundUpToColli(2.5, 1)).toBe(3);
    expect(roundUpToColli('13', '6')).toBe(18);
    expect(roundUpToColli(5, 0)).toBe(5);
    expect(roundUpToColli(1_000_000, 7)).toBe(1_000_006);
  });

  it('gives 0 for zero, negative and unusable quantities', () => {
    for (const q of [0, -1, -6, Number.NaN, Infinity, -Infinity, '', 'abc', null, undefined])
      expect(roundUpToColli(q, 6)).toBe(0);
  });

  it('rounds any fraction over a multiple up (the client copy used to forgive 1e-9)', () => {
    expect(roundUpToColli(6.000001, 6)).toBe(12);
    expect(roundUpToColli(6 + 1e-12, 6)).toBe(12);
  });

  it('is what src/validation re-exports', () => {
    expect(clientRound).toBe(roundUpToColli);
  });
});
