/**
 * Form building blocks shared by every form (issue 6): `Field` (label, input, error), `FieldError` (the
 * message below a field, in a polite live region) and `ErrorSummary` (role=alert after a failed submit).
 * See index.ts for the API overview.
 */
import { Trans } from '@lingui/react/macro';
import type { HTMLInputAutoCompleteAttribute, InputHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { requiredPlaceholder } from '../validation/quantity.ts';
import type { FormValidation, InputBindings } from './use-form-validation.ts';

export interface FieldErrorProps {
  /** The id the input's `aria-describedby` points to. */
  id: string;
  /** The message; nothing is shown when empty. */
  message?: string | undefined;
}

/**
 * The error below a field. The live region is always in the DOM (empty while valid), so a message that
 * appears is announced by screen readers (`aria-live="polite"`).
 */
export function FieldError({ id, message }: FieldErrorProps): ReactNode {
  return (
    <p id={id} className="butik-field__error" aria-live="polite">
      {message ?? ''}
    </p>
  );
}

export interface FieldProps<N extends string> {
  form: FormValidation<N>;
  name: N;
  /** `email` renders a text input with the e-mail keyboard (the rules decide what is valid). Default: `text`. */
  type?: 'text' | 'email' | 'tel' | 'checkbox';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Placeholder; a required field's gets ' *' (spec §5 `requiredPlaceholder`). */
  placeholder?: string;
  /** Label content instead of the spec's label text (e.g. a consent text with a link). */
  labelContent?: ReactNode;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** Shown in front of the input, e.g. '+45' (`aria-hidden`; describe it in the label or placeholder). */
  prefix?: ReactNode;
  /** Extra input props (maxLength, inputMode, spellCheck …). */
  inputProps?: Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'checked' | 'onChange' | 'onBlur' | 'id' | 'name' | 'ref'
  >;
  /** Render the input yourself (combobox …): receives the bindings, the placeholder and the required flag. */
  render?: (bindings: InputBindings & { placeholder: string | undefined; className: string }) => ReactNode;
  className?: string;
}

/** Label + input + error, wired to a {@link FormValidation}. */
export function Field<N extends string>({
  form,
  name,
  type = 'text',
  autoComplete,
  placeholder,
  labelContent,
  hideLabel = false,
  prefix,
  inputProps,
  render,
  className,
}: FieldProps<N>): ReactNode {
  const bindings = form.bind(name);
  const ids = form.ids(name);
  const error = form.visibleError(name);
  const required = form.required(name);
  const text = placeholder?.trim();
  const shownPlaceholder = text ? (required ? requiredPlaceholder(text) : text) : undefined;
  const value = form.values[name];
  const classes = ['butik-field', `butik-field--${type}`, error ? 'butik-field--invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const label = (
    <label className={`butik-field__label${hideLabel ? ' butik-visually-hidden' : ''}`} htmlFor={ids.input}>
      {labelContent ?? form.label(name)}
    </label>
  );

  if (type === 'checkbox') {
    return (
      <div className={classes}>
        <div className="butik-field__check">
          <input
            {...inputProps}
            {...bindings}
            ref={bindings.ref}
            type="checkbox"
            className="butik-field__checkbox"
            checked={value === true}
            onChange={form.onChange(name)}
          />
          {label}
        </div>
        <FieldError id={ids.error} message={error} />
      </div>
    );
  }

  const inputClass = 'butik-field__input';
  const input = render ? (
    render({ ...bindings, placeholder: shownPlaceholder, className: inputClass })
  ) : (
    <input
      spellCheck={type === 'text' ? undefined : false}
      {...inputProps}
      {...bindings}
      ref={bindings.ref}
      className={inputClass}
      type={type === 'tel' ? 'tel' : 'text'}
      inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : inputProps?.inputMode}
      autoComplete={autoComplete}
      placeholder={shownPlaceholder}
      value={typeof value === 'string' ? value : ''}
      onChange={form.onChange(name)}
    />
  );
  return (
    <div className={classes}>
      {label}
      {prefix !== undefined ? (
        <div className="butik-field__affix">
          <span className="butik-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

export interface ErrorSummaryProps {
  /** The errors to list, in field order: the input id (for the link) and the message. */
  errors: ReadonlyArray<{ id: string; message: string }>;
  /** Heading; default 'Please correct the marked fields:'. */
  title?: ReactNode;
}

/**
 * A `role="alert"` box listing the errors after a failed submit; each entry moves focus to its field.
 * Renders nothing when there are no errors.
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps): ReactNode {
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const target = root.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div className="butik-error-summary" role="alert">
      <p className="butik-error-summary__title">
        {title ?? (
          <Trans comment="form error summary heading, followed by the list of errors">
            Please correct the marked fields:
          </Trans>
        )}
      </p>
      <ul className="butik-error-summary__list">
        {errors.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} onClick={(event) => focusField(event, e.id)}>
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary entries of a form: its shown errors in field order. */
export function summaryErrors<N extends string>(form: FormValidation<N>): Array<{ id: string; message: string }> {
  return (Object.keys(form.values) as N[]).flatMap((name) => {
    const message = form.visibleError(name);
    return message ? [{ id: form.ids(name).input, message }] : [];
  });
}

/**
 * Field CSS (house style: tokens, 44px targets, focus ring). Works in a shadow root and in the light DOM
 * (`:host` becomes the tag name there).
 */
export const formsCss = `
:host .butik-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
:host .butik-field__label { font-weight: 600; font-size: 0.9375em; }
:host .butik-field__input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 calc(var(--butik-spacing, 8px) * 1.5); font: inherit; color: inherit; background: var(--butik-color-background, #ffffff); border: 1px solid var(--butik-color-border, #d0d7de); border-radius: var(--butik-radius, 4px); transition: border-color 120ms ease, box-shadow 120ms ease; }
:host .butik-field__input:hover { border-color: var(--butik-color-muted, #59636e); }
:host .butik-field__input:focus-visible, :host .butik-field__checkbox:focus-visible { outline: var(--butik-focus-ring, 2px solid #1d5c8c); outline-offset: 2px; border-color: var(--butik-color-primary, #1d5c8c); }
:host .butik-field__input::placeholder { color: var(--butik-color-muted, #59636e); opacity: 1; }
:host .butik-field--invalid .butik-field__input { border-color: var(--butik-color-danger, #b3261e); box-shadow: inset 0 0 0 1px var(--butik-color-danger, #b3261e); }
:host .butik-field__error { margin: 0; font-size: 0.875em; color: var(--butik-color-danger, #b3261e); }
:host .butik-field__error:empty { display: none; }
:host .butik-field__affix { display: flex; align-items: stretch; }
:host .butik-field__prefix { display: inline-flex; align-items: center; padding: 0 calc(var(--butik-spacing, 8px) * 1.25); font-weight: 600; color: var(--butik-color-muted, #59636e); background: color-mix(in srgb, var(--butik-color-border, #d0d7de) 35%, var(--butik-color-background, #ffffff)); border: 1px solid var(--butik-color-border, #d0d7de); border-inline-end: 0; border-radius: 0; border-start-start-radius: var(--butik-radius, 4px); border-end-start-radius: var(--butik-radius, 4px); }
:host .butik-field__affix .butik-field__input { border-start-start-radius: 0; border-end-start-radius: 0; }
:host .butik-field__check { display: flex; align-items: flex-start; gap: var(--butik-spacing, 8px); }
:host .butik-field__check .butik-field__label { font-weight: 400; padding-top: 12px; }
:host .butik-field__checkbox { flex: none; width: 22px; height: 22px; margin: 11px; accent-color: var(--butik-color-primary, #1d5c8c); }
:host .butik-error-summary { padding: calc(var(--butik-spacing, 8px) * 1.5) calc(var(--butik-spacing, 8px) * 2); border: 1px solid var(--butik-color-danger, #b3261e); border-inline-start-width: 4px; border-radius: var(--butik-radius, 4px); color: var(--butik-color-text, inherit); background: color-mix(in srgb, var(--butik-color-danger, #b3261e) 6%, var(--butik-color-background, #ffffff)); }
:host .butik-error-summary__title { margin: 0 0 4px; font-weight: 600; }
:host .butik-error-summary__list { margin: 0; padding-inline-start: 1.25em; }
:host .butik-error-summary .butik-error-summary__list a { color: var(--butik-color-danger, #b3261e); }
@media (prefers-reduced-motion: reduce) { :host .butik-field__input { transition: none; } }
`;
