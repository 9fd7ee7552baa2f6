/**
 * `<main-nav>`'s navigation, loaded when the visitor reaches for the element (main-nav.tsx): the category tree
 * (spec §2 "Main navigation dropdowns", §7 `productcategories/children`, §9 navigation sizes and breakpoints).
 * Behaviour and decisions: docs/elements/main-nav.md.
 *
 * - The root's categories with their children load at start (use-categories.ts, spec §9 local cache); until they
 *   are here, and when they cannot be loaded (spec §8: only logged) or there are none, the element shows its own
 *   light-DOM children through a `<slot>`: the page's server-rendered links stay usable.
 * - From 960px: the desktop bar with dropdown panels (desktop-nav.tsx); below: the phone bar with the drawer
 *   (phone-nav.tsx, drawer.part.tsx).
 * - `current`: the current category (its id, or the ids from the top level down to it joined by "/") is marked
 *   `aria-current="page"` and its top-level item highlighted.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHost } from '../../internal/element-context.ts';
import { adoptKitStyles } from '../../ui/adopt-styles.ts';
import navCss from './main-nav.css?inline';
import { DesktopNav } from './desktop-nav.tsx';
import { NAV_DESKTOP_QUERY, currentMark } from './nav-tree.ts';
import { PhoneNav } from './phone-nav.tsx';
import { useCategoryChildren } from './use-categories.ts';

import type { MainNavProps } from './main-nav.tsx';

export interface NavViewProps extends MainNavProps {
  /** The host's data-state (the shell sets it: it also knows the states before this part is here). */
  onState(state: string): void;
  /** The page's own 'Menu' button (the fallback's `[data-nav-menu]`) was pressed: the phone drawer opens at once. */
  drawerWanted: boolean;
  /** The fallback element (light DOM) that last had focus: the navigation takes the focus over from it. */
  focusedFallback: { current: Element | null };
}

/** Whether the page is as wide as the desktop layout (spec §9: desktop from 960px), following resizes. */
function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => matchMedia(NAV_DESKTOP_QUERY).matches);
  useEffect(() => {
    const query = matchMedia(NAV_DESKTOP_QUERY);
    const follow = (): void => setDesktop(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return desktop;
}

/**
 * Focus that was on a fallback link (light DOM) when the navigation replaced it moves to the same place in the
 * navigation: the link with the same address, else the top-level item of the category the address ends in, else
 * the first top-level item. A keyboard user who tabbed into the page's links keeps their place.
 */
function useFocusCarried(host: HTMLElement, shown: boolean, focusedFallback: { current: Element | null }): void {
  const carried = useRef(false);
  useLayoutEffect(() => {
    if (!shown || carried.current) return;
    carried.current = true;
    const from = focusedFallback.current;
    const active = document.activeElement;
    // Only while the focus is still there, or was dropped when the fallback stopped showing (not moved on by the visitor).
    if (!from || !host.contains(from) || (active !== from && active !== document.body && active !== null)) return;
    const href = from.getAttribute('href') ?? '';
    const last = decodeURIComponent(href.split(/[?#]/)[0]!.split('/').pop() ?? '');
    const root = host.shadowRoot;
    const shownLink = [...(root?.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(href)}"]`) ?? [])].find((a) =>
      a.checkVisibility(),
    );
    const target =
      (last ? root?.querySelector<HTMLElement>(`[data-top="${CSS.escape(last)}"]`) : null) ??
      (href ? shownLink : undefined) ??
      root?.querySelector<HTMLElement>('[data-top], [part~="menu-button"]');
    target?.focus();
  }, [host, shown, focusedFallback]);
}

export function NavView({ current, label, onState, drawerWanted, focusedFallback }: NavViewProps): ReactNode {
  const { t } = useLingui();
  const host = useHost();
  const root = useCategoryChildren('');
  const desktop = useDesktop();
  const tops = root.data ?? [];
  // A failed refresh keeps the last good tree (src/data keeps `data`).
  const shown = tops.length > 0;
  const state = shown ? 'ready' : root.status === 'ready' ? 'empty' : root.status === 'failed' ? 'failed' : 'loading';
  // The navigation's CSS comes with it (the shell's element file carries none), before its first paint.
  useLayoutEffect(() => {
    if (host.shadowRoot) adoptKitStyles(host.shadowRoot, navCss);
  }, [host]);
  useLayoutEffect(() => onState(state), [onState, state]);
  useFocusCarried(host, shown, focusedFallback);
  if (!shown) return <slot />;
  const mark = currentMark(current);
  const name = label?.trim() || t({ message: 'Main navigation', comment: 'main navigation: the landmark name' });
  return desktop ? (
    <DesktopNav tops={tops} mark={mark} label={name} />
  ) : (
    <PhoneNav tops={tops} mark={mark} label={name} startOpen={drawerWanted} />
  );
}
