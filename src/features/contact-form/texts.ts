/**
 * Texts of `<contact-form>` (English source; Danish in locales/da/messages.po). Views render them with `useTranslate()` (the element's own culture).
 */
import { msg } from '@lingui/core/macro';

export const TEXTS = {
  heading: msg({ message: 'Contact us', comment: 'contact-form: default heading' }),
  intro: msg({
    message: 'Write to us and we will get back to you as soon as possible.',
    comment: 'contact-form: default description',
  }),
  name: msg({ message: 'Name', comment: "contact-form: field label, the sender's full name (a person's name)" }),
  phone: msg({ message: 'Phone', comment: 'contact-form: field label' }),
  company: msg({ message: 'Company', comment: 'contact-form: field label' }),
  subject: msg({ message: 'Subject', comment: 'contact-form: field label' }),
  message: msg({ message: 'Message', comment: 'contact-form: field label' }),
  files: msg({ message: 'Attachments', comment: 'contact-form: label of the file picker group' }),
  chooseFiles: msg({ message: 'Attach files', comment: 'contact-form: file picker button' }),
  fileLimits: msg({
    message:
      'Up to {0} files, at most {1} each. Allowed types: PDF, PNG, JPEG, GIF, WebP, text (.txt), CSV, Word (.docx) and Excel (.xlsx).',
    comment:
      'contact-form: the upload limits under the file picker; {0} = max number of files, {1} = max size per file, e.g. "10 MB"',
  }),
  chosenFiles: msg({ message: 'Chosen files', comment: 'contact-form: accessible name of the list of chosen files' }),
  removeFile: msg({ message: 'Remove {0}', comment: 'contact-form: remove a chosen file; {0} = file name' }),
  fileRemoved: msg({
    message: '{0} was removed.',
    comment: 'contact-form: announced after removing a file; {0} = file name',
  }),
  fileAdded: msg({
    message: '{0, plural, one {# file attached.} other {# files attached.}}',
    comment: 'contact-form: announced after choosing files; {0} = number of files now attached',
  }),
  fileTooLarge: msg({
    message: '{0} is larger than {1} and was not attached.',
    comment: 'contact-form: a chosen file is refused before sending; {0} = file name, {1} = max size e.g. "10 MB"',
  }),
  fileWrongType: msg({
    message: '{0} is not an allowed file type and was not attached.',
    comment: 'contact-form: a chosen file is refused before sending; {0} = file name',
  }),
  tooManyFiles: msg({
    message: 'At most {0} files can be attached; {1} was not attached.',
    comment: 'contact-form: a chosen file is refused before sending; {0} = max number of files, {1} = file name',
  }),
  send: msg({ message: 'Send', comment: 'contact-form: submit button' }),
  failed: msg({
    message: 'Your message could not be sent. Please try again.',
    comment: 'contact-form: the server did not accept the request (spec §8: contact request returns false)',
  }),
  sentTitle: msg({
    message: 'Thank you for your message',
    comment: 'contact-form: confirmation heading (replaces the form)',
  }),
  sentText: msg({
    message: 'We have received your message and will get back to you as soon as possible.',
    comment: 'contact-form: confirmation text',
  }),
  another: msg({
    message: 'Write another message',
    comment: 'contact-form: shows an empty form again after the confirmation',
  }),
};
