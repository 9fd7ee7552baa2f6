import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { isRequired, parseRules, validateField } from '../../../src/ui/rules.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
function first(value: string, rules: string, field = 'E-mail'): string | null {
  const result = validateField(value, parseRules(rules), field);
  return result.valid ? null : `${result.rule}: ${i18n._(result.message)}`;
}

describe('form rule lists (forms/rules.ts)', () => {
  it('parses a rule list; unknown rules and rules without their number are ignored and reported', () => {
    const parsed = parseRules(' required | email|ean|max:35|bogus|max|between:1|email:multiple ');
    expect(parsed.rules.map((r) => r.name)).toEqual(['required', 'email', 'ean', 'max', 'email']);
    expect(parsed.problems).toEqual(['bogus', 'max', 'between:1']);
    expect(isRequired(parsed)).toBe(true);
    expect(parseRules(undefined)).toEqual({ rules: [], problems: [] });
  });

  it('the FIRST failing rule wins, with the generic messages', () => {
    expect(first('', 'required|email')).toBe('required: The E-mail field is required');
    expect(first('a@b.dk', 'max:3')).toBe('max: The E-mail field may not be greater than 3 characters');
    expect(first('12', 'phone', 'Telefon')).toBe('phone: Telefon is not valid.');
    expect(first('   ', 'required|email')).toMatch(/^required: /);
    expect(first('nope', 'required|email|max:3')).toMatch(/^email: /);
    expect(first('a@b.dk', 'required|email|max:3')).toMatch(/^max: /);
    expect(first('søren@blåbær.dk', 'required|email')).toBeNull();
    expect(first('a@b.dk, c@d.dk', 'email:multiple')).toBeNull();
  });

  it('every rule but required passes an empty value', () => {
    expect(first('', 'email|ean|max:1|min:5|digits:4|numeric|phone|between:1,9')).toBeNull();
  });

  it('ean, max, min, length, digits, numeric, integer, alpha*, values, between, phone', () => {
    expect(first('5790000000012', 'ean', 'EAN')).toBeNull();
    expect(first('5790000000013', 'ean', 'EAN')).toMatch(/^ean: /);
    expect(first('abcd', 'min:5')).toMatch(/^min: /);
    expect(first('abcde', 'length:4')).toMatch(/^length: /);
    expect(first('12a4', 'digits:4')).toMatch(/^digits: /);
    expect(first('1234', 'digits:4')).toBeNull();
    expect(first('12.5', 'numeric')).toMatch(/^numeric: /);
    expect(first('-12', 'integer')).toBeNull();
    expect(first('Åse', 'alpha')).toBeNull();
    expect(first('Åse 2', 'alpha_spaces')).toMatch(/^alpha_spaces: /);
    expect(first('a_b-1', 'alpha_dash')).toBeNull();
    expect(first('a1', 'alpha_num')).toBeNull();
    expect(first('4', 'min_value:5')).toMatch(/^min_value: /);
    expect(first('6', 'max_value:5')).toMatch(/^max_value: /);
    expect(first('10', 'between:1,9')).toMatch(/^between: /);
    expect(first('12 34 56 78', 'phone', 'Telefon')).toBeNull();
    expect(first('12', 'phone', 'Telefon')).toMatch(/^phone: /);
  });
});
