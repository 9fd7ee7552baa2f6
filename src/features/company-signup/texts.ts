/** Texts of `<company-signup>` (English source, spec §8 verbatim; Danish in locales/da/messages.po). Render with `i18n._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SignupErrorKind } from '../../../machines/company-signup.machine.ts';

export const TEXTS = {
  companyBlock: msg({ message: 'Company details', comment: 'company sign-up: heading of the company block' }),
  contactBlock: msg({ message: 'Contact person', comment: 'company sign-up: heading of the contact block' }),
  companyname: msg({ message: 'Company name', comment: 'company sign-up: field label and placeholder' }),
  address: msg({
    message: 'Address',
    comment: 'company sign-up: field label and placeholder (street and number, with suggestions)',
  }),
  zipcode: msg({ message: 'Zip code', comment: 'company sign-up: field label and placeholder' }),
  city: msg({ message: 'City', comment: 'company sign-up: field label and placeholder' }),
  vatno: msg({ message: 'VAT number', comment: 'company sign-up: field label and placeholder (Danish CVR number)' }),
  eanno: msg({
    message: 'EAN number',
    comment: 'company sign-up: field label and placeholder (optional, for electronic invoices)',
  }),
  name: msg({ message: 'Your name', comment: 'company sign-up: contact person name, label and placeholder' }),
  phone: msg({
    message: 'Phone number',
    comment: 'company sign-up: field label and placeholder (a +45 prefix is shown in front)',
  }),
  email: msg({ message: 'E-mail', comment: 'company sign-up: field label and placeholder' }),
  consent: msg({
    message: 'Consent',
    comment: 'company sign-up: name of the consent checkbox in its error message (The Consent field is required)',
  }),
  submit: msg({ message: 'Create account', comment: 'company sign-up: submit button' }),
  submitting: msg({
    message: 'Creating your account…',
    comment: 'company sign-up: submit button while sending (spinner)',
  }),
  submitHint: msg({
    message: 'Fill in the required fields to create your account.',
    comment: 'company sign-up: described by the disabled submit button while the form is invalid',
  }),
  suggestionsLabel: msg({
    message: 'Address suggestions',
    comment: 'company sign-up: accessible name of the address suggestion list',
  }),
  suggestionCount: msg({
    message:
      '{0, plural, one {# address suggestion. Use the arrow keys to choose.} other {# address suggestions. Use the arrow keys to choose.}}',
    comment: 'company sign-up: screen reader status when address suggestions arrive; {0} = number',
  }),
  successHeading: msg({
    message: 'Your account has been created',
    comment: 'company sign-up: heading of the confirmation that replaces the form',
  }),
  success: msg({
    message: 'Thank you! Please check your inbox, in order to confirm your e-mail address',
    comment: 'company sign-up: confirmation after a successful sign-up (spec §8)',
  }),
} satisfies Record<string, MessageDescriptor>;

/** Spec §8 sign-up error texts by error kind. */
export const ERROR_TEXTS: Record<SignupErrorKind, MessageDescriptor> = {
  MissingDetails: msg({
    message: 'Please provide the nessesary details.',
    comment: 'company sign-up error MissingDetails (spec §8, spelling as specified)',
  }),
  CustomerExists: msg({
    message: 'A customer already exist with provided details.',
    comment: 'company sign-up error CustomerExists (spec §8)',
  }),
  UserExists: msg({
    message: 'A user already exist with provided email address.',
    comment: 'company sign-up error UserExists (spec §8)',
  }),
  Critical: msg({
    message: 'The system encountered an error, please contact our support.',
    comment: 'company sign-up error Critical and any other failure (spec §8)',
  }),
};
