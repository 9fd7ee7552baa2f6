/**
 * `<password-form>` view (spec §7 login page URL actions resetpassword / optin / user/changepassword, §5 generic
 * validation messages). Rendered in the LIGHT DOM (`shadow: false`) so password managers see the inputs. The
 * element's JSDoc (elements/password-form.ts) lists the decisions.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ErrorSummary,
  Field,
  summaryErrors,
  useFormValidation,
  type FieldSpecs,
  type Validator,
} from '../../ui/forms.ts';
import { createLoginPageApi } from '../../api/login-page.ts';
import { clearStoredData } from '../../cache/stored-data.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { markSignedIn, usePageConfig } from '../../internal/page-config.ts';
import { ruleMessage } from '../../validation/messages.ts';
import { validateRequired } from '../../validation/validators.ts';
import {
  fieldsOf,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  queryValue,
  type PasswordField,
  type PasswordFormMode,
} from './rules.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

export interface PasswordFormProps {
  mode?: PasswordFormMode;
  successUrl?: string;
}

export interface PasswordSavedDetail {
  mode: PasswordFormMode;
}

type Phase = 'editing' | 'saving' | 'done';

const LABELS: Record<PasswordField, MessageDescriptor> = {
  oldpassword: msg({ message: 'Current password', comment: 'password form: label of the current password field' }),
  newpassword: msg({ message: 'New password', comment: 'password form: label of the new password field' }),
  confirmnewpassword: msg({
    message: 'Confirm new password',
    comment: 'password form: label of the repeated new password field',
  }),
};

const AUTOCOMPLETE: Record<PasswordField, string> = {
  oldpassword: 'current-password',
  newpassword: 'new-password',
  confirmnewpassword: 'new-password',
};

const CRITICAL = msg({
  message: 'The system encountered a problem. Please contact us for help.',
  comment: 'critical error (errortype 1), also shown when opt-in fails',
});
const RESET_FAILED = msg({
  message:
    'Your password could not be reset. The link may have expired or already been used; please request a new one.',
  comment: 'password reset form: the server refused the reset (answer "/")',
});
const WRONG_OLD_PASSWORD = msg({
  message: 'The current password is not correct.',
  comment: 'change password form: the old password is wrong (errortype 0)',
});

export function PasswordForm({ mode = 'reset', successUrl = '' }: PasswordFormProps): ReactNode {
  const config = usePageConfig();
  const loginUrl = config.loginUrl || '/login';
  const [code] = useState(() =>
    mode === 'change' ? '' : queryValue(globalThis.location?.search ?? '', mode === 'optin' ? 'token' : 'key'),
  );

  if (mode !== 'change' && !code)
    return (
      <Notice
        state="invalid-link"
        text={
          <Trans comment="password form: the e-mail link lacks its key or token">
            This link is not complete. Please open the link from the e-mail again.
          </Trans>
        }
      />
    );
  if (mode === 'change' && !config.signedIn) {
    return (
      <Notice
        state="signed-out"
        text={
          <Trans comment="change password form shown to a visitor who is not signed in">
            Please log in to change your password.
          </Trans>
        }
        link={{ href: loginUrl, text: <Trans comment="password form: link to the login page">Log in</Trans> }}
      />
    );
  }
  return <PasswordFormView mode={mode} code={code} loginUrl={loginUrl} successUrl={successUrl} />;
}

function Notice({
  state,
  text,
  link,
}: {
  state: string;
  text: ReactNode;
  link?: { href: string; text: ReactNode };
}): ReactNode {
  useHostState(state);
  return (
    <div className="butik-pf butik-pf--notice">
      <p className="butik-pf__alert" role="alert">
        {text}
      </p>
      {link ? (
        <a className="butik-button butik-pf__link" href={link.href}>
          {link.text}
        </a>
      ) : null}
    </div>
  );
}

function PasswordFormView({
  mode,
  code,
  loginUrl,
  successUrl,
}: {
  mode: PasswordFormMode;
  code: string;
  loginUrl: string;
  successUrl: string;
}): ReactNode {
  const { i18n } = useLingui();
  const { context } = usePageConfig();
  const client = useApiClient();
  const api = useMemo(() => createLoginPageApi(client, { loginUrl }), [client, loginUrl]);
  const emit = useButikEvent();
  const ids = useId();
  // A mirror of the new password, updated in the same batch as the form's value, for the confirmation check.
  const [newPassword, setNewPassword] = useState('');
  const [wrongOld, setWrongOld] = useState(false);
  const [serverError, setServerError] = useState<MessageDescriptor | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const doneRef = useRef<HTMLDivElement>(null);
  const aborter = useRef<AbortController | null>(null);
  const fields = fieldsOf(mode);

  const labels = {
    oldpassword: i18n._(LABELS.oldpassword),
    newpassword: i18n._(LABELS.newpassword),
    confirmnewpassword: i18n._(LABELS.confirmnewpassword),
  };
  const matches: Validator = (value) =>
    value === newPassword
      ? { valid: true }
      : { valid: false, rule: 'confirmed', message: ruleMessage('confirmed', { field: labels.newpassword }) };
  const oldIsRight: Validator = () =>
    wrongOld ? { valid: false, rule: 'server', message: WRONG_OLD_PASSWORD } : { valid: true };
  const specs: FieldSpecs<PasswordField> = {
    oldpassword: { label: labels.oldpassword, rules: [validateRequired, oldIsRight], required: true },
    newpassword: { label: labels.newpassword, rules: `required|min:${MIN_PASSWORD_LENGTH}|max:${MAX_PASSWORD_LENGTH}` },
    confirmnewpassword: { label: labels.confirmnewpassword, rules: [validateRequired, matches], required: true },
  };
  if (mode !== 'change') delete (specs as Partial<FieldSpecs<PasswordField>>).oldpassword;
  const form = useFormValidation<PasswordField>(specs);
  const shownErrors = summaryErrors(form);
  useHostState(
    phase === 'done'
      ? 'done'
      : phase === 'saving'
        ? 'saving'
        : serverError
          ? 'error'
          : submitted && shownErrors.length > 0
            ? 'invalid'
            : 'editing',
  );

  useEffect(() => () => aborter.current?.abort(), []);
  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus();
  }, [phase]);

  const value = (field: PasswordField) => {
    const v = form.values[field];
    return typeof v === 'string' ? v : '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'saving') return;
    setSubmitted(true);
    setServerError(null);
    if (!form.validateAll()) {
      form.focusFirstInvalid();
      return;
    }
    setPhase('saving');
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    const opts = { signal: controller.signal };
    const next = value('newpassword');
    let ok: boolean;
    let error: MessageDescriptor = CRITICAL;
    if (mode === 'reset') {
      const result = await api.resetPassword(
        { newpassword: next, confirmnewpassword: value('confirmnewpassword'), key: code },
        opts,
      );
      ok = result.ok && result.value.resetcompleted;
      // The server refused (resetcompleted false, or a 4xx): the link is spent or bad. No answer (5xx, timeout,
      // network, garbage) says nothing about the link, so nobody is sent off for a new one: the critical error.
      if (result.ok || (result.kind === 'http' && result.status < 500)) error = RESET_FAILED;
    } else if (mode === 'optin') {
      const result = await api.optIn(
        { newpassword: next, confirmnewpassword: value('confirmnewpassword'), token: code },
        opts,
      );
      ok = result.ok && result.value.signincompleted;
    } else {
      const result = await api.changePassword({ oldpassword: value('oldpassword'), newpassword: next }, opts);
      ok = result.ok && result.value.passwordchanged === true;
      if (!ok && result.ok && result.value.errortype === 0) {
        if (controller.signal.aborted) return;
        setPhase('editing');
        setWrongOld(true);
        // The error shows on the field (already touched by validateAll); focus it once the inputs are editable.
        requestAnimationFrame(() => inputs.current.oldpassword?.focus());
        return;
      }
    }
    if (controller.signal.aborted) return;
    if (ok) {
      // An opt-in signs the visitor in (signincompleted): the header and every other element follow now.
      if (mode === 'optin') {
        clearStoredData({ context }); // the context's cached data of whoever was here before (docs/privacy.md)
        markSignedIn(context);
      }
      setPhase('done');
      form.reset();
      emit<PasswordSavedDetail>('butik-password-saved', { mode });
      return;
    }
    setPhase('editing');
    setServerError(error);
  };

  if (phase === 'done') {
    const href = successUrl || loginUrl;
    return (
      <div className="butik-pf butik-pf--done" ref={doneRef} tabIndex={-1}>
        <p className="butik-pf__success" role="status">
          {mode === 'reset' ? (
            <Trans comment="password reset form: success">
              Your password has been changed. You can now log in with your new password.
            </Trans>
          ) : mode === 'optin' ? (
            <Trans comment="opt-in form: success (the user is signed in)">
              Your password has been created and you are now signed in.
            </Trans>
          ) : (
            <Trans comment="change password form: success">Your password has been changed.</Trans>
          )}
        </p>
        <a className="butik-button butik-button--primary butik-pf__link" href={href}>
          {mode === 'reset' ? (
            <Trans comment="password form: link to the login page">Log in</Trans>
          ) : (
            <Trans comment="password form: link onwards after success">Continue</Trans>
          )}
        </a>
      </div>
    );
  }

  const saving = phase === 'saving';
  const titleId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  return (
    <form
      className="butik-pf"
      noValidate
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 className="butik-pf__title" id={titleId}>
        {mode === 'reset' ? (
          <Trans comment="password reset form (link from the e-mail): heading">Choose a new password</Trans>
        ) : mode === 'optin' ? (
          <Trans comment="opt-in form (link from the welcome e-mail): heading">Create your password</Trans>
        ) : (
          <Trans comment="change password form: heading">Change password</Trans>
        )}
      </h2>
      <ErrorSummary errors={shownErrors} />
      {fields.map((field) => (
        <div key={field} className="butik-pf__field">
          <Field
            form={form}
            name={field}
            render={({ ref, className, placeholder: _placeholder, ...bindings }) => (
              <input
                {...bindings}
                ref={(node) => {
                  ref(node);
                  inputs.current[field] = node;
                }}
                className={className}
                type="password"
                autoComplete={AUTOCOMPLETE[field]}
                aria-describedby={
                  [field === 'newpassword' ? hintId : '', bindings['aria-describedby'] ?? '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                value={value(field)}
                readOnly={saving}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  form.setValue(field, text);
                  if (field === 'newpassword') setNewPassword(text);
                  if (field === 'oldpassword') setWrongOld(false);
                }}
              />
            )}
          />
          {field === 'newpassword' ? (
            <p className="butik-pf__hint" id={hintId}>
              <Trans comment="password form: hint below the new password field">
                At least {MIN_PASSWORD_LENGTH} characters
              </Trans>
            </p>
          ) : null}
        </div>
      ))}
      {serverError ? (
        <p className="butik-pf__alert" role="alert">
          {i18n._(serverError)}
        </p>
      ) : null}
      <div className="butik-pf__actions">
        <button
          type="submit"
          className="butik-button butik-button--primary butik-pf__submit"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? <Spinner /> : null}
          {mode === 'reset' ? (
            <Trans comment="password reset form: submit">Save new password</Trans>
          ) : mode === 'optin' ? (
            <Trans comment="opt-in form: submit">Create password</Trans>
          ) : (
            <Trans comment="change password form: submit">Change password</Trans>
          )}
        </button>
      </div>
      <p className="butik-visually-hidden" role="status">
        {saving ? <Trans comment="announced while a password form is being saved">Saving…</Trans> : null}
      </p>
    </form>
  );
}
