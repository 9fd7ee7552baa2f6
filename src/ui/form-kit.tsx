/**
 * Laid-out forms (`<contact-form>`, `<new-customer-request>`) on top of the shared form validation
 * (forms.ts: `useFormValidation`, `Field`, `ErrorSummary`, the §5 rule lists and messages): a field layout
 * (label, rule list, input type, autocomplete; `multiline` renders a textarea through `Field`'s `render`), the
 * panel with its heading (`FormPanel`), the form itself (`LayoutForm`: fields, error summary, the failure block
 * with 'Try again', the submit button with its spinner) and the confirmation that replaces a sent form; for a form
 * that sends one request, its send cycle (`useSendForm`) and the whole panel (`SendForm`).
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
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { useHostState } from '../internal/element-context.ts';
import { ErrorSummary, Field, summaryErrors, type FieldSpecs, type FormValidation } from './forms.ts';
import { KIT_TEXTS } from './texts.ts';
import { BusyButton } from './busy-button.tsx';
import { RetryAlert } from './retry-alert.tsx';

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

/** The e-mail field of a laid-out form (the schemas' `Email`: required, at most 254 characters). */
export const EMAIL_FIELD: FieldLayout<'email'> = {
  name: 'email',
  label: KIT_TEXTS.email,
  rules: 'required|email|max:254',
  max: 254,
  type: 'email',
  autoComplete: 'email',
};

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
    <BusyButton type="submit" className="butik-button butik-button--primary form__submit" part="submit" busy={busy}>
      <span>{busy ? busyText : text}</span>
    </BusyButton>
  );
}

/** A failure message with a retry button (role="alert"). */
export function FailureMessage({ text, onRetry, busy }: { text: string; onRetry(): void; busy: boolean }): ReactNode {
  return <RetryAlert text={text} onRetry={onRetry} busy={busy} className="form__failure" retryPart="retry" />;
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

/** The states of a form that sends one request, mirrored on the host as `data-state`. */
export type SendState = 'editing' | 'sending' | 'sent' | 'failed';

/** What `useSendForm` does on a submit: send the trimmed values; on a `true` answer, `onSent`. */
export interface SendAction<K extends string> {
  request(values: Record<K, string>, signal: AbortSignal): Promise<{ ok: true; value: boolean } | { ok: false }>;
  onSent(values: Record<K, string>): void;
}

export interface SendCycle {
  state: SendState;
  /** A submit was tried (the error summary shows from then on). */
  attempted: boolean;
  send(): void;
  onSubmit(event: FormEvent): void;
  /** An empty form again after the confirmation. */
  again(): void;
}

/**
 * The send cycle of a laid-out form: a submit validates every field (focus goes to the first invalid one), then
 * sends; `editing` → `sending` → `sent` | `failed` ('Try again' sends again). Unmounting aborts a running
 * request, and an aborted request's answer is ignored.
 */
export function useSendForm<K extends string>(form: FormValidation<K>, action: SendAction<K>): SendCycle {
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<SendState>('editing');
  useHostState(state);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = async () => {
    if (state === 'sending') return;
    setAttempted(true);
    if (!form.validateAll()) {
      form.focusFirstInvalid();
      return;
    }
    const values = trimmedValues(form);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('sending');
    const result = await action.request(values, controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok && result.value) {
      setState('sent');
      action.onSent(values);
    } else {
      setState('failed');
    }
  };

  return {
    state,
    attempted,
    send: () => void send(),
    onSubmit: (event) => {
      event.preventDefault();
      void send();
    },
    again: () => {
      form.reset();
      setAttempted(false);
      setState('editing');
    },
  };
}

/** The texts of a send form; `another` offers an empty form again after the confirmation. */
export interface SendFormTexts {
  heading: MessageDescriptor;
  intro: MessageDescriptor;
  failed: MessageDescriptor;
  send: MessageDescriptor;
  sentTitle: MessageDescriptor;
  sentText: MessageDescriptor;
  another?: MessageDescriptor;
}

/**
 * A form that sends one request, in its panel: the laid-out form (`children` after the fields) until it is
 * sent, then the confirmation. `heading` and `description` replace the default heading and intro.
 */
export function SendForm<K extends string>({
  heading,
  description,
  texts,
  fields,
  form,
  cycle,
  onAgain,
  children,
}: {
  heading?: string | undefined;
  description?: string | undefined;
  texts: SendFormTexts;
  fields: readonly FieldLayout<K>[];
  form: FormValidation<K>;
  cycle: SendCycle;
  /** With `texts.another`: what 'again' does (default `cycle.again`). */
  onAgain?: () => void;
  children?: ReactNode;
}): ReactNode {
  const _ = useTranslate();
  const titleId = `${useId()}-title`;
  const title = heading?.trim() || _(texts.heading);

  if (cycle.state === 'sent') {
    return (
      <FormPanel titleId={titleId} title={title}>
        <Confirmation
          title={_(texts.sentTitle)}
          text={_(texts.sentText)}
          again={texts.another && _(texts.another)}
          onAgain={onAgain ?? cycle.again}
        />
      </FormPanel>
    );
  }

  const busy = cycle.state === 'sending';
  return (
    <FormPanel titleId={titleId} title={title} intro={description?.trim() || _(texts.intro)}>
      <LayoutForm
        titleId={titleId}
        fields={fields}
        form={form}
        attempted={cycle.attempted}
        failed={cycle.state === 'failed'}
        busy={busy}
        onSubmit={cycle.onSubmit}
        onRetry={cycle.send}
        texts={{ failed: _(texts.failed), send: _(texts.send), sending: _(KIT_TEXTS.sending) }}
      >
        {children}
      </LayoutForm>
    </FormPanel>
  );
}
