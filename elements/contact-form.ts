import { element, type ButikElement } from '../src/internal/define.ts';
import { ContactForm, contactFormCss, type ContactFormProps } from '../src/features/contact-form/index.ts';
import { formsCss } from '../src/ui/forms.ts';
import { alertCss, buttonCss, formLayoutCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * Contact form: name, e-mail, phone, company, subject, message and attachments (up to 5 files of at most 10 MB, of
 * the server's types; refused files are named before anything is sent), checked before sending, then a
 * confirmation. Host `data-state`: `editing`, `sending`, `sent`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/contact-form.md`.
 *
 * @tag contact-form
 * @summary Contact form with file attachments (size and type limits stated and checked before sending).
 * @attr {string} heading - The heading. Default: 'Contact us' ('Kontakt os').
 * @attr {string} description - The text under the heading. Default: 'Write to us and we will get back to you as soon as possible.'
 * @attr {string} subject - Initial value of the Subject field. Default: "".
 * @attr {string} product-id - A product the request is about, sent as `productid`. Default: "" (none).
 * @fires butik-contact-sent - The shop accepted the request: `detail` `{ subject, productid, files }` (`files` = number of attachments).
 * @csspart container - The whole element (card).
 * @csspart title - The heading.
 * @csspart form - The form.
 * @csspart files - The attachments block.
 * @csspart file-input - The file input (visually hidden; its label is the button).
 * @csspart file-limits - The stated upload limits.
 * @csspart file-error - The list of refused files.
 * @csspart file-list - The list of chosen files.
 * @csspart remove-file - A file's remove button.
 * @csspart error-summary - The wrapper of the error summary shown after a submit with invalid fields.
 * @csspart error - The failure message.
 * @csspart retry - Its 'Try again' button.
 * @csspart submit - The 'Send' button.
 * @csspart confirmation - The confirmation replacing the form.
 */
const contactForm = element<ContactFormProps>({
  tag: 'contact-form',
  component: ContactForm,
  props: {
    heading: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    subject: { type: 'string', default: '' },
    productId: { type: 'string', default: '' },
  },
  styles: [panelCss, spinnerCss, buttonCss, alertCss, formsCss, formLayoutCss, contactFormCss],
});

export default contactForm;

export type ContactFormElement = ButikElement<ContactFormProps>;

declare global {
  interface HTMLElementTagNameMap {
    'contact-form': ContactFormElement;
  }
}
