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
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: comparable(value(row)) }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) return a.key === b.key ? 0 : a.key === undefined ? 1 : -1;
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : collator.compare(String(a.key), String(b.key));
    return sign * order;
  });
  return keyed.map((k) => k.row);
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
