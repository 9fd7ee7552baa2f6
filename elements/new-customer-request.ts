import { element, type ButikElement } from '../src/internal/define.ts';
import { formsCss } from '../src/ui/forms.ts';
import { NewCustomerRequest, type NewCustomerRequestProps } from '../src/features/new-customer-request/index.ts';
import { buttonCss, formLayoutCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * A request to become a customer (spec §1 "send new-customer requests", §7 `POST content/newcustomerrequest`):
 * a short form for a company that wants a customer account (not the self-service `<company-signup>`; the shop
 * reviews the request).
 *
 * Fields (the NewCustomerRequest schema, src/api/schemas/content.ts): 'Company name' *, 'VAT number',
 * 'Address', 'Zip code', 'City', 'Contact person' *, 'E-mail' * (valid), 'Phone' *, 'Message'. Required fields
 * have ' *' on the label and at the end of the placeholder (spec §5). Empty optional fields are not sent.
 *
 * Same patterns as `<contact-form>`: 'Send request' validates every field with the shared form validation
 * (src/features/forms/; errors under the fields, the summary with `role="alert"` after a submit, focus on the
 * first invalid field); a spinner and 'Sending…' while sending; success
 * replaces the form with 'Thank you for your request' (focused); failure (the call answers nothing, spec §8, or
 * `success: false`) shows 'Your request could not be sent. Please try again.' with 'Try again' and keeps the input.
 *
 * Decisions: the phone is sent as typed (no +45 prefix: the request is read by a person, and foreign
 * companies may ask too); shadow DOM with `autocomplete` tokens (organization, street-address, postal-code, address-level2,
 * name, email, tel). The host mirrors `data-state`: `editing`, `sending`, `sent` or `failed`.
 *
 * @tag new-customer-request
 * @summary A company's request for a customer account.
 * @attr {string} heading - The heading. Default: 'Become a customer' ('Bliv kunde').
 * @attr {string} description - The text under the heading. Default: 'Tell us about your company and we will contact you about a customer account.'
 * @fires butik-new-customer-request-sent - The shop accepted the request: `detail` `{ companyname }`.
 * @csspart container - The whole element (card).
 * @csspart title - The heading.
 * @csspart form - The form.
 * @csspart error-summary - The wrapper of the error summary shown after a submit with invalid fields.
 * @csspart error - The failure message.
 * @csspart retry - Its 'Try again' button.
 * @csspart submit - The submit button.
 * @csspart confirmation - The confirmation replacing the form.
 */
const newCustomerRequest = element<NewCustomerRequestProps>({
  tag: 'new-customer-request',
  component: NewCustomerRequest,
  props: {
    heading: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
  },
  styles: [panelCss, spinnerCss, buttonCss, formsCss, formLayoutCss],
});

export default newCustomerRequest;

export type NewCustomerRequestElement = ButikElement<NewCustomerRequestProps>;

declare global {
  interface HTMLElementTagNameMap {
    'new-customer-request': NewCustomerRequestElement;
  }
}
