import { describe, expect, it } from 'vitest';
import { isMultiLinePaste, parsePaste } from '../../../src/features/bulk-order/paste.ts';

describe('parsePaste', () => {
  it('reads SKU;qty, SKU qty and tab separated lines (Excel), skipping blanks and a header', () => {
    expect(
      parsePaste('Varenummer\tAntal\r\nA10001\t5\r\n\r\nA10006;7\nA10010 2\n  10020  ,  \n"A1";"3"\nA2,4\n'),
    ).toEqual([
      { item: 'A10001', quantity: '5' },
      { item: 'A10006', quantity: '7' },
      { item: 'A10010', quantity: '2' },
      { item: '10020', quantity: '' },
      { item: 'A1', quantity: '3' },
      { item: 'A2', quantity: '4' },
    ]);
  });

  it('a first line with a digit is data; quantities keep their digits only', () => {
    expect(parsePaste('A1;x\nA2;1.000 stk')).toEqual([
      { item: 'A1', quantity: '' },
      { item: 'A2', quantity: '1000' },
    ]);
    expect(parsePaste(undefined)).toEqual([]);
    expect(parsePaste('\n\n')).toEqual([]);
  });

  it('isMultiLinePaste', () => {
    expect(isMultiLinePaste('A1\t2')).toBe(true);
    expect(isMultiLinePaste('A1\nA2')).toBe(true);
    expect(isMultiLinePaste(' A10001 ')).toBe(false);
  });
});
