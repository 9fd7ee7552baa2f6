/**
 * `<csv-import>`'s machine with its effects (loaded on demand by csv-import.tsx when the shopper reaches for the
 * element, or at the latest when a file is chosen: XState is not on the start path of a page nobody imports on).
 * The CSV code (csv.ts with papaparse) stays a chunk of its own, loaded when a file is read (`csv`, the view's).
 */
import { createActor, fromPromise } from 'xstate';
import { createCartApi } from '../../api/cart.ts';
import type { ApiClient } from '../../api/client.ts';
import { unwrap } from '../../api/result.ts';
import {
  CsvParserUnavailable,
  csvImportMachine,
  type CsvChunkResult,
  type CsvImportInput,
  type CsvImportRow,
  type CsvParseResult,
} from '../../../machines/csv-import.machine.ts';

type CsvCode = typeof import('./csv.ts');

export interface CsvImportActorOptions extends CsvImportInput {
  /** The page's API client at the time of each call. */
  client(): ApiClient;
  /** The CSV code (the view's on-demand part, which its drop zone preloads). */
  csv: { load(): Promise<CsvCode> };
}

/** The element's actor, not started. */
export function createCsvImportActor({ client, csv, ...input }: CsvImportActorOptions) {
  async function readFile(file: unknown): Promise<CsvParseResult> {
    if (!(file instanceof Blob)) throw new Error('not a file');
    const { decodeCsvBytes, parseCsv } = await csv.load().catch((error: unknown) => {
      console.error('<csv-import> could not load its CSV parser', error);
      throw new CsvParserUnavailable('the CSV parser could not be loaded', { cause: error });
    });
    const parsed = parseCsv(decodeCsvBytes(await file.arrayBuffer()));
    return { rows: parsed.rows, rejected: parsed.rejected };
  }

  const machine = csvImportMachine.provide({
    actors: {
      readFile: fromPromise<CsvParseResult, { file: unknown }>(({ input: { file } }) => readFile(file)),
      importChunk: fromPromise<CsvChunkResult, { rows: CsvImportRow[] }>(async ({ input: { rows }, signal }) =>
        unwrap(
          // Loaded by the time rows exist (readFile loaded it).
          await createCartApi(client()).csvImport({ csv: (await csv.load()).chunkCsv(rows) }, { signal }),
          'cart.csvImport',
        ),
      ),
    },
  });
  return createActor(machine, { input });
}
