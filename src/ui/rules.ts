/**
 * A rule list such as `required|email|ean|max:35` (the `rules` of `<checkout-input>` and of every form field
 * through `useFormValidation`): parsed once, run in order, and the FIRST failure is the message shown (spec §2
 * "Checkout text input shows the first validation error"). Moved here from src/features/checkout-input/.
 *
 * Rules and messages (src/validation, spec §5): `required`, `email` (`email:multiple` for a comma-separated
 * list), `ean` (the regex message), `max:N` / `min:N` / `length:N` (characters), `digits:N`, `numeric`,
 * `integer`, `alpha`, `alpha_num`, `alpha_dash`, `alpha_spaces`, `min_value:N`, `max_value:N`, `between:A,B`
 * with the generic messages, and `phone` (a Danish or international number once spaces are removed and +45
 * added, src/validation/phone.ts) with the default message '{field} is not valid.'. Every rule but `required`
 * passes an empty value. An unknown rule name, or a rule without its number, is reported in `problems` and
 * ignored (a typo in a template must not make the field impossible to submit).
 */
import type { MessageDescriptor } from '@lingui/core';
import {
  DEFAULT_MESSAGE,
  isEmpty,
  normalizePhone,
  ruleMessage,
  validateEan,
  validateEmail,
  validateRequired,
} from '../validation/index.ts';

export interface ParsedRule {
  name: string;
  params: string[];
}

export interface ParsedRules {
  rules: ParsedRule[];
  /** Rules that were ignored, as written. */
  problems: string[];
}

export type FieldResult = { valid: true } | { valid: false; rule: string; message: MessageDescriptor };

const NO_PARAM = new Set([
  'required',
  'email',
  'ean',
  'numeric',
  'integer',
  'alpha',
  'alpha_num',
  'alpha_dash',
  'alpha_spaces',
  'phone',
]);
const ONE_NUMBER = new Set(['max', 'min', 'length', 'digits', 'min_value', 'max_value']);

function isNumber(text: string | undefined): boolean {
  return text !== undefined && text.trim() !== '' && Number.isFinite(Number(text));
}

export function parseRules(text: unknown): ParsedRules {
  const rules: ParsedRule[] = [];
  const problems: string[] = [];
  if (typeof text !== 'string') return { rules, problems };
  for (const raw of text.split('|')) {
    const part = raw.trim();
    if (!part) continue;
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim();
    const params =
      colon < 0
        ? []
        : part
            .slice(colon + 1)
            .split(',')
            .map((p) => p.trim());
    const ok =
      (NO_PARAM.has(name) &&
        (name !== 'email' || params.length === 0 || (params.length === 1 && params[0] === 'multiple'))) ||
      (ONE_NUMBER.has(name) && params.length === 1 && isNumber(params[0])) ||
      (name === 'between' && params.length === 2 && isNumber(params[0]) && isNumber(params[1]));
    if (ok) rules.push({ name, params });
    else problems.push(part);
  }
  return { rules, problems };
}

/** True when the list holds `required`. */
export function isRequired(parsed: ParsedRules): boolean {
  return parsed.rules.some((r) => r.name === 'required');
}

const PATTERNS: Record<string, RegExp> = {
  numeric: /^\d+$/,
  integer: /^-?\d+$/,
  alpha: /^\p{L}+$/u,
  alpha_num: /^[\p{L}\p{N}]+$/u,
  alpha_dash: /^[\p{L}\p{N}_-]+$/u,
  alpha_spaces: /^[\p{L}\s]+$/u,
};

const ok: FieldResult = { valid: true };

function fail(rule: string, values: Record<string, string | number>): FieldResult {
  return { valid: false, rule, message: ruleMessage(rule, values) };
}

function runRule(rule: ParsedRule, value: string, field: string): FieldResult {
  const [a = '', b = ''] = rule.params;
  switch (rule.name) {
    case 'required':
      return validateRequired(value, field);
    case 'email':
      return validateEmail(value, field, { multiple: a === 'multiple' });
    case 'ean':
      return validateEan(value, field);
  }
  if (isEmpty(value)) return ok;
  const text = value.trim();
  switch (rule.name) {
    case 'max':
      return value.length > Number(a) ? fail('max', { field, length: Number(a) }) : ok;
    case 'min':
      return value.length < Number(a) ? fail('min', { field, length: Number(a) }) : ok;
    case 'length':
      return value.length !== Number(a) ? fail('length', { field, length: Number(a) }) : ok;
    case 'digits':
      return /^\d+$/.test(text) && text.length === Number(a) ? ok : fail('digits', { field, length: Number(a) });
    case 'min_value':
      return isNumber(text) && Number(text) >= Number(a) ? ok : fail('min_value', { field, min: Number(a) });
    case 'max_value':
      return isNumber(text) && Number(text) <= Number(a) ? ok : fail('max_value', { field, max: Number(a) });
    case 'between':
      return isNumber(text) && Number(text) >= Number(a) && Number(text) <= Number(b)
        ? ok
        : fail('between', { field, min: Number(a), max: Number(b) });
    case 'phone':
      return /^\+\d{8,15}$/.test(normalizePhone(text))
        ? ok
        : { valid: false, rule: 'phone', message: { ...DEFAULT_MESSAGE, values: { field } } };
    default: {
      const pattern = PATTERNS[rule.name];
      return !pattern || pattern.test(text) ? ok : fail(rule.name, { field });
    }
  }
}

/** Runs the rules in order; the first failure wins. */
export function validateField(value: string, parsed: ParsedRules, field: string): FieldResult {
  for (const rule of parsed.rules) {
    const result = runRule(rule, value, field);
    if (!result.valid) return result;
  }
  return ok;
}
