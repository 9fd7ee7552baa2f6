import type { MessageDescriptor } from '@lingui/core';
import { GIFT_NAME_MESSAGE, ruleMessage } from './messages.ts';
import {
  isEmpty,
  isRequiredValid,
  isTrueValid,
  isEmailValid,
  isEanValid,
  isGiftNameValid,
  type EmailOptions,
} from './rules.ts';

/**
 * Validators of spec §5 with their messages: the `validate*` functions return a
 * {@link ValidationResult} with a message descriptor to render with `i18n._(result.message)`.
 * The predicates themselves are in rules.ts (no Lingui; usable on the server).
 */

export type ValidationResult = { valid: true } | { valid: false; rule: string; message: MessageDescriptor };

const ok: ValidationResult = { valid: true };

function fail(rule: string, messageRule: string, field: string): ValidationResult {
  return { valid: false, rule, message: ruleMessage(messageRule, { field }) };
}

/** required with its message ('The {field} field is required'). */
export function validateRequired(value: unknown, field: string): ValidationResult {
  return isRequiredValid(value) ? ok : fail('required', 'required', field);
}

/** true with the required message (spec §5). */
export function validateTrue(value: unknown, field: string): ValidationResult {
  return isTrueValid(value) ? ok : fail('true', 'required', field);
}

/** email with the email message. */
export function validateEmail(value: unknown, field: string, options: EmailOptions = {}): ValidationResult {
  return isEmailValid(value, options) ? ok : fail('email', 'email', field);
}

/** ean with the regex message (spec §5). */
export function validateEan(value: unknown, field: string): ValidationResult {
  return isEanValid(value) ? ok : fail('ean', 'regex', field);
}

export interface GiftNameResult {
  valid: boolean;
  /** Show the message only when something was typed and it is invalid (spec §5). */
  showError: boolean;
  /** 'Udfyld venligst fornavn og efternavn' in Danish. */
  message: MessageDescriptor;
}

/** The gift info name rule (required, must contain a space). */
export function validateGiftName(value: unknown): GiftNameResult {
  const valid = isGiftNameValid(value);
  return { valid, showError: !valid && !isEmpty(value), message: GIFT_NAME_MESSAGE };
}

/** A rule in a rule list: a name, or `{ email: { multiple: true } }`. */
export type Rule = 'required' | 'true' | 'email' | 'ean' | { email: EmailOptions };

/**
 * Runs rules in order and returns the first failure (the checkout input shows the first
 * error, spec §2). Unknown rules fail with the default message '{field} is not valid.'.
 */
export function validate(value: unknown, rules: readonly Rule[], field: string): ValidationResult {
  for (const rule of rules) {
    let result: ValidationResult;
    if (rule === 'required') result = validateRequired(value, field);
    else if (rule === 'true') result = validateTrue(value, field);
    else if (rule === 'email') result = validateEmail(value, field);
    else if (rule === 'ean') result = validateEan(value, field);
    else if (typeof rule === 'object' && rule !== null && 'email' in rule)
      result = validateEmail(value, field, rule.email);
    else result = { valid: false, rule: String(rule), message: ruleMessage('', { field }) };
    if (!result.valid) return result;
  }
  return ok;
}
