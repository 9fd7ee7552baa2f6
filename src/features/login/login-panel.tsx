/**
 * `LoginPanel`: the whole login form (spec §2 login form, reset password modal, saved-cart dialog; §4; §5; §8),
 * wiring machines/login.machine.ts to the login page URL actions (src/api/login-page.ts), the cart calls
 * (src/api/cart.ts) and the page cart (`useCartSelector` for the item count, `replaceCart` after use/merge).
 *
 * Rendered by `<login-form>` (light DOM) and by `<login-button>`'s header login modal: it never touches the host's
 * `data-state` itself (it reports its state through `onState`); its CSS is {@link loginCss} (class-scoped, no
 * `:host` rules, so it can be adopted next to another element's CSS). The element's JSDoc
 * (elements/login-form.ts) lists the decisions.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { createCartApi } from '../../api/cart.ts';
import { createLoginPageApi } from '../../api/login-page.ts';
import { orFailure } from '../../api/errors.ts';
import { unwrap, unwrapOr } from '../../api/result.ts';
import type { Cart, SavedCartItem } from '../../api/schemas/cart.ts';
import type { SignInResponse } from '../../api/schemas/login.ts';
import { clearStoredData } from '../../cache/stored-data.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useCartSelector, useReplaceCartOn } from '../cart/use-cart.ts';
import { ErrorSummary, FieldError } from '../../ui/forms.ts';
import {
  canMerge,
  isResetOpen,
  isSavedCartOpen,
  isSigningIn,
  loginMachine,
  type LoginError,
  type LoginSnapshot,
  type ResetRequestOutput,
  type SavedCartChoice,
  type SignInRequest,
} from '../../../machines/login.machine.ts';
import { queryAlert } from './query-alert.ts';
import { ResetDialog } from './reset-dialog.tsx';
import { SavedCartDialog } from './saved-cart-dialog.tsx';
import { TEXTS } from './texts.ts';
import { checkFields } from './validate.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

/** The login page URL used when neither the prop nor the page config (`login-url`) gives one. */
export const DEFAULT_LOGIN_URL = '/login';

/** What the panel shows: the form, signing in, an error alert, the reset modal, the saved-cart dialog, or done (reloading). */
export type LoginPanelState = 'idle' | 'submitting' | 'error' | 'reset' | 'saved-cart' | 'done';

/** `butik-login` detail: the sign-in succeeded; the page reloads unless a listener calls `preventDefault()`. */
export interface LoginEventDetail {
  signedIn: true;
  previouscartfound: boolean;
  /** How the saved-cart dialog ended (`use`, `merge`, `nothing`, `close`), or null without a saved cart. */
  choice: SavedCartChoice | null;
}

export interface LoginPanelProps {
  /** Overrides the page config's `login-url` (where the multipart POSTs go). */
  loginUrl?: string;
  /** Called with the panel's state whenever it changes (the element mirrors it as `data-state`). */
  onState?: (state: LoginPanelState) => void;
}

const selectError = (s: LoginSnapshot) => s.context.error;
const selectItems = (s: LoginSnapshot) => s.context.savedItems;
const selectResetResult = (s: LoginSnapshot) => s.context.resetResult;
const selectChoice = (s: LoginSnapshot) => s.context.choice;
const selectChangeFailed = (s: LoginSnapshot) => s.context.changeError !== null;
const selectResetSending = (s: LoginSnapshot) => s.matches({ reset: 'sending' });
const selectSavedLoading = (s: LoginSnapshot) => s.matches({ savedCart: 'loading' });
const selectChanging = (s: LoginSnapshot) => s.matches({ savedCart: 'changing' });
const selectCartCount = (s: { context: { lines: readonly unknown[] } }) => s.context.lines.length;

function panelState(s: LoginSnapshot): LoginPanelState {
  if (s.matches('done')) return 'done';
  if (s.matches('savedCart')) return 'saved-cart';
  if (s.matches('reset')) return 'reset';
  if (s.matches({ login: 'submitting' })) return 'submitting';
  return s.context.error ? 'error' : 'idle';
}

function currentSearch(): string {
  return typeof location === 'undefined' ? '' : location.search;
}

export function LoginPanel({ loginUrl, onState }: LoginPanelProps): ReactNode {
  const { i18n } = useLingui();
  const _ = useCallback((d: MessageDescriptor) => i18n._(d), [i18n]);
  const config = usePageConfig();
  const client = useApiClient();
  const emit = useButikEvent();
  const cartCount = useCartSelector(selectCartCount);
  const url = (typeof loginUrl === 'string' && loginUrl.trim()) || config.loginUrl.trim() || DEFAULT_LOGIN_URL;

  const deps = useRef({ client, url });
  deps.current = { client, url };
  const context = useRef(config.context);
  context.current = config.context;
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          // A failure is the spec §8 sign-in result (signinerror), which the machine shows as such.
          signIn: fromPromise<SignInResponse, SignInRequest>(async ({ input, signal }) =>
            orFailure(
              await createLoginPageApi(deps.current.client, { loginUrl: deps.current.url }).signIn(input, { signal }),
              'loginPage.signIn',
            ),
          ),
          loadRetentionCart: fromPromise<SavedCartItem[], void>(async ({ signal }) =>
            unwrapOr(await createCartApi(deps.current.client).getRetentionCart({ signal }), []),
          ),
          changeCart: fromPromise<Cart, { merge: boolean }>(async ({ input, signal }) => {
            return unwrap(
              await createCartApi(deps.current.client).change({ merge: input.merge }, { signal }),
              'cart.change',
            );
          }),
          resetRequest: fromPromise<ResetRequestOutput, { email: string }>(async ({ input, signal }) => {
            const answer = unwrap(
              await createLoginPageApi(deps.current.client, { loginUrl: deps.current.url }).resetPasswordRequest(
                input.email,
                { signal },
              ),
              'loginPage.resetPasswordRequest',
            );
            return { emailsent: answer.emailsent === true };
          }),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { currentCartCount: cartCount } });

  useEffect(() => {
    actor.send({ type: 'CART_COUNT', count: cartCount });
  }, [actor, cartCount]);

  useReplaceCartOn(actor, 'cartReplaced');
  useEffect(() => {
    const reload = actor.on('reload', (e) => {
      const detail: LoginEventDetail = { signedIn: true, previouscartfound: e.previouscartfound, choice: e.choice };
      // Another user (or the visitor before) may have left this context's cached data: the new one starts fresh.
      clearStoredData({ context: context.current });
      if (emit<LoginEventDetail>('butik-login', detail, { cancelable: true })) globalThis.location?.reload();
    });
    return () => reload.unsubscribe();
  }, [actor, emit]);

  const state = useSelector(actor, panelState);
  const onStateRef = useRef(onState);
  onStateRef.current = onState;
  useEffect(() => {
    onStateRef.current?.(state);
  }, [state]);

  const machineError = useSelector(actor, selectError);
  const busy = useSelector(actor, isSigningIn);
  const resetOpen = useSelector(actor, isResetOpen);
  const savedOpen = useSelector(actor, isSavedCartOpen);
  const mergeOffered = useSelector(actor, canMerge);
  const savedItems = useSelector(actor, selectItems);
  const savedLoading = useSelector(actor, selectSavedLoading);
  const changing = useSelector(actor, selectChanging);
  const choice = useSelector(actor, selectChoice);
  const changeFailed = useSelector(actor, selectChangeFailed);
  const resetResult = useSelector(actor, selectResetResult);
  const resetSending = useSelector(actor, selectResetSending);

  // The query string's alert shows until the user submits or dismisses it.
  const [fromQuery, setFromQuery] = useState<LoginError | null>(() => queryAlert(currentSearch()));
  const alert = machineError ?? fromQuery;

  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const resetLinkRef = useRef<HTMLButtonElement>(null);
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [checked, setChecked] = useState(false);
  const [usernameForReset, setUsernameForReset] = useState('');

  const labels = { username: _(TEXTS.username), password: _(TEXTS.password) };
  const check = () =>
    checkFields([
      { name: 'username', value: usernameRef.current?.value ?? '', label: labels.username, rules: 'required' },
      { name: 'password', value: passwordRef.current?.value ?? '', label: labels.password, rules: 'required' },
    ]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setChecked(true);
    const first = (['username', 'password'] as const).find((name) => found[name]);
    if (first) {
      (first === 'username' ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFromQuery(null);
    const form = new FormData(event.currentTarget);
    actor.send({
      type: 'SUBMIT',
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
      remember: form.get('rememberlogin') !== null,
    });
  };

  const onInput = () => {
    if (checked) setErrors(check());
  };

  const openReset = () => {
    setUsernameForReset(usernameRef.current?.value.trim() ?? '');
    actor.send({ type: 'OPEN_RESET' });
  };
  const backFromReset = () => {
    actor.send({ type: 'BACK' });
    resetLinkRef.current?.focus();
  };

  const fieldIds = { username: `${ids}-username`, password: `${ids}-password` };
  const errorIds = { username: `${ids}-username-error`, password: `${ids}-password-error` };
  const alertId = `${ids}-alert`;

  return (
    <div className="butik-login" data-state={state}>
      <form
        ref={formRef}
        className="butik-login__form"
        method="post"
        action={url}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        aria-busy={busy || undefined}
      >
        {alert ? (
          <div id={alertId} className="butik-login__alert butik-login__alert--error" role="alert">
            <span>{_(alert === 'invalid' ? TEXTS.invalid : TEXTS.critical)}</span>
            <button
              type="button"
              className="butik-button butik-button--icon butik-login__dismiss"
              aria-label={_(TEXTS.dismiss)}
              onClick={() => {
                setFromQuery(null);
                actor.send({ type: 'DISMISS' });
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
        <ErrorSummary
          errors={(['username', 'password'] as const).flatMap((name) =>
            errors[name] ? [{ id: fieldIds[name], message: _(errors[name]) }] : [],
          )}
        />
        {(['username', 'password'] as const).map((name) => (
          <div key={name} className={`butik-login__field${errors[name] ? ' butik-login__field--invalid' : ''}`}>
            <label className="butik-login__label" htmlFor={fieldIds[name]}>
              {labels[name]}
            </label>
            <input
              ref={name === 'username' ? usernameRef : passwordRef}
              id={fieldIds[name]}
              className="butik-login__input"
              name={name}
              type={name === 'username' ? 'email' : 'password'}
              autoComplete={name === 'username' ? 'username' : 'current-password'}
              inputMode={name === 'username' ? 'email' : undefined}
              spellCheck={false}
              autoCapitalize="none"
              required
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={
                [errors[name] ? errorIds[name] : '', alert ? alertId : ''].filter(Boolean).join(' ') || undefined
              }
            />
            <FieldError id={errorIds[name]} message={errors[name] ? _(errors[name]) : undefined} />
          </div>
        ))}
        <label className="butik-login__remember">
          <input type="checkbox" name="rememberlogin" value="true" className="butik-login__checkbox" />
          <span>{_(TEXTS.remember)}</span>
        </label>
        <div className="butik-login__actions butik-login__actions--form">
          <button
            type="submit"
            className="butik-button butik-button--primary butik-login__submit"
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner /> : null}
            {_(TEXTS.login)}
          </button>
          <button
            ref={resetLinkRef}
            type="button"
            className="butik-login__link"
            aria-haspopup="dialog"
            onClick={openReset}
          >
            {_(TEXTS.resetLink)}
          </button>
        </div>
        <p className="butik-visually-hidden" role="status">
          {busy ? _(TEXTS.signingIn) : ''}
        </p>
      </form>
      <ResetDialog
        open={resetOpen}
        sending={resetSending}
        result={resetResult}
        initialEmail={usernameForReset}
        onSend={(email) => actor.send({ type: 'SEND', email })}
        onBack={backFromReset}
      />
      <SavedCartDialog
        open={savedOpen}
        loading={savedLoading}
        items={savedItems}
        canMerge={mergeOffered}
        changing={changing ? choice : null}
        changeFailed={changeFailed}
        onUse={() => actor.send({ type: 'USE' })}
        onMerge={() => actor.send({ type: 'MERGE' })}
        onNothing={() => actor.send({ type: 'NOTHING' })}
        onClose={() => actor.send({ type: 'CLOSE' })}
      />
    </div>
  );
}
