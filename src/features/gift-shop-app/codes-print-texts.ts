/**
 * Texts of the codes section's export and printable certificate sheet (issue 12; English source, Danish in
 * locales/da/messages.po). The CSV's invitation states are the table's own (codes-texts.ts).
 */
import { msg } from '@lingui/core/macro';

export const PRINT_TEXTS = {
  exportCsv: msg({
    message: 'Export CSV',
    comment: 'codes section toolbar: downloads the codes the filter shows as a CSV file for Excel',
  }),
  exported: msg({
    message: '{0} gift certificates exported to {1}.',
    comment: 'codes section: status after the export; {0} = rows, {1} = the file name',
  }),
  exportFailed: msg({
    message: 'The file could not be made. Try again.',
    comment: 'codes section: the CSV export failed (e.g. its code could not be loaded)',
  }),
  fileName: msg({
    message: 'gift-certificates',
    comment: 'first part of the CSV file name (no spaces; the shop id and the date follow)',
  }),
  csvCode: msg({ message: 'Code', context: 'csv column', comment: 'CSV column: the gift code' }),
  csvName: msg({ message: 'Name', context: 'csv column', comment: "CSV column: the recipient's name" }),
  csvEmail: msg({ message: 'E-mail', context: 'csv column', comment: "CSV column: the recipient's e-mail" }),
  csvInvitation: msg({
    message: 'Invitation',
    context: 'csv column',
    comment: 'CSV column: the invitation state (the words the table shows)',
  }),
  csvGifts: msg({
    message: 'Chosen gifts',
    context: 'csv column',
    comment: 'CSV column: the names of the gifts the recipient chose, joined',
  }),
  csvUpdated: msg({
    message: 'Updated',
    context: 'csv column',
    comment: "CSV column: the code's last update, YYYY-MM-DD HH:MM Copenhagen time",
  }),
  csvLink: msg({
    message: 'Link',
    context: 'csv column',
    comment: "CSV column: the recipient's personal link to the gift shop (for a mail merge)",
  }),
  print: msg({
    message: 'Print gift certificates',
    comment: 'codes section toolbar: link to the printable certificate sheet; also the sheet page title',
  }),
  printTitle: msg({
    message: 'Print gift certificates – {0}',
    comment: 'print sheet heading; {0} = the gift shop name',
  }),
  printIntro: msg({
    message: 'One card per gift certificate, 8 per A4 page, with cut marks. Print on A4 with no scaling.',
    comment: 'print sheet: what the sheet is, above the preview',
  }),
  printButton: msg({ message: 'Print', comment: "print sheet: opens the browser's print dialog" }),
  backToCodes: msg({
    message: 'Back to gift certificates',
    comment: "print sheet: link back to the codes section (the arrow '←' is added before it)",
  }),
  onlyUnused: msg({
    message: 'Only gift certificates that have not been used',
    comment: 'print sheet: checkbox, leaves out the codes whose recipient already chose',
  }),
  printCount: msg({
    message: '{cards, plural, one {# card} other {# cards}} on {pages, plural, one {# page} other {# pages}}',
    comment: 'print sheet: how many cards and A4 pages will print',
  }),
  noCodes: msg({
    message: 'The gift shop has no gift certificates to print.',
    comment: 'print sheet: the shop has no codes',
  }),
  allUsed: msg({
    message: 'Every gift certificate has been used. Untick the box to print them anyway.',
    comment: "print sheet: the 'only unused' filter leaves no cards",
  }),
  qrFailed: msg({
    message: 'The QR codes could not be made. Check the connection and try again.',
    comment: 'print sheet: the QR library could not be loaded',
  }),
  preparing: msg({ message: 'Preparing the cards…', comment: 'print sheet: the QR codes are being made' }),
  cardTo: msg({ message: 'To {0}', comment: "gift card: the recipient's name; {0} = the name" }),
  cardCode: msg({ message: 'Your gift code', comment: 'gift card: label above the code' }),
  cardHow: msg({
    message: 'Choose your gift at the link or scan the code',
    comment: 'gift card: how to redeem, above the link',
  }),
  cardQr: msg({
    message: 'QR code for {0}',
    comment: 'gift card: accessible name of the QR image; {0} = the link it opens',
  }),
  page: msg({
    message: 'Page {0} of {1}',
    comment: 'print sheet: accessible name of one A4 page of cards',
  }),
} as const;
