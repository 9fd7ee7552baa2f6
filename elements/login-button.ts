import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { LoginButtonShell, type LoginButtonProps } from '../src/features/login-button/index.ts';

/**
 * The header login entry. Signed out: a 'Log in' button opening a 600px modal with the login form of
 * `<login-form>` (nothing with `hide-login`). Signed in: a 'My account' menu with 'Dashboard' and 'Sign out'.
 * Rendered in the light DOM so password managers see the form. Styling (no parts): classes `butik-lb__*`.
 * Children are a fallback (a link to the login page): shown until the visitor reaches for it, then the element
 * loads and a press on the link opens the modal; without children it loads at once.
 * Host `data-state`: `hidden`, `closed`, `open`, `menu`, `menu-open`, `signing-out`, `error`.
 *
 * Behaviour and decisions: `docs/elements/login-button.md`.
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
  component: LoginButtonShell,
  shadow: false,
  props: {
    dashboardUrl: { type: 'string', default: '', validate: linkUrlAttribute },
    hideLogin: { type: 'boolean', default: false },
  },
});

export default loginButton;

export type LoginButtonElement = ButikElement<LoginButtonProps>;

declare global {
  interface HTMLElementTagNameMap {
    'login-button': LoginButtonElement;
  }
}
