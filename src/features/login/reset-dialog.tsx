/**
 * The 'Reset password' modal (spec §2, §4, §5, §8): the kit's Dialog (600px, spec §9) with one e-mail field for
 * the username (required, e-mail; focused on open), 'Back' and 'Reset' (spinner while sending), then 'An e-mail
 * has been dispatched with instructions on how to proceed.' or 'The username doesn't exist.'. Esc and × are
 * 'Back'; a backdrop click does nothing (a half-typed address is not thrown away by a stray click).
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import type { ResetResult } from '../../../machines/login.machine.ts';
import { FieldError } from '../../ui/forms.ts';
import { TEXTS } from './texts.ts';
import { checkFields } from './validate.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

export interface ResetDialogProps {
  open: boolean;
  sending: boolean;
  result: ResetResult | null;
  /** The username typed in the login form (the field starts with it). */
  initialEmail: string;
  onSend(email: string): void;
  onBack(): void;
}

export function ResetDialog({ open, sending, result, initialEmail, onSend, onBack }: ResetDialogProps): ReactNode {
  const { i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const inputId = `${ids}-email`;
  const errorId = `${ids}-error`;
  const resultId = `${ids}-result`;
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [checked, setChecked] = useState(false);

  // Each opening starts from the login form's username (initialEmail is read when the dialog opens only).
  useLayoutEffect(() => {
    if (!open) return;
    setEmail(initialEmail);
    setError(null);
    setChecked(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const label = i18n._(TEXTS.username);
  const check = (value: string) =>
    checkFields([{ name: 'email', value, label, rules: 'required|email' }]).email ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = check(email);
    setChecked(true);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSend(email.trim());
  };

  const resultText =
    result === 'sent'
      ? TEXTS.resetSent
      : result === 'unknownUser'
        ? TEXTS.resetUnknown
        : result === 'failed'
          ? TEXTS.critical
          : null;
  const describedBy = [error ? errorId : '', resultText ? resultId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog
      open={open}
      onClose={onBack}
      title={i18n._(TEXTS.resetTitle)}
      className="butik-login__dialog butik-login__dialog--reset"
      closeClassName="butik-login__close"
      closeLabel={i18n._(TEXTS.close)}
      closeOnBackdrop={false}
      initialFocus={inputRef}
    >
      <form className="butik-login__reset" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
        <p className="butik-login__intro">{i18n._(TEXTS.resetIntro)}</p>
        <div className={`butik-login__field${error ? ' butik-login__field--invalid' : ''}`}>
          <label className="butik-login__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="butik-login__input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (checked) setError(check(e.target.value));
            }}
          />
          <FieldError id={errorId} message={error ? i18n._(error) : undefined} />
        </div>
        {resultText ? (
          <p
            id={resultId}
            className={`butik-login__alert ${result === 'sent' ? 'butik-login__alert--success' : 'butik-login__alert--error'}`}
            role={result === 'sent' ? 'status' : 'alert'}
          >
            {i18n._(resultText)}
          </p>
        ) : null}
        <p className="butik-visually-hidden" role="status">
          {sending ? i18n._(TEXTS.sending) : ''}
        </p>
        <div className="butik-login__actions">
          <button type="button" className="butik-button" onClick={onBack}>
            {i18n._(TEXTS.back)}
          </button>
          <button type="submit" className="butik-button butik-button--primary" aria-busy={sending || undefined}>
            {sending ? <Spinner /> : null}
            {i18n._(TEXTS.reset)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
