import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { CartPreviewShell, type CartPreviewProps } from '../src/features/cart-preview/index.ts';

/**
 * The page's cart, following every change made on the page. `variant="header"`: a toggle (count, total) opening a
 * panel of lines, fees and total; a second click goes to `checkout-url`. `variant="page"`: the same inline (the
 * cart page). Quantities can be edited and lines removed.
 * Host `data-state`: header `loading` | `closed` | `open` | `failed`; page `loading` | `ready` | `empty` | `failed`.
 * Children are a fallback (e.g. a link to the cart with the count the server knows): shown until the visitor reaches
 * for it or the cart changes on the page, then the element loads; without children it loads at once.
 *
 * Behaviour and decisions: `docs/elements/cart-preview.md`.
 *
 * @tag cart-preview
 * @summary The page's cart: header toggle with a panel, or the inline cart of the cart page.
 * @attr {string} checkout-url - Where the checkout is (the open toggle's second click and the 'Go to checkout' link). Default: `/cart`.
 * @attr {"header"|"page"} variant - Header toggle with a panel, or the inline cart page. A bad value logs an error and means `header`. Default: `header`.
 * @fires butik-checkout - Cancelable; the open toggle was clicked and the page is about to go to `checkout-url`: `detail` `{ url }` (call `preventDefault()` to route yourself).
 * @fires butik-cart-change - A quantity change or removal made in this element was saved by the server (fired by the page cart).
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
  component: CartPreviewShell,
  props: {
    checkoutUrl: { type: 'string', default: '/cart', validate: linkUrlAttribute },
    variant: { type: 'enum', values: ['header', 'page'], default: 'header' },
  },
  // The page's fallback shows from the upgrade; the cart's code and CSS load when reached for or when the cart changes.
  keepChildren: true,
});

export default cartPreview;

export type CartPreviewElement = ButikElement<CartPreviewProps>;

declare global {
  interface HTMLElementTagNameMap {
    'cart-preview': CartPreviewElement;
  }
}
