/**
 * The CSV import's body and parser (`POST cart/importcsv`, demo/server/routes/cart.ts): a multipart file or a JSON
 * `{ csv }`, at most 1 MB, parsed into `id-or-sku;quantity` rows and the rows refused with their line.
 */
import type { Context } from 'hono';
import { CsvImportRequest, type CsvImportError } from '../../../src/api/schemas/cart.ts';
import type { AppEnv } from '../env.ts';
import { badRequest } from '../middleware/errors.ts';
import { check, jsonBody } from '../middleware/validate.ts';

type Ctx = Context<AppEnv>;

export interface CsvRow {
  line: number;
  value: string;
  identifier: string;
  quantity: number;
}

/** Parses `id-or-sku;quantity` lines (separator ';', ',' or tab; quotes allowed; header skipped). */
export function parseCsv(text: string): { rows: CsvRow[]; errors: CsvImportError[] } {
  const rows: CsvRow[] = [];
  const errors: CsvImportError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const value = raw.trim();
    if (!value) return;
    const line = index + 1;
    const sep = value.includes(';') ? ';' : value.includes('\t') ? '\t' : ',';
    const cells = value.split(sep).map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    const [identifier = '', qty = ''] = cells;
    // A header line ("Varenummer;Antal"): only the first line, with no digit in the item column.
    if (rows.length === 0 && errors.length === 0 && !/^\d+$/.test(qty) && !/\d/.test(identifier)) return;
    if (!identifier) {
      errors.push({ line, value, message: 'Missing item number', code: 'quantity' as const });
      return;
    }
    if (!/^\d+$/.test(qty) || Number(qty) < 1 || Number(qty) > 1_000_000) {
      errors.push({ line, value, message: `Invalid quantity "${qty}"`, code: 'quantity' as const });
      return;
    }
    rows.push({ line, value, identifier, quantity: Number(qty) });
  });
  return { rows, errors };
}

export const MAX_CSV_BYTES = 1_000_000;

export async function readCsv(c: Ctx): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest('Malformed multipart body', 'file');
    }
    const file = form.file ?? form.csv;
    if (file instanceof File) {
      if (file.size > MAX_CSV_BYTES) throw badRequest('The CSV file is larger than 1 MB', 'file');
      return check(CsvImportRequest, { csv: await file.text() }, 'file').csv;
    }
    if (typeof file === 'string') return check(CsvImportRequest, { csv: file }, 'csv').csv;
    throw badRequest('file is required (a CSV file in form field "file")', 'file');
  }
  return (await jsonBody(c, CsvImportRequest)).csv;
}
