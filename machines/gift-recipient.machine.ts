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
import {
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  not,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { Product } from '../src/api/schemas/product.ts';
import {
  codeShopLoadedPatch,
  codeSubmittedPatch,
  coolDownTickPatch,
  fallBackToLoginPatch,
  infoUpdatedPatch,
  pageSetPatch,
  productToggledPatch,
  productsArrivedPatch,
  progressRestoredPatch,
  redeemFailedPatch,
  redeemedPatch,
  resetPatch,
  routePatch,
  shopLoadedPatch,
  tooManyAttemptsPatch,
  usedElsewherePatch,
} from './gift-recipient.actions.ts';
import { giftRecipientGuards } from './gift-recipient.guards.ts';
import { EMPTY_INFO, asStep, shopError } from './gift-recipient.rules.ts';
import type {
  GiftOperation,
  GiftRecipientContext,
  GiftRecipientEmitted,
  GiftRecipientEvent,
  GiftRecipientInput,
  GiftStep,
  LoadResult,
  RedeemInput,
  RedeemResult,
} from './gift-recipient.types.ts';

// The public types and rules live in their own modules; this one stays the entry point.
export * from './gift-recipient.types.ts';
export {
  chosenProductsOf,
  deriveCodeState,
  deriveShopState,
  isInfoValid,
  normalizeCode,
  pageCount,
  progressKey,
  progressOf,
  requiredCount,
  resumeTarget,
  sanitizeProgress,
  utcDay,
} from './gift-recipient.rules.ts';

function notProvided(name: string): never {
  throw new Error(`gift-recipient machine: actor "${name}" was not provided`);
}

/** History back to LOGIN from any step: forget the code in memory (the stored progress stays for forward). */
const BACK_TO_LOGIN = {
  guard: { type: 'stepIs', params: { step: 'login' } },
  target: '#giftRecipient.login.idle',
  actions: { type: 'resetRecipient', params: { clearRequestedStep: true } },
} as const;

const goTo = (step: GiftStep, target: string) => ({ guard: { type: 'stepIs', params: { step } }, target }) as const;

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
    /** Forget the code and its choice (ROUTE, LEAVE, GO_TO login): see {@link resetPatch}. */
    resetRecipient: assign((_, params: { clearRequestedStep: boolean }) => resetPatch(params)),
    routeChanged: assign(routePatch),
    /** The shop is (now) not open: back to LOGIN with its error (spec §2 "info falls back to login"). */
    fallBackToLogin: assign(fallBackToLoginPatch),
    clearError: assign({ error: null }),
    codeSubmitted: assign(codeSubmittedPatch),
    emptyCode: assign({ error: { kind: 'emptyCode' } }),
    /** A code led to a shop that is not open: forget code and shop so another code can be entered. */
    forgetForeignShop: assign({
      error: null,
      code: null,
      routeCode: null,
      shop: null,
      shopState: 'UNKNOWN',
      products: null,
    }),
    emitLeftWithoutShop: emit({ type: 'left', giftshop: null }),
    forgetCode: assign({ error: null, code: null, routeCode: null }),
    shopLoaded: assign(shopLoadedPatch),
    unknownCode: assign({ code: null, error: { kind: 'unknownCode' } }),
    tooManyAttempts: assign(tooManyAttemptsPatch),
    coolDownTick: assign(coolDownTickPatch),
    codeShopLoaded: assign(codeShopLoadedPatch),
    shopNotOpenError: assign({ error: ({ context }) => shopError(context.shopState) }),
    /** A USED code at entry shows its earlier choice. */
    alreadyUsedAtEntry: assign({
      completedKind: 'alreadyUsed',
      error: { kind: 'codeUsed' },
      selection: ({ context }) => [...(context.code?.products ?? [])],
    }),
    progressRestored: assign(progressRestoredPatch),
    progressNotRestored: assign({ resumeStep: null, error: null }),
    infoUpdated: assign(infoUpdatedPatch),
    pageSet: assign(pageSetPatch),
    productsArrived: assign(productsArrivedPatch),
    productsUnavailable: assign({ error: { kind: 'productsUnavailable' } }),
    productOpened: assign({ openedProductId: ({ event }) => (event.type === 'OPEN_PRODUCT' ? event.id : null) }),
    productClosed: assign({ openedProductId: null }),
    productToggled: assign(productToggledPatch),
    redeemStarted: assign({ error: null, openedProductId: null }),
    redeemed: assign(redeemedPatch),
    emitCompleted: emit(({ context }) => ({
      type: 'completed' as const,
      giftshop: context.code?.shopid ?? '',
      code: context.code?.id ?? '',
      products: [...(context.code?.products ?? [])],
    })),
    emitLeft: emit(({ context }) => ({ type: 'left' as const, giftshop: context.shop?.id ?? context.routeShop })),
    shopClosedByServer: assign({ shopState: 'CLOSED', error: { kind: 'shopClosed' } }),
    shopAwaitingByServer: assign({ shopState: 'AWAITING', error: { kind: 'shopAwaiting' } }),
    codeGone: assign({ code: null, routeCode: null, error: { kind: 'unknownCode' } }),
    redeemFailed: assign(redeemFailedPatch),
    usedElsewhere: assign(usedElsewherePatch),
    codeUsedError: assign({ error: { kind: 'codeUsed' } }),
  },
  guards: giftRecipientGuards,
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
      guard: 'routeChanges',
      target: '.login.boot',
      actions: [{ type: 'resetRecipient', params: { clearRequestedStep: true } }, 'routeChanged'],
    },
    LEAVE: {
      target: '.login.idle',
      actions: ['clearProgress', { type: 'resetRecipient', params: { clearRequestedStep: false } }, 'emitLeft'],
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
              { guard: not('formShown') },
              { guard: 'submittedCodeEmpty', actions: 'emptyCode' },
              { target: 'loadingCode', actions: 'codeSubmitted' },
            ],
            RETRY: [
              { guard: 'retryCode', target: 'loadingCode', actions: 'clearError' },
              { guard: 'retryCodeShop', target: 'loadingCodeShop', actions: 'clearError' },
              { guard: 'retryRouteShop', target: 'loadingShop', actions: 'clearError' },
            ],
            DISMISS_ERROR: [
              { guard: 'foreignShopNotOpen', actions: ['forgetForeignShop', 'emitLeftWithoutShop'] },
              // The route's own shop is not open: its error stays (there is nothing else to do there).
              { guard: 'shopNotOpen' },
              { actions: 'forgetCode' },
            ],
          },
        },
        loadingShop: {
          invoke: {
            src: 'fetchShop',
            input: ({ context }) => ({ id: context.routeShop ?? '' }),
            onDone: [
              { guard: { type: 'resultIs', params: { status: 'ok' } }, target: 'idle', actions: 'shopLoaded' },
              { guard: { type: 'resultIs', params: { status: 'notFound' } }, target: 'idle', actions: 'shopNotFound' },
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
                guard: { type: 'resultIs', params: { status: 'ok' } },
                target: 'loadingCodeShop',
                // The code arrived: report it (the router may deep-link it); redirect when it belongs to another shop.
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const code = (event.output as { value: GiftCode }).value;
                  enqueue.assign({ code });
                  enqueue.emit({ type: 'codeLoaded', giftshop: code.shopid, code: code.id });
                  if (context.routeShop && code.shopid !== context.routeShop) {
                    enqueue.emit({ type: 'redirect', giftshop: code.shopid, code: code.id });
                  }
                }),
              },
              { guard: { type: 'resultIs', params: { status: 'notFound' } }, target: 'idle', actions: 'unknownCode' },
              {
                guard: { type: 'resultIs', params: { status: 'tooManyAttempts' } },
                target: 'coolingDown',
                actions: 'tooManyAttempts',
              },
              { target: 'idle', actions: { type: 'networkError', params: { operation: 'code' } } },
            ],
            onError: { target: 'idle', actions: { type: 'networkError', params: { operation: 'code' } } },
          },
        },
        // 429: 'Fortsæt' waits (no SUBMIT_CODE here) while the seconds count down, one tick a second.
        coolingDown: {
          after: {
            1000: [
              { guard: 'cooledDown', target: 'idle', actions: 'clearError' },
              { target: 'coolingDown', reenter: true, actions: 'coolDownTick' },
            ],
          },
          always: { guard: 'cooledDown', target: 'idle', actions: 'clearError' },
        },
        loadingCodeShop: {
          invoke: {
            src: 'fetchShop',
            input: ({ context }) => ({ id: context.code?.shopid ?? '' }),
            onDone: [
              { guard: { type: 'resultIs', params: { status: 'ok' } }, target: 'checkCode', actions: 'codeShopLoaded' },
              { guard: { type: 'resultIs', params: { status: 'notFound' } }, target: 'idle', actions: 'shopNotFound' },
              { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
            ],
            onError: { target: 'idle', actions: { type: 'networkError', params: { operation: 'shop' } } },
          },
        },
        checkCode: {
          always: [
            { guard: 'shopStateNotOpen', target: 'idle', actions: 'shopNotOpenError' },
            { guard: 'codeUsed', target: '#giftRecipient.completed', actions: 'alreadyUsedAtEntry' },
            { target: 'restoring' },
          ],
        },
        restoring: {
          invoke: {
            src: 'restoreProgress',
            input: ({ context }) => ({ giftshop: context.shop?.id ?? '', code: context.code?.id ?? '' }),
            onDone: { target: 'resume', actions: 'progressRestored' },
            onError: { target: 'resume', actions: 'progressNotRestored' },
          },
        },
        resume: {
          always: [
            { guard: 'resumeAtProducts', target: '#giftRecipient.products' },
            { guard: 'resumeAtMessage', target: '#giftRecipient.message' },
            { target: '#giftRecipient.info' },
          ],
          exit: assign({ requestedStep: null }),
        },
      },
    },
    info: {
      entry: [
        assign({ step: 'info', resumeStep: null }),
        emit({ type: 'stepChanged', step: 'info' }),
        'persistProgress',
      ],
      on: {
        UPDATE_INFO: { actions: ['infoUpdated', 'persistProgress'] },
        GO_TO: [
          BACK_TO_LOGIN,
          { guard: 'forwardWithoutValidInfo' },
          { guard: not('shopOpenNow') },
          goTo('message', 'message'),
          goTo('products', 'products'),
        ],
        SAVE_INFO: [
          { guard: not('infoValid') },
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
          BACK_TO_LOGIN,
          goTo('info', 'info'),
          {
            guard: and([{ type: 'stepIs', params: { step: 'products' as const } }, 'shopOpenNow']),
            target: 'products',
          },
        ],
      },
    },
    products: {
      entry: [
        assign({ step: 'products', error: null }),
        emit({ type: 'stepChanged', step: 'products' }),
        'persistProgress',
      ],
      exit: 'productClosed',
      initial: 'boot',
      on: {
        OPEN_PRODUCT: { guard: 'knownProduct', actions: 'productOpened' },
        CLOSE_PRODUCT: { actions: 'productClosed' },
        // Host-requested steps (back/forward); ignored while saving (see redeeming/refetching).
        GO_TO: [BACK_TO_LOGIN, goTo('info', '#giftRecipient.info'), goTo('message', '#giftRecipient.message')],
        SET_PAGE: { actions: ['pageSet', 'persistProgress'] },
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
              { guard: { type: 'resultIs', params: { status: 'ok' } }, target: 'ready', actions: 'productsArrived' },
              { target: 'failed', actions: 'productsUnavailable' },
            ],
            onError: { target: 'failed', actions: 'productsUnavailable' },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'loading', actions: 'clearError' },
            BACK: { target: '#giftRecipient.message' },
          },
        },
        ready: {
          on: {
            TOGGLE_PRODUCT: { guard: 'knownProduct', actions: ['productToggled', 'persistProgress'] },
            CONFIRM: [
              { guard: not('selectionComplete') },
              { guard: 'shopOpenNow', target: 'redeeming', actions: 'redeemStarted' },
              { target: '#giftRecipient.login.idle', actions: 'fallBackToLogin' },
            ],
            RETRY: { guard: 'retryRedeem', target: 'redeeming', actions: 'clearError' },
            DISMISS_ERROR: { actions: 'clearError' },
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
                guard: { type: 'resultIs', params: { status: 'ok' } },
                target: '#giftRecipient.completed',
                actions: ['clearProgress', 'redeemed', 'emitCompleted'],
              },
              { guard: { type: 'resultIs', params: { status: 'used' } }, target: 'refetching' },
              {
                guard: { type: 'resultIs', params: { status: 'closed' } },
                target: '#giftRecipient.login.idle',
                actions: 'shopClosedByServer',
              },
              {
                guard: { type: 'resultIs', params: { status: 'awaiting' } },
                target: '#giftRecipient.login.idle',
                actions: 'shopAwaitingByServer',
              },
              {
                guard: { type: 'resultIs', params: { status: 'notFound' } },
                target: '#giftRecipient.login.idle',
                actions: ['clearProgress', 'codeGone'],
              },
              {
                guard: { type: 'resultIs', params: { status: 'network' } },
                target: 'ready',
                actions: { type: 'networkError', params: { operation: 'redeem' } },
              },
              { target: 'ready', actions: 'redeemFailed' },
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
                guard: 'refetchedUsed',
                target: '#giftRecipient.completed',
                actions: ['clearProgress', 'usedElsewhere'],
              },
              { target: 'ready', actions: 'codeUsedError' },
            ],
            onError: { target: 'ready', actions: 'codeUsedError' },
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

export { loadingOf } from './gift-recipient.loading.ts';
