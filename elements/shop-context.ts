import { element, type ButikElement } from '../src/internal/define.ts';
import { ShopContext, shopContextCss, type ShopContextProps } from '../src/features/shop-context/index.ts';

/**
 * Page configuration for every element inside it (elements outside any use the page's first `<shop-context>`).
 * Renders its children unchanged in the light DOM (`display: contents`). Every element accepts the same attributes
 * to override one value for itself; changing an attribute re-renders the elements using it.
 *
 * Behaviour and decisions: `docs/elements/shop-context.md`.
 *
 * @tag shop-context
 * @summary Page configuration supplied by the host page (spec §1, §6).
 * @attr {string} context - API context: the `{context}` segment of `/contextapi/{context}/v1`. Default: "".
 * @attr {string} culture - Culture such as `da-DK`. Default: the element's `lang`, then `<html lang>`, then `en-GB`. An invalid tag logs an error.
 * @attr {string} currency - ISO 4217 currency code. Default: `DKK`. Anything but three capital letters logs an error.
 * @attr {boolean} purchase-allowed - The visitor may buy (add-to-cart areas are shown). Default: false.
 * @attr {boolean} show-prices - Prices are shown. Default: false.
 * @attr {boolean} prices-inc-vat - Show prices incl. VAT (present or "true") or excl. VAT ("false"). Not given: each price follows the shop's own setting (`showpricesincvat`).
 * @attr {boolean} signed-in - The visitor is signed in. Default: false.
 * @attr {"visitor"|"user"|"owner"|"salesperson"|"supervisor"} user-role - Role of the visitor (spec §6). A bad value logs an error and means `visitor`. Default: `visitor`.
 * @attr {string} login-url - URL of the login page. Default: "".
 * @attr {string} features - Space-separated feature flags: `vouchers wishlist freegifts csvimport magicsearch customerprofiles eventtracking` and others. Default: none.
 * @attr {boolean} enable-wish-list - Shop variable enableWishList: wish-list buttons are shown. Default: false.
 * @attr {string} variant-display-options - Shop variable variantDisplayOptions, as JSON. Bad JSON logs an error. Default: null.
 * @attr {boolean} enable-purchase-from-lists - Shop variable enablePurchaseFromLists. Default: false.
 * @attr {boolean} allow-purchase - Shop variable allowPurchase. Default: false.
 * @attr {boolean} enable-secondary-image - Shop variable enableSecondaryImage: product cards show a hover image. Default: false.
 * @attr {string} api-base - Base path of the API. Default: `/contextapi`.
 * @attr {string} product-id - The product this page shows: with the `eventtracking` flag, its view event (`POST event/view { type: 'product', id }`) is sent once per page view; a failure is only logged. Default: "".
 * @cssprop --butik-color-primary - Theme tokens set here are inherited by every element inside (see elements/README.md).
 */
const shopContext = element<ShopContextProps>({
  tag: 'shop-context',
  component: ShopContext,
  props: { productId: { type: 'string', default: '' } },
  styles: [shopContextCss],
  // Light DOM: the page content inside stays visible while scripts and texts load.
  shadow: false,
  providesPageConfig: true,
});

export default shopContext;

export type ShopContextElement = ButikElement<ShopContextProps>;

declare global {
  interface HTMLElementTagNameMap {
    'shop-context': ShopContextElement;
  }
}
