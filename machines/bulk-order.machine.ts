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
import {
  BulkLinesRejected,
  addRow,
  editRow,
  emptyRows,
  initialBulkContext,
  isBlank,
  itemKey,
  keysToLookUp,
  pasteRows,
  removeRow,
  validLines,
  type BulkOrderContext,
  type BulkOrderEmitted,
  type BulkOrderEvent,
  type BulkOrderInput,
  type LookupOutput,
} from './bulk-order.state.ts';

// The context, rules and row edits are in bulk-order.state.ts (no XState: the view shows the first state without
// the machine); what tests and features imported from here still is.
export {
  BULK_MAX_ROWS,
  BulkLinesRejected,
  checkRow,
  checkRows,
  isChecking,
  isSubmitting,
  itemKey,
  keysToLookUp,
  validLines,
  type BulkError,
  type BulkOrderContext,
  type BulkOrderEmitted,
  type BulkOrderEvent,
  type BulkOrderInput,
  type BulkProduct,
  type BulkRejectedField,
  type BulkRow,
  type BulkVerdict,
  type LookupOutput,
} from './bulk-order.state.ts';

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
    addRow: assign(({ context }) => addRow(context)),
    removeRow: assign(({ context, event }) => (event.type === 'REMOVE_ROW' ? removeRow(context, event.key) : {})),
    edit: assign(({ context, event }) => (event.type === 'EDIT' ? editRow(context, event) : {})),
    paste: assign(({ context, event }) => (event.type === 'PASTE' ? pasteRows(context, event.lines) : {})),
  },
  guards: {
    needsLookup: ({ context }) => keysToLookUp(context).length > 0,
    hasValidLines: ({ context }) => validLines(context).length > 0,
  },
}).createMachine({
  id: 'bulkOrder',
  context: ({ input }) => initialBulkContext(input),
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
