/**
 * The organiser's management area (spec §2 management area and route entry rules, §4 gift shop transitions,
 * §6 roles): which gift shops the user has, which one is current, the section and sub-section shown, the open
 * modal and what a save did.
 *
 * States:
 * - `loading` — on the first route: settings and the user's gift shops (actor `loadBasics`). A failure →
 *   `failed` (RETRY loads again).
 * - `routing` — a route was entered (ROUTE): with a gift shop in the path, that shop becomes current (from the
 *   user's list, else fetched with `loadShop`: a supervisor may open any shop; the server says 403 / 404 for a
 *   shop the user may not manage / that does not exist, kept as `routeError`); then `loadShopData` loads what the
 *   section needs (addresses for the overview, codes for overview and codes, default products not yet loaded).
 *   Without a gift shop in the path the current shop is cleared. The supervisor's list ('Gaveshop oversigt') is
 *   loaded on its first visit (`loadAllShops`). RETRY in `ready` (the view's 'Try again' of a failed route load)
 *   clears `routeError` and routes again.
 * - `ready.idle` — the section is shown. OPEN (a modal) → `ready.editing` when the modal may open: 'create'
 *   always, the shop's modals only while the current shop is not closed (§6).
 * - `ready.editing` — a modal is open. CLOSE_MODAL → idle. CREATE / SAVE / CLOSE_SHOP / REMOVE_SHOP → `ready.saving`.
 * - `ready.saving` — the modal's call is in flight (a second submit is ignored; the modal cannot close). Success:
 *   the list is updated (replace, or add at the front), the shop becomes current, the modal closes, and the
 *   machine emits `created` / `saved` / `closed` / `removed` (the view navigates). A failure returns to
 *   `editing` with `saveError` (the modal keeps what was typed; 400's field, 403, 404, 409 are told apart).
 * - The codes section's modals save through the same `saving` state: CREATE_CODES ('add codes': a count, or one
 *   code per pasted recipient whose name and e-mail are then stored), REMOVE_CODES (only the unused ones of the
 *   selected codes are sent; the used ones are kept and counted) and SAVE_CODE (`editcode`: an unused code's name
 *   and e-mail). The answer updates `codes`, sets `codesNotice` and emits `codesChanged`.
 * - CHANGE_USER (salesperson) → `switching` (actor `changeUser`), then emits `reload`; a failure returns to
 *   `ready` with `switchError`.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`; a failing actor rejects with a
 * {@link ManagerFailure} (anything else counts as `failed`).
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GiftShop, GiftShopSettings } from '../src/api/schemas/giftshop.ts';
import {
  MAX_NEW_CODES,
  failureOf,
  isClosed,
  isUsedCode,
  mergeCodes,
  missingDefaults,
  replaceCodes,
  removableCodes,
  upsertShop,
  type ManagerContext,
  type ManagerEmitted,
  type ManagerEvent,
  type ManagerInput,
  type ManagerModal,
  type ManagerRoute,
  type ManagerSection,
  type SaveOutput,
  type SaveRequest,
  type ShopData,
} from './gift-shop-manager.types.ts';

export * from './gift-shop-manager.types.ts';

/** The modals of the current shop that save it with a persist (SAVE). */
const PERSIST_MODALS: ManagerModal[] = ['dates', 'deliverydate', 'address', 'theme', 'message'];
/** Every modal of the current shop (offered only while it is not closed). */
const SHOP_MODALS: ManagerModal[] = [
  ...PERSIST_MODALS,
  'addcodes',
  'sendcodes',
  'close',
  'remove',
  'removecodes',
  'editcode',
  'remind',
];
const SHOP_SECTIONS: ManagerSection[] = ['overview', 'assortment', 'codes'];

const routeOf = (event: ManagerEvent, fallback: ManagerRoute): ManagerRoute =>
  event.type === 'ROUTE' ? event.route : fallback;

export const giftShopManagerMachine = setup({
  types: {
    context: {} as ManagerContext,
    events: {} as ManagerEvent,
    input: {} as ManagerInput,
    emitted: {} as ManagerEmitted,
  },
  actors: {
    /** GET giftshop/settings and giftshop/by-user. Supplied by the view. */
    loadBasics: fromPromise<{ settings: GiftShopSettings; shops: GiftShop[] }, void>(async () => {
      throw new Error('giftShopManagerMachine: provide the loadBasics actor');
    }),
    /** GET giftshop/supervisor/giftshops. Supplied by the view. */
    loadAllShops: fromPromise<GiftShop[], void>(async () => {
      throw new Error('giftShopManagerMachine: provide the loadAllShops actor');
    }),
    /** GET giftshop/{id}: a shop that is not in the user's list. Supplied by the view. */
    loadShop: fromPromise<GiftShop, { id: string }>(async () => {
      throw new Error('giftShopManagerMachine: provide the loadShop actor');
    }),
    /** What a section needs of the current shop (codes, addresses, missing default products). Supplied by the view. */
    loadShopData: fromPromise<
      ShopData,
      { shop: GiftShop; codes: boolean; addresses: boolean; missingDefaults: string[] }
    >(async () => {
      throw new Error('giftShopManagerMachine: provide the loadShopData actor');
    }),
    /** create / persist / close / remove, and the codes' create / remove / persist. Supplied by the view. */
    save: fromPromise<SaveOutput, SaveRequest>(async () => {
      throw new Error('giftShopManagerMachine: provide the save actor');
    }),
    /** GET giftshop/salesperson/users/change/{id}. Supplied by the view. */
    changeUser: fromPromise<void, { userId: string }>(async () => {
      throw new Error('giftShopManagerMachine: provide the changeUser actor');
    }),
  },
  guards: {
    canOpen: ({ context, event }) => {
      if (event.type !== 'OPEN') return false;
      if (event.modal === 'create') return true;
      if (!context.current || isClosed(context) || !SHOP_MODALS.includes(event.modal)) return false;
      // Removing is offered only while no code is used; the delivery address not with home delivery (spec §2).
      if (event.modal === 'remove')
        return context.codes !== null && context.codes.every((c) => c.products.length === 0);
      if (event.modal === 'address') return !context.current.homedeliveryrequested;
      // A code's name and e-mail are edited until the code is used.
      if (event.modal === 'editcode')
        return context.codes?.some((c) => c.id === event.codeId && !isUsedCode(c)) ?? false;
      if (event.modal === 'removecodes') return context.codes !== null;
      return true;
    },
    /** 'add codes': 1–500 recipients, or (without recipients) a whole count of 1–500. */
    codesWanted: ({ context, event }) =>
      event.type === 'CREATE_CODES' &&
      context.modal === 'addcodes' &&
      (event.recipients.length
        ? event.recipients.length <= MAX_NEW_CODES
        : Number.isInteger(event.count) && event.count >= 1 && event.count <= MAX_NEW_CODES),
    /** Removing: at least one of the selected codes is unused (used ones are kept). */
    someRemovable: ({ context, event }) =>
      event.type === 'REMOVE_CODES' &&
      context.modal === 'removecodes' &&
      removableCodes(context.codes, event.ids).length > 0,
    editingCode: ({ context, event }) =>
      event.type === 'SAVE_CODE' && context.modal === 'editcode' && context.codeId !== null,
    nameFilled: ({ event }) => event.type === 'CREATE' && event.name.trim() !== '',
    /** A load failed because the user may not manage the shop (403) or it does not exist (404). */
    refusedOrGone: ({ event }) => {
      const kind = failureOf((event as { error?: unknown }).error).kind;
      return kind === 'forbidden' || kind === 'unknownShop';
    },
    openModalIs: ({ context, event }) =>
      (event.type === 'CLOSE_SHOP' && context.modal === 'close') ||
      (event.type === 'REMOVE_SHOP' && context.modal === 'remove') ||
      (event.type === 'CREATE' && context.modal === 'create') ||
      (event.type === 'SAVE' && context.modal !== null && PERSIST_MODALS.includes(context.modal)),
    routeHasShop: ({ context }) => !!context.route.giftshop && SHOP_SECTIONS.includes(context.route.section),
    shopInList: ({ context }) => findShop(context, context.route.giftshop) !== undefined,
    needsAllShops: ({ context }) => context.route.section === 'giftshops' && context.allShops === null,
    isSalesperson: ({ context }) => context.role === 'salesperson',
    hasPendingRoute: ({ context }) => context.pendingRoute !== null,
  },
  actions: {
    takeRoute: assign(({ context, event }) => {
      const route = routeOf(event, context.route);
      // A section change resets the sub-section (spec §4).
      const subsection = route.section === 'assortment' ? (route.subsection ?? 'none') : 'none';
      return { route: { ...route, subsection }, routeError: null, modal: null, saveError: null, codesNotice: null };
    }),
    showRoute: assign(({ context }) => ({
      section: context.route.section,
      subsection: context.route.subsection ?? 'none',
    })),
    clearCurrent: assign({ current: null, codes: null, addresses: null }),
    takePendingRoute: assign(({ context }) => {
      const route = context.pendingRoute ?? context.route;
      const subsection = route.section === 'assortment' ? (route.subsection ?? 'none') : 'none';
      return { route: { ...route, subsection }, pendingRoute: null, routeError: null, modal: null, saveError: null };
    }),
    selectFromList: assign(({ context }) => selectShop(context, findShop(context, context.route.giftshop)!)),
  },
}).createMachine({
  id: 'giftShopManager',
  context: ({ input }) => ({
    role: input?.role ?? 'owner',
    now: input?.now ?? new Date(),
    settings: null,
    shops: [],
    allShops: null,
    current: null,
    codes: null,
    addresses: null,
    section: 'dashboard',
    subsection: 'none',
    modal: null,
    codeId: null,
    codesNotice: null,
    loadError: null,
    routeError: null,
    saveError: null,
    switchError: null,
    route: { section: 'dashboard' },
    pendingRoute: null,
  }),
  initial: 'waiting',
  states: {
    /** Until the first route. */
    waiting: {
      on: { ROUTE: { target: 'loading', actions: 'takeRoute' } },
    },
    loading: {
      entry: assign({ loadError: null }),
      on: { ROUTE: { actions: 'takeRoute' } },
      invoke: {
        src: 'loadBasics',
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({ settings: event.output.settings, shops: event.output.shops })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: {
        RETRY: 'loading',
        ROUTE: { target: 'loading', actions: 'takeRoute' },
      },
    },
    routing: {
      // A newer route while this one loads starts over (its answers are dropped with the invoked actor).
      on: { ROUTE: { target: 'routing', reenter: true, actions: 'takeRoute' } },
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'needsAllShops', target: 'allShops' },
            {
              guard: ({ context }) => !context.route.giftshop,
              target: '#giftShopManager.ready',
              actions: ['clearCurrent', 'showRoute'],
            },
            { guard: 'shopInList', target: 'shopData', actions: 'selectFromList' },
            { target: 'shop' },
          ],
        },
        allShops: {
          invoke: {
            src: 'loadAllShops',
            onDone: { target: 'deciding', actions: assign({ allShops: ({ event }) => event.output }) },
            onError: {
              target: '#giftShopManager.ready',
              actions: [assign({ routeError: ({ event }) => failureOf(event.error), allShops: null }), 'showRoute'],
            },
          },
        },
        shop: {
          invoke: {
            src: 'loadShop',
            input: ({ context }) => ({ id: context.route.giftshop ?? '' }),
            onDone: { target: 'shopData', actions: assign(({ context, event }) => selectShop(context, event.output)) },
            onError: {
              target: '#giftShopManager.ready',
              actions: ['clearCurrent', assign({ routeError: ({ event }) => failureOf(event.error) }), 'showRoute'],
            },
          },
        },
        shopData: {
          invoke: {
            src: 'loadShopData',
            input: ({ context }) => ({
              shop: context.current!,
              codes: context.route.section === 'overview' || context.route.section === 'codes',
              addresses: context.route.section === 'overview',
              missingDefaults: missingDefaults(context.current!),
            }),
            onDone: {
              target: '#giftShopManager.ready',
              actions: [
                assign(({ context, event }) => {
                  const data = event.output ?? {};
                  const shop = data.shop ?? context.current!;
                  return {
                    current: shop,
                    shops: context.shops.some((s) => s.id === shop.id)
                      ? upsertShop(context.shops, shop)
                      : context.shops,
                    codes: data.codes ?? context.codes,
                    addresses: data.addresses ?? context.addresses,
                  };
                }),
                'showRoute',
              ],
            },
            // The shop's public record loads for anyone (recipients need it); its codes and addresses do not. A
            // shop the user may not manage, or that is gone, is no longer the current one: nothing of it shows.
            onError: [
              {
                guard: 'refusedOrGone',
                target: '#giftShopManager.ready',
                actions: [assign({ routeError: ({ event }) => failureOf(event.error) }), 'clearCurrent', 'showRoute'],
              },
              {
                target: '#giftShopManager.ready',
                actions: [assign({ routeError: ({ event }) => failureOf(event.error) }), 'showRoute'],
              },
            ],
          },
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        ROUTE: { target: 'routing', actions: 'takeRoute' },
        // 'Try again' of a route's failed load (the shop, its codes, the supervisor's list): the route loads again.
        RETRY: { target: 'routing', actions: assign({ routeError: null }) },
        SHOP_UPDATED: {
          guard: ({ context, event }) => context.current?.id === event.shop.id,
          actions: assign(({ context, event }) => ({
            current: event.shop,
            shops: upsertShop(context.shops, event.shop),
            allShops: context.allShops ? upsertShop(context.allShops, event.shop) : null,
          })),
        },
        CODES_UPDATED: { actions: assign({ codes: ({ context, event }) => replaceCodes(context.codes, event.codes) }) },
      },
      states: {
        idle: {
          always: { guard: 'hasPendingRoute', target: '#giftShopManager.routing', actions: 'takePendingRoute' },
          on: {
            OPEN: {
              guard: 'canOpen',
              target: 'editing',
              actions: assign({
                modal: ({ event }) => event.modal,
                codeId: ({ event }) => event.codeId ?? null,
                saveError: null,
                codesNotice: null,
              }),
            },
            CHANGE_USER: { guard: 'isSalesperson', target: '#giftShopManager.switching' },
          },
        },
        editing: {
          // The user went elsewhere while the save was in flight and it failed: the route wins.
          always: { guard: 'hasPendingRoute', target: '#giftShopManager.routing', actions: 'takePendingRoute' },
          on: {
            CLOSE_MODAL: { target: 'idle', actions: assign({ modal: null, codeId: null, saveError: null }) },
            CREATE: { guard: 'nameFilled', target: 'saving' },
            SAVE: { guard: 'openModalIs', target: 'saving' },
            CLOSE_SHOP: { guard: 'openModalIs', target: 'saving' },
            REMOVE_SHOP: { guard: 'openModalIs', target: 'saving' },
            CREATE_CODES: { guard: 'codesWanted', target: 'saving' },
            REMOVE_CODES: { guard: 'someRemovable', target: 'saving' },
            SAVE_CODE: { guard: 'editingCode', target: 'saving' },
          },
        },
        saving: {
          // In flight: the modal stays open and a second submit is ignored; a route change waits for the answer.
          on: {
            ROUTE: { actions: assign({ pendingRoute: ({ event }) => event.route }) },
            CLOSE_MODAL: {},
            RETRY: {},
          },
          entry: assign({ saveError: null }),
          invoke: {
            src: 'save',
            input: ({ context, event }): SaveRequest => {
              const id = context.current?.id ?? '';
              if (event.type === 'CREATE') return { kind: 'create', name: event.name.trim() };
              if (event.type === 'CLOSE_SHOP') return { kind: 'close', id };
              if (event.type === 'REMOVE_SHOP') return { kind: 'remove', id };
              if (event.type === 'CREATE_CODES')
                return event.recipients.length
                  ? { kind: 'createCodes', id, count: event.recipients.length, recipients: event.recipients }
                  : { kind: 'createCodes', id, count: event.count, recipients: [] };
              if (event.type === 'REMOVE_CODES') {
                // Only unused codes are removed; the used ones among the selected are kept (and counted).
                const codeids = removableCodes(context.codes, event.ids);
                return { kind: 'removeCodes', id, codeids, kept: new Set(event.ids).size - codeids.length };
              }
              if (event.type === 'SAVE_CODE')
                return {
                  kind: 'persistCode',
                  code: { id: context.codeId ?? '', name: event.name.trim(), email: event.email.trim() },
                };
              if (event.type === 'SAVE') {
                // The shop as this page last saw it: the server refuses the save (409) when it changed since.
                const lastupdate = context.current?.lastupdate;
                return { kind: 'persist', shop: { ...event.changes, id, ...(lastupdate ? { lastupdate } : {}) } };
              }
              return { kind: 'persist', shop: { id } };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'codes',
                target: 'idle',
                actions: [
                  assign(({ context, event }) => {
                    if (event.output.kind !== 'codes') return {};
                    const { codes, replace, notice } = event.output;
                    return {
                      codes: replace ? codes : mergeCodes(context.codes, codes),
                      codesNotice: notice,
                      modal: null,
                      codeId: null,
                    };
                  }),
                  emit(({ context }) => ({ type: 'codesChanged' as const, notice: context.codesNotice! })),
                ],
              },
              {
                guard: ({ event }) => event.output.kind === 'remove',
                target: 'idle',
                actions: [
                  assign(({ context, event }) => {
                    const id = event.output.kind === 'remove' ? event.output.id : '';
                    return {
                      shops: context.shops.filter((s) => s.id !== id),
                      allShops: context.allShops?.filter((s) => s.id !== id) ?? null,
                      current: null,
                      codes: null,
                      modal: null,
                    };
                  }),
                  emit(({ event }) => ({
                    type: 'removed' as const,
                    id: event.output.kind === 'remove' ? event.output.id : '',
                  })),
                ],
              },
              {
                target: 'idle',
                actions: [
                  assign(({ context, event }) => {
                    if (event.output.kind === 'remove' || event.output.kind === 'codes') return {};
                    const { shop } = event.output;
                    const created = event.output.kind === 'create';
                    return {
                      shops: upsertShop(context.shops, shop),
                      allShops: context.allShops ? upsertShop(context.allShops, shop) : null,
                      current: shop,
                      codes: created ? [] : context.codes,
                      modal: null,
                    };
                  }),
                  emit(({ event }) => {
                    const output = event.output as Extract<SaveOutput, { shop: GiftShop }>;
                    const type = output.kind === 'create' ? 'created' : output.kind === 'close' ? 'closed' : 'saved';
                    return { type, shop: output.shop } as ManagerEmitted;
                  }),
                ],
              },
            ],
            onError: { target: 'editing', actions: assign({ saveError: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
    switching: {
      entry: assign({ switchError: null }),
      invoke: {
        src: 'changeUser',
        input: ({ event }) => ({ userId: event.type === 'CHANGE_USER' ? event.userId : '' }),
        onDone: { target: 'reloading' },
        onError: { target: 'ready', actions: assign({ switchError: ({ event }) => failureOf(event.error) }) },
      },
    },
    /** The user was switched: the view clears the hash and reloads the page. */
    reloading: {
      type: 'final',
      entry: emit({ type: 'reload' as const }),
    },
  },
});

function findShop(context: ManagerContext, id: string | undefined): GiftShop | undefined {
  if (!id) return undefined;
  return context.shops.find((s) => s.id === id) ?? context.allShops?.find((s) => s.id === id);
}

function selectShop(context: ManagerContext, shop: GiftShop): Partial<ManagerContext> {
  // Another shop: its codes and addresses are the next load's.
  const same = context.current?.id === shop.id;
  return { current: shop, codes: same ? context.codes : null, addresses: context.addresses };
}

export type GiftShopManagerMachine = typeof giftShopManagerMachine;
export type GiftShopManagerActorRef = ActorRefFrom<typeof giftShopManagerMachine>;
export type GiftShopManagerSnapshot = SnapshotFrom<typeof giftShopManagerMachine>;

/** The route's data is loading (first load or a route change). */
export function isLoading(snapshot: GiftShopManagerSnapshot): boolean {
  return snapshot.matches('waiting') || snapshot.matches('loading') || snapshot.matches('routing');
}

/** A modal's call is in flight. */
export function isSaving(snapshot: GiftShopManagerSnapshot): boolean {
  return snapshot.matches({ ready: 'saving' });
}
