/** Texts of `<csv-import>` (English source; Danish in locales/da/messages.po). Render with `i18n._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TEXTS = {
  heading: msg({ message: 'Import from a CSV file', comment: 'csv-import: default heading' }),
  intro: msg({
    message:
      'One line per item: item number and quantity, separated by ; or , (as Excel saves it). A header line is skipped.',
    comment: 'csv-import: help under the heading',
  }),
  choose: msg({ message: 'Choose a CSV file', comment: 'csv-import: the file picker button' }),
  drop: msg({
    message: 'or drop it here (at most 1 MB)',
    comment: 'csv-import: text beside the file picker (drop zone)',
  }),
  reading: msg({ message: 'Reading {0}…', comment: 'csv-import: the file is being read; {0} = file name' }),
  ready: msg({
    message: '{0}: {1, plural, one {# line is ready to import.} other {# lines are ready to import.}}',
    comment: 'csv-import: preview summary; {0} = file name, {1} = number of valid lines',
  }),
  previewCaption: msg({ message: 'Lines to import', comment: 'csv-import: caption of the preview table' }),
  more: msg({
    message: '… and {0} more lines',
    comment: 'csv-import: the preview table shows only the first lines; {0} = the rest',
  }),
  line: msg({ message: 'Line', comment: 'csv-import: table column, the line number in the file' }),
  item: msg({ message: 'Item number', comment: 'csv-import: table column' }),
  quantity: msg({ message: 'Quantity', comment: 'csv-import: table column' }),
  value: msg({ message: 'Content', comment: 'csv-import: table column, the line as written in the file' }),
  reason: msg({ message: 'Reason', comment: 'csv-import: table column, why a line was rejected' }),
  import: msg({
    message: '{0, plural, one {Import # line} other {Import # lines}}',
    comment: 'csv-import: starts the import; {0} = number of lines',
  }),
  another: msg({ message: 'Choose another file', comment: 'csv-import: back to the file picker' }),
  importing: msg({
    message: '{0} of {1} parts sent',
    comment: 'csv-import: progress text under the bar; {0} = parts answered, {1} = all parts (50 lines each)',
  }),
  progressLabel: msg({ message: 'Import progress', comment: 'csv-import: accessible name of the progress bar' }),
  imported: msg({
    message:
      '{0, plural, =0 {No lines were imported.} one {# line was imported to the cart.} other {# lines were imported to the cart.}}',
    comment: 'csv-import: report; {0} = number of imported lines',
  }),
  rejectedCaption: msg({
    message: '{0, plural, one {# line was not imported} other {# lines were not imported}}',
    comment: 'csv-import: caption of the table of rejected lines; {0} = their number',
  }),
  missingItem: msg({ message: 'Missing item number', comment: 'csv-import: reason, the line has no item number' }),
  unknownItem: msg({
    message: 'Unknown item number',
    comment: 'csv-import: reason, the server does not know the item number',
  }),
  notPurchasable: msg({
    message: 'This item cannot be bought online',
    comment: 'csv-import: reason, the item is not for sale online',
  }),
  variantRequired: msg({
    message: "Sold in variants: use the variant's item number",
    comment: 'csv-import: reason, a product sold in variants was given by its own number',
  }),
  badQuantity: msg({
    message: 'The quantity must be a whole number from 1 to 1,000,000',
    comment: 'csv-import: reason, bad quantity',
  }),
  tooLarge: msg({
    message: 'The file is larger than 1 MB. Split it into smaller files.',
    comment: 'csv-import: the chosen file is too large',
  }),
  empty: msg({ message: 'The file is empty.', comment: 'csv-import: the chosen file has no lines' }),
  noRows: msg({
    message: 'The file has no valid lines to import.',
    comment: 'csv-import: every line of the file was rejected',
  }),
  readFailed: msg({ message: 'The file could not be read.', comment: 'csv-import: reading the file failed' }),
  chunkFailed: msg({
    message:
      'The import stopped because the shop did not answer. {0, plural, =0 {Nothing was imported yet.} one {# line was imported.} other {# lines were imported.}}',
    comment: 'csv-import: a part of the import failed; {0} = lines imported before that',
  }),
  retry: msg({ message: 'Continue the import', comment: 'csv-import: retries from the part that failed' }),
} satisfies Record<string, MessageDescriptor>;
