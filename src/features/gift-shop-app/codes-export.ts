/**
 * The codes section's CSV export and the recipients' links (issue 12), as pure functions: the rows of the file
 * (src/format/csv-export.ts makes it fit for Danish Excel) and the deep link a card or a mail merge gives a
 * recipient. No React, no DOM: tested in test/unit/gift-shop-app/codes-export.test.ts.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { GiftCode, InvitationState } from '../../api/schemas/giftshop.ts';
import type { CsvCell } from '../../format/csv-export.ts';
import { CODES_TEXTS as C } from './codes-texts.ts';
import { PRINT_TEXTS as P } from './codes-print-texts.ts';

type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** The invitation states in the words the table shows ('Ikke sendt', 'Sendes', 'Sendt', 'Fejlede'). */
export const INVITATION_WORDS: Record<InvitationState, MessageDescriptor> = {
  MANUAL: C.inviteMANUAL,
  SENDING: C.inviteSENDING,
  SENT: C.inviteSENT,
  FAILED: C.inviteFAILED,
};

/**
 * A recipient's deep link (the code's INFO step, `#/g/{giftshop}/{code}`, as the invitation e-mail gives it) on
 * the page at `page` (the gift-shop page's address without its hash: the element that shows the management area
 * is the one that shows the recipient flow).
 */
export function giftLink(page: string, giftshop: string, code: string): string {
  const base = page.replace(/#.*$/, '');
  return `${base}#/g/${encodeURIComponent(giftshop)}/${encodeURIComponent(code)}`;
}

/** The page address a link starts from: this document's origin and path (its query and hash left out). */
export function pageAddress(where: Pick<Location, 'origin' | 'pathname'> = location): string {
  return `${where.origin}${where.pathname}`;
}

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
