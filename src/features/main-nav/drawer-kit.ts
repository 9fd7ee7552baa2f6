/**
 * What the drawer (drawer.part.tsx, an on-demand chunk) uses of the element's own modules, handed to it as a prop
 * by phone-nav.tsx. The drawer imports only its type: a part importing the element's modules would make the
 * element's entry (`elements/main-nav.js`) export them, and an entry exports only `default` and `define`
 * (test/unit/build-output.test.ts); the code stays in the entry, once.
 */
export { holdsCurrent, panelChildren } from './nav-tree.ts';
export { ChevronIcon, SeeAll, SubList, current, subsOf } from './panel.tsx';
export { useCategoryChildren } from './use-categories.ts';
