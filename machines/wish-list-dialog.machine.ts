/**
 * The save-for-later (wish list) dialog (spec §2 save-for-later dialog, §3 wish list, §4 wish list dialog, §5 wish
 * list rules, §6 only signed-in users save, §7 wish list calls).
 *
 * closed → OPEN → signed in: `loading` (actor `loadLists`, GET wishlist/list) → `ready`; not signed in: `visitor`
 * (the view shows 'In order to save items for later you need to login.'). In `ready`: if lists exist the first is
 * selected (`label` = its label), otherwise create-new mode is on (spec §4). SELECT picks a list, CREATE_NEW /
 * USE_EXISTING switch the mode, NAME types the new list's name, QUANTITY the quantity. SAVE → `saving` (actor
 * `addItem`, POST wishlist/add `{ label, productid, quantity }`) → `ready` with `saved` (the success message),
 * create-new mode cleared and the saved list selected. CLOSE from anywhere → `closed`: label and success message
 * cleared, quantity reset to colli (spec §4).
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`; problems are kinds; the saved
 * lists are emitted (`saved`) so the view can fire `butik-wish-list-change`.
 *
 * Decisions:
 * - The quantity field keeps digits only (at most 7); minimum 0 (spec §5), so 0 is a valid quantity. It is SENT
 *   rounded up to a multiple of colli (`roundUpToColli`); `savedQuantity(context)` tells the view the rounding
 *   before and after saving. An empty field is `quantityRequired` (nothing is sent).
 * - A new list's name is required (spec §5; `nameRequired`, trimmed, at most 100 characters). A new name equal to
 *   an existing list's label adds to that list (the server finds lists by label).
 * - Any edit (SELECT, NAME, QUANTITY, mode switch) clears the success message and the error, so the success text
 *   always belongs to the last save.
 * - A failed load → `failed` (RETRY loads again); a failed save → back to `ready` with `saveFailed`, the entries
 *   kept. SAVE while saving is ignored (no double add).
 * - OPEN while open does nothing; the product (productid, colli) is fixed for the actor's life.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AddWishListItemRequest, WishList } from '../src/api/schemas/wishlist.ts';
import { defaultQuantity, digitsOnly, normalizeColli, roundUpToColli } from '../src/validation/quantity.ts';

const MAX_DIGITS = 7;
const MAX_LABEL = 100;

export type WishListDialogError = 'loadFailed' | 'saveFailed' | 'nameRequired' | 'quantityRequired';

export interface WishListDialogInput {
  /** The variant sku or the product id (spec §3 add-item `productid`). */
  productid: string;
  colli?: number | string | null;
  signedIn?: boolean;
}

export interface WishListDialogContext {
  productid: string;
  colli: number;
  signedIn: boolean;
  lists: WishList[];
  /** The selected list's label (existing mode). */
  label: string;
  /** The new list's name (create-new mode). */
  name: string;
  createNew: boolean;
  /** The quantity field's text (digits only). */
  quantityText: string;
  /** The last save succeeded (the success message shows). */
  saved: boolean;
  /** The quantity the last save sent (after rounding up to colli), null before a save. */
  sentQuantity: number | null;
  error: WishListDialogError | null;
}

export type WishListDialogEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'SELECT'; label: string }
  | { type: 'CREATE_NEW' }
  | { type: 'USE_EXISTING' }
  | { type: 'NAME'; text: string }
  | { type: 'QUANTITY'; text: string }
  | { type: 'SAVE' }
  /** The page's signed-in state changed. */
  | { type: 'SIGNED_IN'; signedIn: boolean };

export type WishListDialogEmitted = { type: 'saved'; lists: WishList[]; request: AddWishListItemRequest };

/** The quantity a save sends: the typed quantity rounded up to colli (null when the field is empty). */
export function savedQuantity(context: Pick<WishListDialogContext, 'quantityText' | 'colli'>): number | null {
  if (context.quantityText === '') return null;
  return roundUpToColli(Number(context.quantityText), context.colli);
}

/** The label a save would use (the new name in create-new mode, else the selected list's label). */
export function targetLabel(context: Pick<WishListDialogContext, 'createNew' | 'name' | 'label'>): string {
  return (context.createNew ? context.name : context.label).trim();
}

function initialContext(input: WishListDialogInput | undefined): WishListDialogContext {
  const colli = normalizeColli(input?.colli);
  return {
    productid: typeof input?.productid === 'string' ? input.productid.trim() : '',
    colli,
    signedIn: input?.signedIn === true,
    lists: [],
    label: '',
    name: '',
    createNew: false,
    quantityText: String(defaultQuantity(colli)),
    saved: false,
    sentQuantity: null,
    error: null,
  };
}

/** Spec §4: if lists exist the first is selected, otherwise create-new mode is on. */
function selectionFor(lists: WishList[], keep: string): Pick<WishListDialogContext, 'label' | 'createNew'> {
  if (lists.length === 0) return { label: '', createNew: true };
  const kept = lists.find((l) => l.label === keep);
  return { label: kept ? kept.label : lists[0]!.label, createNew: false };
}

const edited = { saved: false, error: null } as const;

export const wishListDialogMachine = setup({
  types: {
    context: {} as WishListDialogContext,
    events: {} as WishListDialogEvent,
    input: {} as WishListDialogInput,
    emitted: {} as WishListDialogEmitted,
  },
  actors: {
    /** GET wishlist/list: resolves with the lists, rejects on failure. Supplied by the view. */
    loadLists: fromPromise<WishList[]>(async () => {
      throw new Error('wishListDialogMachine: provide the loadLists actor');
    }),
    /** POST wishlist/add: resolves with every list after the add, rejects on failure. Supplied by the view. */
    addItem: fromPromise<WishList[], AddWishListItemRequest>(async () => {
      throw new Error('wishListDialogMachine: provide the addItem actor');
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    nameMissing: ({ context }) => context.createNew && context.name.trim() === '',
    quantityMissing: ({ context }) => context.quantityText === '',
    noTarget: ({ context }) => targetLabel(context) === '' || context.productid === '',
  },
  actions: {
    reset: assign(({ context }) => ({
      label: '',
      name: '',
      createNew: false,
      saved: false,
      sentQuantity: null,
      error: null,
      quantityText: String(defaultQuantity(context.colli)),
    })),
  },
}).createMachine({
  id: 'wishListDialog',
  context: ({ input }) => initialContext(input),
  initial: 'closed',
  on: {
    SIGNED_IN: { actions: assign(({ event }) => ({ signedIn: event.signedIn === true })) },
  },
  states: {
    closed: {
      on: {
        OPEN: [{ guard: 'signedIn', target: 'loading' }, { target: 'visitor' }],
      },
    },
    visitor: {
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
    },
    loading: {
      invoke: {
        src: 'loadLists',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            lists: event.output,
            ...selectionFor(event.output, ''),
            name: '',
            error: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: 'loadFailed' as const }) },
      },
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
    },
    failed: {
      on: {
        RETRY: { target: 'loading', actions: assign({ error: null }) },
        CLOSE: { target: 'closed', actions: 'reset' },
      },
    },
    ready: {
      on: {
        SELECT: {
          guard: ({ context, event }) => context.lists.some((l) => l.label === event.label),
          actions: assign(({ event }) => ({ label: event.label, createNew: false, ...edited })),
        },
        CREATE_NEW: { actions: assign({ createNew: true, ...edited }) },
        USE_EXISTING: {
          guard: ({ context }) => context.lists.length > 0,
          actions: assign(({ context }) => ({
            createNew: false,
            label: context.label || context.lists[0]!.label,
            ...edited,
          })),
        },
        NAME: { actions: assign(({ event }) => ({ name: String(event.text ?? '').slice(0, MAX_LABEL), ...edited })) },
        QUANTITY: {
          actions: assign(({ event }) => ({ quantityText: digitsOnly(event.text).slice(0, MAX_DIGITS), ...edited })),
        },
        SAVE: [
          { guard: 'nameMissing', actions: assign({ error: 'nameRequired' as const, saved: false }) },
          { guard: 'quantityMissing', actions: assign({ error: 'quantityRequired' as const, saved: false }) },
          { guard: 'noTarget' },
          { target: 'saving', actions: assign({ error: null, saved: false }) },
        ],
        CLOSE: { target: 'closed', actions: 'reset' },
      },
    },
    saving: {
      invoke: {
        src: 'addItem',
        input: ({ context }) => ({
          label: targetLabel(context),
          productid: context.productid,
          quantity: savedQuantity(context) ?? 0,
        }),
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context, event }) => ({
              type: 'saved' as const,
              lists: event.output,
              request: {
                label: targetLabel(context),
                productid: context.productid,
                quantity: savedQuantity(context) ?? 0,
              },
            })),
            assign(({ context, event }) => {
              const label = targetLabel(context);
              const sent = savedQuantity(context) ?? 0;
              return {
                lists: event.output,
                ...selectionFor(event.output, label),
                name: '',
                saved: true,
                sentQuantity: sent,
                quantityText: String(sent),
                error: null,
              };
            }),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: 'saveFailed' as const, saved: false }) },
      },
      on: { CLOSE: { target: 'closed', actions: 'reset' } },
    },
  },
});

export type WishListDialogActor = ActorRefFrom<typeof wishListDialogMachine>;
export type WishListDialogSnapshot = SnapshotFrom<typeof wishListDialogMachine>;
