/**
 * Texts of the codes section 'Gavebeviser' (issue 12; English source, Danish in locales/da/messages.po; the spec's
 * Danish wording verbatim where it has one: the shortcuts, 'N af M har valgt').
 */
import { msg } from '@lingui/core/macro';

export const CODES_TEXTS = {
  addFirst: msg({
    message: 'Create the first gift certificates',
    comment: "codes shortcut and modal title when the shop has none (spec §2 'Opret de første gavebeviser')",
  }),
  addMore: msg({
    message: 'Create more gift certificates',
    comment: "codes shortcut and modal title when codes exist (spec §2 'Opret flere gavebeviser')",
  }),
  progress: msg({
    message: '{0} of {1} have chosen',
    comment: "codes section: recipients who chose gifts {0} of all codes {1} (Danish exactly 'N af M har valgt')",
  }),
  caption: msg({ message: 'Gift certificates of {0}', comment: 'codes table caption; {0} = the gift shop name' }),
  filter: msg({ message: 'Show', comment: 'codes section: label of the filter select' }),
  filterAll: msg({ message: 'All', context: 'codes filter', comment: 'codes filter: every code' }),
  filterChosen: msg({ message: 'Have chosen', comment: 'codes filter: codes whose recipient chose gifts' }),
  filterNotChosen: msg({ message: 'Have not chosen', comment: 'codes filter: codes not used yet' }),
  filterFailed: msg({ message: 'Invitation failed', comment: 'codes filter: invitation state FAILED' }),
  colCode: msg({ message: 'Code', comment: 'codes table: column, the gift code' }),
  colRecipient: msg({ message: 'Recipient', comment: "codes table: column, the recipient's name and e-mail" }),
  colGifts: msg({ message: 'Chosen gifts', comment: 'codes table: column, the products the recipient chose' }),
  colInvitation: msg({ message: 'Invitation', comment: 'codes table: column, the invitation state (spec §4)' }),
  colUpdated: msg({ message: 'Updated', comment: "codes table: column, the code's last update (date and time)" }),
  colActions: msg({ message: 'Actions', comment: 'codes table: column of the row buttons' }),
  inviteMANUAL: msg({ message: 'Not sent', comment: 'invitation state MANUAL (spec §4): no invitation sent' }),
  inviteSENDING: msg({ message: 'Sending', comment: 'invitation state SENDING (spec §4)' }),
  inviteSENT: msg({ message: 'Sent', comment: 'invitation state SENT (spec §4)' }),
  inviteFAILED: msg({ message: 'Failed', comment: 'invitation state FAILED (spec §4)' }),
  notChosen: msg({ message: 'Not chosen yet', comment: 'codes table: the recipient has not chosen gifts' }),
  empty: msg({
    message: 'The gift shop has no gift certificates yet.',
    comment: 'codes section: the shop has no codes',
  }),
  emptyHint: msg({
    message: 'Create a number of them, or one per recipient from a list you paste from a spreadsheet.',
    comment: 'codes section: empty state, what to do',
  }),
  noMatch: msg({ message: 'No gift certificates match the filter.', comment: 'codes table: the filter leaves none' }),
  removeSelected: msg({
    message: 'Delete selected ({0})',
    comment: 'codes section: opens the delete confirmation for the {0} selected codes',
  }),
  edit: msg({ message: 'Edit', context: 'gift code row', comment: 'codes table: row button, edit name and e-mail' }),
  editLabel: msg({ message: 'Edit {0}', comment: 'codes table: accessible name of the row button; {0} = the code' }),
  editTitle: msg({ message: 'Edit gift certificate {0}', comment: 'edit code modal title; {0} = the code' }),
  recipientName: msg({ message: "Recipient's name", comment: 'edit code modal: name field' }),
  recipientEmail: msg({ message: "Recipient's e-mail", comment: 'edit code modal: e-mail field' }),
  emailInvalid: msg({
    message: 'Enter a valid e-mail address, e.g. name@company.com.',
    comment: 'edit code modal: the e-mail is not valid',
  }),
  how: msg({ message: 'How do you want to create them?', comment: 'add codes modal: legend of the two ways' }),
  byCount: msg({ message: 'A number of gift certificates', comment: 'add codes modal: way 1, a count' }),
  byList: msg({ message: 'One per recipient from a list', comment: 'add codes modal: way 2, pasted recipients' }),
  count: msg({ message: 'Number (1–500)', comment: 'add codes modal: count field' }),
  countInvalid: msg({ message: 'Enter a whole number from 1 to 500.', comment: 'add codes modal: bad count' }),
  list: msg({
    message: 'Recipients: one per line, name and e-mail separated by a tab or ;',
    comment: 'add codes modal: the pasted list field',
  }),
  listHint: msg({
    message: 'Copy the name and e-mail columns from a spreadsheet and paste them here.',
    comment: 'add codes modal: hint below the list field',
  }),
  listEmpty: msg({ message: 'Paste at least one recipient.', comment: 'add codes modal: the list is empty' }),
  listTooMany: msg({ message: 'At most 500 recipients at a time.', comment: 'add codes modal: more than 500 lines' }),
  listReady: msg({
    message: '{0, plural, one {# recipient} other {# recipients}} ready',
    comment: 'add codes modal: how many valid recipients the list holds',
  }),
  listErrors: msg({
    message:
      '{0, plural, one {# line needs fixing; nothing has been created.} other {# lines need fixing; nothing has been created.}}',
    comment: 'add codes modal: the list has {0} wrong lines (listed below)',
  }),
  lineFormat: msg({
    message: 'Line {0}: separate name and e-mail with a tab or ;',
    comment: 'add codes modal: line {0} has no separator',
  }),
  lineEmail: msg({ message: 'Line {0}: the e-mail address is not valid', comment: 'add codes modal: bad e-mail' }),
  lineEmpty: msg({ message: 'Line {0}: neither name nor e-mail', comment: 'add codes modal: empty cells' }),
  lineName: msg({
    message: 'Line {0}: the name is longer than 200 characters',
    comment: 'add codes modal: name too long',
  }),
  create: msg({ message: 'Create', comment: 'add codes modal: submit button' }),
  removeTitle: msg({ message: 'Delete gift certificates', comment: 'delete codes confirmation: title' }),
  removeWill: msg({
    message:
      '{0, plural, one {# unused gift certificate is deleted.} other {# unused gift certificates are deleted.}} This cannot be undone.',
    comment: 'delete codes confirmation: how many are deleted',
  }),
  removeKeeps: msg({
    message:
      '{0, plural, one {# is kept because its recipient has already chosen a gift.} other {# are kept because their recipients have already chosen gifts.}}',
    comment: 'delete codes confirmation: used codes among the selected are kept',
  }),
  removeNone: msg({
    message: 'All the selected gift certificates are used: their recipients have chosen gifts, so they are kept.',
    comment: 'delete codes confirmation: nothing to delete',
  }),
  remove: msg({ message: 'Delete', context: 'gift codes', comment: 'delete codes confirmation: confirm button' }),
  created: msg({
    message: '{0, plural, one {# gift certificate created.} other {# gift certificates created.}}',
    comment: 'codes section: notice after creating',
  }),
  unsaved: msg({
    message:
      'The name and e-mail of {0, plural, one {# recipient} other {# recipients}} could not be saved; edit the gift certificate to add them.',
    comment: 'codes section: notice, some pasted recipients were not stored on their codes',
  }),
  removed: msg({
    message: '{0, plural, one {# gift certificate deleted.} other {# gift certificates deleted.}}',
    comment: 'codes section: notice after deleting',
  }),
  kept: msg({
    message:
      '{0, plural, one {# was kept because its recipient has chosen a gift.} other {# were kept because their recipients have chosen gifts.}}',
    comment: 'codes section: notice, used codes were not deleted',
  }),
  saved: msg({ message: 'Gift certificate {0} saved.', comment: 'codes section: notice after editing code {0}' }),
  closedNote: msg({
    message: 'The gift shop is closed: its gift certificates can no longer be changed.',
    comment: 'codes section: the shop is closed',
  }),
};
