/**
 * Texts of the add-to-cart control (spec §9: 'Buy now', 'Sold in packages of {0} {1}'). Views read them with
 * `useLingui()._(descriptor, values)` so an element with its own culture shows its own language.
 */
import { msg } from '@lingui/core/macro';

export const TEXTS = {
  buyNow: msg({ message: 'Buy now', comment: 'add-to-cart: default text of the add button (spec §9)' }),
  packNotice: msg({
    message: 'Sold in packages of {0} {1}',
    comment: 'add-to-cart pack notice (spec §9): {0} = colli (pack size), {1} = unit, e.g. "Sold in packages of 6 stk"',
  }),
  rounded: msg({
    message: 'The quantity was rounded up to {0}.',
    comment:
      'add-to-cart: announced when a typed quantity was rounded up to a whole number of packages; {0} = the new quantity',
  }),
  quantity: msg({ message: 'Quantity', comment: 'add-to-cart: label of the quantity field (no product name known)' }),
  quantityOf: msg({
    message: 'Quantity of {0}',
    comment: 'add-to-cart: label of the quantity field; {0} = product name',
  }),
  decrease: msg({ message: 'Decrease quantity', comment: 'add-to-cart: minus button (aria-label)' }),
  increase: msg({ message: 'Increase quantity', comment: 'add-to-cart: plus button (aria-label)' }),
  adding: msg({ message: 'Adding to the cart…', comment: 'add-to-cart: announced while an add is being saved' }),
  inCart: msg({
    message: 'In the cart',
    comment: 'add-to-cart: short heading shown above the minus / quantity / plus control',
  }),
  changeFailed: msg({
    message: 'The cart could not be updated. Please try again.',
    comment: 'add-to-cart: a cart change of this product failed and was rolled back',
  }),
  cartFailed: msg({ message: 'The cart could not be loaded.', comment: 'add-to-cart: the page cart failed to load' }),
  retry: msg({ message: 'Try again', comment: 'add-to-cart: reload the cart after it failed to load' }),
  dismiss: msg({ message: 'Dismiss', comment: 'add-to-cart: close the error message (aria-label of the × button)' }),
};
