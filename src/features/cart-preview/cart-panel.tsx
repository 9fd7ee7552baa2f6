/**
 * The content of `<cart-preview>`, loaded when it is first shown (cart-preview.tsx `content`): the header panel's
 * lines, fees and total (when the panel opens) and the whole cart page (`variant="page"`, at once). With it come its
 * sheets (cart-preview-lines.css, cart-preview-page.css), the line quantity stepper and the free-delivery notice.
 * Both read the cart through the model the element already holds (cart-model.ts), so the cart loads in parallel
 * with this chunk.
 */
import { Trans } from '@lingui/react/macro';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import type { CartLine } from '../cart/use-cart.ts';
import { FreeDeliveryView } from '../free-delivery/index.ts';
import type { CartKit, CartViewModel } from './cart-model.ts';
import linesCss from './cart-preview-lines.css?inline';
import pageCss from './cart-preview-page.css?inline';
import {
  ChangeFailed,
  CheckoutLink,
  EmptyState,
  LineImage,
  LineName,
  LinePrice,
  KitContext,
  LoadFailed,
  RemoveButton,
  Totals,
  lineKey,
  useKit,
  useLineView,
} from './line-parts.tsx';
import { QuantitySlot } from './quantity-slot.tsx';

export interface ContentProps {
  model: CartViewModel;
  checkoutUrl: string;
  /** The element's own parts and amount rules (cart-model.ts `CART_KIT`: passed, not imported). */
  kit: CartKit;
}

/** The open header panel below its heading: the load failure, or the lines, fees, total and checkout link. */
export function PanelContent({ kit, ...props }: ContentProps): ReactNode {
  return (
    <KitContext.Provider value={kit}>
      <Panel {...props} />
    </KitContext.Provider>
  );
}

/** The cart page (`variant="page"`) once the cart is loaded or failed: the table, summary, states. */
export function CartPageContent({ kit, ...props }: ContentProps): ReactNode {
  return (
    <KitContext.Provider value={kit}>
      <Page {...props} />
    </KitContext.Provider>
  );
}

function Panel({ model, checkoutUrl }: Omit<ContentProps, 'kit'>): ReactNode {
  useContentStyles(linesCss, pageCss);
  const { cartCurrency } = useKit();
  const { status, cart, lines, delivery, error, actions } = model.cartHandle;
  if (status === 'failed') return <LoadFailed onRetry={actions.retry} />;
  if (status !== 'ready' || cart === null) return null;
  return (
    <>
      {error?.kind === 'changeFailed' && <ChangeFailed name={model.failedName} onDismiss={actions.dismissError} />}
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
        <QuantitySlot view={view} />
        <RemoveButton view={view} onRemove={model.onRemove} />
      </div>
    </li>
  );
}

function Page({ model, checkoutUrl }: Omit<ContentProps, 'kit'>): ReactNode {
  useContentStyles(linesCss, pageCss);
  const { cartCurrency, cartTotal, ItemCountText, VatLabel } = useKit();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const { onRemove: remove } = model;
  const onRemove = useCallback(
    (line: CartLine) => {
      remove(line);
      // After a removal the focus would be lost with the row: move it to the table caption (or, the cart now
      // empty, to the empty-cart message) once the row is gone.
      requestAnimationFrame(() => {
        (tableRef.current?.querySelector<HTMLElement>('caption') ?? headingRef.current)?.focus();
      });
    },
    [remove],
  );
  const { status, cart, lines, delivery, error, actions } = model.cartHandle;
  if (status === 'failed') return <LoadFailed onRetry={actions.retry} />;
  if (status !== 'ready' || cart === null) return null;
  const incVat = cartTotal(cart, model.money).incVat;
  const rowModel = { ...model, onRemove };

  return (
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
                    <Trans comment="cart page: column header of the remove buttons (screen readers only)">Remove</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <PageRow key={lineKey(line)} line={line} model={rowModel} />
              ))}
            </tbody>
          </table>
          <div className="cp-summary" part="summary">
            <Totals cart={cart} money={model.money} />
            <FreeDeliveryView delivery={delivery} variant="full" currency={cartCurrency(cart, model.money.currency)} />
            <CheckoutLink href={checkoutUrl} />
          </div>
        </div>
      )}
      {lines.length === 0 && (
        <FreeDeliveryView delivery={delivery} variant="full" currency={cartCurrency(cart, model.money.currency)} />
      )}
    </>
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
        <QuantitySlot view={view} />
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
