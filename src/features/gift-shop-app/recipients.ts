/**
 * Recipients pasted into 'add codes' (issue 12): one per line, name and e-mail separated by a TAB (cells copied
 * from a spreadsheet) or `;` (a Danish CSV line). Every line is checked before anything is created, and each
 * problem names its line, so the organiser can fix the list in place.
 *
 * - Blank lines are skipped; columns after the e-mail are ignored (a sheet may have more).
 * - A first line whose e-mail column is a heading (`E-mail`, `Email`, `Mail`) is skipped.
 * - The e-mail may be empty (invitations are sent later), otherwise it must be an address the API accepts; the
 *   name at most 200 characters; a line needs a name or an e-mail.
 */
import { Email } from '../../api/schemas/common.ts';
import type { CodeRecipient } from '../../../machines/gift-shop-manager.machine.ts';

export type RecipientProblem = 'format' | 'email' | 'name' | 'empty';

export interface RecipientLineError {
  /** 1-based line of the pasted text. */
  line: number;
  problem: RecipientProblem;
}

export interface ParsedRecipients {
  recipients: CodeRecipient[];
  errors: RecipientLineError[];
}

const HEADING = /^(e-?mail|mail)(adresse)?$/i;
const NAME_MAX = 200;

export function parseRecipients(text: string): ParsedRecipients {
  const recipients: CodeRecipient[] = [];
  const errors: RecipientLineError[] = [];
  let first = true;
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const separator = raw.includes('\t') ? '\t' : raw.includes(';') ? ';' : null;
    const wasFirst = first;
    first = false;
    if (!separator) {
      errors.push({ line, problem: 'format' });
      return;
    }
    const [name = '', email = ''] = raw.split(separator).map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (wasFirst && HEADING.test(email)) return;
    if (!name && !email) errors.push({ line, problem: 'empty' });
    else if (email && !Email.is(email)) errors.push({ line, problem: 'email' });
    else if (name.length > NAME_MAX) errors.push({ line, problem: 'name' });
    else recipients.push({ name, email: email.toLowerCase() });
  });
  return { recipients, errors };
}
