/**
 * An element whose code waits for the visitor (issue 13, the 120 KB page budget; docs/performance.md "Session 30").
 *
 * The element's own file holds only its attributes and this shell; its component, CSS and texts are an on-demand
 * part (`<feature>/<name>.part.tsx` exporting `Part` and `partStyles`). Until the visitor reaches for the element
 * (a pointer over it, focus inside it, a touch: use-engaged.ts) it shows the page's server-rendered fallback, its
 * light-DOM children, which must work on their own (a link to the login page, a plain GET form); then the part loads
 * and replaces them. Focus that was in the fallback moves to the part's first control (or its `[data-carry-focus]`),
 * so a keyboard visitor goes on where they were; a press on a fallback `<button type="button">` before the part was
 * there (a tap: the touch that starts the load comes just before its click) presses that control once it is.
 * An element without fallback children loads its part at once.
 * If the part cannot load, the fallback stays (an element without one shows the kit's failure with 'Try again').
 *
 * `reach` narrows what counts as reaching for it to the fallback's elements matching a selector (a list's toolbar,
 * not its cards, whose own fields work already).
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
  /** Events anywhere on the page that load it too (`butik-cart-change`: the header cart must show the change). */
  wakeOn?: readonly string[];
  /**
   * A press on a fallback link is held too (not followed) and given to the part's control once it is there: for
   * a link that stands in for a button (the header cart's link to the cart page for its toggle). If the part cannot
   * load, the link is followed after all.
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

export function untilReached<P extends object>(
  part: LazyPart<ElementPart<P>>,
  { what, events = ENGAGE_EVENTS, reach, wakeOn = [], holdPresses = false, whenNear }: UntilReachedOptions,
): ComponentType<P> {
  return function UntilReached(props: P): ReactNode {
    const host = useHost();
    // The upgrade's slot (keepChildren) showed the fallback until this first commit; this shell renders its own.
    useUntilRenderedSlotGone();
    const [fallback] = useState(() => [...host.children]);
    const engaged = useEngaged(host, events, reach);
    const [woken, setWoken] = useState(false);
    const wanted = engaged || woken || fallback.length === 0;
    const state = useLazyPart(part, wanted, what);
    // Once loaded for one element the part is there for all; each still waits until it is wanted.
    const ready = state.status === 'ready' && wanted;
    // A held press: true for a button, the link's URL for a held link.
    const pressed = useRef<string | boolean>(false);

    useEffect(() => {
      if (wanted || !wakeOn.length) return;
      const wake = () => setWoken(true);
      for (const type of wakeOn) document.addEventListener(type, wake);
      return () => {
        for (const type of wakeOn) document.removeEventListener(type, wake);
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
      return () => host.removeEventListener('click', press);
    }, [host, ready]);

    // The part could not load: a held link is followed after all.
    useEffect(() => {
      if (state.status === 'failed' && typeof pressed.current === 'string') location.assign(pressed.current);
    }, [state.status]);

    useLayoutEffect(() => {
      if (!ready || state.status !== 'ready') return;
      const { partStyles } = state.module;
      // Still the fallback's until the browser's next rendering update.
      const focusWasIn = fallback.some((node) => node.contains(document.activeElement));
      if (host.shadowRoot) adoptShadowStyles(host.shadowRoot, partStyles);
      else {
        adoptLightStyles(host, partStyles);
        // Light DOM has no slot: the fallback goes when the part is there.
        for (const node of fallback) node.remove();
      }
      if (focusWasIn || pressed.current) {
        const root = host.shadowRoot ?? host;
        const control =
          root.querySelector<HTMLElement>('[data-carry-focus]') ?? root.querySelector<HTMLElement>(FOCUSABLE);
        if (focusWasIn) control?.focus();
        if (pressed.current) control?.click();
        pressed.current = false;
      }
    }, [ready, host, fallback, state]);

    if (ready && state.status === 'ready') return <state.module.Part {...props} />;
    if (state.status === 'failed' && fallback.length === 0) return <LazyFallback state={state} />;
    return host.shadowRoot ? <slot /> : null;
  };
}
