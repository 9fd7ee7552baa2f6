import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { LoginForm, loginCss, loginFormHostCss, type LoginFormProps } from '../src/features/login/index.ts';

/**
 * The login form with 'Remember me', the reset-password modal and, after a sign-in that found a saved cart, the
 * 'Unfinished business?' dialog. Posts to the page's `login-url`, then reloads the page unless `butik-login` is
 * cancelled. Rendered in the light DOM (a real document `<form>`) for password managers.
 * Styling (no parts): classes `butik-login__*`. Host `data-state`: `idle`, `submitting`, `error`, `reset`, `saved-cart`, `done`.
 *
 * Behaviour and decisions: `docs/elements/login-form.md`.
 *
 * @tag login-form
 * @summary Login form with 'Remember me', reset password modal and the saved-cart dialog, in the light DOM for password managers.
 * @attr {string} login-url - The login page URL (page config; also on `<shop-context>`). Default: `/login` when none is set.
 * @fires butik-login - Signed in (after the saved-cart dialog, if any): `detail` `{ signedIn: true, previouscartfound, choice }` (`choice`: `use`, `merge`, `nothing`, `close` or null); cancelable: `preventDefault()` stops the page reload.
 * @fires butik-cart-change - The saved cart was used or merged: the page cart changed.
 * @cssprop --butik-color-primary - Buttons, links and focus.
 * @cssprop --butik-color-danger - Field errors and error alerts.
 * @cssprop --butik-color-success - The reset e-mail confirmation.
 */
const loginForm = element<LoginFormProps>({
  tag: 'login-form',
  component: LoginForm,
  shadow: false,
  props: {},
  styles: [spinnerCss, buttonCss, loginFormHostCss, loginCss],
});

export default loginForm;

export type LoginFormElement = ButikElement<LoginFormProps>;

declare global {
  interface HTMLElementTagNameMap {
    'login-form': LoginFormElement;
  }
}
