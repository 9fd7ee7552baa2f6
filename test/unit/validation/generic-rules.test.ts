import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, activateCulture } from '../../../src/i18n/index.ts';
import {
  RULE_NAMES,
  isAlphaDashValid,
  isAlphaNumValid,
  isAlphaSpacesValid,
  isAlphaValid,
  isBetweenValid,
  isConfirmedValid,
  isDigitsValid,
  isDimensionsCandidate,
  isDimensionsValid,
  isEmailValid,
  isExcludedValid,
  isExtValid,
  isImageValid,
  isIntegerValid,
  isLengthValid,
  isMaxValid,
  isMaxValueValid,
  isMimesValid,
  isMinValid,
  isMinValueValid,
  isNumericValid,
  isOneOfValid,
  isRegexValid,
  isRequiredIfValid,
  isSizeValid,
  readImageSize,
  toNumber,
  validate,
  validateAsync,
  type ImageSizeReader,
  type Rule,
  type ValidationResult,
} from '../../../src/validation/index.ts';

const text = (r: ValidationResult) => (r.valid ? '' : i18n._(r.message));
/** The failing rule's name, or 'valid'. */
const outcome = (r: ValidationResult) => (r.valid ? 'valid' : r.rule);

const png = (name = 'logo.png', bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const pdf = (name = 'terms.pdf', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('alpha, alpha_num, alpha_dash, alpha_spaces (Unicode letters)', () => {
  it.each(['Søren', 'Æblegrød', 'Ærø', 'Østerbro', 'Åbenrå', 'Straße', 'Ολυμπία', 'a\u030Ase'])(
    'alpha accepts %s',
    (v) => expect(isAlphaValid(v)).toBe(true),
  );

  it.each(['Søren1', 'Ærø-By', 'Øster Åby', 'abc!', 'a_b', ' abc', '½'])('alpha rejects %j', (v) =>
    expect(isAlphaValid(v)).toBe(false),
  );

  it('alpha_num adds digits, alpha_dash adds - and _, alpha_spaces adds whitespace', () => {
    expect(isAlphaNumValid('Vejle2025Ø')).toBe(true);
    expect(isAlphaNumValid('Vejle-2025')).toBe(false);
    expect(isAlphaNumValid('Vej le')).toBe(false);
    expect(isAlphaDashValid('Blåbær_grød-2')).toBe(true);
    expect(isAlphaDashValid('Blåbær grød')).toBe(false);
    expect(isAlphaDashValid('a.b')).toBe(false);
    expect(isAlphaSpacesValid('Øster Åby Ærø')).toBe(true);
    expect(isAlphaSpacesValid('Øster Åby 2')).toBe(false);
    expect(isAlphaSpacesValid('Øster-Åby')).toBe(false);
  });

  it('checks every item of an array; numbers are read as their digits', () => {
    expect(isAlphaValid(['Æbler', 'Pærer'])).toBe(true);
    expect(isAlphaValid(['Æbler', 'Pærer 2'])).toBe(false);
    expect(isAlphaNumValid(2025)).toBe(true);
    expect(isAlphaValid(2025)).toBe(false);
  });

  it('through validate, with the messages in en and da', async () => {
    await activateCulture('en');
    expect(validate('Ærø', ['alpha'], 'By').valid).toBe(true);
    expect(text(validate('Ærø1', ['alpha'], 'City'))).toBe('The City field may only contain alphabetic characters');
    expect(text(validate('a b', ['alpha_num'], 'Code'))).toBe(
      'The Code field may only contain alpha-numeric characters',
    );
    await activateCulture('da');
    expect(text(validate('Ærø1', ['alpha'], 'By'))).toBe('By må kun indeholde bogstaver');
    expect(text(validate('a b', ['alpha_dash'], 'Kode'))).toBe(
      'Kode må kun indeholde bogstaver, tal, bindestreger og understregninger',
    );
    expect(text(validate('Å2', ['alpha_spaces'], 'Navn'))).toBe('Navn må kun indeholde bogstaver og mellemrum');
    // vee-validate's locale parameter is accepted (letters are Unicode letters anyway)
    expect(validate('Ærø', ['alpha:da'], 'By').valid).toBe(true);
    expect(validate('Ærø', ['alpha:en'], 'By').valid).toBe(true);
  });
});

describe('numeric, integer, digits', () => {
  it('numeric: digits only, no sign or decimal point', () => {
    expect(isNumericValid('0123')).toBe(true);
    expect(isNumericValid(42)).toBe(true);
    expect(isNumericValid('٠١٢')).toBe(true);
    for (const v of ['-1', '1.5', '1,5', '1e3', '12a', ' 12', 42.5, -3])
      expect(isNumericValid(v), String(v)).toBe(false);
  });

  it('integer: an optional minus and digits', () => {
    expect(isIntegerValid('-12')).toBe(true);
    expect(isIntegerValid(7)).toBe(true);
    for (const v of ['1.0', '+1', '--1', '1e3', 'x', 1.5]) expect(isIntegerValid(v), String(v)).toBe(false);
  });

  it('digits: exactly n digits, leading zeros count', () => {
    expect(isDigitsValid('0042', 4)).toBe(true);
    expect(isDigitsValid(1234, 4)).toBe(true);
    expect(isDigitsValid('042', 4)).toBe(false);
    expect(isDigitsValid('00042', 4)).toBe(false);
    expect(isDigitsValid('12a4', 4)).toBe(false);
    expect(isDigitsValid('-123', 4)).toBe(false);
    expect(isDigitsValid('1234', -4)).toBe(false); // a bad parameter fails
  });

  it('messages with {length}', async () => {
    await activateCulture('en');
    expect(text(validate('12', ['digits:4'], 'Postcode'))).toBe(
      'The Postcode field must be numeric and exactly contain 4 digits',
    );
    expect(text(validate('1.5', ['integer'], 'Qty'))).toBe('The Qty field must be an integer');
    await activateCulture('da');
    expect(text(validate('12', [{ digits: 4 }], 'Postnummer'))).toBe('Postnummer skal være et tal med præcis 4 cifre');
    expect(text(validate('1a', ['numeric'], 'Antal'))).toBe('Antal må kun indeholde tal');
  });
});

describe('between, min_value, max_value', () => {
  it('between is numeric and inclusive', () => {
    expect(isBetweenValid(1, 1, 10)).toBe(true);
    expect(isBetweenValid('10', 1, 10)).toBe(true);
    expect(isBetweenValid(' 5.5 ', 1, 10)).toBe(true);
    expect(isBetweenValid(0.99, 1, 10)).toBe(false);
    expect(isBetweenValid('10.01', 1, 10)).toBe(false);
    expect(isBetweenValid('abc', 1, 10)).toBe(false);
    expect(isBetweenValid('0x5', 1, 10)).toBe(false); // no hex
    expect(isBetweenValid('5,5', 1, 10)).toBe(false); // a decimal point, not a comma
    expect(isBetweenValid([2, '3'], 1, 10)).toBe(true);
    expect(isBetweenValid([2, 30], 1, 10)).toBe(false);
    expect(isBetweenValid(5, Number.NaN, 10)).toBe(false);
  });

  it('min_value and max_value', () => {
    expect(isMinValueValid('3', 3)).toBe(true);
    expect(isMinValueValid(2.99, 3)).toBe(false);
    expect(isMinValueValid('-1', -2)).toBe(true);
    expect(isMaxValueValid(100, 100)).toBe(true);
    expect(isMaxValueValid('100.5', 100)).toBe(false);
    expect(isMaxValueValid('many', 100)).toBe(false);
    expect(isMaxValueValid(true, 100)).toBe(false);
  });

  it('fill {min} and {max} in en and da', async () => {
    await activateCulture('en');
    expect(text(validate(11, ['between:1,10'], 'Quantity'))).toBe('The Quantity field must be between 1 and 10');
    expect(text(validate(0, ['min_value:1'], 'Quantity'))).toBe('The Quantity field must be 1 or more');
    expect(text(validate(120, [{ max_value: 99 }], 'Quantity'))).toBe('The Quantity field must be 99 or less');
    await activateCulture('da');
    expect(text(validate(11, [{ between: { min: 1, max: 10 } }], 'Antal'))).toBe('Antal skal være mellem 1 og 10');
    expect(text(validate(0, [{ min_value: [1] }], 'Antal'))).toBe('Antal skal være 1 eller mere');
    expect(text(validate(120, ['max_value:99'], 'Antal'))).toBe('Antal skal være 99 eller mindre');
  });
});

describe('length, min, max', () => {
  it('length counts characters of a text and items of an array', () => {
    expect(isLengthValid('Ærø', 3)).toBe(true);
    expect(isLengthValid('Ærø', 4)).toBe(false);
    expect(isLengthValid(['a', 'b'], 2)).toBe(true);
    expect(isLengthValid(['a', 'b', 'c'], 2)).toBe(false);
    expect(isLengthValid(1234, 4)).toBe(true);
    expect(isLengthValid({ length: 2 }, 2)).toBe(false); // not a text or an array
  });

  it('min and max count characters (each item of an array)', () => {
    expect(isMaxValid('Blåbær', 6)).toBe(true);
    expect(isMaxValid('Blåbærs', 6)).toBe(false);
    expect(isMinValid('abc', 3)).toBe(true);
    expect(isMinValid('ab', 3)).toBe(false);
    expect(isMaxValid(['abc', 'abcd'], 3)).toBe(false);
    expect(isMinValid(['abc', 'abcd'], 3)).toBe(true);
    expect(isMaxValid('a'.repeat(36), 35)).toBe(false);
  });

  it('messages with {length}', async () => {
    await activateCulture('en');
    expect(text(validate('abcd', ['max:3'], 'Code'))).toBe('The Code field may not be greater than 3 characters');
    expect(text(validate('ab', ['min:3'], 'Code'))).toBe('The Code field must be at least 3 characters');
    expect(text(validate('ab', ['length:3'], 'Code'))).toBe('The Code field must be 3 long');
    await activateCulture('da');
    expect(text(validate('abcd', [{ max: { length: 3 } }], 'Kode'))).toBe('Kode må højst være 3 tegn');
    expect(text(validate('ab', [{ min: '3' }], 'Kode'))).toBe('Kode skal være mindst 3 tegn');
    expect(text(validate('ab', [{ length: [3] }], 'Kode'))).toBe('Kode skal være 3 tegn lang');
  });
});

describe('email', () => {
  it('through validate, also email:multiple and arrays', async () => {
    await activateCulture('en');
    expect(validate('søren@blåbær.dk', ['email'], 'E-mail').valid).toBe(true);
    expect(text(validate('nope', ['email'], 'E-mail'))).toBe('The E-mail field must be a valid email');
    expect(validate('a@x.dk, b@y.dk', ['email'], 'E-mail').valid).toBe(false);
    expect(validate('a@x.dk, b@y.dk', ['email:multiple'], 'E-mail').valid).toBe(true);
    expect(validate('a@x.dk, b@y.dk', [{ email: true }], 'E-mail').valid).toBe(false);
    expect(isEmailValid(['a@x.dk'])).toBe(false); // strings only (unchanged)
  });
});

describe('oneOf and excluded', () => {
  it('oneOf: equal to one of the list (1 equals "1", objects are not coerced)', () => {
    expect(isOneOfValid('DK', ['DK', 'SE'])).toBe(true);
    expect(isOneOfValid('NO', ['DK', 'SE'])).toBe(false);
    expect(isOneOfValid('dk', ['DK', 'SE'])).toBe(false);
    expect(isOneOfValid(2, ['1', '2'])).toBe(true);
    expect(isOneOfValid(['DK', 'SE'], ['DK', 'SE'])).toBe(true);
    expect(isOneOfValid(['DK', 'NO'], ['DK', 'SE'])).toBe(false);
    expect(isOneOfValid({ toString: () => 'DK' }, ['DK'])).toBe(false);
  });

  it('excluded: none of the list', () => {
    expect(isExcludedValid('NO', ['DK', 'SE'])).toBe(true);
    expect(isExcludedValid('DK', ['DK', 'SE'])).toBe(false);
    expect(isExcludedValid(1, ['1'])).toBe(false);
    expect(isExcludedValid(['NO', 'DK'], ['DK'])).toBe(false);
  });

  it('parameters and messages', async () => {
    await activateCulture('en');
    expect(validate('SE', ['oneOf:DK,SE,NO'], 'Country').valid).toBe(true);
    expect(validate('SE', [{ oneOf: ['DK', 'NO'] }], 'Country').valid).toBe(false);
    expect(validate('DK', [{ oneOf: 'DK' }], 'Country').valid).toBe(true);
    expect(text(validate('FI', ['oneOf:DK,SE'], 'Country'))).toBe('The Country field is not a valid value');
    expect(text(validate('admin', ['excluded:admin,root'], 'User'))).toBe('The User field is not a valid value');
    await activateCulture('da');
    expect(text(validate('FI', [{ oneOf: ['DK'] }], 'Land'))).toBe('Land er ikke en gyldig værdi');
    expect(text(validate('root', [{ excluded: ['admin', 'root'] }], 'Bruger'))).toBe('Bruger er ikke en gyldig værdi');
  });
});

describe('regex', () => {
  it('strings and RegExps; not anchored unless the pattern is', () => {
    expect(isRegexValid('DK12345678', '^DK[0-9]{8}$')).toBe(true);
    expect(isRegexValid('DK1234', '^DK[0-9]{8}$')).toBe(false);
    expect(isRegexValid('xx7xx', '[0-9]')).toBe(true);
    expect(isRegexValid('ÆRØ', /^ærø$/i)).toBe(true);
    expect(isRegexValid(123, /^\d+$/)).toBe(true);
  });

  it('a global RegExp keeps no state between values', () => {
    const re = /^a/g;
    expect(isRegexValid('abc', re)).toBe(true);
    expect(isRegexValid('abc', re)).toBe(true);
    expect(validate(['ab', 'ac'], [{ regex: re }], 'X').valid).toBe(true);
  });

  it('a bad pattern fails and never throws', () => {
    expect(() => isRegexValid('a', '(')).not.toThrow();
    expect(isRegexValid('a', '(')).toBe(false);
    expect(isRegexValid('a', 42 as never)).toBe(false);
  });

  it('the string syntax keeps commas and colons in the pattern', async () => {
    await activateCulture('en');
    expect(validate('123', ['regex:^[0-9]{2,3}$'], 'Code').valid).toBe(true);
    expect(validate('1234', ['regex:^[0-9]{2,3}$'], 'Code').valid).toBe(false);
    expect(validate('12:30', ['regex:^\\d\\d:\\d\\d$'], 'Time').valid).toBe(true);
    expect(validate('b', ['regex:^(a|b)$'], 'X').valid).toBe(true);
    expect(text(validate('x', ['regex:^[0-9]+$'], 'Code'))).toBe('The Code field format is invalid');
    expect(text(validate('x', [{ regex: { regex: /^\d+$/ } }], 'Code'))).toBe('The Code field format is invalid');
    expect(text(validate('x', ['regex:('], 'Code'))).toBe('Code is not valid.');
    await activateCulture('da');
    expect(text(validate('x', [{ regex: /^\d+$/ }], 'Kode'))).toBe('Kode har et ugyldigt format');
  });
});

describe('required', () => {
  it('fails empty values only (false and 0 are values)', async () => {
    await activateCulture('da');
    for (const v of [null, undefined, '', '  ', []]) {
      expect(text(validate(v, ['required'], 'Navn')), JSON.stringify(v)).toBe('Navn skal udfyldes');
    }
    for (const v of ['x', 0, false, ['x']]) expect(validate(v, [{ required: true }], 'Navn').valid).toBe(true);
  });

  it('validate catches what the minimal isEmpty lets out (a revoked Proxy)', () => {
    const revoked = Proxy.revocable([], {});
    revoked.revoke();
    expect(outcome(validate(revoked.proxy, ['required'], 'X'))).toBe('required');
  });
});

describe('confirmed', () => {
  const context = { values: { password: 'Hemmelig1', code: 1234 } };

  it('equal to the target field, compared as text', () => {
    expect(isConfirmedValid('Hemmelig1', 'Hemmelig1')).toBe(true);
    expect(isConfirmedValid('hemmelig1', 'Hemmelig1')).toBe(false);
    expect(isConfirmedValid('1234', 1234)).toBe(true);
    expect(isConfirmedValid('x', undefined)).toBe(false);
    expect(isConfirmedValid(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(isConfirmedValid(['a', 'b'], ['a'])).toBe(false);
  });

  it('names the target field (also as @field); the value comes from context.values', async () => {
    expect(validate('Hemmelig1', ['confirmed:password'], 'Repeat', context).valid).toBe(true);
    expect(validate('Hemmelig1', ['confirmed:@password'], 'Repeat', context).valid).toBe(true);
    expect(validate('1234', [{ confirmed: 'code' }], 'Repeat', context).valid).toBe(true);
    expect(validate('Hemmelig1', [{ confirmed: { target: 'password' } }], 'Repeat', context).valid).toBe(true);
    expect(validate('Hemmelig2', ['confirmed:password'], 'Repeat', context).valid).toBe(false);
    expect(validate('Hemmelig1', ['confirmed:password'], 'Repeat').valid).toBe(false); // no context
    // own fields only: an inherited (polluted) property is no field
    const inherited = { values: Object.create({ password: 'Hemmelig1' }) as Record<string, unknown> };
    expect(validate('Hemmelig1', ['confirmed:password'], 'Repeat', inherited).valid).toBe(false);
    await activateCulture('en');
    expect(text(validate('nope', ['confirmed:password'], 'Password', context))).toBe(
      'The Password field confirmation does not match',
    );
    expect(text(validate('nope', ['confirmed'], 'Password', context))).toBe('Password is not valid.');
    await activateCulture('da');
    expect(text(validate('nope', ['confirmed:password'], 'Adgangskode', context))).toBe(
      'Adgangskode stemmer ikke overens med bekræftelsen',
    );
  });
});

describe('required_if', () => {
  it('required when the target has one of the values, or without values when it is not empty', () => {
    expect(isRequiredIfValid('', 'DK', ['DK'])).toBe(false);
    expect(isRequiredIfValid('12345678', 'DK', ['DK'])).toBe(true);
    expect(isRequiredIfValid('', 'SE', ['DK'])).toBe(true);
    expect(isRequiredIfValid('', ' DK ', ['DK'])).toBe(false); // the target is trimmed
    expect(isRequiredIfValid('', 2, ['1', '2'])).toBe(false);
    expect(isRequiredIfValid('', ['SE', 'DK'], ['DK'])).toBe(false); // an array target holding a value
    expect(isRequiredIfValid('', 'anything')).toBe(false);
    expect(isRequiredIfValid('', '')).toBe(true);
    expect(isRequiredIfValid('', false)).toBe(true);
    expect(isRequiredIfValid(false, true)).toBe(false); // false is empty here (a checkbox)
    expect(isRequiredIfValid('  ', true)).toBe(false);
  });

  it('through validate with context.values', async () => {
    const dk = { values: { country: 'DK', company: true } };
    const se = { values: { country: 'SE', company: false } };
    expect(validate('', ['required_if:country,DK'], 'CVR', dk).valid).toBe(false);
    expect(validate('', ['required_if:country,DK'], 'CVR', se).valid).toBe(true);
    expect(validate('', ['required_if:country,DK,NO'], 'CVR', { values: { country: 'NO' } }).valid).toBe(false);
    expect(validate('', [{ required_if: ['company'] }], 'CVR', dk).valid).toBe(false);
    expect(validate('', [{ required_if: { target: 'company' } }], 'CVR', se).valid).toBe(true);
    expect(validate('', [{ required_if: { target: 'country', values: 'DK' } }], 'CVR', dk).valid).toBe(false);
    expect(validate('', ['required_if:country,DK'], 'CVR').valid).toBe(true); // no context: target empty
    expect(validate('12345678', ['required_if:country,DK', 'digits:8'], 'CVR', dk).valid).toBe(true);
    await activateCulture('en');
    expect(text(validate('', ['required_if:country,DK'], 'VAT number', dk))).toBe('The VAT number field is required');
    await activateCulture('da');
    expect(text(validate(null, ['required_if:@country,DK'], 'CVR-nummer', dk))).toBe('CVR-nummer skal udfyldes');
  });
});

describe('files: image, ext, mimes, size', () => {
  it('image: a file of type image/*', () => {
    expect(isImageValid(png())).toBe(true);
    expect(isImageValid(png('photo.webp', 1, 'image/webp'))).toBe(true);
    expect(isImageValid([png(), png('b.jpg', 1, 'image/jpeg')])).toBe(true);
    expect(isImageValid(pdf())).toBe(false);
    expect(isImageValid([png(), pdf()])).toBe(false);
    expect(isImageValid(png('fake.png', 1, ''))).toBe(false); // the type decides, not the name
    expect(isImageValid('logo.png')).toBe(false); // a name is no file
    expect(isImageValid({ name: 'x.png', type: 'image/png', size: 3 })).toBe(true); // file-like (server)
    expect(isImageValid({ name: 'x.png', type: 'application/x-image', size: 3 })).toBe(false);
    expect(isImageValid({ name: 'x.png', type: 'image/', size: 3 })).toBe(false);
  });

  it('ext: the file name ends in one of the extensions', () => {
    expect(isExtValid(pdf(), ['pdf'])).toBe(true);
    expect(isExtValid(pdf('TERMS.PDF'), ['pdf'])).toBe(true);
    expect(isExtValid(pdf('a.pdf'), ['.doc', '.pdf'])).toBe(true);
    expect(isExtValid(pdf('a.pdf.exe'), ['pdf'])).toBe(false);
    expect(isExtValid(pdf('apdf'), ['pdf'])).toBe(false);
    expect(isExtValid(pdf('.pdf'), ['pdf'])).toBe(false);
    expect(isExtValid(pdf('a.tar.gz'), ['tar.gz'])).toBe(true);
    expect(isExtValid([pdf(), png()], ['pdf'])).toBe(false);
    expect(isExtValid(pdf(), [])).toBe(false);
  });

  it('mimes: the type is one of the list, * is a wildcard', () => {
    expect(isMimesValid(png(), ['image/*'])).toBe(true);
    expect(isMimesValid(png('a.svg', 1, 'image/svg+xml'), ['image/*'])).toBe(true);
    expect(isMimesValid(pdf(), ['image/*'])).toBe(false);
    expect(isMimesValid(pdf(), ['image/*', 'application/pdf'])).toBe(true);
    expect(isMimesValid(pdf(), ['application/pdfx'])).toBe(false);
    expect(isMimesValid(png('a.png', 1, 'IMAGE/PNG'), ['image/png'])).toBe(true);
    expect(isMimesValid(png('a.x', 1, 'imagexpng'), ['image.png'])).toBe(false); // "." is no wildcard
    expect(isMimesValid(png('a.x', 1, 'application/vnd.ms-excel'), ['application/vnd.*'])).toBe(true);
    // the wildcard stands for one non-empty part
    expect(isMimesValid({ name: 'a', type: 'image/', size: 1 }, ['image/*'])).toBe(false);
    expect(isMimesValid({ name: 'a', type: 'image/png/x', size: 1 }, ['image/*'])).toBe(false);
  });

  it('size: at most size KB (1024 bytes)', () => {
    expect(isSizeValid(pdf('a.pdf', 1024), 1)).toBe(true);
    expect(isSizeValid(pdf('a.pdf', 1025), 1)).toBe(false);
    expect(isSizeValid([pdf('a.pdf', 10), pdf('b.pdf', 5000)], 4)).toBe(false);
    expect(isSizeValid('1024', 1)).toBe(false);
    expect(isSizeValid(pdf(), -1)).toBe(false);
  });

  it('read a FileList (the files of a file input) like an array', () => {
    /** Array-like and iterable like the DOM's FileList, but no array. */
    class FakeFileList {
      [index: number]: File;
      length: number;
      constructor(files: File[] = []) {
        files.forEach((f, i) => (this[i] = f));
        this.length = files.length;
      }
      item(i: number) {
        return this[i] ?? null;
      }
      *[Symbol.iterator]() {
        for (let i = 0; i < this.length; i++) yield this[i] as File;
      }
      static from(files: File[]) {
        return new FakeFileList(files);
      }
    }
    const saved = (globalThis as { FileList?: unknown }).FileList;
    (globalThis as { FileList?: unknown }).FileList = FakeFileList;
    try {
      expect(validate(FakeFileList.from([pdf(), pdf('b.pdf')]), ['ext:pdf', 'size:1'], 'File').valid).toBe(true);
      expect(outcome(validate(FakeFileList.from([pdf(), png()]), ['ext:pdf'], 'File'))).toBe('ext');
      expect(validate(new FakeFileList(), ['ext:pdf', 'image'], 'File').valid).toBe(true); // no file: empty
    } finally {
      (globalThis as { FileList?: unknown }).FileList = saved;
    }
  });

  it('through validate, with messages in en and da', async () => {
    await activateCulture('en');
    expect(validate([png(), png('b.png')], ['image', 'ext:png,jpg', 'mimes:image/*', 'size:1'], 'Logo').valid).toBe(
      true,
    );
    expect(text(validate(pdf(), ['image'], 'Logo'))).toBe('The Logo field must be an image');
    expect(text(validate(pdf(), ['ext:png,jpg'], 'Logo'))).toBe('The Logo field is not a valid file');
    expect(text(validate(pdf(), [{ mimes: ['image/*'] }], 'Logo'))).toBe('The Logo field must have a valid file type');
    expect(text(validate(png('a.png', 3000), ['size:2'], 'Logo'))).toBe('The Logo field size must be less than 2KB');
    await activateCulture('da');
    expect(text(validate(pdf(), [{ image: true }], 'Logo'))).toBe('Logo skal være et billede');
    expect(text(validate(pdf(), [{ ext: 'png' }], 'Logo'))).toBe('Logo er ikke en gyldig fil');
    expect(text(validate(pdf(), ['mimes:image/png'], 'Logo'))).toBe('Logo skal have en gyldig filtype');
    expect(text(validate(png('a.png', 3000), [{ size: { size: 2 } }], 'Logo'))).toBe('Logo skal være mindre end 2 KB');
  });
});

describe('dimensions', () => {
  const sizes = new Map<string, { width: number; height: number }>([
    ['logo.png', { width: 200, height: 100 }],
    ['big.png', { width: 400, height: 200 }],
  ]);
  const read: ImageSizeReader = async (file) => sizes.get((file as File).name) ?? null;

  it('image files of exactly width × height pixels, read by the injected reader', async () => {
    await expect(isDimensionsValid(png('logo.png'), 200, 100, read)).resolves.toBe(true);
    await expect(isDimensionsValid(png('big.png'), 200, 100, read)).resolves.toBe(false);
    await expect(isDimensionsValid([png('logo.png'), png('big.png')], 200, 100, read)).resolves.toBe(false);
    await expect(isDimensionsValid(png('unknown.png'), 200, 100, read)).resolves.toBe(false); // unreadable
    await expect(isDimensionsValid(pdf(), 200, 100, read)).resolves.toBe(false); // no image
    await expect(isDimensionsValid(null, 200, 100, read)).resolves.toBe(true); // empty
    const throwing: ImageSizeReader = () => {
      throw new Error('decode failed');
    };
    await expect(isDimensionsValid(png('logo.png'), 200, 100, throwing)).resolves.toBe(false);
    await expect(isDimensionsValid(png('logo.png'), 200, 100, () => Promise.reject(new Error('x')))).resolves.toBe(
      false,
    );
  });

  it('the default reader needs a browser: in Node it reads nothing and dimensions fails', async () => {
    await expect(readImageSize(png())).resolves.toBeNull();
    await expect(readImageSize('not a blob')).resolves.toBeNull();
    await expect(isDimensionsValid(png('logo.png'), 200, 100)).resolves.toBe(false);
  });

  it('validateAsync checks the pixels; validate checks only that it is an image', async () => {
    await activateCulture('en');
    const context = { readImageSize: read };
    expect((await validateAsync(png('logo.png'), ['dimensions:200,100'], 'Logo', context)).valid).toBe(true);
    const wrong = await validateAsync(png('big.png'), [{ dimensions: { width: 200, height: 100 } }], 'Logo', context);
    expect(text(wrong)).toBe('The Logo field must be 200 pixels by 100 pixels');
    expect(validate(png('big.png'), ['dimensions:200,100'], 'Logo').valid).toBe(true); // pixel size unknown
    expect(isDimensionsCandidate(png('big.png'), 200, 100)).toBe(true);
    expect(text(validate(pdf(), ['dimensions:200,100'], 'Logo'))).toBe(
      'The Logo field must be 200 pixels by 100 pixels',
    );
    await activateCulture('da');
    expect(text(await validateAsync(png('big.png'), [{ dimensions: [200, 100] }], 'Logo', context))).toBe(
      'Logo skal være 200 gange 100 pixels',
    );
  });

  it('validateAsync keeps the rule order: an earlier failure wins before any image is read', async () => {
    let reads = 0;
    const counting: ImageSizeReader = (file) => {
      reads += 1;
      return read(file);
    };
    const r = await validateAsync(pdf(), ['image', 'dimensions:200,100'], 'Logo', { readImageSize: counting });
    expect(outcome(r)).toBe('image');
    expect(reads).toBe(0);
    const r2 = await validateAsync(png('big.png'), ['dimensions:200,100', 'size:0'], 'Logo', {
      readImageSize: counting,
    });
    expect(outcome(r2)).toBe('dimensions');
    expect(reads).toBe(1);
    expect(outcome(await validateAsync('', ['required', 'dimensions:1,1'], 'Logo'))).toBe('required');
  });
});

describe('empty values', () => {
  /** Every generic rule with parameters that a non-empty value could fail. */
  const ALL: Record<string, Rule> = {
    alpha: 'alpha',
    alpha_num: 'alpha_num',
    alpha_dash: 'alpha_dash',
    alpha_spaces: 'alpha_spaces',
    between: 'between:1,10',
    confirmed: 'confirmed:other',
    digits: 'digits:4',
    dimensions: 'dimensions:10,10',
    email: 'email',
    excluded: 'excluded:x',
    ext: 'ext:pdf',
    image: 'image',
    integer: 'integer',
    length: 'length:3',
    max: 'max:0',
    max_value: 'max_value:-1',
    mimes: 'mimes:image/*',
    min: 'min:3',
    min_value: 'min_value:5',
    numeric: 'numeric',
    oneOf: 'oneOf:x',
    regex: 'regex:^x$',
    required: 'required',
    required_if: 'required_if:other',
    size: 'size:0',
  };
  const context = { values: { other: 'set' }, readImageSize: () => null };

  it('covers every rule with a message', () => {
    expect(Object.keys(ALL).sort()).toEqual([...RULE_NAMES].sort());
  });

  it.each([null, undefined, '', '   ', []])('%j passes every rule but required and required_if', async (empty) => {
    for (const [name, rule] of Object.entries(ALL)) {
      const expected = name === 'required' || name === 'required_if' ? name : 'valid';
      expect(outcome(validate(empty, [rule], 'X', context)), name).toBe(expected);
      expect(outcome(await validateAsync(empty, [rule], 'X', context)), name).toBe(expected);
    }
  });

  it('a non-empty value fails each of them (the rules above can fail)', () => {
    const failing: Record<string, unknown> = {
      alpha: '1',
      alpha_num: '-',
      alpha_dash: ' x',
      alpha_spaces: '1',
      between: 11,
      confirmed: 'x',
      digits: '1',
      dimensions: 'x',
      email: 'x',
      excluded: 'x',
      ext: png(),
      image: pdf(),
      integer: 'x',
      length: 'x',
      max: 'x',
      max_value: 0,
      mimes: pdf(),
      min: 'x',
      min_value: 1,
      numeric: 'x',
      oneOf: 'y',
      regex: 'y',
      required: '',
      required_if: '',
      size: pdf(),
    };
    for (const [name, rule] of Object.entries(ALL)) {
      expect(outcome(validate(failing[name], [rule], 'X', context)), name).toBe(name);
    }
  });
});

describe('hostile input never throws', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const revokedArray = Proxy.revocable([], {});
  revokedArray.revoke();
  const trap = () => {
    throw new Error('trap');
  };
  const hostile: [string, unknown][] = [
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['object', { a: 1 }],
    ['null-prototype object', Object.create(null)],
    ['throwing toString', { toString: trap, valueOf: trap }],
    ['throwing getters', Object.defineProperties({}, { name: { get: trap }, size: { get: trap } })],
    ['Proxy throwing on every trap', new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap })],
    ['revoked Proxy', revoked.proxy],
    ['revoked array Proxy', revokedArray.proxy],
    ['symbol', Symbol('x')],
    ['function', () => 1],
    ['bigint', 10n ** 30n],
    ['Date', new Date(0)],
    ['nested arrays', [[['a']], [1, [2]]]],
    ['huge string', 'æ'.repeat(2_000_000)],
    ['huge digit string', '9'.repeat(1_000_000)],
    ['boolean', true],
  ];
  const rules: Rule[] = [
    'alpha',
    'alpha_num',
    'alpha_dash',
    'alpha_spaces',
    'between:1,10',
    'confirmed:other',
    'digits:4',
    'dimensions:10,10',
    'email',
    'email:multiple',
    'excluded:x',
    'ext:pdf',
    'image',
    'integer',
    'length:3',
    'max:3',
    'max_value:5',
    'mimes:image/*',
    'min:3',
    'min_value:5',
    'numeric',
    'oneOf:x',
    'regex:^x$',
    'required',
    'required_if:other',
    'size:1',
    'ean',
    'true',
  ];

  it.each(hostile)('%s', async (_label, value) => {
    for (const rule of rules) {
      for (const context of [{}, { values: { other: value } }]) {
        let result: ValidationResult | undefined;
        expect(() => (result = validate(value, [rule], 'X', context)), String(rule)).not.toThrow();
        expect(typeof result?.valid).toBe('boolean');
        await expect(validateAsync(value, [rule], 'X', { ...context, readImageSize: () => null })).resolves.toEqual(
          expect.objectContaining({ valid: expect.any(Boolean) }),
        );
      }
    }
  });

  it('wrong types fail the text rules rather than passing', () => {
    for (const value of [{ a: 1 }, Number.NaN, true, Symbol('x'), () => 1]) {
      expect(isAlphaValid(value)).toBe(false);
      expect(isMaxValid(value, 100)).toBe(false);
      expect(isBetweenValid(value, -1e9, 1e9)).toBe(false);
      expect(isImageValid(value)).toBe(false);
    }
  });

  it('values that throw when inspected fail (they do not pass)', () => {
    const throwingFile = Object.defineProperties({}, { name: { get: trap }, type: { get: trap }, size: { get: trap } });
    const throwingProxy = new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap });
    for (const value of [revoked.proxy, revokedArray.proxy, throwingFile, throwingProxy]) {
      expect(isAlphaValid(value)).toBe(false);
      expect(isImageValid(value)).toBe(false);
      expect(isSizeValid(value, 1000)).toBe(false);
      expect(isOneOfValid(value, ['x'])).toBe(false);
      expect(isLengthValid(value, 0)).toBe(false);
      expect(outcome(validate(value, ['ext:pdf'], 'X'))).toBe('ext');
    }
  });

  it('a huge string is checked, not just survived', () => {
    const huge = 'æ'.repeat(2_000_000);
    expect(isAlphaValid(huge)).toBe(true);
    expect(isAlphaValid(`${huge}1`)).toBe(false);
    expect(isMaxValid(huge, 35)).toBe(false);
    expect(isNumericValid('9'.repeat(1_000_000))).toBe(true);
    expect(isBetweenValid('9'.repeat(1_000_000), 0, 10)).toBe(false); // Infinity is no number
  });

  it('hostile rule lists and parameters fail with the default message', async () => {
    await activateCulture('en');
    for (const rules of [[null], [42], [{ between: Symbol('x') }], [{ oneOf: revoked.proxy }], [() => 1]]) {
      let result: ValidationResult | undefined;
      expect(() => (result = validate('x', rules as never, 'Name'))).not.toThrow();
      expect(text(result as ValidationResult)).toBe('Name is not valid.');
    }
    expect(validate('x', undefined as never, 'Name').valid).toBe(true); // no rules
  });
});

describe('parameter parsing', () => {
  beforeAll(() => activateCulture('en'));

  it('string, positional and named parameters are the same rule', () => {
    const forms: Rule[] = ['between:1,10', 'between: 1 , 10 ', { between: [1, 10] }, { between: ['1', '10'] }];
    forms.push({ between: { min: 1, max: 10 } });
    for (const rule of forms) {
      expect(validate(5, [rule], 'X').valid, JSON.stringify(rule)).toBe(true);
      expect(outcome(validate(11, [rule], 'X')), JSON.stringify(rule)).toBe('between');
    }
  });

  it.each<[string, Rule]>([
    ['a missing parameter', 'between:1'],
    ['a missing list', 'between'],
    ['a non-number', 'between:a,b'],
    ['an empty parameter', 'max:'],
    ['a negative length', 'max:-1'],
    ['a fractional length', 'length:1.5'],
    ['too many parameters', 'digits:4,5'],
    ['a parameter on a rule without any', 'required:yes'],
    ['a named object missing a name', { between: { min: 1 } as never }],
    ['a bad email option', 'email:single'],
    ['an empty list', { oneOf: [] }],
    ['no extensions', 'ext'],
    ['a blank mime type', { mimes: [' '] }],
    ['a negative size', 'size:-1'],
    ['no target field', 'confirmed'],
    ['a blank target field', 'required_if: ,DK'],
    ['one dimension', 'dimensions:100'],
    ['an invalid pattern', 'regex:[a-'],
    ['an unknown rule', 'bogus' as never],
    ['an unknown rule with parameters', 'bogus:1,2' as never],
    ['an unknown rule in an object', { bogus: true } as never],
  ])('%s fails with the default message, whatever the value', async (_label, rule) => {
    for (const value of ['5', '', null]) {
      const r = validate(value, [rule], 'Field');
      expect(r.valid).toBe(false);
      expect(text(r)).toBe('Field is not valid.');
    }
    await activateCulture('da');
    expect(text(validate('5', [rule], 'Felt'))).toBe('Felt er ikke gyldig.');
    await activateCulture('en');
  });

  it('reports the rule as written', () => {
    expect(outcome(validate('x', ['bogus:1' as never], 'X'))).toBe('bogus:1');
    expect(outcome(validate('x', ['between:a,b'], 'X'))).toBe('between');
    expect(outcome(validate('xx', ['max:1'], 'X'))).toBe('max');
  });

  it('a whole rule string "a|b:1" and objects with several rules run in order', () => {
    expect(outcome(validate('', 'required|max:3', 'X'))).toBe('required');
    expect(outcome(validate('abcd', 'required|max:3', 'X'))).toBe('max');
    expect(outcome(validate('abc', 'required|max:3', 'X'))).toBe('valid');
    expect(outcome(validate('abcd', { required: true, max: 3 }, 'X'))).toBe('max');
    expect(outcome(validate('', { required: true, max: 3 }, 'X'))).toBe('required');
    expect(outcome(validate('abcd', [{ min: 5, max: 3 }], 'X'))).toBe('min');
  });

  it('false switches a rule off in the object syntax', () => {
    expect(validate('', [{ required: false }], 'X').valid).toBe(true);
    expect(validate('', [{ required: true }], 'X').valid).toBe(false);
  });

  it('numbers in parameters are decimal', () => {
    expect(validate(1.5, ['between:1.25,1.75'], 'X').valid).toBe(true);
    expect(validate(-3, ['min_value:-5', 'max_value:-1'], 'X').valid).toBe(true);
    expect(toNumber(' 2e3 ')).toBe(2000);
    expect(toNumber('0x10')).toBeNaN();
    expect(toNumber('')).toBeNaN();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it('message values are the parsed numbers', () => {
    const r = validate('abcd', ['max: 3'], 'Code');
    expect(!r.valid && r.message.values).toEqual({ field: 'Code', length: 3 });
    const d = validate(pdf(), [{ dimensions: ['64', '32'] }], 'Icon');
    expect(!d.valid && d.message.values).toEqual({ field: 'Icon', width: 64, height: 32 });
  });
});
