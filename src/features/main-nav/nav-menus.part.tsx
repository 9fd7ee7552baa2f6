/**
 * The main navigation's on-demand part (docs/performance.md "Loaded on open"): a dropdown panel's content
 * (desktop; preloaded when a pointer or focus reaches a top-level item) and the phone drawer (preloaded when a
 * pointer or focus reaches the 'Menu' button), with their CSS. One chunk for both: each is small, and one chunk
 * name costs every page's loader map less than two.
 */
export { NavPanelContent } from './panel.tsx';
export { NavDrawer } from './drawer.tsx';
