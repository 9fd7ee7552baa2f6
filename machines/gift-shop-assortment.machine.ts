/**
 * The 'Sortiment' section of one gift shop (spec §2 assortment sub-sections, §3 products / defaultproducts /
 * requireddefaultproducts, §7 persist and `{id}/default-assortment`; issue 12).
 *
 * States:
 * - `loading` — the product details (name, image) of the assortment and the default gifts that are not known yet
 *   (actor `loadInfo`, POST giftshop/productinfo). A failure → `failed` (RETRY loads again).
 * - `ready` — the section is shown. ENTER (the route's sub-section) starts the sub-section's draft from the shop as
 *   saved: 'Ret sortiment' (`editassortment`) edits `products` (ADD / REMOVE), 'Vælg standardgaver'
 *   (`choosedefaults`) edits `defaults` (TOGGLE_DEFAULT: never more than the required number; with one required,
 *   a pick replaces the other). SET_REQUIRED (sub-section none) saves the required number at once.
 *   FINISH `{ then }` saves the draft and emits `finished` with where to go next; which FINISH is offered is the
 *   guards' rule (spec §2):
 *   - `then: 'none'` ('Afslut') — in a sub-section;
 *   - `then: 'codes'` ('Afslut og gå til gavebeviser') — choosing defaults, the shop has no codes and the chosen
 *     defaults equal the required number;
 *   - `then: 'choosedefaults'` ('Afslut og vælg standardgaver') — editing the assortment, the defaults (still in
 *     the assortment) are fewer than required and at least the required number of products are chosen.
 *   Nothing is offered while the shop is closed (§6).
 * - `saving` — persist (`products`, or `requireddefaultproducts`) or default-assortment in flight; success emits
 *   `saved` (the manager takes the shop) and, for FINISH, `finished`; a failure returns with `saveError`.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`; a failing actor rejects with a
 * {@link ManagerFailure}.
 */
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GiftShop, PersistGiftShopRequest } from '../src/api/schemas/giftshop.ts';
import type { ProductInfo } from '../src/api/schemas/product.ts';
import { failureOf, isClosed, type ManagerFailure, type ManagerSubsection } from './gift-shop-manager.types.ts';

export type FinishTarget = 'none' | 'codes' | 'choosedefaults';

export interface AssortmentContext {
  shop: GiftShop;
  now: Date;
  /** How many codes the shop has (null: not known; counts as having some, so 'go to codes' is not offered). */
  codeCount: number | null;
  subsection: ManagerSubsection;
  /** The assortment being edited ('Ret sortiment'); the shop's own outside that sub-section. */
  products: string[];
  /** The default gifts being chosen ('Vælg standardgaver'); the shop's own outside that sub-section. */
  defaults: string[];
  /** Name and image per product id. */
  info: Record<string, ProductInfo>;
  loadError: ManagerFailure | null;
  saveError: ManagerFailure | null;
  /** Where the FINISH being saved goes next (null: a save that is no FINISH). */
  finishing: FinishTarget | null;
}

export interface AssortmentInput {
  shop: GiftShop;
  now?: Date;
  codeCount?: number | null;
  subsection?: ManagerSubsection;
}

export type AssortmentEvent =
  | { type: 'ENTER'; subsection: ManagerSubsection }
  | { type: 'SHOP'; shop: GiftShop; codeCount?: number | null }
  | { type: 'ADD'; product: ProductInfo }
  | { type: 'REMOVE'; id: string }
  | { type: 'TOGGLE_DEFAULT'; id: string }
  | { type: 'SET_REQUIRED'; count: number }
  | { type: 'FINISH'; then: FinishTarget }
  | { type: 'RETRY' };

export type AssortmentEmitted = { type: 'saved'; shop: GiftShop } | { type: 'finished'; then: FinishTarget };

type SaveRequest =
  { kind: 'persist'; shop: PersistGiftShopRequest } | { kind: 'defaults'; id: string; defaultproducts: string[] };

/** Ids whose name and image are not known yet: the assortment's and the default gifts'. */
export function missingInfo(shop: GiftShop, info: Record<string, ProductInfo>): string[] {
  const ids = [...new Set([...shop.products, ...shop.defaultproducts].map(String))];
  return ids.filter((id) => !info[id]);
}

/** The default gifts that are still in the assortment. */
export function defaultsIn(defaults: string[], products: string[]): string[] {
  const set = new Set(products);
  return defaults.filter((id) => set.has(id));
}

const inSub = (context: AssortmentContext, sub: ManagerSubsection) =>
  context.subsection === sub && !isClosed({ current: context.shop, now: context.now });

/** 'Afslut og gå til gavebeviser' (spec §2). */
export function canFinishToCodes(context: AssortmentContext): boolean {
  return (
    inSub(context, 'choosedefaults') &&
    context.codeCount === 0 &&
    context.defaults.length === context.shop.requireddefaultproducts
  );
}

/** 'Afslut og vælg standardgaver' (spec §2). */
export function canFinishToDefaults(context: AssortmentContext): boolean {
  const required = context.shop.requireddefaultproducts;
  return (
    inSub(context, 'editassortment') &&
    defaultsIn(context.defaults, context.products).length < required &&
    context.products.length >= required
  );
}

/** 'Afslut' (spec §2): in either sub-section. */
export function canFinish(context: AssortmentContext): boolean {
  return inSub(context, 'editassortment') || inSub(context, 'choosedefaults');
}

const draftsOf = (shop: GiftShop) => ({
  products: shop.products.map(String),
  defaults: shop.defaultproducts.map(String),
});

export const giftShopAssortmentMachine = setup({
  types: {
    context: {} as AssortmentContext,
    events: {} as AssortmentEvent,
    input: {} as AssortmentInput,
    emitted: {} as AssortmentEmitted,
  },
  actors: {
    /** POST giftshop/productinfo for the ids (in batches). Supplied by the view. */
    loadInfo: fromPromise<ProductInfo[], { ids: string[] }>(async () => {
      throw new Error('giftShopAssortmentMachine: provide the loadInfo actor');
    }),
    /** POST giftshop/persist or giftshop/{id}/default-assortment. Supplied by the view. */
    save: fromPromise<GiftShop, SaveRequest>(async () => {
      throw new Error('giftShopAssortmentMachine: provide the save actor');
    }),
  },
  guards: {
    needsInfo: ({ context }) => missingInfo(context.shop, context.info).length > 0,
    mayFinish: ({ context, event }) => {
      if (event.type !== 'FINISH') return false;
      if (event.then === 'codes') return canFinishToCodes(context);
      if (event.then === 'choosedefaults') return canFinishToDefaults(context);
      return canFinish(context);
    },
    mayEditAssortment: ({ context }) => inSub(context, 'editassortment'),
    mayChooseDefault: ({ context, event }) => {
      if (event.type !== 'TOGGLE_DEFAULT' || !inSub(context, 'choosedefaults')) return false;
      if (!context.products.includes(event.id)) return false;
      const required = context.shop.requireddefaultproducts;
      // Never more than required: a pick beyond it is refused, except with one required (it replaces).
      return context.defaults.includes(event.id) || context.defaults.length < required || required === 1;
    },
    requiredInRange: ({ context, event }) =>
      event.type === 'SET_REQUIRED' &&
      inSub(context, 'none') &&
      Number.isInteger(event.count) &&
      event.count >= 1 &&
      event.count <= Math.max(1, context.shop.products.length) &&
      event.count !== context.shop.requireddefaultproducts,
  },
}).createMachine({
  id: 'giftShopAssortment',
  context: ({ input }) => ({
    shop: input.shop,
    now: input.now ?? new Date(),
    codeCount: input.codeCount ?? null,
    subsection: input.subsection ?? 'none',
    ...draftsOf(input.shop),
    info: Object.fromEntries(input.shop.defaultproductsinfo.map((p) => [String(p.id), p])),
    loadError: null,
    saveError: null,
    finishing: null,
  }),
  initial: 'checking',
  on: {
    ENTER: {
      actions: assign(({ context, event }) => ({
        subsection: event.subsection,
        ...draftsOf(context.shop),
        saveError: null,
      })),
    },
  },
  states: {
    checking: {
      always: [{ guard: 'needsInfo', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadInfo',
        input: ({ context }) => ({ ids: missingInfo(context.shop, context.info) }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            info: { ...context.info, ...Object.fromEntries(event.output.map((p) => [String(p.id), p])) },
          })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        // The manager's shop changed (another save): drafts start again from it.
        SHOP: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            shop: event.shop,
            codeCount: event.codeCount === undefined ? context.codeCount : event.codeCount,
            ...draftsOf(event.shop),
          })),
        },
        ADD: {
          guard: 'mayEditAssortment',
          actions: assign(({ context, event }) => {
            const id = String(event.product.id);
            if (context.products.includes(id)) return {};
            return { products: [...context.products, id], info: { ...context.info, [id]: event.product } };
          }),
        },
        REMOVE: {
          guard: 'mayEditAssortment',
          actions: assign(({ context, event }) => ({ products: context.products.filter((id) => id !== event.id) })),
        },
        TOGGLE_DEFAULT: {
          guard: 'mayChooseDefault',
          actions: assign(({ context, event }) => {
            if (context.defaults.includes(event.id))
              return { defaults: context.defaults.filter((d) => d !== event.id) };
            if (context.defaults.length >= context.shop.requireddefaultproducts) return { defaults: [event.id] };
            return { defaults: [...context.defaults, event.id] };
          }),
        },
        SET_REQUIRED: { guard: 'requiredInRange', target: 'saving', actions: assign({ finishing: null }) },
        FINISH: {
          guard: 'mayFinish',
          target: 'saving',
          actions: assign({ finishing: ({ event }) => event.then }),
        },
      },
    },
    saving: {
      entry: assign({ saveError: null }),
      invoke: {
        src: 'save',
        input: ({ context, event }): SaveRequest => {
          const { shop } = context;
          const lastupdate = shop.lastupdate ? { lastupdate: shop.lastupdate } : {};
          if (event.type === 'SET_REQUIRED') {
            // Fewer required than chosen defaults: the first ones are kept (the server refuses more).
            const defaultproducts = shop.defaultproducts.map(String).slice(0, event.count);
            return {
              kind: 'persist',
              shop: { id: shop.id, requireddefaultproducts: event.count, defaultproducts, ...lastupdate },
            };
          }
          if (context.subsection === 'choosedefaults')
            return { kind: 'defaults', id: shop.id, defaultproducts: context.defaults };
          return {
            kind: 'persist',
            shop: {
              id: shop.id,
              products: context.products,
              defaultproducts: defaultsIn(context.defaults, context.products),
              ...lastupdate,
            },
          };
        },
        onDone: {
          target: 'checking',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const shop = event.output;
            const then = context.finishing;
            enqueue.assign({ shop, ...draftsOf(shop), finishing: null });
            enqueue.emit({ type: 'saved', shop });
            if (then) enqueue.emit({ type: 'finished', then });
          }),
        },
        onError: { target: 'ready', actions: assign({ saveError: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});

export type GiftShopAssortmentActorRef = ActorRefFrom<typeof giftShopAssortmentMachine>;
export type GiftShopAssortmentSnapshot = SnapshotFrom<typeof giftShopAssortmentMachine>;
