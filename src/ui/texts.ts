/** Texts of the kit's own pieces (catalogs: locales/<locale>/messages.po). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const KIT_TEXTS = {
  retry: msg({
    message: 'Try again',
    comment: 'retry after a failure: a failed send, a list or a part that did not load',
  }),
  sending: msg({ message: 'Sending…', comment: 'forms: the submit button while the form is being sent' }),
  email: msg({ message: 'E-mail', comment: 'forms: label of the e-mail field' }),
  partLoading: msg({
    message: 'Loading…',
    comment: 'a panel or dialog whose content is still being downloaded (status text beside a spinner)',
  }),
  partFailed: msg({
    message: 'This could not be loaded. Check your connection and try again.',
    comment: 'the content of a panel or dialog could not be downloaded (a Try again button follows)',
  }),
} satisfies Record<string, MessageDescriptor>;
