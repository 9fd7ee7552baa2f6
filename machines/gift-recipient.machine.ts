/**
 * The recipient (gift selection) flow, spec §2 "Recipient (gift selection) front", route entry rules, §4, §5.
 *
 * Steps LOGIN → INFO → MESSAGE → PRODUCTS → COMPLETED:
 * code entered → code fetched → its shop fetched by `shopid` → INFO; info saved → MESSAGE; continue → PRODUCTS;
 * confirm and code saved (redeem) → COMPLETED.
 *
 * No React, DOM, fetch or strings: every effect is an actor (`fetchCode`, `fetchShop`, `fetchProducts`,
 * `redeemCode`, `restoreProgress`) or action (`persistProgress`, `clearProgress`) supplied with `.provide()`;
 * outward facts are emitted ({@link GiftRecipientEmitted}). Errors are kinds ({@link GiftRecipientError}); the
 * views turn them into the spec's Danish texts.
 *
 * Decisions:
 * - "Info saved" means saved locally (name, e-mail and consent go into the stored progress and are sent with
 *   the redeem call); the spec shows no separate call for it.
 * - With `requireddefaultproducts` 1 choosing another gift replaces the chosen one (a radio-like toggle); with
 *   more, choosing beyond the required count is ignored until one is removed.
 * - The shop state is derived when the shop is loaded and re-checked with the clock whenever the recipient
 *   moves on (save info, continue, confirm): a shop that closed meanwhile sends the recipient back to LOGIN
 *   with its error ("if the shop is not open, info falls back to login").
 * - A USED code (at entry, or when a redeem loses the race with 409 'Kode allerede brugt') shows its earlier
 *   choice on the completed step (`completedKind: 'alreadyUsed'`, error `codeUsed`) instead of a new choice.
 *   The shop's state is checked first: a used code of a closed shop shows the shop's error.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { Product, ProductInfo } from '../src/api/schemas/product.ts';
import { giftShopState, normalizeGiftCode, utcDay, type GiftShopState } from '../src/domain/index.ts';
import { isEmailValid, isGiftNameValid } from '../src/validation/rules.ts';

// ---------------------------------------------------------------------------------------------
// Public types (re-exported by src/features/gift-recipient/view-model.ts)

export type GiftStep = 'login' | 'info' | 'message' | 'products' | 'completed';
export type GiftShopFrontState = GiftShopState;
export type GiftCodeState = 'UNKNOWN' | 'USED' | 'UNUSED';
/** The effect a `network` error belongs to (what RETRY repeats). */
export type GiftOperation = 'code' | 'shop' | 'products' | 'redeem';
export type GiftRecipientError =
  | { kind: 'unknownShop' }
  | { kind: 'shopClosed' }
  | { kind: 'shopAwaiting' }
  | { kind: 'unknownCode' }
  | { kind: 'codeUsed' }
  | { kind: 'emptyCode' }
  | { kind: 'network'; operation: GiftOperation }
  | { kind: 'productsUnavailable' }
  | { kind: 'redeemFailed'; status?: number; message?: string };
export type GiftErrorKind = GiftRecipientError['kind'];

export interface GiftInfoValues {
  name: string;
  email: string;
  consent: boolean;
}

export const GIFT_PAGE_SIZE = 20;
export const DEFAULT_REQUIRED_PRODUCTS = 1;

/** Result of a fetch effect: found, not found (404 / null), or any other failure (network, 5xx, invalid). */
export type LoadResult<T> = { status: 'ok'; value: T } | { status: 'notFound' } | { status: 'error' };
/** Result of the redeem effect (`POST giftshop/code/{id}/redeem`). */
export type RedeemResult =
  | { status: 'ok'; value: GiftCode }
  | { status: 'used' }
  | { status: 'closed' }
  | { status: 'awaiting' }
  | { status: 'notFound' }
  | { status: 'network' }
  | { status: 'error'; httpStatus?: number; message?: string };

export interface RedeemInput {
  code: string;
  name: string;
  /** Empty string when no e-mail was given. */
  email: string;
  products: string[];
}

/** What is stored per shop + code until the choice is confirmed ("the selection survives a reload"). */
export interface GiftProgress {
  v: 1;
  step: 'info' | 'message' | 'products';
  info: GiftInfoValues;
  selection: string[];
  page: number;
}

export interface GiftRecipientInput {
  /** Gift shop id of the route (`/g/{giftshop?}/…`) or element attribute. */
  giftshop?: string | null;
  /** Code of the route (`/g/…/{code?}`) or element attribute. */
  code?: string | null;
  /**
   * The step the host asks for (route `/g/{giftshop}/{code}/{step}`: back/forward, reload). After a code is
   * loaded the flow resumes at the earlier of this step and the stored progress' step (never further than the
   * progress allows).
   */
  step?: GiftStep | null;
  /** The clock (injectable for tests); the shop state is derived by its UTC day. */
  now?: () => Date;
}

export interface GiftRecipientContext {
  step: GiftStep;
  routeShop: string | null;
  /** The code to fetch (route or typed), trimmed. */
  routeCode: string | null;
  code: GiftCode | null;
  shop: GiftShop | null;
  shopState: GiftShopFrontState;
  products: Product[] | null;
  page: number;
  selection: string[];
  info: GiftInfoValues;
  openedProductId: string | null;
  error: GiftRecipientError | null;
  completedKind: 'confirmed' | 'alreadyUsed' | null;
  /** Step to resume after a restore. */
  resumeStep: GiftProgress['step'] | null;
  /** Step asked for by the host (input / ROUTE), applied when resuming. */
  requestedStep: GiftStep | null;
  now: () => Date;
}

export type GiftRecipientEvent =
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'ROUTE'; giftshop?: string | null; code?: string | null; step?: GiftStep | null }
  /** The host asks for a step (back/forward): back is always allowed, forward only as far as progress allows. */
  | { type: 'GO_TO'; step: GiftStep }
  | { type: 'UPDATE_INFO'; patch: Partial<GiftInfoValues> }
  | { type: 'SAVE_INFO' }
  | { type: 'CONTINUE' }
  | { type: 'TOGGLE_PRODUCT'; id: string }
  | { type: 'SET_PAGE'; page: number }
  | { type: 'OPEN_PRODUCT'; id: string }
  | { type: 'CLOSE_PRODUCT' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'DISMISS_ERROR' }
  | { type: 'BACK' }
  | { type: 'LEAVE' };

export type GiftRecipientEmitted =
  /** The loaded code belongs to another shop than the route: go to `/g/{giftshop}/{code}`. */
  | { type: 'redirect'; giftshop: string; code: string }
  /** A code was loaded (canonical id) with its shop id: the router may put it into the URL (deep link). */
  | { type: 'codeLoaded'; giftshop: string; code: string }
  | { type: 'stepChanged'; step: GiftStep }
  /** The recipient confirmed and the code was saved. */
  | { type: 'completed'; giftshop: string; code: string; products: string[] }
  /** The recipient left the flow (or dismissed a closed shop's code): go to `/g/{giftshop?}`. */
  | { type: 'left'; giftshop: string | null };

// ---------------------------------------------------------------------------------------------
// Pure helpers

export { utcDay };

/**
 * Front state of a gift shop (spec §4): UNKNOWN if no shop; CLOSED if status is closed or the end date is
 * before today; AWAITING if the start date is after today; otherwise OPEN. Compared by day in UTC — the one
 * rule of src/domain/shop-state.ts, which the server applies too.
 */
export function deriveShopState(
  shop: Pick<GiftShop, 'status' | 'startdate' | 'enddate'> | null | undefined,
  now: Date,
): GiftShopFrontState {
  return giftShopState(shop, now);
}

/** Usage state of a gift code (spec §4): UNKNOWN if no code; USED if products are chosen; otherwise UNUSED. */
export function deriveCodeState(code: Pick<GiftCode, 'products'> | null | undefined): GiftCodeState {
  if (!code) return 'UNKNOWN';
  return code.products.length > 0 ? 'USED' : 'UNUSED';
}

/** Required number of gifts (spec §5; default 1). */
export function requiredCount(shop: Pick<GiftShop, 'requireddefaultproducts'> | null | undefined): number {
  const n = shop?.requireddefaultproducts;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_REQUIRED_PRODUCTS;
}

export function isInfoValid(info: GiftInfoValues): boolean {
  return isGiftNameValid(info.name) && isEmailValid(info.email.trim()) && info.consent === true;
}

/** Codes are compared forgivingly (case, separators, O/0 and I/L/1 look-alikes): src/domain/gift-code.ts, as the server matches them. */
export const normalizeCode: (code: string) => string = normalizeGiftCode;

export function pageCount(total: number): number {
  return Math.ceil(total / GIFT_PAGE_SIZE);
}

function clampPage(page: number, total: number): number {
  const last = Math.max(0, pageCount(total) - 1);
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, Math.trunc(page)), last);
}

function shopError(state: GiftShopFrontState): GiftRecipientError | null {
  if (state === 'CLOSED') return { kind: 'shopClosed' };
  if (state === 'AWAITING') return { kind: 'shopAwaiting' };
  return null;
}

/** The chosen products of a code (productsinfo, in the order of `products`). */
export function chosenProductsOf(code: GiftCode | null): ProductInfo[] {
  return code ? code.productsinfo : [];
}

/** Storage key of the progress of one shop + code. */
export function progressKey(giftshop: string, code: string): string {
  return `butik:gift-recipient:${giftshop}:${normalizeCode(code)}`;
}

/** The progress to store for the current context, or null when there is nothing to keep. */
export function progressOf(context: GiftRecipientContext): GiftProgress | null {
  if (!context.code || !context.shop) return null;
  if (context.step !== 'info' && context.step !== 'message' && context.step !== 'products') return null;
  return { v: 1, step: context.step, info: { ...context.info }, selection: [...context.selection], page: context.page };
}

/** Checks stored progress (untrusted) against the shop; null when unusable. */
export function sanitizeProgress(value: unknown, shop: GiftShop | null): GiftProgress | null {
  if (!value || typeof value !== 'object' || !shop) return null;
  const v = value as Record<string, unknown>;
  if (v.v !== 1) return null;
  const step = v.step === 'info' || v.step === 'message' || v.step === 'products' ? v.step : null;
  if (!step) return null;
  const rawInfo = (v.info && typeof v.info === 'object' ? v.info : {}) as Record<string, unknown>;
  const info: GiftInfoValues = {
    name: typeof rawInfo.name === 'string' ? rawInfo.name.slice(0, 200) : '',
    email: typeof rawInfo.email === 'string' ? rawInfo.email.slice(0, 254) : '',
    consent: rawInfo.consent === true,
  };
  const allowed = new Set(shop.products);
  const selection = Array.isArray(v.selection)
    ? [...new Set(v.selection.filter((id): id is string => typeof id === 'string' && allowed.has(id)))].slice(0, requiredCount(shop))
    : [];
  const page = typeof v.page === 'number' ? clampPage(v.page, shop.products.length) : 0;
  return { v: 1, step, info, selection, page };
}

const EMPTY_INFO: GiftInfoValues = { name: '', email: '', consent: false };

const STEP_ORDER: Record<GiftStep, number> = { login: 0, info: 1, message: 2, products: 3, completed: 4 };

/** The step to resume at: the stored step, or the requested one when it is earlier (but not LOGIN/COMPLETED). */
export function resumeTarget(saved: GiftProgress['step'] | null, requested: GiftStep | null): GiftProgress['step'] {
  const stored = saved ?? 'info';
  if (requested === 'info' || requested === 'message' || requested === 'products') {
    return STEP_ORDER[requested] < STEP_ORDER[stored] ? requested : stored;
  }
  return stored;
}

/** The shop is open now (by the clock) and was not found closed by the server meanwhile. */
function openNow(context: GiftRecipientContext): boolean {
  return context.shopState === 'OPEN' && deriveShopState(context.shop, context.now()) === 'OPEN';
}

function asStep(value: unknown): GiftStep | null {
  return typeof value === 'string' && value in STEP_ORDER ? (value as GiftStep) : null;
}

// ---------------------------------------------------------------------------------------------
// Machine

function notProvided(name: string): never {
  throw new Error(`gift-recipient machine: actor "${name}" was not provided`);
}

export const giftRecipientMachine = setup({
  types: {
    context: {} as GiftRecipientContext,
    events: {} as GiftRecipientEvent,
    input: {} as GiftRecipientInput | undefined,
    emitted: {} as GiftRecipientEmitted,
  },
  actors: {
    fetchCode: fromPromise<LoadResult<GiftCode>, { code: string }>(async () => notProvided('fetchCode')),
    fetchShop: fromPromise<LoadResult<GiftShop>, { id: string }>(async () => notProvided('fetchShop')),
    fetchProducts: fromPromise<LoadResult<Product[]>, { ids: string[] }>(async () => notProvided('fetchProducts')),
    redeemCode: fromPromise<RedeemResult, RedeemInput>(async () => notProvided('redeemCode')),
    restoreProgress: fromPromise<unknown, { giftshop: string; code: string }>(async () => null),
  },
  actions: {
    /** A load or save failed for a network/server reason: keep which one, so RETRY repeats it. */
    networkError: assign((_, params: { operation: GiftOperation }) => ({
      error: { kind: 'network', operation: params.operation } as const,
    })),
    /** The shop asked for does not exist. */
    shopNotFound: assign({ shop: null, shopState: 'UNKNOWN', error: { kind: 'unknownShop' } }),
    /** Store {@link progressOf}(context) under {@link progressKey}; the hook supplies it (storage). */
    persistProgress: () => {},
    /** Remove the stored progress of the current shop + code; the hook supplies it. */
    clearProgress: () => {},
    /** The host asked for LOGIN (history back): forget the code in memory; the stored progress stays for forward. */
    backToLogin: assign({
      routeCode: null,
      code: null,
      page: 0,
      selection: [],
      info: () => ({ ...EMPTY_INFO }),
      openedProductId: null,
      error: null,
      completedKind: null,
      resumeStep: null,
      requestedStep: null,
    }),
    /** The shop is (now) not open: back to LOGIN with its error (spec §2 "info falls back to login"). */
    fallBackToLogin: assign(({ context }) => {
      const derived = deriveShopState(context.shop, context.now());
      const shopState = derived === 'OPEN' ? context.shopState : derived;
      return { shopState, error: shopError(shopState) ?? ({ kind: 'unknownShop' } as const) };
    }),
  },
  guards: {
    hasRouteCode: ({ context }) => !!context.routeCode,
    routeShopLoaded: ({ context }) => !!context.routeShop && context.shop?.id === context.routeShop,
    hasRouteShop: ({ context }) => !!context.routeShop,
    formShown: ({ context }) => context.shopState === 'UNKNOWN' || context.shopState === 'OPEN',
    infoValid: ({ context }) => isInfoValid(context.info),
    shopOpenNow: ({ context }) => openNow(context),
    selectionComplete: ({ context }) => context.selection.length === requiredCount(context.shop),
    productsLoaded: ({ context }) => context.products !== null,
  },
}).createMachine({
  id: 'giftRecipient',
  context: ({ input }) => ({
    step: 'login',
    routeShop: input?.giftshop?.trim() || null,
    routeCode: input?.code?.trim() || null,
    code: null,
    shop: null,
    shopState: 'UNKNOWN',
    products: null,
    page: 0,
    selection: [],
    info: { ...EMPTY_INFO },
    openedProductId: null,
    error: null,
    completedKind: null,
    resumeStep: null,
    requestedStep: asStep(input?.step),
    now: input?.now ?? (() => new Date()),
  }),
  initial: 'login',
  on: {
    ROUTE: {
      guard: ({ context, event }) => {
        const shop = event.giftshop?.trim() || null;
        const code = event.code?.trim() || null;
        const currentCode = context.code?.id ?? context.routeCode;
        const sameCode = (code === null && currentCode === null) ||
          (code !== null && currentCode !== null && normalizeCode(code) === normalizeCode(currentCode));
        const currentShop = context.shop?.id ?? context.routeShop;
        // A route without a shop but with the loaded code is the same place.
        const sameShop = shop === currentShop || (shop === null && code !== null && sameCode);
        return !(sameCode && sameShop);
      },
      target: '.login.boot',
      actions: assign(({ context, event }) => {
        const giftshop = event.giftshop?.trim() || null;
        const keepShop = giftshop !== null && context.shop?.id === giftshop;
        return {
          routeShop: giftshop,
          routeCode: event.code?.trim() || null,
          code: null,
          shop: keepShop ? context.shop : null,
          shopState: keepShop ? context.shopState : ('UNKNOWN' as const),
          products: keepShop ? context.products : null,
          page: 0,
          selection: [],
          info: { ...EMPTY_INFO },
          openedProductId: null,
          error: null,
          completedKind: null,
          resumeStep: null,
          requestedStep: asStep(event.step),
        };
      }),
    },
    LEAVE: {
      target: '.login.idle',
      actions: [
        'clearProgress',
        assign({
          routeCode: null,
          code: null,
          page: 0,
          selection: [],
          info: () => ({ ...EMPTY_INFO }),
          openedProductId: null,
          error: null,
          completedKind: null,
          resumeStep: null,
        }),
        emit(({ context }) => ({ type: 'left' as const, giftshop: context.shop?.id ?? context.routeShop })),
      ],
    },
  },
  states: {
    login: {
      entry: [
        assign({ step: 'login' }),
        // A route change is the host's own doing: it is not reported back (it would fight the router).
        enqueueActions(({ event, enqueue }) => {
          if (event.type !== 'ROUTE') enqueue.emit({ type: 'stepChanged', step: 'login' });
        }),
      ],
      initial: 'boot',
      states: {
        boot: {
          always: [
            { guard: 'hasRouteCode', target: 'loadingCode' },
            { guard: 'routeShopLoaded', target: 'idle' },
            { guard: 'hasRouteShop', target: 'loadingShop' },
            { target: 'idle' },
          ],
        },
        idle: {
          on: {
            SUBMIT_CODE: [
              { guard: ({ context }) => !(context.shopState === 'UNKNOWN' || context.shopState === 'OPEN') },
              { guard: ({ event }) => event.code.trim() === '', actions: assign({ error: { kind: 'emptyCode' } }) },
              {
                target: 'loadingCode',
                actions: assign({ routeCode: ({ event }) => event.code.trim(), error: null }),
              },
            ],
            RETRY: [
              {
                guard: ({ context }) => context.error?.kind === 'network' && context.error.operation === 'code' && !!context.routeCode,
                target: 'loadingCode',
                actions: assign({ error: null }),
              },
              {
                guard: ({ context }) => context.error?.kind === 'network' && context.error.operation === 'shop' && !!context.code,
                target: 'loadingCodeShop',
                actions: assign({ error: null }),
              },
              {
                guard: ({ context }) => context.error?.kind === 'network' && context.error.operation === 'shop' && !!context.routeShop,
                target: 'loadingShop',
                actions: assign({ error: null }),
              },
            ],
            DISMISS_ERROR: [
              {
                // A code led to a shop that is not open: forget code and shop so another code can be entered.
                guard: ({ context }) => !!context.error && (context.shopState === 'CLOSED' || context.shopState === 'AWAITING') && context.shop?.id !== context.routeShop,
                actions: [
                  assign({ error: null, code: null, routeCode: null, shop: null, shopState: 'UNKNOWN', products: null }),
                  emit({ type: 'left', giftshop: null }),
                ],
              },
              // The route's own shop is not open: its error stays (there is nothing else to do there).
              { guard: ({ context }) => context.shopState === 'CLOSED' || context.shopState === 'AWAITING' },
              { actions: assign({ error: null, code: null, routeCode: null }) },
            ],
          },
        },
        loadingShop: {
          invoke: {
            src: 'fetchShop',
            input: ({ context }) => ({ id: context.routeShop ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok',
                target: 'idle',
                actions: assign(({ context, event }) => {
                  const shop = (event.output as { value: GiftShop }).value;
                  const shopState = deriveShopState(shop, context.now());
                  return { shop, shopState, products: null, error: shopError(shopState) };
                }),
              },
              {
                guard: ({ event }) => event.output.status === 'notFound',
                target: 'idle',
                actions: 'shopNotFound',
              },
              { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
            ],
            onError: { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
          },
        },
        loadingCode: {
          invoke: {
            src: 'fetchCode',
            input: ({ context }) => ({ code: context.routeCode ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok',
                target: 'loadingCodeShop',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const code = (event.output as { value: GiftCode }).value;
                  enqueue.assign({ code });
                  enqueue.emit({ type: 'codeLoaded', giftshop: code.shopid, code: code.id });
                  if (context.routeShop && code.shopid !== context.routeShop) {
                    enqueue.emit({ type: 'redirect', giftshop: code.shopid, code: code.id });
                  }
                }),
              },
              {
                guard: ({ event }) => event.output.status === 'notFound',
                target: 'idle',
                actions: assign({ code: null, error: { kind: 'unknownCode' } }),
              },
              { target: 'idle', actions: { type: 'networkError', params: { operation: 'code' } } },
            ],
            onError: { target: 'idle', actions: { type: 'networkError', params: { operation: 'code' } } },
          },
        },
        loadingCodeShop: {
          invoke: {
            src: 'fetchShop',
            input: ({ context }) => ({ id: context.code?.shopid ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok',
                target: 'checkCode',
                actions: assign(({ context, event }) => {
                  const shop = (event.output as { value: GiftShop }).value;
                  const keepProducts = context.shop?.id === shop.id;
                  return {
                    shop,
                    shopState: deriveShopState(shop, context.now()),
                    products: keepProducts ? context.products : null,
                  };
                }),
              },
              {
                guard: ({ event }) => event.output.status === 'notFound',
                target: 'idle',
                actions: 'shopNotFound',
              },
              { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
            ],
            onError: { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
          },
        },
        checkCode: {
          always: [
            {
              guard: ({ context }) => context.shopState !== 'OPEN',
              target: 'idle',
              actions: assign({ error: ({ context }) => shopError(context.shopState) }),
            },
            {
              guard: ({ context }) => deriveCodeState(context.code) === 'USED',
              target: '#giftRecipient.completed',
              actions: assign({
                completedKind: 'alreadyUsed',
                error: { kind: 'codeUsed' },
                selection: ({ context }) => [...(context.code?.products ?? [])],
              }),
            },
            { target: 'restoring' },
          ],
        },
        restoring: {
          invoke: {
            src: 'restoreProgress',
            input: ({ context }) => ({ giftshop: context.shop?.id ?? '', code: context.code?.id ?? '' }),
            onDone: {
              target: 'resume',
              actions: assign(({ context, event }) => {
                const saved = sanitizeProgress(event.output, context.shop);
                if (!saved) return { resumeStep: null, error: null };
                return { info: saved.info, selection: saved.selection, page: saved.page, resumeStep: saved.step, error: null };
              }),
            },
            onError: { target: 'resume', actions: assign({ resumeStep: null, error: null }) },
          },
        },
        resume: {
          always: [
            {
              guard: ({ context }) => resumeTarget(context.resumeStep, context.requestedStep) === 'products' && isInfoValid(context.info),
              target: '#giftRecipient.products',
            },
            {
              guard: ({ context }) => resumeTarget(context.resumeStep, context.requestedStep) === 'message' && isInfoValid(context.info),
              target: '#giftRecipient.message',
            },
            { target: '#giftRecipient.info' },
          ],
          exit: assign({ requestedStep: null }),
        },
      },
    },
    info: {
      entry: [assign({ step: 'info', resumeStep: null }), emit({ type: 'stepChanged', step: 'info' }), 'persistProgress'],
      on: {
        UPDATE_INFO: {
          actions: [
            assign({
              info: ({ context, event }) => ({
                name: typeof event.patch.name === 'string' ? event.patch.name : context.info.name,
                email: typeof event.patch.email === 'string' ? event.patch.email : context.info.email,
                consent: typeof event.patch.consent === 'boolean' ? event.patch.consent : context.info.consent,
              }),
            }),
            'persistProgress',
          ],
        },
        GO_TO: [
          { guard: ({ event }) => event.step === 'login', target: '#giftRecipient.login.idle', actions: 'backToLogin' },
          { guard: ({ context, event }) => (event.step === 'message' || event.step === 'products') && !isInfoValid(context.info) },
          { guard: ({ context }) => !openNow(context) },
          { guard: ({ event }) => event.step === 'message', target: 'message' },
          { guard: ({ event }) => event.step === 'products', target: 'products' },
        ],
        SAVE_INFO: [
          { guard: ({ context }) => !isInfoValid(context.info) },
          { guard: 'shopOpenNow', target: 'message' },
          { target: '#giftRecipient.login.idle', actions: 'fallBackToLogin' },
        ],
      },
    },
    message: {
      entry: [assign({ step: 'message' }), emit({ type: 'stepChanged', step: 'message' }), 'persistProgress'],
      on: {
        CONTINUE: [
          { guard: 'shopOpenNow', target: 'products' },
          { target: '#giftRecipient.login.idle', actions: 'fallBackToLogin' },
        ],
        BACK: { target: 'info' },
        GO_TO: [
          { guard: ({ event }) => event.step === 'login', target: '#giftRecipient.login.idle', actions: 'backToLogin' },
          { guard: ({ event }) => event.step === 'info', target: 'info' },
          { guard: ({ context, event }) => event.step === 'products' && openNow(context), target: 'products' },
        ],
      },
    },
    products: {
      entry: [assign({ step: 'products', error: null }), emit({ type: 'stepChanged', step: 'products' }), 'persistProgress'],
      exit: assign({ openedProductId: null }),
      initial: 'boot',
      on: {
        OPEN_PRODUCT: {
          guard: ({ context, event }) => !!context.products?.some((p) => p.id === event.id),
          actions: assign({ openedProductId: ({ event }) => event.id }),
        },
        CLOSE_PRODUCT: { actions: assign({ openedProductId: null }) },
        // Host-requested steps (back/forward); ignored while saving (see redeeming/refetching).
        GO_TO: [
          { guard: ({ event }) => event.step === 'login', target: '#giftRecipient.login.idle', actions: 'backToLogin' },
          { guard: ({ event }) => event.step === 'info', target: '#giftRecipient.info' },
          { guard: ({ event }) => event.step === 'message', target: '#giftRecipient.message' },
        ],
        SET_PAGE: {
          actions: [
            assign({ page: ({ context, event }) => clampPage(event.page, context.products?.length ?? context.shop?.products.length ?? 0) }),
            'persistProgress',
          ],
        },
      },
      states: {
        boot: {
          always: [{ guard: 'productsLoaded', target: 'ready' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            src: 'fetchProducts',
            input: ({ context }) => ({ ids: [...(context.shop?.products ?? [])] }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok',
                target: 'ready',
                actions: assign(({ context, event }) => {
                  const products = (event.output as { value: Product[] }).value;
                  const known = new Set(products.map((p) => p.id));
                  return {
                    products,
                    selection: context.selection.filter((id) => known.has(id)),
                    page: clampPage(context.page, products.length),
                    error: null,
                  };
                }),
              },
              { target: 'failed', actions: assign({ error: { kind: 'productsUnavailable' } }) },
            ],
            onError: { target: 'failed', actions: assign({ error: { kind: 'productsUnavailable' } }) },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'loading', actions: assign({ error: null }) },
            BACK: { target: '#giftRecipient.message' },

          },
        },
        ready: {
          on: {
            TOGGLE_PRODUCT: {
              guard: ({ context, event }) => !!context.products?.some((p) => p.id === event.id),
              actions: [
                assign({
                  selection: ({ context, event }) => {
                    const required = requiredCount(context.shop);
                    if (context.selection.includes(event.id)) return context.selection.filter((id) => id !== event.id);
                    if (context.selection.length < required) return [...context.selection, event.id];
                    if (required === 1) return [event.id];
                    return context.selection;
                  },
                  error: ({ context }) => (context.error?.kind === 'redeemFailed' || context.error?.kind === 'network' ? null : context.error),
                }),
                'persistProgress',
              ],
            },
            CONFIRM: [
              { guard: ({ context }) => context.selection.length !== requiredCount(context.shop) },
              { guard: 'shopOpenNow', target: 'redeeming', actions: assign({ error: null, openedProductId: null }) },
              { target: '#giftRecipient.login.idle', actions: 'fallBackToLogin' },
            ],
            RETRY: {
              guard: ({ context }) => context.error?.kind === 'network' && context.error.operation === 'redeem' && context.selection.length === requiredCount(context.shop),
              target: 'redeeming',
              actions: assign({ error: null }),
            },
            DISMISS_ERROR: { actions: assign({ error: null }) },
            BACK: { target: '#giftRecipient.message' },
          },
        },
        redeeming: {
          on: { GO_TO: {}, BACK: {}, LEAVE: {} },
          invoke: {
            src: 'redeemCode',
            input: ({ context }) => ({
              code: context.code?.id ?? '',
              name: context.info.name.trim(),
              email: context.info.email.trim(),
              products: [...context.selection],
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok',
                target: '#giftRecipient.completed',
                actions: [
                  'clearProgress',
                  assign({
                    code: ({ event }) => (event.output as { value: GiftCode }).value,
                    completedKind: 'confirmed',
                    error: null,
                  }),
                  emit(({ context }) => ({
                    type: 'completed' as const,
                    giftshop: context.code?.shopid ?? '',
                    code: context.code?.id ?? '',
                    products: [...(context.code?.products ?? [])],
                  })),
                ],
              },
              { guard: ({ event }) => event.output.status === 'used', target: 'refetching' },
              {
                guard: ({ event }) => event.output.status === 'closed',
                target: '#giftRecipient.login.idle',
                actions: assign({ shopState: 'CLOSED', error: { kind: 'shopClosed' } }),
              },
              {
                guard: ({ event }) => event.output.status === 'awaiting',
                target: '#giftRecipient.login.idle',
                actions: assign({ shopState: 'AWAITING', error: { kind: 'shopAwaiting' } }),
              },
              {
                guard: ({ event }) => event.output.status === 'notFound',
                target: '#giftRecipient.login.idle',
                actions: ['clearProgress', assign({ code: null, routeCode: null, error: { kind: 'unknownCode' } })],
              },
              {
                guard: ({ event }) => event.output.status === 'network',
                target: 'ready',
                actions: { type: 'networkError', params: { operation: 'redeem' } },
              },
              {
                target: 'ready',
                actions: assign({
                  error: ({ event }) => {
                    const out = event.output as { httpStatus?: number; message?: string };
                    return { kind: 'redeemFailed' as const, status: out.httpStatus, message: out.message };
                  },
                }),
              },
            ],
            onError: { target: 'ready', actions: { type: 'networkError', params: { operation: 'redeem' } } },
          },
        },
        refetching: {
          on: { GO_TO: {}, BACK: {}, LEAVE: {} },
          invoke: {
            src: 'fetchCode',
            input: ({ context }) => ({ code: context.code?.id ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'ok' && deriveCodeState(event.output.value) === 'USED',
                target: '#giftRecipient.completed',
                actions: [
                  'clearProgress',
                  assign({
                    code: ({ event }) => (event.output as { value: GiftCode }).value,
                    selection: ({ event }) => [...(event.output as { value: GiftCode }).value.products],
                    completedKind: 'alreadyUsed',
                    error: { kind: 'codeUsed' },
                  }),
                ],
              },
              { target: 'ready', actions: assign({ error: { kind: 'codeUsed' } }) },
            ],
            onError: { target: 'ready', actions: assign({ error: { kind: 'codeUsed' } }) },
          },
        },
      },
    },
    completed: {
      entry: [assign({ step: 'completed', openedProductId: null }), emit({ type: 'stepChanged', step: 'completed' })],
    },
  },
});

export type GiftRecipientMachine = typeof giftRecipientMachine;
export type GiftRecipientActorRef = ActorRefFrom<GiftRecipientMachine>;
export type GiftRecipientSnapshot = SnapshotFrom<GiftRecipientMachine>;

/** Which effects are running, from a snapshot. */
export function loadingOf(snapshot: GiftRecipientSnapshot): { code: boolean; shop: boolean; products: boolean; redeem: boolean; any: boolean } {
  const code = snapshot.matches({ login: 'loadingCode' }) || snapshot.matches({ login: 'restoring' });
  const shop = snapshot.matches({ login: 'loadingShop' }) || snapshot.matches({ login: 'loadingCodeShop' });
  const products = snapshot.matches({ products: 'loading' });
  const redeem = snapshot.matches({ products: 'redeeming' }) || snapshot.matches({ products: 'refetching' });
  return { code, shop, products, redeem, any: code || shop || products || redeem };
}
