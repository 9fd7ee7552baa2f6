import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Validation messages (spec §5), English source texts with Danish in locales/da/messages.po.
 * Placeholders: `{field}` is the (already translated) field name; rule parameters use the
 * names below (`{length}`, `{min}`, `{max}`, `{target}`, `{width}`, `{height}`, `{size}`).
 * Render with `i18n._(descriptor)` after adding `values`, or use {@link ruleMessage}.
 */
export const RULE_MESSAGES = {
  alpha: msg({ message: 'The {field} field may only contain alphabetic characters', comment: 'validation rule alpha' }),
  alpha_num: msg({
    message: 'The {field} field may only contain alpha-numeric characters',
    comment: 'validation rule alpha_num',
  }),
  alpha_dash: msg({
    message: 'The {field} field may contain alpha-numeric characters as well as dashes and underscores',
    comment: 'validation rule alpha_dash',
  }),
  alpha_spaces: msg({
    message: 'The {field} field may only contain alphabetic characters as well as spaces',
    comment: 'validation rule alpha_spaces',
  }),
  between: msg({ message: 'The {field} field must be between {min} and {max}', comment: 'validation rule between' }),
  confirmed: msg({ message: 'The {field} field confirmation does not match', comment: 'validation rule confirmed' }),
  digits: msg({
    message: 'The {field} field must be numeric and exactly contain {length} digits',
    comment: 'validation rule digits',
  }),
  dimensions: msg({
    message: 'The {field} field must be {width} pixels by {height} pixels',
    comment: 'validation rule dimensions',
  }),
  email: msg({ message: 'The {field} field must be a valid email', comment: 'validation rule email' }),
  excluded: msg({ message: 'The {field} field is not a valid value', comment: 'validation rule excluded' }),
  ext: msg({ message: 'The {field} field is not a valid file', comment: 'validation rule ext' }),
  image: msg({ message: 'The {field} field must be an image', comment: 'validation rule image' }),
  integer: msg({ message: 'The {field} field must be an integer', comment: 'validation rule integer' }),
  length: msg({ message: 'The {field} field must be {length} long', comment: 'validation rule length' }),
  max: msg({
    message: 'The {field} field may not be greater than {length} characters',
    comment: 'validation rule max',
  }),
  max_value: msg({ message: 'The {field} field must be {max} or less', comment: 'validation rule max_value' }),
  mimes: msg({ message: 'The {field} field must have a valid file type', comment: 'validation rule mimes' }),
  min: msg({ message: 'The {field} field must be at least {length} characters', comment: 'validation rule min' }),
  min_value: msg({ message: 'The {field} field must be {min} or more', comment: 'validation rule min_value' }),
  numeric: msg({
    message: 'The {field} field may only contain numeric characters',
    comment: 'validation rule numeric',
  }),
  oneOf: msg({ message: 'The {field} field is not a valid value', comment: 'validation rule oneOf' }),
  regex: msg({ message: 'The {field} field format is invalid', comment: 'validation rule regex' }),
  required: msg({ message: 'The {field} field is required', comment: 'validation rule required' }),
  required_if: msg({ message: 'The {field} field is required', comment: 'validation rule required_if' }),
  size: msg({ message: 'The {field} field size must be less than {size}KB', comment: 'validation rule size' }),
} satisfies Record<string, MessageDescriptor>;

export type RuleName = keyof typeof RULE_MESSAGES;

/** Every generic rule with a message (spec §5). */
export const RULE_NAMES = Object.keys(RULE_MESSAGES) as RuleName[];

/** Fallback for a rule without its own message (spec §5). */
export const DEFAULT_MESSAGE: MessageDescriptor = msg({
  message: '{field} is not valid.',
  comment: 'validation default',
});

/** Gift info name: must hold first and last name (spec §5). */
export const GIFT_NAME_MESSAGE: MessageDescriptor = msg({
  message: 'Please enter first and last name',
  comment: 'gift recipient info: the name must contain first and last name',
});

export type MessageValues = Record<string, string | number>;

/** The descriptor of `rule` (or the default fallback) with its values attached. */
export function ruleMessage(rule: string, values: MessageValues): MessageDescriptor {
  const base = Object.prototype.hasOwnProperty.call(RULE_MESSAGES, rule)
    ? RULE_MESSAGES[rule as RuleName]
    : DEFAULT_MESSAGE;
  return { ...base, values };
}
