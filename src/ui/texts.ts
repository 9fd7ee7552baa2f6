/** Texts of the kit's own pieces (catalogs: locales/<locale>/messages.po). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const KIT_TEXTS = {
  retry: msg({ message: 'Try again', comment: 'forms: retry after a failed send' }),
  sending: msg({ message: 'Sending…', comment: 'forms: the submit button while the form is being sent' }),
  email: msg({ message: 'E-mail', comment: 'forms: label of the e-mail field' }),
} satisfies Record<string, MessageDescriptor>;
