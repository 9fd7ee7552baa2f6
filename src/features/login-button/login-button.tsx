/**
 * `<login-button>` view (spec §2 "Top login modal (600px wide) with a user menu (dashboard, sign out). The login
 * link may be hidden by a setting.", §6 signed-in user menu, §7 sign-out). Rendered in the LIGHT DOM (the element
 * is defined with `shadow: false`) so the login dialog and its inputs are part of the document and password
 * managers see them. The element's JSDoc (elements/login-button.ts) lists the decisions.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { LoginDialogContent } from './login-dialog-content.tsx';
import { UserIcon } from './icons.tsx';
import { UserMenu } from './user-menu.tsx';

export interface LoginButtonProps {
  dashboardUrl?: string;
  hideLogin?: boolean;
}

export function LoginButton({ dashboardUrl = '', hideLogin = false }: LoginButtonProps): ReactNode {
  const config = usePageConfig();
  const loginUrl = config.loginUrl || '/login';
  if (config.signedIn) return <UserMenu dashboardUrl={dashboardUrl} loginUrl={loginUrl} />;
  if (hideLogin) return <HiddenLogin />;
  return <LoginModal loginUrl={loginUrl} />;
}

function HiddenLogin(): ReactNode {
  useHostState('hidden');
  return null;
}

function LoginModal({ loginUrl }: { loginUrl: string }): ReactNode {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useHostState(open ? 'open' : 'closed');

  const openModal = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
  }, []);

  const closeModal = useCallback(() => dialogRef.current?.close(), []);

  // Once the form is rendered, start on its first field (showModal() focused the × button before that).
  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLInputElement>('.butik-lb__modal-body input:not([type="hidden"])')?.focus();
  }, [open]);

  // Every way of closing (×, Esc, backdrop) ends here: focus goes back to the trigger.
  const onClose = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  const onBackdropClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  return (
    <>
      <button ref={triggerRef} type="button" className="butik-lb__trigger" aria-haspopup="dialog" aria-expanded={open} onClick={openModal}>
        <UserIcon />
        <span className="butik-lb__label">
          <Trans comment="top login link / button opening the login modal">Log in</Trans>
        </span>
      </button>
      <dialog ref={dialogRef} className="butik-lb__modal" aria-labelledby={titleId} onClose={onClose} onClick={onBackdropClick}>
        <div className="butik-lb__modal-inner">
          <div className="butik-lb__modal-head">
            <h2 id={titleId} className="butik-lb__modal-title">
              <Trans comment="title of the top login modal">Log in</Trans>
            </h2>
            <button type="button" className="butik-lb__close" aria-label={t({ message: 'Close', comment: 'close the login modal' })} onClick={closeModal}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {open ? <LoginDialogContent loginUrl={loginUrl} /> : null}
        </div>
      </dialog>
    </>
  );
}
