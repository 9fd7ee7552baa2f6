/**
 * `useGiftRecipient(options)`: runs the recipient machine (machines/gift-recipient.machine.ts) for one
 * `<gift-recipient-flow>` and returns the {@link GiftRecipientViewModel} the presentational views render.
 *
 * Effects supplied with `.provide()`:
 * - `fetchCode`: `api.giftshop.getCode` (404/400 → not found; 429 → too many attempts, with the answer's
 *   `Retry-After` seconds — 60 without one — so the login counts down before 'Fortsæt' works again; anything else →
 *   error).
 * - `fetchShop`: `api.giftshop.get` (404/400 → not found).
 * - `fetchProducts`: `POST giftshop/productinfo` with the shop's whole assortment (`products` ids) — one call
 *   (chunks of 500, the request schema's bound, run in parallel for larger assortments); the grid then pages
 *   20 at a time client-side (spec §9), so paging, toggling and the overlay need no further requests.
 *   Products come back in the shop's order; ids the server does not know are left out.
 * - `redeemCode`: `api.giftshop.redeemCode` (`POST giftshop/code/{id}/redeem { name, email?, products }`); 409
 *   'Kode allerede brugt' → used (the machine refetches the code and shows its earlier choice), 409
 *   'Gaveshoppen er afsluttet' / 'Gaveshoppen er ikke åben endnu' → closed / awaiting, 404 → unknown code,
 *   network/timeout/5xx → network (retryable), other statuses → redeemFailed with the server's `{ error }`.
 * - Progress (step, info, selection, page) is kept in `localStorage` under `butik:gift-recipient:{shop}:{code}`
 *   until the choice is confirmed or the recipient leaves, and at most 24 hours (progress-storage.ts: it holds
 *   the recipient's name and e-mail), so a reload — or coming back the same day with the same link while the shop
 *   is open — continues where the recipient was. Storage failures (private mode, quota, blocked storage) are
 *   ignored: the flow just starts at INFO.
 * Every request gets the actor's AbortSignal: it is aborted when the effect is superseded (leave, new route) and
 * when the component unmounts (the actor stops).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { parseRetryAfter } from '../../api/retry-after.ts';
import { createGiftShopApi } from '../../api/giftshop.ts';
import { errorMessage, isStatus, isTransient, type ApiResult } from '../../api/result.ts';
import type { GiftCode, GiftShop, RedeemGiftCodeRequest } from '../../api/schemas/giftshop.ts';
import type { Product, ProductInfo } from '../../api/schemas/product.ts';
import { useApiClient } from '../../internal/api.ts';
import { isEmailValid, isGiftNameValid } from '../../validation/rules.ts';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  GIFT_PAGE_SIZE,
  giftRecipientMachine,
  loadingOf,
  pageCount,
  progressKey,
  progressOf,
  requiredCount,
  type GiftRecipientSnapshot,
  type GiftStep,
  type LoadResult,
  type RedeemInput,
  type RedeemResult,
} from '../../../machines/gift-recipient.machine.ts';
import {
  defaultStorage,
  readProgressAt,
  sweepExpiredProgress,
  writeProgressAt,
  type ProgressStorage,
} from './progress-storage.ts';
import type { GiftRecipientViewModel, GiftShopView } from './view-model.ts';
import { safeUrl } from '../../domain/safe-url.ts';

export type { ProgressStorage } from './progress-storage.ts';

export interface GiftRecipientStepDetail {
  step: GiftStep;
  giftshop: string | null;
  code: string | null;
}

export interface UseGiftRecipientOptions {
  /** Gift shop id from the element attribute / route ('' or null = none). */
  giftshop?: string | null;
  /** Gift code from the element attribute / route ('' or null = none). */
  code?: string | null;
  /** Step the host asks for (route; back/forward, reload). */
  step?: GiftStep | '' | null;
  /** The step changed after a user action or a server result (not on first render). */
  onStep?: (detail: GiftRecipientStepDetail) => void;
  /** A loaded code belongs to another shop than `giftshop`: go to the code's shop and code. */
  onRedirect?: (detail: { giftshop: string; code: string }) => void;
  /** The recipient left the flow (code and step cleared). */
  onLeave?: (detail: { giftshop: string | null }) => void;
  /** The choice was confirmed and saved. */
  onCompleted?: (detail: { giftshop: string; code: string; products: string[] }) => void;
  /**
   * The recipient's own deep link for 'Kopier mit gavelink'. Default: this page's URL with the hash
   * `#/g/{giftshop}/{code}` (the `<gift-shop-app>` route).
   */
  linkFor?: (giftshop: string, code: string) => string;
  /** Where progress is kept; default `localStorage` (guarded). `null` keeps nothing. */
  storage?: ProgressStorage | null;
  /** Clock (tests). */
  now?: () => Date;
  /** API client (tests); default `useApiClient()` of the page configuration. */
  client?: ApiClient;
}

// ---------------------------------------------------------------------------------------------
// Effects

/**
 * A load's result: 404, or 400 / an id the request schema refuses before sending (the server would answer 400),
 * is "not found"; any other failure an error (the client has logged it).
 */
function toLoadResult<T>(result: ApiResult<T>): LoadResult<T> {
  if (result.ok) return { status: 'ok', value: result.value };
  if (isStatus(result, 404, 400) || result.kind === 'invalid-request') return { status: 'notFound' };
  if (isStatus(result, 429))
    return { status: 'tooManyAttempts', retryAfter: parseRetryAfter(result.retryAfter) ?? DEFAULT_RETRY_AFTER_SECONDS };
  return { status: 'error' };
}

export async function fetchGiftCode(
  client: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<LoadResult<GiftCode>> {
  return toLoadResult(await createGiftShopApi(client).getCode(code, { signal }));
}

export async function fetchGiftShop(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<LoadResult<GiftShop>> {
  return toLoadResult(await createGiftShopApi(client).get(id, { signal }));
}

const PRODUCT_INFO_CHUNK = 500;

export async function fetchGiftProducts(
  client: ApiClient,
  ids: string[],
  signal?: AbortSignal,
): Promise<LoadResult<Product[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { status: 'ok', value: [] };
  const api = createGiftShopApi(client);
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += PRODUCT_INFO_CHUNK) chunks.push(unique.slice(i, i + PRODUCT_INFO_CHUNK));
  const results = await Promise.all(chunks.map((chunk) => api.getProductInfo(chunk, { signal })));
  const byId = new Map<string, Product>();
  for (const result of results) {
    if (!result.ok) return { status: 'error' };
    for (const p of result.value) byId.set(p.id, p);
  }
  return { status: 'ok', value: unique.map((id) => byId.get(id)).filter((p): p is Product => !!p) };
}

export const REDEEM_ERRORS = {
  used: 'Kode allerede brugt',
  closed: 'Gaveshoppen er afsluttet',
  awaiting: 'Gaveshoppen er ikke åben endnu',
} as const;

export async function redeemGiftCode(
  client: ApiClient,
  input: RedeemInput,
  signal?: AbortSignal,
): Promise<RedeemResult> {
  const body: RedeemGiftCodeRequest = { name: input.name, products: input.products };
  if (input.email) body.email = input.email;
  const result = await createGiftShopApi(client).redeemCode(input.code, body, { signal });
  if (result.ok) return { status: 'ok', value: result.value };
  const message = errorMessage(result);
  if (isStatus(result, 409)) {
    if (message === REDEEM_ERRORS.closed) return { status: 'closed' };
    if (message === REDEEM_ERRORS.awaiting) return { status: 'awaiting' };
    return { status: 'used' };
  }
  if (isStatus(result, 404)) return { status: 'notFound' };
  if (isTransient(result) || result.kind === 'aborted') return { status: 'network' };
  return {
    status: 'error',
    httpStatus: result.kind === 'http' ? result.status : undefined,
    message: message ?? result.reason,
  };
}

/** The progress of one code, or null (none, expired — then removed — or unreadable). */
export function readProgress(
  storage: ProgressStorage | null,
  giftshop: string,
  code: string,
  now = Date.now(),
): unknown {
  return readProgressAt(storage, progressKey(giftshop, code), now);
}

function defaultLinkFor(giftshop: string, code: string): string {
  const hash = `#/g/${encodeURIComponent(giftshop)}/${encodeURIComponent(code)}`;
  if (typeof location === 'undefined') return hash;
  return `${location.origin}${location.pathname}${location.search}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// View model

type Callbacks = Pick<
  GiftRecipientViewModel,
  | 'submitCode'
  | 'updateInfo'
  | 'saveInfo'
  | 'continue'
  | 'toggleProduct'
  | 'setPage'
  | 'openProduct'
  | 'closeProduct'
  | 'confirm'
  | 'retry'
  | 'dismissError'
  | 'back'
  | 'leave'
>;

/** The view model of a machine snapshot (pure; exported for tests). */
export function toViewModel(
  snapshot: GiftRecipientSnapshot,
  callbacks: Callbacks,
  linkFor: (giftshop: string, code: string) => string = defaultLinkFor,
): GiftRecipientViewModel {
  const c = snapshot.context;
  const loading = loadingOf(snapshot);
  const shop: GiftShopView | null = c.shop
    ? {
        id: c.shop.id,
        name: c.shop.name,
        theme: {
          backgroundcolor: c.shop.theme.backgroundcolor,
          textcolor: c.shop.theme.textcolor,
          // Only an http(s) URL or a path on this site is shown (src/domain/safe-url.ts).
          logoimage: safeUrl(c.shop.theme.logoimage) || null,
        },
        message: c.shop.message,
        requireddefaultproducts: requiredCount(c.shop),
        startdate: c.shop.startdate,
        enddate: c.shop.enddate,
      }
    : null;
  const name = c.info.name;
  const email = c.info.email.trim();
  const nameValid = isGiftNameValid(name);
  const emailValid = isEmailValid(email);
  const products = c.products ?? [];
  const total = c.products ? c.products.length : (c.shop?.products.length ?? 0);
  const start = c.page * GIFT_PAGE_SIZE;
  const required = requiredCount(c.shop);
  const byId = new Map<string, ProductInfo>();
  for (const p of c.code?.productsinfo ?? []) byId.set(p.id, p);
  for (const p of products) byId.set(p.id, { id: p.id, name: p.name, image: p.image });
  const code = c.code?.id ?? c.routeCode;
  const giftshop = c.shop?.id ?? c.routeShop;
  const stepBack = c.step === 'message' || c.step === 'products';
  return {
    step: c.step,
    giftshop,
    code,
    loading,
    shop,
    shopState: c.shopState,
    codeState: !c.code ? 'UNKNOWN' : c.code.products.length > 0 ? 'USED' : 'UNUSED',
    showForm: c.shopState === 'UNKNOWN' || c.shopState === 'OPEN',
    error: c.error,
    info: {
      values: { ...c.info },
      nameValid,
      showNameError: name.trim() !== '' && !nameValid,
      emailValid,
      showEmailError: email !== '' && !emailValid,
      canContinue: nameValid && emailValid && c.info.consent && !loading.any,
    },
    products: {
      items: products.slice(start, start + GIFT_PAGE_SIZE),
      page: c.page,
      pageCount: pageCount(total),
      total,
      pageSize: GIFT_PAGE_SIZE,
    },
    selection: {
      ids: [...c.selection],
      count: c.selection.length,
      required,
      canFinish: c.selection.length === required && !loading.any && c.step === 'products',
      products: c.selection.map((id) => byId.get(id)).filter((p): p is ProductInfo => !!p),
    },
    openedProduct: c.openedProductId ? (products.find((p) => p.id === c.openedProductId) ?? null) : null,
    chosenProducts: c.step === 'completed' ? (c.code?.productsinfo ?? []) : [],
    completedKind: c.step === 'completed' ? c.completedKind : null,
    copyLinkUrl: c.code && c.shop ? linkFor(c.shop.id, c.code.id) : null,
    canGoBack: stepBack && !loading.redeem,
    ...callbacks,
  };
}

// ---------------------------------------------------------------------------------------------
// Hook

export function useGiftRecipient(options: UseGiftRecipientOptions = {}): GiftRecipientViewModel {
  const pageClient = useApiClient();
  const latest = useRef(options);
  latest.current = options;
  const clientRef = useRef<ApiClient>(options.client ?? pageClient);
  clientRef.current = options.client ?? pageClient;
  const storageRef = useRef<ProgressStorage | null>(options.storage === undefined ? defaultStorage() : options.storage);
  storageRef.current = options.storage === undefined ? storageRef.current : options.storage;

  // The assortment is prefetched while the recipient fills in INFO/MESSAGE (one request per shop), so the
  // grid paints at once on 'Fortsæt'. A failed load is forgotten so RETRY asks again. Aborted on unmount.
  const unmount = useRef<AbortController | null>(null);
  const productCache = useRef<{ key: string; promise: Promise<LoadResult<Product[]>> } | null>(null);
  const loadProducts = (ids: string[]): Promise<LoadResult<Product[]>> => {
    const key = ids.join(',');
    const cached = productCache.current;
    if (cached && cached.key === key) return cached.promise;
    unmount.current ??= new AbortController();
    const promise = fetchGiftProducts(clientRef.current, ids, unmount.current.signal).then((result) => {
      if (result.status !== 'ok' && productCache.current?.promise === promise) productCache.current = null;
      return result;
    });
    productCache.current = { key, promise };
    return promise;
  };
  const loadProductsRef = useRef(loadProducts);
  loadProductsRef.current = loadProducts;
  useEffect(() => {
    const controller = new AbortController();
    unmount.current = controller;
    return () => {
      controller.abort();
      productCache.current = null;
      unmount.current = null;
    };
  }, []);

  const machine = useMemo(
    () =>
      giftRecipientMachine.provide({
        actors: {
          fetchCode: fromPromise(({ input, signal }) => fetchGiftCode(clientRef.current, input.code, signal)),
          fetchShop: fromPromise(({ input, signal }) => fetchGiftShop(clientRef.current, input.id, signal)),
          fetchProducts: fromPromise(({ input }) => loadProductsRef.current(input.ids)),
          redeemCode: fromPromise(({ input, signal }) => redeemGiftCode(clientRef.current, input, signal)),
          restoreProgress: fromPromise(async ({ input }) => {
            sweepExpiredProgress(storageRef.current);
            return readProgress(storageRef.current, input.giftshop, input.code);
          }),
        },
        actions: {
          persistProgress: ({ context }) => {
            const progress = progressOf(context);
            if (progress && context.shop && context.code) {
              writeProgressAt(storageRef.current, progressKey(context.shop.id, context.code.id), progress);
            }
          },
          clearProgress: ({ context }) => {
            if (context.shop && context.code)
              writeProgressAt(storageRef.current, progressKey(context.shop.id, context.code.id), null);
          },
        },
      }),
    [],
  );

  const actorRef = useActorRef(machine, {
    input: {
      giftshop: options.giftshop || null,
      code: options.code || null,
      step: options.step || null,
      now: () => (latest.current.now ? latest.current.now() : new Date()),
    },
  });

  // Outward facts → the host's callbacks.
  useEffect(() => {
    const subs = [
      actorRef.on('stepChanged', (e) => {
        const c = actorRef.getSnapshot().context;
        latest.current.onStep?.({ step: e.step, giftshop: c.shop?.id ?? c.routeShop, code: c.code?.id ?? null });
      }),
      actorRef.on('redirect', (e) => latest.current.onRedirect?.({ giftshop: e.giftshop, code: e.code })),
      actorRef.on('left', (e) => latest.current.onLeave?.({ giftshop: e.giftshop })),
      actorRef.on('completed', (e) =>
        latest.current.onCompleted?.({ giftshop: e.giftshop, code: e.code, products: e.products }),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actorRef]);

  // Route / attribute changes → the machine (a route to the current place is ignored by the machine).
  const { giftshop = null, code = null, step = null } = options;
  useEffect(() => {
    actorRef.send({ type: 'ROUTE', giftshop: giftshop || null, code: code || null, step: step || null });
    if (!step) return;
    actorRef.send({ type: 'GO_TO', step });
    // A step the progress does not allow: the flow stays and reports its real step (once it is not loading).
    const s = actorRef.getSnapshot();
    if (s.context.step !== step && !loadingOf(s).any && !s.matches({ login: 'boot' })) {
      latest.current.onStep?.({
        step: s.context.step,
        giftshop: s.context.shop?.id ?? s.context.routeShop,
        code: s.context.code?.id ?? null,
      });
    }
  }, [actorRef, giftshop, code, step]);

  const callbacks = useMemo<Callbacks>(
    () => ({
      submitCode: (value) => actorRef.send({ type: 'SUBMIT_CODE', code: String(value ?? '') }),
      updateInfo: (patch) => actorRef.send({ type: 'UPDATE_INFO', patch }),
      saveInfo: () => actorRef.send({ type: 'SAVE_INFO' }),
      continue: () => actorRef.send({ type: 'CONTINUE' }),
      toggleProduct: (id) => actorRef.send({ type: 'TOGGLE_PRODUCT', id }),
      setPage: (page) => actorRef.send({ type: 'SET_PAGE', page }),
      openProduct: (id) => actorRef.send({ type: 'OPEN_PRODUCT', id }),
      closeProduct: () => actorRef.send({ type: 'CLOSE_PRODUCT' }),
      confirm: () => actorRef.send({ type: 'CONFIRM' }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      dismissError: () => actorRef.send({ type: 'DISMISS_ERROR' }),
      back: () => actorRef.send({ type: 'BACK' }),
      leave: () => actorRef.send({ type: 'LEAVE' }),
    }),
    [actorRef],
  );

  const snapshot = useSelector(actorRef, (s) => s);

  const prefetchIds =
    snapshot.context.step === 'info' || snapshot.context.step === 'message'
      ? snapshot.context.shop?.products
      : undefined;
  useEffect(() => {
    if (prefetchIds && prefetchIds.length > 0 && snapshot.context.products === null)
      void loadProductsRef.current(prefetchIds);
  }, [prefetchIds, snapshot.context.products]);
  const linkFor = options.linkFor;
  return useMemo(() => toViewModel(snapshot, callbacks, linkFor), [snapshot, callbacks, linkFor]);
}
