import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../src/api/schemas/cart.ts';
import { chunkCsv, parseCsv } from '../src/features/csv-import/csv.ts';
import {
  CsvParserUnavailable,
  csvImportMachine,
  importProgress,
  mapChunkErrors,
  rejectedRows,
  type CsvChunkResult,
  type CsvImportEmitted,
  type CsvImportRow,
  type CsvImportSnapshot,
  type CsvParseResult,
} from './csv-import.machine.ts';

const cart = (itemcount: number): Cart =>
  ({
    items: [],
    fees: [],
    displaytotalprice: '0,00 kr.',
    itemcount,
    delivery: {
      freedeliverypossible: true,
      freedeliveryobtained: false,
      displayfreedeliverylimit: '',
      displayfreedeliverydiff: '',
    },
  }) as Cart;

interface Harness {
  actor: ReturnType<typeof createActor<typeof csvImportMachine>>;
  emitted: CsvImportEmitted[];
  chunks: string[];
  progress: Array<{ done: number; total: number }>;
}

/** A fake server: every row whose item starts with "X" is unknown; `fail` makes chunk n (0-based) fail. */
function start(text: string, { chunkSize = 2, fail = new Set<number>() } = {}): Harness {
  const chunks: string[] = [];
  let call = 0;
  const machine = csvImportMachine.provide({
    actors: {
      readFile: fromPromise<CsvParseResult, { file: unknown }>(async ({ input }) => parseCsv(String(input.file))),
      importChunk: fromPromise<CsvChunkResult, { rows: CsvImportRow[] }>(async ({ input }) => {
        const n = call++;
        const body = chunkCsv(input.rows);
        chunks.push(body);
        if (fail.has(n)) throw new Error('500');
        const lines = body.split('\n');
        const errors = lines.flatMap((value, i) =>
          value.startsWith('X') ? [{ line: i + 1, value, message: `Unknown item ${value.split(';')[0]}` }] : [],
        );
        return { cart: cart(n + 1), imported: lines.length - errors.length, errors };
      }),
    },
  });
  const actor = createActor(machine, { input: { chunkSize } });
  const emitted: CsvImportEmitted[] = [];
  const progress: Array<{ done: number; total: number }> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.subscribe((s) => {
    if (s.matches('importing')) {
      const p = importProgress(s);
      const last = progress.at(-1);
      if (!last || last.done !== p.done) progress.push(p);
    }
  });
  actor.start();
  actor.send({ type: 'FILE', file: text, name: 'ordre.csv', size: text.length });
  return { actor, emitted, chunks, progress };
}

const settled = (actor: Harness['actor'], state: 'idle' | 'preview' | 'report' | 'failed') =>
  waitFor(actor, (s: CsvImportSnapshot) => s.matches(state), { timeout: 2000 });

const FILE = 'Varenummer;Antal\r\nA1;2\r\n;3\r\nX9;1\r\n\r\nA2;x\r\nA3;4\r\nX8;5\r\nA4;6\r\n';

describe('csv import: parse → preview → chunks → progress → report', () => {
  it('previews the parsed rows and the locally rejected ones before anything is sent', async () => {
    const { actor, chunks } = start(FILE);
    const s = await settled(actor, 'preview');
    expect(s.context.fileName).toBe('ordre.csv');
    expect(s.context.rows.map((r) => [r.line, r.item, r.quantity])).toEqual([
      [2, 'A1', 2],
      [4, 'X9', 1],
      [7, 'A3', 4],
      [8, 'X8', 5],
      [9, 'A4', 6],
    ]);
    expect(s.context.localRejected).toEqual([
      { line: 3, value: ';3', reason: 'missingItem' },
      { line: 6, value: 'A2;x', reason: 'badQuantity' },
    ]);
    expect(importProgress(s)).toEqual({ done: 0, total: 3 });
    expect(chunks).toEqual([]);
  });

  it('imports chunk by chunk with progress, maps rejected lines back to the file, reports, and hands over the last cart', async () => {
    const { actor, chunks, emitted, progress } = start(FILE);
    await settled(actor, 'preview');
    actor.send({ type: 'IMPORT' });
    const s = await settled(actor, 'report');
    expect(chunks).toEqual(['A1;2\nX9;1', 'A3;4\nX8;5', 'A4;6']);
    expect(progress).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
    ]);
    expect(importProgress(s)).toEqual({ done: 3, total: 3 });
    expect(s.context.imported).toBe(3);
    expect(rejectedRows(s.context)).toEqual([
      { line: 3, value: ';3', reason: 'missingItem' },
      { line: 4, value: 'X9;1', reason: 'server', message: 'Unknown item X9' },
      { line: 6, value: 'A2;x', reason: 'badQuantity' },
      { line: 8, value: 'X8;5', reason: 'server', message: 'Unknown item X8' },
    ]);
    expect(emitted).toEqual([
      { type: 'cartChanged', cart: cart(3) },
      { type: 'finished', imported: 3, rejected: 4 },
    ]);
  });

  it('a failure mid-way stops, keeps what was imported, reports it, and RETRY sends the rest from that chunk', async () => {
    const { actor, chunks, emitted } = start(FILE, { fail: new Set([1]) });
    await settled(actor, 'preview');
    actor.send({ type: 'IMPORT' });
    let s = await settled(actor, 'failed');
    expect(s.context.error).toBe('chunkFailed');
    expect(importProgress(s)).toEqual({ done: 1, total: 3 });
    expect(s.context.imported).toBe(1);
    expect(emitted).toEqual([{ type: 'cartChanged', cart: cart(1) }]);
    actor.send({ type: 'IMPORT' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'RETRY' });
    s = await settled(actor, 'report');
    expect(chunks).toEqual(['A1;2\nX9;1', 'A3;4\nX8;5', 'A3;4\nX8;5', 'A4;6']);
    expect(s.context.error).toBe(null);
    expect(s.context.imported).toBe(3);
    expect(emitted.at(-1)).toEqual({ type: 'finished', imported: 3, rejected: 4 });
  });

  it('a failed first chunk hands over no cart', async () => {
    const { actor, emitted } = start('A1;1', { fail: new Set([0]) });
    await settled(actor, 'preview');
    actor.send({ type: 'IMPORT' });
    await settled(actor, 'failed');
    expect(emitted).toEqual([]);
  });

  it('no second import while importing; a new file waits', async () => {
    const { actor, chunks } = start('A1;1\nA2;2\nA3;3', { chunkSize: 1 });
    await settled(actor, 'preview');
    actor.send({ type: 'IMPORT' });
    actor.send({ type: 'IMPORT' });
    actor.send({ type: 'FILE', file: 'B1;1', name: 'other.csv', size: 4 });
    actor.send({ type: 'RESET' });
    await settled(actor, 'report');
    expect(chunks).toEqual(['A1;1', 'A2;2', 'A3;3']);
  });
});

describe('csv import: refused files', () => {
  it('over 1 MB is refused without reading', () => {
    const actor = createActor(csvImportMachine, { input: {} }).start();
    actor.send({ type: 'FILE', file: null, name: 'big.csv', size: 1_000_001 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('tooLarge');
    actor.send({ type: 'FILE', file: null, name: 'empty.csv', size: 0 });
    expect(actor.getSnapshot().context.error).toBe('empty');
  });

  it('a blank file is empty; a file with only bad rows has no valid rows', async () => {
    let h = start('\r\n  \r\n');
    let s = await waitFor(h.actor, (x) => x.matches('idle'));
    expect(s.context.error).toBe('empty');
    h = start('Varenummer;Antal\nA1;x\n;2');
    s = await waitFor(h.actor, (x) => x.matches('idle') && x.context.error !== null);
    expect(s.context.error).toBe('noRows');
    expect(s.context.localRejected).toHaveLength(2);
  });

  it('a read failure is reported; RESET clears it', async () => {
    const actor = createActor(
      csvImportMachine.provide({
        actors: {
          readFile: fromPromise<CsvParseResult, { file: unknown }>(async () => Promise.reject(new Error('boom'))),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'FILE', file: null, name: 'x.csv', size: 10 });
    const s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.context.error).toBe('readFailed');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.error).toBe(null);
  });

  it('a parser that could not be loaded is parserUnavailable (not readFailed); the same file can be read again', async () => {
    let calls = 0;
    const actor = createActor(
      csvImportMachine.provide({
        actors: {
          readFile: fromPromise<CsvParseResult, { file: unknown }>(async () => {
            calls += 1;
            if (calls === 1) throw new CsvParserUnavailable('chunk failed');
            return { rows: [{ line: 1, item: 'A', quantity: 2, value: 'A;2' }], rejected: [] };
          }),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'FILE', file: null, name: 'x.csv', size: 10 });
    const failed = await waitFor(actor, (x) => x.context.error !== null);
    expect(failed.value).toBe('idle');
    expect(failed.context.error).toBe('parserUnavailable');
    actor.send({ type: 'FILE', file: null, name: 'x.csv', size: 10 });
    const read = await waitFor(actor, (x) => x.matches('preview'));
    expect(read.context.error).toBe(null);
    expect(read.context.rows).toHaveLength(1);
  });

  it('mapChunkErrors keeps an error whose line is outside the chunk', () => {
    expect(
      mapChunkErrors([{ line: 7, item: 'A', quantity: 1, value: 'A;1' }], [{ line: 3, value: 'Z;1', message: 'm' }]),
    ).toEqual([{ line: 3, value: 'Z;1', reason: 'server', message: 'm' }]);
  });
});
