/**
 * The main navigation's rules without React (spec §9 "Navigation dropdown: at most 80 children in 4 columns,
 * 5 sub-items by default before a 'Show more' link"; breakpoint: desktop from 960px) and the `current` attribute.
 */
import type { Category } from '../../api/schemas/category.ts';

/** At most this many children in a dropdown panel (spec §9). */
export const NAV_MAX_CHILDREN = 80;
/** Sub-items shown under a child before its 'Show more' link (spec §9). */
export const NAV_SUB_ITEMS = 5;
/** Desktop layout (bar with dropdown panels) from this width; below it the phone drawer (spec §9). */
export const NAV_DESKTOP_QUERY = '(min-width: 960px)';
/** A pointer resting this long on a top-level item opens its panel (hover intent; desktop only). */
export const NAV_HOVER_OPEN_MS = 180;
/** ... and one that leaves closes it after this grace period (crossing a gap does not close it). */
export const NAV_HOVER_CLOSE_MS = 300;

export type { Category };

/** The children a panel shows: the first 80. */
export function panelChildren(children: readonly Category[] | undefined): Category[] {
  return (children ?? []).slice(0, NAV_MAX_CHILDREN);
}

/** The sub-items shown under a child (the first 5) and whether a 'Show more' link follows. */
export function subItems(children: readonly Category[] | undefined): { shown: Category[]; more: boolean } {
  const all = children ?? [];
  return { shown: all.slice(0, NAV_SUB_ITEMS), more: all.length > NAV_SUB_ITEMS };
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/**
 * The `current` attribute: the current category's id, optionally after its ancestors' ids, separated by `/`
 * (`"2/14/140"`: top-level 2, then 14, then 140 = the current page). Returns the ids (empty for none), or a
 * problem text for a value that is not such a path.
 */
export function currentPathProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return 'is not a category id path';
  return value.split('/').every((id) => ID.test(id))
    ? undefined
    : 'is not a category id or a path of ids separated by "/" (e.g. "2/14/140")';
}

export function currentPath(value: string | undefined): string[] {
  if (!value || currentPathProblem(value)) return [];
  return value.split('/');
}

/** The category being marked: its id and all ids on its path (for the top-level item's highlight). */
export interface CurrentMark {
  id: string | null;
  path: ReadonlySet<string>;
}

export function currentMark(value: string | undefined): CurrentMark {
  const ids = currentPath(value);
  return { id: ids.at(-1) ?? null, path: new Set(ids) };
}

/**
 * True when `top` holds the current category: it is the current one, is on the `current` path, or one of its
 * loaded descendants is (the attribute may give the current id alone).
 */
export function holdsCurrent(top: Category, mark: CurrentMark, loaded?: readonly Category[]): boolean {
  if (mark.id === null) return false;
  if (mark.path.has(top.id)) return true;
  const within = (list: readonly Category[] | undefined): boolean =>
    (list ?? []).some((c) => c.id === mark.id || mark.path.has(c.id) || within(c.children));
  return within(top.children) || within(loaded);
}
