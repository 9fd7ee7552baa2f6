/**
 * The page's one cart (spec §2, §7 "On start the app loads the cart, the current delivery and, if free gifts
 * are enabled, the current free gift"): the cart machine started once per page with the API calls as its
 * actors, shared by every element through the page-actor registry of the shared React root.
 *
 * - Every change is sent with a timeout ({@link CHANGE_TIMEOUT_MS}): a request that never settles would hold
 *   the queue (the machine sends one change at a time), so it is aborted and rolled back like a failure.
 * - `butik-cart-change` (bubbles, composed) is fired on the element the user acted on, when the server
 *   confirmed the change; if that element has left the page it is fired on `document`.
 *   Detail: {@link CartChangeDetail}.
 * - A failed change fires `butik-error` on that element (the views show the message).
 */
import { createCartApi } from '../../api/cart.ts';
import type { ApiClient } from '../../api/client.ts';
import { createFreeGiftApi } from '../../api/freegift.ts';
import { unwrapOr } from '../../api/result.ts';
import type { Cart } from '../../api/schemas/cart.ts';
import type { FreeGift } from '../../api/schemas/freegift.ts';
import { fire, ButikErrorEvent } from '../../internal/events.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { enqueueChange, isCart, linesOf, toChange } from '../../../machines/cart.lines.ts';
import { initialCartContext, type CartState } from '../../../machines/cart.state.ts';
import type { CartChange, CartContext, CartEmitted, CartEvent } from '../../../machines/cart.types.ts';
import type { CartCalls, RunningCart } from './cart-machine.part.ts';

/** A change that has not been answered in this time is aborted and rolled back. */
export const CHANGE_TIMEOUT_MS = 20_000;

/** `butik-cart-change` detail. */
export interface CartChangeDetail {
  /** The server's cart after the change. */
  cart: Cart;
  /** The line change that was confirmed (`quantity` is the line's new quantity, 0 = removed); null when a
   * whole-cart operation (bulk order, CSV import, free gift) replaced the cart. */
  change: { productid: string; variantid: string | null; quantity: number } | null;
}

/**
 * The page's cart as a store: its state for the views (`getSnapshot` / `subscribe`), requests (`send`, the cart
 * machine's events) and the machine's facts (`on`).
 */
export interface CartService {
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  send(event: CartEvent): void;
  on<K extends CartEmitted['type']>(type: K, handler: (event: Extract<CartEmitted, { type: K }>) => void): () => void;
  /** Loads the cart machine ahead of a change (a shopper's intent: a pointer over or focus in a cart control). */
  prepare(): void;
  /** A token for `origin` that leads back to `host` (weakly held). */
  originOf(host: Element): string;
}

type CartMachinePart = typeof import('./cart-machine.part.ts');

/** The cart machine, loaded once per page (a failed load is requested again on the next request). */
const cartMachine = lazyPart(() => import('./cart-machine.part.ts'), {
  chunk: 'cart-machine.part',
  base: import.meta.url,
});

export interface CartServiceOptions {
  freeGifts: boolean;
  changeTimeoutMs?: number;
  /** Loads the machine (tests count or fail it); the default imports cart-machine.part.ts on demand. */
  loadMachine?: () => Promise<CartMachinePart>;
}

/**
 * Runs `send` with a signal that aborts when the machine cancels the change (`signal`) or after `timeoutMs`.
 * A plain timer rather than `AbortSignal.timeout` + `AbortSignal.any`: it is cleared once the request settles,
 * needs no `AbortSignal.any` (without it the machine's own cancel was dropped), and runs on the page's timers.
 */
async function withTimeout<T>(
  signal: AbortSignal,
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const cancel = (): void => controller.abort(signal.reason);
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * The first read of the cart, delivery and free gift, as the machine's `loading` state reads them: a failed cart
 * fails at once, a failed delivery falls back to the cart's own, a failed free gift is none. Null: the cart
 * failed (or the read was aborted).
 */
async function firstRead(
  calls: CartCalls,
  freeGifts: boolean,
  signal: AbortSignal,
): Promise<Pick<CartContext, 'cart' | 'delivery' | 'freeGift'> | null> {
  const swallow = <T>(promise: Promise<T>): Promise<T | undefined> => promise.catch(() => undefined);
  const delivery = swallow(calls.loadDelivery(signal));
  const freeGift = freeGifts ? swallow(calls.loadFreeGift(signal)) : Promise.resolve(undefined);
  const cart = await swallow(calls.loadCart(signal));
  if (!isCart(cart) || signal.aborted) return null;
  const [d, g] = await Promise.all([delivery, freeGift]);
  if (signal.aborted) return null;
  return { cart, delivery: d ?? cart.delivery, freeGift: g ?? null };
}

/**
 * The page's cart (see the top of this file). Until a change is asked for, the store reads the cart by itself and
 * shows it; the cart machine (machines/cart.machine.ts, with XState) is loaded on the first request that needs
 * it — a change, a draft, a replaced cart, a session change of a loaded cart — or ahead of one (`prepare`), and
 * resumes from the loaded (or failed) cart; requests sent meanwhile wait for it, in order. A RETRY after a failed
 * read, or a session change while the cart is not loaded, reads the cart again without the machine.
 *
 * If the machine cannot be loaded (the network is gone), the waiting changes fail like a failed change
 * (`changeFailed`, the error on the cart, `butik-error` on the element); a replaced cart is shown anyway; the
 * next request tries again.
 */
export function createCartService(client: ApiClient, options: CartServiceOptions): CartService {
  const cartApi = createCartApi(client);
  const freeGiftApi = createFreeGiftApi(client);
  const timeoutMs = options.changeTimeoutMs ?? CHANGE_TIMEOUT_MS;
  const loadMachine = options.loadMachine ?? cartMachine.load;
  const calls: CartCalls = {
    loadCart: async (signal) => unwrapOr(await cartApi.get({ signal }), undefined),
    loadDelivery: async (signal) => unwrapOr(await cartApi.getCurrentDelivery({ signal }), undefined),
    loadFreeGift: async (signal) => unwrapOr(await freeGiftApi.getCurrent({ signal }), undefined),
    sendChange: async (request, signal) =>
      unwrapOr(await withTimeout(signal, timeoutMs, (s) => cartApi.addOrUpdate(request, { signal: s })), undefined),
  };

  let state: CartState = { status: 'loading', context: initialCartContext({ freeGifts: options.freeGifts }) };
  const listeners = new Set<() => void>();
  const setState = (next: CartState): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const handlers = new Map<string, Set<(event: CartEmitted) => void>>();
  const emit = (event: CartEmitted): void => {
    for (const handler of [...(handlers.get(event.type) ?? [])]) handler(event);
  };

  // Without the machine: the first read, again after RETRY or a session change.
  let reading: AbortController | null = null;
  const read = (): void => {
    reading?.abort();
    const controller = new AbortController();
    reading = controller;
    setState({ status: 'loading', context: { ...state.context, error: null } });
    void firstRead(calls, state.context.freeGifts, controller.signal).then((loaded) => {
      if (reading !== controller) return; // a newer read replaced this one
      reading = null;
      const { context } = state;
      if (!loaded) setState({ status: 'failed', context: { ...context, error: { kind: 'loadFailed' } } });
      else setState({ status: 'ready', context: { ...context, ...loaded, lines: linesOf(loaded.cart, context) } });
    });
  };

  let machine: RunningCart | null = null;
  let starting: Promise<void> | null = null;
  const waiting: CartEvent[] = [];
  /** Resolves once the cart is not loading (the machine resumes from a loaded or failed cart). */
  const settled = (): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => {
        if (state.status === 'loading') return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  const start = (): Promise<void> =>
    (starting ??= (async () => {
      let part: CartMachinePart;
      try {
        part = await loadMachine();
      } catch {
        starting = null;
        failWaiting();
        return;
      }
      // A read may start again while this waits (a session change): the machine resumes from its answer.
      while (state.status === 'loading') await settled();
      // The machine resumes from the cart without the changes shown meanwhile, then gets them, in order.
      const { cart } = state.context;
      const resumed = { ...state.context, queue: [], lines: linesOf(cart, { inFlight: null, queue: [], drafts: [] }) };
      // A free-gift reload still running here is the machine's to make (its answer would not reach the machine).
      const events = waiting.splice(0);
      if (giftReload) {
        giftReload.abort();
        giftReload = null;
        events.unshift({ type: 'REFRESH_FREE_GIFT' });
      }
      machine = part.startCartMachine(calls, { ...state, context: resumed }, events, setState, emit);
    })());
  // The machine could not be loaded: what waited for it is answered without it.
  const failWaiting = (): void => {
    const { cart } = state.context;
    setState({
      ...state,
      context: { ...state.context, queue: [], lines: linesOf(cart, { ...state.context, queue: [] }) },
    });
    for (const event of waiting.splice(0)) {
      const change = toChange(event);
      if (change) {
        const error = { kind: 'changeFailed' as const, change };
        setState({ ...state, context: { ...state.context, error } });
        emit({ type: 'changeFailed', change, error });
      } else if (event.type === 'REPLACE_CART' && state.status === 'ready') {
        replace(event);
      }
    }
  };

  // Without the machine, on a loaded cart: REPLACE_CART and FREE_GIFT as the machine's `ready` state takes them (the
  // new truth, `cartChanged`, a free-gift reload that a newer one or the shopper's choice stops).
  let giftReload: AbortController | null = null;
  const reloadFreeGift = (): void => {
    giftReload?.abort();
    if (!state.context.freeGifts) return;
    const controller = new AbortController();
    giftReload = controller;
    void calls.loadFreeGift(controller.signal).then((gift) => {
      if (giftReload !== controller || controller.signal.aborted) return;
      giftReload = null;
      setState({ ...state, context: { ...state.context, freeGift: gift ?? state.context.freeGift } });
    });
  };
  const chooseFreeGift = (freeGift: FreeGift | null): void => {
    giftReload?.abort();
    giftReload = null;
    setState({ ...state, context: { ...state.context, freeGift } });
  };
  const replace = (event: Extract<CartEvent, { type: 'REPLACE_CART' }>): void => {
    if (!isCart(event.cart)) return;
    const { cart } = event;
    const { context } = state;
    setState({
      ...state,
      context: { ...context, cart, delivery: cart.delivery, lines: linesOf(cart, context), truths: context.truths + 1 },
    });
    emit({ type: 'cartChanged', cart, change: null, origin: event.origin });
    reloadFreeGift();
  };

  read();

  const hosts = new Map<string, WeakRef<Element>>();
  const tokens = new WeakMap<Element, string>();
  let next = 0;
  const targetOf = (origin: string | undefined): EventTarget => {
    const host = origin ? hosts.get(origin)?.deref() : undefined;
    return host && host.isConnected ? host : document;
  };
  const detailOf = (cart: Cart, change: CartChange | null): CartChangeDetail => ({
    cart,
    change: change ? { productid: change.productid, variantid: change.variantid, quantity: change.quantity } : null,
  });

  const service: CartService = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (machine) return machine.send(event);
      const unloaded = state.status !== 'ready';
      if ((event.type === 'RETRY' && state.status === 'failed') || (event.type === 'SESSION_CHANGED' && unloaded)) {
        read();
        return;
      }
      // A whole cart from another call (a sign-in's saved cart, a bulk order) or the shopper's free-gift choice on a
      // loaded cart with nothing waiting: applied now, as the machine would (its event must not wait for a chunk).
      if (state.status === 'ready' && waiting.length === 0) {
        if (event.type === 'REPLACE_CART') return replace(event);
        if (event.type === 'FREE_GIFT') return chooseFreeGift(event.freeGift);
      }
      waiting.push(event);
      // A change shows at once (optimistic), as the machine's queue would show it.
      const change = toChange(event);
      if (change) {
        const { context } = state;
        const queue = enqueueChange(context.queue, change);
        setState({ ...state, context: { ...context, queue, lines: linesOf(context.cart, { ...context, queue }) } });
      }
      void start();
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const h = handler as (event: CartEmitted) => void;
      set.add(h);
      return () => set.delete(h);
    },
    prepare() {
      void start();
    },
    originOf(host) {
      let token = tokens.get(host);
      if (!token) {
        token = `o${(next += 1)}`;
        tokens.set(host, token);
        hosts.set(token, new WeakRef(host));
      }
      return token;
    },
  };

  service.on('cartChanged', (e) => {
    fire(targetOf(e.origin), 'butik-cart-change', detailOf(e.cart, e.change));
  });
  service.on('changeFailed', (e) => {
    const target = targetOf(e.change.origin);
    target.dispatchEvent(
      new ButikErrorEvent({
        message: `The cart change of product ${e.change.productid} could not be saved; the cart was rolled back.`,
        tag: target instanceof Element ? target.localName : undefined,
      }),
    );
  });
  return service;
}

declare global {
  interface HTMLElementEventMap {
    'butik-cart-change': CustomEvent<CartChangeDetail>;
  }
  interface DocumentEventMap {
    'butik-cart-change': CustomEvent<CartChangeDetail>;
  }
}
