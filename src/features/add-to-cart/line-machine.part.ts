/**
 * An add-to-cart control's machine (loaded on demand by use-line-control.ts, when the shopper reaches for the
 * control: XState is not on the start path of a page of controls nobody touches).
 */
import { createActor } from 'xstate';
import { addToCartMachine, type AddToCartInput } from '../../../machines/add-to-cart.machine.ts';

export function createLineActor(input: AddToCartInput) {
  return createActor(addToCartMachine, { input });
}
