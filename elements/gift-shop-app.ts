import { element, type ButikElement } from '../src/internal/define.ts';
import { GiftShopApp, giftShopAppCss } from '../src/features/gift-shop-app/index.ts';

/**
 * The gift-shop page's app: a hash router that renders `<gift-recipient-flow>` for `#/g/{giftshop}/{code}/{step}`
 * (keeping the hash in step with the flow's events) and the organiser's management area for `#/m…`.
 * Host `data-state`: `recipient`, `signed-out`, `loading`, `failed`, `manage-{section}`.
 * @csspart management - the management area; also `breadcrumb`, `shortcuts`, `help`, `create`, `dashboard`, `overview`
 *
 * Behaviour and decisions: `docs/elements/gift-shop-app.md`.
 *
 * @tag gift-shop-app
 * @summary The gift-shop page: hash routes for recipients and the organiser's management area.
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
