/**
 * The main navigation's rules without React that the element needs at start (spec §9 breakpoint: desktop from
 * 960px; hover timing) and the `current` attribute. The panel's sizes are in panel-rules.ts (on-demand parts).
 */
import type { Category } from '../../api/schemas/category.ts';

/** Desktop layout (bar with dropdown panels) from this width; below it the phone drawer (spec §9). */
export const NAV_DESKTOP_QUERY = '(min-width: 960px)';
/** A pointer resting this long on a top-level item opens its panel (hover intent; desktop only). */
export const NAV_HOVER_OPEN_MS = 180;
/** ... and one that leaves closes it after this grace period (crossing a gap does not close it). */
export const NAV_HOVER_CLOSE_MS = 300;

export type { Category };

/**
 * The ids of a `current` value the element found valid (the shell, main-nav.tsx, passes only such a value:
 * current-path.ts), from the top level down to the current category.
 */
export function currentPath(value: string | undefined): string[] {
  return value ? value.split('/') : [];
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
