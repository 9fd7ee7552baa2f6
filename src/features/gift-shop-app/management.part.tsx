/**
 * The organiser's management area of `<gift-shop-app>` (spec §2 management area; issue 11): an on-demand part,
 * loaded on the first `#/m…` route, so the recipient routes download none of it. The machine
 * (machines/gift-shop-manager.machine.ts) owns the data and the route entry rules; this part wires it to the API
 * (manager-actors.ts) and renders the page: header with the back-to-front-page link, breadcrumb, shortcut list,
 * help box, the routed section and a footer slot (`<slot name="management-footer">`).
 */
import { useTranslate } from '../../i18n/translate.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { createElement, useEffect, useId, useMemo, type ReactNode } from 'react';
import { createGiftShopApi } from '../../api/giftshop.ts';
import { useApiClient } from '../../internal/api.ts';
import { useContentStyles } from '../../internal/content-styles.ts';
import { useHostState, useTagName } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { colorFieldCss } from '../../ui/color-field.tsx';
import { dataTableCss } from '../../ui/data-table.tsx';
import { lazyDateRangePickerCss } from '../../ui/date-range-picker-lazy.tsx';
import { buttonCss, inputCss } from '../../ui/index.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import {
  isClosed,
  isLoading,
  type ManagerModal,
  type ManagerRole,
} from '../../../machines/gift-shop-manager.machine.ts';
import { managerMachineFor } from './manager-actors.ts';
import { useAssortment } from './use-assortment.ts';
import { CreateShopModal, Dashboard, Overview, ShopTable, failureText } from './management-screens.tsx';
import { ShopModals } from './management-modals.tsx';
import { CODES_TEXTS as C } from './codes-texts.ts';
import { useInvitations } from './invitations-actors.ts';
import { INVITATIONS_TEXTS as I } from './invitations-texts.ts';
import { sendingBegun } from '../../../machines/gift-shop-invitations.machine.ts';
import { Breadcrumb, HelpBox, Shortcuts } from './management-chrome.tsx';
import { Assortment, Codes, Disposition, PrintSheet } from './management-sections.tsx';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';
import { SalespersonSwitch } from './salesperson-switch.tsx';
import managementCss from './management.css?inline';
import managementListsCss from './management-lists.css?inline';
import { goTo, managementPath } from './management-path.ts';
import type { ManagementLocation, ManagementSection } from './routes.ts';

export interface ManagementAreaProps {
  location: ManagementLocation;
}

const ROLES: Record<string, ManagerRole> = { salesperson: 'salesperson', supervisor: 'supervisor' };

export default function ManagementArea({ location }: ManagementAreaProps): ReactNode {
  useContentStyles(
    buttonCss,
    inputCss,
    dataTableCss,
    colorFieldCss,
    lazyDateRangePickerCss,
    managementCss,
    managementListsCss,
  );
  const config = usePageConfig();
  if (!config.signedIn) return <SignedOut loginUrl={config.loginUrl} />;
  return <Manager location={location} role={ROLES[config.userRole] ?? 'owner'} culture={config.culture} />;
}

function SignedOut({ loginUrl }: { loginUrl: string }): ReactNode {
  const _ = useTranslate();
  useHostState('signed-out');
  const loginTag = useTagName('login-form');
  // The library's login form in place: signed in, it reloads this page (same hash), which opens the area.
  return (
    <section className="m-signed-out" part="signed-out">
      <p>{_(T.signedOut)}</p>
      <div className="m-signed-out__form">{createElement(loginTag, { 'login-url': loginUrl || '/login' })}</div>
    </section>
  );
}

function Manager(props: { location: ManagementLocation; role: ManagerRole; culture: string }): ReactNode {
  const { location, role, culture } = props;
  const _ = useTranslate();
  const client = useApiClient();
  const machine = useMemo(() => managerMachineFor(createGiftShopApi(client)), [client]);
  const actor = useActorRef(machine, { input: { role } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const loading = isLoading(snapshot);
  useHostState(snapshot.matches('failed') ? 'failed' : loading ? 'loading' : `manage-${context.section}`);

  useEffect(() => {
    actor.send({
      type: 'ROUTE',
      route: { section: location.section, giftshop: location.giftshop, subsection: location.subsection },
    });
  }, [actor, location.section, location.giftshop, location.subsection]);

  useEffect(() => {
    const subscriptions = [
      actor.on('created', ({ shop }) => goTo(managementPath({ section: 'overview', giftshop: shop.id }))),
      actor.on('removed', () => goTo('/m')),
      actor.on('reload', () => {
        history.replaceState(null, '', window.location.pathname + window.location.search);
        window.location.reload();
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  const shown: ManagementSection = location.section;
  const shop = context.current;
  const headingId = useId();
  // The overview's actions, only while the shop is not closed (spec §2, §6); delete only without used codes.
  const shopActions: Array<{ modal: ManagerModal; label: string }> = [];
  if (shown === 'overview' && shop && shop.id === location.giftshop && !context.routeError && !isClosed(context)) {
    shopActions.push(
      { modal: 'dates', label: _(T.editDates) },
      { modal: 'deliverydate', label: _(T.editDeliveryWeek) },
    );
    // The address modal offers the customer's addresses: not while they could not be loaded (it would say none
    // are registered); the next visit of the overview loads them again.
    if (!shop.homedeliveryrequested && context.addresses)
      shopActions.push({ modal: 'address', label: _(T.editAddress) });
    shopActions.push({ modal: 'theme', label: _(T.editTheme) }, { modal: 'message', label: _(T.editGreeting) });
    shopActions.push({ modal: 'close', label: _(T.closeShop) });
    if (context.codes?.every((c) => c.products.length === 0))
      shopActions.push({ modal: 'remove', label: _(T.removeShop) });
  }
  // The codes section's actions (spec §2), only while the shop is not closed; with codes, 'Send gavebeviser' once
  // any code left MANUAL or cards were requested, else 'Vælg leveringsform' (both the 'send codes' modal). The
  // print sheet keeps only the theme and greeting (what its cards show); the rest is the codes page's.
  const printing = shown === 'codes' && location.subsection === 'printcodes';
  const codesOpen =
    shown === 'codes' && shop && shop.id === location.giftshop && !context.routeError && !isClosed(context);
  if (codesOpen) {
    if (context.codes && !printing)
      shopActions.push({ modal: 'addcodes', label: _(context.codes.length ? C.addMore : C.addFirst) });
    if (context.codes?.length && !printing)
      shopActions.push({
        modal: 'sendcodes',
        label: _(sendingBegun(shop, context.codes) ? I.sendCodes : I.chooseDelivery),
      });
    shopActions.push({ modal: 'theme', label: _(T.editTheme) }, { modal: 'message', label: _(T.editGreeting) });
  }

  // Sending the codes (issue 12): its own machine while the codes section shows an open shop (polling stops with it).
  const sending = useInvitations({
    shop: codesOpen && context.codes ? shop : null,
    codes: context.codes,
    onCodes: (codes) => actor.send({ type: 'CODES_UPDATED', codes }),
    onShop: (changed) => actor.send({ type: 'SHOP_UPDATED', shop: changed }),
    onDone: () => actor.send({ type: 'CLOSE_MODAL' }),
  });

  // 'Sortiment' (issue 12): its own machine while the section shows the current shop; its shortcuts follow.
  const subsection = location.subsection ?? 'none';
  const assortment = useAssortment({
    shop: shown === 'assortment' && shop && shop.id === location.giftshop && !context.routeError ? shop : null,
    codeCount: context.codes?.length ?? shop?.codecount ?? null,
    subsection,
    now: context.now,
    onSaved: (saved) => actor.send({ type: 'SHOP_UPDATED', shop: saved }),
  });

  return (
    <div className="m" part="management">
      <header className="m-head">
        <a className="m-back" href="/" part="back">
          <span aria-hidden="true">←</span> {_(T.back)}
        </a>
        <h2 className="m-title" id={headingId}>
          {_(T.title)}
        </h2>
        {role === 'salesperson' ? <SalespersonSwitch actor={actor} /> : null}
      </header>
      <Breadcrumb
        section={shown}
        subsection={shown === 'assortment' || printing ? subsection : 'none'}
        shopId={location.giftshop}
        shopName={shop && shop.id === location.giftshop ? shop.name : undefined}
      />
      <div className="m-layout">
        <aside className="m-side">
          <Shortcuts
            role={role}
            section={shown}
            shopId={location.giftshop}
            actions={shopActions}
            extra={assortment.actions}
            onAction={(modal) => actor.send({ type: 'OPEN', modal })}
          />
          <HelpBox section={shown} help={context.settings?.defaultconfiguration} />
        </aside>
        <main className="m-main" aria-labelledby={headingId}>
          {snapshot.matches('failed') ? (
            <RetryAlert text={_(T.loadFailed)} onRetry={() => actor.send({ type: 'RETRY' })} />
          ) : loading && !context.settings ? (
            <p className="m-loading" role="status">
              {_(T.loading)}
            </p>
          ) : context.routeError?.kind === 'failed' ? (
            <RetryAlert
              text={_(shown === 'giftshops' ? T.loadFailed : T.shopFailed)}
              part="route-error"
              onRetry={() => actor.send({ type: 'RETRY' })}
            />
          ) : context.routeError ? (
            <p className="m-error" role="alert" part="route-error">
              {failureText(_, context.routeError)}
            </p>
          ) : shown === 'dashboard' ? (
            <Dashboard shops={context.shops} now={context.now} busy={loading} />
          ) : shown === 'giftshops' ? (
            <ShopTable
              caption={_(T.allShops)}
              shops={context.allShops ?? []}
              now={context.now}
              busy={loading}
              filterable
            />
          ) : shown === 'overview' && shop ? (
            <Overview
              shop={shop}
              codes={context.codes}
              addresses={context.addresses}
              now={context.now}
              busy={loading}
            />
          ) : printing && shop && context.codes !== null ? (
            <PrintSheet shop={shop} codes={context.codes} />
          ) : shown === 'codes' && shop && !printing ? (
            <Codes
              shop={shop}
              codes={context.codes}
              closed={isClosed(context)}
              busy={loading}
              modal={context.modal}
              codeId={context.codeId}
              saving={snapshot.matches({ ready: 'saving' })}
              error={context.saveError}
              notice={context.codesNotice}
              onOpen={(modal, codeId) => actor.send({ type: 'OPEN', modal, codeId })}
              onCreate={(count, recipients) => actor.send({ type: 'CREATE_CODES', count, recipients })}
              onRemove={(ids) => actor.send({ type: 'REMOVE_CODES', ids })}
              onSaveCode={(name, email) => actor.send({ type: 'SAVE_CODE', name, email })}
              onDismiss={() => actor.send({ type: 'CLOSE_MODAL' })}
              sending={sending}
            />
          ) : shown === 'overview' || shown === 'codes' ? (
            <p className="m-loading" role="status">
              {_(T.loading)}
            </p>
          ) : shown === 'assortment' && assortment.actor ? (
            <Assortment actor={assortment.actor} now={context.now} />
          ) : shown === 'assortment' ? (
            <p className="m-loading" role="status">
              {_(T.loading)}
            </p>
          ) : (
            <Disposition role={role} />
          )}
        </main>
      </div>
      <footer className="m-foot">
        <slot name="management-footer" />
      </footer>
      <ShopModals
        modal={context.modal}
        shop={shop}
        addresses={context.addresses}
        saving={snapshot.matches({ ready: 'saving' })}
        error={context.saveError}
        culture={culture}
        onSave={(changes) => actor.send({ type: 'SAVE', changes })}
        onCloseShop={() => actor.send({ type: 'CLOSE_SHOP' })}
        onRemoveShop={() => actor.send({ type: 'REMOVE_SHOP' })}
        onDismiss={() => actor.send({ type: 'CLOSE_MODAL' })}
      />
      <CreateShopModal
        open={context.modal === 'create'}
        saving={snapshot.matches({ ready: 'saving' })}
        error={context.saveError}
        onCreate={(name) => actor.send({ type: 'CREATE', name })}
        onClose={() => actor.send({ type: 'CLOSE_MODAL' })}
      />
    </div>
  );
}
