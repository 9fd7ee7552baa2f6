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

import { parseRules, type Check, type Parsed, type Rule, type ValidationContext } from './rule-specs.ts';

export type { KnownRule, Rule, RuleObject, RuleParamMap, ValidationContext } from './rule-specs.ts';

function failure(name: string, check: Check | null, field: string): ValidationResult {
  return {
    valid: false,
    rule: name,
    message: ruleMessage(check ? check.message : '', { ...check?.values, field }),
  };
}

function safely(run: () => boolean): boolean {
  try {
    return run();
  } catch {
    return false;
  }
}

/**
 * Runs `rules` on `value` in order and returns the first failure (the checkout input shows the
 * first error, spec §2), with the rule's message and its parameters (`{min}`, `{max}`,
 * `{length}`, `{width}`, `{height}`, `{size}`) filled. A rule is a name (`'required'`),
 * `'name:param1,param2'` (`'between:1,10'`, `'confirmed:password'`, `'regex:^[0-9]+$'`) or an
 * object (`{ between: { min: 1, max: 10 } }`, `{ between: [1, 10] }`); `rules` may also be one
 * `'required|max:35'` string or one object. `context.values` holds the other fields' values for
 * `confirmed` and `required_if`. An unknown rule or a malformed parameter fails with the default
 * message '{field} is not valid.'. Never throws.
 *
 * `dimensions` needs to read the image (async): here it checks only that the value is image
 * files, and passes any pixel size; {@link validateAsync} checks the size too.
 */
export function validate(
  value: unknown,
  rules: readonly Rule[] | Rule | string,
  field: string,
  context: ValidationContext = {},
): ValidationResult {
  for (const { name, check } of safeParse(rules)) {
    if (!check || !safely(() => check.test(value, context))) return failure(name, check, field);
  }
  return ok;
}

/** {@link validate} with the full `dimensions` check (reads the images with `context.readImageSize`). */
export async function validateAsync(
  value: unknown,
  rules: readonly Rule[] | Rule | string,
  field: string,
  context: ValidationContext = {},
): Promise<ValidationResult> {
  for (const { name, check } of safeParse(rules)) {
    let passed = check !== null && safely(() => check.test(value, context));
    if (passed && check?.testAsync) {
      try {
        passed = await check.testAsync(value, context);
      } catch {
        passed = false;
      }
    }
    if (!passed) return failure(name, check, field);
  }
  return ok;
}

function safeParse(rules: unknown): Parsed[] {
  try {
    return parseRules(rules);
  } catch {
    return [{ name: 'rules', check: null }];
  }
}
