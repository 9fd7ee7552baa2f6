import { describe, expect, it } from 'vitest';
import { fromMinorUnits, roundMoney, toMinorUnits } from '../../src/domain/money.ts';

describe('money', () => {
  it('rounds to whole øre by the decimal value, halves away from zero', () => {
    // Math.round(x * 100) / 100 gives 1, 2.67, 1.00 and -0.12 for these.
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.0049999)).toBe(1);
    expect(roundMoney(-0.125)).toBe(-0.13);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(99.995)).toBe(100);
  });

  it('keeps exact amounts and sums of binary fractions', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(19.99 * 3)).toBe(59.97);
    expect(roundMoney(79.96 * 1.25)).toBe(99.95);
    expect(roundMoney(1234567.89)).toBe(1234567.89);
    expect(roundMoney(0)).toBe(0);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('handles tiny and huge amounts written with an exponent', () => {
    expect(roundMoney(1e-7)).toBe(0);
    expect(roundMoney(5e-3)).toBe(0.01);
    expect(toMinorUnits(1e21)).toBe(1e23);
  });

  it('converts to and from minor units', () => {
    expect(toMinorUnits(12.345)).toBe(1235);
    expect(toMinorUnits(-12.345)).toBe(-1235);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(fromMinorUnits(1235)).toBe(12.35);
    expect(toMinorUnits(1.5, 0)).toBe(2);
    expect(Number.isNaN(toMinorUnits(Number.NaN))).toBe(true);
    expect(Number.isNaN(roundMoney(Infinity))).toBe(true);
  });
});
