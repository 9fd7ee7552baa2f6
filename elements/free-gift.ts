import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss } from '../src/ui/index.ts';
import { FreeGiftView, freeGiftCss, type FreeGiftProps } from '../src/features/free-gift/index.ts';

/**
 * The free gift of the page's cart (with the `freegifts` feature flag): the progress towards it, then the gifts to
 * choose one from, and 'Remove' when the gift allows it. Follows every cart change.
 * Host `data-state`: `hidden`, `loading`, `progress`, `choose`, `chosen`.
 *
 * Behaviour and decisions: `docs/elements/free-gift.md`.
 *
 * @tag free-gift
 * @summary The free gift of the cart: progress towards it, then choose or remove the gift.
 * @attr {string} features - Page config override: space-separated feature flags; `freegifts` shows the element. Default: inherited.
 * @fires butik-free-gift-change - A gift was chosen or removed and the server confirmed it. `detail`: the current FreeGift (spec §3, with `selectedproductid`).
 * @csspart panel - The element's box.
 * @csspart message - The progress text or the obtained text.
 * @csspart progress - The progress bar (`role="progressbar"`).
 * @csspart products - The list of gifts.
 * @csspart product - One gift's choose button (also `product-selected` on the chosen one).
 * @csspart remove - The 'Remove' button.
 * @csspart error - The failure message.
 * @cssprop --butik-color-success - Obtained state and the chosen gift. Default: `#1a7f37`.
 * @cssprop --butik-color-primary - Progress bar. Default: `#1d5c8c`.
 * @cssprop --butik-color-danger - 'Remove' and the failure message. Default: `#b3261e`.
 */
const freeGift = element<FreeGiftProps>({
  tag: 'free-gift',
  component: FreeGiftView,
  props: {},
  styles: [buttonCss, freeGiftCss],
});

export default freeGift;

export type FreeGiftElement = ButikElement<FreeGiftProps>;

declare global {
  interface HTMLElementTagNameMap {
    'free-gift': FreeGiftElement;
  }
}
