import { element, type ButikElement } from '../src/internal/define.ts';
import { ContactForm, contactFormCss, type ContactFormProps } from '../src/features/contact-form/index.ts';
import { formsCss } from '../src/ui/forms.ts';
import { buttonCss, formLayoutCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * Contact form (spec §1 "send contact requests", §7 `POST content/contactrequest`: multipart, the request as
 * JSON plus uploaded files; §8 a failed contact request is `false`).
 *
 * Fields (the ContactRequest schema, src/api/schemas/content.ts): 'Name' *, 'E-mail' * (a valid address),
 * 'Phone', 'Company', 'Subject', 'Message' * (at most 5000 characters), plus attachments. Required fields have a
 * visible label with ' *' and a placeholder ending in ' *' (spec §5). `product-id` is sent as `productid`.
 *
 * Attachments: 'Attach files' (`<input type="file" multiple>`, `accept` = the allowed types). The limits are
 * stated under the picker — 'Up to 5 files, at most 10 MB each. Allowed types: PDF, PNG, JPEG, GIF, WebP, text
 * (.txt), CSV, Word (.docx) and Excel (.xlsx).' — and checked the moment files are chosen, before anything is
 * sent: a refused file is named in an alert ('{file} is larger than 10 MB and was not attached.', '{file} is not
 * an allowed file type and was not attached.', 'At most 5 files can be attached; {file} was not attached.') and
 * never attached. The limits are the server's: count and size from CONTACT_UPLOAD_LIMITS, the MIME types those
 * of demo/server/routes/content.ts (checked on `file.type`, as the server does). Chosen files are listed with
 * their size and a 'Remove {file}' button; the same file chosen twice is attached once.
 *
 * Sending: 'Send' validates every field with the shared form validation (src/features/forms/: rule lists
 * `required|email|max:N` with the generic §5 messages, e.g. 'The Name field is required'); errors show under the
 * fields, the summary 'Please correct the marked fields:' (`role="alert"`, each error a link to its field) appears
 * after a submit, and focus moves to the first invalid field. While sending the button shows a spinner and
 * 'Sending…' and a second submit is ignored. Success: a confirmation ('Thank you for your message') replaces
 * the form and takes focus; 'Write another message' shows an empty form. Failure (the call answers `false`):
 * 'Your message could not be sent. Please try again.' with 'Try again'; the form keeps what was typed and chosen.
 *
 * Decisions: the error summary shows only after a submit attempt (not when a field is merely left). Shadow DOM
 * (not light DOM): password managers have nothing to fill here, and browsers still offer autofill from
 * `autocomplete` tokens (name, email, tel, organization). The event carries no personal data. The allowed types
 * are a copy of the server's list (src/api cannot import the demo server); keep them in step. The host mirrors
 * `data-state`: `editing`, `sending`, `sent` or `failed`.
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
  styles: [panelCss, spinnerCss, buttonCss, formsCss, formLayoutCss, contactFormCss],
});

export default contactForm;

export type ContactFormElement = ButikElement<ContactFormProps>;

declare global {
  interface HTMLElementTagNameMap {
    'contact-form': ContactFormElement;
  }
}
