import { element, type ButikElement } from '../src/internal/define.ts';
import { CartPreview, cartPreviewCss, quantitySlotCss, type CartPreviewProps } from '../src/features/cart-preview/index.ts';
import { freeDeliveryCss } from '../src/features/free-delivery/index.ts';
import { buttonCss } from '../src/ui/index.ts';

/**
 * The top cart preview (spec §2 "Top cart preview that toggles open/closed; clicking it while open goes to
 * checkout"), on the page's one cart: it follows every change made anywhere on the page.
 *
 * `variant="header"`: a toggle button (cart icon, item-count badge, total) opening a panel with the lines (image,
 * name linking to the item's `url`, editable quantity, line price, remove), the fees, the total, the
 * free-delivery notice and a 'Go to checkout' link. A click on the toggle while the panel is open goes to
 * `checkout-url` (after a cancelable `butik-checkout` event). Esc and the panel's × close the panel and return
 * the focus to the toggle; a click outside closes it; opening moves the focus to the panel heading.
 * `variant="page"`: the same lines, totals and notice inline (the /cart page): a cart table from 960px, stacked
 * rows on phones.
 *
 * States: loading skeleton; 'The cart could not be loaded.' with 'Try again' (reloads the cart); an empty-cart
 * message; a failed change shows its message (`role="alert"`, dismissable) and the lines roll back to what the
 * server saved. Count changes are announced politely (`aria-live`).
 *
 * Decisions:
 * - VAT: page config `prices-inc-vat="false"` shows every amount excl. VAT, otherwise incl. VAT (cart lines carry
 *   no VAT flag of their own); every total is labelled 'incl. VAT' / 'excl. VAT'.
 * - Total: server truth, `displaytotalprice` (incl. VAT) or `displaytotalexvat` (excl. VAT; else `totalexvat`
 *   formatted; else `displaytotalprice` labelled incl. VAT).
 * - Line price: excl. VAT the server's `displaylineprice`; incl. VAT (`lineprice` ?? `unitprice.price` ×
 *   quantity) × (1 + `unitprice.vatrate`) formatted with src/format. While a change of the line is pending the
 *   price is an estimate (`unitprice.price` × shown quantity) shown dimmed until the server answers.
 * - Fees: `displayprice` excl. VAT; incl. VAT `price` × the cart's VAT factor (`totalincvat / totalexvat`).
 * - Badge count: the server's `itemcount`; while changes are pending the sum of the shown (optimistic) line
 *   quantities, so it follows the stepper at once. The polite announcement waits until the cart has settled.
 * - Lines not yet confirmed by the server (an add in flight) take their name and image from the product store.
 * - Computed amounts (incl.-VAT line prices and fees, an estimate while pending) are formatted with the page's
 *   culture; the server's display strings (total, excl.-VAT line prices) are shown as sent. A page whose culture
 *   differs from the server's formatting therefore shows two money styles (the demo and shops are da-DK both).
 * - Layout: the header panel is absolute below the toggle (right-aligned, 400px); below 600px it is fixed, full
 *   width with 8px margins, just below the toggle (an ancestor with `transform`/`filter` would confine it). The
 *   'Go to checkout' link sticks to the bottom of a long panel.
 *
 * Host `data-state`: header variant `loading` | `closed` | `open` | `failed`; page variant `loading` | `ready` |
 * `empty` | `failed`.
 *
 * @tag cart-preview
 * @summary The page's cart: header toggle with a panel, or the inline cart of the cart page.
 * @attr {string} checkout-url - Where the checkout is (the open toggle's second click and the 'Go to checkout' link). Default: `/cart`.
 * @attr {"header"|"page"} variant - Header toggle with a panel, or the inline cart page. A bad value logs an error and means `header`. Default: `header`.
 * @fires {CustomEvent<{url: string}>} butik-checkout - Cancelable; the open toggle was clicked and the page is about to go to `checkout-url` (call `preventDefault()` to route yourself).
 * @fires {CustomEvent<CartChangeDetail>} butik-cart-change - A quantity change or removal made in this element was saved by the server (fired by the page cart).
 * @csspart toggle - The header toggle button.
 * @csspart badge - The item-count badge on the toggle.
 * @csspart toggle-total - The total on the toggle.
 * @csspart panel - The header variant's panel.
 * @csspart close - The panel's close button.
 * @csspart lines - The list (header) or table (page) of lines.
 * @csspart line - One line.
 * @csspart line-image - A line's image.
 * @csspart line-name - A line's name (link to the item's page).
 * @csspart line-price - A line's price.
 * @csspart remove - A line's remove button.
 * @csspart totals - Fees and total.
 * @csspart fee - One fee row.
 * @csspart total-row - The total row.
 * @csspart total - The total amount.
 * @csspart checkout - The 'Go to checkout' link.
 * @csspart summary - The page variant's summary box (totals, notice, checkout).
 * @csspart empty - The empty-cart message.
 * @csspart error - The load-failure message.
 * @csspart retry - Its 'Try again' button.
 * @csspart change-error - The failed-change message.
 * @csspart skeleton - The loading skeleton.
 * @csspart delivery-notice - The free-delivery notice (as in `<free-delivery-notice>`; also `delivery-text`, `delivery-bar`, `delivery-bar-fill`).
 * @csspart minus - A line's minus button (the quantity stepper; also `quantity`, `plus`, and `notice` after a rounding).
 * @cssprop --butik-cart-preview-panel-width - Width of the header panel. Default: 400px (at most the viewport minus 16px).
 * @cssprop --butik-cart-preview-badge-color - Background of the item-count badge. Default: `--butik-color-danger`.
 * @cssprop --butik-free-delivery-bar-height - Height of the free-delivery bar. Default: 8px.
 */
const cartPreview = element<CartPreviewProps>({
  tag: 'cart-preview',
  component: CartPreview,
  props: {
    checkoutUrl: { type: 'string', default: '/cart' },
    variant: { type: 'enum', values: ['header', 'page'], default: 'header' },
  },
  styles: [buttonCss, freeDeliveryCss, quantitySlotCss, cartPreviewCss],
});

export default cartPreview;

export type CartPreviewElement = ButikElement<CartPreviewProps>;

declare global {
  interface HTMLElementTagNameMap {
    'cart-preview': CartPreviewElement;
  }
}
