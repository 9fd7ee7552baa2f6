/**
 * `<company-signup>` view (spec §2 company sign-up form, §3 sign-up model, §5 sign-up rules, §8 texts). Rendered
 * in the LIGHT DOM (`shadow: false`) so browsers and password managers can autofill the fields. The element's
 * JSDoc (elements/company-signup.ts) lists the decisions.
 *
 * Container: the machine (machines/company-signup.machine.ts) with the `signup` actor calling
 * `POST customer/signup`; the shared form validation (src/ui/forms.ts) for the fields.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { companySignupMachine, type SignupErrorKind } from '../../../machines/company-signup.machine.ts';
import { createCustomerApi } from '../../api/customer.ts';
import { orFailure } from '../../api/errors.ts';
import type { SignupModel, SignupResult } from '../../api/schemas/customer.ts';
import { resolveLocale } from '../../i18n/locales.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { normalizePhone, validateEan, validateTrue, PHONE_PREFIX } from '../../validation/index.ts';
import { ErrorSummary, Field, summaryErrors, useFormValidation, type FormValidation } from '../../ui/forms.ts';
import { AddressCombobox } from './address-combobox.tsx';
import { ERROR_TEXTS, TEXTS } from './texts.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

export interface CompanySignupProps {
  heading?: string;
  description?: string;
  termsUrl?: string;
  addressProvider?: string;
}

export type CompanySignupState = 'loading' | 'editing' | 'submitting' | 'error' | 'completed';

/** How long to wait for the culture's texts before showing the form in the texts at hand (a failed catalog). */
export const TEXTS_WAIT_MS = 4000;

/**
 * Spec §2 "shown only after translations have loaded": true once the Lingui instance in use speaks the element's
 * culture (a culture switch keeps the previous language active while the new catalog loads), or after
 * {@link TEXTS_WAIT_MS} (a catalog that fails to load must not hide the form for good).
 */
function useTextsReady(): boolean {
  const { i18n } = useLingui();
  const { culture } = usePageConfig();
  const matches = i18n.locale === resolveLocale(culture);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (matches) return undefined;
    const timer = setTimeout(() => setWaited(true), TEXTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [matches]);
  return matches || waited;
}

type FieldName =
  'companyname' | 'address' | 'zipcode' | 'city' | 'vatno' | 'eanno' | 'name' | 'phone' | 'email' | 'consent';

/** The sign-up model of the form's values (spec §3): trimmed texts, phone with +45 and without spaces. */
export function signupModel(values: Record<FieldName, string | boolean>): SignupModel {
  const text = (name: FieldName) => {
    const v = values[name];
    return typeof v === 'string' ? v.trim() : '';
  };
  return {
    companyname: text('companyname'),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    vatno: text('vatno'),
    eanno: text('eanno'),
    name: text('name'),
    phone: normalizePhone(text('phone')),
    email: text('email'),
  };
}

export function CompanySignup({
  heading = '',
  description = '',
  termsUrl = '',
  addressProvider = 'dawa',
}: CompanySignupProps): ReactNode {
  const clientRef = useApiClientRef();
  const emit = useButikEvent();
  const machine = useMemo(
    () =>
      companySignupMachine.provide({
        actors: {
          // The spec §8 value: the server's own sign-up result when it refused (MissingDetails …), else Critical.
          signup: fromPromise<SignupResult, { model: SignupModel }>(async ({ input, signal }) =>
            orFailure(await createCustomerApi(clientRef.current).signup(input.model, { signal }), 'customer.signup'),
          ),
        },
      }),
    [clientRef],
  );
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) =>
    s.matches('completed') ? 'completed' : s.matches('submitting') ? 'submitting' : 'editing',
  );
  const error = useSelector(actor, (s) => s.context.error);

  useEffect(() => {
    const subs = [
      actor.on('completed', ({ model }) =>
        emit('butik-signup-completed', { email: model.email, companyname: model.companyname }),
      ),
      actor.on('failed', ({ error: kind }) => emit('butik-signup-failed', { error: kind })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, emit]);

  const ready = useTextsReady();
  const hostState: CompanySignupState = !ready ? 'loading' : state === 'editing' && error ? 'error' : state;
  useHostState(hostState);

  const titleId = useId();
  const title = heading.trim();
  const intro = description.trim();

  if (!ready) return null;
  return (
    <section className="butik-signup" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="butik-signup__title">
          {title}
        </h2>
      ) : null}
      {state === 'completed' ? (
        <Confirmation />
      ) : (
        <>
          {intro ? <p className="butik-signup__intro">{intro}</p> : null}
          <SignupForm
            termsUrl={termsUrl.trim()}
            provider={addressProvider.trim() || 'dawa'}
            submitting={state === 'submitting'}
            error={error}
            onSubmit={(model) => actor.send({ type: 'SUBMIT', model })}
            onEdit={() => {
              if (error) actor.send({ type: 'DISMISS' });
            }}
          />
        </>
      )}
    </section>
  );
}

function Confirmation(): ReactNode {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: move focus to the confirmation so keyboard and screen reader users land on it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="butik-signup__done" role="status" tabIndex={-1}>
      <span className="butik-signup__done-icon" aria-hidden="true">
        ✓
      </span>
      <div>
        <p className="butik-signup__done-title">{i18n._(TEXTS.successHeading)}</p>
        <p className="butik-signup__done-text">{i18n._(TEXTS.success)}</p>
      </div>
    </div>
  );
}

interface SignupFormProps {
  termsUrl: string;
  provider: string;
  submitting: boolean;
  error: SignupErrorKind | null;
  onSubmit(model: SignupModel): void;
  onEdit(): void;
}

function SignupForm({ termsUrl, provider, submitting, error, onSubmit, onEdit }: SignupFormProps): ReactNode {
  const { i18n } = useLingui();
  const l = (d: (typeof TEXTS)[keyof typeof TEXTS]) => i18n._(d);
  const form: FormValidation<FieldName> = useFormValidation<FieldName>({
    companyname: { label: l(TEXTS.companyname), rules: 'required|max:200' },
    address: { label: l(TEXTS.address), rules: 'required|max:200' },
    zipcode: { label: l(TEXTS.zipcode), rules: 'required|max:20' },
    city: { label: l(TEXTS.city), rules: 'required|max:100' },
    vatno: { label: l(TEXTS.vatno), rules: 'required|max:50' },
    eanno: { label: l(TEXTS.eanno), rules: [validateEan] },
    name: { label: l(TEXTS.name), rules: 'required|max:200' },
    phone: { label: l(TEXTS.phone), rules: 'required|phone' },
    email: { label: l(TEXTS.email), rules: 'required|email' },
    consent: { label: l(TEXTS.consent), rules: [validateTrue], initial: false, required: true },
  });
  const hintId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  // A server error is announced (role=alert) and focused, so it is not missed below a long form.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  // Any edit after a server error hides it (the next submit asks again).
  const valuesRef = useRef(form.values);
  useEffect(() => {
    if (valuesRef.current !== form.values) {
      valuesRef.current = form.values;
      onEdit();
    }
  }, [form.values, onEdit]);

  const blocked = !form.isValid || submitting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!form.validateAll()) {
      form.focusFirstInvalid();
      return;
    }
    onSubmit(signupModel(form.values));
  };

  const consentLabel = termsUrl ? (
    <Trans comment="company sign-up: consent checkbox label; <0> links to the terms page (opens in a new tab)">
      I accept the{' '}
      <a href={termsUrl} target="_blank" rel="noopener">
        terms and conditions
      </a>{' '}
      and that my details are stored to create my account.
    </Trans>
  ) : (
    <Trans comment="company sign-up: consent checkbox label when no terms page is configured">
      I accept the terms and conditions and that my details are stored to create my account.
    </Trans>
  );

  return (
    <form className="butik-signup__form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <ErrorSummary errors={summaryErrors(form)} />
      <SignupBlock legend={l(TEXTS.companyBlock)} disabled={submitting}>
        <Field
          form={form}
          name="companyname"
          autoComplete="organization"
          placeholder={l(TEXTS.companyname)}
          className="butik-signup__wide"
        />
        <Field
          form={form}
          name="address"
          placeholder={l(TEXTS.address)}
          className="butik-signup__wide"
          render={(bindings) => (
            <AddressCombobox
              bindings={bindings}
              value={typeof form.values.address === 'string' ? form.values.address : ''}
              provider={provider}
              onChange={(v) => form.setValue('address', v)}
              onPick={(s) => {
                form.setValue('address', s.address1);
                form.setValue('zipcode', s.zip);
                form.setValue('city', s.city);
              }}
            />
          )}
        />
        <Field
          form={form}
          name="zipcode"
          autoComplete="postal-code"
          placeholder={l(TEXTS.zipcode)}
          inputProps={{ inputMode: 'numeric' }}
        />
        <Field form={form} name="city" autoComplete="address-level2" placeholder={l(TEXTS.city)} />
        <Field
          form={form}
          name="vatno"
          autoComplete="off"
          placeholder={l(TEXTS.vatno)}
          inputProps={{ spellCheck: false }}
        />
        <Field
          form={form}
          name="eanno"
          autoComplete="off"
          placeholder={l(TEXTS.eanno)}
          inputProps={{ inputMode: 'numeric', spellCheck: false }}
        />
      </SignupBlock>
      <SignupBlock legend={l(TEXTS.contactBlock)} disabled={submitting}>
        <Field form={form} name="name" autoComplete="name" placeholder={l(TEXTS.name)} className="butik-signup__wide" />
        <Field
          form={form}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          placeholder={l(TEXTS.phone)}
          prefix={PHONE_PREFIX}
        />
        <Field form={form} name="email" type="email" autoComplete="email" placeholder={l(TEXTS.email)} />
        <Field form={form} name="consent" type="checkbox" labelContent={consentLabel} className="butik-signup__wide" />
      </SignupBlock>
      {error ? (
        <div ref={errorRef} className="butik-signup__error" role="alert" tabIndex={-1}>
          {i18n._(ERROR_TEXTS[error])}
        </div>
      ) : null}
      <div className="butik-signup__actions">
        {/*
          Spec §2 "Submit is disabled while the form is invalid": aria-disabled (not the disabled attribute), so the
          button stays focusable and a press shows every error and moves focus to the first invalid field (issue 6).
        */}
        <button
          type="submit"
          className="butik-button butik-button--primary butik-signup__submit"
          aria-disabled={blocked || undefined}
          aria-busy={submitting || undefined}
          aria-describedby={!form.isValid && !submitting ? hintId : undefined}
        >
          {submitting ? <Spinner /> : null}
          {submitting ? l(TEXTS.submitting) : l(TEXTS.submit)}
        </button>
        <p id={hintId} className="butik-signup__hint" hidden={form.isValid || submitting}>
          {l(TEXTS.submitHint)}
        </p>
      </div>
    </form>
  );
}

/** A block of the form: its legend over its fields in the two-column grid, all disabled while submitting. */
function SignupBlock({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <fieldset className="butik-signup__block" disabled={disabled}>
      <legend className="butik-signup__legend">{legend}</legend>
      <div className="butik-signup__grid">{children}</div>
    </fieldset>
  );
}
