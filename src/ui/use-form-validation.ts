/**
 * `useFormValidation(fields)`: the state and rules of one form (spec §5 generic rules, issue 6 "shared by every
 * form"). See index.ts for the API overview.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { ValidationResult } from '../validation/index.ts';
import { parseRules, validateField, type ParsedRules } from './rules.ts';

/** A field's value: text, or a checkbox's checked state. */
export type FieldValue = string | boolean;

/**
 * A validator function: `validateTrue`, `validateEan`, `validateEmail` … of src/validation fit as they are
 * (`(value, field) => ValidationResult`); `field` is the field's label.
 */
export type Validator = (value: FieldValue, field: string) => ValidationResult;

export interface FieldSpec {
  /** The visible label, also `{field}` in the messages (translate it before passing it). */
  label: string;
  /** A rule list (`'required|email|max:35'`, see rules.ts) or validator functions, run in order; first failure wins. */
  rules?: string | readonly Validator[];
  /** Initial value: '' for text (default), false for a checkbox. */
  initial?: FieldValue;
  /** Marks the field required (aria-required, ' *' placeholder) when the rules are functions. Default: the rule list holds `required`. */
  required?: boolean;
}

export type FieldSpecs<N extends string = string> = Record<N, FieldSpec>;

/** The props to spread on a field's `<input>` (Field does it for you). */
export interface InputBindings {
  id: string;
  name: string;
  ref: (el: HTMLElement | null) => void;
  onBlur: () => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormValidation<N extends string = string> {
  /** Current values by name. */
  values: Record<N, FieldValue>;
  /** The current (translated) error of every invalid field, shown or not. */
  errors: Partial<Record<N, string>>;
  /** Fields whose error is shown: left once (blur), or every field after `validateAll()`. */
  touched: Partial<Record<N, boolean>>;
  /** No field has an error. */
  isValid: boolean;
  /** The shown error of a field (touched and invalid), else undefined. */
  visibleError(name: N): string | undefined;
  required(name: N): boolean;
  label(name: N): string;
  setValue(name: N, value: FieldValue): void;
  /** Shows the field's error from now on (call on blur; `bind` does). */
  touch(name: N): void;
  /** Shows every error; true when the form is valid. */
  validateAll(): boolean;
  /** Moves focus to the first invalid field in document order (after React has rendered the errors); false when none. */
  focusFirstInvalid(): boolean;
  /** Ids of the field's input and error element. */
  ids(name: N): { input: string; error: string };
  /** Aria and event props for the field's input. */
  bind(name: N): InputBindings;
  /** `onChange` for a text input or checkbox of the field. */
  onChange(name: N): (event: ChangeEvent<HTMLInputElement>) => void;
  /** Back to the initial values, nothing touched. */
  reset(): void;
}

const NO_RULES: ParsedRules = { rules: [], problems: [] };

function initialValues<N extends string>(fields: FieldSpecs<N>): Record<N, FieldValue> {
  const values = {} as Record<N, FieldValue>;
  for (const name of Object.keys(fields) as N[]) values[name] = fields[name].initial ?? '';
  return values;
}

function runValidators(value: FieldValue, validators: readonly Validator[], label: string): ValidationResult {
  for (const validator of validators) {
    const result = validator(value, label);
    if (!result.valid) return result;
  }
  return { valid: true };
}

export function useFormValidation<N extends string>(fields: FieldSpecs<N>): FormValidation<N> {
  const { i18n } = useLingui();
  const formId = useId();
  const [values, setValues] = useState<Record<N, FieldValue>>(() => initialValues(fields));
  const [touched, setTouched] = useState<Partial<Record<N, boolean>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const elements = useRef(new Map<N, HTMLElement>());
  const refCallbacks = useRef(new Map<N, (el: HTMLElement | null) => void>());
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const names = Object.keys(fields) as N[];
  const parsed = useMemo(() => {
    const out = new Map<N, ParsedRules>();
    for (const name of Object.keys(fields) as N[]) {
      const rules = fields[name].rules;
      out.set(name, typeof rules === 'string' ? parseRules(rules) : NO_RULES);
    }
    return out;
    // Rule lists are strings: re-parse only when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names.map((n) => (typeof fields[n].rules === 'string' ? fields[n].rules : '')).join('\u0000')]);

  const errors: Partial<Record<N, string>> = {};
  for (const name of names) {
    const spec = fields[name];
    const value = values[name] ?? spec.initial ?? '';
    const result =
      typeof spec.rules === 'string' || spec.rules === undefined
        ? validateField(
            typeof value === 'string' ? value : value ? 'true' : '',
            parsed.get(name) ?? NO_RULES,
            spec.label,
          )
        : runValidators(value, spec.rules, spec.label);
    if (!result.valid) errors[name] = i18n._(result.message);
  }
  const invalidNames = names.filter((n) => errors[n] !== undefined);
  const isValid = invalidNames.length === 0;

  const required = useCallback(
    (name: N): boolean => {
      const spec = fieldsRef.current[name];
      if (spec.required !== undefined) return spec.required;
      return typeof spec.rules === 'string'
        ? (parsed.get(name)?.rules.some((r) => r.name === 'required') ?? false)
        : false;
    },
    [parsed],
  );

  const ids = useCallback((name: N) => ({ input: `${formId}-${name}`, error: `${formId}-${name}-error` }), [formId]);

  const touch = useCallback((name: N) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), []);
  const setValue = useCallback(
    (name: N, value: FieldValue) => setValues((v) => (v[name] === value ? v : { ...v, [name]: value })),
    [],
  );

  const validateAll = (): boolean => {
    setTouched(Object.fromEntries(names.map((n) => [n, true])) as Partial<Record<N, boolean>>);
    return isValid;
  };

  const invalidRef = useRef(invalidNames);
  invalidRef.current = invalidNames;
  const focusFirstInvalid = (): boolean => {
    if (invalidNames.length === 0) return false;
    setFocusRequest((n) => n + 1);
    return true;
  };
  // Focus after the commit that shows the errors, so the field is announced with its message.
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const targets = invalidRef.current
      .map((n) => elements.current.get(n))
      .filter((el): el is HTMLElement => !!el && el.isConnected)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    targets[0]?.focus();
  }, [focusRequest]);

  const refFor = (name: N) => {
    let cb = refCallbacks.current.get(name);
    if (!cb) {
      cb = (el: HTMLElement | null) => {
        if (el) elements.current.set(name, el);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, cb);
    }
    return cb;
  };

  const visibleError = (name: N): string | undefined => (touched[name] ? errors[name] : undefined);

  return {
    values,
    errors,
    touched,
    isValid,
    visibleError,
    required,
    label: (name: N) => fields[name].label,
    setValue,
    touch,
    validateAll,
    focusFirstInvalid,
    ids,
    bind: (name: N): InputBindings => {
      const shown = visibleError(name) !== undefined;
      const id = ids(name);
      return {
        id: id.input,
        name,
        ref: refFor(name),
        onBlur: () => touch(name),
        'aria-invalid': shown || undefined,
        'aria-describedby': shown ? id.error : undefined,
        'aria-required': required(name) || undefined,
      };
    },
    onChange: (name: N) => (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.type === 'checkbox' ? event.target.checked : event.target.value),
    reset: () => {
      setValues(initialValues(fieldsRef.current));
      setTouched({});
    },
  };
}
