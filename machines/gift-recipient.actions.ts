/**
 * The context changes behind the named actions of the recipient machine (setup({ actions }) wraps each in
 * `assign`). Pure: (context, event) in, the changed fields out.
 */
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { Product } from '../src/api/schemas/product.ts';
import { outputOf } from './gift-recipient.guards.ts';
import {
  EMPTY_INFO,
  asStep,
  clampPage,
  deriveShopState,
  requiredCount,
  sanitizeProgress,
  shopError,
} from './gift-recipient.rules.ts';
import type { GiftRecipientContext, GiftRecipientError, GiftRecipientEvent } from './gift-recipient.types.ts';

interface ActionArgs {
  context: GiftRecipientContext;
  event: GiftRecipientEvent;
}
type Patch = Partial<GiftRecipientContext>;

/** The value of an ok result of an invoked effect. */
function resultValue<T>(event: unknown): T {
  return outputOf(event)?.value as T;
}

/**
 * Forget the code and everything chosen for it (ROUTE, LEAVE, and GO_TO login — history back). The shop
 * stays; the stored progress stays too (it is cleared by LEAVE and on completion, not here). LEAVE keeps
 * the step the host asked for; the others clear it (ROUTE then sets its own).
 */
export function resetPatch(params: { clearRequestedStep: boolean }): Patch {
  return {
    routeCode: null,
    code: null,
    page: 0,
    selection: [],
    info: { ...EMPTY_INFO },
    openedProductId: null,
    error: null,
    completedKind: null,
    resumeStep: null,
    ...(params.clearRequestedStep ? { requestedStep: null } : {}),
  };
}

/** ROUTE: the new place; the loaded shop (and its products) is kept when the route names it. */
export function routePatch({ context, event }: ActionArgs): Patch {
  if (event.type !== 'ROUTE') return {};
  const giftshop = event.giftshop?.trim() || null;
  const keepShop = giftshop !== null && context.shop?.id === giftshop;
  return {
    routeShop: giftshop,
    routeCode: event.code?.trim() || null,
    shop: keepShop ? context.shop : null,
    shopState: keepShop ? context.shopState : 'UNKNOWN',
    products: keepShop ? context.products : null,
    requestedStep: asStep(event.step),
  };
}

export function codeSubmittedPatch({ event }: ActionArgs): Patch {
  return event.type === 'SUBMIT_CODE' ? { routeCode: event.code.trim(), error: null } : {};
}

/** The route's shop arrived: its state and error (a shop that is not open shows why). */
export function shopLoadedPatch({ context, event }: ActionArgs): Patch {
  const shop = resultValue<GiftShop>(event);
  const shopState = deriveShopState(shop, context.now());
  return { shop, shopState, products: null, error: shopError(shopState) };
}

/** The loaded code's shop arrived (its products are kept when it is the shop already loaded). */
export function codeShopLoadedPatch({ context, event }: ActionArgs): Patch {
  const shop = resultValue<GiftShop>(event);
  const keepProducts = context.shop?.id === shop.id;
  return { shop, shopState: deriveShopState(shop, context.now()), products: keepProducts ? context.products : null };
}

/** The shop is (now) not open: back to LOGIN with its error (spec §2 "info falls back to login"). */
export function fallBackToLoginPatch({ context }: ActionArgs): Patch {
  const derived = deriveShopState(context.shop, context.now());
  const shopState = derived === 'OPEN' ? context.shopState : derived;
  return { shopState, error: shopError(shopState) ?? ({ kind: 'unknownShop' } as const) };
}

/** The stored progress (untrusted) restored, if usable. */
export function progressRestoredPatch({ context, event }: ActionArgs): Patch {
  const saved = sanitizeProgress(outputOf(event), context.shop);
  if (!saved) return { resumeStep: null, error: null };
  return { info: saved.info, selection: saved.selection, page: saved.page, resumeStep: saved.step, error: null };
}

export function infoUpdatedPatch({ context, event }: ActionArgs): Patch {
  if (event.type !== 'UPDATE_INFO') return {};
  return {
    info: {
      name: typeof event.patch.name === 'string' ? event.patch.name : context.info.name,
      email: typeof event.patch.email === 'string' ? event.patch.email : context.info.email,
      consent: typeof event.patch.consent === 'boolean' ? event.patch.consent : context.info.consent,
    },
  };
}

export function pageSetPatch({ context, event }: ActionArgs): Patch {
  if (event.type !== 'SET_PAGE') return {};
  return { page: clampPage(event.page, context.products?.length ?? context.shop?.products.length ?? 0) };
}

/** The assortment arrived: the selection keeps only products that still exist, the page stays in range. */
export function productsArrivedPatch({ context, event }: ActionArgs): Patch {
  const products = resultValue<Product[]>(event);
  const known = new Set(products.map((p) => p.id));
  return {
    products,
    selection: context.selection.filter((id) => known.has(id)),
    page: clampPage(context.page, products.length),
    error: null,
  };
}

/**
 * Choose or un-choose a product. With one required gift another choice replaces it (radio-like); with more,
 * a choice beyond the required count is ignored. A failed save's error goes away on the next choice.
 */
export function productToggledPatch({ context, event }: ActionArgs): Patch {
  if (event.type !== 'TOGGLE_PRODUCT') return {};
  const required = requiredCount(context.shop);
  let selection = context.selection;
  if (context.selection.includes(event.id)) selection = context.selection.filter((id) => id !== event.id);
  else if (context.selection.length < required) selection = [...context.selection, event.id];
  else if (required === 1) selection = [event.id];
  return {
    selection,
    error: context.error?.kind === 'redeemFailed' || context.error?.kind === 'network' ? null : context.error,
  };
}

export function redeemedPatch({ event }: ActionArgs): Patch {
  return { code: resultValue<GiftCode>(event), completedKind: 'confirmed', error: null };
}

export function redeemFailedPatch({ event }: ActionArgs): Patch {
  const out = outputOf(event) as { httpStatus?: number; message?: string } | undefined;
  const error: GiftRecipientError = { kind: 'redeemFailed', status: out?.httpStatus, message: out?.message };
  return { error };
}

/** The redeem lost the race: the code is USED; show its earlier choice. */
export function usedElsewherePatch({ event }: ActionArgs): Patch {
  const code = resultValue<GiftCode>(event);
  return { code, selection: [...code.products], completedKind: 'alreadyUsed', error: { kind: 'codeUsed' } };
}

/** A code look-up was refused (429): wait the answer's seconds before 'Fortsæt' works again. */
export function tooManyAttemptsPatch({ context, event }: ActionArgs): Patch {
  const seconds = Math.max(1, Math.ceil((outputOf(event) as { retryAfter?: number } | undefined)?.retryAfter ?? 0));
  return { error: { kind: 'tooManyAttempts', seconds, retryAt: context.now().getTime() + seconds * 1000 } };
}

/**
 * One second of the wait passed: the seconds left by the clock, and at least one fewer than before (so a frozen or
 * throttled clock still ends the wait, and a late timer does not show too many).
 */
export function coolDownTickPatch({ context }: ActionArgs): Patch {
  const error = context.error;
  if (error?.kind !== 'tooManyAttempts') return {};
  const byClock = Math.ceil((error.retryAt - context.now().getTime()) / 1000);
  return { error: { ...error, seconds: Math.max(0, Math.min(error.seconds - 1, byClock)) } };
}
