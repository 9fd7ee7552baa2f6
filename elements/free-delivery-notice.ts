import { element, type ButikElement } from '../src/internal/define.ts';
import { FreeDeliveryNotice, freeDeliveryCss, freeDeliveryHostCss, type FreeDeliveryNoticeProps } from '../src/features/free-delivery/index.ts';

/**
 * The free-delivery notice (spec §2 product detail "Free-delivery notice", §3 cart delivery, §9 texts), from the
 * page's one cart (it follows every change made anywhere on the page).
 *
 * - `variant="full"`: 'Because you are shopping for at least {0}, your order is delivered free of charge' once
 *   free delivery is obtained ({0} = the server's `displayfreedeliverylimit`), else 'Shop for another {0} and
 *   you will be delivered free of charge' ({0} = `displayfreedeliverydiff`).
 * - `variant="compact"`: 'Free delivery achieved' or 'Free delivery at {0}' ({0} = `displayfreedeliverylimit`).
 * - A progress bar (`role="progressbar"`, `aria-valuenow` = limit − diff, `aria-valuemax` = limit) when the
 *   server sends the numeric `freedeliverylimit` / `freedeliverydiff`; without them, no bar.
 * - Nothing is shown (the host is `display: none`) while the cart loads, when it could not be loaded, or when
 *   the cart's delivery says `freedeliverypossible: false`.
 *
 * Decision: the amounts in the texts are the server's display strings (the server is the truth); the bar's
 * screen-reader value text formats the numbers with the page's culture and currency.
 * The host mirrors `data-state`: `loading`, `hidden`, `achieved` or `not-achieved`.
 *
 * @tag free-delivery-notice
 * @summary Free-delivery notice with the amount still missing and a progress bar.
 * @attr {"full"|"compact"} variant - Full sentence or compact text. A bad value logs an error and means `full`. Default: `full`.
 * @csspart delivery-notice - The notice box.
 * @csspart delivery-text - The sentence (with its icon).
 * @csspart delivery-bar - The progress bar track (`role="progressbar"`).
 * @csspart delivery-bar-fill - The filled part of the bar.
 * @cssprop --butik-free-delivery-bar-height - Height of the progress bar. Default: 8px.
 * @cssprop --butik-free-delivery-bar-color - Fill colour of the bar. Default: `--butik-color-primary` (`--butik-color-success` once achieved).
 */
const freeDeliveryNotice = element<FreeDeliveryNoticeProps>({
  tag: 'free-delivery-notice',
  component: FreeDeliveryNotice,
  props: {
    variant: { type: 'enum', values: ['full', 'compact'], default: 'full' },
  },
  styles: [freeDeliveryHostCss, freeDeliveryCss],
});

export default freeDeliveryNotice;

export type FreeDeliveryNoticeElement = ButikElement<FreeDeliveryNoticeProps>;

declare global {
  interface HTMLElementTagNameMap {
    'free-delivery-notice': FreeDeliveryNoticeElement;
  }
}
