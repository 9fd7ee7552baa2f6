/**
 * `<cart-preview>` (spec §2 "Top cart preview that toggles open/closed; clicking it while open goes to checkout",
 * §3 cart / cart item / cart delivery, §7 cart calls, §9 free-delivery texts).
 *
 * Both variants read the page's one cart (`useCart()`), so they follow every change made anywhere on the page.
 * - `variant="header"`: a toggle button (cart icon, item-count badge, total) opening a panel (disclosure). A click
 *   on the toggle while the panel is open goes to `checkout-url` (a cancelable `butik-checkout` event first).
 *   Esc and the panel's × close it (focus returns to the toggle); a click outside closes it. Opening moves the
 *   focus to the panel's heading.
 * - `variant="page"`: the same lines and totals inline (the /cart page): a table from 960px, stacked below.
 *
 * Amount decisions: see ./money.ts (also in the element's JSDoc).
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useButikEvent, useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { sameLine } from '../../../machines/cart.machine.ts';
import { useCart, type CartHandle, type CartLine } from '../cart/use-cart.ts';
import { FreeDeliveryView } from '../free-delivery/index.ts';
import {
  CartIcon,
  ChangeFailed,
  CheckoutLink,
  EmptyState,
  ItemCountText,
  LineImage,
  LineName,
  LinePrice,
  LoadFailed,
  RemoveButton,
  Skeleton,
  Totals,
  VatLabel,
  lineKey,
  useLineView,
  type LineView,
} from './cart-parts.tsx';
import { cartCurrency, cartTotal, incVatOf, itemCount, type MoneyContext } from './money.ts';
import { QuantitySlot } from './quantity-slot.tsx';
import { usePressOutside } from '../../ui/use-press-outside.ts';

export type CartPreviewVariant = 'header' | 'page';

export interface CartPreviewProps {
  checkoutUrl?: string;
  variant?: CartPreviewVariant;
}

/** `butik-checkout` detail: the checkout URL about to be opened (cancelable). */
export interface CartCheckoutDetail {
  url: string;
}

export function CartPreview({ checkoutUrl = '/cart', variant = 'header' }: CartPreviewProps): ReactNode {
  const url = checkoutUrl.trim() || '/cart';
  return variant === 'page' ? <CartPage checkoutUrl={url} /> : <CartHeader checkoutUrl={url} />;
}

// ---------------------------------------------------------------------------------------------
// Shared view model

interface CartViewModel {
  cartHandle: CartHandle;
  money: MoneyContext;
  count: number;
  /** Name of the line whose change failed (null when unknown / no failure). */
  failedName: string | null;
  onRemove(view: LineView): void;
}

function useCartViewModel(onRemoved?: () => void): CartViewModel {
  const cartHandle = useCart();
  const config = usePageConfig();
  const { cart, lines, pending, error, actions } = cartHandle;
  const money: MoneyContext = {
    culture: config.culture,
    currency: config.currency,
    incVat: incVatOf(config.pricesIncVat),
  };
  const count = itemCount(cart, lines, pending);
  let failedName: string | null = null;
  if (error?.kind === 'changeFailed') {
    const change = error.change;
    const item = lines.find((l) => sameLine(l, change))?.item ?? cart?.items.find((i) => sameLine(i, change));
    failedName = item?.name ?? null;
  }
  const onRemove = useCallback(
    (view: LineView) => {
      actions.remove(view.line.productid, view.line.variantid);
      onRemoved?.();
    },
    [actions, onRemoved],
  );
  return { cartHandle, money, count, failedName, onRemove };
}

/**
 * Polite announcements: the item count once the cart has settled after a change (not on the first load), and a
 * failed change.
 */
function useAnnouncement(model: CartViewModel): string {
  const { t } = useLingui();
  const { status, pending, error } = model.cartHandle;
  const [text, setText] = useState('');
  const last = useRef<number | null>(null);
  const settled = status === 'ready' && pending === 0;
  useEffect(() => {
    if (!settled) return;
    if (last.current !== null && last.current !== model.count) {
      setText(
        t({
          message: plural(model.count, { one: 'The cart now has # item', other: 'The cart now has # items' }),
          comment: 'cart preview: announced (screen readers) when the number of items in the cart changed',
        }),
      );
    }
    last.current = model.count;
  }, [settled, model.count, t]);
  useEffect(() => {
    if (error?.kind === 'changeFailed') {
      setText(
        t({ message: 'Your change could not be saved.', comment: 'cart preview: announced when a cart change failed' }),
      );
    }
  }, [error, t]);
  return text;
}

function LiveRegion({ text }: { text: string }): ReactNode {
  return (
    <span className="butik-visually-hidden" aria-live="polite" aria-atomic="true" part="live">
      {text}
    </span>
  );
}

// ---------------------------------------------------------------------------------------------
// Header variant

function CartHeader({ checkoutUrl }: { checkoutUrl: string }): ReactNode {
  const { t } = useLingui();
  const host = useHost();
  const emit = useButikEvent();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
  const hintId = `${panelId}-hint`;
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const model = useCartViewModel(focusHeading);
  const { status, cart, lines, delivery, error, actions, pending } = model.cartHandle;
  const announcement = useAnnouncement(model);
  useHostState(status === 'loading' ? 'loading' : status === 'failed' ? 'failed' : open ? 'open' : 'closed');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const onToggle = () => {
    if (!open) {
      setOpen(true);
      return;
    }
    // Spec §2: a click on the cart preview while it is open goes to checkout.
    if (emit<CartCheckoutDetail>('butik-checkout', { url: checkoutUrl }, { cancelable: true })) {
      window.location.assign(checkoutUrl);
    }
  };

  // The panel's top on phones (fixed, full width below the toggle): measured when it opens.
  const [panelTop, setPanelTop] = useState(0);
  useLayoutEffect(() => {
    if (open) setPanelTop(Math.max(0, Math.round(toggleRef.current?.getBoundingClientRect().bottom ?? 0)) + 6);
  }, [open]);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  // A click (pointer down) outside the element closes the panel; focus stays where the user put it.
  usePressOutside(
    open,
    () => host,
    () => setOpen(false),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const ready = status === 'ready' && cart !== null;
  const total = ready ? cartTotal(cart, model.money) : null;

  return (
    <div className="cp cp--header" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="cp-toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={open ? hintId : undefined}
        aria-busy={status === 'loading' || pending > 0 ? true : undefined}
        onClick={onToggle}
      >
        <span className="cp-toggle__icon">
          <CartIcon />
          {ready && (
            <span className="cp-badge" part="badge" aria-hidden="true">
              {model.count}
            </span>
          )}
        </span>
        <span className="butik-visually-hidden">
          <Trans comment="cart preview: accessible name of the toggle button (followed by item count and total)">
            Cart
          </Trans>
          {ready && (
            <>
              {', '}
              <ItemCountText count={model.count} />
            </>
          )}
          {status === 'loading' && (
            <>
              {', '}
              <Trans comment="cart preview toggle: the cart is still loading">loading</Trans>
            </>
          )}
        </span>
        {total ? (
          <span className="cp-toggle__total" part="toggle-total">
            <span className="butik-visually-hidden">{', '}</span>
            {total.text}
            <span className="butik-visually-hidden">
              {' '}
              <VatLabel incVat={total.incVat} />
            </span>
          </span>
        ) : status === 'loading' ? (
          <span className="cp-skel cp-skel--toggle" aria-hidden="true" />
        ) : null}
        {status === 'failed' && (
          <span className="cp-toggle__warn" aria-hidden="true">
            !
          </span>
        )}
      </button>
      <span id={hintId} className="butik-visually-hidden">
        <Trans comment="cart preview: hint on the open toggle (a second click goes to checkout)">
          Activate again to go to checkout
        </Trans>
      </span>
      <LiveRegion text={announcement} />
      <section
        id={panelId}
        className="cp-panel"
        part="panel"
        aria-labelledby={headingId}
        hidden={!open}
        style={{ '--cp-panel-top': `${panelTop}px` } as CSSProperties}
      >
        <header className="cp-panel__head">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="cp-heading">
            <Trans comment="cart preview: heading of the open cart panel">Your cart</Trans>
            {ready && model.count > 0 && (
              <span className="cp-heading__count">
                {' '}
                (<ItemCountText count={model.count} />)
              </span>
            )}
          </h2>
          <button
            type="button"
            className="butik-button butik-button--icon cp-close"
            part="close"
            aria-label={t({ message: 'Close cart', comment: 'cart preview: close the cart panel (aria-label)' })}
            onClick={() => close(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {status === 'loading' && <Skeleton rows={2} />}
        {status === 'failed' && <LoadFailed onRetry={actions.retry} />}
        {ready && (
          <>
            {error?.kind === 'changeFailed' && (
              <ChangeFailed name={model.failedName} onDismiss={actions.dismissError} />
            )}
            {lines.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <ul className="cp-lines" part="lines">
                  {lines.map((line) => (
                    <PanelLine key={lineKey(line)} line={line} model={model} />
                  ))}
                </ul>
                <Totals cart={cart} money={model.money} />
              </>
            )}
            <FreeDeliveryView delivery={delivery} variant="full" currency={cartCurrency(cart, model.money.currency)} />
            {lines.length > 0 && <CheckoutLink href={checkoutUrl} />}
          </>
        )}
      </section>
    </div>
  );
}

function PanelLine({ line, model }: { line: CartLine; model: CartViewModel }): ReactNode {
  const view = useLineView(line, model.money);
  const nameId = useId();
  return (
    <li
      className={`cp-line${view.addon ? ' cp-line--addon' : ''}${line.pending ? ' cp-line--pending' : ''}`}
      part="line"
      aria-busy={line.pending || undefined}
      aria-labelledby={nameId}
    >
      <span className="cp-line__img">
        <LineImage view={view} />
      </span>
      <span className="cp-line__name">
        <LineName view={view} id={nameId} />
      </span>
      <span className="cp-line__price">
        <LinePrice view={view} />
      </span>
      <div className="cp-line__controls">
        <QuantitySlot
          productid={line.productid}
          variantid={line.variantid}
          colli={view.colli}
          unit={view.unit}
          name={view.name}
        />
        <RemoveButton view={view} onRemove={model.onRemove} />
      </div>
    </li>
  );
}

// ---------------------------------------------------------------------------------------------
// Page variant

function CartPage({ checkoutUrl }: { checkoutUrl: string }): ReactNode {
  const headingRef = useRef<HTMLParagraphElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusTable = useCallback(() => {
    // After a removal the focus would be lost with the row: move it to the table caption (or, the cart now
    // empty, to the empty-cart message) once the row is gone.
    requestAnimationFrame(() => {
      (tableRef.current?.querySelector<HTMLElement>('caption') ?? headingRef.current)?.focus();
    });
  }, []);
  const model = useCartViewModel(focusTable);
  const { status, cart, lines, delivery, error, actions } = model.cartHandle;
  const announcement = useAnnouncement(model);
  const ready = status === 'ready' && cart !== null;
  useHostState(
    status === 'loading' ? 'loading' : status === 'failed' ? 'failed' : lines.length === 0 ? 'empty' : 'ready',
  );
  const incVat = ready ? cartTotal(cart, model.money).incVat : model.money.incVat;

  return (
    <div className="cp cp--page">
      <LiveRegion text={announcement} />
      {status === 'loading' && <Skeleton rows={3} />}
      {status === 'failed' && <LoadFailed onRetry={actions.retry} />}
      {ready && (
        <>
          {error?.kind === 'changeFailed' && <ChangeFailed name={model.failedName} onDismiss={actions.dismissError} />}
          {lines.length === 0 ? (
            <EmptyState headingRef={headingRef} />
          ) : (
            <div className="cp-page">
              <table className="cp-table" part="lines" ref={tableRef}>
                <caption className="cp-caption" tabIndex={-1}>
                  <Trans comment="cart page: caption of the cart table">Your cart</Trans> (
                  <ItemCountText count={model.count} />)
                </caption>
                <thead>
                  <tr>
                    <th scope="col" colSpan={2}>
                      <Trans comment="cart page: column header of the product">Product</Trans>
                    </th>
                    <th scope="col">
                      <Trans comment="cart page: column header of the quantity">Quantity</Trans>
                    </th>
                    <th scope="col" className="cp-num">
                      <Trans comment="cart page: column header of the line price">Price</Trans>{' '}
                      <span className="cp-vat">
                        (<VatLabel incVat={incVat} />)
                      </span>
                    </th>
                    <th scope="col">
                      <span className="butik-visually-hidden">
                        <Trans comment="cart page: column header of the remove buttons (screen readers only)">
                          Remove
                        </Trans>
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <PageRow key={lineKey(line)} line={line} model={model} />
                  ))}
                </tbody>
              </table>
              <div className="cp-summary" part="summary">
                <Totals cart={cart} money={model.money} />
                <FreeDeliveryView
                  delivery={delivery}
                  variant="full"
                  currency={cartCurrency(cart, model.money.currency)}
                />
                <CheckoutLink href={checkoutUrl} />
              </div>
            </div>
          )}
          {lines.length === 0 && (
            <FreeDeliveryView delivery={delivery} variant="full" currency={cartCurrency(cart, model.money.currency)} />
          )}
        </>
      )}
    </div>
  );
}

function PageRow({ line, model }: { line: CartLine; model: CartViewModel }): ReactNode {
  const view = useLineView(line, model.money);
  return (
    <tr
      className={`cp-tr${view.addon ? ' cp-line--addon' : ''}${line.pending ? ' cp-line--pending' : ''}`}
      part="line"
      aria-busy={line.pending || undefined}
    >
      <td className="cp-td-img">
        <LineImage view={view} />
      </td>
      <td className="cp-td-name">
        <LineName view={view} />
        {view.sku && <span className="cp-sku">{view.sku}</span>}
      </td>
      <td className="cp-td-qty">
        <QuantitySlot
          productid={line.productid}
          variantid={line.variantid}
          colli={view.colli}
          unit={view.unit}
          name={view.name}
        />
      </td>
      <td className="cp-td-price cp-num">
        <LinePrice view={view} />
      </td>
      <td className="cp-td-remove">
        <RemoveButton view={view} onRemove={model.onRemove} />
      </td>
    </tr>
  );
}
