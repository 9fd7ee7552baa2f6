import { describe, expect, it } from 'vitest';
import { EAN_LENGTHS, eanCheckDigit, eanChecksumOk, isEan } from '../../src/domain/ean.ts';
import { isValidEan } from '../../src/api/schemas/common.ts';
import { isEanValid } from '../../src/validation/rules.ts';

describe('EAN (spec §5)', () => {
  it('accepts the four lengths with a valid check digit', () => {
    for (const code of ['96385074', '036000291452', '4006381333931', '5790000000005', '10012345678902'])
      expect(isEan(code), code).toBe(true);
    expect(EAN_LENGTHS).toEqual([8, 12, 13, 14]);
  });

  it('refuses a wrong check digit, other lengths, non-digits and surrounding space', () => {
    for (const code of [
      '96385075',
      '4006381333932',
      '1234567',
      '123456789',
      '12345678901',
      '400638133393a',
      ' 4006381333931',
      '',
      '4006381333931 ',
    ]) {
      expect(isEan(code), JSON.stringify(code)).toBe(false);
    }
  });

  it('catches every single-digit typo of the check digit', () => {
    for (let d = 0; d <= 9; d++) expect(isEan(`400638133393${d}`)).toBe(d === 1);
  });

  it('computes check digits', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('9638507')).toBe(4);
    expect(eanCheckDigit('579000000000')).toBe(5);
    expect(() => eanCheckDigit('12a')).toThrow(RangeError);
    expect(() => eanCheckDigit('12345678901234')).toThrow(RangeError);
    expect(eanChecksumOk('x')).toBe(false);
  });

  it('is the one rule behind the form validator and the API schema', () => {
    for (const code of ['96385074', '96385075', '4006381333931', '400638133393a', '123456789']) {
      expect(isValidEan(code), code).toBe(isEan(code));
      expect(isEanValid(code), code).toBe(isEan(code));
    }
    // The form trims and lets an empty field pass (checked only when non-empty); the schema does not trim.
    expect(isEanValid(' 4006381333931 ')).toBe(true);
    expect(isEanValid('')).toBe(true);
    expect(isValidEan(' 4006381333931 ')).toBe(false);
  });
});
