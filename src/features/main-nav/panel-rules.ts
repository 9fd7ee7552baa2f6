/**
 * Spec §9 "Navigation dropdown: at most 80 children in 4 columns, 5 sub-items by default before a 'Show more'
 * link": used by the panel and the drawer (on-demand parts) only.
 */
import type { Category } from '../../api/schemas/category.ts';

/** At most this many children in a dropdown panel (spec §9). */
export const NAV_MAX_CHILDREN = 80;
/** Sub-items shown under a child before its 'Show more' link (spec §9). */
export const NAV_SUB_ITEMS = 5;

/** The children a panel shows: the first 80. */
export function panelChildren(children: readonly Category[] | undefined): Category[] {
  return (children ?? []).slice(0, NAV_MAX_CHILDREN);
}

/** The sub-items shown under a child (the first 5) and whether a 'Show more' link follows. */
export function subItems(children: readonly Category[] | undefined): { shown: Category[]; more: boolean } {
  const all = children ?? [];
  return { shown: all.slice(0, NAV_SUB_ITEMS), more: all.length > NAV_SUB_ITEMS };
}
