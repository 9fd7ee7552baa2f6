/**
 * `<main-nav>`: the shop's main navigation from the category tree (spec §2 "Main navigation dropdowns", §7
 * `productcategories/children`, §9 navigation sizes and breakpoints). Behaviour and decisions:
 * docs/elements/main-nav.md.
 *
 * This is the shell in the element's own file, which every shop page loads: it shows the element's light-DOM
 * children (the page's server-rendered links, which work on their own) through a `<slot>` until the visitor reaches
 * for the navigation — a pointer over it or a touch (src/ui/use-engaged.ts; keyboard users go on through the page's
 * own links, which work as they are) — and only then loads
 * the navigation (nav.part.tsx) and the category tree. A press on the page's own 'Menu' button (a light-DOM
 * `[data-nav-menu]` in the fallback, for phones) also opens the drawer once it is here. Host `data-state`: `idle`
 * until then, `loading`, `ready`, `empty`, `failed` (the part's code or the tree could not be loaded: the fallback
 * stays, the failure is only logged, spec §8).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHost, useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
import { lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';
import { POINTER_EVENTS, useEngaged } from '../../ui/use-engaged.ts';
import { currentPathProblem } from './current-path.ts';

export interface MainNavProps {
  current?: string;
  label?: string;
}

const navPart = lazyPart(() => import('./nav.part.tsx'), { chunk: 'nav.part', base: import.meta.url });

/** Whether the fallback's own 'Menu' button (`[data-nav-menu]`) has been pressed. */
const menuPressed = new WeakSet<HTMLElement>();

function useMenuPressed(host: HTMLElement): boolean {
  // Kept per host: the component may mount again for the same host (the page's language arriving).
  const [pressed, setPressed] = useState(() => menuPressed.has(host));
  useEffect(() => {
    if (pressed) return;
    const press = (event: Event): void => {
      if (!(event.target as Element | null)?.closest?.('[data-nav-menu]')) return;
      menuPressed.add(host);
      setPressed(true);
    };
    host.addEventListener('click', press);
    return () => host.removeEventListener('click', press);
  }, [host, pressed]);
  return pressed;
}

/** The fallback element (light DOM) that last had focus, for the navigation to take the focus over from it. */
function useFocusedFallback(host: HTMLElement): { current: Element | null } {
  // Focus may have come in before the element was defined (a quick Tab while the page loads).
  const active = document.activeElement;
  const focused = useRef<Element | null>(active && active !== host && host.contains(active) ? active : null);
  useEffect(() => {
    const note = (event: Event): void => {
      if (event.target !== host) focused.current = event.target as Element;
    };
    host.addEventListener('focusin', note);
    return () => host.removeEventListener('focusin', note);
  }, [host]);
  return focused;
}

export function MainNav(props: MainNavProps): ReactNode {
  const host = useHost();
  // The upgrade's slot (keepChildren) showed the fallback until this first commit, which renders its own.
  useUntilRenderedSlotGone();
  const focusedFallback = useFocusedFallback(host);
  const menuPressed = useMenuPressed(host);
  // Pointer or touch (not focus: a keyboard user goes on through the page's own links, which work as they are;
  // swapping them under the focus would lose it), or the fallback's Menu button.
  const engaged = useEngaged(host, POINTER_EVENTS) || menuPressed;
  const part = useLazyPart(navPart, engaged, 'The main navigation');
  const [viewState, setViewState] = useState('loading');
  const onState = useCallback((state: string) => setViewState(state), []);
  // Each instance waits to be wanted, even when another one has loaded the code already.
  const ready = engaged && part.status === 'ready';
  useHostState(ready ? viewState : part.status === 'failed' ? 'failed' : engaged ? 'loading' : 'idle');
  if (!ready) return <slot />;
  // A bad `current` was reported when it was set (define.ts): it marks nothing.
  const current = currentPathProblem(props.current) ? undefined : props.current;
  return (
    <part.module.NavView
      {...props}
      current={current}
      onState={onState}
      drawerWanted={menuPressed}
      focusedFallback={focusedFallback}
    />
  );
}
