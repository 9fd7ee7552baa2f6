/** Texts of the login form (English source; Danish in locales/da/messages.po). Render with `useLingui().i18n._()`. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const TEXTS = {
  username: msg({ message: 'Username', comment: 'login form: label of the username (e-mail) field' }),
  password: msg({ message: 'Password', comment: 'login form: label of the password field' }),
  remember: msg({ message: 'Remember me', comment: 'login form: checkbox keeping the user signed in (spec §2)' }),
  login: msg({ message: 'Login', comment: 'login form: submit button (spec §2)' }),
  signingIn: msg({ message: 'Signing in…', comment: 'login form: announced while the sign-in request runs' }),
  resetLink: msg({ message: 'Reset password', comment: 'login form: link opening the reset password modal (spec §2)' }),
  invalid: msg({ message: 'Invalid username or password', comment: 'sign-in error: errortype 0 (spec §8)' }),
  critical: msg({
    message: 'The system encountered a problem. Please contact us for help.',
    comment: 'sign-in error: errortype 1 or a failure (spec §8); also a failed password reset request',
  }),
  dismiss: msg({ message: 'Dismiss', comment: 'login form: closes an alert (aria-label of the × button)' }),
  // Reset password modal (spec §2, §4, §8)
  resetTitle: msg({ message: 'Reset password', comment: 'reset password modal: title (spec §2)' }),
  resetIntro: msg({
    message: 'Enter your username and we will send you an e-mail with instructions.',
    comment: 'reset password modal: short help above the field',
  }),
  back: msg({ message: 'Back', comment: 'reset password modal: back to the login form (spec §2)' }),
  reset: msg({ message: 'Reset', comment: 'reset password modal: sends the reset request (spec §2)' }),
  sending: msg({ message: 'Sending…', comment: 'reset password modal: announced while the reset request runs' }),
  resetSent: msg({
    message: 'An e-mail has been dispatched with instructions on how to proceed.',
    comment: 'reset password: the e-mail was sent (spec §8)',
  }),
  resetUnknown: msg({ message: "The username doesn't exist.", comment: 'reset password: unknown username (spec §8)' }),
  // Saved-cart dialog (spec §2, §4)
  savedTitle: msg({ message: 'Unfinished business?', comment: 'saved-cart dialog title after sign-in (spec §2)' }),
  savedIntro: msg({
    message: 'You have items in a cart saved from an earlier visit. What would you like to do with them?',
    comment: 'saved-cart dialog: text under the title',
  }),
  savedLoading: msg({ message: 'Loading your saved cart…', comment: 'saved-cart dialog: the saved items are loading' }),
  savedEmpty: msg({ message: 'The saved items could not be shown.', comment: 'saved-cart dialog: no items came back' }),
  savedItemsLabel: msg({ message: 'Saved items', comment: 'saved-cart dialog: accessible name of the item list' }),
  quantity: msg({ message: '{0} ×', comment: 'saved-cart dialog: quantity before the item name; {0} = quantity' }),
  quantityLabel: msg({ message: 'Quantity: {0}', comment: 'saved-cart dialog: accessible quantity; {0} = quantity' }),
  addonsLabel: msg({
    message: 'Add-ons to {0}',
    comment: 'saved-cart dialog: accessible name of the add-on list; {0} = parent name',
  }),
  useSaved: msg({
    message: 'Use the saved cart',
    comment: 'saved-cart dialog: replace the current cart by the saved one',
  }),
  merge: msg({
    message: 'Merge with the current cart',
    comment: 'saved-cart dialog: add the saved items to the current cart',
  }),
  nothing: msg({ message: 'Do nothing', comment: 'saved-cart dialog: keep the current cart and continue (reloads)' }),
  changing: msg({
    message: 'Updating your cart…',
    comment: 'saved-cart dialog: announced while the cart is being changed',
  }),
  changeFailed: msg({
    message: 'Your cart could not be changed. Please try again.',
    comment: 'saved-cart dialog: the use/merge request failed',
  }),
  close: msg({ message: 'Close', comment: 'saved-cart dialog: the × button (closing reloads the page)' }),
} satisfies Record<string, MessageDescriptor>;
