/**
 * machines/bulk-order.state.ts: the first view and the early row edits `<bulk-order>` shows before its machine is
 * loaded must be what the machine itself gives: the same first context and state, and for the same row edits the
 * same context (the queued events are replayed to the machine once it is there).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AddToCartRequest, Cart } from '../src/api/schemas/cart.ts';
import { bulkOrderMachine, type LookupOutput } from './bulk-order.machine.ts';
import {
  BULK_MAX_ROWS,
  earlyBulkView,
  firstBulkView,
  isChecking,
  isSubmitting,
  type BulkOrderEvent,
  type BulkOrderInput,
  type BulkOrderView,
} from './bulk-order.state.ts';

/** The machine with effects that never answer: only what the events themselves do counts. */
function machineActor(input: BulkOrderInput) {
  const never = <T>() => new Promise<T>(() => {});
  const machine = bulkOrderMachine.provide({
    actors: {
      lookup: fromPromise<LookupOutput, { keys: string[] }>(() => never()),
      addLines: fromPromise<Cart, { items: AddToCartRequest[] }>(() => never()),
    },
  });
  return createActor(machine, { input }).start();
}

/** The machine's context after `events`, and the first view's after the same events through `earlyBulkView`. */
function both(input: BulkOrderInput, events: BulkOrderEvent[]) {
  const actor = machineActor(input);
  for (const event of events) actor.send(event);
  const early = events.reduce<BulkOrderView>(earlyBulkView, firstBulkView(input));
  return { machine: actor.getSnapshot(), early };
}

const STATES = ['editing', 'checking', 'checked', 'submitting'] as const;

describe('bulk order: the first view is the machine first state', () => {
  it.each([{}, { rows: 1 }, { rows: 5 }, { rows: 50 }, { rows: 80 }, { rows: 0 }, { rows: 2.5 }])(
    'input %j: same context and state',
    (input) => {
      const actor = machineActor(input);
      const view = firstBulkView(input);
      expect(view.context).toEqual(actor.getSnapshot().context);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(STATES.filter((s) => view.matches(s))).toEqual(['editing']);
      expect(isSubmitting(view)).toBe(false);
      expect(isChecking(view)).toBe(false);
    },
  );
});

describe('bulk order: early row edits give the machine context', () => {
  it('typing, adding and removing rows: the same rows, keys and context', () => {
    const events: BulkOrderEvent[] = [
      { type: 'EDIT', key: 0, item: 'A1' },
      { type: 'EDIT', key: 0, item: 'A10001' },
      { type: 'EDIT', key: 0, quantity: '1x2' },
      { type: 'ADD_ROW' },
      { type: 'EDIT', key: 3, item: `  ${'Z'.repeat(300)}`, quantity: '123456789' },
      { type: 'REMOVE_ROW', key: 1 },
      { type: 'ADD_ROW' },
      { type: 'EDIT', key: 4, quantity: '7' },
    ];
    const { machine, early } = both({ rows: 3 }, events);
    expect(early.context).toEqual(machine.context);
    expect(early.context.rows.map((r) => r.key)).toEqual([0, 2, 3, 4]);
    expect(early.context.rows[0]).toEqual({ key: 0, item: 'A10001', quantity: '12' });
    expect(early.context.rows[2]!.item).toHaveLength(200);
    expect(early.context.rows[2]!.quantity).toBe('1234567');
  });

  it('removing every row leaves one new empty row, as the machine does', () => {
    const { machine, early } = both({ rows: 2 }, [
      { type: 'REMOVE_ROW', key: 0 },
      { type: 'REMOVE_ROW', key: 1 },
    ]);
    expect(early.context).toEqual(machine.context);
    expect(early.context.rows).toEqual([{ key: 2, item: '', quantity: '' }]);
  });

  it('a paste replaces the empty rows with the same keys (typing afterwards lands on the same row)', () => {
    const events: BulkOrderEvent[] = [
      { type: 'EDIT', key: 1, item: 'A10006' },
      {
        type: 'PASTE',
        lines: [
          { item: ' A10001 ', quantity: '2' },
          { item: '', quantity: '' },
          { item: 'A10030', quantity: '1a' },
        ],
      },
      { type: 'EDIT', key: 4, quantity: '9' },
      { type: 'ADD_ROW' },
    ];
    const { machine, early } = both({ rows: 3 }, events);
    // The machine looks the pasted items up (checking); the rows, keys and the rest of the context are the same.
    expect(machine.value).toBe('checking');
    const { asking, ...rest } = machine.context;
    expect(asking).toEqual(['A10006', 'A10001', 'A10030']);
    expect({ ...early.context, asking }).toEqual({ ...rest, asking });
    expect(early.context.rows.map((r) => [r.key, r.item, r.quantity])).toEqual([
      [1, 'A10006', ''],
      [3, 'A10001', '2'],
      [4, 'A10030', '9'],
      [6, '', ''],
    ]);
  });

  it('a paste beyond the row limit is truncated the same way', () => {
    const lines = Array.from({ length: BULK_MAX_ROWS + 5 }, (_, i) => ({ item: `A${i}`, quantity: '1' }));
    const { machine, early } = both({ rows: 1 }, [{ type: 'PASTE', lines }]);
    expect(early.context.truncated).toBe(true);
    expect(early.context.rows).toEqual(machine.context.rows);
    expect(early.context.nextKey).toBe(machine.context.nextKey);
    // At the limit, ADD_ROW adds nothing, here as there.
    const full = earlyBulkView(early, { type: 'ADD_ROW' });
    expect(full.context.rows).toHaveLength(BULK_MAX_ROWS);
  });

  it('CHECK, SUBMIT and DISMISS leave the view as it is (they wait for the machine); edits after them still match', () => {
    const view = firstBulkView({ rows: 2 });
    for (const type of ['CHECK', 'SUBMIT', 'DISMISS'] as const) expect(earlyBulkView(view, { type })).toBe(view);
    const events: BulkOrderEvent[] = [
      { type: 'EDIT', key: 0, item: 'A10001', quantity: '1' },
      { type: 'CHECK' },
      { type: 'EDIT', key: 1, item: 'A10006' },
      { type: 'SUBMIT' },
      { type: 'ADD_ROW' },
    ];
    const { machine, early } = both({ rows: 2 }, events);
    expect(machine.value).toBe('checking');
    expect(early.context.rows).toEqual(machine.context.rows);
    expect(early.context.nextKey).toBe(machine.context.nextKey);
    expect(early.context.rejected).toEqual(machine.context.rejected);
  });
});
