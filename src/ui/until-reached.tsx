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
 * there (a tap: the touch that starts the load comes just before its click) presses that control once it is, and
 * with `holdPresses` a press on a fallback link that stands in for a button is held and given to the part's first
 * control (followed after all if the part cannot load). An element without fallback children loads its part at once.
 * If the part cannot load, the fallback stays (an element without one shows the kit's failure with 'Try again').
 *
 * `reach` narrows what counts as reaching for it to the fallback's elements matching a selector (a list's toolbar,
 * not its cards, whose own fields work already); a fallback with no such element loads the part at once. `loadOn`
 * names window events that load it at once too (`popstate`: a fallback rendered from the URL no longer shows it;
 * `butik-cart-change`: the header cart must show the change), and `whenNear` loads it when it comes within a distance
 * of the viewport (content below the fold). docs/waiting-elements.md has the whole picture.
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
  /**
   * Window events that load the part at once: `popstate` for a fallback rendered from the URL, stale after it;
   * `butik-cart-change` (bubbling from the element that changed the cart) for the header cart.
   */
  loadOn?: readonly string[];
  /**
   * A press on a fallback link is held too (not followed) and given to the part's first control once it is there:
   * for a link that stands in for a button (the header cart's link to the cart page for its toggle). If the part
   * cannot load, the link is followed after all.
   */
  holdPresses?: boolean;
  /**
   * It loads when it comes within this distance of the viewport too (content below the fold: a slider of cards),
   * e.g. `'200px'`: near enough that it is there when it scrolls into view, far enough that the first screen
   * does not load it.
   */
  whenNear?: string;
}

const FOCUSABLE = '[data-carry-focus], a[href], button:not([disabled]), input:not([type=hidden]), select, textarea';

/**
 * The part's control matching the fallback's focused `from` (same name, carry key or, unless `links` is false,
 * link), else its `[data-carry-focus]` or first one.
 */
function carryTarget(root: ParentNode, from: Element | null, links: boolean): HTMLElement | null {
  const value = (name: string) => from?.getAttribute(name);
  const key = value('name') || value('data-carry-focus');
  const href = links && from?.localName === 'a' ? value('href') : null;
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
 * `links: false` for a fallback whose links stand in for the part's buttons (a held press is not a link to match).
 */
export function carryFocus(
  root: ParentNode,
  fallback: readonly Element[],
  press = false,
  from = document.activeElement,
  links = true,
): void {
  const focusWasIn = fallback.some((node) => node.contains(from));
  if (!focusWasIn && !press) return;
  const control = carryTarget(root, from, links);
  if (focusWasIn) control?.focus();
  if (press) control?.click();
}

export function untilReached<P extends object>(
  part: LazyPart<ElementPart<P>>,
  { what, events = ENGAGE_EVENTS, reach, loadOn, holdPresses = false, whenNear }: UntilReachedOptions,
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
    const wanted = engaged || bare || woken;
    const state = useLazyPart(part, wanted, what);
    // Once loaded for one element the part is there for all; each still waits until it is wanted.
    const ready = state.status === 'ready' && wanted;
    // A held press: true for a button, the link's URL for a held link.
    const pressed = useRef<string | boolean>(false);

    useEffect(() => {
      if (wanted || !loadOn?.length) return;
      const wake = () => setWoken(true);
      for (const type of loadOn) window.addEventListener(type, wake);
      return () => {
        for (const type of loadOn) window.removeEventListener(type, wake);
      };
    }, [wanted]);

    useEffect(() => {
      if (wanted || whenNear === undefined) return;
      const seen = new IntersectionObserver(
        (records) => {
          if (records.some((record) => record.isIntersecting)) setWoken(true);
        },
        { rootMargin: `${whenNear} 0px` },
      );
      seen.observe(host);
      return () => seen.disconnect();
    }, [host, wanted]);

    useEffect(() => {
      if (ready) return;
      const press = (event: MouseEvent) => {
        const target = event.target as Element;
        const link = holdPresses && target.closest?.('a[href]');
        if (link && !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
          event.preventDefault();
          setWoken(true);
          pressed.current = (link as HTMLAnchorElement).href;
        } else if (target.closest?.('button[type="button"]')) pressed.current = true;
      };
      host.addEventListener('click', press);
      // Host `data-state="waiting"`: the fallback shows and the shell listens (page CSS and tests can tell).
      if (!wanted) host.setAttribute('data-state', 'waiting');
      return () => {
        host.removeEventListener('click', press);
        if (host.getAttribute('data-state') === 'waiting') host.removeAttribute('data-state');
      };
    }, [host, ready, wanted]);

    // The part could not load: a held link is followed after all.
    useEffect(() => {
      if (state.status === 'failed' && typeof pressed.current === 'string') location.assign(pressed.current);
    }, [state.status]);

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
      carryFocus(host.shadowRoot ?? host, fallback, !!pressed.current, focused, !holdPresses);
      pressed.current = false;
    }, [ready, host, fallback, state]);

    if (ready && state.status === 'ready') return <state.module.Part {...props} />;
    if (state.status === 'failed' && fallback.length === 0) return <LazyFallback state={state} />;
    return host.shadowRoot ? <slot /> : null;
  };
}
