import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { LoginForm, loginCss, loginFormHostCss, type LoginFormProps } from '../src/features/login/index.ts';

/**
 * The login form (spec §2 "Login form", "Reset password modal", the 'Unfinished business?' saved-cart dialog; §3;
 * §4 login and reset password; §5; §7 login page URL actions; §8 sign-in and password reset texts).
 *
 * Rendered in the LIGHT DOM (`shadow: false`): a real `<form>` in the document with `username` (`type="email"`,
 * `autocomplete="username"`), `password` (`autocomplete="current-password"`) and `rememberlogin`, so password
 * managers and autofill see and fill it. Its CSS is adopted by the document, scoped to `butik-login__` classes
 * (no parts in light DOM).
 *
 * - 'Login' validates first (spec §5: username and password required; the shared rules, `FieldError` and
 *   `ErrorSummary` of src/features/forms/: the generic message 'The {field} field is required' / '{field} skal
 *   udfyldes' below the field with `aria-describedby`, the `role="alert"` summary linking to the fields, focus on
 *   the first invalid field; once shown, the errors follow the typing). Decision: the values are read from the
 *   DOM at submit, not kept in React state (`useFormValidation` is not used), because a password manager's
 *   autofill may fill the inputs without an input event React sees. Then it posts `action=signin` (multipart, password
 *   URL-encoded, `rememberlogin` when ticked, `output=json`) to the login page URL: the page config's `login-url`
 *   (an attribute of `<shop-context>` or of this element), default `/login` (decision, as `<gift-shop-button>`).
 *   The button shows a spinner and `aria-busy` while signing in; a second submit meanwhile is ignored.
 * - Answers: `errortype` 0 → the alert 'Invalid username or password'; `errortype` 1, any other unsuccessful answer
 *   or a network failure → 'The system encountered a problem. Please contact us for help.'. Alerts have a ×.
 * - Query string (spec §2): `signinerror` present with `errortype` 0 or 1 shows the matching alert on load; it
 *   stays until dismissed or the next submit.
 * - Success without a previous cart: the page reloads. "Reload" = the cancelable `butik-login` event
 *   (`detail` `{ signedIn: true, previouscartfound, choice }`), then `location.reload()` unless a listener called
 *   `preventDefault()` (the host routes itself). After a prevented reload the form stays busy (state `done`).
 * - Success with a previous cart: the 'Unfinished business?' dialog (native modal `<dialog>`, 600px) loads the
 *   saved items (`GET cart/getretentioncart`): image, quantity, name and line price (the server's
 *   `displaylineprice`, shown as given), add-ons (`addonparent`) nested under their parent (an add-on whose parent
 *   is not in the list is shown on its own). Choices: 'Use the saved cart' (`GET cart/change`), 'Merge with the
 *   current cart' (`GET cart/change?merge=true`, offered only while the page cart — `useCart()` — has items),
 *   'Do nothing' (reload). × or Esc closes it, which reloads too. After use/merge the page cart takes the server's
 *   cart at once (`butik-cart-change` fires), then the reload follows. While the cart changes, the chosen button
 *   shows a spinner and the other choices, × and Esc wait; a failed change shows 'Your cart could not be changed.
 *   Please try again.' and keeps the choices.
 * - 'Reset password' (a button styled as a link) opens the reset modal (native modal `<dialog>`, 600px): one
 *   e-mail field for the username (prefilled with the username typed; required and a valid e-mail, spec §5),
 *   'Back' (or Esc) and 'Reset' with a spinner. `action=resetpasswordrequest` answers `emailsent` true → 'An e-mail
 *   has been dispatched with instructions on how to proceed.', false → 'The username doesn't exist.'; a network
 *   failure → the critical text above (decision).
 * - The same view is exported as `LoginPanel` (src/features/login/) for `<login-button>`'s header modal.
 *
 * The host mirrors `data-state`: `idle`, `submitting`, `error` (an alert shows), `reset` (reset modal open),
 * `saved-cart` (dialog open), `done` (signed in, reloading).
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
