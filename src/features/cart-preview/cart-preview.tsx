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
 *
 * Loaded when needed (docs/performance.md "Session 30"): this module, with the lines, fees, total and states of
 * cart-panel.tsx, is the element's on-demand part (cart-preview.part.tsx). The header's tag holds the page's link to
 * the cart until the visitor reaches for it or the cart changes on the page; the cart page's tag has no fallback
 * and loads it at once. The panel content used to be a second on-demand chunk, requested on the first opening; in
 * the part it saves the cart page two files (the chunk and its texts) and is there whenever the toggle is.
 */
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
import { LazyFallback, useLazyPart, type LazyPart } from '../../ui/lazy-part.tsx';
import * as panelContent from './cart-panel.tsx';
import { usePressOutside } from '../../ui/use-press-outside.ts';
import { CART_KIT, useAnnouncement, useCartViewModel } from './cart-model.ts';
import { CartIcon, ItemCountText, Skeleton, VatLabel } from './cart-parts.tsx';
import { cartTotal } from './money.ts';

export type CartPreviewVariant = 'header' | 'page';

export interface CartPreviewProps {
  checkoutUrl?: string;
  variant?: CartPreviewVariant;
}

/** `butik-checkout` detail: the checkout URL about to be opened (cancelable). */
export interface CartCheckoutDetail {
  url: string;
}

/**
 * The lines, fees, total and states (cart-panel.tsx), in the same part as this module: here at once. The views keep
 * reading them through a part (`useLazyPart`), which is `ready` from the first render.
 */
const content: LazyPart<typeof panelContent> = {
  load: () => Promise.resolve(panelContent),
  preload: () => {},
  loaded: () => panelContent,
};

export function CartPreview({ checkoutUrl = '/cart', variant = 'header' }: CartPreviewProps): ReactNode {
  const url = checkoutUrl.trim() || '/cart';
  return variant === 'page' ? <CartPage checkoutUrl={url} /> : <CartHeader checkoutUrl={url} />;
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
  const { status, cart, pending } = model.cartHandle;
  const announcement = useAnnouncement(model);
  // The content's chunk: from the first opening on (kept for the page's life).
  const [wanted, setWanted] = useState(false);
  const panel = useLazyPart(content, wanted || open, '<cart-preview> panel');
  useHostState(status === 'loading' ? 'loading' : status === 'failed' ? 'failed' : open ? 'open' : 'closed');

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const onToggle = () => {
    if (!open) {
      setOpen(true);
      setWanted(true);
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
        onPointerEnter={content.preload}
        onFocus={content.preload}
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
        {status === 'loading' ? (
          <Skeleton rows={2} />
        ) : panel.status === 'ready' ? (
          <panel.module.PanelContent model={model} checkoutUrl={checkoutUrl} kit={CART_KIT} />
        ) : (
          <LazyFallback state={panel} errorPart="error" retryPart="retry" />
        )}
      </section>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Page variant

function CartPage({ checkoutUrl }: { checkoutUrl: string }): ReactNode {
  const model = useCartViewModel();
  const { status, lines } = model.cartHandle;
  const announcement = useAnnouncement(model);
  // The cart page shows its lines from the start: the content's chunk is requested at once, while the cart loads.
  const page = useLazyPart(content, true, '<cart-preview> cart page');
  useHostState(
    status === 'loading' || page.status === 'loading'
      ? 'loading'
      : status === 'failed' || page.status === 'failed'
        ? 'failed'
        : lines.length === 0
          ? 'empty'
          : 'ready',
  );

  return (
    <div className="cp cp--page">
      <LiveRegion text={announcement} />
      {status === 'loading' || page.status === 'loading' || page.status === 'idle' ? (
        <Skeleton rows={3} />
      ) : page.status === 'ready' ? (
        <page.module.CartPageContent model={model} checkoutUrl={checkoutUrl} kit={CART_KIT} />
      ) : (
        <LazyFallback state={page} errorPart="error" retryPart="retry" />
      )}
    </div>
  );
}
