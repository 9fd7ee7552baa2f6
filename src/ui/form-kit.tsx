/**
 * Laid-out forms (`<contact-form>`, `<new-customer-request>`) on top of the shared form validation
 * (forms.ts: `useFormValidation`, `Field`, `ErrorSummary`, the §5 rule lists and messages): a field layout
 * (label, rule list, input type, autocomplete; `multiline` renders a textarea through `Field`'s `render`), the
 * panel with its heading (`FormPanel`), the form itself (`LayoutForm`: fields, error summary, the failure block
 * with 'Try again', the submit button with its spinner) and the confirmation that replaces a sent form.
 * Styles: form-layout.css with button.css, alert.css, field styles (`formsCss`), panel.css and spinner.css.
 *
 * Validation behaviour (issue 6, forms.ts): an error shows once a field was left or after a
 * submit; a submit with errors shows the error summary (`role="alert"`, announced; each entry links to its field)
 * and moves focus to the first invalid field, whose error is its description (`aria-describedby`,
 * `aria-invalid`); required placeholders end in ' *' (spec §5). The summary appears only after a submit attempt
 * (not when a field is merely left), so screen readers are not interrupted while the form is being filled in.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { ErrorSummary, Field, summaryErrors, type FieldSpecs, type FormValidation } from './forms.ts';
import { Spinner } from './spinner-icon.tsx';
import { KIT_TEXTS } from './texts.ts';

/** One field of a form's layout. */
export interface FieldLayout<K extends string> {
  name: K;
  label: MessageDescriptor;
  /** Rule list of rules.ts, e.g. `required|email|max:254`. */
  rules: string;
  /** Maximum length (the schema's bound), also the input's `maxLength`. */
  max: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

/** The `useFormValidation` specs of a layout, labels translated; `initial` gives starting values. */
export function useFieldSpecs<K extends string>(
  layout: readonly FieldLayout<K>[],
  initial: Partial<Record<K, string>> = {},
): FieldSpecs<K> {
  const _ = useTranslate();
  // The same i18n instance may switch catalogs (its locale): labels are translated again then.
  // (The macro's `useLingui` must be destructured as `const { i18n } = useLingui()`.)
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const initialKey = layout.map((f) => initial[f.name] ?? '').join('\u0000');
  return useMemo(
    () =>
      Object.fromEntries(
        layout.map((f) => [f.name, { label: _(f.label), rules: f.rules, initial: initial[f.name] ?? '' }]),
      ) as FieldSpecs<K>,
    // `initial` is compared by its values; `locale` re-translates the labels.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [layout, _, initialKey, locale],
  );
}

/** The values of a form as trimmed strings. */
export function trimmedValues<K extends string>(form: FormValidation<K>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of Object.keys(form.values) as K[]) {
    const value = form.values[name];
    out[name] = typeof value === 'string' ? value.trim() : '';
  }
  return out;
}

/** One field of a layout, rendered with the shared `Field` (a textarea for `multiline`). */
export function LayoutField<K extends string>({
  field,
  form,
}: {
  field: FieldLayout<K>;
  form: FormValidation<K>;
}): ReactNode {
  const value = form.values[field.name];
  return (
    <Field
      form={form}
      name={field.name}
      type={field.type ?? 'text'}
      autoComplete={field.autoComplete as never}
      placeholder={form.label(field.name)}
      className={field.multiline ? 'form__field--wide' : undefined}
      inputProps={{ maxLength: field.max }}
      render={
        field.multiline
          ? (bindings) => (
              <textarea
                {...bindings}
                ref={bindings.ref}
                rows={6}
                maxLength={field.max}
                autoComplete={field.autoComplete}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => form.setValue(field.name, event.currentTarget.value)}
              />
            )
          : undefined
      }
    />
  );
}

/** The submit button; while sending it shows a spinner, is busy and ignores clicks (but keeps focus). */
export function SubmitButton({ busy, text, busyText }: { busy: boolean; text: string; busyText: string }): ReactNode {
  return (
    <button
      type="submit"
      className="butik-button butik-button--primary form__submit"
      part="submit"
      aria-busy={busy}
      aria-disabled={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      <span>{busy ? busyText : text}</span>
    </button>
  );
}

/** A failure message with a retry button (role="alert"). */
export function FailureMessage({ text, onRetry, busy }: { text: string; onRetry(): void; busy: boolean }): ReactNode {
  const _ = useTranslate();
  return (
    <div className="butik-alert form__failure" role="alert" part="error">
      <span>{text}</span>
      <button type="button" className="butik-button" part="retry" onClick={onRetry} disabled={busy}>
        {_(KIT_TEXTS.retry)}
      </button>
    </div>
  );
}

/** The confirmation replacing a sent form; focused when it appears so screen readers read it. */
export function Confirmation({
  title,
  text,
  again,
  onAgain,
}: {
  title: string;
  text: string;
  again?: string;
  onAgain?: () => void;
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form__done" part="confirmation" role="status" tabIndex={-1} ref={ref}>
      <span className="form__done-icon" aria-hidden="true">
        ✓
      </span>
      <div className="form__done-body">
        <p className="form__done-title">{title}</p>
        <p className="form__done-text">{text}</p>
        {again && onAgain ? (
          <button type="button" className="butik-button" onClick={onAgain}>
            {again}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The panel around a form or its confirmation: the heading (`titleId` labels the section) and an optional intro. */
export function FormPanel({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section className="panel form" part="container" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title" part="title">
        {title}
      </h2>
      {intro ? <p className="panel__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * A form of laid-out fields: the fields in a grid, `children` after them (e.g. a file picker), then the error
 * summary (after a submit attempt), the failure block with 'Try again' and the submit button.
 */
export function LayoutForm<K extends string>({
  titleId,
  fields,
  form,
  attempted,
  failed,
  busy,
  onSubmit,
  onRetry,
  texts,
  children,
}: {
  titleId: string;
  fields: readonly FieldLayout<K>[];
  form: FormValidation<K>;
  attempted: boolean;
  failed: boolean;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  onRetry(): void;
  texts: { failed: string; send: string; sending: string };
  children?: ReactNode;
}): ReactNode {
  return (
    <form className="form__form" part="form" noValidate aria-labelledby={titleId} aria-busy={busy} onSubmit={onSubmit}>
      <div className="form__grid">
        {fields.map((field) => (
          <LayoutField key={field.name} field={field} form={form} />
        ))}
      </div>
      {children}
      <div part="error-summary">
        <ErrorSummary errors={attempted ? summaryErrors(form) : []} />
      </div>
      {failed ? <FailureMessage text={texts.failed} onRetry={onRetry} busy={busy} /> : null}
      <div className="form__actions">
        <SubmitButton busy={busy} text={texts.send} busyText={texts.sending} />
      </div>
    </form>
  );
}
