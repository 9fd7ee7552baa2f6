/**
 * machines/csv-import.state.ts: the first view `<csv-import>` shows before its machine is loaded is the machine's
 * first state, and `importStep` reads the machine's own snapshots as the view did (the top-level state).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../src/api/schemas/cart.ts';
import { csvImportMachine } from './csv-import.machine.ts';
import {
  firstCsvView,
  importProgress,
  importStep,
  type CsvChunkResult,
  type CsvImportInput,
  type CsvImportRow,
  type CsvImportStep,
  type CsvParseResult,
} from './csv-import.state.ts';

const STEPS: CsvImportStep[] = ['idle', 'reading', 'preview', 'importing', 'report', 'failed'];

describe('csv import: the first view is the machine first state', () => {
  it.each([{}, { chunkSize: 10 }, { maxBytes: 5, chunkSize: -1 }, { chunkSize: 2.5 }])(
    'input %j: same context and state',
    (input: CsvImportInput) => {
      const actor = createActor(csvImportMachine, { input }).start();
      const view = firstCsvView(input);
      expect(view.context).toEqual(actor.getSnapshot().context);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(STEPS.filter((s) => view.matches(s))).toEqual(['idle']);
      expect(importStep(view)).toBe('idle');
      expect(importProgress(view)).toEqual({ done: 0, total: 0 });
    },
  );
});

describe('csv import: importStep reads the machine top-level state', () => {
  it('reading, preview, importing (a nested state), failed and report', async () => {
    let finishRead: (result: CsvParseResult) => void = () => {};
    let answer: (ok: boolean) => void = () => {};
    const cart = { items: [], itemcount: 1 } as unknown as Cart;
    const machine = csvImportMachine.provide({
      actors: {
        readFile: fromPromise<CsvParseResult, { file: unknown }>(
          () => new Promise((resolve) => (finishRead = resolve)),
        ),
        importChunk: fromPromise<CsvChunkResult, { rows: CsvImportRow[] }>(
          () =>
            new Promise((resolve, reject) => {
              answer = (ok) => (ok ? resolve({ cart, imported: 1, errors: [] }) : reject(new Error('500')));
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { chunkSize: 1 } }).start();
    const steps: CsvImportStep[] = [];
    actor.subscribe((s) => {
      if (steps.at(-1) !== importStep(s)) steps.push(importStep(s));
    });
    actor.send({ type: 'FILE', file: 'f', name: 'a.csv', size: 10 });
    finishRead({ rows: [{ line: 1, item: 'A', quantity: 1, value: 'A;1' }], rejected: [] });
    await waitFor(actor, (s) => s.matches('preview'));
    actor.send({ type: 'IMPORT' });
    expect(actor.getSnapshot().value).toEqual({ importing: 'sending' });
    expect(importStep(actor.getSnapshot())).toBe('importing');
    answer(false);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    answer(true);
    await waitFor(actor, (s) => s.matches('report'));
    expect(steps).toEqual(['reading', 'preview', 'importing', 'failed', 'importing', 'report']);
    expect(importProgress(actor.getSnapshot())).toEqual({ done: 1, total: 1 });
  });
});
