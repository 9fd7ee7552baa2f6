/**
 * `<checkout-input>` view (spec §2 "Checkout text input shows the first validation error below the field", §5
 * validation rules). Rendered in the LIGHT DOM (the element is defined with `shadow: false`), so its `<input>`
 * belongs to the host page's `<form>`. The element's JSDoc (elements/checkout-input.ts) lists the decisions.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { requiredPlaceholder } from '../../validation/quantity.ts';
import { guardField } from './form-guard.ts';
import { isRequired, parseRules, validateField } from '../../ui/rules.ts';
import { useProblemLog } from '../../ui/use-problem-log.ts';

export type CheckoutInputType = 'text' | 'email' | 'tel';

export interface CheckoutInputProps {
  name?: string;
  label?: string;
  type?: CheckoutInputType;
  value?: string;
  rules?: string;
  autocomplete?: string;
  placeholder?: string;
}

export interface CheckoutInputChangeDetail {
  name: string;
  value: string;
  valid: boolean;
}

export type CheckoutInputState = 'pristine' | 'valid' | 'invalid';

export function CheckoutInput({
  name = '',
  label = '',
  type = 'text',
  value = '',
  rules = '',
  autocomplete = '',
  placeholder = '',
}: CheckoutInputProps): ReactNode {
  const { i18n } = useLingui();
  const emit = useButikEvent();
  const ids = useId();
  const inputId = `${ids}-input`;
  const errorId = `${ids}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  const initial = typeof value === 'string' ? value : '';
  const [current, setCurrent] = useState(initial);
  const [shown, setShown] = useState(false);
  // A new `value` attribute sets the field (and hides an error until the next blur).
  const [lastInitial, setLastInitial] = useState(initial);
  if (lastInitial !== initial) {
    setLastInitial(initial);
    setCurrent(initial);
    setShown(false);
  }

  const parsed = useMemo(() => {
    const base = parseRules(rules);
    // An e-mail field is checked as an e-mail even when the rule list forgets it.
    if (type === 'email' && !base.rules.some((r) => r.name === 'email')) base.rules.push({ name: 'email', params: [] });
    return base;
  }, [rules, type]);
  const required = isRequired(parsed);
  const fieldName = label.trim() || name.trim();
  const result = validateField(current, parsed, fieldName);
  const errorText = result.valid ? '' : i18n._(result.message);
  const showError = shown && !result.valid;
  useHostState(showError ? 'invalid' : result.valid ? 'valid' : 'pristine');

  // Bad input never crashes: an ignored rule or a missing label is logged once per distinct problem.
  useProblemLog([
    ...parsed.problems.map((p) => `rules="${rules}": the rule "${p}" is unknown or misses its value and is ignored.`),
    fieldName ? null : 'needs a label (or name) attribute: the field has no accessible name.',
  ]);

  // The first error is the input's custom validity: the host form cannot submit while it is set.
  useLayoutEffect(() => {
    inputRef.current?.setCustomValidity(errorText);
  }, [errorText]);

  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    return guardField({
      input,
      reveal: () => setShown(true),
      reset: () => {
        setCurrent(initialRef.current);
        setShown(false);
      },
    });
  }, []);

  // `butik-input-change` on the native change event (a committed edit: blur or Enter), a user action.
  const nameRef = useRef(name);
  nameRef.current = name;
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onChange = () => {
      emit<CheckoutInputChangeDetail>('butik-input-change', {
        name: nameRef.current,
        value: input.value,
        valid: input.validity.valid,
      });
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [emit]);

  const onBlur = useCallback(() => setShown(true), []);
  const shownPlaceholder = placeholder.trim()
    ? required
      ? requiredPlaceholder(placeholder.trim())
      : placeholder.trim()
    : undefined;

  return (
    <div className={`butik-ci${showError ? ' butik-ci--invalid' : ''}`}>
      <label className="butik-ci__label" htmlFor={inputId}>
        {fieldName}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="butik-ci__input"
        name={name || undefined}
        // An e-mail field is a text field with the e-mail keyboard: the rules (not the browser's own e-mail check,
        // which refuses addresses such as søren@blåbær.dk) decide what is valid.
        type={type === 'tel' ? 'tel' : 'text'}
        inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
        value={current}
        autoComplete={autocomplete || undefined}
        placeholder={shownPlaceholder}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
        spellCheck={type === 'text' ? undefined : false}
        onChange={(e) => setCurrent(e.target.value)}
        onBlur={onBlur}
      />
      {showError ? (
        <p id={errorId} className="butik-ci__error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** Light-DOM CSS (`:host` becomes the registered tag name). */
export const checkoutInputCss = `
:host { display: block; margin: 0 0 calc(var(--butik-spacing, 8px) * 1.5); font-family: var(--butik-font-family, inherit); font-size: var(--butik-font-size, inherit); color: var(--butik-color-text, inherit); }
:host[hidden] { display: none; }
:host .butik-ci { display: flex; flex-direction: column; gap: 4px; }
:host .butik-ci__label { font-weight: 600; font-size: 0.9375em; }
:host .butik-ci__input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 calc(var(--butik-spacing, 8px) * 1.5); font: inherit; color: inherit; background: var(--butik-color-background, #ffffff); border: 1px solid var(--butik-color-border, #d0d7de); border-radius: var(--butik-radius, 4px); transition: border-color 120ms ease, box-shadow 120ms ease; }
:host .butik-ci__input:hover { border-color: var(--butik-color-muted, #59636e); }
:host .butik-ci__input:focus-visible { outline: var(--butik-focus-ring, 2px solid #1d5c8c); outline-offset: 2px; border-color: var(--butik-color-primary, #1d5c8c); }
:host .butik-ci__input::placeholder { color: var(--butik-color-muted, #59636e); opacity: 1; }
:host .butik-ci--invalid .butik-ci__input { border-color: var(--butik-color-danger, #b3261e); box-shadow: inset 0 0 0 1px var(--butik-color-danger, #b3261e); }
:host .butik-ci__error { margin: 0; font-size: 0.875em; color: var(--butik-color-danger, #b3261e); }
@media (prefers-reduced-motion: reduce) { :host .butik-ci__input { transition: none; } }
`;
