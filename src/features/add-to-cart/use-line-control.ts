/**
 * `useLineControl()`: one add-to-cart machine (machines/add-to-cart.machine.ts) wired to the page cart.
 *
 * - The machine starts with the line's current quantity; afterwards every change of that quantity (optimistic,
 *   so it follows rollbacks too) is forwarded as `CART_LINE`.
 * - Emitted `add` becomes `cartActions.add(request)`, emitted `setQuantity` becomes `cartActions.setQuantity(request)`
 *   (the cart queue sends them one at a time, in order; `butik-cart-change` is fired on this element by the cart
 *   service once the server confirms).
 * - A cart error `changeFailed` whose change is this line is reported to the machine (`CHANGE_FAILED`, so an
 *   add that failed makes the button usable again) and returned as `failed` for the view's message.
 *
 * The product, variant, colli and add-ons are fixed for one machine: callers remount (React `key`) when they
 * change, see {@link lineControlKey}.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { sameLine } from '../../../machines/cart.machine.ts';
import {
  addToCartMachine,
  isAdding,
  isInCartMode,
  type AddToCartSnapshot,
} from '../../../machines/add-to-cart.machine.ts';
import type { AddToCartRequest } from '../../api/schemas/cart.ts';
import { roundUpToColli } from '../../validation/quantity.ts';
import { useCartActions, useCartLineQuantity, useCartSelector } from '../cart/use-cart.ts';

/** The add-to-cart payload's bound (spec §3; the machine caps at the same value). */
const MAX_LINE_QUANTITY = 1_000_000;

export interface LineControlInput {
  productid: string;
  variantid: string | null;
  colli: number;
  addonproductids?: readonly string[];
}

/** React key for a line control: a new machine whenever product, variant, colli or add-ons change. */
export function lineControlKey({ productid, variantid, colli, addonproductids }: LineControlInput): string {
  return [productid, variantid ?? '', colli, (addonproductids ?? []).join(',')].join('|');
}

export type LineMode = 'new' | 'adding' | 'in-cart';

export interface LineControl {
  mode: LineMode;
  /** The quantity field's text (digits only). */
  text: string;
  /** The last add or commit was rounded up to a multiple of colli (the quantity shown). */
  rounded: boolean;
  /** The line as shown in the cart (optimistic). */
  lineQuantity: number;
  /** The last change of this line failed and was rolled back (until dismissed or the next change). */
  failed: boolean;
  type(text: string): void;
  add(): void;
  plus(): void;
  minus(): void;
  dismissError(): void;
}

const selectText = (s: AddToCartSnapshot) => s.context.text;
const selectRounded = (s: AddToCartSnapshot) => s.context.rounded;
const selectInCart = (s: AddToCartSnapshot) => isInCartMode(s);
const selectAdding = (s: AddToCartSnapshot) => isAdding(s);
/** The quantity an edit in its debounce shows (rounded up to colli as it will be sent), null when not editing. */
const selectDraft = (s: AddToCartSnapshot): number | null =>
  s.matches({ inCart: 'editing' }) && s.context.text !== ''
    ? Math.min(roundUpToColli(s.context.quantity, s.context.colli), MAX_LINE_QUANTITY)
    : null;

/** The request an edit waiting for its debounce would send now (null: nothing to send). */
export function pendingCommit(snapshot: AddToCartSnapshot): AddToCartRequest | null {
  if (!snapshot.matches({ inCart: 'editing' })) return null;
  const { context } = snapshot;
  if (context.text === '') return null;
  const quantity = Math.min(roundUpToColli(context.quantity, context.colli), MAX_LINE_QUANTITY);
  if (quantity === context.lineQuantity) return null;
  const request: AddToCartRequest = { productid: context.productid, variantid: context.variantid, quantity };
  if (context.addonproductids.length > 0) request.addonproductids = [...context.addonproductids];
  return request;
}

export function useLineControl({ productid, variantid, colli, addonproductids }: LineControlInput): LineControl {
  const lineQuantity = useCartLineQuantity(productid, variantid);
  const key = useMemo(() => ({ productid, variantid }), [productid, variantid]);
  // A line the cart shows but the server has not confirmed yet (an add in flight or queued).
  const unconfirmed = useCartSelector((s) => s.context.lines.some((l) => l.item === null && sameLine(l, key)));
  const error = useCartSelector((s) => s.context.error);
  const failed = error?.kind === 'changeFailed' && sameLine(error.change, key);
  const actions = useCartActions();

  const actor = useActorRef(addToCartMachine, {
    input: { productid, variantid, colli, addonproductids: addonproductids ? [...addonproductids] : [], lineQuantity },
  });

  // A layout effect, not a passive one: the control is usable (button in the DOM, data-state "ready", both from
  // this commit) before React runs the commit's passive effects, which may come a task later. An ADD clicked in
  // that gap waits in the actor's mailbox until useActorRef starts it (a passive effect) and is emitted then, so
  // the listener must already be there; it was attached after the start, and the add was lost (control stuck
  // in "adding", nothing sent).
  useLayoutEffect(() => {
    const subscriptions = [
      actor.on('add', (e) => actions.add(e.request)),
      actor.on('setQuantity', (e) => actions.setQuantity(e.request)),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [actor, actions]);

  useEffect(() => {
    actor.send({ type: 'CART_LINE', quantity: lineQuantity });
  }, [actor, lineQuantity]);

  // While an edit waits for its debounce, the page cart shows its quantity at once (a draft: every view follows,
  // nothing is sent); the draft is cleared when the edit ends (its request, if any, replaces it in the cart).
  const draft = useSelector(actor, selectDraft);
  useEffect(() => {
    if (draft === null) return undefined;
    actions.draft(productid, variantid, draft);
    return () => actions.draft(productid, variantid, null);
  }, [actions, productid, variantid, draft]);

  // Unmounted (view closed, product / colli changed) while an edit waits for its debounce: send it now rather than
  // lose it (the same commit the machine makes when the delay ends).
  const actionsRef = useRef(actions);
  actionsRef.current = actions;
  useEffect(
    () => () => {
      const pending = pendingCommit(actor.getSnapshot());
      if (pending) actionsRef.current.setQuantity(pending);
    },
    [actor],
  );

  // Report each new failure of this line once (the error object changes identity per failure).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (failed && reported.current !== error) {
      reported.current = error;
      actor.send({ type: 'CHANGE_FAILED' });
    }
  }, [actor, error, failed]);

  const text = useSelector(actor, selectText);
  const rounded = useSelector(actor, selectRounded);
  const inCart = useSelector(actor, selectInCart);
  const adding = useSelector(actor, selectAdding);
  const mode: LineMode = adding || (inCart && unconfirmed) ? 'adding' : inCart ? 'in-cart' : 'new';

  const type = useCallback((value: string) => actor.send({ type: 'TYPE', text: value }), [actor]);
  const add = useCallback(() => {
    if (failed) actions.dismissError();
    actor.send({ type: 'ADD' });
  }, [actor, actions, failed]);
  const plus = useCallback(() => actor.send({ type: 'PLUS' }), [actor]);
  const minus = useCallback(() => actor.send({ type: 'MINUS' }), [actor]);
  const dismissError = useCallback(() => actions.dismissError(), [actions]);

  return { mode, text, rounded, lineQuantity, failed, type, add, plus, minus, dismissError };
}
