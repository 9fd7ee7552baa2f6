/**
 * The `current` attribute of `<main-nav>`: the current category's id, optionally after its ancestors' ids, separated
 * by `/` (`"2/14/140"`: top-level 2, then 14, then 140 = the current page). In a module of its own: the element's
 * file checks the attribute, the navigation part (nav.part.tsx) never imports this (an element's file exports only
 * `default` and `define`).
 */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** A problem text for a value that is not such a path; undefined for a good or an empty one. */
export function currentPathProblem(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return 'is not a category id path';
  return value.split('/').every((id) => ID.test(id))
    ? undefined
    : 'is not a category id or a path of ids separated by "/" (e.g. "2/14/140")';
}
