import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { formsCss } from '../src/ui/forms.ts';
import { PasswordForm, passwordFormCss, type PasswordFormProps } from '../src/features/password-form/index.ts';

/**
 * The password forms: `mode="reset"` / `mode="optin"` set a new password with the `?key=` / `?token=` of the
 * e-mailed link; `mode="change"` changes a signed-in user's password. Checked per field; a confirmation with a
 * link replaces the form. Rendered in the light DOM for password managers. Styling (no parts): classes `butik-pf*`.
 * Host `data-state`: `editing`, `invalid`, `saving`, `error`, `done`, `invalid-link`, `signed-out`.
 *
 * Behaviour and decisions: `docs/elements/password-form.md`.
 *
 * @tag password-form
 * @summary Reset, opt-in or change-password form (light DOM, works with password managers).
 * @attr {"reset"|"optin"|"change"} mode - Which form. A bad value logs an error and means `reset`. Default: `reset`.
 * @attr {string} success-url - Where the link after success goes. Default: "" (the page config's `login-url`).
 * @fires butik-password-saved - The server accepted the new password: `detail` `{ mode }`.
 * @cssprop --butik-color-primary - Submit button and link colour.
 * @cssprop --butik-color-danger - Error texts and invalid fields.
 * @cssprop --butik-color-success - The confirmation.
 */
const passwordForm = element<PasswordFormProps>({
  tag: 'password-form',
  component: PasswordForm,
  shadow: false,
  props: {
    mode: { type: 'enum', values: ['reset', 'optin', 'change'], default: 'reset' },
    successUrl: { type: 'string', default: '', validate: linkUrlAttribute },
  },
  styles: [spinnerCss, buttonCss, formsCss, passwordFormCss],
});

export default passwordForm;

export type PasswordFormElement = ButikElement<PasswordFormProps>;

declare global {
  interface HTMLElementTagNameMap {
    'password-form': PasswordFormElement;
  }
}
