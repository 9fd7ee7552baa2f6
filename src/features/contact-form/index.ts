export { ContactForm, type ContactFormProps, type ContactFormState, type ContactSentDetail } from './contact-form.tsx';
export { default as contactFormCss } from './contact-form.css?inline';
