/** Texts of `<new-customer-request>` (English source; Danish in locales/da/messages.po). */
import { msg } from '@lingui/core/macro';

export const TEXTS = {
  heading: msg({ message: 'Become a customer', comment: 'new-customer-request: default heading' }),
  intro: msg({
    message: 'Tell us about your company and we will contact you about a customer account.',
    comment: 'new-customer-request: default description',
  }),
  companyname: msg({ message: 'Company name', comment: 'new-customer-request: field label' }),
  vatno: msg({ message: 'VAT number', comment: 'new-customer-request: field label' }),
  address: msg({ message: 'Address', comment: 'new-customer-request: field label' }),
  zipcode: msg({ message: 'Zip code', comment: 'new-customer-request: field label' }),
  city: msg({ message: 'City', comment: 'new-customer-request: field label' }),
  name: msg({ message: 'Contact person', comment: 'new-customer-request: field label (name of the contact person)' }),
  phone: msg({ message: 'Phone', comment: 'new-customer-request: field label' }),
  message: msg({ message: 'Message', comment: 'new-customer-request: field label' }),
  send: msg({ message: 'Send request', comment: 'new-customer-request: submit button' }),
  failed: msg({
    message: 'Your request could not be sent. Please try again.',
    comment: 'new-customer-request: the server did not accept the request',
  }),
  sentTitle: msg({
    message: 'Thank you for your request',
    comment: 'new-customer-request: confirmation heading (replaces the form)',
  }),
  sentText: msg({
    message: 'We have received your request and will contact you about a customer account.',
    comment: 'new-customer-request: confirmation text',
  }),
};
