/**
 * The pure part of the DataTable (no React, no DOM): sorting, paging and the select-all state, so the rules are
 * unit-tested apart from the rendering.
 */

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  /** Column key. */
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | Date | null | undefined;

/** One collator per locale (building one costs more than many comparisons). */
const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string | undefined): Intl.Collator {
  const name = locale ?? '';
  let collator = collators.get(name);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(name, collator);
  }
  return collator;
}

/**
 * The order of a set of rows by one column, kept so that flipping the direction, or sorting a subset of the same
 * rows (a filter), needs no string comparison: each row's group (rows with equal values share one; ascending from 0,
 * -1 for an empty value). Built by {@link sortIndex}, used by {@link sortByIndex}. Rows are keys: treat them as
 * immutable (a changed row is a new object, as React state is).
 */
export interface SortIndex<T> {
  /** The column's key and the culture it was built for. */
  key: string;
  locale: string | undefined;
  group: Map<T, number>;
}

/** The {@link SortIndex} of `rows` by `value` (one collated sort). */
export function sortIndex<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  key: string,
  locale?: string,
): SortIndex<T> {
  const collator = collatorFor(locale);
  const group = new Map<T, number>();
  const keyed: Array<{ row: T; key: string | number }> = [];
  for (const row of rows) {
    const k = comparable(value(row));
    if (k === undefined) group.set(row, -1);
    else keyed.push({ row, key: k });
  }
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  keyed.sort((a, b) => compare(a.key, b.key));
  let n = -1;
  keyed.forEach((k, i) => {
    if (i === 0 || compare(keyed[i - 1]!.key, k.key) !== 0) n += 1;
    group.set(k.row, n);
  });
  return { key, locale, group };
}

/** True when `index` knows every row of `rows` (the same rows, or a subset of them). */
export function indexCovers<T>(index: SortIndex<T>, rows: readonly T[]): boolean {
  return rows.every((row) => index.group.has(row));
}

/**
 * `rows` ordered by `index` (a stable copy: equal values keep their order in `rows`); empty values last in either
 * direction. Every row must be in the index ({@link indexCovers}).
 */
export function sortByIndex<T>(rows: readonly T[], index: SortIndex<T>, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const groups = rows.map((row, i) => ({ row, i, g: index.group.get(row) ?? -1 }));
  groups.sort((a, b) => {
    if (a.g === -1 || b.g === -1) return a.g === b.g ? a.i - b.i : a.g === -1 ? 1 : -1;
    return sign * (a.g - b.g) || a.i - b.i;
  });
  return groups.map((k) => k.row);
}

/**
 * Rows sorted by `value` (a stable copy; `rows` is not touched). Strings compare with the culture's collation
 * (numeric-aware, so "Gift 2" < "Gift 10"); numbers and dates numerically. Empty values (null, undefined, '',
 * NaN) always come last, in either direction, so flipping the direction never puts blanks on top.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
  locale?: string,
): T[] {
  return sortByIndex(rows, sortIndex(rows, value, '', locale), direction);
}

function comparable(value: SortValue): string | number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) value = value.getTime();
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  return value;
}

/** The next sort after activating the header of `key`: a new column starts ascending, the same one flips. */
export function nextSort(current: SortState | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export interface PageInfo {
  /** 0-based page index, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** Index of the first row of the page (0-based) and one past the last. */
  start: number;
  end: number;
}

/** The page window for `total` rows; an index past the end is clamped (rows were removed while on a late page). */
export function pageInfo(total: number, pageSize: number, page: number): PageInfo {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const clamped = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
  const start = clamped * size;
  return { page: clamped, pageCount, start, end: Math.min(total, start + size) };
}

/** The select-all checkbox: checked when every row is selected, mixed when some are, unchecked when none. */
export function selectAllState(
  keys: readonly string[],
  selected: ReadonlySet<string>,
): 'checked' | 'mixed' | 'unchecked' {
  if (keys.length === 0 || selected.size === 0) return 'unchecked';
  let count = 0;
  for (const key of keys) if (selected.has(key)) count += 1;
  if (count === 0) return 'unchecked';
  return count === keys.length ? 'checked' : 'mixed';
}
