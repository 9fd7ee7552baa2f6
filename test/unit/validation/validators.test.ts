import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, activateCulture } from '../../../src/i18n/index.ts';
import {
  EAN_LENGTHS,
  RULE_MESSAGES,
  RULE_NAMES,
  eanCheckDigit,
  eanChecksumOk,
  isEanValid,
  isEmailValid,
  isRequiredValid,
  isTrueValid,
  isGiftNameValid,
  normalizePhone,
  stripSpaces,
  validate,
  validateEan,
  validateEmail,
  validateGiftName,
  validateRequired,
  validateTrue,
  ruleMessage,
  type ValidationResult,
} from '../../../src/validation/index.ts';

const text = (r: ValidationResult) => (r.valid ? '' : i18n._(r.message));

describe('ean', () => {
  // Real, publicly documented numbers (check digits re-verified by the algorithm below):
  it.each([
    ['4006381333931', 'EAN-13, the Wikipedia "International Article Number" example'],
    ['73513537', 'EAN-8, the Wikipedia EAN-8 example'],
    ['036000291452', 'UPC-A / GTIN-12, the Wikipedia UPC-A example'],
    ['9780306406157', 'ISBN-13 / Bookland EAN, the Wikipedia ISBN example'],
    ['5000112637922', 'GTIN-13 with GS1 UK prefix 500 (cited in the brief)'],
    ['5790000000005', 'GLN with the GS1 Denmark prefix 579'],
    ['5701234567899', 'GTIN-13 with the GS1 Denmark prefix 570'],
    ['10012345678902', 'GTIN-14 (indicator 1)'],
    ['96385074', 'EAN-8'],
  ])('%s is valid (%s)', (code) => {
    expect(isEanValid(code)).toBe(true);
    expect(validateEan(code, 'EAN').valid).toBe(true);
  });

  it('worked example: 4006381333931 padded to 14 digits sums to 90', () => {
    // 0 4 0 0 6 3 8 1 3 3 3 9 3 1 with weights 3 1 3 1 …:
    // 0 + 4 + 0 + 0 + 18 + 3 + 24 + 1 + 9 + 3 + 9 + 9 + 9 + 1 = 90, divisible by 10
    expect(eanChecksumOk('4006381333931')).toBe(true);
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('7351353')).toBe(7);
    expect(eanCheckDigit('03600029145')).toBe(2);
    expect(eanCheckDigit('579000000000')).toBe(5);
  });

  it.each([
    ['4006381333932', 'wrong check digit'],
    ['5000112637923', 'wrong check digit'],
    ['73513536', 'wrong EAN-8 check digit'],
    ['4006381333913', 'transposed digits'],
    ['036000291453', 'wrong UPC-A check digit'],
    ['10012345678903', 'wrong GTIN-14 check digit'],
  ])('%s is invalid (%s)', (code) => {
    expect(isEanValid(code)).toBe(false);
  });

  it.each([
    ['1234565', 7],
    ['000000000', 9],
    ['0000000000', 10],
    ['00000000000', 11],
    ['000000000000000', 15],
    ['12345678901234567890', 20],
  ])('rejects length %s (%i digits) even when the sum is divisible by 10', (code, length) => {
    expect(code).toHaveLength(length);
    expect(eanChecksumOk(code)).toBe(true);
    expect(isEanValid(code)).toBe(false);
  });

  it('accepts exactly the lengths 8, 12, 13 and 14', () => {
    expect(EAN_LENGTHS).toEqual([8, 12, 13, 14]);
    expect(isEanValid('00000000')).toBe(true);
    expect(isEanValid('000000000000')).toBe(true);
    expect(isEanValid('0000000000000')).toBe(true);
    expect(isEanValid('00000000000000')).toBe(true);
  });

  it.each(['40063813339a1', '4006381-333931', '4006 381333931', '+4006381333931', '4006381333931.', '٤٠٠٦٣٨١٣٣٣٩٣١'])(
    'rejects non-digits: %s',
    (code) => {
      expect(isEanValid(code)).toBe(false);
    },
  );

  it('ignores surrounding whitespace, passes empty values (checked only when non-empty)', () => {
    expect(isEanValid(' 4006381333931 ')).toBe(true);
    expect(isEanValid('')).toBe(true);
    expect(isEanValid('   ')).toBe(true);
    expect(isEanValid(null)).toBe(true);
    expect(isEanValid(undefined)).toBe(true);
  });

  it('fails other types without throwing', () => {
    expect(isEanValid({})).toBe(false);
    expect(isEanValid([4006381333931])).toBe(false);
    expect(isEanValid(true)).toBe(false);
    expect(isEanValid(73513537)).toBe(true); // a safe integer is read as its digits
    expect(() => eanCheckDigit('12a')).toThrow(RangeError);
  });

  it('uses the regex message', async () => {
    await activateCulture('en-GB');
    expect(text(validateEan('123', 'EAN number'))).toBe('The EAN number field format is invalid');
    await activateCulture('da-DK');
    expect(text(validateEan('123', 'EAN-nummer'))).toBe('EAN-nummer har et ugyldigt format');
  });
});

describe('email', () => {
  it.each([
    'ann@example.com',
    'a.b+tag@sub.example.dk',
    "o'brien@firma.co.uk",
    'x_y-z@a-b.io',
    ' ann@example.com ',
    'søren@blåbær.dk',
  ])('accepts %s', (v) => expect(isEmailValid(v)).toBe(true));

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@@example.com',
    'ann example@x.dk',
    'ann@exa mple.com',
    'ann.@x.dk',
    '.ann@x.dk',
    'ann@-x.dk',
    'a@b.c',
    'ann@x..dk',
    'ann@x.d1',
    'ann@x.dk.',
    'ann@_x.dk',
  ])('rejects %s', (v) => expect(isEmailValid(v)).toBe(false));

  it('several comma-separated addresses only with multiple', () => {
    const list = 'ann@example.com, bo@example.dk,carl@x.io';
    expect(isEmailValid(list)).toBe(false);
    expect(isEmailValid(list, { multiple: true })).toBe(true);
    expect(isEmailValid('ann@example.com, nope', { multiple: true })).toBe(false);
    expect(isEmailValid('ann@example.com;bo@example.dk', { multiple: true })).toBe(false);
    expect(isEmailValid('ann@example.com,', { multiple: true })).toBe(true); // a trailing comma is ignored
    expect(isEmailValid(' , ', { multiple: true })).toBe(false);
  });

  it('passes empty values, fails non-strings and overlong addresses', () => {
    expect(isEmailValid('')).toBe(true);
    expect(isEmailValid(undefined)).toBe(true);
    expect(isEmailValid(42)).toBe(false);
    expect(isEmailValid(`${'a'.repeat(250)}@x.dk`)).toBe(false);
  });

  it('has en and da messages', async () => {
    await activateCulture('en');
    expect(text(validateEmail('x', 'E-mail'))).toBe('The E-mail field must be a valid email');
    await activateCulture('da');
    expect(text(validateEmail('x', 'E-mail'))).toBe('E-mail skal være en gyldig e-mailadresse');
  });
});

describe('required', () => {
  it.each([null, undefined, '', '   ', '\t\n', []])('%j is empty', (v) => {
    expect(isRequiredValid(v)).toBe(false);
  });

  it.each(['a', ' a ', 0, false, ['x'], {}])('%j is present', (v) => {
    expect(isRequiredValid(v)).toBe(true);
  });

  it('message in en and da', async () => {
    await activateCulture('en-GB');
    expect(text(validateRequired('', 'Company name'))).toBe('The Company name field is required');
    await activateCulture('da-DK');
    expect(text(validateRequired(' ', 'Firmanavn'))).toBe('Firmanavn skal udfyldes');
  });
});

describe('true', () => {
  it('only the boolean true passes', () => {
    expect(isTrueValid(true)).toBe(true);
    for (const v of [false, 'true', 1, null, undefined, '']) expect(isTrueValid(v)).toBe(false);
  });

  it('fails with the required message', async () => {
    await activateCulture('en-GB');
    const r = validateTrue(false, 'Consent');
    expect(r.valid).toBe(false);
    expect(text(r)).toBe('The Consent field is required');
  });
});

describe('validate (rule lists)', () => {
  beforeAll(() => activateCulture('en-GB'));

  it('returns the first failure', () => {
    const rules = ['required', 'email'] as const;
    const empty = validate('', rules, 'E-mail');
    expect(!empty.valid && empty.rule).toBe('required');
    const bad = validate('nope', rules, 'E-mail');
    expect(!bad.valid && bad.rule).toBe('email');
    expect(validate('ann@example.com', rules, 'E-mail').valid).toBe(true);
    expect(validate('a@x.dk, b@y.dk', [{ email: { multiple: true } }], 'E-mails').valid).toBe(true);
    expect(validate('4006381333931', ['ean'], 'EAN').valid).toBe(true);
    expect(validate(false, ['true'], 'Consent').valid).toBe(false);
  });

  it('an unknown rule fails with the default fallback message', () => {
    const r = validate('x', ['bogus' as never], 'Name');
    expect(r.valid).toBe(false);
    expect(text(r)).toBe('Name is not valid.');
  });
});

describe('generic rule messages', () => {
  it('exist for every rule of spec §5', () => {
    expect([...RULE_NAMES].sort()).toEqual(
      [
        'alpha',
        'alpha_num',
        'alpha_dash',
        'alpha_spaces',
        'between',
        'confirmed',
        'digits',
        'dimensions',
        'email',
        'excluded',
        'ext',
        'image',
        'integer',
        'length',
        'max',
        'max_value',
        'mimes',
        'min',
        'min_value',
        'numeric',
        'oneOf',
        'regex',
        'required',
        'required_if',
        'size',
      ].sort(),
    );
  });

  it('render in English and Danish with their parameters', async () => {
    const values = { field: 'X', min: 1, max: 9, length: 4, width: 10, height: 20, size: 50, target: 'Y' };
    await activateCulture('en');
    const english = Object.fromEntries(RULE_NAMES.map((r) => [r, i18n._(ruleMessage(r, values))]));
    await activateCulture('da');
    const danish = Object.fromEntries(RULE_NAMES.map((r) => [r, i18n._(ruleMessage(r, values))]));
    expect(english.required).toBe('The X field is required');
    expect(english.between).toBe('The X field must be between 1 and 9');
    expect(danish.between).toBe('X skal være mellem 1 og 9');
    expect(danish.min).toBe('X skal være mindst 4 tegn');
    expect(danish.size).toBe('X skal være mindre end 50 KB');
    for (const rule of RULE_NAMES) {
      expect(danish[rule], rule).not.toBe(english[rule]);
      expect(danish[rule], rule).not.toMatch(/[{}]/); // every placeholder filled
      expect(english[rule], rule).toContain('X');
    }
    expect(Object.keys(RULE_MESSAGES)).toHaveLength(25);
  });
});

describe('gift info name', () => {
  it('must contain first and last name', () => {
    expect(isGiftNameValid('Ann Hansen')).toBe(true);
    expect(isGiftNameValid('  Ann   Marie Hansen ')).toBe(true);
    expect(isGiftNameValid('Ann')).toBe(false);
    expect(isGiftNameValid(' Ann ')).toBe(false);
    expect(isGiftNameValid('')).toBe(false);
    expect(isGiftNameValid(undefined)).toBe(false);
  });

  it('shows the Danish message only when something invalid was typed', async () => {
    await activateCulture('da-DK');
    const typed = validateGiftName('Ann');
    expect(typed).toMatchObject({ valid: false, showError: true });
    expect(i18n._(typed.message)).toBe('Udfyld venligst fornavn og efternavn');
    expect(validateGiftName('')).toMatchObject({ valid: false, showError: false });
    expect(validateGiftName('Ann Hansen')).toMatchObject({ valid: true, showError: false });
    await activateCulture('en-GB');
    expect(i18n._(typed.message)).toBe('Please enter first and last name');
  });
});

describe('sign-up phone', () => {
  it('removes spaces and adds the +45 prefix', () => {
    expect(normalizePhone('12 34 56 78')).toBe('+4512345678');
    expect(normalizePhone(' 12345678 ')).toBe('+4512345678');
    expect(normalizePhone('12-34-56-78')).toBe('+4512345678');
  });

  it('keeps an international prefix', () => {
    expect(normalizePhone('+45 12 34 56 78')).toBe('+4512345678');
    expect(normalizePhone('+46 70 123 45 67')).toBe('+46701234567');
    expect(normalizePhone('0046 70 123')).toBe('+4670123');
  });

  it('returns "" for empty or non-string input', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('   ')).toBe('');
    expect(normalizePhone(null)).toBe('');
    expect(normalizePhone(12345678)).toBe('');
    expect(stripSpaces(' 12 34 ')).toBe('1234');
    expect(stripSpaces(undefined)).toBe('');
  });
});
