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
import {
  CsvParserUnavailable,
  chunkCount,
  chunkRows,
  freshFile,
  initialCsvContext,
  mapChunkErrors,
  rejectedRows,
  type CsvChunkResult,
  type CsvImportContext,
  type CsvImportEmitted,
  type CsvImportEvent,
  type CsvImportInput,
  type CsvImportRow,
  type CsvParseResult,
} from './csv-import.state.ts';

// The context and rules are in csv-import.state.ts (no XState: the view shows the first state without the
// machine); what tests and features imported from here still is.
export {
  CSV_CHUNK_SIZE,
  CSV_MAX_BYTES,
  CsvParserUnavailable,
  chunkCount,
  chunkRows,
  importProgress,
  mapChunkErrors,
  rejectedRows,
  type CsvChunkResult,
  type CsvImportContext,
  type CsvImportEmitted,
  type CsvImportError,
  type CsvImportEvent,
  type CsvImportInput,
  type CsvImportRow,
  type CsvLocalReason,
  type CsvParseResult,
  type CsvRejection,
} from './csv-import.state.ts';

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
  context: ({ input }) => initialCsvContext(input),
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
