/**
 * Message descriptors of the recipient flow that several views share (spec §8 Danish gift-shop errors have
 * an English source here and the spec's Danish text verbatim in locales/da/messages.po).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GiftErrorKind, GiftRecipientError, GiftShopFrontState } from './view-model.ts';

export const ERROR_TEXTS: Record<GiftErrorKind, MessageDescriptor> = {
  unknownShop: msg({ message: 'Unknown gift shop', comment: 'gift recipient error (spec: Ukendt gaveshop)' }),
  shopClosed: msg({
    message: 'The gift shop has closed',
    comment: 'gift recipient error (spec: Gaveshoppen er afsluttet)',
  }),
  shopAwaiting: msg({
    message: 'The gift shop is not open yet',
    comment: 'gift recipient error (spec: Gaveshoppen er ikke åben endnu)',
  }),
  unknownCode: msg({ message: 'Unknown code', comment: 'gift recipient error (spec: Ukendt kode)' }),
  codeUsed: msg({ message: 'Code already used', comment: 'gift recipient error (spec: Kode allerede brugt)' }),
  emptyCode: msg({
    message: 'Enter the code from your gift certificate',
    comment: 'gift recipient: Fortsæt pressed with an empty code',
  }),
  tooManyAttempts: msg({
    message: 'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
    comment: 'gift recipient: too many failed code look-ups (429); {seconds} counts down to 0',
  }),
  network: msg({
    message: 'We could not reach the gift shop. Check your connection and try again.',
    comment: 'gift recipient: request failed',
  }),
  productsUnavailable: msg({
    message: 'The gifts could not be loaded. Please try again.',
    comment: 'gift recipient: assortment failed to load',
  }),
  redeemFailed: msg({
    message: 'Your choice could not be saved. Please try again.',
    comment: 'gift recipient: saving the choice failed',
  }),
};

/** The 429 wait from a minute up, in whole minutes (rounded up). */
export const TOO_MANY_ATTEMPTS_MINUTES: MessageDescriptor = msg({
  message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  comment: 'gift recipient: too many failed code look-ups (429), a wait of a minute or more',
});

/** The text of an error with its values (the wait of `tooManyAttempts`: seconds under a minute, else minutes). */
export function errorText(error: GiftRecipientError): [MessageDescriptor, Record<string, number>?] {
  if (error.kind !== 'tooManyAttempts') return [ERROR_TEXTS[error.kind]];
  if (error.seconds < 60) return [ERROR_TEXTS.tooManyAttempts, { seconds: error.seconds }];
  return [TOO_MANY_ATTEMPTS_MINUTES, { minutes: Math.ceil(error.seconds / 60) }];
}

/** The text shown instead of the code form when the shop is known and not open (spec §2, §4). */
export function shopStateText(state: GiftShopFrontState): MessageDescriptor | null {
  if (state === 'CLOSED') return ERROR_TEXTS.shopClosed;
  if (state === 'AWAITING') return ERROR_TEXTS.shopAwaiting;
  return null;
}
