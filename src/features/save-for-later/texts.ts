/** Texts of `<save-for-later>`'s dialog (its on-demand part; the button's text is in save-for-later.tsx) (English source; Danish in locales/da/messages.po). Render with `useLingui()._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TEXTS = {
  title: msg({ message: 'Save for later', comment: 'save-for-later: dialog heading' }),
  close: msg({ message: 'Close', comment: 'save-for-later: aria-label of the dialog close button' }),
  loading: msg({ message: 'Loading your wish lists…', comment: 'save-for-later: the lists are being loaded' }),
  loadFailed: msg({
    message: 'Your wish lists could not be loaded.',
    comment: 'save-for-later: GET wishlist/list failed',
  }),
  listLegend: msg({ message: 'Wish list', comment: 'save-for-later: legend of the list choice (radio group)' }),
  createNew: msg({ message: 'Create new list', comment: 'save-for-later: radio option switching to create-new mode' }),
  itemCount: msg({
    message: '{0, plural, one {# item} other {# items}}',
    comment: 'save-for-later: number of items in an existing list, after its name',
  }),
  nameLabel: msg({
    message: 'List name',
    comment: 'save-for-later: label of the new list name field (also {field} in "The {field} field is required")',
  }),
  quantityLabel: msg({ message: 'Quantity', comment: 'save-for-later: label of the quantity field' }),
  packNotice: msg({ message: 'Sold in packages of {0}.', comment: 'save-for-later: pack size notice; {0} = colli' }),
  quantityRequired: msg({
    message: 'Enter a quantity (0 or more).',
    comment: 'save-for-later: the quantity field is empty',
  }),
  save: msg({ message: 'Save', comment: 'save-for-later: submit button' }),
  saving: msg({ message: 'Saving…', comment: 'save-for-later: submit button while saving' }),
  saved: msg({
    message: 'The item have been saved for later',
    comment: 'save-for-later: success (spec §8, verbatim, including the grammar)',
  }),
  savedTo: msg({
    message: 'Saved to "{0}" with quantity {1}.',
    comment: 'save-for-later: detail under the success; {0} = list name, {1} = quantity saved',
  }),
  saveFailed: msg({
    message: 'The item could not be saved. Please try again.',
    comment: 'save-for-later: POST wishlist/add failed',
  }),
} satisfies Record<string, MessageDescriptor>;
