/**
 * Public types and constants of the recipient flow (machines/gift-recipient.machine.ts re-exports them;
 * src/features/gift-recipient/view-model.ts re-exports them to the views).
 */
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import type { Product } from '../src/api/schemas/product.ts';
import type { GiftShopState } from '../src/domain/shop-state.ts';

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
  /**
   * Too many failed code look-ups from this address (429): 'Fortsæt' waits `seconds` more (counted down each
   * second until `retryAt`, ms on the machine's clock; then the error clears).
   */
  | { kind: 'tooManyAttempts'; seconds: number; retryAt: number }
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

/**
 * Result of a fetch effect: found, not found (404 / null), refused for too many failed attempts (429, with the
 * seconds of its `Retry-After`), or any other failure (network, 5xx, invalid).
 */
export type LoadResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'notFound' }
  | { status: 'tooManyAttempts'; retryAfter: number }
  | { status: 'error' };

/** The wait when a 429 comes without a readable `Retry-After`. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
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
