import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { formsCss } from '../src/ui/forms.ts';
import { PasswordForm, passwordFormCss, type PasswordFormProps } from '../src/features/password-form/index.ts';

/**
 * The password forms of spec §7: the reset form and the opt-in form behind the links sent by e-mail, and the
 * change-password form of a signed-in user. Rendered in the LIGHT DOM (`shadow: false`), so password managers
 * see the inputs and can offer / store a new password. CSS is adopted by the document, scoped to the tag and to
 * `butik-pf` classes (no parts in light DOM).
 *
 * - `mode="reset"`: 'New password' + 'Confirm new password' (`autocomplete="new-password"`), the reset `key` from
 *   the page's query string (`?key=`) → `action=resetpassword` (key in the query). The failure answer (the path
 *   `'/'`, spec §8) shows 'Your password could not be reset. The link may have expired or already been used;
 *   please request a new one.'
 * - `mode="optin"`: the same fields, the `token` from the query string (`?token=`) → `action=optin`. Failure
 *   (`optinerror`) shows 'The system encountered a problem. Please contact us for help.' On success the user is
 *   signed in (server).
 * - `mode="change"`: 'Current password' (`autocomplete="current-password"`), new and confirmation →
 *   `action=user/changepassword`. `errortype: 0` (wrong current password) puts 'The current password is not
 *   correct.' on the current-password field and focuses it; any other failure shows the critical text above.
 *   A visitor who is not signed in sees 'Please log in to change your password.' with a link to `login-url`.
 * - Without `?key=` / `?token=` the reset / opt-in form is not shown: 'This link is not complete. Please open
 *   the link from the e-mail again.' (the server would refuse it).
 * - Validation (decision) with the shared form validation (src/features/forms/: `useFormValidation`, `Field`,
 *   `ErrorSummary`): an error shows once a field was left, and on submit for every field, then follows the
 *   typing. Every field is required ('The {field} field is required'); the new password needs at least 8
 *   characters ('The {field} field must be at least 8 characters'; 8 is the reference server's minimum, shown as
 *   the hint 'At least 8 characters') and at most 1000 (the API schema); the confirmation must equal it ('The
 *   {field} field confirmation does not match' with {field} = 'New password'). The current password has no length
 *   rule (old passwords may be shorter). Messages are the generic ones of spec §5 (en + da). Each error sits below
 *   its field in a polite live region (`aria-invalid`, `aria-describedby`); a failed submit shows the error
 *   summary (`role="alert"`, each entry links to its field) and focuses the first invalid field.
 * - While saving: the submit button is disabled with a spinner, the inputs are read-only, `aria-busy` on the form.
 * - Success replaces the form with a confirmation (reset: 'Your password has been changed. You can now log in
 *   with your new password.' + 'Log in'; opt-in: 'Your password has been created and you are now signed in.' +
 *   'Continue'; change: 'Your password has been changed.' + 'Continue'). The link goes to `success-url`, else to
 *   the page config's `login-url` (default `/login`). Passwords are URL-encoded by the API client (spec §5).
 *
 * The host mirrors `data-state`: `editing`, `invalid`, `saving`, `error`, `done`, `invalid-link`, `signed-out`.
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
    successUrl: { type: 'string', default: '' },
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
