export { MainNav } from './main-nav.tsx';
export type { MainNavProps } from './main-nav.tsx';
export { currentPathProblem, NAV_MAX_CHILDREN, NAV_SUB_ITEMS } from './nav-tree.ts';
export { default as mainNavCss } from './main-nav.css?inline';
