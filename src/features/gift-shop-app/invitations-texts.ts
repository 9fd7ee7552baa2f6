/**
 * Texts of sending the codes in 'Gavebeviser' (issue 12): the §2 shortcuts 'Send gavebeviser' / 'Vælg
 * leveringsform' (Danish verbatim), the 'send codes' modal, printed cards, the sending notices, 'Send igen' and the
 * reminder ('Send påmindelse'). English source, Danish in locales/da/messages.po.
 */
import { msg } from '@lingui/core/macro';

export const INVITATIONS_TEXTS = {
  sendCodes: msg({
    message: 'Send gift certificates',
    comment: "codes shortcut and modal title once sending has begun (spec §2 'Send gavebeviser')",
  }),
  chooseDelivery: msg({
    message: 'Choose delivery',
    comment: "codes shortcut and modal title before any sending (spec §2 'Vælg leveringsform')",
  }),
  deliveryHow: msg({
    message: 'How do the recipients get their gift certificates?',
    comment: 'send codes modal: legend of the delivery choice',
  }),
  byEmail: msg({ message: 'By e-mail', comment: 'send codes modal: delivery choice, invitations by e-mail' }),
  byCards: msg({ message: 'As printed cards', comment: 'send codes modal: delivery choice, printed cards' }),
  cardsHint: msg({
    message: 'We print a card with its code for every gift certificate and send the cards to you to hand out.',
    comment: 'send codes modal: what ordering printed cards means',
  }),
  requestCards: msg({ message: 'Order printed cards', comment: 'send codes modal: submit button for printed cards' }),
  cardsAlready: msg({
    message: 'Printed cards are already ordered. You can still send by e-mail as well.',
    comment: 'send codes modal: cards were requested before',
  }),
  cardsRequested: msg({
    message: 'Printed cards are ordered for this gift shop.',
    comment: 'codes section: line shown once cards were requested (cardsrequested)',
  }),
  toSelected: msg({
    message:
      '{0, plural, one {The selected gift certificate that can be sent gets an e-mail: # recipient.} other {The selected gift certificates that can be sent get an e-mail: # recipients.}}',
    comment: 'send codes modal: who gets the e-mail when rows are selected',
  }),
  toUnsent: msg({
    message:
      '{0, plural, one {Every gift certificate not sent yet gets an e-mail: # recipient.} other {Every gift certificate not sent yet gets an e-mail: # recipients.}}',
    comment: 'send codes modal: who gets the e-mail when no row is selected (unsent or failed, with an e-mail)',
  }),
  selectHint: msg({
    message: 'To send to particular recipients only (or again), select their rows in the table first.',
    comment: 'send codes modal: how to choose recipients',
  }),
  noEmail: msg({
    message:
      '{0, plural, one {# has no e-mail address and is not sent: {1}.} other {# have no e-mail address and are not sent: {1}.}}',
    comment: 'send codes modal: codes without e-mail; {1} = their codes (and names), comma separated',
  }),
  usedSkipped: msg({
    message:
      '{0, plural, one {# selected recipient has already chosen and gets no e-mail.} other {# selected recipients have already chosen and get no e-mail.}}',
    comment: 'send codes modal: used codes among the selected are never invited',
  }),
  nothingToSend: msg({
    message: 'There is nobody to send to: every gift certificate has been sent, is used or has no e-mail address.',
    comment: 'send codes modal: the e-mail choice has no recipients',
  }),
  message: msg({ message: 'Message in the e-mail (optional)', comment: 'send codes modal: e-mail text label' }),
  messageHint: msg({
    message: "Empty: the shop's own invitation text is used. The code and the link are always included.",
    comment: 'send codes modal: hint under the e-mail text',
  }),
  send: msg({ message: 'Send', context: 'invitations', comment: 'send codes modal: submit button for e-mails' }),
  sendAgain: msg({
    message: '{0, plural, one {Send again to # recipient} other {Send again to # recipients}}',
    comment: "codes section: 'Send igen' for the failed invitations that have an e-mail",
  }),
  failedHint: msg({
    message: 'The e-mail could not be delivered. Correct the address with “Edit” and send again.',
    comment: 'codes section: shown while some invitation failed, beside the send again button',
  }),
  invited: msg({
    message:
      '{0, plural, one {# gift certificate is being sent by e-mail.} other {# gift certificates are being sent by e-mail.}}',
    comment: 'codes section: notice after sending invitations',
  }),
  reminded: msg({
    message:
      '{0, plural, one {A reminder is being sent to # recipient.} other {A reminder is being sent to # recipients.}}',
    comment: 'codes section: notice after sending a reminder',
  }),
  cardsDone: msg({
    message: 'Printed cards are ordered.',
    comment: 'codes section: notice after ordering printed cards',
  }),
  pollFailed: msg({
    message: 'The sending status could not be read right now. We keep trying.',
    comment: 'codes section: the sent-status call failed; polling goes on',
  }),
  sendingNow: msg({
    message: '{0, plural, one {# e-mail is on its way…} other {# e-mails are on their way…}}',
    comment: 'codes section: codes in SENDING while the page polls',
  }),
  remind: msg({ message: 'Send reminder', comment: "codes section: button ('Send påmindelse') and modal title" }),
  remindSubmit: msg({
    message: '{0, plural, one {Send reminder to # recipient} other {Send reminder to # recipients}}',
    comment: "reminder modal: submit button ('Send påmindelse til 4 modtagere')",
  }),
  remindWho: msg({
    message:
      'The reminder goes to everybody who has not chosen a gift yet and has an e-mail address. Those who have chosen get nothing.',
    comment: 'reminder modal: who gets it',
  }),
  remindNobody: msg({
    message: 'Everybody with an e-mail address has chosen: there is nobody to remind.',
    comment: 'reminder modal / button title: empty reminder selection',
  }),
  remindMessage: msg({
    message: 'Remember to choose your gift – the gift shop closes soon.',
    comment: 'reminder modal: the proposed e-mail text (editable)',
  }),
} as const;
