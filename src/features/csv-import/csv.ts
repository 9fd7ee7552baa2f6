/**
 * Pure CSV helpers of `<csv-import>`: decoding the file's bytes, parsing its rows (papaparse), and rebuilding
 * a chunk as the `productid-or-sku;quantity` text the server takes (`POST cart/csvimporttocart`).
 *
 * Decisions:
 * - Bytes are decoded as UTF-8 (a BOM is dropped); bytes that are not valid UTF-8 are decoded as windows-1252,
 *   the encoding Danish Excel uses for "CSV (semikolonsepareret)" (æ, ø, å as single bytes).
 * - Line endings are normalised (`\r\n`, `\r` → `\n`) before parsing, so line numbers count like an editor does.
 * - The separator is decided from the first non-blank line: `;` when it has one (Danish Excel saves `;`, and
 *   its decimal commas must not split cells), else a tab (copied from a sheet), else `,`. papaparse's own guess
 *   is not used: it fails on one-line files and on files with blank lines.
 * - Blank (whitespace-only) lines are skipped. The first row is a header, and skipped, when its quantity cell is
 *   not a whole number and its item cell has no digit ("Varenummer;Antal"), the server's own rule.
 * - Cells are trimmed. Column 1 is the item (product id or sku), column 2 the quantity: a whole number
 *   1–1,000,000. Other columns are ignored. A row without an item or with a bad quantity is rejected here
 *   (never sent), with its file line number.
 */
import Papa from 'papaparse';

export const MAX_QUANTITY = 1_000_000;

/** One importable row: its 1-based line number in the file, the item and the quantity. */
export interface CsvRow {
  line: number;
  item: string;
  quantity: number;
  /** The row as written in the file (cells joined with the file's separator), for the report. */
  value: string;
}

export type CsvRejectReason = 'missingItem' | 'badQuantity';

/** A row rejected before sending. */
export interface CsvRejectedRow {
  line: number;
  value: string;
  reason: CsvRejectReason;
}

export interface ParsedCsv {
  rows: CsvRow[];
  rejected: CsvRejectedRow[];
  delimiter: ';' | ',' | '\t';
  /** A header row was found and skipped. */
  header: boolean;
}

/** Decodes file bytes: UTF-8 (BOM dropped), or windows-1252 when the bytes are not valid UTF-8. */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    // Node's decoder treats windows-1252 as Latin-1; map the C1 range (0x80–0x9F) like browsers do.
    return new TextDecoder('windows-1252')
      .decode(view)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_C1[c.charCodeAt(0) - 0x80] || c);
  }
}

/** windows-1252 characters of the bytes 0x80–0x9F ('' = unassigned, kept as is). */
const CP1252_C1 = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];

/** The separator of a CSV text (see the decisions above). */
export function detectDelimiter(text: string): ';' | ',' | '\t' {
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  if (first.includes(';')) return ';';
  if (first.includes('\t')) return '\t';
  return ',';
}

function isHeader(item: string, quantity: string): boolean {
  return !/^\d+$/.test(quantity) && !/\d/.test(item);
}

/** Parses a decoded CSV text into importable rows and rows rejected locally (with file line numbers). */
export function parseCsv(input: string): ParsedCsv {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text);
  const rows: CsvRow[] = [];
  const rejected: CsvRejectedRow[] = [];
  let header = false;
  let seen = 0;
  // Line counting: from the end of the previous record, the next record starts at the next non-blank character.
  let countedTo = 0;
  let line = 1;
  let previousEnd = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    skipEmptyLines: 'greedy',
    step: (result) => {
      const cursor = result.meta.cursor;
      let start = previousEnd;
      while (start < text.length && /\s/.test(text.charAt(start))) start += 1;
      for (let i = countedTo; i < start; i += 1) if (text.charCodeAt(i) === 10) line += 1;
      countedTo = Math.max(countedTo, start);
      previousEnd = cursor;
      const cells = (result.data ?? []).map((cell) => String(cell ?? '').trim());
      const item = cells[0] ?? '';
      const quantityText = cells[1] ?? '';
      const value = cells.join(delimiter === '\t' ? '\t' : delimiter);
      seen += 1;
      if (seen === 1 && isHeader(item, quantityText)) {
        header = true;
        return;
      }
      if (item === '') {
        rejected.push({ line, value, reason: 'missingItem' });
        return;
      }
      const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
      if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
        rejected.push({ line, value, reason: 'badQuantity' });
        return;
      }
      rows.push({ line, item, quantity, value });
    },
  });
  return { rows, rejected, delimiter, header };
}

/** A chunk of rows as the text the server takes: `item;quantity` lines (line k of the text is rows[k-1]). */
export function chunkCsv(rows: readonly Pick<CsvRow, 'item' | 'quantity'>[]): string {
  return rows.map((row) => `${row.item.replace(/[;\r\n]/g, ' ')};${row.quantity}`).join('\n');
}
