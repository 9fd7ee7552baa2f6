import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { LoginButton, loginButtonCss, type LoginButtonProps } from '../src/features/login-button/index.ts';
import { loginCss } from '../src/features/login/index.ts';

/**
 * The header login entry (spec §2 "Top login modal (600px wide) with a user menu (dashboard, sign out). The login
 * link may be hidden by a setting.", §6 signed-in user menu, §7 sign-out).
 *
 * Rendered in the LIGHT DOM (`shadow: false`): the login dialog and its inputs are part of the document, so
 * password managers and autofill see them. Its CSS is adopted by the document, scoped to the tag and to
 * `butik-lb__` classes (no parts in light DOM).
 *
 * - Not signed in (page config `signed-in` false): a 'Log in' button (user icon + text, 44px high; below 600px the
 *   icon only, the text staying its accessible name) opening a
 *   modal `<dialog>` (`showModal()`, 600px wide, at most the viewport width minus a margin on phones) titled
 *   'Log in' with a × button. Esc, × and a click on the backdrop close it; focus returns to the 'Log in' button.
 *   The modal holds the login form (`LoginPanel` of src/features/login/, the same view as `<login-form>`,
 *   rendered while the modal is open so each opening starts fresh): its inputs (`autocomplete` `username` /
 *   `current-password`) are real document inputs of a document `<form>`. It posts to the page config's
 *   `login-url` (default `/login`); after sign-in it fires `butik-login` on this element and reloads (or shows
 *   the saved-cart dialog), as `<login-form>` documents.
 * - `hide-login` (the shop setting "hide the login link"): nothing is rendered when signed out
 *   (`data-state="hidden"`, the host is `display: none`). A signed-in user still gets the menu.
 * - Signed in: a menu button 'My account' (decision: no GET customer call just for a name, so the header costs
 *   no request) with a menu of 'Dashboard' (a link to `dashboard-url`; omitted when that is empty) and
 *   'Sign out'. WAI-ARIA menu-button pattern: Enter, Space or ArrowDown on the button open the menu on the first
 *   item (ArrowUp on the last); ArrowDown/ArrowUp move and wrap, Home/End jump, Esc closes and returns focus to
 *   the button, Tab closes, a pointer press outside closes.
 * - 'Sign out' posts `action=signout&output=json` (multipart) to the login page URL. On `signoutcompleted: true`
 *   the cancelable `butik-logout` event fires and then the page reloads (`location.reload()`), unless a listener
 *   called `preventDefault()` (the host then navigates itself). Any other answer shows the alert 'Could not sign
 *   out. Please try again.' below the button; the menu can be used again to retry.
 *
 * The host mirrors `data-state`: `hidden`, `closed` / `open` (login modal), `menu` / `menu-open`,
 * `signing-out`, `error` (sign-out failed).
 *
 * @tag login-button
 * @summary Header login button with a 600px login modal, or the signed-in user menu (dashboard, sign out).
 * @attr {string} dashboard-url - The signed-in user's dashboard (menu item 'Dashboard'). Default: "" (no item).
 * @attr {boolean} hide-login - Hide the login button for visitors (the shop setting). Default: false.
 * @fires butik-login - From the login form in the modal: the sign-in succeeded (see `<login-form>`).
 * @fires butik-logout - The server confirmed the sign-out (`detail` `{ signoutcompleted: true }`); cancelable: `preventDefault()` stops the page reload.
 * @cssprop --butik-color-primary - Button and link colour.
 */
const loginButton = element<LoginButtonProps>({
  tag: 'login-button',
  component: LoginButton,
  shadow: false,
  props: {
    dashboardUrl: { type: 'string', default: '' },
    hideLogin: { type: 'boolean', default: false },
  },
  styles: [spinnerCss, buttonCss, loginButtonCss, loginCss],
});

export default loginButton;

export type LoginButtonElement = ButikElement<LoginButtonProps>;

declare global {
  interface HTMLElementTagNameMap {
    'login-button': LoginButtonElement;
  }
}
