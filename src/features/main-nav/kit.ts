/**
 * What the on-demand parts (nav-menus.part.tsx: the panel's content and the drawer) use of the element's own
 * modules, handed to them as a prop. The parts import only its type: a part importing the element's modules would
 * make the element's entry (`elements/main-nav.js`) export them, and an entry exports only `default` and `define`
 * (test/unit/build-output.test.ts; docs/performance.md "Loaded on open", like the cart's CART_KIT).
 */
export { holdsCurrent } from './nav-tree.ts';
export { ChevronIcon, current } from './bits.tsx';
export { useCategoryChildren } from './use-categories.ts';
