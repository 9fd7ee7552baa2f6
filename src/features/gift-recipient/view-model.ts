/**
 * View model of the recipient (gift selection) front (spec §2 "Recipient (gift selection) front", §4, §5).
 *
 * `useGiftRecipient()` (use-gift-recipient.ts) returns a {@link GiftRecipientViewModel}; the presentational
 * views only read it and call its callbacks. The machine behind it (machines/gift-recipient.machine.ts) holds
 * no strings: errors are {@link GiftRecipientError} kinds that the views turn into the spec's Danish texts
 * with Lingui (see {@link GIFT_ERROR_TEXTS_DA} for the mapping the views must honour).
 */
import type { Product, ProductInfo } from '../../api/schemas/product.ts';

export type {
  GiftStep,
  GiftShopFrontState,
  GiftCodeState,
  GiftRecipientError,
  GiftErrorKind,
  GiftOperation,
  GiftInfoValues,
} from '../../../machines/gift-recipient.machine.ts';
export { GIFT_PAGE_SIZE, DEFAULT_REQUIRED_PRODUCTS } from '../../../machines/gift-recipient.machine.ts';
import type {
  GiftStep,
  GiftShopFrontState,
  GiftCodeState,
  GiftRecipientError,
  GiftErrorKind,
  GiftInfoValues,
} from '../../../machines/gift-recipient.machine.ts';

/** Recipient steps in order (spec §4 LOGIN, INFO, MESSAGE, PRODUCTS, COMPLETED). */
export const GIFT_STEPS: readonly GiftStep[] = ['login', 'info', 'message', 'products', 'completed'];

/*
 * Error kinds (GiftRecipientError, no text in the machine). Danish texts (spec §8) for the views:
 * - `unknownShop` 'Ukendt gaveshop'
 * - `shopClosed` 'Gaveshoppen er afsluttet'
 * - `shopAwaiting` 'Gaveshoppen er ikke åben endnu'
 * - `unknownCode` 'Ukendt kode'
 * - `codeUsed` 'Kode allerede brugt'
 * - `emptyCode` nothing typed (views may show 'Ukendt kode' or simply keep 'Fortsæt' disabled)
 * - `tooManyAttempts` the server refused more code look-ups for now (429): 'For mange forsøg. Prøv igen om
 *   {seconds} sekunder.' ('… om {n} minutter.' from a minute up); `seconds` counts down each second and 'Fortsæt'
 *   stays disabled until it clears
 * - `network` the request did not get through (offline, 5xx, timeout); `retry()` repeats `operation`
 * - `productsUnavailable` the assortment could not be loaded (`retry()` loads it again)
 * - `redeemFailed` saving the choice was refused for another reason (`status`/`message` from the server
 *   when known; the selection is kept and `confirm()` may be tried again)
 */

/** Reference Danish texts of the error kinds that have a spec text (spec §8); views render these via Lingui. */
export const GIFT_ERROR_TEXTS_DA = {
  unknownShop: 'Ukendt gaveshop',
  shopClosed: 'Gaveshoppen er afsluttet',
  shopAwaiting: 'Gaveshoppen er ikke åben endnu',
  unknownCode: 'Ukendt kode',
  codeUsed: 'Kode allerede brugt',
} as const satisfies Partial<Record<GiftErrorKind, string>>;

/** Loading flags. `any` is true while any effect runs (controls are disabled then; double submits are ignored). */
export interface GiftLoading {
  code: boolean;
  shop: boolean;
  products: boolean;
  redeem: boolean;
  any: boolean;
}

/** The shop as the views need it (public fields of spec §3 gift shop). */
export interface GiftShopView {
  id: string;
  name: string;
  theme: {
    /** `#rrggbb`/`#rgb` or null (use the element's default). */
    backgroundcolor: string | null;
    textcolor: string | null;
    /** Logo image URL or null. */
    logoimage: string | null;
  };
  /** Welcome message (may be empty: then the views show the default greeting with the person's name). */
  message: string;
  /** Number of gifts to choose (spec §5; defaults to 1). */
  requireddefaultproducts: number;
  startdate: string | null;
  enddate: string | null;
}

export interface GiftInfoView {
  values: GiftInfoValues;
  /** Name holds first and last name (contains a space, trimmed parts non-empty). */
  nameValid: boolean;
  /** Show 'Udfyld venligst fornavn og efternavn' (name non-empty and invalid). */
  showNameError: boolean;
  /** E-mail empty (it is optional) or a valid address (the server refuses an invalid one). */
  emailValid: boolean;
  /** Show an invalid-e-mail message (e-mail non-empty and invalid; generic 'email' rule text of src/validation). */
  showEmailError: boolean;
  /** 'Fortsæt' enabled: name valid, e-mail empty or valid, consent given, nothing loading. */
  canContinue: boolean;
}

/** The current page of the products grid (page size 20, spec §9). */
export interface GiftProductPage {
  /** Products of the current page (at most 20), full records (the overlay needs images, badges, icons, long description). */
  items: Product[];
  /** 0-based page index. */
  page: number;
  /** Number of pages (0 when there are no products). */
  pageCount: number;
  /** Number of products in the assortment. */
  total: number;
  pageSize: number;
}

export interface GiftSelectionView {
  /** Chosen product ids, in the order chosen. */
  ids: string[];
  count: number;
  /** requireddefaultproducts (default 1). */
  required: number;
  /** Finish button enabled: exactly `required` chosen and nothing loading. */
  canFinish: boolean;
  /** The chosen products as records (for the footer), in the order chosen. */
  products: GiftChosenProduct[];
}

/** A chosen gift as shown on the completed page / for a used code (from productsinfo). */
export type GiftChosenProduct = ProductInfo;

export interface GiftRecipientViewModel {
  step: GiftStep;
  /** The giftshop id of the route/attribute, or of the loaded code's shop. */
  giftshop: string | null;
  /** The code as loaded (server id) or as entered. */
  code: string | null;
  loading: GiftLoading;
  shop: GiftShopView | null;
  shopState: GiftShopFrontState;
  codeState: GiftCodeState;
  /** The login form (code input + 'Fortsæt') is shown only when shopState is UNKNOWN or OPEN (spec §2, §4). */
  showForm: boolean;
  error: GiftRecipientError | null;
  info: GiftInfoView;
  products: GiftProductPage;
  selection: GiftSelectionView;
  /** The product shown in the information overlay, or null. */
  openedProduct: Product | null;
  /** Products chosen with the code (completed page; for a USED code its earlier choice from productsinfo). */
  chosenProducts: GiftChosenProduct[];
  /**
   * Completed section variant: 'confirmed' right after this recipient confirmed; 'alreadyUsed' when the code
   * was already used (shows the earlier choice and 'Kode allerede brugt' is not an error there). null otherwise.
   */
  completedKind: 'confirmed' | 'alreadyUsed' | null;
  /** The recipient's own deep link ('Kopier mit gavelink'), an absolute URL; null until a code is loaded. */
  copyLinkUrl: string | null;
  /** Steps the recipient may go back to (for back buttons / history). */
  canGoBack: boolean;

  // Callbacks (stable identities across renders).
  /** Login: submit the typed code (ignored while loading). */
  submitCode(code: string): void;
  /** Info: update form values as typed (partial). */
  updateInfo(patch: Partial<GiftInfoValues>): void;
  /** Info: save name/e-mail (guarded: name valid + consent) and go to MESSAGE. */
  saveInfo(): void;
  /** Message: go to PRODUCTS. */
  continue(): void;
  /** Products: choose or un-choose a gift. Choosing beyond the required count is ignored. */
  toggleProduct(id: string): void;
  /** Products: show page `page` (0-based; clamped). */
  setPage(page: number): void;
  openProduct(id: string): void;
  closeProduct(): void;
  /** Products: confirm the selection (guarded: exact count); saves the code, then COMPLETED. */
  confirm(): void;
  /** Repeat the failed effect of a `network`/`productsUnavailable` error. */
  retry(): void;
  /** Clear the error and return to the code entry (enter another code). */
  dismissError(): void;
  /** Go back one step (products → message → info); ignored where not possible. */
  back(): void;
  /** Leave the flow: clears code, step and stored progress, returns to LOGIN (the shop stays loaded). */
  leave(): void;
}
