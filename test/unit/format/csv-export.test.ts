import { describe, expect, it } from 'vitest';
import { csvFileName, csvForExcel } from '../../../src/format/csv-export.ts';

describe('csvForExcel', () => {
  it('writes ; separated CRLF lines after a byte-order mark, quoting only where needed', async () => {
    const text = await csvForExcel(
      ['Kode', 'Navn', 'Gaver'],
      [
        ['GAVE-ABCD2345', 'Søren Æblegård', 'Termokop; sort'],
        ['GAVE-XYZ98765', 'Anna "Bo" Berg', null],
      ],
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Kode;Navn;Gaver',
      'GAVE-ABCD2345;Søren Æblegård;"Termokop; sort"',
      'GAVE-XYZ98765;"Anna ""Bo"" Berg";',
      '',
    ]);
  });

  it('keeps Excel from running a cell as a formula (quoted, with a leading apostrophe)', async () => {
    const text = await csvForExcel(['Navn'], [['=HYPERLINK("x")'], ['+45 1234'], ['@sum'], ['-1']]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toBe(`"'+45 1234"`);
    expect(lines[3]).toBe(`"'@sum"`);
    expect(lines[4]).toBe(`"'-1"`);
  });

  it('names files without characters Windows refuses', () => {
    expect(csvFileName('Julegaver 2026', 'gavebeviser')).toBe('Julegaver-2026-gavebeviser.csv');
    expect(csvFileName('a/b:c*?', '')).toBe('abc.csv');
    expect(csvFileName('  ')).toBe('export.csv');
  });
});
