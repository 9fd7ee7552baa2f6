/**
 * Texts both wish-list elements show (`<save-for-later>`, `<wish-lists>`): one message each, so the two say the
 * same thing in every language. English source; Danish in locales/da/messages.po.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const WISH_LIST_TEXTS = {
  needLogin: msg({
    message: 'In order to save items for later you need to login.',
    comment: 'save-for-later: shown to visitors who are not signed in (spec §6, verbatim)',
  }),
  login: msg({ message: 'Login', comment: 'save-for-later: link to the login page for visitors' }),
  willRound: msg({
    message: 'The quantity will be rounded up to {0}.',
    comment:
      'save-for-later: the typed quantity is not a whole number of packages; {0} = the quantity that will be saved',
  }),
} satisfies Record<string, MessageDescriptor>;
