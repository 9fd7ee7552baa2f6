/** The on-demand part (nav-menus.part.tsx) as the bars load it: one `lazyPart` for the panel and the drawer. */
import { lazyPart } from '../../ui/lazy-part.tsx';

export type NavMenus = typeof import('./nav-menus.part.tsx');

export const navMenus = lazyPart<NavMenus>(() => import('./nav-menus.part.tsx'), {
  chunk: 'nav-menus.part',
  base: import.meta.url,
});
