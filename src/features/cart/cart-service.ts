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
import { createActor, fromPromise } from 'xstate';
import { createCartApi } from '../../api/cart.ts';
import type { ApiClient } from '../../api/client.ts';
import { createFreeGiftApi } from '../../api/freegift.ts';
import { unwrapOr } from '../../api/result.ts';
import type { Cart } from '../../api/schemas/cart.ts';
import { fire, ButikErrorEvent } from '../../internal/events.ts';
import { cartMachine, type CartActorRef, type CartChange } from '../../../machines/cart.machine.ts';

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

export interface CartService {
  actor: CartActorRef;
  /** A token for `origin` that leads back to `host` (weakly held). */
  originOf(host: Element): string;
}

export interface CartServiceOptions {
  freeGifts: boolean;
  changeTimeoutMs?: number;
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

export function createCartService(client: ApiClient, options: CartServiceOptions): CartService {
  const cartApi = createCartApi(client);
  const freeGiftApi = createFreeGiftApi(client);
  const timeoutMs = options.changeTimeoutMs ?? CHANGE_TIMEOUT_MS;
  const machine = cartMachine.provide({
    actors: {
      // The machine takes `undefined` for "failed" (the client has logged why).
      loadCart: fromPromise(async ({ signal }) => unwrapOr(await cartApi.get({ signal }), undefined)),
      loadDelivery: fromPromise(async ({ signal }) =>
        unwrapOr(await cartApi.getCurrentDelivery({ signal }), undefined),
      ),
      loadFreeGift: fromPromise(async ({ signal }) => unwrapOr(await freeGiftApi.getCurrent({ signal }), undefined)),
      sendChange: fromPromise(async ({ input, signal }) =>
        unwrapOr(await withTimeout(signal, timeoutMs, (s) => cartApi.addOrUpdate(input, { signal: s })), undefined),
      ),
    },
  });
  const actor = createActor(machine, { input: { freeGifts: options.freeGifts } });

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

  actor.on('cartChanged', (e) => {
    fire(targetOf(e.origin), 'butik-cart-change', detailOf(e.cart, e.change));
  });
  actor.on('changeFailed', (e) => {
    const target = targetOf(e.change.origin);
    target.dispatchEvent(
      new ButikErrorEvent({
        message: `The cart change of product ${e.change.productid} could not be saved; the cart was rolled back.`,
        tag: target instanceof Element ? target.localName : undefined,
      }),
    );
  });
  actor.start();

  return {
    actor,
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
}

declare global {
  interface HTMLElementEventMap {
    'butik-cart-change': CustomEvent<CartChangeDetail>;
  }
  interface DocumentEventMap {
    'butik-cart-change': CustomEvent<CartChangeDetail>;
  }
}
