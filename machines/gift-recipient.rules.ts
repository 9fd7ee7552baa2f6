/**
 * Pure rules of the recipient flow (spec §4, §5): shop and code state, the required count, the info check,
 * code matching, paging, and the stored progress. No XState, DOM or storage; the machine, its guards and
 * actions, the hook and the tests use them.
 */
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { ProductInfo } from '../src/api/schemas/product.ts';
import { giftShopState, normalizeGiftCode, utcDay } from '../src/domain/index.ts';
import { isEmailValid, isGiftNameValid } from '../src/validation/rules.ts';
import {
  DEFAULT_REQUIRED_PRODUCTS,
  GIFT_PAGE_SIZE,
  type GiftCodeState,
  type GiftInfoValues,
  type GiftProgress,
  type GiftRecipientContext,
  type GiftRecipientError,
  type GiftShopFrontState,
  type GiftStep,
} from './gift-recipient.types.ts';

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

export function clampPage(page: number, total: number): number {
  const last = Math.max(0, pageCount(total) - 1);
  if (!Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, Math.trunc(page)), last);
}

export function shopError(state: GiftShopFrontState): GiftRecipientError | null {
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
    ? [...new Set(v.selection.filter((id): id is string => typeof id === 'string' && allowed.has(id)))].slice(
        0,
        requiredCount(shop),
      )
    : [];
  const page = typeof v.page === 'number' ? clampPage(v.page, shop.products.length) : 0;
  return { v: 1, step, info, selection, page };
}

export const EMPTY_INFO: GiftInfoValues = { name: '', email: '', consent: false };

export const STEP_ORDER: Record<GiftStep, number> = { login: 0, info: 1, message: 2, products: 3, completed: 4 };

/** The step to resume at: the stored step, or the requested one when it is earlier (but not LOGIN/COMPLETED). */
export function resumeTarget(saved: GiftProgress['step'] | null, requested: GiftStep | null): GiftProgress['step'] {
  const stored = saved ?? 'info';
  if (requested === 'info' || requested === 'message' || requested === 'products') {
    return STEP_ORDER[requested] < STEP_ORDER[stored] ? requested : stored;
  }
  return stored;
}

/** The shop is open now (by the clock) and was not found closed by the server meanwhile. */
export function openNow(context: GiftRecipientContext): boolean {
  return context.shopState === 'OPEN' && deriveShopState(context.shop, context.now()) === 'OPEN';
}

export function asStep(value: unknown): GiftStep | null {
  return typeof value === 'string' && value in STEP_ORDER ? (value as GiftStep) : null;
}
