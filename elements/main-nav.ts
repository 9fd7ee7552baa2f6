import { element, type ButikElement } from '../src/internal/define.ts';
import { MainNav, currentPathProblem, type MainNavProps } from '../src/features/main-nav/index.ts';

/**
 * The shop's main navigation from the category tree (`productcategories/children`, cached 10 minutes): from 960px
 * a bar of disclosure buttons with dropdown panels (WAI-ARIA APG disclosure navigation; at most 80 children in
 * 4 columns, 5 sub-items each before 'Show more'); below 960px a 'Menu' button opening a drawer with the tree.
 * The element's own children (the page's server-rendered links) are shown until the visitor reaches for the
 * navigation (pointer, focus, touch: then its code and the tree load), and whenever it cannot be loaded (only logged).
 * A light-DOM `[data-nav-menu]` button in them opens the phone drawer. Host `data-state`: `idle`, `loading`, `ready`,
 * `empty`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/main-nav.md`.
 *
 * @tag main-nav
 * @summary The main navigation: category dropdowns on desktop, a drawer on phones.
 * @attr {string} current - The current category: its id, or the ids from the top level down to it joined by "/" ("2/14/140"). Marked `aria-current="page"`, its top-level item highlighted. A bad value logs an error and marks nothing.
 * @attr {string} label - The navigation landmark's name and the drawer's title. Default: 'Main navigation' (Danish 'Hovedmenu').
 * @csspart nav - The navigation landmark (desktop bar or phone bar).
 * @csspart bar - The desktop list of top-level items.
 * @csspart top - A top-level button (or link, for a category without children).
 * @csspart panel - A dropdown panel.
 * @csspart all - The 'See all in …' link of a panel or drawer branch.
 * @csspart columns - The panel's list of children (4 columns).
 * @csspart group - One child with its sub-items.
 * @csspart child - A child's link.
 * @csspart subs - A child's list of sub-items.
 * @csspart sub - A sub-item's link.
 * @csspart more - The 'Show more' link.
 * @csspart menu-button - The phone bar's 'Menu' button.
 * @csspart quick - The phone bar's row of top-level links.
 * @csspart drawer - The phone drawer (dialog).
 * @csspart drawer-close - The drawer's × button.
 * @csspart drawer-list - The drawer's tree.
 * @csspart drawer-toggle - A disclosure button in the drawer.
 * @cssprop --butik-main-nav-max-width - Width of the bar's and panels' content. Default: 1240px.
 * @cssprop --butik-main-nav-gutter - Side padding of the bar and panels. Default: 16px.
 * @cssprop --butik-main-nav-color - Colour of the top-level items. Default: #3d4a57.
 * @cssprop --butik-main-nav-z-index - Stacking of the dropdown panels. Default: 40.
 */
const mainNav = element<MainNavProps>({
  tag: 'main-nav',
  component: MainNav,
  props: {
    current: { type: 'string', default: '', validate: currentPathProblem },
    label: { type: 'string', default: '' },
  },
  // The page's fallback links stay shown (and keep the focus) from the upgrade until the first render.
  keepChildren: true,
});

export default mainNav;

export type MainNavElement = ButikElement<MainNavProps>;

declare global {
  interface HTMLElementTagNameMap {
    'main-nav': MainNavElement;
  }
}
