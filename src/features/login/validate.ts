/**
 * Field checks of the login and reset forms (spec §5: login — username and password required; reset — username
 * required, e-mail type) with the shared rule lists of src/ui/ (`parseRules` / `validateField`: the
 * generic messages 'The {field} field is required', 'The {field} field must be a valid email'; `{field}` = the
 * translated label).
 *
 * Decision: the login form does not keep its values in React state (`useFormValidation`): it checks the values
 * the DOM holds at submit. A password manager's autofill may fill the inputs without an input event React sees
 * (Chrome even withholds an autofilled password from scripts until the first user gesture, which the submit
 * click is), so the DOM is the truth for these fields.
 */
import type { MessageDescriptor } from '@lingui/core';
import { parseRules, validateField, type ParsedRules } from '../../ui/forms.ts';

export interface FieldSpec {
  /** The field's name (the key of the result). */
  name: string;
  value: string;
  /** The translated label: `{field}` in the messages. */
  label: string;
  /** A rule list, e.g. `required|email`. */
  rules: string;
}

const parsed = new Map<string, ParsedRules>();
function rulesOf(text: string): ParsedRules {
  let rules = parsed.get(text);
  if (!rules) {
    rules = parseRules(text);
    parsed.set(text, rules);
  }
  return rules;
}

/** The first error of each invalid field, in field order (an empty object when every field is valid). */
export function checkFields(fields: readonly FieldSpec[]): Record<string, MessageDescriptor> {
  const errors: Record<string, MessageDescriptor> = {};
  for (const field of fields) {
    // A password of spaces only counts as empty too (the machine ignores it likewise).
    const result = validateField(field.value.trim(), rulesOf(field.rules), field.label);
    if (!result.valid) errors[field.name] = result.message;
  }
  return errors;
}
