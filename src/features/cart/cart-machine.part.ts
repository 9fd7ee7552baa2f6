/**
 * The cart machine, started from the state the page's cart store shows (loaded on demand by cart-service.ts:
 * XState is not on the start path of a page whose cart nobody changes).
 *
 * The machine resumes where the store is: `ready` with the loaded cart, or `failed`. Its calls are the store's
 * (the same requests, the same change timeout).
 */
import { createActor, fromPromise } from 'xstate';
import type { Cart, CartDelivery, AddToCartRequest } from '../../api/schemas/cart.ts';
import type { FreeGift } from '../../api/schemas/freegift.ts';
import {
  cartMachine,
  cartStateOf,
  type CartEmitted,
  type CartEvent,
  type CartState,
} from '../../../machines/cart.machine.ts';

/** The cart's calls; each answers `undefined` on failure (spec §8; the client has logged why). */
export interface CartCalls {
  loadCart(signal: AbortSignal): Promise<Cart | undefined>;
  loadDelivery(signal: AbortSignal): Promise<CartDelivery | undefined>;
  loadFreeGift(signal: AbortSignal): Promise<FreeGift | undefined>;
  sendChange(request: AddToCartRequest, signal: AbortSignal): Promise<Cart | undefined>;
}

export interface RunningCart {
  send(event: CartEvent): void;
}

/**
 * Starts the cart machine in `state` (loaded or failed) and sends it `waiting` (requests made before it was
 * loaded, in order); `onState` then gets its state and every new one, `onEmitted` every fact.
 */
export function startCartMachine(
  calls: CartCalls,
  state: CartState,
  waiting: readonly CartEvent[],
  onState: (state: CartState) => void,
  onEmitted: (event: CartEmitted) => void,
): RunningCart {
  const machine = cartMachine.provide({
    actors: {
      loadCart: fromPromise(({ signal }) => calls.loadCart(signal)),
      loadDelivery: fromPromise(({ signal }) => calls.loadDelivery(signal)),
      loadFreeGift: fromPromise(({ signal }) => calls.loadFreeGift(signal)),
      sendChange: fromPromise(({ input, signal }) => calls.sendChange(input, signal)),
    },
  });
  const snapshot = machine.resolveState({
    value: state.status === 'ready' ? 'ready' : 'failed',
    context: state.context,
  });
  const actor = createActor(machine, { snapshot, input: { freeGifts: state.context.freeGifts } });
  actor.on('cartChanged', onEmitted);
  actor.on('changeFailed', onEmitted);
  actor.start();
  for (const event of waiting) actor.send(event);
  actor.subscribe((s) => onState(cartStateOf(s)));
  onState(cartStateOf(actor.getSnapshot()));
  return { send: (event) => actor.send(event) };
}
