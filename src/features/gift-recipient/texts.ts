/**
 * Message descriptors of the recipient flow that several views share (spec §8 Danish gift-shop errors have
 * an English source here and the spec's Danish text verbatim in locales/da/messages.po).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GiftErrorKind, GiftShopFrontState } from './view-model.ts';

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

/** The text shown instead of the code form when the shop is known and not open (spec §2, §4). */
export function shopStateText(state: GiftShopFrontState): MessageDescriptor | null {
  if (state === 'CLOSED') return ERROR_TEXTS.shopClosed;
  if (state === 'AWAITING') return ERROR_TEXTS.shopAwaiting;
  return null;
}
