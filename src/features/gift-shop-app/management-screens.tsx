/**
 * The management area's screens (management.part.tsx renders them): the dashboard and the supervisor's list (the
 * kit's DataTable: sortable, paged), a gift shop's overview ('Overblik'), the create modal ('Opret ny gaveshop',
 * the kit's Dialog) and the sections of part 2 (assortment, codes, allocation).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { plainText } from '../../format/plain-text.ts';
import { useTranslate, type Translate } from '../../i18n/translate.ts';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DeliveryAddress, GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { safeUrl } from '../../domain/safe-url.ts';
import { giftShopState, type GiftShopState } from '../../domain/shop-state.ts';
import { formatDay, isoWeekOf } from '../../format/calendar-day.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import type { ManagerFailure } from '../../../machines/gift-shop-manager.machine.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { managementPath } from './management-path.ts';
import {
  CodesUsed,
  NO_FILTER,
  ShopFilters,
  filterShops,
  ownerName,
  usedShare,
  type ShopFilter,
} from './shop-filters.tsx';

/** What a failure says to the organiser. */
export function failureText(_: Translate, failure: ManagerFailure): string {
  if (failure.kind === 'forbidden') return _(T.forbidden);
  if (failure.kind === 'unknownShop') return _(T.unknownShop);
  if (failure.kind === 'conflict') return _(T.conflict);
  return _(T.saveFailed);
}

const STATE_TEXT: Record<GiftShopState, MessageDescriptor> = {
  OPEN: T.stateOPEN,
  AWAITING: T.stateAWAITING,
  CLOSED: T.stateCLOSED,
  UNKNOWN: T.stateUNKNOWN,
};

export function StateBadge({ shop, now }: { shop: GiftShop; now: Date }): ReactNode {
  const _ = useTranslate();
  const state = giftShopState(shop, now);
  return (
    <span className={`m-state m-state--${state.toLowerCase()}`} part={`state state-${state.toLowerCase()}`}>
      {_(STATE_TEXT[state])}
    </span>
  );
}

function Period({ shop }: { shop: GiftShop }): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  if (!shop.startdate && !shop.enddate) return <span className="m-muted">{_(T.noDates)}</span>;
  return (
    <>
      {shop.startdate ? formatDay(shop.startdate, i18n.locale) : '…'} –{' '}
      {shop.enddate ? formatDay(shop.enddate, i18n.locale) : '…'}
    </>
  );
}

export function ShopTable(props: {
  caption: string;
  hideCaption?: boolean;
  shops: GiftShop[];
  now: Date;
  busy: boolean;
  /** The supervisor's list: name, state and owner filters and an owner column, 10 shops a page. */
  filterable?: boolean;
}): ReactNode {
  const _ = useTranslate();
  const { caption, hideCaption, shops, now, busy, filterable } = props;
  const [filter, setFilter] = useState<ShopFilter>(NO_FILTER);
  const rows = useMemo(() => (filterable ? filterShops(shops, filter, now) : shops), [filterable, shops, filter, now]);
  const columns: DataTableColumn<GiftShop>[] = [
    {
      key: 'name',
      header: _(T.colName),
      rowHeader: true,
      sortValue: (s) => s.name,
      cell: (s) => (
        <>
          <a className="m-shop-link" href={`#${managementPath({ section: 'overview', giftshop: s.id })}`}>
            {s.name}
          </a>
          {/* On a phone the owner, period and codes columns are hidden: the name's cell says them. */}
          <span className="m-narrow-only">
            {filterable ? <span>{ownerName(s)}</span> : null}
            <Period shop={s} />
            {s.codecount === undefined ? null : (
              <span>
                {s.codecount ? _(T.codesAtGlance, { 0: s.usedcodecount ?? 0, 1: s.codecount }) : _(T.noCodes)}
              </span>
            )}
          </span>
        </>
      ),
    },
    {
      key: 'state',
      header: _(T.colState),
      sortValue: (s) => giftShopState(s, now),
      cell: (s) => <StateBadge shop={s} now={now} />,
    },
  ];
  if (filterable)
    columns.push({ key: 'owner', header: _(T.colOwner), sortValue: ownerName, cell: ownerName, hideWhenNarrow: true });
  columns.push(
    {
      key: 'period',
      header: _(T.colPeriod),
      sortValue: (s) => s.startdate ?? '',
      cell: (s) => <Period shop={s} />,
      hideWhenNarrow: true,
    },
    {
      key: 'codes',
      header: _(T.colCodes),
      sortValue: usedShare,
      cell: (s) => <CodesUsed shop={s} />,
      hideWhenNarrow: true,
    },
    {
      key: 'required',
      header: _(T.colRequired),
      align: 'end',
      hideWhenNarrow: true,
      sortValue: (s) => s.requireddefaultproducts,
      cell: (s) => s.requireddefaultproducts,
    },
  );
  return (
    <div className="m-table">
      {filterable ? <ShopFilters shops={shops} filter={filter} onChange={setFilter} shown={rows.length} /> : null}
      <DataTable
        caption={caption}
        hideCaption={hideCaption}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        status={busy ? 'loading' : 'ready'}
        emptyMessage={filterable && shops.length ? _(T.noMatch) : _(T.noShops)}
        pageSize={filterable ? 10 : 25}
        maxHeight="none"
        pageKey={`${filter.name.trim()}\0${filter.state}\0${filter.owner}`}
      />
    </div>
  );
}

export function Dashboard({ shops, now, busy }: { shops: GiftShop[]; now: Date; busy: boolean }): ReactNode {
  const _ = useTranslate();
  return (
    <section className="m-section" part="dashboard">
      <h3 className="m-section__title">{_(T.yourShops)}</h3>
      <ShopTable caption={_(T.yourShops)} hideCaption shops={shops} now={now} busy={busy} />
    </section>
  );
}

export function Overview(props: {
  shop: GiftShop;
  codes: GiftCode[] | null;
  addresses: DeliveryAddress[] | null;
  now: Date;
  busy: boolean;
}): ReactNode {
  const _ = useTranslate();
  const { shop, codes, now, busy } = props;
  const delivery = shop.delivery.date ? isoWeekOf(shop.delivery.date) : undefined;
  const address = shop.delivery.address;
  const used = codes?.filter((c) => c.products.length > 0).length ?? 0;
  const { backgroundcolor, textcolor, logoimage } = shop.theme;
  const logo = safeUrl(logoimage) || null;
  return (
    <section className="m-section" part="overview" aria-busy={busy || undefined}>
      <div className="m-overview__head">
        <h3 className="m-section__title">{shop.name}</h3>
        <StateBadge shop={shop} now={now} />
      </div>
      <dl className="m-facts">
        <div>
          <dt>{_(T.period)}</dt>
          <dd>
            <Period shop={shop} />
          </dd>
        </div>
        <div>
          <dt>{_(T.deliveryWeek)}</dt>
          <dd>
            {delivery ? (
              _(T.week, { 0: delivery.week, 1: delivery.year })
            ) : (
              <span className="m-muted">{_(T.notSet)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{_(T.address)}</dt>
          <dd>
            {shop.homedeliveryrequested ? (
              _(T.homeDelivery)
            ) : address ? (
              <address>
                {[address.name, address.address1, `${address.zip} ${address.city}`].filter(Boolean).join(', ')}
              </address>
            ) : (
              <span className="m-muted">{_(T.notSet)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{_(T.codes)}</dt>
          <dd>
            {codes === null ? (
              '…'
            ) : codes.length ? (
              _(T.codesAtGlance, { 0: used, 1: codes.length })
            ) : (
              <span className="m-muted">{_(T.noCodes)}</span>
            )}
          </dd>
        </div>
      </dl>
      <h4 className="m-sub">{_(T.theme)}</h4>
      <div
        className="m-theme"
        part="theme-preview"
        style={{ background: backgroundcolor ?? undefined, color: textcolor ?? undefined }}
      >
        {logo ? <img src={logo} alt="" className="m-theme__logo" /> : null}
        <strong>{shop.name}</strong>
      </div>
      <h4 className="m-sub">{_(T.greeting)}</h4>
      <p className="m-text" part="greeting">
        {plainText(shop.message).trim() || <span className="m-muted">{_(T.notSet)}</span>}
      </p>
      <h4 className="m-sub">{_(T.emailGreeting)}</h4>
      <p className="m-text" part="email-greeting">
        {plainText(shop.emailmessage).trim() || <span className="m-muted">{_(T.notSet)}</span>}
      </p>
    </section>
  );
}

export function CreateShopModal(props: {
  open: boolean;
  saving: boolean;
  error: ManagerFailure | null;
  onCreate(name: string): void;
  onClose(): void;
}): ReactNode {
  const _ = useTranslate();
  const { open, saving, error, onCreate, onClose } = props;
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  // Creating closes the modal and clears the name (spec §4); a failed save keeps it.
  useEffect(() => {
    if (!open) {
      setName('');
      setTried(false);
    }
  }, [open]);
  const missing = tried && name.trim() === '';
  const message = missing
    ? _(T.nameMissing)
    : error
      ? error.kind === 'invalid'
        ? _(T.invalid, { 0: _(T.createName) })
        : failureText(_, error)
      : '';
  return (
    <Dialog open={open} onClose={onClose} title={_(T.createTitle)} initialFocus={inputRef} dismissible={!saving}>
      <form
        className="m-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (name.trim() !== '') onCreate(name);
        }}
      >
        <label htmlFor={inputId}>{_(T.createName)}</label>
        <input
          ref={inputRef}
          id={inputId}
          className="butik-input"
          part="create-name"
          value={name}
          aria-invalid={missing || error?.kind === 'invalid' ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <p id={errorId} className="m-field-error" aria-live="polite">
          {message}
        </p>
        <div className="m-form__actions">
          <BusyButton type="submit" className="butik-button butik-button--primary" busy={saving} part="create-submit">
            {_(T.createNext)}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
