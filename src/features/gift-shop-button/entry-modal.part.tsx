/**
 * The login / sign-up modal of `<gift-shop-button variant="button">` (spec §2), its CSS and its texts: an
 * on-demand part, loaded when the button is first pressed or a moment earlier when a pointer or focus reaches it
 * (a page whose visitors never open it does not load it). The kit's Dialog, size `large` (90vw × 90vh, spec §9),
 * titled 'Log ind eller opret dig nemt i dag!' with the login panel and the sign-up panel; 'Påbegynd oprettelse'
 * switches to the sign-up view. Closing (×, Esc, backdrop) resets the modal to the choice.
 */
import { Trans } from '@lingui/react/macro';
import { createElement, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useContentStyles } from '../../internal/content-styles.ts';
import { useTagName } from '../../internal/element-context.ts';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import type { EntryModalState } from './gift-shop-button.tsx';

type ModalView = 'choice' | 'signup';

export interface EntryModalProps {
  /** How often the button was pressed: each new count opens the modal. */
  opens: number;
  loginUrl: string;
  signupUrl: string;
  /** Where a visitor who signs in here goes (the management area). */
  managementUrl: string;
  /** The modal's state, for the host's `data-state` (the element's button owns the host). */
  onState(state: EntryModalState): void;
}

export default function EntryModal({ opens, loginUrl, managementUrl, onState }: EntryModalProps): ReactNode {
  const loginTag = useTagName('login-form');
  const signupTag = useTagName('company-signup');
  useContentStyles(MODAL_CSS);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ModalView>('choice');
  const titleId = useId();
  const signupHeadingRef = useRef<HTMLHeadingElement>(null);
  // The sign-up form says itself that the account was made; then the way on is closing the modal, not back.
  const [signedUp, setSignedUp] = useState(false);
  const onSignupForm = useCallback((form: HTMLElement | null) => {
    if (!form) return;
    form.addEventListener('butik-signup-completed', () => setSignedUp(true));
  }, []);
  useEffect(() => onState(open ? (view === 'signup' ? 'signup' : 'open') : 'closed'), [open, view, onState]);

  // Each press of the element's button (a new count) opens the modal on the choice.
  useEffect(() => {
    if (opens === 0) return;
    setView('choice');
    setOpen(true);
  }, [opens]);

  // Signed in through the form: go to the management area (the form would reload this page).
  const onLoginForm = useCallback(
    (form: HTMLElement | null) => {
      if (!form) return;
      const onLogin = (event: Event) => {
        if (!managementUrl) return;
        event.preventDefault();
        // The page must load again signed in: a URL that differs only by its hash would not reload.
        const target = new URL(managementUrl, window.location.href);
        const here = window.location;
        if (target.pathname === here.pathname && target.search === here.search) {
          here.hash = target.hash;
          here.reload();
        } else here.assign(target.href);
      };
      form.addEventListener('butik-login', onLogin);
      return () => form.removeEventListener('butik-login', onLogin);
    },
    [managementUrl],
  );

  // Every way of closing (×, Esc, backdrop) ends here: reset to the choice.
  const onClose = useCallback(() => {
    setOpen(false);
    setView('choice');
    setSignedUp(false);
  }, []);

  useEffect(() => {
    if (view === 'signup') signupHeadingRef.current?.focus();
  }, [view]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="large"
      title={<Trans comment="gift-shop entry modal title">Sign in or sign up easily today!</Trans>}
      className="modal"
      part="modal"
      closeClassName="modal__close"
    >
      {view === 'choice' ? (
        <div className="modal__panels">
          <section className="panel" part="login-panel" aria-labelledby={`${titleId}-login`}>
            <h3 id={`${titleId}-login`} className="panel__title">
              <Trans comment="gift-shop entry modal: login panel heading">Do you already have a login?</Trans>
            </h3>
            {/* The library's login form (its own element, loaded when it appears). Signed in, the visitor goes to
                the management area instead of reloading this page. */}
            <div className="panel__form">{createElement(loginTag, { 'login-url': loginUrl, ref: onLoginForm })}</div>
          </section>
          <section className="panel" part="signup-panel" aria-labelledby={`${titleId}-signup`}>
            <h3 id={`${titleId}-signup`} className="panel__title">
              <Trans comment="gift-shop entry modal: sign-up panel heading">... or sign up easily today</Trans>
            </h3>
            <p>
              <Trans comment="gift-shop entry modal: sign-up panel text">
                Create a business account and set up a gift shop for your employees.
              </Trans>
            </p>
            <button type="button" className="action action--primary" onClick={() => setView('signup')}>
              <Trans comment="gift-shop entry modal: button switching to the sign-up form">Start sign-up</Trans>
            </button>
          </section>
        </div>
      ) : (
        <section className="panel panel--signup" part="signup-form" aria-labelledby={`${titleId}-form`}>
          <div className="panel__head">
            <h3 id={`${titleId}-form`} ref={signupHeadingRef} tabIndex={-1} className="panel__title">
              <Trans comment="gift-shop entry modal: sign-up view heading">Sign up</Trans>
            </h3>
            {signedUp ? (
              <button type="button" className="action action--primary" part="signup-close" onClick={onClose}>
                <Trans comment="gift-shop entry modal: closes the modal after the sign-up succeeded">Close</Trans>
              </button>
            ) : (
              <button type="button" className="action" part="signup-back" onClick={() => setView('choice')}>
                <span aria-hidden="true">← </span>
                <Trans comment="gift-shop entry modal: back to the login / sign-up choice">Back</Trans>
              </button>
            )}
          </div>
          <div className="panel__form">{createElement(signupTag, { ref: onSignupForm })}</div>
        </section>
      )}
    </Dialog>
  );
}

/** The modal content's sheet, adopted after the element's own. */
const MODAL_CSS = `
.modal__panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr)); gap: calc(var(--butik-spacing) * 3); align-content: start; }
.panel { display: flex; flex-direction: column; align-items: flex-start; gap: var(--butik-spacing); padding: calc(var(--butik-spacing) * 3); border: 1px solid var(--butik-color-border); border-radius: var(--butik-radius); }
.panel__title { margin: 0; font-size: 1.25em; }
.panel__title:focus { outline: none; }
.panel p { margin: 0; color: var(--butik-color-muted); }
.panel__form { align-self: stretch; }
.panel--signup { max-width: 46rem; width: 100%; margin-inline: auto; }
.panel__head { align-self: stretch; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--butik-spacing); }
@media (max-width: 639px) { .panel--signup { padding: 0; border: 0; } }
.action { display: inline-flex; align-items: center; min-height: 44px; padding: 0 calc(var(--butik-spacing) * 2.5); font: inherit; font-weight: 600; text-decoration: none; color: var(--butik-color-primary); background: transparent; border: 1px solid var(--butik-color-primary); border-radius: var(--butik-radius); cursor: pointer; }
.action--primary { color: var(--butik-color-on-primary); background: var(--butik-color-primary); }
.action > [aria-hidden='true']:dir(rtl) { transform: scaleX(-1); }
`;
