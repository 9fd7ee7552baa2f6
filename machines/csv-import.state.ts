/**
 * A CSV import's context, how it starts, its pure rules and how views read its snapshots
 * (machines/csv-import.machine.ts uses the same functions): no XState here, so `<csv-import>` shows its first
 * state before its machine is loaded (src/features/csv-import/csv-import.tsx, src/data/on-demand-actor.ts).
 */
import type { Cart, CsvRejectCode } from '../src/api/schemas/cart.ts';

export const CSV_MAX_BYTES = 1_000_000;
export const CSV_CHUNK_SIZE = 50;

export interface CsvImportRow {
  /** 1-based line in the file. */
  line: number;
  item: string;
  quantity: number;
  /** The row as written in the file. */
  value: string;
}

export type CsvLocalReason = 'missingItem' | 'badQuantity';

export interface CsvParseResult {
  rows: CsvImportRow[];
  rejected: Array<{ line: number; value: string; reason: CsvLocalReason }>;
}

/** A rejected row of the report: a local reason, or the server's message. */
export type CsvRejection =
  | { line: number; value: string; reason: CsvLocalReason }
  | { line: number; value: string; reason: 'server'; message: string; code?: CsvRejectCode | undefined };

/** What one chunk import answers (the `POST cart/csvimporttocart` response). */
export interface CsvChunkResult {
  cart: Cart;
  imported: number;
  errors: Array<{ line: number; value: string; message: string; code?: CsvRejectCode | undefined }>;
}

export type CsvImportError = 'tooLarge' | 'empty' | 'noRows' | 'readFailed' | 'parserUnavailable' | 'chunkFailed';

/**
 * What `readFile` rejects with when the file is fine but the code that parses it could not be loaded (an
 * on-demand chunk): `error: parserUnavailable`, so the view offers to try the same file again.
 */
export class CsvParserUnavailable extends Error {
  override name = 'CsvParserUnavailable';
}

export interface CsvImportInput {
  chunkSize?: number;
  maxBytes?: number;
}

export interface CsvImportContext {
  chunkSize: number;
  maxBytes: number;
  fileName: string;
  rows: CsvImportRow[];
  /** Rejected while parsing (never sent). */
  localRejected: CsvRejection[];
  /** Rejected by the server, mapped to file lines. */
  serverRejected: CsvRejection[];
  /** Chunks answered so far. */
  chunksDone: number;
  imported: number;
  lastCart: Cart | null;
  error: CsvImportError | null;
}

export type CsvImportEvent =
  /** A chosen or dropped file; `file` is opaque here (the `readFile` actor reads it). */
  | { type: 'FILE'; file: unknown; name: string; size: number }
  | { type: 'IMPORT' }
  | { type: 'RETRY' }
  /** Back to the start (another file). */
  | { type: 'RESET' };

export type CsvImportEmitted =
  { type: 'cartChanged'; cart: Cart } | { type: 'finished'; imported: number; rejected: number };

export function cleanInt(n: unknown, fallback: number): number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function chunkCount(context: Pick<CsvImportContext, 'rows' | 'chunkSize'>): number {
  return Math.ceil(context.rows.length / context.chunkSize);
}

export function chunkRows(context: Pick<CsvImportContext, 'rows' | 'chunkSize'>, index: number): CsvImportRow[] {
  return context.rows.slice(index * context.chunkSize, (index + 1) * context.chunkSize);
}

/** Maps a chunk answer's errors (chunk lines 1…n) to file lines. */
export function mapChunkErrors(rows: readonly CsvImportRow[], errors: CsvChunkResult['errors']): CsvRejection[] {
  return errors.map((error) => {
    const row = rows[error.line - 1];
    const rejection: CsvRejection = {
      line: row ? row.line : error.line,
      value: row ? row.value : error.value,
      reason: 'server',
      message: error.message,
    };
    if (error.code) rejection.code = error.code;
    return rejection;
  });
}

/** Every rejected row of the import, by file line. */
export function rejectedRows(context: Pick<CsvImportContext, 'localRejected' | 'serverRejected'>): CsvRejection[] {
  return [...context.localRejected, ...context.serverRejected].sort((a, b) => a.line - b.line);
}

export const freshFile = {
  fileName: '',
  rows: [] as CsvImportRow[],
  localRejected: [] as CsvRejection[],
  serverRejected: [] as CsvRejection[],
  chunksDone: 0,
  imported: 0,
  lastCart: null,
  error: null,
};

/** The machine's first context (state `idle`, no file yet). */
export function initialCsvContext(input: CsvImportInput | undefined): CsvImportContext {
  return {
    chunkSize: cleanInt(input?.chunkSize, CSV_CHUNK_SIZE),
    maxBytes: cleanInt(input?.maxBytes, CSV_MAX_BYTES),
    ...freshFile,
  };
}

/** The machine's top-level states (machines/csv-import.machine.ts). */
export type CsvImportStep = 'idle' | 'reading' | 'preview' | 'importing' | 'report' | 'failed';
const STEPS: readonly CsvImportStep[] = ['idle', 'reading', 'preview', 'importing', 'report', 'failed'];

/**
 * What a view reads: a machine snapshot, or the first view before the machine is loaded ({@link firstCsvView}).
 */
export interface CsvImportView {
  context: CsvImportContext;
  matches(state: CsvImportStep): boolean;
}

/** The first view: the machine's first state (`idle`) and context for `input`, without the machine. */
export function firstCsvView(input: CsvImportInput | undefined): CsvImportView {
  return { context: initialCsvContext(input), matches: (state) => state === 'idle' };
}

/** The step the view shows (the machine's top-level state). */
export function importStep(view: CsvImportView): CsvImportStep {
  return STEPS.find((step) => view.matches(step)) ?? 'idle';
}

/** Progress of the import: chunks answered and the total. */
export function importProgress(view: CsvImportView): { done: number; total: number } {
  return { done: view.context.chunksDone, total: chunkCount(view.context) };
}
