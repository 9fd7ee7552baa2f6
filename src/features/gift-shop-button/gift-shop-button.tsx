/**
 * `<gift-shop-button>` (spec §2 "Gift-shop entry button"): a header link or a large button into the gift shop.
 *
 * - Signed in (page config `signed-in`): a link to the management URL.
 * - Not signed in, `variant="header"`: a link to the promotion URL.
 * - Not signed in, `variant="button"`: a large button opening a modal (the kit's Dialog, size `large`:
 *   90vw × 90vh, spec §9) titled 'Log ind eller opret dig nemt i dag!' with the login panel ('Har du allerede
 *   et login?') and the sign-up panel ('... eller opret dig nemt i dag', button 'Påbegynd oprettelse' switching
 *   to the sign-up view). Closing (close button, Esc, backdrop click) resets the modal to the choice.
 *
 * The login and sign-up forms come with the accounts issue; until then the login panel links to the page
 * config's `login-url` (default `/login`) and the sign-up view links to `signup-url` (default `/signup`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import { useProblemLog } from '../../ui/use-problem-log.ts';

export type GiftShopButtonVariant = 'header' | 'button';

export interface GiftShopButtonProps {
  variant?: GiftShopButtonVariant;
  text?: string;
  managementUrl?: string;
  promotionUrl?: string;
  signupUrl?: string;
}

type ModalView = 'choice' | 'signup';

export function GiftShopButton({
  variant = 'header',
  text,
  managementUrl = '',
  promotionUrl = '',
  signupUrl = '/signup',
}: GiftShopButtonProps): ReactNode {
  const config = usePageConfig();
  const { t } = useLingui();
  const label = text?.trim() || t({ message: 'Gift shop', comment: 'default text of the gift-shop entry button' });

  if (config.signedIn || variant === 'header') {
    return (
      <EntryLink
        variant={variant}
        label={label}
        href={config.signedIn ? managementUrl : promotionUrl}
        attribute={config.signedIn ? 'management-url' : 'promotion-url'}
      />
    );
  }
  return <EntryModal label={label} loginUrl={config.loginUrl || '/login'} signupUrl={signupUrl || '/signup'} />;
}

function EntryLink({
  variant,
  label,
  href,
  attribute,
}: {
  variant: GiftShopButtonVariant;
  label: string;
  href: string;
  attribute: string;
}): ReactNode {
  const url = href.trim();
  useHostState('link');
  useProblemLog([url ? null : `needs the ${attribute} attribute for this state; the entry is shown without a link.`]);
  const className = variant === 'header' ? 'entry entry--header' : 'entry entry--button';
  if (!url) {
    return (
      <span className={`${className} entry--disabled`} part="entry">
        {label}
      </span>
    );
  }
  return (
    <a className={className} part="entry" href={url}>
      {label}
    </a>
  );
}

function EntryModal({ label, loginUrl, signupUrl }: { label: string; loginUrl: string; signupUrl: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ModalView>('choice');
  const titleId = useId();
  const signupHeadingRef = useRef<HTMLHeadingElement>(null);
  useHostState(open ? (view === 'signup' ? 'signup' : 'open') : 'closed');

  const openModal = useCallback(() => {
    setView('choice');
    setOpen(true);
  }, []);

  // Every way of closing (×, Esc, backdrop) ends here: reset to the choice.
  const onClose = useCallback(() => {
    setOpen(false);
    setView('choice');
  }, []);

  useEffect(() => {
    if (view === 'signup') signupHeadingRef.current?.focus();
  }, [view]);

  return (
    <>
      <button type="button" className="entry entry--button" part="entry" aria-haspopup="dialog" onClick={openModal}>
        {label}
      </button>
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
              <p>
                <Trans comment="gift-shop entry modal: login panel text">Sign in to manage your gift shops.</Trans>
              </p>
              <a className="action action--primary" href={loginUrl}>
                <Trans comment="gift-shop entry modal: link to the login page">Sign in</Trans>
              </a>
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
            <h3 id={`${titleId}-form`} ref={signupHeadingRef} tabIndex={-1} className="panel__title">
              <Trans comment="gift-shop entry modal: sign-up view heading">Sign up</Trans>
            </h3>
            <p>
              <Trans comment="gift-shop entry modal: sign-up view text (the form opens on its own page)">
                The sign-up form opens on its own page.
              </Trans>
            </p>
            <div className="panel__actions">
              <a className="action action--primary" href={signupUrl}>
                <Trans comment="gift-shop entry modal: link to the sign-up page">Go to sign-up</Trans>
              </a>
              <button type="button" className="action" onClick={() => setView('choice')}>
                <Trans comment="gift-shop entry modal: back to the login / sign-up choice">Back</Trans>
              </button>
            </div>
          </section>
        )}
      </Dialog>
    </>
  );
}

/** Shadow-root CSS. */
export const giftShopButtonCss = `
:host { display: inline-block; }
.entry { font: inherit; cursor: pointer; text-decoration: none; box-sizing: border-box; }
.entry--header { display: inline-flex; align-items: center; min-height: 44px; padding: 0 calc(var(--butik-spacing) * 1.5); color: var(--butik-color-primary); font-weight: 600; border-radius: var(--butik-radius); }
.entry--header:hover { text-decoration: underline; }
.entry--button { display: inline-flex; align-items: center; justify-content: center; min-height: 56px; padding: calc(var(--butik-spacing) * 1.5) calc(var(--butik-spacing) * 4); font-size: 1.25em; font-weight: 700; color: var(--butik-color-on-primary); background: var(--butik-color-primary); border: 0; border-radius: var(--butik-radius); }
.entry--button:hover { filter: brightness(1.1); }
.entry--disabled { cursor: default; }
.entry--header.entry--disabled { color: var(--butik-color-muted); }
.entry--button.entry--disabled { background: var(--butik-color-muted); }
.modal__panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr)); gap: calc(var(--butik-spacing) * 3); align-content: start; }
.panel { display: flex; flex-direction: column; align-items: flex-start; gap: var(--butik-spacing); padding: calc(var(--butik-spacing) * 3); border: 1px solid var(--butik-color-border); border-radius: var(--butik-radius); }
.panel__title { margin: 0; font-size: 1.25em; }
.panel__title:focus { outline: none; }
.panel p { margin: 0; color: var(--butik-color-muted); }
.panel__actions { display: flex; flex-wrap: wrap; gap: var(--butik-spacing); }
.action { display: inline-flex; align-items: center; min-height: 44px; padding: 0 calc(var(--butik-spacing) * 2.5); font: inherit; font-weight: 600; text-decoration: none; color: var(--butik-color-primary); background: transparent; border: 1px solid var(--butik-color-primary); border-radius: var(--butik-radius); cursor: pointer; }
.action--primary { color: var(--butik-color-on-primary); background: var(--butik-color-primary); }
`;
