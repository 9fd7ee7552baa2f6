/**
 * Shared form validation (issue 6: "Validation messages for the generic rules of spec §5 … shared by every form;
 * errors announced to screen readers and focus moved to the first invalid field on submit").
 *
 * ```tsx
 * const { t } = useLingui();
 * const form = useFormValidation({
 *   email: { label: t`E-mail`, rules: 'required|email' },          // a rule list (rules.ts), first error wins
 *   consent: { label: t`Consent`, rules: [validateTrue], initial: false, required: true }, // validator functions
 * });
 * const onSubmit = (e: FormEvent) => {
 *   e.preventDefault();
 *   if (!form.validateAll()) { form.focusFirstInvalid(); return; }  // shows every error, focuses the first
 *   send(form.values);
 * };
 * <form noValidate onSubmit={onSubmit}>
 *   <ErrorSummary errors={summaryErrors(form)} />                   // role=alert, only after errors are shown
 *   <Field form={form} name="email" type="email" autoComplete="email" placeholder={t`E-mail`} />
 *   <Field form={form} name="consent" type="checkbox" labelContent={<>I accept <a href="/terms">the terms</a></>} />
 * </form>
 * ```
 *
 * - `useFormValidation(fields)` → `{ values, errors, touched, isValid, visibleError(name), required(name),
 *   label(name), setValue, touch, validateAll(), focusFirstInvalid(), ids(name), bind(name), onChange(name),
 *   reset() }`. `fields`: name → `{ label, rules?: 'required|email|…' | Validator[], initial?, required? }`.
 *   `errors` holds every current (translated) error; an error is SHOWN (`visibleError`) once the field was
 *   left (blur) or after `validateAll()`, and then follows the typing. `focusFirstInvalid()` focuses the first
 *   invalid field in document order after the errors have rendered.
 * - `Field`: label, input (or `render` for a custom one), `aria-invalid`/`aria-describedby` while an error
 *   shows, `aria-required`, a required field's placeholder ends in ' *' (`requiredPlaceholder`), optional
 *   `prefix` ('+45'), `type="checkbox"`. E-mail fields are text inputs with `inputmode="email"`.
 * - `FieldError`: the message below a field, an always-present `aria-live="polite"` region.
 * - `ErrorSummary` (+ `summaryErrors(form)`): `role="alert"` list of the shown errors, each a link to its field.
 * - `formsCss`: the field styles; adopt it with the element's own CSS (works in shadow and light DOM).
 * - Rule lists (rules.ts): `parseRules`, `validateField`, `isRequired` (also used by `<checkout-input>`).
 * Messages are src/validation's RULE_MESSAGES ('The {field} field is required', default '{field} is not
 * valid.') in en and da; `{field}` is the field's label.
 */
export { parseRules, validateField, isRequired, type ParsedRule, type ParsedRules, type FieldResult } from './rules.ts';
export {
  useFormValidation,
  type FieldSpec,
  type FieldSpecs,
  type FieldValue,
  type FormValidation,
  type InputBindings,
  type Validator,
} from './use-form-validation.ts';
export {
  Field,
  FieldError,
  ErrorSummary,
  summaryErrors,
  formsCss,
  type FieldProps,
  type FieldErrorProps,
  type ErrorSummaryProps,
} from './field.tsx';
