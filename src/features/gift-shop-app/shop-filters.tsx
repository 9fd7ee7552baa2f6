/**
 * The filters of the supervisor's list ('Gaveshop oversigt', issue 11: "filterable by state, owner and name") and
 * the codes cell of the shop tables ('Gavebeviser': used of total). The filter is state of the table's owner
 * (ShopTable), outside the DataTable, so it survives paging and sorting; a changed filter returns the table to its
 * first page. The count of shown shops is a polite status.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import type { GiftShop } from '../../api/schemas/giftshop.ts';
import { giftShopState } from '../../domain/shop-state.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';

export type StateFilter = 'all' | 'OPEN' | 'AWAITING' | 'CLOSED';

export interface ShopFilter {
  /** Part of the name or id (case does not matter). */
  name: string;
  state: StateFilter;
  /** An owner's user id; '' = every owner. */
  owner: string;
}

export const NO_FILTER: ShopFilter = { name: '', state: 'all', owner: '' };

const STATE_OPTIONS: Array<[StateFilter, MessageDescriptor]> = [
  ['all', T.filterAllStates],
  ['OPEN', T.stateOPEN],
  ['AWAITING', T.stateAWAITING],
  ['CLOSED', T.stateCLOSED],
];

/** The owner's name as the lists show it: `ownername`, else the user id (a server without names). */
export function ownerName(shop: GiftShop): string {
  return shop.ownername?.trim() || shop.userid;
}

/** The owners of `shops` (by user id), by name. */
export function shopOwners(shops: readonly GiftShop[], locale: string): Array<{ id: string; name: string }> {
  const owners = new Map<string, string>();
  for (const shop of shops) if (!owners.has(shop.userid)) owners.set(shop.userid, ownerName(shop));
  const collator = new Intl.Collator(locale || 'en');
  return [...owners].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The shops `filter` lets through at `now` (state by the UTC day rule, spec §4). */
export function filterShops(shops: readonly GiftShop[], filter: ShopFilter, now: Date): readonly GiftShop[] {
  const needle = filter.name.trim().toLocaleLowerCase();
  if (!needle && filter.state === 'all' && !filter.owner) return shops;
  return shops.filter(
    (s) =>
      (!needle || `${s.name} ${s.id}`.toLocaleLowerCase().includes(needle)) &&
      (filter.state === 'all' || giftShopState(s, now) === filter.state) &&
      (!filter.owner || s.userid === filter.owner),
  );
}

export function ShopFilters(props: {
  shops: readonly GiftShop[];
  filter: ShopFilter;
  onChange(filter: ShopFilter): void;
  shown: number;
}): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const { shops, filter, onChange, shown } = props;
  const id = useId();
  const owners = shopOwners(shops, i18n.locale);
  const active = filter.name !== '' || filter.state !== 'all' || filter.owner !== '';
  return (
    <div className="m-filters" part="filters">
      <div className="m-filters__fields">
        <p className="m-field m-field--grow">
          <label htmlFor={`${id}-name`}>{_(T.colName)}</label>
          <input
            id={`${id}-name`}
            className="butik-input"
            type="search"
            part="filter-name"
            value={filter.name}
            autoComplete="off"
            onChange={(e) => onChange({ ...filter, name: e.target.value })}
          />
        </p>
        <p className="m-field">
          <label htmlFor={`${id}-state`}>{_(T.colState)}</label>
          <select
            id={`${id}-state`}
            className="butik-input"
            part="filter-state"
            value={filter.state}
            onChange={(e) => onChange({ ...filter, state: e.target.value as StateFilter })}
          >
            {STATE_OPTIONS.map(([value, text]) => (
              <option key={value} value={value}>
                {_(text)}
              </option>
            ))}
          </select>
        </p>
        <p className="m-field">
          <label htmlFor={`${id}-owner`}>{_(T.colOwner)}</label>
          <select
            id={`${id}-owner`}
            className="butik-input"
            part="filter-owner"
            value={filter.owner}
            onChange={(e) => onChange({ ...filter, owner: e.target.value })}
          >
            <option value="">{_(T.filterAllOwners)}</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </p>
      </div>
      <div className="m-filters__summary">
        <p className="m-filters__count" role="status" part="filter-count">
          {_(T.filterShown, { 0: i18n.number(shown), 1: shops.length })}
        </p>
        {active ? (
          <button type="button" className="m-link" part="filter-reset" onClick={() => onChange(NO_FILTER)}>
            {_(T.filterReset)}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A shop's share of used codes (0–1), or -1 without codes (sorts first ascending). */
export function usedShare(shop: GiftShop): number {
  return shop.codecount ? (shop.usedcodecount ?? 0) / shop.codecount : -1;
}

/** The 'Gavebeviser' cell: "used af total" with a small bar; '–' when the server sends no counts. */
export function CodesUsed({ shop }: { shop: GiftShop }): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  if (shop.codecount === undefined) return <span className="m-muted">–</span>;
  if (shop.codecount === 0) return <span className="m-muted">{_(T.codesNone)}</span>;
  const used = shop.usedcodecount ?? 0;
  const percent = Math.round((Math.min(used, shop.codecount) / shop.codecount) * 100);
  return (
    <span className="m-codes">
      <span>{_(T.codesUsedOf, { 0: i18n.number(used), 1: i18n.number(shop.codecount) })}</span>
      <span className="m-codes__bar" aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
    </span>
  );
}
