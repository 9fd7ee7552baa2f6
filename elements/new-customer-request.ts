import { element, type ButikElement } from '../src/internal/define.ts';
import { formsCss } from '../src/ui/forms.ts';
import { NewCustomerRequest, type NewCustomerRequestProps } from '../src/features/new-customer-request/index.ts';
import { alertCss, buttonCss, formLayoutCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * A company's request for a customer account, reviewed by the shop (not the self-service `<company-signup>`):
 * company and contact fields checked before sending, then a confirmation.
 * Host `data-state`: `editing`, `sending`, `sent`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/new-customer-request.md`.
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
  styles: [panelCss, spinnerCss, buttonCss, alertCss, formsCss, formLayoutCss],
});

export default newCustomerRequest;

export type NewCustomerRequestElement = ButikElement<NewCustomerRequestProps>;

declare global {
  interface HTMLElementTagNameMap {
    'new-customer-request': NewCustomerRequestElement;
  }
}
