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
 * - The machine (with XState) is loaded on demand (line-machine.part.ts), when the shopper reaches for the control;
 *   until then the control shows the machine's first state, computed by the same pure function.
 *
 * The product, variant, colli and add-ons are fixed for one machine: callers remount (React `key`) when they
 * change, see {@link lineControlKey}.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AddToCartEvent, AddToCartSnapshot } from '../../../machines/add-to-cart.machine.ts';
import { initialLineContext, isAdding, isInCartMode, typedText } from '../../../machines/add-to-cart.state.ts';
import { sameLine } from '../../../machines/cart.lines.ts';
import type { AddToCartRequest } from '../../api/schemas/cart.ts';
import { useStoreSelector, type ReadableStore } from '../../data/use-store.ts';
import { useHost } from '../../internal/element-context.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { roundUpToColli } from '../../validation/quantity.ts';
import { useCartActions, useCartLineQuantity, useCartSelector, useCartService } from '../cart/use-cart.ts';

type LineActor = ReturnType<typeof import('./line-machine.part.ts').createLineActor>;

/** The control's machine, loaded once per page (a failed load is requested again on the next attempt). */
const lineMachine = lazyPart(() => import('./line-machine.part.ts'), {
  chunk: 'line-machine.part',
  base: import.meta.url,
});

/** Events on the host that announce a shopper reaching for the control: its machine is loaded then. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

/** A store of no snapshot: what the selectors read before the machine is there. */
const NO_ACTOR: ReadableStore<null> = { getSnapshot: () => null, subscribe: () => () => {} };

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
  /** The control's machine could not be loaded, so the last request was not made (until the next attempt). */
  unavailable: boolean;
  type(text: string): void;
  add(): void;
  plus(): void;
  minus(): void;
  dismissError(): void;
}

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

/**
 * The control's machine is loaded when the shopper reaches for it (a pointer over, focus in or touch on the
 * element) or at the latest on the first request; until then the control shows the machine's first state for
 * the same input, and requests wait for it in order. A failed load is `unavailable` (the view says the cart could
 * not be updated); the next request loads it again.
 */
export function useLineControl({ productid, variantid, colli, addonproductids }: LineControlInput): LineControl {
  const lineQuantity = useCartLineQuantity(productid, variantid);
  const key = useMemo(() => ({ productid, variantid }), [productid, variantid]);
  // A line the cart shows but the server has not confirmed yet (an add in flight or queued).
  const unconfirmed = useCartSelector((s) => s.context.lines.some((l) => l.item === null && sameLine(l, key)));
  const error = useCartSelector((s) => s.context.error);
  const changeFailed = error?.kind === 'changeFailed' && sameLine(error.change, key);
  const actions = useCartActions();
  const cart = useCartService();
  const host = useHost();

  const [actor, setActor] = useState<LineActor | null>(null);
  // The actor as soon as it exists: a request made after it started but before React re-rendered goes to it.
  const running = useRef<LineActor | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The field's text typed before the machine is there (a controlled field would otherwise undo each key). */
  const [early, setEarly] = useState<string | null>(null);
  const input = { productid, variantid, colli, addonproductids: addonproductids ? [...addonproductids] : [] };
  const latest = useRef({ input, lineQuantity, actions });
  latest.current = { input, lineQuantity, actions };
  const waiting = useRef<AddToCartEvent[]>([]);
  const loading = useRef(false);
  // Set when the control leaves (not "mounted" set by an effect: a click in the commit that shows the control comes
  // before React runs that commit's passive effects, and its load may settle before them too).
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    cart.prepare(); // the first request of a control goes to the cart machine
    lineMachine.load().then(
      ({ createLineActor }) => {
        if (gone.current) return;
        const { input: current, lineQuantity: quantity } = latest.current;
        const next = createLineActor({ ...current, lineQuantity: quantity });
        // Listening before the start: nothing the machine emits for a waiting request is missed.
        next.on('add', (e) => latest.current.actions.add(e.request));
        next.on('setQuantity', (e) => latest.current.actions.setQuantity(e.request));
        next.start();
        for (const event of waiting.current.splice(0)) next.send(event);
        running.current = next;
        setActor(next);
      },
      (error: unknown) => {
        loading.current = false;
        if (gone.current || waiting.current.splice(0).length === 0) return;
        console.error('The add-to-cart control could not be loaded', error);
        setLoadFailed(true);
      },
    );
  }, [cart]);

  useEffect(() => {
    if (actor || !host) return undefined;
    for (const type of INTENT) host.addEventListener(type, start, { passive: true });
    return () => {
      for (const type of INTENT) host.removeEventListener(type, start);
    };
  }, [actor, host, start]);

  const send = useCallback(
    (event: AddToCartEvent) => {
      // The field shows this text until React renders from the machine: also for keys that reach the machine
      // before that render (else the controlled field shows the older text, and the next key builds on it).
      if (event.type === 'TYPE') setEarly(typedText(event.text));
      if (running.current) {
        running.current.send(event);
        return;
      }
      waiting.current.push(event);
      setLoadFailed(false);
      start();
    },
    [start],
  );

  useEffect(() => {
    actor?.send({ type: 'CART_LINE', quantity: lineQuantity });
  }, [actor, lineQuantity]);

  // Before the machine is there, the selectors read its first state for this input.
  const store: ReadableStore<AddToCartSnapshot | null> = actor ?? NO_ACTOR;
  const first = initialLineContext({ productid, variantid, colli, lineQuantity });

  // While an edit waits for its debounce, the page cart shows its quantity at once (a draft: every view follows,
  // nothing is sent); the draft is cleared when the edit ends (its request, if any, replaces it in the cart).
  const draft = useStoreSelector(store, (s) => (s ? selectDraft(s) : null));
  useEffect(() => {
    if (draft === null) return undefined;
    actions.draft(productid, variantid, draft);
    return () => actions.draft(productid, variantid, null);
  }, [actions, productid, variantid, draft]);

  // Unmounted (view closed, product / colli changed) while an edit waits for its debounce: send it now rather than
  // lose it (the same commit the machine makes when the delay ends); then the machine stops.
  useEffect(() => {
    if (!actor) return undefined;
    return () => {
      const pending = pendingCommit(actor.getSnapshot());
      if (pending) latest.current.actions.setQuantity(pending);
      actor.stop();
    };
  }, [actor]);

  // Report each new failure of this line once (the error object changes identity per failure).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (actor && changeFailed && reported.current !== error) {
      reported.current = error;
      actor.send({ type: 'CHANGE_FAILED' });
    }
  }, [actor, error, changeFailed]);

  const text = useStoreSelector(store, (s) => (s ? s.context.text : (early ?? first.text)));
  const rounded = useStoreSelector(store, (s) => (s ? s.context.rounded : false));
  const inCart = useStoreSelector(store, (s) => (s ? isInCartMode(s) : first.lineQuantity > 0));
  const adding = useStoreSelector(store, (s) => (s ? isAdding(s) : false));
  const mode: LineMode = adding || (inCart && unconfirmed) ? 'adding' : inCart ? 'in-cart' : 'new';

  const type = useCallback((value: string) => send({ type: 'TYPE', text: value }), [send]);
  const add = useCallback(() => {
    if (changeFailed) actions.dismissError();
    send({ type: 'ADD' });
  }, [send, actions, changeFailed]);
  const plus = useCallback(() => send({ type: 'PLUS' }), [send]);
  const minus = useCallback(() => send({ type: 'MINUS' }), [send]);
  const dismissError = useCallback(() => {
    setLoadFailed(false);
    actions.dismissError();
  }, [actions]);

  return {
    mode,
    text,
    rounded,
    lineQuantity,
    failed: changeFailed,
    unavailable: loadFailed,
    type,
    add,
    plus,
    minus,
    dismissError,
  };
}
