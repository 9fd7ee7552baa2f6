/**
 * Whether the visitor has reached for an element yet: a pointer over it, focus inside it, or a touch on it.
 *
 * Issue 13: the header's search and navigation sit on every shop page, whose script budget (120 KB gzip) React and
 * the page's own elements nearly fill. Their server-rendered fallback (a plain search form, the category links)
 * works on its own, so each element shows that fallback (a `<slot>`) and loads its code when the visitor reaches
 * for it — the same moment the best shops load a search box's suggestions. A pointer that is already over the
 * host, or focus already inside it, when the element is defined counts as reaching for it.
 */
import { useEffect, useState } from 'react';

/** The events that mean "reached for": pointer (mouse, pen, touch) over, focus moving in, a touch starting. */
export const ENGAGE_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Pointer and touch only: for content whose fallback a keyboard user can use as it is (links). */
export const POINTER_EVENTS = ['pointerover', 'touchstart'] as const;

/** Hosts reached for already: a component mounted again for the same host (the page's language arriving) knows it. */
const reached = new WeakSet<HTMLElement>();

/** `reach`: only events on elements matching this selector count (default: anywhere in the host). */
export function useEngaged(host: HTMLElement, events: readonly string[] = ENGAGE_EVENTS, reach?: string): boolean {
  const [engaged, setEngaged] = useState(() => {
    const now = events.includes('focusin') ? ':hover, :focus-within' : ':hover';
    return reached.has(host) || (reach ? !!host.querySelector(`:is(${reach}):is(${now})`) : host.matches(now));
  });
  useEffect(() => {
    if (engaged) return;
    const engage = (event: Event): void => {
      if (reach && !(event.target as Element).closest?.(reach)) return;
      reached.add(host);
      setEngaged(true);
    };
    for (const type of events) host.addEventListener(type, engage, { passive: true });
    return () => {
      for (const type of events) host.removeEventListener(type, engage);
    };
  }, [host, engaged, events, reach]);
  return engaged;
}
