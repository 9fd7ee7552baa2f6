/**
 * CSV import into the cart (spec §7 `POST cart/csvimporttocart`; feature flag csvimport).
 *
 * idle → FILE → reading (actor `readFile`: decode + parse, returns {@link CsvParseResult}) → preview (the rows,
 * and the rows rejected while parsing) → IMPORT → importing: the rows go to the server in chunks of
 * `chunkSize` (default 50), ONE chunk at a time (actor `importChunk`), so the view shows chunks done / total →
 * report (imported count, rejected rows with their FILE line numbers). A failed chunk stops the import:
 * `failed` keeps what was imported so far and the rows not sent; RETRY sends the rest again from that chunk.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`; reasons are kinds (the
 * server's own message of a rejected row is data and passed through); outward facts are emitted:
 * `cartChanged` (the last server answer's cart, after the last chunk or when a later chunk failed) and
 * `finished`.
 *
 * Decisions:
 * - FILE with a size over `maxBytes` (1 MB) is refused (`error: tooLarge`) without reading; a size of 0 or a
 *   file whose parse gives neither rows nor rejections is `empty`; a file with rejected rows only is `noRows`.
 * - The server numbers the lines of each chunk from 1; line k of a chunk is mapped back to chunk row k's file
 *   line. A chunk answer's errors whose line cannot be mapped keep the chunk line (never dropped).
 * - The report lists local rejections and server rejections together, sorted by file line.
 * - `readFile` rejecting with {@link CsvParserUnavailable} is `parserUnavailable`, any other rejection `readFailed`.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
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

function cleanInt(n: unknown, fallback: number): number {
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

const freshFile = {
  fileName: '',
  rows: [] as CsvImportRow[],
  localRejected: [] as CsvRejection[],
  serverRejected: [] as CsvRejection[],
  chunksDone: 0,
  imported: 0,
  lastCart: null,
  error: null,
};

export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    input: {} as CsvImportInput,
    emitted: {} as CsvImportEmitted,
  },
  actors: {
    /** Reads, decodes and parses the file. Supplied by the view. */
    readFile: fromPromise<CsvParseResult, { file: unknown }>(async () => {
      throw new Error('csvImportMachine: provide the readFile actor');
    }),
    /** Sends one chunk of rows; resolves with the server's answer, rejects on failure. Supplied by the view. */
    importChunk: fromPromise<CsvChunkResult, { rows: CsvImportRow[] }>(async () => {
      throw new Error('csvImportMachine: provide the importChunk actor');
    }),
  },
  actions: {
    emitCart: enqueueActions(({ context, enqueue }) => {
      if (context.lastCart) enqueue.emit({ type: 'cartChanged', cart: context.lastCart });
    }),
  },
  guards: {
    tooLarge: ({ context, event }) => event.type === 'FILE' && !(event.size <= context.maxBytes),
    emptyFile: ({ event }) => event.type === 'FILE' && event.size === 0,
    moreChunks: ({ context }) => context.chunksDone < chunkCount(context),
  },
}).createMachine({
  id: 'csvImport',
  context: ({ input }) => ({
    chunkSize: cleanInt(input?.chunkSize, CSV_CHUNK_SIZE),
    maxBytes: cleanInt(input?.maxBytes, CSV_MAX_BYTES),
    ...freshFile,
  }),
  initial: 'idle',
  on: {
    RESET: { target: '.idle', actions: assign(() => ({ ...freshFile })) },
    // A new file (idle, preview, report, failed): refused when too large or empty, else read.
    FILE: [
      {
        guard: 'tooLarge',
        target: '.idle',
        actions: assign(({ event }) => ({ ...freshFile, fileName: event.name, error: 'tooLarge' as const })),
      },
      {
        guard: 'emptyFile',
        target: '.idle',
        actions: assign(({ event }) => ({ ...freshFile, fileName: event.name, error: 'empty' as const })),
      },
      { target: '.reading', actions: assign(({ event }) => ({ ...freshFile, fileName: event.name })) },
    ],
  },
  states: {
    idle: {},
    reading: {
      // Busy: another file waits until this one is read.
      on: { FILE: {} },
      invoke: {
        src: 'readFile',
        input: ({ event }) => ({ file: event.type === 'FILE' ? event.file : undefined }),
        onDone: [
          {
            guard: ({ event }) => event.output.rows.length === 0 && event.output.rejected.length === 0,
            target: 'idle',
            actions: assign({ error: 'empty' as const }),
          },
          {
            guard: ({ event }) => event.output.rows.length === 0,
            target: 'idle',
            actions: assign(({ event }) => ({ localRejected: [...event.output.rejected], error: 'noRows' as const })),
          },
          {
            target: 'preview',
            actions: assign(({ event }) => ({
              rows: [...event.output.rows],
              localRejected: [...event.output.rejected],
            })),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({
            error:
              event.error instanceof CsvParserUnavailable ? ('parserUnavailable' as const) : ('readFailed' as const),
          })),
        },
      },
    },
    preview: {
      on: {
        IMPORT: 'importing',
      },
    },
    importing: {
      // Busy: no new file and no reset while chunks are being sent.
      on: { FILE: {}, RESET: {} },
      entry: assign({ error: null }),
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            src: 'importChunk',
            input: ({ context }) => ({ rows: chunkRows(context, context.chunksDone) }),
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                chunksDone: context.chunksDone + 1,
                imported: context.imported + event.output.imported,
                serverRejected: [
                  ...context.serverRejected,
                  ...mapChunkErrors(chunkRows(context, context.chunksDone), event.output.errors),
                ],
                lastCart: event.output.cart,
              })),
            },
            onError: { target: '#csvImport.failed' },
          },
        },
        next: {
          always: [{ guard: 'moreChunks', target: 'sending' }, { target: '#csvImport.report' }],
        },
      },
    },
    report: {
      entry: [
        'emitCart',
        emit(({ context }) => ({
          type: 'finished' as const,
          imported: context.imported,
          rejected: rejectedRows(context).length,
        })),
      ],
    },
    failed: {
      entry: [
        assign({ error: 'chunkFailed' as const }),
        // What the chunks before the failure imported is in the cart now.
        'emitCart',
      ],
      on: { RETRY: 'importing' },
    },
  },
});

export type CsvImportMachine = typeof csvImportMachine;
export type CsvImportActorRef = ActorRefFrom<typeof csvImportMachine>;
export type CsvImportSnapshot = SnapshotFrom<typeof csvImportMachine>;

/** Progress of the import: chunks answered and the total. */
export function importProgress(snapshot: CsvImportSnapshot): { done: number; total: number } {
  return { done: snapshot.context.chunksDone, total: chunkCount(snapshot.context) };
}
