/**
 * The supervisor's 'Disponering' (`#/m/products`, issue 12): every product of the gift shops that are not closed,
 * with the shops that have it, the default picks, the chosen gifts and what to order — the kit's DataTable (sortable,
 * paged), a filter (name / item number / id, and 'Vis': all, only to order, only with choices), the totals of the
 * shown products, and 'Eksportér CSV' (Danish Excel: `;`, BOM) of what is shown, in the shown order. Its own small
 * machine (machines/gift-shop-disposition.machine.ts) loads the list (`GET giftshop/supervisor/products`, an
 * extension of the API) and keeps the filter. Anyone but a supervisor gets the refusal and no request is sent.
 */
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { createGiftShopApi, type GiftShopApi } from '../../api/giftshop.ts';
import type { SupervisorProduct } from '../../api/schemas/giftshop.ts';
import { csvFileName, csvForExcel, downloadText } from '../../format/csv-export.ts';
import { useTranslate, type Translate } from '../../i18n/translate.ts';
import { useApiClient } from '../../internal/api.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { DataTable, type DataTableColumn, type SortState } from '../../ui/data-table.tsx';
import { sortRows } from '../../ui/data-table-model.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import {
  NO_DISPOSITION_FILTER,
  filterProducts,
  giftShopDispositionMachine,
  productTotals,
  type DispositionFilter,
  type DispositionShow,
} from '../../../machines/gift-shop-disposition.machine.ts';
import type { ManagerRole } from '../../../machines/gift-shop-manager.machine.ts';
import { DISPOSITION_TEXTS as D } from './disposition-texts.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { managerFailure } from './manager-actors.ts';

/** The list's first order: most to order first (as the server sends it). */
const FIRST_SORT: SortState = { key: 'toorder', direction: 'descending' };

function dispositionMachineFor(api: GiftShopApi) {
  return giftShopDispositionMachine.provide({
    actors: {
      loadProducts: fromPromise(async ({ signal }) => {
        const result = await api.getSupervisorProducts({ signal });
        if (!result.ok) throw managerFailure(result);
        return result.value;
      }),
    },
  });
}

export function DispositionSection({ role }: { role: ManagerRole }): ReactNode {
  const _ = useTranslate();
  if (role !== 'supervisor') return <Refused text={_(D.refused)} />;
  return <Disposition />;
}

function Refused({ text }: { text: string }): ReactNode {
  return (
    <p className="m-error" role="alert" part="route-error">
      {text}
    </p>
  );
}

const productName = (_: Translate, p: SupervisorProduct) => p.name || _(D.unknownProduct, { 0: p.productid });

function Disposition(): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const client = useApiClient();
  const machine = useMemo(() => dispositionMachineFor(createGiftShopApi(client)), [client]);
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  const { products, filter } = snapshot.context;
  const [sort, setSort] = useState<SortState>(FIRST_SORT);
  const shown = useMemo(() => filterProducts(products ?? [], filter), [products, filter]);
  const n = (value: number) => i18n.number(value);

  const columns: DataTableColumn<SupervisorProduct>[] = [
    {
      key: 'product',
      header: _(D.colProduct),
      rowHeader: true,
      sortValue: (p) => productName(_, p),
      cell: (p) => (
        <span className="m-dispo__product">
          {p.image ? (
            <img className="m-dispo__img" src={p.image} alt="" loading="lazy" width={56} height={42} />
          ) : (
            <span className="m-dispo__img" aria-hidden="true" />
          )}
          <span className="m-dispo__text">
            <span className="m-dispo__name">{productName(_, p)}</span>
            <span className="m-dispo__numbers">{_(D.numbers, { 0: p.sku || '–', 1: p.productid })}</span>
            <span className="m-narrow-only">
              {_(D.narrowCounts, { 0: p.shops, 1: n(p.chosen), 2: p.defaultpicks })}
            </span>
          </span>
        </span>
      ),
    },
    count('shops', _(D.colShops), (p) => p.shops, n, true),
    count('defaultpicks', _(D.colDefaults), (p) => p.defaultpicks, n, true),
    count('chosen', _(D.colChosen), (p) => p.chosen, n, true),
    {
      ...count('toorder', _(D.colToOrder), (p) => p.toorder, n, false),
      cell: (p) => <strong className="m-dispo__order">{n(p.toorder)}</strong>,
    },
  ];

  if (snapshot.matches('refused')) return <Refused text={_(D.refused)} />;

  let body: ReactNode;
  if (snapshot.matches('failed')) {
    body = (
      <RetryAlert
        text={_(D.loadFailed)}
        onRetry={() => actor.send({ type: 'RETRY' })}
        part="disposition-error"
        retryPart="disposition-retry"
      />
    );
  } else if (products === null) {
    body = (
      <p className="m-loading" role="status" part="disposition-loading">
        {_(D.loading)}
      </p>
    );
  } else if (products.length === 0) {
    body = (
      <div className="m-empty" part="disposition-empty">
        <p className="m-empty__title">{_(D.empty)}</p>
      </div>
    );
  } else {
    const sortColumn = columns.find((c) => c.key === sort.key);
    const ordered = () =>
      sortColumn?.sortValue ? sortRows(shown, sortColumn.sortValue, sort.direction, i18n.locale) : shown;
    body = (
      <>
        <Filters
          filter={filter}
          onChange={(change) => actor.send({ type: 'SET_FILTER', filter: change })}
          total={products.length}
          shown={shown.length}
          onExport={() => exportCsv(_, ordered())}
        />
        <Totals products={shown} />
        <div className="m-table m-dispo__table">
          <DataTable
            caption={_(D.caption)}
            hideCaption
            columns={columns}
            rows={shown}
            rowKey={(p) => p.productid}
            status={snapshot.matches('loading') ? 'loading' : 'ready'}
            emptyMessage={_(D.noMatch)}
            defaultSort={FIRST_SORT}
            onSortChange={setSort}
            pageSize={25}
            maxHeight="none"
            pageKey={`${filter.text.trim()}\0${filter.show}`}
          />
        </div>
        <p className="m-dispo__note">{_(D.defaultsNote)}</p>
      </>
    );
  }

  return (
    <section className="m-section m-dispo" part="disposition" aria-busy={snapshot.matches('loading') || undefined}>
      <h3 className="m-section__title">{_(T.products)}</h3>
      <p className="m-dispo__intro">{_(D.intro)}</p>
      {body}
    </section>
  );
}

function Filters(props: {
  filter: DispositionFilter;
  onChange(change: Partial<DispositionFilter>): void;
  total: number;
  shown: number;
  /** Makes and offers the file: its name, or false when it could not be made. */
  onExport(): Promise<string | false>;
}): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const { filter, onChange, total, shown, onExport } = props;
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const active = filter.text !== '' || filter.show !== 'all';
  const options: Array<[DispositionShow, string]> = [
    ['all', _(D.showAll)],
    ['toorder', _(D.showToOrder)],
    ['chosen', _(D.showChosen)],
  ];
  const run = async () => {
    setExporting(true);
    setStatus(null);
    const name = await onExport();
    setExporting(false);
    setStatus(
      name === false
        ? { ok: false, text: _(D.exportFailed) }
        : { ok: true, text: _(D.exported, { 0: shown, 1: name }) },
    );
  };
  return (
    <div className="m-filters" part="disposition-filters">
      <div className="m-filters__fields m-dispo__fields">
        <p className="m-field">
          <label htmlFor={`${id}-text`}>{_(D.filterText)}</label>
          <input
            id={`${id}-text`}
            className="butik-input"
            type="search"
            part="filter-text"
            placeholder={_(D.filterTextHint)}
            value={filter.text}
            autoComplete="off"
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </p>
        <p className="m-field">
          <label htmlFor={`${id}-show`}>{_(D.filterShow)}</label>
          <select
            id={`${id}-show`}
            className="butik-input"
            part="filter-show"
            value={filter.show}
            onChange={(e) => onChange({ show: e.target.value as DispositionShow })}
          >
            {options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </p>
        <p className="m-dispo__export">
          <BusyButton
            className="butik-button"
            part="disposition-export"
            busy={exporting}
            disabled={shown === 0}
            onClick={() => void run()}
          >
            {exporting ? _(D.exporting) : _(D.export)}
          </BusyButton>
        </p>
      </div>
      <div className="m-filters__summary">
        <p className="m-filters__count" role="status" part="filter-count">
          {_(D.filterShown, { 0: i18n.number(shown), 1: total })}
        </p>
        {active ? (
          <button type="button" className="m-link" part="filter-reset" onClick={() => onChange(NO_DISPOSITION_FILTER)}>
            {_(T.filterReset)}
          </button>
        ) : null}
      </div>
      <p
        className={status && !status.ok ? 'm-dispo__status m-dispo__status--failed' : 'm-dispo__status'}
        role="status"
        part="disposition-export-status"
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}

/** A number column (right-aligned, sortable); `narrow: true` hides it on a phone (the product's cell says it). */
function count(
  key: string,
  header: string,
  value: (p: SupervisorProduct) => number,
  n: (value: number) => string,
  narrow: boolean,
): DataTableColumn<SupervisorProduct> {
  return { key, header, align: 'end', sortValue: value, cell: (p) => n(value(p)), hideWhenNarrow: narrow };
}

function Totals({ products }: { products: readonly SupervisorProduct[] }): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const totals = productTotals(products);
  const items: Array<[string, number, string]> = [
    ['products', totals.products, _(D.totalProducts)],
    ['chosen', totals.chosen, _(D.colChosen)],
    ['defaultpicks', totals.defaultpicks, _(D.colDefaults)],
    ['toorder', totals.toorder, _(D.colToOrder)],
  ];
  return (
    <section className="m-dispo__totals" part="disposition-totals" aria-label={_(D.totals)}>
      <dl>
        {items.map(([key, value, label]) => (
          <div key={key} className={key === 'toorder' ? 'm-dispo__total m-dispo__total--main' : 'm-dispo__total'}>
            <dt>{label}</dt>
            <dd part={`total-${key}`}>{i18n.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Makes and offers the CSV of `rows`; the file's name, or false when it could not be made. */
async function exportCsv(_: Translate, rows: readonly SupervisorProduct[]): Promise<string | false> {
  try {
    const header = [
      _(D.csvItemNo),
      _(D.csvProductId),
      _(D.colProduct),
      _(D.colShops),
      _(D.colDefaults),
      _(D.colChosen),
      _(D.colToOrder),
    ];
    const text = await csvForExcel(
      header,
      rows.map((p) => [p.sku, p.productid, productName(_, p), p.shops, p.defaultpicks, p.chosen, p.toorder]),
    );
    // The local calendar day (Swedish style is ISO: 2026-11-28).
    const name = csvFileName(_(D.fileName), new Date().toLocaleDateString('sv-SE'));
    downloadText(name, text);
    return name;
  } catch {
    return false;
  }
}
