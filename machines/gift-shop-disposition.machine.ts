/**
 * The supervisor's 'Disponering' (`#/m/products`; spec §1, §2 shortcuts, §6 "the supervisor sees all products";
 * issue 12): every product of the gift shops that are not closed with how many shops have it, how many codes
 * chose it, how many will get it as a default gift, and how many to order. The list comes from
 * `GET giftshop/supervisor/products` (an extension of the API; demo/server/routes/giftshop-disposition.ts).
 *
 * States:
 * - `loading` — the list (actor `loadProducts`). Done → `ready`; refused (401/403: only supervisors) → `refused`;
 *   anything else → `failed`.
 * - `ready` — the list is shown. SET_FILTER changes the filter (text: name, item number or product id; `show`: all,
 *   only those to order, only those chosen by recipients); RELOAD loads it again (the shown list stays meanwhile).
 * - `failed` — RETRY loads again (a second RETRY while loading is ignored: one request).
 * - `refused` — the server says the user may not see it; nothing more happens.
 *
 * What is shown, the totals and the export's rows are the pure functions below ({@link filterProducts},
 * {@link productTotals}). No React, DOM, fetch or strings: the load is an actor supplied with `.provide()`; a failing
 * actor rejects with a {@link ManagerFailure}.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SupervisorProduct } from '../src/api/schemas/giftshop.ts';
import { failureOf, type ManagerFailure } from './gift-shop-manager.types.ts';

/** Which products the list shows: all, those with something to order, those recipients chose. */
export type DispositionShow = 'all' | 'toorder' | 'chosen';

export interface DispositionFilter {
  /** Part of the name, item number (sku) or product id; case does not matter. */
  text: string;
  show: DispositionShow;
}

export const NO_DISPOSITION_FILTER: DispositionFilter = { text: '', show: 'all' };

export interface DispositionContext {
  products: SupervisorProduct[] | null;
  filter: DispositionFilter;
  loadError: ManagerFailure | null;
}

export type DispositionEvent =
  { type: 'SET_FILTER'; filter: Partial<DispositionFilter> } | { type: 'RETRY' } | { type: 'RELOAD' };

export interface DispositionTotals {
  products: number;
  defaultpicks: number;
  chosen: number;
  toorder: number;
}

/** The products `filter` lets through (in the order given). */
export function filterProducts(
  products: readonly SupervisorProduct[],
  filter: DispositionFilter,
): readonly SupervisorProduct[] {
  const needle = filter.text.trim().toLocaleLowerCase();
  if (!needle && filter.show === 'all') return products;
  return products.filter(
    (p) =>
      (filter.show === 'all' || (filter.show === 'toorder' ? p.toorder > 0 : p.chosen > 0)) &&
      (!needle || `${p.name}\n${p.sku}\n${p.productid}`.toLocaleLowerCase().includes(needle)),
  );
}

/** How many `products`, and the sums of their counts (the shops are not summed: one shop has many products). */
export function productTotals(products: readonly SupervisorProduct[]): DispositionTotals {
  const totals: DispositionTotals = { products: products.length, defaultpicks: 0, chosen: 0, toorder: 0 };
  for (const p of products) {
    totals.defaultpicks += p.defaultpicks;
    totals.chosen += p.chosen;
    totals.toorder += p.toorder;
  }
  return totals;
}

export const giftShopDispositionMachine = setup({
  types: {
    context: {} as DispositionContext,
    events: {} as DispositionEvent,
  },
  actors: {
    /** GET giftshop/supervisor/products. Supplied by the view. */
    loadProducts: fromPromise<SupervisorProduct[]>(async () => {
      throw new Error('loadProducts not provided');
    }),
  },
  guards: {
    /** The server refused the list: the user is no supervisor (403), or no longer signed in (401). */
    refused: ({ event }) => failureOf((event as { error?: unknown }).error).kind === 'forbidden',
  },
  actions: {
    setFilter: assign({
      filter: ({ context, event }) =>
        event.type === 'SET_FILTER' ? { ...context.filter, ...event.filter } : context.filter,
    }),
    keepFailure: assign({ loadError: ({ event }) => failureOf((event as { error?: unknown }).error) }),
  },
}).createMachine({
  id: 'giftShopDisposition',
  context: { products: null, filter: NO_DISPOSITION_FILTER, loadError: null },
  initial: 'loading',
  on: { SET_FILTER: { actions: 'setFilter' } },
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadProducts',
        onDone: { target: 'ready', actions: assign({ products: ({ event }) => event.output }) },
        onError: [
          { guard: 'refused', target: 'refused', actions: ['keepFailure', assign({ products: null })] },
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
    refused: {},
  },
});

export type GiftShopDispositionActorRef = ActorRefFrom<typeof giftShopDispositionMachine>;
export type GiftShopDispositionSnapshot = SnapshotFrom<typeof giftShopDispositionMachine>;
