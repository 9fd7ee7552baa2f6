import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { GiftShopButtonShell, type GiftShopButtonProps } from '../src/features/gift-shop-button/index.ts';

/**
 * The gift-shop entry: signed in, a link to `management-url`; a visitor gets a link to `promotion-url`
 * (`variant="header"`) or a large button opening a login / sign-up modal (`variant="button"`).
 * Host `data-state`: `link`, `closed`, `open`, `signup`.
 *
 * Behaviour and decisions: `docs/elements/gift-shop-button.md`.
 *
 * @tag gift-shop-button
 * @summary Gift-shop entry: header link, or a large button with a login / sign-up modal.
 * @attr {"header"|"button"} variant - Header link or large button. A bad value logs an error and means `header`. Default: `header`.
 * @attr {string} text - The entry's text. Default: 'Gaveshop' (English 'Gift shop').
 * @attr {string} management-url - Where a signed-in user goes (the management area), also after signing in through the modal. Default: "".
 * @attr {string} promotion-url - Where a visitor goes from the header variant (the gift-shop promotion page). Default: "".
 * @attr {string} signup-url - Deprecated and ignored: the modal's sign-up view now holds the sign-up form (`<company-signup>`). Default: `/signup`.
 * @csspart entry - The link or button.
 * @csspart modal - The `<dialog>` (button variant, not signed in).
 * @csspart login-panel - The modal's login panel.
 * @csspart signup-panel - The modal's sign-up panel.
 * @csspart signup-form - The modal's sign-up view (with `<company-signup>`); the login panel holds `<login-form>`.
 */
const giftShopButton = element<GiftShopButtonProps>({
  tag: 'gift-shop-button',
  component: GiftShopButtonShell,
  props: {
    variant: { type: 'enum', values: ['header', 'button'], default: 'header' },
    text: { type: 'string', default: '' },
    managementUrl: { type: 'string', default: '', validate: linkUrlAttribute },
    promotionUrl: { type: 'string', default: '', validate: linkUrlAttribute },
    signupUrl: { type: 'string', default: '/signup', validate: linkUrlAttribute },
  },
  // The page's fallback link shows from the upgrade; the button's code and CSS load when the visitor reaches for it.
  keepChildren: true,
});

export default giftShopButton;

export type GiftShopButtonElement = ButikElement<GiftShopButtonProps>;

declare global {
  interface HTMLElementTagNameMap {
    'gift-shop-button': GiftShopButtonElement;
  }
}
