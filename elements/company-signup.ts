import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, comboboxCss, spinnerCss } from '../src/ui/index.ts';
import { CompanySignup, companySignupCss, type CompanySignupProps } from '../src/features/company-signup/index.ts';
import { formsCss } from '../src/ui/forms.ts';

/**
 * The company sign-up form (spec §2 "Company sign-up form", §3 sign-up model and result, §5 sign-up rules and
 * address suggestions, §8 sign-up texts). Rendered in the LIGHT DOM so browsers and password managers can
 * autofill it: a real `<form>` whose inputs carry the autocomplete tokens `organization`, `street-address`,
 * `postal-code`, `address-level2`, `name`, `tel-national` and `email`.
 *
 * - Shown only once its texts are in (spec §2): nothing renders (`data-state="loading"`) until the Lingui
 *   instance in use speaks the element's culture, so a page switching culture never shows the form in the old
 *   language; after 4 s without the catalog (it failed to load) the form shows in the texts at hand.
 * - Optional `heading` (an `<h2>`) and `description`; `terms-url` makes 'terms and conditions' in the consent
 *   text a link (new tab, so the filled form is kept).
 * - Company block: company name, address, zip code, city, VAT number, EAN number. Contact block: name, phone
 *   (a visible, non-editable '+45' in front), e-mail, consent checkbox.
 * - Rules (spec §5): company name, address, zip code, city, VAT number, name, phone and e-mail are required;
 *   e-mail must be valid; EAN is checked only when non-empty (8 or 12–14 digits with a valid check digit, the
 *   generic regex message); consent must be ticked (the required message). Required placeholders end in ' *'.
 *   Decisions: phone must also be a number (8–15 digits once +45 is added; '{field} is not valid.'); lengths
 *   follow the server's limits (max 200/20/100/50). Errors show when a field is left and on submit (shared form
 *   validation, src/features/forms): each below its field (polite live region), a role=alert summary, and
 *   focus on the first invalid field.
 * - "Submit is disabled while the form is invalid": the button carries `aria-disabled="true"` and looks
 *   disabled while any field is invalid or while sending; it stays focusable, and pressing it shows every error
 *   and focuses the first invalid field instead of sending (decision: a `disabled` button would hide why).
 * - Address suggestions (`GET /api/thirdparty/{address-provider}/address?query=`): from 3 typed characters,
 *   250 ms after the last keystroke, older requests aborted; a keyboard-operable combobox (ArrowDown/ArrowUp move
 *   through the list, Enter picks, Escape closes; `aria-activedescendant`); picking fills address, zip code and
 *   city. The list is at most 300px high.
 * - Sent model (spec §3): trimmed values; phone with the +45 prefix and without spaces (`12 34 56 78` →
 *   `+4512345678`; a number typed with its own `+`/`00` prefix keeps it); consent is not sent.
 * - Answers (spec §8): MissingDetails 'Please provide the nessesary details.', CustomerExists 'A customer already
 *   exist with provided details.', UserExists 'A user already exist with provided email address.', anything else
 *   (Critical, a failed call) 'The system encountered an error, please contact our support.' shown above the
 *   button (role=alert, focused); editing the form hides it. On success the confirmation 'Thank you! Please
 *   check your inbox, in order to confirm your e-mail address' replaces the form and gets focus.
 *   Known gap: the reference server answers MissingDetails with HTTP 400, which the api layer turns into its
 *   failure result (Critical); the form's own validation keeps such requests from being sent.
 *
 * Styling (light DOM, no parts): classes `.butik-signup`, `.butik-signup__block`, `.butik-signup__submit`,
 * `.butik-signup__suggestions`, `.butik-signup__done`, and the shared `.butik-field*` classes; theme tokens as
 * every element. The host mirrors `data-state`: `loading` (texts not in yet), `editing`, `submitting`, `error` (a server error shows) or
 * `completed`.
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
    termsUrl: { type: 'string', default: '' },
    addressProvider: { type: 'string', default: 'dawa', validate: (v) => (/^[a-z0-9-]{1,50}$/.test(String(v)) ? undefined : 'expected a provider name such as "dawa"') },
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
