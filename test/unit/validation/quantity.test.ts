import { describe, expect, it } from 'vitest';
import {
  defaultQuantity,
  digitsOnly,
  normalizeColli,
  requiredPlaceholder,
  roundUpToColli,
} from '../../../src/validation/index.ts';

describe('quantities and colli', () => {
  it('rounds up to a multiple of colli', () => {
    expect(roundUpToColli(7, 6)).toBe(12);
    expect(roundUpToColli(12, 6)).toBe(12);
    expect(roundUpToColli(1, 6)).toBe(6);
    expect(roundUpToColli(13, 6)).toBe(18);
    expect(roundUpToColli(5, 1)).toBe(5);
    expect(roundUpToColli(2.5, 1)).toBe(3);
    expect(roundUpToColli('7', '6')).toBe(12);
  });

  it('never goes below 0 and survives bad input', () => {
    expect(roundUpToColli(0, 6)).toBe(0);
    expect(roundUpToColli(-3, 6)).toBe(0);
    expect(roundUpToColli('abc', 6)).toBe(0);
    expect(roundUpToColli(Number.NaN, 6)).toBe(0);
    expect(roundUpToColli(7, 0)).toBe(7); // colli 0 is treated as 1
    expect(roundUpToColli(7, -2)).toBe(7);
    expect(roundUpToColli(7, 'x')).toBe(7);
  });

  it('defaults to colli, or 1', () => {
    expect(defaultQuantity(6)).toBe(6);
    expect(defaultQuantity(undefined)).toBe(1);
    expect(defaultQuantity(0)).toBe(1);
    expect(defaultQuantity(2.5)).toBe(1);
    expect(normalizeColli('4')).toBe(4);
  });

  it('keeps only digits of typed text', () => {
    expect(digitsOnly('1a2-3 ')).toBe('123');
    expect(digitsOnly('-5')).toBe('5');
    expect(digitsOnly(null)).toBe('');
  });

  it('marks required placeholders with " *"', () => {
    expect(requiredPlaceholder('Firmanavn')).toBe('Firmanavn *');
  });
});
