/**
 * The named guards of the recipient machine (setup({ guards })). Each reads the context and the event it
 * is used for; a guard of an invoked effect's result reads the done event's `output`.
 */
import type { GiftCode } from '../src/api/schemas/giftshop.ts';
import {
  deriveCodeState,
  isInfoValid,
  normalizeCode,
  openNow,
  requiredCount,
  resumeTarget,
} from './gift-recipient.rules.ts';
import type {
  GiftOperation,
  GiftRecipientContext,
  GiftRecipientEvent,
  GiftStep,
  LoadResult,
  RedeemResult,
} from './gift-recipient.types.ts';

interface GuardArgs {
  context: GiftRecipientContext;
  event: GiftRecipientEvent;
}

/** A status of a load or redeem effect's result. */
export type ResultStatus = LoadResult<unknown>['status'] | RedeemResult['status'];

/** The `output` of an invoked effect's done event (the machine's own events carry none). */
export function outputOf(event: unknown): { status?: unknown; value?: unknown } | undefined {
  return (event as { output?: { status?: unknown; value?: unknown } }).output;
}

const notOpen = (context: GiftRecipientContext): boolean =>
  context.shopState === 'CLOSED' || context.shopState === 'AWAITING';

const retrying = (context: GiftRecipientContext, operation: GiftOperation): boolean =>
  context.error?.kind === 'network' && context.error.operation === operation;

export const giftRecipientGuards = {
  hasRouteCode: ({ context }: GuardArgs) => !!context.routeCode,
  routeShopLoaded: ({ context }: GuardArgs) => !!context.routeShop && context.shop?.id === context.routeShop,
  hasRouteShop: ({ context }: GuardArgs) => !!context.routeShop,
  formShown: ({ context }: GuardArgs) => context.shopState === 'UNKNOWN' || context.shopState === 'OPEN',
  infoValid: ({ context }: GuardArgs) => isInfoValid(context.info),
  shopOpenNow: ({ context }: GuardArgs) => openNow(context),
  selectionComplete: ({ context }: GuardArgs) => context.selection.length === requiredCount(context.shop),
  productsLoaded: ({ context }: GuardArgs) => context.products !== null,

  /** ROUTE names another place than the current one (code compared forgivingly, shop exactly). */
  routeChanges: ({ context, event }: GuardArgs) => {
    if (event.type !== 'ROUTE') return false;
    const shop = event.giftshop?.trim() || null;
    const code = event.code?.trim() || null;
    const currentCode = context.code?.id ?? context.routeCode;
    const sameCode =
      (code === null && currentCode === null) ||
      (code !== null && currentCode !== null && normalizeCode(code) === normalizeCode(currentCode));
    const currentShop = context.shop?.id ?? context.routeShop;
    // A route without a shop but with the loaded code is the same place.
    const sameShop = shop === currentShop || (shop === null && code !== null && sameCode);
    return !(sameCode && sameShop);
  },
  submittedCodeEmpty: ({ event }: GuardArgs) => event.type === 'SUBMIT_CODE' && event.code.trim() === '',

  /** RETRY repeats the failed load: the code, the shop of the loaded code, or the route's shop. */
  retryCode: ({ context }: GuardArgs) => retrying(context, 'code') && !!context.routeCode,
  retryCodeShop: ({ context }: GuardArgs) => retrying(context, 'shop') && !!context.code,
  retryRouteShop: ({ context }: GuardArgs) => retrying(context, 'shop') && !!context.routeShop,
  // The error shows Try again for a refused save too (shared.tsx ErrorMessage): it sends the same choice again
  // (a save that did go through answers 409 now, and the code is refetched as used).
  retryRedeem: ({ context }: GuardArgs) =>
    (retrying(context, 'redeem') || context.error?.kind === 'redeemFailed') &&
    context.selection.length === requiredCount(context.shop),

  /** The wait after a 429 is over. */
  cooledDown: ({ context }: GuardArgs) => context.error?.kind !== 'tooManyAttempts' || context.error.seconds <= 0,

  /** The shop is known not to be open (CLOSED or AWAITING). */
  shopNotOpen: ({ context }: GuardArgs) => notOpen(context),
  /** A code led to a shop that is not open and is not the route's own shop, and its error shows. */
  foreignShopNotOpen: ({ context }: GuardArgs) =>
    !!context.error && notOpen(context) && context.shop?.id !== context.routeShop,
  /** The loaded shop is not OPEN (UNKNOWN included). */
  shopStateNotOpen: ({ context }: GuardArgs) => context.shopState !== 'OPEN',
  codeUsed: ({ context }: GuardArgs) => deriveCodeState(context.code) === 'USED',

  resumeAtProducts: ({ context }: GuardArgs) =>
    resumeTarget(context.resumeStep, context.requestedStep) === 'products' && isInfoValid(context.info),
  resumeAtMessage: ({ context }: GuardArgs) =>
    resumeTarget(context.resumeStep, context.requestedStep) === 'message' && isInfoValid(context.info),

  /** GO_TO asks for this step. */
  stepIs: ({ event }: GuardArgs, params: { step: GiftStep }) => event.type === 'GO_TO' && event.step === params.step,
  /** GO_TO asks for MESSAGE or PRODUCTS while the info is not valid. */
  forwardWithoutValidInfo: ({ context, event }: GuardArgs) =>
    event.type === 'GO_TO' && (event.step === 'message' || event.step === 'products') && !isInfoValid(context.info),

  /** OPEN_PRODUCT / TOGGLE_PRODUCT names a loaded product. */
  knownProduct: ({ context, event }: GuardArgs) =>
    (event.type === 'OPEN_PRODUCT' || event.type === 'TOGGLE_PRODUCT') &&
    !!context.products?.some((p) => p.id === event.id),

  /** The invoked effect's result has this status. */
  resultIs: ({ event }: GuardArgs, params: { status: ResultStatus }) => outputOf(event)?.status === params.status,
  /** The code fetched again after a lost redeem race is USED. */
  refetchedUsed: ({ event }: GuardArgs) => {
    const output = outputOf(event);
    return output?.status === 'ok' && deriveCodeState(output.value as GiftCode) === 'USED';
  },
};
