export { ContactForm, Confirmation, type ContactFormProps, type ContactFormState, type ContactSentDetail } from './contact-form.tsx';
export { FailureMessage, FormPanel, LayoutField, LayoutForm, SubmitButton, trimmedValues, useFieldSpecs, useTranslate, type FieldLayout } from './form-kit.tsx';
export { default as formCss } from './form.css?inline';
