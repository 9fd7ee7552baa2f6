/**
 * Presentational parts of the panel's and the cart page's content (loaded with it, cart-panel.tsx): line pieces,
 * fees and total, the failure and empty states. No cart access here except the product store
 * for a line the server has not confirmed yet (its name and image).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode, type Ref } from 'react';
import type { Cart } from '../../api/schemas/cart.ts';
import { useProduct } from '../catalog/product-store.ts';
import type { CartLine } from '../cart/use-cart.ts';
import { normalizeColli } from '../../validation/quantity.ts';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import type { CartKit } from './cart-model.ts';
import type { MoneyContext, ShownAmount } from './money.ts';

/** The element's own parts and amount rules (cart-model.ts `CART_KIT`), provided by cart-panel.tsx. */
export const KitContext = createContext<CartKit | null>(null);

export function useKit(): CartKit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('cart-preview content rendered without its kit');
  return kit;
}

/** What a line shows: the server's item, or (not yet confirmed) the product from the product store. */
export interface LineView {
  key: string;
  line: CartLine;
  name: string;
  url: string;
  image: string;
  colli: number;
  unit: string;
  sku: string;
  addon: boolean;
  price: ShownAmount | null;
}

export function lineKey(line: Pick<CartLine, 'productid' | 'variantid'>): string {
  return `${line.productid}|${line.variantid ?? ''}`;
}

/** The line's view model; a line without a server item asks the product store for its name and image. */
export function useLineView(line: CartLine, money: MoneyContext): LineView {
  const { linePrice } = useKit();
  const { product } = useProduct(line.item ? '' : line.productid);
  const item = line.item;
  return {
    key: lineKey(line),
    line,
    name: item?.name ?? product?.name ?? line.productid,
    url: (item ? item.url : product?.url) ?? '',
    image: (item ? item.image : product?.image) ?? '',
    colli: normalizeColli(item?.colli ?? product?.colli),
    unit: item?.unit ?? product?.unit ?? '',
    sku: item?.sku ?? product?.sku ?? '',
    addon: Boolean(item?.addonparent),
    price: linePrice(line, money),
  };
}

export function LineImage({ view }: { view: LineView }): ReactNode {
  return view.image ? (
    <img
      className="cp-img"
      part="line-image"
      src={view.image}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="cp-img cp-img--none" part="line-image" aria-hidden="true" />
  );
}

export function LineName({ view, id }: { view: LineView; id?: string }): ReactNode {
  // Names are text (React escapes them), never HTML.
  return view.url ? (
    <a className="cp-name" part="line-name" id={id} href={view.url}>
      {view.name}
    </a>
  ) : (
    <span className="cp-name" part="line-name" id={id}>
      {view.name}
    </span>
  );
}

export function LinePrice({ view }: { view: LineView }): ReactNode {
  const { t } = useLingui();
  if (!view.price) {
    return (
      <span className="cp-price cp-price--pending" part="line-price">
        <span className="cp-skel cp-skel--price" aria-hidden="true" />
        <span className="butik-visually-hidden">
          {t({ message: 'Price follows', comment: 'cart line: the price of a line being added is not known yet' })}
        </span>
      </span>
    );
  }
  return (
    <span className={`cp-price${view.line.pending ? ' cp-price--pending' : ''}`} part="line-price">
      {view.price.text}
    </span>
  );
}

export function RemoveButton({ view, onRemove }: { view: LineView; onRemove(line: CartLine): void }): ReactNode {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="cp-remove"
      part="remove"
      aria-label={t({
        message: `Remove ${view.name}`,
        comment: 'cart line: remove button (aria-label); {0} = product name',
      })}
      onClick={() => onRemove(view.line)}
    >
      <StrokeIcon>
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
      </StrokeIcon>
    </button>
  );
}

/** Fees and the total (server truth), labelled incl. / excl. VAT. */
export function Totals({ cart, money }: { cart: Cart; money: MoneyContext }): ReactNode {
  const { cartTotal, feePrice, VatLabel } = useKit();
  const total = cartTotal(cart, money);
  return (
    <dl className="cp-totals" part="totals">
      {cart.fees.map((fee, i) => {
        const price = feePrice(fee, cart, money);
        return (
          <div className="cp-row cp-row--fee" part="fee" key={`${fee.name}|${i}`}>
            <dt>{fee.name}</dt>
            <dd>{price.text}</dd>
          </div>
        );
      })}
      <div className="cp-row cp-row--total" part="total-row">
        <dt>
          <Trans comment="cart: label of the cart total">Total</Trans>{' '}
          <span className="cp-vat">
            (<VatLabel incVat={total.incVat} />)
          </span>
        </dt>
        <dd className="cp-total" part="total">
          {total.text}
        </dd>
      </div>
    </dl>
  );
}

export function CheckoutLink({ href }: { href: string }): ReactNode {
  return (
    <a className="butik-button butik-button--primary cp-checkout" part="checkout" href={href}>
      <Trans comment="cart preview: link to the checkout">Go to checkout</Trans>
    </a>
  );
}

export function EmptyState({ headingRef }: { headingRef?: Ref<HTMLParagraphElement> }): ReactNode {
  const { CartIcon } = useKit();
  return (
    <div className="cp-empty" part="empty">
      <CartIcon size={40} />
      <p ref={headingRef} tabIndex={-1}>
        <Trans comment="cart preview: the cart has no lines">Your cart is empty</Trans>
      </p>
    </div>
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }): ReactNode {
  return (
    <div className="cp-failed" part="error" role="alert">
      <p>
        <Trans comment="cart preview: the cart failed to load">The cart could not be loaded.</Trans>
      </p>
      <button type="button" className="butik-button" part="retry" onClick={onRetry}>
        <Trans comment="cart preview: load the cart again">Try again</Trans>
      </button>
    </div>
  );
}

export function ChangeFailed({ name, onDismiss }: { name: string | null; onDismiss(): void }): ReactNode {
  const { t } = useLingui();
  return (
    <div className="cp-alert" part="change-error" role="alert">
      <p>
        {name ? (
          <Trans comment="cart preview: a change of a cart line failed and was rolled back; {name} = product name">
            Your change to {name} could not be saved. The cart shows what was saved.
          </Trans>
        ) : (
          <Trans comment="cart preview: a cart change failed and was rolled back">
            Your change could not be saved. The cart shows what was saved.
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="butik-button butik-button--icon cp-alert__close"
        aria-label={t({ message: 'Dismiss', comment: 'close an error message (aria-label of the × button)' })}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
