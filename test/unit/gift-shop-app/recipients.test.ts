import { describe, expect, it } from 'vitest';
import { parseRecipients } from '../../../src/features/gift-shop-app/recipients.ts';

describe("recipients pasted into 'add codes'", () => {
  it('reads TAB (spreadsheet cells) and ; lines, skips blank lines, a heading and extra columns', () => {
    const text =
      'Navn\tE-mail\nIda Holm\tIDA@firma.dk\n\n  Bo Berg ; bo@firma.dk ;Salg\r\n"Eva Ek";"eva@firma.dk"\nKim Kock;';
    expect(parseRecipients(text)).toEqual({
      recipients: [
        { name: 'Ida Holm', email: 'ida@firma.dk' },
        { name: 'Bo Berg', email: 'bo@firma.dk' },
        { name: 'Eva Ek', email: 'eva@firma.dk' },
        { name: 'Kim Kock', email: '' },
      ],
      errors: [],
    });
  });

  it('names the line of each problem: no separator, a bad e-mail, an empty line of cells, a long name', () => {
    const text = ['Ida Holm ida@firma.dk', 'Bo Berg;bo@firma', '', ';', `${'x'.repeat(201)};a@b.dk`, 'Ok;ok@b.dk'].join(
      '\n',
    );
    const { recipients, errors } = parseRecipients(text);
    expect(errors).toEqual([
      { line: 1, problem: 'format' },
      { line: 2, problem: 'email' },
      { line: 4, problem: 'empty' },
      { line: 5, problem: 'name' },
    ]);
    expect(recipients).toEqual([{ name: 'Ok', email: 'ok@b.dk' }]);
  });

  it('a heading is skipped only on the first line', () => {
    expect(parseRecipients('Ida;ida@firma.dk\nNavn;E-mail').errors).toEqual([{ line: 2, problem: 'email' }]);
  });
});
