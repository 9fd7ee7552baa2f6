/**
 * `<bulk-order>`'s machine with its effects (loaded on demand by bulk-order.tsx when the shopper reaches for the
 * form, or at the latest on its first event: XState is not on the start path of a page whose form nobody touches).
 * The item lookup (lookup.ts) and the one add request (add-lines.ts) come with it.
 */
import { createActor, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { AddToCartRequest, Cart } from '../../api/schemas/cart.ts';
import { bulkOrderMachine, type BulkOrderInput, type LookupOutput } from '../../../machines/bulk-order.machine.ts';
import { addLines } from './add-lines.ts';
import { createItemLookup } from './lookup.ts';

export interface BulkOrderActorOptions extends BulkOrderInput {
  /** The page's API client at the time of each call. */
  client(): ApiClient;
}

/** The form's actor, not started. */
export function createBulkOrderActor({ client, ...input }: BulkOrderActorOptions) {
  const machine = bulkOrderMachine.provide({
    actors: {
      lookup: fromPromise<LookupOutput, { keys: string[] }>(({ input: { keys }, signal }) =>
        createItemLookup(client())(keys, signal),
      ),
      addLines: fromPromise<Cart, { items: AddToCartRequest[] }>(({ input: { items }, signal }) =>
        addLines(client(), items, signal),
      ),
    },
  });
  return createActor(machine, { input });
}
