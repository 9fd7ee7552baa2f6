import { element, type ButikElement } from '../src/internal/define.ts';
import { GiftShopApp, giftShopAppCss } from '../src/features/gift-shop-app/index.ts';

/**
 * The gift-shop page's app: a hash router (spec §2) that renders the screen for `location.hash`.
 *
 * | Hash | Screen |
 * |---|---|
 * | `#/g/` | recipient code entry (the app home) |
 * | `#/g/{giftshop}` | code entry with the gift shop loaded |
 * | `#/g/{giftshop}/{code}` | the code's INFO step: the recipient's deep link |
 * | `#/g/{giftshop}/{code}/{step}` | `message`, `products` or `completed` (back/forward and reload keep the step) |
 * | `#/`, empty, unknown | replaced by `#/g/` |
 *
 * The recipient routes render `<gift-recipient-flow giftshop code step>` and follow its events: a code of
 * another gift shop replaces the hash with that shop and code (`butik-gift-redirect`); each step change
 * updates the hash (`butik-gift-step`: forward moves are pushed, so the browser's Back returns to the previous
 * step; LOGIN, also shown while a route's code loads, leaves the route as it is); leaving returns to `#/g/{giftshop}` (`butik-gift-leave`). The management routes (`#/m…`) come with the
 * management issue: until then visitors and signed-in managers alike land on the code entry page. The host
 * mirrors `data-state="recipient"`.
 *
 * @tag gift-shop-app
 * @summary The gift-shop page: hash routes for recipients (and, later, management).
 */
const giftShopApp = element<Record<string, never>>({
  tag: 'gift-shop-app',
  component: GiftShopApp,
  props: {},
  styles: [giftShopAppCss],
});

export default giftShopApp;

export type GiftShopAppElement = ButikElement;

declare global {
  interface HTMLElementTagNameMap {
    'gift-shop-app': GiftShopAppElement;
  }
}
