import { element, type ButikElement } from '../src/internal/define.ts';
import {
  FreeDeliveryNotice,
  freeDeliveryCss,
  freeDeliveryHostCss,
  type FreeDeliveryNoticeProps,
} from '../src/features/free-delivery/index.ts';

/**
 * The free-delivery notice of the page's cart: how much more to shop for free delivery (or that it is reached), with a
 * progress bar. Hidden while the cart loads, when it failed, and when free delivery is not possible.
 * Host `data-state`: `loading`, `hidden`, `achieved`, `not-achieved`.
 *
 * Behaviour and decisions: `docs/elements/free-delivery-notice.md`.
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
