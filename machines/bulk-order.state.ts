/**
 * A bulk order's context, how it starts, its pure rules and row edits, and how views read its snapshots
 * (machines/bulk-order.machine.ts uses the same functions in its actions): no XState here, so `<bulk-order>`
 * shows its first state, and keeps the rows typed, before its machine is loaded
 * (src/features/bulk-order/bulk-order.tsx, src/data/on-demand-actor.ts).
 */
import type { AddToCartRequest, Cart } from '../src/api/schemas/cart.ts';
import { digitsOnly, normalizeColli, roundUpToColli } from '../src/validation/quantity.ts';

export const BULK_MAX_ROWS = 500;
const MAX_DIGITS = 7;
const MAX_QUANTITY = 1_000_000;
/** Rows at start when the input names none (and the most it may name). */
const DEFAULT_ROWS = 3;
const MAX_START_ROWS = 50;

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

/** The machine's states (machines/bulk-order.machine.ts). */
export type BulkOrderStateName = 'editing' | 'checking' | 'checked' | 'submitting';

/**
 * What a view reads: a machine snapshot, or the first view before the machine is loaded ({@link firstBulkView}).
 */
export interface BulkOrderView {
  context: BulkOrderContext;
  matches(state: BulkOrderStateName): boolean;
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

export function emptyRows(from: number, count: number): BulkRow[] {
  return Array.from({ length: count }, (_, i) => ({ key: from + i, item: '', quantity: '' }));
}

export const isBlank = (row: BulkRow): boolean => row.item.trim() === '' && row.quantity === '';

function withoutKey<V>(record: Record<number, V>, key: number): Record<number, V> {
  if (!(key in record)) return record;
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** The machine's first context: `rows` empty rows (1–50, default 3), nothing looked up. */
export function initialBulkContext(input: BulkOrderInput | undefined): BulkOrderContext {
  const count =
    typeof input?.rows === 'number' && Number.isInteger(input.rows) && input.rows > 0
      ? Math.min(input.rows, MAX_START_ROWS)
      : DEFAULT_ROWS;
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
}

// The row edits: what ADD_ROW, REMOVE_ROW, EDIT and PASTE change in the context (the machine's assign actions, and
// the first view's before the machine is there).

export function addRow(context: BulkOrderContext): Partial<BulkOrderContext> {
  return context.rows.length >= BULK_MAX_ROWS
    ? {}
    : { rows: [...context.rows, ...emptyRows(context.nextKey, 1)], nextKey: context.nextKey + 1 };
}

export function removeRow(context: BulkOrderContext, key: number): Partial<BulkOrderContext> {
  const rows = context.rows.filter((r) => r.key !== key);
  const rejected = withoutKey(context.rejected, key);
  return rows.length > 0
    ? { rows, rejected }
    : { rows: emptyRows(context.nextKey, 1), nextKey: context.nextKey + 1, rejected };
}

export function editRow(
  context: BulkOrderContext,
  edit: { key: number; item?: unknown; quantity?: unknown },
): Partial<BulkOrderContext> {
  return {
    rejected: withoutKey(context.rejected, edit.key),
    rows: context.rows.map((r) =>
      r.key === edit.key
        ? {
            ...r,
            item: typeof edit.item === 'string' ? edit.item.slice(0, 200) : r.item,
            quantity: edit.quantity !== undefined ? quantityText(edit.quantity) : r.quantity,
          }
        : r,
    ),
    lastAdded: 0,
  };
}

export function pasteRows(context: BulkOrderContext, pasted: unknown): Partial<BulkOrderContext> {
  if (!Array.isArray(pasted)) return {};
  const kept = context.rows.filter((r) => !isBlank(r));
  const room = BULK_MAX_ROWS - kept.length;
  const lines = (pasted as Array<{ item?: unknown; quantity?: unknown } | null | undefined>)
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
}

/**
 * The first view: the machine's first state (`editing`) and context for `input`, without the machine.
 */
export function firstBulkView(input: BulkOrderInput | undefined): BulkOrderView {
  return { context: initialBulkContext(input), matches: (state) => state === 'editing' };
}

/**
 * Applies a row edit (EDIT, ADD_ROW, REMOVE_ROW, PASTE) to a view before the machine is there, with the machine's
 * own functions: the fields keep what is typed and the row keys stay the machine's (the events are replayed to it
 * once it is loaded). Other events (CHECK, SUBMIT, DISMISS) leave the view as it is; they wait for the machine.
 */
export function earlyBulkView(view: BulkOrderView, event: BulkOrderEvent): BulkOrderView {
  const { context } = view;
  const change =
    event.type === 'EDIT'
      ? editRow(context, event)
      : event.type === 'ADD_ROW'
        ? addRow(context)
        : event.type === 'REMOVE_ROW'
          ? removeRow(context, event.key)
          : event.type === 'PASTE'
            ? pasteRows(context, event.lines)
            : null;
  return change ? { context: { ...context, ...change }, matches: view.matches } : view;
}

/** The add request is in flight (the form is busy). */
export function isSubmitting(view: BulkOrderView): boolean {
  return view.matches('submitting') || (view.matches('checking') && view.context.submitAfterCheck);
}

export function isChecking(view: BulkOrderView): boolean {
  return view.matches('checking');
}
