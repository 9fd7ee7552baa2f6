/**
 * Bulk order (spec §1 "bulk-order", §5 add-to-cart rules, §7 `POST cart/addorupdatecartfromlist`): many lines
 * of item number (sku or product id) and quantity, each validated before anything is added.
 *
 * Rows are edited (EDIT, ADD_ROW, REMOVE_ROW, PASTE of many parsed lines). CHECK looks up every item number
 * not looked up yet (actor `lookup`, one call for the lot) and caches the answers; each row's verdict is then
 * computed from the cache and its quantity ({@link checkRow}): unknown item, not purchasable, has variants,
 * empty / 0 quantity, rounded up to colli (valid, with the new quantity) or ok. SUBMIT checks first when
 * needed, then sends ALL valid rows in ONE request (actor `addLines`), and emits `added` with the server's
 * cart; the rows sent are removed, the invalid rows stay with their verdicts. A failure keeps every row; when
 * the server names the line it refused ({@link BulkLinesRejected}), that row gets the verdict `rejected` (it is
 * not sent again until it is edited) and the others stay as they are.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`, verdicts and errors are
 * kinds, outward facts are emitted (`added`).
 *
 * Decisions:
 * - Item numbers are matched case-insensitively (key: trimmed, upper case); a product id match wins over a
 *   sku match (the lookup actor decides and answers per key).
 * - Typed quantities keep their digits only (at most 7). A row with neither item nor quantity is ignored; a
 *   quantity without an item is `missingItem`.
 * - A product with variants cannot be ordered by its own item number (the variant must be chosen): `hasVariants`.
 * - At most {@link BULK_MAX_ROWS} rows (the request's limit); pasted lines beyond it are dropped (`truncated`).
 * - Rows cannot change while the add request is in flight; a second SUBMIT then is ignored.
 * - SUBMIT with no valid row sends nothing (`error: nothingToAdd`); a failed lookup (`lookupFailed`) stops
 *   a SUBMIT that needed it.
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddToCartRequest, Cart } from '../src/api/schemas/cart.ts';
import { digitsOnly, normalizeColli, roundUpToColli } from '../src/validation/quantity.ts';

export const BULK_MAX_ROWS = 500;
const MAX_DIGITS = 7;
const MAX_QUANTITY = 1_000_000;

/** What the lookup knows of a product (a subset of the product record). */
export interface BulkProduct {
  id: string;
  sku: string;
  name: string;
  colli: number;
  unit: string;
  allowpurchase: boolean;
  hasvariants: boolean;
}

export interface BulkRow {
  key: number;
  item: string;
  /** Digits only. */
  quantity: string;
}

export type BulkVerdict =
  | { kind: 'empty' }
  | { kind: 'missingItem' }
  | { kind: 'pending' }
  | { kind: 'unknown' }
  | { kind: 'notPurchasable'; product: BulkProduct }
  | { kind: 'hasVariants'; product: BulkProduct }
  | { kind: 'noQuantity'; product: BulkProduct }
  | { kind: 'rounded'; product: BulkProduct; quantity: number }
  | { kind: 'ok'; product: BulkProduct; quantity: number }
  /** The server refused this line when it was sent (its item or its quantity); it is kept until edited. */
  | { kind: 'rejected'; product: BulkProduct; field: BulkRejectedField };

export type BulkError = 'lookupFailed' | 'addFailed' | 'lineRejected' | 'nothingToAdd';

/** Which part of a line the server refused. */
export type BulkRejectedField = 'item' | 'quantity';

/**
 * The `addLines` actor rejects with this when the server refused named lines (`index` = position in the
 * request's `items`); any other rejection is a plain `addFailed`.
 */
export class BulkLinesRejected extends Error {
  constructor(readonly lines: ReadonlyArray<{ index: number; field: BulkRejectedField }>) {
    super('The server refused lines of the request');
    this.name = 'BulkLinesRejected';
  }
}

export interface BulkOrderContext {
  rows: BulkRow[];
  nextKey: number;
  /** Lookup answers by item key: the product, or null for an unknown item. */
  lookups: Record<string, BulkProduct | null>;
  error: BulkError | null;
  /** SUBMIT is waiting for a CHECK to finish. */
  submitAfterCheck: boolean;
  /** Lines added by the last successful SUBMIT (0 = none yet). */
  lastAdded: number;
  /** Pasted lines beyond the row limit were dropped. */
  truncated: boolean;
  /** The keys of the lookup in flight. */
  asking: string[];
  /** Rows the server refused at the last SUBMIT, by row key, until edited. */
  rejected: Record<number, BulkRejectedField>;
}

export interface BulkOrderInput {
  /** Initial number of empty rows (default 3). */
  rows?: number;
}

export type BulkOrderEvent =
  | { type: 'ADD_ROW' }
  | { type: 'REMOVE_ROW'; key: number }
  | { type: 'EDIT'; key: number; item?: string; quantity?: string }
  /** Many lines at once (a paste box); they replace the empty rows and follow the others. */
  | { type: 'PASTE'; lines: Array<{ item: string; quantity: string }> }
  /** Look up the item numbers not known yet (e.g. when an item field loses focus). */
  | { type: 'CHECK' }
  | { type: 'SUBMIT' }
  | { type: 'DISMISS' };

export type BulkOrderEmitted = { type: 'added'; cart: Cart; lines: number };

export interface LookupOutput {
  /** Answer per requested key: the product, or null (unknown). */
  products: Record<string, BulkProduct | null>;
}

/** The lookup key of an item number. */
export function itemKey(item: string): string {
  return item.trim().toUpperCase();
}

function quantityText(text: unknown): string {
  return digitsOnly(text).slice(0, MAX_DIGITS);
}

/** A row's verdict from the lookups, its quantity and a refusal by the server (`rejected`). */
export function checkRow(
  row: BulkRow,
  lookups: Record<string, BulkProduct | null>,
  rejected?: BulkRejectedField,
): BulkVerdict {
  const key = itemKey(row.item);
  if (key === '') return row.quantity === '' ? { kind: 'empty' } : { kind: 'missingItem' };
  if (!Object.prototype.hasOwnProperty.call(lookups, key)) return { kind: 'pending' };
  const product = lookups[key];
  if (!product) return { kind: 'unknown' };
  if (!product.allowpurchase) return { kind: 'notPurchasable', product };
  if (product.hasvariants) return { kind: 'hasVariants', product };
  const typed = row.quantity === '' ? 0 : Number(row.quantity);
  if (!(typed > 0)) return { kind: 'noQuantity', product };
  const colli = normalizeColli(product.colli);
  const quantity = Math.min(roundUpToColli(typed, colli), Math.floor(MAX_QUANTITY / colli) * colli);
  if (rejected) return { kind: 'rejected', product, field: rejected };
  return quantity === typed ? { kind: 'ok', product, quantity } : { kind: 'rounded', product, quantity };
}

/** Verdicts of every row, in row order. */
export function checkRows(
  context: Pick<BulkOrderContext, 'rows' | 'lookups'> & Partial<Pick<BulkOrderContext, 'rejected'>>,
): Array<{ row: BulkRow; verdict: BulkVerdict }> {
  return context.rows.map((row) => ({ row, verdict: checkRow(row, context.lookups, context.rejected?.[row.key]) }));
}

/** The rows that would be sent, with their add-to-cart payloads. */
export function validLines(
  context: Pick<BulkOrderContext, 'rows' | 'lookups'> & Partial<Pick<BulkOrderContext, 'rejected'>>,
): Array<{ key: number; request: AddToCartRequest }> {
  return checkRows(context).flatMap(({ row, verdict }) =>
    verdict.kind === 'ok' || verdict.kind === 'rounded'
      ? [{ key: row.key, request: { productid: verdict.product.id, quantity: verdict.quantity } }]
      : [],
  );
}

/** Item keys that need a lookup. */
export function keysToLookUp(context: Pick<BulkOrderContext, 'rows' | 'lookups'>): string[] {
  const keys = new Set<string>();
  for (const row of context.rows) {
    const key = itemKey(row.item);
    if (key !== '' && !Object.prototype.hasOwnProperty.call(context.lookups, key)) keys.add(key);
  }
  return [...keys];
}

function emptyRows(from: number, count: number): BulkRow[] {
  return Array.from({ length: count }, (_, i) => ({ key: from + i, item: '', quantity: '' }));
}

const isBlank = (row: BulkRow) => row.item.trim() === '' && row.quantity === '';

function withoutKey<V>(record: Record<number, V>, key: number): Record<number, V> {
  if (!(key in record)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
}

export const bulkOrderMachine = setup({
  types: {
    context: {} as BulkOrderContext,
    events: {} as BulkOrderEvent,
    input: {} as BulkOrderInput,
    emitted: {} as BulkOrderEmitted,
  },
  actors: {
    /** Looks up item keys (product ids and skus); rejects on failure. Supplied by the view. */
    lookup: fromPromise<LookupOutput, { keys: string[] }>(async () => {
      throw new Error('bulkOrderMachine: provide the lookup actor');
    }),
    /** Adds the lines in one request; resolves with the cart, rejects on failure. Supplied by the view. */
    addLines: fromPromise<Cart, { items: AddToCartRequest[] }>(async () => {
      throw new Error('bulkOrderMachine: provide the addLines actor');
    }),
  },
  actions: {
    addRow: assign(({ context }) =>
      context.rows.length >= BULK_MAX_ROWS
        ? {}
        : { rows: [...context.rows, ...emptyRows(context.nextKey, 1)], nextKey: context.nextKey + 1 },
    ),
    removeRow: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_ROW') return {};
      const rows = context.rows.filter((r) => r.key !== event.key);
      const rejected = withoutKey(context.rejected, event.key);
      return rows.length > 0
        ? { rows, rejected }
        : { rows: emptyRows(context.nextKey, 1), nextKey: context.nextKey + 1, rejected };
    }),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      return {
        rejected: withoutKey(context.rejected, event.key),
        rows: context.rows.map((r) =>
          r.key === event.key
            ? {
                ...r,
                item: typeof event.item === 'string' ? event.item.slice(0, 200) : r.item,
                quantity: event.quantity !== undefined ? quantityText(event.quantity) : r.quantity,
              }
            : r,
        ),
        lastAdded: 0,
      };
    }),
    paste: assign(({ context, event }) => {
      if (event.type !== 'PASTE' || !Array.isArray(event.lines)) return {};
      const kept = context.rows.filter((r) => !isBlank(r));
      const room = BULK_MAX_ROWS - kept.length;
      const lines = event.lines
        .map((l) => ({
          item: typeof l?.item === 'string' ? l.item.trim().slice(0, 200) : '',
          quantity: quantityText(l?.quantity),
        }))
        .filter((l) => l.item !== '' || l.quantity !== '');
      const taken = lines.slice(0, Math.max(0, room));
      const added = taken.map((l, i) => ({ key: context.nextKey + i, ...l }));
      const rows = [...kept, ...added];
      return {
        rows: rows.length > 0 ? rows : emptyRows(context.nextKey, 1),
        nextKey: context.nextKey + taken.length + 1,
        truncated: lines.length > taken.length,
        lastAdded: 0,
      };
    }),
  },
  guards: {
    needsLookup: ({ context }) => keysToLookUp(context).length > 0,
    hasValidLines: ({ context }) => validLines(context).length > 0,
  },
}).createMachine({
  id: 'bulkOrder',
  context: ({ input }) => {
    const count =
      typeof input?.rows === 'number' && Number.isInteger(input.rows) && input.rows > 0 ? Math.min(input.rows, 50) : 3;
    return {
      rows: emptyRows(0, count),
      nextKey: count,
      lookups: {},
      error: null,
      submitAfterCheck: false,
      lastAdded: 0,
      truncated: false,
      asking: [],
      rejected: {},
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        ADD_ROW: { actions: 'addRow' },
        REMOVE_ROW: { actions: 'removeRow' },
        EDIT: { actions: 'edit' },
        PASTE: { actions: 'paste', target: 'checked' },
        CHECK: { guard: 'needsLookup', target: 'checking' },
        SUBMIT: [
          { guard: 'needsLookup', target: 'checking', actions: assign({ submitAfterCheck: true }) },
          { guard: 'hasValidLines', target: 'submitting' },
          { actions: assign({ error: 'nothingToAdd' as const, lastAdded: 0 }) },
        ],
        DISMISS: { actions: assign({ error: null, lastAdded: 0, truncated: false }) },
      },
    },
    checking: {
      entry: assign(({ context }) => ({ error: null, asking: keysToLookUp(context) })),
      on: {
        // Editing goes on while item numbers are looked up; new ones are looked up when this lookup is back.
        ADD_ROW: { actions: 'addRow' },
        REMOVE_ROW: { actions: 'removeRow' },
        EDIT: { actions: 'edit' },
        PASTE: { actions: 'paste' },
        SUBMIT: { actions: assign({ submitAfterCheck: true }) },
      },
      invoke: {
        src: 'lookup',
        input: ({ context }) => ({ keys: context.asking }),
        onDone: {
          target: 'checked',
          actions: assign(({ context, event }) => {
            const lookups = { ...context.lookups };
            // Every key asked for gets an answer (a missing answer = unknown item).
            for (const key of context.asking) lookups[key] = null;
            for (const [key, product] of Object.entries(event.output?.products ?? {}))
              lookups[itemKey(key)] = product ?? null;
            return { lookups, asking: [] };
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: 'lookupFailed' as const, submitAfterCheck: false, asking: [] }),
        },
      },
    },
    checked: {
      always: [
        { guard: 'needsLookup', target: 'checking' },
        {
          guard: ({ context }) => context.submitAfterCheck && validLines(context).length > 0,
          target: 'submitting',
          actions: assign({ submitAfterCheck: false }),
        },
        {
          guard: ({ context }) => context.submitAfterCheck,
          target: 'editing',
          actions: assign({ submitAfterCheck: false, error: 'nothingToAdd' as const }),
        },
        { target: 'editing' },
      ],
    },
    submitting: {
      entry: assign({ error: null, lastAdded: 0 }),
      invoke: {
        src: 'addLines',
        input: ({ context }) => ({ items: validLines(context).map((l) => l.request) }),
        onDone: {
          target: 'editing',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const sent = validLines(context);
            const sentKeys = new Set(sent.map((l) => l.key));
            const rows = context.rows.filter((r) => !sentKeys.has(r.key) && !isBlank(r));
            enqueue.assign({
              rows: rows.length > 0 ? rows : emptyRows(context.nextKey, 1),
              nextKey: context.nextKey + 1,
              lastAdded: sent.length,
            });
            enqueue.emit({ type: 'added', cart: event.output, lines: sent.length });
          }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            if (!(event.error instanceof BulkLinesRejected)) return { error: 'addFailed' as const };
            // Rows cannot change while the request is in flight, so the request's positions are still these rows.
            const sent = validLines(context);
            const rejected = { ...context.rejected };
            for (const line of event.error.lines) {
              const key = sent[line.index]?.key;
              if (key !== undefined) rejected[key] = line.field;
            }
            return { error: 'lineRejected' as const, rejected };
          }),
        },
      },
    },
  },
});

export type BulkOrderMachine = typeof bulkOrderMachine;
export type BulkOrderActorRef = ActorRefFrom<typeof bulkOrderMachine>;
export type BulkOrderSnapshot = SnapshotFrom<typeof bulkOrderMachine>;

/** The add request is in flight (the form is busy). */
export function isSubmitting(snapshot: BulkOrderSnapshot): boolean {
  return snapshot.matches('submitting') || (snapshot.matches('checking') && snapshot.context.submitAfterCheck);
}

export function isChecking(snapshot: BulkOrderSnapshot): boolean {
  return snapshot.matches('checking');
}
