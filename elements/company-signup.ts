import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { buttonCss, comboboxCss, spinnerCss } from '../src/ui/index.ts';
import { CompanySignup, companySignupCss, type CompanySignupProps } from '../src/features/company-signup/index.ts';
import { formsCss } from '../src/ui/forms.ts';

/**
 * The company sign-up form: company and contact details with address suggestions, checked per field, then a
 * confirmation. Rendered in the light DOM so browsers and password managers autofill it.
 * Styling (no parts): classes `.butik-signup`, `.butik-signup__block`, `.butik-signup__submit`,
 * `.butik-signup__suggestions`, `.butik-signup__done` and the shared `.butik-field*`.
 * Host `data-state`: `loading`, `editing`, `submitting`, `error`, `completed`.
 *
 * Behaviour and decisions: `docs/elements/company-signup.md`.
 *
 * @tag company-signup
 * @summary Company sign-up form with address suggestions, validation and a confirmation.
 * @attr {string} heading - Optional title above the form.
 * @attr {string} description - Optional text under the title.
 * @attr {string} terms-url - The terms page linked from the consent text. Default: "" (no link).
 * @attr {string} address-provider - The address suggestion provider in `/api/thirdparty/{provider}/address`. Default: `dawa`.
 * @fires butik-signup-completed - The sign-up succeeded: `detail` `{ email, companyname }`.
 * @fires butik-signup-failed - The server refused the sign-up or the call failed: `detail` `{ error }` (`MissingDetails`, `CustomerExists`, `UserExists`, `Critical`).
 */
const companySignup = element<CompanySignupProps>({
  tag: 'company-signup',
  component: CompanySignup,
  shadow: false,
  props: {
    heading: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    termsUrl: { type: 'string', default: '', validate: linkUrlAttribute },
    addressProvider: {
      type: 'string',
      default: 'dawa',
      validate: (v) => (/^[a-z0-9-]{1,50}$/.test(String(v)) ? undefined : 'expected a provider name such as "dawa"'),
    },
  },
  styles: [spinnerCss, buttonCss, formsCss, comboboxCss, companySignupCss],
});

export default companySignup;

export type CompanySignupElement = ButikElement<CompanySignupProps>;

declare global {
  interface HTMLElementTagNameMap {
    'company-signup': CompanySignupElement;
  }
}
