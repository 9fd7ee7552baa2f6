/**
 * Login (spec §2): heading 'Indtast gavekode', the code input and 'Fortsæt' (both disabled while loading; 'Fortsæt'
 * also while a 429 'For mange forsøg. Prøv igen om N sekunder.' counts down). Heading, hint, placeholder and button
 * are server labels of group 'giftshop' (`login.heading`, `login.hint`, `login.placeholder`, `login.continue`).
 * The form is shown only while the shop state is unset or OPEN; a closed or awaiting shop shows its text.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../format/index.ts';
import { useServerLabels } from '../../internal/server-labels.ts';
import { ContinueButton, ErrorMessage, FormStep, GuideDisclosure, useFieldId } from './shared.tsx';
import { shopStateText } from './texts.ts';
import type { GiftRecipientViewModel } from './view-model.ts';

export interface LoginSectionProps {
  vm: Pick<
    GiftRecipientViewModel,
    'code' | 'loading' | 'shop' | 'shopState' | 'showForm' | 'error' | 'submitCode' | 'retry'
  >;
  /** Culture for dates (the opening day of an awaiting shop). */
  culture: string;
}

export function LoginSection({ vm, culture }: LoginSectionProps): ReactNode {
  const { t, i18n } = useLingui();
  // The shop's own texts (server labels, group 'giftshop') over the built-in ones.
  const label = useServerLabels('giftshop');
  const headingId = useFieldId('login-heading');
  const hintId = useFieldId('code-hint');
  const errorId = useFieldId('code-error');
  const [value, setValue] = useState(vm.code ?? '');
  const input = useRef<HTMLInputElement>(null);
  const loading = vm.loading.any;
  const stateText = shopStateText(vm.shopState);
  const opens =
    vm.shopState === 'AWAITING' && vm.shop?.startdate ? formatDate(vm.shop.startdate, 'long', { culture }) : '';
  // Errors shown with the form: code and shop problems (closed/awaiting are shown instead of the form).
  const error = vm.error && vm.error.kind !== 'shopClosed' && vm.error.kind !== 'shopAwaiting' ? vm.error : null;
  // Too many failed look-ups (429): 'Fortsæt' waits out the countdown; the code can be corrected meanwhile.
  const waiting = error?.kind === 'tooManyAttempts';

  // After a failed attempt the input gets focus back (it was disabled while loading).
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading && error) input.current?.focus();
    wasLoading.current = loading;
  }, [loading, error]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (loading || waiting) return;
    vm.submitCode(value.trim());
  };

  return (
    <FormStep
      step="login"
      shop={vm.shop}
      headingId={headingId}
      heading={label('login.heading', t`Enter gift code`)}
      busy={loading}
    >
      {vm.showForm ? (
        <form className="form" onSubmit={submit} noValidate>
          <p className="hint" id={hintId}>
            {label('login.hint', t`You will find the code on your gift certificate or in your invitation e-mail.`)}
          </p>
          <input
            ref={input}
            className="input input--code"
            name="code"
            type="text"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={loading}
            aria-labelledby={headingId}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={label(
              'login.placeholder',
              t({ message: 'e.g. JUL26-0001', comment: 'placeholder of the gift code input' }),
            )}
            part="code-input"
          />
          <ErrorMessage error={error} id={errorId} onRetry={vm.retry} />
          <ContinueButton busy={loading} disabled={loading || waiting} block>
            {label('login.continue', t`Continue`)}
          </ContinueButton>
        </form>
      ) : (
        <div className="notice" role="status" part="notice">
          <p className="notice__title">{stateText ? i18n._(stateText) : null}</p>
          {opens ? (
            <p className="notice__detail">
              <Trans>It opens on {opens}.</Trans>
            </p>
          ) : null}
        </div>
      )}
      {vm.showForm ? <GuideDisclosure required={vm.shop?.requireddefaultproducts ?? 1} /> : null}
    </FormStep>
  );
}
