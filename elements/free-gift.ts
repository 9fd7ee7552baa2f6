import { element, type ButikElement } from '../src/internal/define.ts';
import { FreeGiftView, freeGiftCss, type FreeGiftProps } from '../src/features/free-gift/index.ts';

/**
 * The current free gift of the page cart (spec §3 Free gift, §7 `/freegift` calls). Shown only with the page
 * config feature flag `freegifts` (otherwise nothing). The page cart loads the free gift at start and again
 * after every confirmed cart change, so the progress follows the cart.
 *
 * - `freegiftpossible` false (or no gift loaded): nothing.
 * - Not obtained: 'Shop for another {diff} to get a free gift' with `displayfreegiftdiff`, a progress bar when the
 *   numeric extras `freegiftlimit` / `freegiftdiff` are there, and 'Free gift when you shop for {limit}'.
 * - Obtained: the gift products (image and name, as toggle buttons with `aria-pressed`) to choose one
 *   (`GET freegift/add?productid`); the chosen one (`selectedproductid`) is marked 'Chosen'; 'Remove' when the
 *   gift is `removable` and one is chosen (`GET freegift/remove`). The server's answer becomes the page cart's
 *   free gift (every `<free-gift>` on the page follows) and fires `butik-free-gift-change`.
 *
 * Decisions:
 * - One call at a time: while a call runs the buttons are `aria-disabled` (kept focusable, so keyboard focus is
 *   not lost) and further clicks are ignored; a polite status says 'Saving your choice…'.
 * - A failed call keeps the gift as it was and shows 'The free gift could not be chosen / removed. Please try
 *   again.' (`role="alert"`); the next call clears it.
 * - Clicking the already chosen gift does nothing (use 'Remove' to drop it).
 * - A `selectedproductid` that is not among `products` counts as none chosen.
 * - Danish texts: 'Køb for {diff} mere for at få en gratis gave', 'Vælg din gratis gave', 'Din gratis gave',
 *   'Valgt', 'Fjern'.
 * - The cart service is shared per page (api-base + context) and is created with the `freegifts` flag of the
 *   first element that asks for it; pages should set `features` on `<shop-context>`, not per element.
 *
 * `data-state`: `hidden` | `loading` | `progress` | `choose` | `chosen`.
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
  styles: [freeGiftCss],
});

export default freeGift;

export type FreeGiftElement = ButikElement<FreeGiftProps>;

declare global {
  interface HTMLElementTagNameMap {
    'free-gift': FreeGiftElement;
  }
}
