/** Texts of the kit's own pieces (catalogs: locales/<locale>/messages.po). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const KIT_TEXTS = {
  retry: msg({ message: 'Try again', comment: 'forms: retry after a failed send' }),
} satisfies Record<string, MessageDescriptor>;
