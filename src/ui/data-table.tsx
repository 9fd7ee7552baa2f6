/**
 * DataTable: a paged, sortable table with optional row selection (the WAI-ARIA APG "sortable table" pattern).
 *
 * - A native `<table>` with a `<caption>` (visually hidden with `hideCaption`); the scroll box around it is a
 *   focusable, labelled region whose header row stays on top while scrolling (sticky `<th>`).
 * - Sortable columns (a `sortValue` given) have a `<button>` in their header; the sorted column carries
 *   `aria-sort` (only that one, as the APG asks). A new column sorts ascending, the same one flips.
 * - Selection: a checkbox per row and a select-all checkbox in the header, checked / mixed / unchecked for
 *   all / some / none of the rows (all rows, not only the page's: its label says how many); a polite status
 *   tells how many are selected.
 * - Paged (default 50 rows a page, see docs/ui-kit-new.md for paging over virtualising): first / previous /
 *   next / last buttons stay focusable at the ends (`aria-disabled`), so focus never falls to the body; the
 *   "Rows 51–100 of 5,000" text is a polite live region. Sorting goes back to the first page. A column's order is
 *   collated once per rows and kept (data-table-model.ts `SortIndex`): flipping it, or filtering the same rows,
 *   sorts by numbers (5,000 rows in a few ms). Rows are treated as immutable, like React state.
 * - States: `status="loading"` (a spinner row, or the current rows dimmed with `aria-busy`), `"error"` (an
 *   alert row with an optional retry), and the empty message when there are no rows. Reloading over shown
 *   rows mutes them and shows a sliding bar (no fading below AA contrast).
 * Everything is operated with Tab, Space and Enter on native controls: no custom key handling to learn.
 *
 * Styles: `dataTableCss` (adopt with the element's styles) plus the Button sheet for the retry button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  indexCovers,
  nextSort,
  pageInfo,
  selectAllState,
  sortByIndex,
  sortIndex,
  type SortIndex,
  type SortState,
  type SortValue,
} from './data-table-model.ts';
import { Spinner } from './spinner-icon.tsx';

export { default as dataTableCss } from './data-table.css?inline';
export type { SortDirection, SortState } from './data-table-model.ts';

export interface DataTableColumn<T> {
  /** Unique key of the column (the sort state names it). */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are ordered by. */
  sortValue?: (row: T) => SortValue;
  /** `end` for numbers and money. Default `start`. */
  align?: 'start' | 'end';
  /** CSS width of the column (e.g. `12rem`, `20%`). */
  width?: string;
  /** This column's cell names the row (a `<th scope="row">`); default the first column. */
  rowHeader?: boolean;
  /**
   * Hidden while the table is narrow (under 36rem, a phone): a column the row can do without there, or whose value
   * another cell repeats for narrow tables (`kit-dt-narrow` is the container to query: `@container kit-dt-narrow`).
   */
  hideWhenNarrow?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name (its `<caption>`). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Plain-text name of a row, for the label of its checkbox ("Select {name}"). Default its key. */
  rowLabel?: (row: T) => string;
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  /** Show the selection checkboxes. */
  selectable?: boolean;
  /** Controlled selection (keys); without it the table keeps its own. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (selected: Set<string>) => void;
  /** Initial sort (uncontrolled). */
  defaultSort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Rows per page (default 50). */
  pageSize?: number;
  /** When this changes (e.g. the caller's filter), the table returns to its first page; the sort stays. */
  pageKey?: string;
  /** Height limit of the scroll box (CSS length, default `32rem`): the header sticks inside it. */
  maxHeight?: string;
}

export function DataTable<T>(props: DataTableProps<T>): ReactNode {
  const { caption, hideCaption, columns, rows, rowKey, rowLabel, status = 'ready', selectable, pageSize = 50 } = props;
  const { t, i18n } = useLingui();
  const id = useId();
  const [sort, setSort] = useState<SortState | undefined>(props.defaultSort);
  const [page, setPage] = useState(0);
  // A new filter starts at the first page (React's "adjust state while rendering": no extra effect pass).
  const [pageKey, setPageKey] = useState(props.pageKey);
  if (pageKey !== props.pageKey) {
    setPageKey(props.pageKey);
    setPage(0);
  }
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<string>>(() => new Set());
  const selected = props.selected ?? ownSelection;
  const selectAllRef = useRef<HTMLInputElement>(null);

  // Sorting 5,000 rows by a text column costs tens of ms (collation), so the order is computed once per rows and
  // column (a SortIndex) and reused when the direction flips or the caller filters the same rows; it does not follow
  // the columns' identity (a caller may build them on every render), only the sort, the rows and the culture.
  const sortValue = sort ? columns.find((c) => c.key === sort.key && c.sortValue)?.sortValue : undefined;
  const sortValueRef = useRef(sortValue);
  sortValueRef.current = sortValue;
  const indexRef = useRef<SortIndex<T> | null>(null);
  const sortable = sortValue !== undefined;
  const locale = i18n.locale;
  const sorted = useMemo(() => {
    const value = sortValueRef.current;
    if (!sort || !sortable || !value) return rows;
    let index = indexRef.current;
    if (!index || index.key !== sort.key || index.locale !== locale || !indexCovers(index, rows)) {
      index = sortIndex(rows, value, sort.key, locale);
      indexRef.current = index;
    }
    return sortByIndex(rows, index, sort.direction);
  }, [rows, sort, sortable, locale]);
  const keys = useMemo(() => sorted.map(rowKey), [sorted, rowKey]);
  const all = selectAllState(keys, selected);
  const view = pageInfo(sorted.length, pageSize, page);
  const pageRows = sorted.slice(view.start, view.end);

  // `indeterminate` has no attribute: set it on the element (Chromium then exposes aria-checked="mixed").
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = all === 'mixed';
  }, [all]);

  const changeSelection = (next: Set<string>) => {
    if (!props.selected) setOwnSelection(next);
    props.onSelectedChange?.(next);
  };
  const toggleRow = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    changeSelection(next);
  };
  const toggleAll = () => changeSelection(all === 'checked' ? new Set() : new Set(keys));
  const sortBy = (key: string) => {
    const next = nextSort(sort, key);
    setSort(next);
    setPage(0);
    props.onSortChange?.(next);
  };

  const count = (n: number) => i18n.number(n);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const loading = status === 'loading';
  const rowHeaderKey = (columns.find((c) => c.rowHeader) ?? columns[0])?.key;
  const total = count(sorted.length);
  const from = count(sorted.length === 0 ? 0 : view.start + 1);
  const to = count(view.end);
  const selectedCount = count(selected.size);
  const pageNumber = count(view.page + 1);
  const pageCount = count(view.pageCount);

  let message: ReactNode = null;
  if (status === 'error') {
    message = (
      <div className="kit-dt__message kit-dt__message--error" role="alert">
        <span>
          {props.errorMessage ?? (
            <Trans comment="data table: the rows could not be loaded">The list could not be loaded.</Trans>
          )}
        </span>
        {props.onRetry ? (
          <button type="button" className="butik-button butik-button--quiet" onClick={props.onRetry}>
            <Trans comment="data table: load the rows again after an error">Try again</Trans>
          </button>
        ) : null}
      </div>
    );
  } else if (loading && rows.length === 0) {
    message = (
      <div className="kit-dt__message" role="status">
        <Spinner />
        <Trans comment="data table: rows are being loaded">Loading…</Trans>
      </div>
    );
  } else if (rows.length === 0) {
    message = (
      <div className="kit-dt__message">
        {props.emptyMessage ?? <Trans comment="data table: there are no rows">Nothing to show yet.</Trans>}
      </div>
    );
  }

  const go = (target: number, enabled: boolean) => () => {
    if (enabled) setPage(target);
  };
  const pager = (label: string, target: number, enabled: boolean, icon: ReactNode) => (
    <button
      type="button"
      className="kit-dt__page-btn"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      onClick={go(target, enabled)}
    >
      {icon}
    </button>
  );

  return (
    <div className="kit-dt" data-status={status}>
      {loading && rows.length > 0 ? <div className="kit-dt__busy" aria-hidden="true" /> : null}
      <div
        className="kit-dt__scroll"
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        style={{ maxHeight: props.maxHeight ?? '32rem' }}
      >
        <table
          className="kit-dt__table"
          aria-busy={loading || undefined}
          aria-describedby={status === 'error' ? undefined : `${id}-range`}
        >
          <caption
            id={`${id}-caption`}
            className={hideCaption ? 'kit-dt__caption butik-visually-hidden' : 'kit-dt__caption'}
          >
            {caption}
          </caption>
          <colgroup>
            {selectable ? <col className="kit-dt__col-select" /> : null}
            {columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className="kit-dt__select">
                  <input
                    ref={selectAllRef}
                    type="checkbox"
                    className="kit-dt__checkbox"
                    checked={all === 'checked'}
                    disabled={rows.length === 0}
                    aria-label={t({
                      message: `Select all ${total} rows`,
                      comment: 'data table: header checkbox selecting every row; {total} = number of rows',
                    })}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((c) => {
                const direction = sort?.key === c.key && c.sortValue ? sort.direction : undefined;
                return (
                  <th key={c.key} scope="col" aria-sort={direction} className={cellClass(c)}>
                    {c.sortValue ? (
                      <button type="button" className="kit-dt__sort" onClick={() => sortBy(c.key)}>
                        <span>{c.header}</span>
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {/* A new sort replaces the page's rows at once (one removal instead of one per row). */}
          <tbody key={sort && sortable ? `${sort.key}:${sort.direction}` : ''}>
            {message ? (
              <tr>
                <td colSpan={columnCount}>{message}</td>
              </tr>
            ) : (
              pageRows.map((row) => {
                const key = rowKey(row);
                const isSelected = selected.has(key);
                const name = rowLabel ? rowLabel(row) : key;
                return (
                  <tr key={key} data-selected={isSelected || undefined}>
                    {selectable ? (
                      <td className="kit-dt__select">
                        <input
                          type="checkbox"
                          className="kit-dt__checkbox"
                          checked={isSelected}
                          aria-label={t({
                            message: `Select ${name}`,
                            comment: "data table: row checkbox; {name} = the row's name",
                          })}
                          onChange={() => toggleRow(key)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => {
                      const className = cellClass(c);
                      return c.key === rowHeaderKey ? (
                        <th key={c.key} scope="row" className={className}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.key} className={className}>
                          {c.cell(row)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <div className="kit-dt__footer">
        <p className="kit-dt__range" id={`${id}-range`} aria-live="polite">
          <Trans comment="data table: which rows the page shows; {from}–{to} of {total}">
            Rows {from}–{to} of {total}
          </Trans>
          {selectable ? (
            <span className="kit-dt__selected">
              {' · '}
              <Trans comment="data table: how many rows are selected">{selectedCount} selected</Trans>
            </span>
          ) : null}
        </p>
        {view.pageCount > 1 ? (
          <nav
            className="kit-dt__pager"
            aria-label={t({ message: 'Pages', comment: 'data table: label of the page navigation' })}
          >
            {pager(
              t({ message: 'First page', comment: 'data table pager' }),
              0,
              view.page > 0,
              <PagerIcon d="M11 4 7 8l4 4M5 4v8" />,
            )}
            {pager(
              t({ message: 'Previous page', comment: 'data table pager' }),
              view.page - 1,
              view.page > 0,
              <PagerIcon d="M10 4 6 8l4 4" />,
            )}
            <span className="kit-dt__page-of">
              <Trans comment="data table: current page; {pageNumber} of {pageCount}">
                Page {pageNumber} of {pageCount}
              </Trans>
            </span>
            {pager(
              t({ message: 'Next page', comment: 'data table pager' }),
              view.page + 1,
              view.page < view.pageCount - 1,
              <PagerIcon d="m6 4 4 4-4 4" />,
            )}
            {pager(
              t({ message: 'Last page', comment: 'data table pager' }),
              view.pageCount - 1,
              view.page < view.pageCount - 1,
              <PagerIcon d="m5 4 4 4-4 4M11 4v8" />,
            )}
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }): ReactNode {
  // Both arrows when unsorted (sortable), one when sorted: the state is also in aria-sort for assistive tech.
  return (
    <svg
      className="kit-dt__sort-icon"
      viewBox="0 0 12 16"
      width="12"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-direction={direction ?? 'none'}
    >
      {direction !== 'descending' ? <path d="M6 2 2.5 6.5h7z" /> : null}
      {direction !== 'ascending' ? <path d="M6 14 2.5 9.5h7z" /> : null}
    </svg>
  );
}

function PagerIcon({ d }: { d: string }): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A column's cell class: end alignment, hidden while narrow. */
function cellClass<T>(c: DataTableColumn<T>): string | undefined {
  return (
    [c.align === 'end' ? 'kit-dt__end' : '', c.hideWhenNarrow ? 'kit-dt__wide-only' : ''].join(' ').trim() || undefined
  );
}
