/**
 * What both variants of `<cart-preview>` read from the page's one cart before any of their content is loaded: the
 * cart handle (so the cart loads at once, in parallel with the content's chunk), the money context, the item
 * count, the name of the line whose change failed, and the polite announcements of the live region.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageConfig } from '../../internal/page-config.ts';
import { sameLine } from '../../../machines/cart.lines.ts';
import { useCart, type CartHandle, type CartLine } from '../cart/use-cart.ts';
import { CartIcon, ItemCountText, VatLabel } from './cart-parts.tsx';
import { cartCurrency, cartTotal, feePrice, incVatOf, itemCount, linePrice, type MoneyContext } from './money.ts';

/**
 * What the content (cart-panel.tsx, an on-demand chunk) uses of this element's own modules. Handed to it as a
 * prop, never imported by it: a module that both the element's chunk and the content's chunk import becomes a
 * chunk of its own, one more file on every page with a cart preview.
 */
export const CART_KIT = { CartIcon, ItemCountText, VatLabel, cartCurrency, cartTotal, feePrice, linePrice };
export type CartKit = typeof CART_KIT;

export interface CartViewModel {
  cartHandle: CartHandle;
  money: MoneyContext;
  count: number;
  /** Name of the line whose change failed (null when unknown / no failure). */
  failedName: string | null;
  onRemove(line: Pick<CartLine, 'productid' | 'variantid'>): void;
}

export function useCartViewModel(onRemoved?: () => void): CartViewModel {
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
    (line: Pick<CartLine, 'productid' | 'variantid'>) => {
      actions.remove(line.productid, line.variantid);
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
export function useAnnouncement(model: CartViewModel): string {
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
