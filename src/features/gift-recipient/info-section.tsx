/**
 * Info (spec §2, §5): name (first and last name; 'Udfyld venligst fornavn og efternavn' once non-empty and
 * invalid), optional e-mail, the required consent, 'Kopier mit gavelink' and 'Fortsæt' (enabled only when
 * the name is valid, consent given and nothing loading).
 */
import { useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GIFT_NAME_MESSAGE, ruleMessage } from '../../validation/index.ts';
import { copyText } from './copy-link.ts';
import { ContinueButton, ErrorMessage, FormStep, GuideDisclosure, LeaveButton, useFieldId } from './shared.tsx';
import type { GiftRecipientViewModel } from './view-model.ts';

export interface InfoSectionProps {
  vm: Pick<
    GiftRecipientViewModel,
    'code' | 'loading' | 'shop' | 'error' | 'info' | 'copyLinkUrl' | 'updateInfo' | 'saveInfo' | 'retry' | 'leave'
  >;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function InfoSection({ vm }: InfoSectionProps): ReactNode {
  const { t, i18n } = useLingui();
  const headingId = useFieldId('info-heading');
  const nameId = useFieldId('name');
  const nameErrorId = useFieldId('name-error');
  const emailId = useFieldId('email');
  const emailErrorId = useFieldId('email-error');
  const consentId = useFieldId('consent');
  const linkId = useFieldId('gift-link');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const copyButton = useRef<HTMLButtonElement>(null);
  const { values } = vm.info;
  const loading = vm.loading.any;
  const emailMessage = ruleMessage('email', { field: t`E-mail` });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (vm.info.canContinue) vm.saveInfo();
  };

  const copy = async (): Promise<void> => {
    if (!vm.copyLinkUrl) return;
    const ok = await copyText(vm.copyLinkUrl, copyButton.current?.ownerDocument ?? document);
    setCopyState(ok ? 'copied' : 'failed');
    // Re-announce even when the same text is set twice in a row.
    setAnnouncement('');
    queueMicrotask(() =>
      setAnnouncement(
        ok
          ? t({ message: 'Your gift link has been copied', comment: 'live region after Kopier mit gavelink' })
          : t({
              message: 'The link could not be copied. Select it below and copy it yourself.',
              comment: 'copy failed',
            }),
      ),
    );
  };

  return (
    <FormStep
      step="info"
      shop={vm.shop}
      headingId={headingId}
      heading={<Trans>Who is the gift for?</Trans>}
      busy={loading}
    >
      {vm.code ? (
        <p className="code-chip">
          <Trans>Gift code</Trans> <strong>{vm.code}</strong>
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          id={nameId}
          errorId={nameErrorId}
          label={<Trans>First and last name</Trans>}
          error={vm.info.showNameError ? i18n._(GIFT_NAME_MESSAGE) : null}
          name="name"
          type="text"
          value={values.name}
          onChange={(e) => vm.updateInfo({ name: e.target.value })}
          autoComplete="name"
          required
          part="name-input"
        />
        <TextField
          id={emailId}
          errorId={emailErrorId}
          label={
            <>
              <Trans>E-mail</Trans>{' '}
              <span className="label__optional">
                (<Trans>optional</Trans>)
              </span>
            </>
          }
          error={vm.info.showEmailError ? i18n._(emailMessage) : null}
          name="email"
          type="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => vm.updateInfo({ email: e.target.value })}
          autoComplete="email"
          part="email-input"
        />
        <div className="consent">
          <input
            id={consentId}
            className="consent__box"
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(e) => vm.updateInfo({ consent: e.target.checked })}
            required
            part="consent"
          />
          <label htmlFor={consentId} className="consent__label">
            <Trans>
              I accept the terms of the gift shop and that my name and e-mail are stored and passed on to deliver my
              gift.
            </Trans>
          </label>
        </div>
        <ErrorMessage error={vm.error} onRetry={vm.retry} />
        <div className="actions">
          <button
            ref={copyButton}
            type="button"
            className="butik-button butik-button--quiet"
            onClick={() => void copy()}
            disabled={!vm.copyLinkUrl}
            aria-describedby={copyState === 'failed' ? linkId : undefined}
            part="button copy-link"
          >
            <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {copyState === 'copied' ? (
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              ) : (
                <path d="M10 14a4 4 0 0 0 5.7 0l3.6-3.6a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.6 3.6a4 4 0 0 0 5.7 5.7l1.6-1.6" />
              )}
            </svg>
            <Trans>Copy my gift link</Trans>
          </button>
          <ContinueButton busy={vm.loading.any} disabled={!vm.info.canContinue} />
        </div>
        {copyState === 'failed' && vm.copyLinkUrl ? (
          <div className="field">
            <label htmlFor={linkId} className="label">
              <Trans>Your gift link</Trans>
            </label>
            <input
              id={linkId}
              className="input input--link"
              readOnly
              value={vm.copyLinkUrl}
              onFocus={(e) => e.target.select()}
            />
          </div>
        ) : null}
        <p className={`live live--${copyState}`} role="status" aria-live="polite" part="copy-status">
          {announcement}
        </p>
      </form>
      <GuideDisclosure required={vm.shop?.requireddefaultproducts ?? 1} />
      <LeaveButton onLeave={vm.leave}>
        <Trans>Use another code</Trans>
      </LeaveButton>
    </FormStep>
  );
}

/** A labelled input and, while `error` is set, its error (then the input's description, `aria-invalid`). */
function TextField({
  id,
  errorId,
  label,
  error,
  ...input
}: {
  id: string;
  errorId: string;
  label: ReactNode;
  error: string | null;
  part: string;
} & InputHTMLAttributes<HTMLInputElement>): ReactNode {
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="field__error" id={errorId} part="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
