/**
 * `<customer-switcher>` view (spec §6 salesperson, §7 customer calls): the current customer (GET customer), a
 * search combobox (GET customer/search?query&limit=15&offset=0, debounced 250 ms, spec §9) to change it
 * (POST customer/change?selectedcustomer), and with the feature flag `customerprofiles` a select of the current
 * customer's profiles (GET customer/changeprofile?customerprofile). After a change the page reloads, unless a
 * listener cancels `butik-customer-change`. The element's JSDoc (elements/customer-switcher.ts) lists the decisions.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { createCustomerApi } from '../../api/customer.ts';
import { unwrapOr } from '../../api/result.ts';
import type { Customer } from '../../api/schemas/customer.ts';
import { useQuery, useQueryStore, type QueryKey, type QueryOptions } from '../../data/index.ts';
import { clearStoredData } from '../../cache/stored-data.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { notifySessionChanged, usePageConfig } from '../../internal/page-config.ts';
import { Combobox } from '../../ui/combobox.tsx';
import { Spinner } from '../../ui/spinner-icon.tsx';
import { COMBOBOX_DEBOUNCE_MS } from '../../ui/use-combobox-search.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';

export interface CustomerSwitcherProps {
  heading?: string;
}

export type CustomerSwitcherState = 'hidden' | 'loading' | 'ready' | 'changing' | 'failed';

/** Detail of the cancelable `butik-customer-change`. */
export interface CustomerChangeDetail {
  /** The customer now current (the server's answer). */
  customer: Customer;
  /** What changed: the selected customer, or its profile. */
  change: 'customer' | 'profile';
  /** The profile id chosen (change 'profile'), else null. */
  profile: string | null;
}

/** Results per search (spec §9 customer search limit). */
export const SEARCH_LIMIT = 15;
/** Search debounce (spec §9 "search 250 ms"). */
export const SEARCH_DEBOUNCE_MS = COMBOBOX_DEBOUNCE_MS;

export function CustomerSwitcher(props: CustomerSwitcherProps): ReactNode {
  const config = usePageConfig();
  if (config.userRole !== 'salesperson') return <Hidden />;
  return <Switcher {...props} />;
}

function Hidden(): ReactNode {
  useHostState('hidden');
  return null;
}

const CUSTOMER_KEY: QueryKey = ['customer'];
const CUSTOMER_QUERY: QueryOptions = { refreshOn: ['session'] };

type Pending = { kind: 'customer'; customer: Customer } | { kind: 'profile'; profile: string };

function Switcher({ heading }: CustomerSwitcherProps): ReactNode {
  const _ = useTranslate();
  const config = usePageConfig();
  const client = useApiClient();
  const emit = useButikEvent();
  const ids = useId();

  // The current customer: page data (src/data), reloaded when the session changes.
  const queries = useQueryStore();
  const customer = useQuery(CUSTOMER_KEY, (signal) => createCustomerApi(client).get({ signal }), CUSTOMER_QUERY);
  const loaded = customer.status === 'ready' || customer.status === 'failed';
  const current = customer.status === 'ready' ? (customer.data ?? null) : null;
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failed, setFailed] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const changeAbort = useRef<AbortController | null>(null);

  // A failed load of the current customer is not "no customer": the salesperson may be acting for one.
  const currentFailed = customer.status === 'failed';
  useHostState(!loaded ? 'loading' : pending ? 'changing' : failed || currentFailed ? 'failed' : 'ready');

  useEffect(() => () => changeAbort.current?.abort(), []);

  // The kit's combobox debounces, aborts the older request and drops a stale answer.
  const search = useCallback(
    async (q: string, signal: AbortSignal) =>
      unwrapOr(
        await createCustomerApi(client).search({ query: q, limit: SEARCH_LIMIT, offset: 0 }, { signal }),
        [],
      ).slice(0, SEARCH_LIMIT),
    [client],
  );

  const run = useCallback(
    async (job: Pending) => {
      changeAbort.current?.abort();
      const controller = new AbortController();
      changeAbort.current = controller;
      setPending(job);
      setFailed(null);
      setStatus(job.kind === 'customer' ? _(TEXTS.changing, { 0: job.customer.name }) : '');
      const api = createCustomerApi(client);
      const result =
        job.kind === 'customer'
          ? await api.change(job.customer.id, { signal: controller.signal })
          : await api.changeProfile(job.profile, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setPending(null);
      if (!result.ok) {
        setFailed(job);
        setStatus('');
        return;
      }
      const answer = result.value;
      queries.set(CUSTOMER_KEY, answer);
      // The context's cached data was the former customer's view of the shop (docs/privacy.md).
      clearStoredData({ context: config.context });
      const detail: CustomerChangeDetail = {
        customer: answer,
        change: job.kind,
        profile: job.kind === 'profile' ? job.profile : null,
      };
      const proceed = emit<CustomerChangeDetail>('butik-customer-change', detail, { cancelable: true });
      if (proceed) {
        window.location.reload();
        return;
      }
      // The page stays: data of the former customer (wish lists, prices, this customer) is stale.
      notifySessionChanged(config.context);
      const profileName =
        job.kind === 'profile' ? (answer.profiles.find((p) => p.id === job.profile)?.name ?? job.profile) : '';
      setStatus(
        job.kind === 'customer' ? _(TEXTS.changed, { 0: answer.name }) : _(TEXTS.profileChanged, { 0: profileName }),
      );
    },
    [client, emit, _, queries, config.context],
  );

  const pick = useCallback((customer: Customer) => void run({ kind: 'customer', customer }), [run]);

  const inputId = `${ids}-input`;
  const titleId = `${ids}-title`;
  const busy = pending !== null;
  const showProfiles = config.hasFeature('customerprofiles') && current && current.profiles.length > 0;

  return (
    <section className="switcher" part="container" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="switcher__title" part="title">
        {heading?.trim() || _(TEXTS.heading)}
      </h2>
      {currentFailed ? (
        <RetryAlert
          className="switcher__error"
          text={_(TEXTS.currentFailed)}
          onRetry={() => queries.refresh(CUSTOMER_KEY)}
          retryPart="retry"
        />
      ) : null}
      <p className="switcher__current" part="current" hidden={currentFailed}>
        {!loaded ? (
          <span className="switcher__muted">{_(TEXTS.loadingCurrent)}</span>
        ) : current ? (
          <>
            <span className="switcher__muted">{_(TEXTS.current)}</span>{' '}
            <strong className="switcher__name">{current.name}</strong>{' '}
            <span className="switcher__muted">({_(TEXTS.customerNo, { 0: current.id })})</span>
          </>
        ) : (
          <span className="switcher__muted">{_(TEXTS.none)}</span>
        )}
      </p>

      <div className="switcher__field">
        <label className="butik-field__label" htmlFor={inputId}>
          {_(TEXTS.search)}
        </label>
        <Combobox<Customer>
          className="switcher__combo"
          value={query}
          onValueChange={setQuery}
          search={search}
          debounceMs={SEARCH_DEBOUNCE_MS}
          onPick={pick}
          optionKey={(customer) => customer.id}
          renderOption={(customer) => (
            <>
              <span className="switcher__option-name">{customer.name}</span>
              <span className="switcher__option-meta">
                {_(TEXTS.customerNo, { 0: customer.id })}
                {customer.city ? ` · ${customer.city}` : ''}
                {customer.vatno ? ` · ${customer.vatno}` : ''}
              </span>
            </>
          )}
          listLabel={_(TEXTS.results)}
          countText={(count, q) => (count ? _(TEXTS.count, { 0: count }) : _(TEXTS.noResults, { 0: q }))}
          announce={setStatus}
          footer={(found, q) =>
            found.length === 0 ? (
              <p className="butik-combobox__hint">{_(TEXTS.noResults, { 0: q })}</p>
            ) : found.length >= SEARCH_LIMIT ? (
              <p className="butik-combobox__hint">{_(TEXTS.more, { 0: SEARCH_LIMIT })}</p>
            ) : null
          }
          escapeClears
          openOnFocus
          busyIndicator
          inputProps={{
            id: inputId,
            className: 'butik-field__input switcher__input',
            part: 'search',
            autoComplete: 'off',
            spellCheck: false,
            placeholder: _(TEXTS.placeholder),
            disabled: busy,
          }}
        />
      </div>

      {showProfiles ? (
        <div className="switcher__field">
          <label className="butik-field__label" htmlFor={`${ids}-profile`}>
            {_(TEXTS.profile)}
          </label>
          <select
            id={`${ids}-profile`}
            className="butik-field__input switcher__select"
            part="profile"
            value={current.currentprofile ?? ''}
            disabled={busy}
            onChange={(e: ChangeEvent<HTMLSelectElement>) => {
              const profile = e.currentTarget.value;
              if (profile) void run({ kind: 'profile', profile });
            }}
          >
            {current.currentprofile ? null : <option value="">{_(TEXTS.chooseProfile)}</option>}
            {current.profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {failed ? (
        <RetryAlert
          className="switcher__error"
          text={_(failed.kind === 'customer' ? TEXTS.changeFailed : TEXTS.profileFailed)}
          onRetry={() => void run(failed)}
          retryPart="retry"
        />
      ) : null}

      <p className="switcher__status" role="status">
        {pending ? <Spinner /> : null}
        <span>{status}</span>
      </p>
    </section>
  );
}
