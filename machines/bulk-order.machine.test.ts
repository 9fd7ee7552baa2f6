import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AddToCartRequest, Cart } from '../src/api/schemas/cart.ts';
import {
  BULK_MAX_ROWS,
  BulkLinesRejected,
  bulkOrderMachine,
  checkRow,
  checkRows,
  isSubmitting,
  type BulkOrderEmitted,
  type BulkOrderSnapshot,
  type BulkProduct,
  type LookupOutput,
} from './bulk-order.machine.ts';

const product = (id: string, sku: string, extra: Partial<BulkProduct> = {}): BulkProduct => ({
  id,
  sku,
  name: `Product ${id}`,
  colli: 1,
  unit: 'stk',
  allowpurchase: true,
  hasvariants: false,
  ...extra,
});

const CATALOGUE = [
  product('10001', 'A10001'),
  product('10006', 'A10006', { colli: 6, unit: 'pk' }),
  product('10030', 'A10030', { allowpurchase: false }),
  product('10060', 'A10060', { hasvariants: true }),
];

const cart = { items: [], fees: [], displaytotalprice: '1,00 kr.', itemcount: 19 } as unknown as Cart;

function start({
  failLookup = false,
  failAdd = false,
  holdAdd = false,
  reject = null as BulkLinesRejected | null,
} = {}) {
  const lookups: string[][] = [];
  const adds: AddToCartRequest[][] = [];
  let release: () => void = () => {};
  const machine = bulkOrderMachine.provide({
    actors: {
      lookup: fromPromise<LookupOutput, { keys: string[] }>(async ({ input }) => {
        lookups.push(input.keys);
        if (failLookup) throw new Error('network');
        const products: Record<string, BulkProduct | null> = {};
        for (const key of input.keys) {
          const found = CATALOGUE.find((p) => p.id === key) ?? CATALOGUE.find((p) => p.sku.toUpperCase() === key);
          if (found) products[key] = found;
        }
        return { products };
      }),
      addLines: fromPromise<Cart, { items: AddToCartRequest[] }>(async ({ input }) => {
        adds.push(input.items);
        if (holdAdd) await new Promise<void>((resolve) => (release = resolve));
        if (failAdd) throw new Error('500');
        if (reject && adds.length === 1) throw reject;
        return cart;
      }),
    },
  });
  const actor = createActor(machine, { input: { rows: 2 } });
  const emitted: BulkOrderEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, lookups, adds, emitted, release: () => release() };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s: BulkOrderSnapshot) => s.matches('editing'), { timeout: 2000 });
const verdicts = (s: BulkOrderSnapshot) =>
  checkRows(s.context).map(({ verdict }) =>
    verdict.kind === 'ok' || verdict.kind === 'rounded' ? `${verdict.kind}:${verdict.quantity}` : verdict.kind,
  );

const PASTED = [
  { item: 'a10001', quantity: '2' },
  { item: 'NOPE-1', quantity: '1' },
  { item: 'A10030', quantity: '1' },
  { item: '10006', quantity: '7' },
  { item: 'A10001', quantity: '0' },
  { item: 'A10060', quantity: '1' },
  { item: '', quantity: '4' },
];

describe('bulk order: each line validated before adding', () => {
  it('starts with empty rows; ADD_ROW / REMOVE_ROW / EDIT (digits only)', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
    actor.send({ type: 'ADD_ROW' });
    const [first, second] = actor.getSnapshot().context.rows;
    actor.send({ type: 'EDIT', key: first!.key, item: ' A10001 ', quantity: '1a2' });
    actor.send({ type: 'REMOVE_ROW', key: second!.key });
    expect(actor.getSnapshot().context.rows.map((r) => [r.item, r.quantity])).toEqual([
      [' A10001 ', '12'],
      ['', ''],
    ]);
    expect(verdicts(actor.getSnapshot())).toEqual(['pending', 'empty']);
  });

  it('a paste is looked up in ONE call; verdicts: ok, unknown, not purchasable, rounded to colli, zero, variants, missing item', async () => {
    const { actor, lookups } = start();
    actor.send({ type: 'PASTE', lines: PASTED });
    const s = await idle(actor);
    expect(lookups).toEqual([['A10001', 'NOPE-1', 'A10030', '10006', 'A10060']]);
    expect(verdicts(s)).toEqual([
      'ok:2',
      'unknown',
      'notPurchasable',
      'rounded:12',
      'noQuantity',
      'hasVariants',
      'missingItem',
    ]);
    // Known items are not looked up again; a changed quantity is re-judged at once.
    const zero = s.context.rows[4]!;
    actor.send({ type: 'EDIT', key: zero.key, quantity: '3' });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(verdicts(actor.getSnapshot())[4]).toBe('ok:3');
    expect(lookups).toHaveLength(1);
  });

  it('the empty rows are replaced by the pasted lines', async () => {
    const { actor } = start();
    actor.send({ type: 'PASTE', lines: [{ item: 'A10001', quantity: '1' }] });
    const s = await idle(actor);
    expect(s.context.rows.map((r) => r.item)).toEqual(['A10001']);
  });

  it('SUBMIT sends only the valid lines in ONE request (rounded quantity), emits the cart, keeps the invalid rows', async () => {
    const { actor, adds, emitted } = start();
    actor.send({ type: 'PASTE', lines: PASTED });
    await idle(actor);
    actor.send({ type: 'SUBMIT' });
    const s = await idle(actor);
    expect(adds).toEqual([
      [
        { productid: '10001', quantity: 2 },
        { productid: '10006', quantity: 12 },
      ],
    ]);
    expect(emitted).toEqual([{ type: 'added', cart, lines: 2 }]);
    expect(s.context.lastAdded).toBe(2);
    expect(verdicts(s)).toEqual(['unknown', 'notPurchasable', 'noQuantity', 'hasVariants', 'missingItem']);
  });

  it('SUBMIT before any check looks up first, then sends; busy meanwhile, a second SUBMIT sends nothing more', async () => {
    const { actor, adds, lookups, release } = start({ holdAdd: true });
    const [row] = actor.getSnapshot().context.rows;
    actor.send({ type: 'EDIT', key: row!.key, item: 'A10001', quantity: '5' });
    actor.send({ type: 'SUBMIT' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('submitting'));
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'EDIT', key: row!.key, quantity: '9' });
    expect(actor.getSnapshot().context.rows[0]!.quantity).toBe('5');
    release();
    await idle(actor);
    expect(lookups).toEqual([['A10001']]);
    expect(adds).toEqual([[{ productid: '10001', quantity: 5 }]]);
    expect(actor.getSnapshot().context.rows.map((r) => r.item)).toEqual(['']);
  });

  it('a failed add keeps every line and says so; nothing valid sends nothing', async () => {
    const { actor, adds, emitted } = start({ failAdd: true });
    actor.send({ type: 'PASTE', lines: PASTED });
    await idle(actor);
    actor.send({ type: 'SUBMIT' });
    let s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.context.error).toBe('addFailed');
    expect(s.context.rows).toHaveLength(PASTED.length);
    expect(emitted).toEqual([]);
    expect(adds).toHaveLength(1);

    const second = start();
    second.actor.send({ type: 'PASTE', lines: [{ item: 'NOPE', quantity: '1' }] });
    await idle(second.actor);
    second.actor.send({ type: 'SUBMIT' });
    s = second.actor.getSnapshot();
    expect(s.context.error).toBe('nothingToAdd');
    expect(second.adds).toEqual([]);
  });

  it('a line the server refused is marked on its row (not sent again until edited); the others stay as they are', async () => {
    // Sent: a10001 x2 (index 0) and 10006 x12 (index 1); the server refuses index 1's quantity.
    const { actor, adds, emitted } = start({ reject: new BulkLinesRejected([{ index: 1, field: 'quantity' }]) });
    actor.send({ type: 'PASTE', lines: PASTED });
    await idle(actor);
    const before = verdicts(actor.getSnapshot());
    actor.send({ type: 'SUBMIT' });
    let s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.context.error).toBe('lineRejected');
    expect(emitted).toEqual([]);
    expect(adds[0]).toEqual([
      { productid: '10001', quantity: 2 },
      { productid: '10006', quantity: 12 },
    ]);
    const after = verdicts(s);
    expect(after[3]).toBe('rejected');
    expect(checkRows(s.context)[3]?.verdict).toMatchObject({
      kind: 'rejected',
      field: 'quantity',
      product: { id: '10006' },
    });
    // Every other row keeps its verdict.
    expect(after.filter((_, i) => i !== 3)).toEqual(before.filter((_, i) => i !== 3));
    expect(s.context.rows).toHaveLength(PASTED.length);

    // Adding again sends the others without the refused line.
    actor.send({ type: 'SUBMIT' });
    s = await waitFor(actor, (x) => x.context.lastAdded > 0);
    expect(adds[1]).toEqual([{ productid: '10001', quantity: 2 }]);
    const refused = s.context.rows.find((r) => r.item === '10006')!;
    expect(checkRow(refused, s.context.lookups, s.context.rejected[refused.key]).kind).toBe('rejected');

    // Editing the refused row clears the mark.
    actor.send({ type: 'EDIT', key: refused.key, quantity: '6' });
    s = actor.getSnapshot();
    expect(s.context.rejected).toEqual({});
    expect(checkRows(s.context).find(({ row }) => row.key === refused.key)?.verdict.kind).toBe('ok');
  });

  it('a failed lookup is reported and stops the submit; CHECK asks again', async () => {
    const { actor, adds, lookups } = start({ failLookup: true });
    actor.send({ type: 'PASTE', lines: [{ item: 'A10001', quantity: '1' }] });
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.context.error).toBe('lookupFailed');
    expect(verdicts(s)).toEqual(['pending']);
    expect(adds).toEqual([]);
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (x) => x.context.error !== null && lookups.length === 2);
  });

  it('pasting more than the row limit keeps the first lines and says so', async () => {
    const { actor } = start();
    actor.send({
      type: 'PASTE',
      lines: Array.from({ length: BULK_MAX_ROWS + 5 }, (_, i) => ({ item: `X${i}`, quantity: '1' })),
    });
    const s = await idle(actor);
    expect(s.context.rows).toHaveLength(BULK_MAX_ROWS);
    expect(s.context.truncated).toBe(true);
  });

  it('checkRow: colli rounding caps at the quantity limit', () => {
    const lookups = { A: product('1', 'A', { colli: 7 }) };
    expect(checkRow({ key: 0, item: 'a', quantity: '9999999' }, lookups)).toMatchObject({
      kind: 'rounded',
      quantity: 999_999,
    });
    expect(checkRow({ key: 0, item: 'a', quantity: '14' }, lookups)).toMatchObject({ kind: 'ok', quantity: 14 });
  });
});
