/**
 * `<main-nav>`: the shop's main navigation from the category tree (spec §2 "Main navigation dropdowns", §7
 * `productcategories/children`, §9 navigation sizes and breakpoints). Behaviour and decisions:
 * docs/elements/main-nav.md.
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
import { useEffect, useState, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { NAV_DESKTOP_QUERY, currentMark } from './nav-tree.ts';
import { PhoneNav } from './phone-nav.tsx';
import { useCategoryChildren } from './use-categories.ts';

export interface MainNavProps {
  current?: string;
  label?: string;
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

export function MainNav({ current, label }: MainNavProps): ReactNode {
  const { t } = useLingui();
  const root = useCategoryChildren('');
  const desktop = useDesktop();
  const tops = root.data ?? [];
  // A failed refresh keeps the last good tree (src/data keeps `data`).
  const shown = tops.length > 0;
  useHostState(shown ? 'ready' : root.status === 'ready' ? 'empty' : root.status === 'failed' ? 'failed' : 'loading');
  if (!shown) return <slot />;
  const mark = currentMark(current);
  const name = label?.trim() || t({ message: 'Main navigation', comment: 'main navigation: the landmark name' });
  return desktop ? (
    <DesktopNav tops={tops} mark={mark} label={name} />
  ) : (
    <PhoneNav tops={tops} mark={mark} label={name} />
  );
}
