import { element, type ButikElement } from '../src/internal/define.ts';
import { GiftShopButton, giftShopButtonCss, type GiftShopButtonProps } from '../src/features/gift-shop-button/index.ts';

/**
 * The gift-shop entry (spec §2 "Gift-shop entry button"). Signed in (page config `signed-in`): a link to
 * `management-url`. Not signed in, `variant="header"`: a link to `promotion-url`. Not signed in,
 * `variant="button"`: a large button opening a 90vw × 90vh modal 'Log ind eller opret dig nemt i dag!' with a
 * login panel ('Har du allerede et login?', a link to the page config's `login-url`, default `/login`) and a
 * sign-up panel ('... eller opret dig nemt i dag') whose 'Påbegynd oprettelse' switches to the sign-up view (a
 * link to `signup-url` until the sign-up form lands). Closing (×, Esc or a click on the backdrop) resets the
 * modal to the choice. A URL missing for the current state logs one console error; the text is then shown
 * without a link. The host mirrors `data-state`: `link`, `closed`, `open` or `signup`.
 *
 * @tag gift-shop-button
 * @summary Gift-shop entry: header link, or a large button with a login / sign-up modal.
 * @attr {"header"|"button"} variant - Header link or large button. A bad value logs an error and means `header`. Default: `header`.
 * @attr {string} text - The entry's text. Default: 'Gaveshop' (English 'Gift shop').
 * @attr {string} management-url - Where a signed-in user goes (the management area). Default: "".
 * @attr {string} promotion-url - Where a visitor goes from the header variant (the gift-shop promotion page). Default: "".
 * @attr {string} signup-url - The sign-up page linked from the modal's sign-up view. Default: `/signup`.
 * @csspart entry - The link or button.
 * @csspart modal - The `<dialog>` (button variant, not signed in).
 * @csspart login-panel - The modal's login panel.
 * @csspart signup-panel - The modal's sign-up panel.
 * @csspart signup-form - The modal's sign-up view.
 */
const giftShopButton = element<GiftShopButtonProps>({
  tag: 'gift-shop-button',
  component: GiftShopButton,
  props: {
    variant: { type: 'enum', values: ['header', 'button'], default: 'header' },
    text: { type: 'string', default: '' },
    managementUrl: { type: 'string', default: '' },
    promotionUrl: { type: 'string', default: '' },
    signupUrl: { type: 'string', default: '/signup' },
  },
  styles: [giftShopButtonCss],
});

export default giftShopButton;

export type GiftShopButtonElement = ButikElement<GiftShopButtonProps>;

declare global {
  interface HTMLElementTagNameMap {
    'gift-shop-button': GiftShopButtonElement;
  }
}
