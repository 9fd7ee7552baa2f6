/**
 * An element whose code waits for the visitor (issue 13, the 120 KB page budget; docs/performance.md "Session 30").
 *
 * The element's own file holds only its attributes and this shell; its component, CSS and texts are an on-demand
 * part (`<feature>/<name>.part.tsx` exporting `Part` and `partStyles`). Until the visitor reaches for the element
 * (a pointer over it, focus inside it, a touch: use-engaged.ts) it shows the page's server-rendered fallback, its
 * light-DOM children, which must work on their own (a link to the login page, a plain GET form); then the part loads
 * and replaces them. Focus that was in the fallback moves to the part's matching control — the same `name` (a form
 * control), `data-carry-focus="<key>"` value or link `href` — else to its `[data-carry-focus]` or first control, so a
 * keyboard visitor goes on where they were; a press on a fallback `<button type="button">` before the part was
 * there (a tap: the touch that starts the load comes just before its click) presses that control once it is.
 * An element without fallback children loads its part at once.
 * If the part cannot load, the fallback stays (an element without one shows the kit's failure with 'Try again').
 *
 * `reach` narrows what counts as reaching for it to the fallback's elements matching a selector (a list's toolbar,
 * not its cards, whose own fields work already); a fallback with no such element loads the part at once. `loadOn`
 * names window events that load it at once too (`popstate`: a fallback rendered from the URL no longer shows it).
 *
 * A part that keeps showing the fallback for a while after it loaded (a list awaiting its first answer, through its
 * own `<slot>`) has nothing to carry focus to at first; it calls `carryFocus` itself when its own view replaces the
 * fallback.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHost, useUntilRenderedSlotGone } from '../internal/element-context.ts';
import { adoptLightStyles, adoptShadowStyles } from '../internal/styles.ts';
import { LazyFallback, useLazyPart, type LazyPart } from './lazy-part.tsx';
import { ENGAGE_EVENTS, useEngaged } from './use-engaged.ts';

/** What an element's on-demand part exports. */
export interface ElementPart<P> {
  Part: ComponentType<P>;
  /** Its CSS (kit sheets first, then its own), adopted by the element's root when the part renders. */
  partStyles: readonly string[];
}

export interface UntilReachedOptions {
  /** Names the part in the console if it cannot load (`'<login-button>'`). */
  what: string;
  /** The events that count (default: pointer over, focus in, touch). */
  events?: readonly string[];
  /** Only these fallback elements count (a selector; default: anywhere in the element). */
  reach?: string;
  /** Window events that load the part at once: `popstate` for a fallback rendered from the URL, stale after it. */
  loadOn?: readonly string[];
}

const FOCUSABLE = '[data-carry-focus], a[href], button:not([disabled]), input:not([type=hidden]), select, textarea';

/** The part's control matching the fallback's focused `from` (same name, carry key or link), else its first one. */
function carryTarget(root: ParentNode, from: Element | null): HTMLElement | null {
  const value = (name: string) => from?.getAttribute(name);
  const key = value('name') || value('data-carry-focus');
  const href = from?.localName === 'a' ? value('href') : null;
  const match = key
    ? `[name="${CSS.escape(key)}"], [data-carry-focus="${CSS.escape(key)}"]`
    : href
      ? `a[href="${CSS.escape(href)}"]:not([tabindex="-1"])`
      : '';
  return (
    (match ? root.querySelector<HTMLElement>(match) : null) ??
    root.querySelector<HTMLElement>('[data-carry-focus]') ??
    root.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/**
 * Focus in the fallback (the browser moves it away only at its next rendering update, so call this in the layout
 * effect of the commit that hides the fallback) moves to the part's matching control in `root`; `press` presses it.
 */
export function carryFocus(
  root: ParentNode,
  fallback: readonly Element[],
  press = false,
  from = document.activeElement,
): void {
  const focusWasIn = fallback.some((node) => node.contains(from));
  if (!focusWasIn && !press) return;
  const control = carryTarget(root, from);
  if (focusWasIn) control?.focus();
  if (press) control?.click();
}

export function untilReached<P extends object>(
  part: LazyPart<ElementPart<P>>,
  { what, events = ENGAGE_EVENTS, reach, loadOn }: UntilReachedOptions,
): ComponentType<P> {
  return function UntilReached(props: P): ReactNode {
    const host = useHost();
    // The upgrade's slot (keepChildren) showed the fallback until this first commit; this shell renders its own.
    useUntilRenderedSlotGone();
    const [fallback] = useState(() => [...host.children]);
    // Nothing in the fallback to reach for (no children, or none matching `reach`): the part is wanted at once.
    const [bare] = useState(() => fallback.length === 0 || (!!reach && !host.querySelector(reach)));
    const engaged = useEngaged(host, events, reach);
    const [woken, setWoken] = useState(false);
    useEffect(() => {
      if (!loadOn?.length || woken) return;
      const wake = () => setWoken(true);
      for (const type of loadOn) window.addEventListener(type, wake);
      return () => {
        for (const type of loadOn) window.removeEventListener(type, wake);
      };
    }, [woken]);
    const wanted = engaged || bare || woken;
    const state = useLazyPart(part, wanted, what);
    // Once loaded for one element the part is there for all; each still waits until it is wanted.
    const ready = state.status === 'ready' && wanted;
    const pressed = useRef(false);

    useEffect(() => {
      if (ready) return;
      const press = (event: Event) => {
        if ((event.target as Element).closest?.('button[type="button"]')) pressed.current = true;
      };
      host.addEventListener('click', press);
      return () => host.removeEventListener('click', press);
    }, [host, ready]);

    useLayoutEffect(() => {
      if (!ready || state.status !== 'ready') return;
      const { partStyles } = state.module;
      const focused = document.activeElement;
      if (host.shadowRoot) adoptShadowStyles(host.shadowRoot, partStyles);
      else {
        adoptLightStyles(host, partStyles);
        // Light DOM has no slot: the fallback goes when the part is there.
        for (const node of fallback) node.remove();
      }
      // A part that still shows the fallback (its own slot) has no control yet: it carries focus itself later.
      carryFocus(host.shadowRoot ?? host, fallback, pressed.current, focused);
    }, [ready, host, fallback, state]);

    if (ready && state.status === 'ready') return <state.module.Part {...props} />;
    if (state.status === 'failed' && fallback.length === 0) return <LazyFallback state={state} />;
    return host.shadowRoot ? <slot /> : null;
  };
}
