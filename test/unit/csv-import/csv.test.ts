import { describe, expect, it } from 'vitest';
import { chunkCsv, decodeCsvBytes, detectDelimiter, parseCsv } from '../../../src/features/csv-import/csv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** windows-1252 bytes of a Latin-1 text (æ ø å Æ Ø Å are single bytes there). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeCsvBytes', () => {
  it('decodes UTF-8 and drops a BOM', () => {
    expect(decodeCsvBytes(utf8('Blå kuglepen;5'))).toBe('Blå kuglepen;5');
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('A1;2')]))).toBe('A1;2');
  });

  it('falls back to windows-1252 for bytes that are not UTF-8 (Danish Excel): æøå', () => {
    const bytes = cp1252('Varenummer;Antal\r\nRød æske;2\r\nBlå ÆØÅ;3');
    expect(bytes.length).toBe('Varenummer;Antal\r\nRød æske;2\r\nBlå ÆØÅ;3'.length);
    expect(decodeCsvBytes(bytes)).toBe('Varenummer;Antal\r\nRød æske;2\r\nBlå ÆØÅ;3');
    // windows-1252 specifics beyond Latin-1: 0x80 is the euro sign.
    expect(decodeCsvBytes(new Uint8Array([0x80, 0x3b, 0x31]))).toBe('€;1');
    expect(decodeCsvBytes(new Uint8Array([0xe6, 0xf8, 0xe5]).buffer)).toBe('æøå');
  });
});

describe('detectDelimiter', () => {
  it('prefers ; (Danish Excel), then tab, then ,', () => {
    expect(detectDelimiter('\n\nA1;2,5\n')).toBe(';');
    expect(detectDelimiter('A1\t2\n')).toBe('\t');
    expect(detectDelimiter('A1,2\n')).toBe(',');
    expect(detectDelimiter('A1\n')).toBe(',');
  });
});

describe('parseCsv', () => {
  it('a Danish ; file with a header row, CRLF, blank lines and decimal commas', () => {
    const text = 'Varenummer;Antal;Pris\r\nA10001;5;12,50\r\n\r\n  \r\nA10006;7;3,25\r\n';
    const parsed = parseCsv(text);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([
      { line: 2, item: 'A10001', quantity: 5, value: 'A10001;5;12,50' },
      { line: 5, item: 'A10006', quantity: 7, value: 'A10006;7;3,25' },
    ]);
    expect(parsed.rejected).toEqual([]);
  });

  it('a comma file without a header; rejects a missing item and bad quantities with their file lines', () => {
    const parsed = parseCsv('10001,2\n,4\n10006,x\n10010,0\n10020,1.5\n\n10030 , 3 \n10040\n');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.header).toBe(false);
    expect(parsed.rows.map((r) => [r.line, r.item, r.quantity])).toEqual([
      [1, '10001', 2],
      [7, '10030', 3],
    ]);
    expect(parsed.rejected).toEqual([
      { line: 2, value: ',4', reason: 'missingItem' },
      { line: 3, value: '10006,x', reason: 'badQuantity' },
      { line: 4, value: '10010,0', reason: 'badQuantity' },
      { line: 5, value: '10020,1.5', reason: 'badQuantity' },
      { line: 8, value: '10040', reason: 'badQuantity' },
    ]);
  });

  it('a first row with digits is data, not a header', () => {
    expect(parseCsv('A10001;x\nA10006;2').rejected).toEqual([{ line: 1, value: 'A10001;x', reason: 'badQuantity' }]);
    expect(parseCsv('Varenummer;Antal').rows).toEqual([]);
  });

  it('quoted cells (with the separator or a line break inside) keep the line count right', () => {
    const parsed = parseCsv('"A;1";"2"\n"multi\nline";3\nA10006;4\n');
    expect(parsed.rows.map((r) => [r.line, r.item, r.quantity])).toEqual([
      [1, 'A;1', 2],
      [2, 'multi\nline', 3],
      [4, 'A10006', 4],
    ]);
  });

  it('tab separated (copied from a sheet), old Mac line endings, BOM', () => {
    const parsed = parseCsv('\uFEFFItem\tQty\rA1\t3\rA2\t4');
    expect(parsed.delimiter).toBe('\t');
    expect(parsed.rows.map((r) => [r.line, r.item, r.quantity])).toEqual([
      [2, 'A1', 3],
      [3, 'A2', 4],
    ]);
  });

  it('an empty or blank text has no rows', () => {
    expect(parseCsv('')).toMatchObject({ rows: [], rejected: [], header: false });
    expect(parseCsv('\n \n\t\n')).toMatchObject({ rows: [], rejected: [] });
  });

  it('windows-1252 bytes end to end', () => {
    const parsed = parseCsv(decodeCsvBytes(cp1252('Vare;Antal\r\nRØD-1;2\r\n')));
    expect(parsed.rows).toEqual([{ line: 2, item: 'RØD-1', quantity: 2, value: 'RØD-1;2' }]);
  });
});

describe('chunkCsv', () => {
  it('rebuilds rows as item;quantity lines', () => {
    expect(
      chunkCsv([
        { item: 'A1', quantity: 2 },
        { item: '10006', quantity: 12 },
      ]),
    ).toBe('A1;2\n10006;12');
  });
});
