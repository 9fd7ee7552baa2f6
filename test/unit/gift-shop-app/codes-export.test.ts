import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  codesCsv,
  copenhagenDay,
  csvMoment,
  giftLink,
  pageAddress,
} from '../../../src/features/gift-shop-app/codes-export.ts';
import { csvForExcel } from '../../../src/format/csv-export.ts';
import type { GiftCode } from '../../../src/api/schemas/giftshop.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const _ = (d: MessageDescriptor, values?: Record<string, unknown>) => i18n._(values ? { ...d, values } : d);

function code(id: string, extra: Partial<GiftCode> = {}): GiftCode {
  return {
    id,
    shopid: 'jul-2026',
    name: null,
    email: null,
    products: [],
    productsinfo: [],
    cardrequested: false,
    invitationstate: 'MANUAL',
    createdate: '2026-11-01T10:00:00Z',
    lastupdate: '2026-11-27T23:30:00Z',
    ...extra,
  } as GiftCode;
}

describe("the codes section's CSV rows (issue 12)", () => {
  it('one row per code in the order given: code, name, e-mail, state as the table says it, gifts, updated, link', () => {
    const { header, rows } = codesCsv(
      [
        code('JUL-0001', {
          name: 'Søren Æblegård',
          email: 'soren@firma.dk',
          products: ['1', '2'],
          productsinfo: [
            { id: '1', name: 'Termokrus', image: '' },
            { id: '2', name: 'Tæppe, uld', image: '' },
          ],
          invitationstate: 'SENT',
        } as Partial<GiftCode>),
        code('JUL-0002', { invitationstate: 'FAILED', email: 'bo@firma.invalid' }),
        code('JUL 3/x', { invitationstate: 'SENDING', lastupdate: '2026-06-30T22:15:00Z' }),
        code('JUL-0004'),
      ],
      'jul 2026',
      'https://shop.example/giftshop',
      _,
    );
    expect(header).toEqual(['Code', 'Name', 'E-mail', 'Invitation', 'Chosen gifts', 'Updated', 'Link']);
    expect(rows).toEqual([
      [
        'JUL-0001',
        'Søren Æblegård',
        'soren@firma.dk',
        'Sent',
        'Termokrus, Tæppe, uld',
        // 23:30 UTC on 27 November is 00:30 on the 28th in Copenhagen (winter time, UTC+1).
        '2026-11-28 00:30',
        'https://shop.example/giftshop#/g/jul%202026/JUL-0001',
      ],
      [
        'JUL-0002',
        '',
        'bo@firma.invalid',
        'Failed',
        '',
        '2026-11-28 00:30',
        'https://shop.example/giftshop#/g/jul%202026/JUL-0002',
      ],
      // Summer time: UTC+2.
      ['JUL 3/x', '', '', 'Sending', '', '2026-07-01 00:15', 'https://shop.example/giftshop#/g/jul%202026/JUL%203%2Fx'],
      ['JUL-0004', '', '', 'Not sent', '', '2026-11-28 00:30', 'https://shop.example/giftshop#/g/jul%202026/JUL-0004'],
    ]);
  });

  it('no codes: the header alone; the file for Excel keeps a name with ; and a formula-like name harmless', async () => {
    expect(codesCsv([], 'a', 'https://x.test/g', _).rows).toEqual([]);
    const { header, rows } = codesCsv(
      [
        code('A-1', {
          name: '=HYPERLINK("evil")',
          productsinfo: [{ id: '1', name: 'Kop; sort', image: '' }],
        } as Partial<GiftCode>),
      ],
      'a',
      'https://x.test/giftshop',
      _,
    );
    const lines = (await csvForExcel(header, rows)).slice(1).split('\r\n');
    expect(lines[1]).toBe(
      `A-1;"'=HYPERLINK(""evil"")";;Not sent;"Kop; sort";2026-11-28 00:30;https://x.test/giftshop#/g/a/A-1`,
    );
  });

  it('links start from the page without its hash or query; moments that are no date stay as they are', () => {
    expect(giftLink('https://x.test/giftshop#/m/a/inv', 'a', 'B')).toBe('https://x.test/giftshop#/g/a/B');
    expect(pageAddress({ origin: 'https://x.test', pathname: '/da/gaveshop' })).toBe('https://x.test/da/gaveshop');
    expect(csvMoment('not a date')).toBe('not a date');
    expect(copenhagenDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
