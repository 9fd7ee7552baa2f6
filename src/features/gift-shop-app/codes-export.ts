/**
 * The codes section's CSV export and the recipients' links (issue 12), as pure functions: the rows of the file
 * (src/format/csv-export.ts makes it fit for Danish Excel) and the deep link a card or a mail merge gives a
 * recipient. No React; the DOM only in {@link exportCodes}. Tested in test/unit/gift-shop-app/codes-export.test.ts.
 * The codes section imports it when the button is pressed (with papaparse behind it), so the management part
 * carries only the button.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { GiftCode, InvitationState } from '../../api/schemas/giftshop.ts';
import { csvFileName, csvForExcel, downloadText, type CsvCell } from '../../format/csv-export.ts';
import { CODES_TEXTS as C } from './codes-texts.ts';
import { PRINT_TEXTS as P } from './codes-print-texts.ts';
import { giftLink, pageAddress } from './gift-link.ts';

export { giftLink, pageAddress };

type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** The invitation states in the words the table shows ('Ikke sendt', 'Sendes', 'Sendt', 'Fejlede'). */
export const INVITATION_WORDS: Record<InvitationState, MessageDescriptor> = {
  MANUAL: C.inviteMANUAL,
  SENDING: C.inviteSENDING,
  SENT: C.inviteSENT,
  FAILED: C.inviteFAILED,
};

const moments = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as `YYYY-MM-DD HH:MM` in Copenhagen time (spec §9): a cell Danish Excel reads as a date and time,
 * whatever the user's own settings. A value that is no date is kept as it is.
 */
export function csvMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moments.format(date).replace(',', '');
}

export interface CodesCsv {
  header: string[];
  rows: CsvCell[][];
}

/**
 * The file's header and rows, one per code in the order given: code, name, e-mail, invitation state, the chosen
 * gifts' names (joined with ', '), last update, link. Empty cells stay empty (no '–': a spreadsheet counts them).
 */
export function codesCsv(codes: readonly GiftCode[], giftshop: string, page: string, _: Translate): CodesCsv {
  return {
    header: [P.csvCode, P.csvName, P.csvEmail, P.csvInvitation, P.csvGifts, P.csvUpdated, P.csvLink].map((d) => _(d)),
    rows: codes.map((c) => [
      c.id,
      c.name ?? '',
      c.email ?? '',
      _(INVITATION_WORDS[c.invitationstate]),
      c.productsinfo.map((p) => p.name).join(', '),
      csvMoment(c.lastupdate),
      giftLink(page, giftshop, c.id),
    ]),
  };
}

/** The day of `now` in Copenhagen, `YYYY-MM-DD` (for the file name). */
export function copenhagenDay(now: Date): string {
  return csvMoment(now.toISOString()).slice(0, 10);
}

/** Makes the file of `codes` and offers it as a download; the file's name. */
export async function exportCodes(codes: readonly GiftCode[], giftshop: string, _: Translate): Promise<string> {
  const { header, rows } = codesCsv(codes, giftshop, pageAddress(), _);
  const text = await csvForExcel(header, rows);
  const file = csvFileName(_(P.fileName), giftshop, copenhagenDay(new Date()));
  downloadText(file, text);
  return file;
}
