/** Texts of `<bulk-order>` (English source; Danish in locales/da/messages.po). Render with `useLingui()._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TEXTS = {
  heading: msg({ message: 'Quick order', comment: 'bulk-order: default heading' }),
  intro: msg({
    message: 'Enter item numbers and quantities, or paste many lines at once.',
    comment: 'bulk-order: short help under the heading',
  }),
  itemHeader: msg({
    message: 'Item number',
    comment: 'bulk-order: column heading and field label (sku or product id)',
  }),
  quantityHeader: msg({ message: 'Quantity', comment: 'bulk-order: column heading and field label' }),
  itemLabel: msg({ message: 'Item number, line {0}', comment: 'bulk-order: label of the item field of line {0}' }),
  quantityLabel: msg({ message: 'Quantity, line {0}', comment: 'bulk-order: label of the quantity field of line {0}' }),
  removeLabel: msg({ message: 'Remove line {0}', comment: 'bulk-order: the × button of line {0}' }),
  addRow: msg({ message: 'Add row', comment: 'bulk-order: adds an empty line' }),
  addToCart: msg({ message: 'Add to cart', comment: 'bulk-order: sends every valid line to the cart' }),
  adding: msg({ message: 'Adding to the cart…', comment: 'bulk-order: the add button while the request runs' }),
  checking: msg({ message: 'Checking item numbers…', comment: 'bulk-order: item numbers are being looked up' }),
  pasteLabel: msg({
    message: 'Paste many lines (item number and quantity on each line, e.g. copied from Excel)',
    comment: 'bulk-order: label of the paste box',
  }),
  pasteButton: msg({ message: 'Add lines', comment: 'bulk-order: takes the pasted lines into the list' }),
  pasteSummary: msg({ message: 'Paste from a spreadsheet', comment: 'bulk-order: opens the paste box (disclosure)' }),
  unknown: msg({
    message: 'Unknown item number {0}',
    comment: 'bulk-order: no product has this item number; {0} = what was typed',
  }),
  notPurchasable: msg({
    message: '{0} cannot be bought online',
    comment: 'bulk-order: the product does not allow purchase; {0} = product name',
  }),
  hasVariants: msg({
    message: '{0} comes in variants: choose one on the product page',
    comment: 'bulk-order: a product with variants cannot be ordered by its own item number; {0} = product name',
  }),
  noQuantity: msg({
    message: 'Enter a quantity for {0}',
    comment: 'bulk-order: empty or 0 quantity; {0} = product name',
  }),
  missingItem: msg({ message: 'Enter an item number', comment: 'bulk-order: a quantity without an item number' }),
  packNotice: msg({
    message: 'Sold in packages of {0} {1}',
    comment: 'pack notice (spec §9): {0} = colli (pack size), {1} = unit, e.g. "Sold in packages of 6 stk"',
  }),
  willRound: msg({
    message: 'The quantity will be rounded up to {0}.',
    comment: 'bulk-order: the typed quantity is not a whole number of packages; {0} = the quantity that will be added',
  }),
  added: msg({
    message: '{0, plural, one {# line was added to the cart.} other {# lines were added to the cart.}}',
    comment: 'bulk-order: success after adding; {0} = number of lines',
  }),
  summary: msg({
    message: '{0} of {1} lines can be added.',
    comment: 'bulk-order: announced after the lines were checked; {0} = valid lines, {1} = filled-in lines',
  }),
  lookupFailed: msg({
    message: 'The item numbers could not be checked. Please try again.',
    comment: 'bulk-order: the lookup failed',
  }),
  addFailed: msg({
    message: 'The lines could not be added to the cart. Your lines are kept; please try again.',
    comment: 'bulk-order: the add request failed',
  }),
  lineRejected: msg({
    message: 'Nothing was added: the shop refused the marked line. Change or remove it and add again.',
    comment: 'bulk-order: the server refused one line of the add request (nothing was added; the line is marked)',
  }),
  rejectedItem: msg({
    message: 'The shop refused {0}; it was not added',
    comment: 'bulk-order: message on the line the server refused because of its item; {0} = product name',
  }),
  rejectedQuantity: msg({
    message: 'The shop refused this quantity of {0}; it was not added',
    comment:
      'bulk-order: message on the line the server refused because of its quantity (e.g. the cart line would be too large); {0} = product name',
  }),
  nothingToAdd: msg({
    message: 'There are no valid lines to add yet.',
    comment: 'bulk-order: Add to cart with no valid line',
  }),
  truncated: msg({
    message: 'Only the first {0} lines were kept.',
    comment: 'bulk-order: too many pasted lines; {0} = the limit',
  }),
  retry: msg({ message: 'Try again', comment: 'bulk-order: repeats the failed lookup' }),
  dismiss: msg({ message: 'Dismiss', comment: 'bulk-order: closes a message (aria-label of the × button)' }),
} satisfies Record<string, MessageDescriptor>;
