/**
 * The signed-in user menu of `<login-button>` (spec §2, §6): a menu button ('My account') with 'Dashboard' and
 * 'Sign out', following the WAI-ARIA menu-button pattern:
 * - the button: Enter, Space or ArrowDown opens the menu and focuses the first item; ArrowUp opens it on the last;
 *   a click toggles it;
 * - in the menu: ArrowDown / ArrowUp move (wrapping), Home / End jump, Esc closes and returns focus to the button,
 *   Tab closes (focus moves on naturally), a click outside closes.
 * 'Sign out' posts `action=signout, output=json` to the login page URL (src/api/login-page.ts `signOut`). On
 * `signoutcompleted` the cancelable `butik-logout` event fires; unless a listener cancels it the page reloads.
 * Otherwise an alert says the sign-out failed (the menu button stays usable to try again).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createLoginPageApi } from '../../api/login-page.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { UserIcon } from './icons.tsx';
import { Spinner } from '../../ui/spinner-icon.tsx';

type SignOutState = 'idle' | 'busy' | 'failed';

export interface LogoutDetail {
  /** Always true: the server confirmed the sign-out. */
  signoutcompleted: true;
}

export function UserMenu({ dashboardUrl, loginUrl }: { dashboardUrl: string; loginUrl: string }): ReactNode {
  const { t } = useLingui();
  const client = useApiClient();
  const api = useMemo(() => createLoginPageApi(client, { loginUrl }), [client, loginUrl]);
  const emit = useButikEvent();
  const [open, setOpen] = useState(false);
  const [signOut, setSignOut] = useState<SignOutState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const ids = useId();
  const menuId = `${ids}-menu`;
  useHostState(signOut === 'busy' ? 'signing-out' : signOut === 'failed' ? 'error' : open ? 'menu-open' : 'menu');

  const items = useCallback(() => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])], []);

  const openMenu = useCallback((focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  }, []);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Move focus into the menu once it is rendered open.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const list = items();
    const target = pendingFocus.current === 'last' ? list[list.length - 1] : list[0];
    pendingFocus.current = null;
    target?.focus();
  }, [open, items]);

  // A pointer press outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => () => aborter.current?.abort(), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number;
    switch (event.key) {
      case 'ArrowDown':
        next = (index + 1) % list.length;
        break;
      case 'ArrowUp':
        next = (index - 1 + list.length) % list.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = list.length - 1;
        break;
      case 'Escape':
        event.preventDefault();
        closeMenu(true);
        return;
      case 'Tab':
        closeMenu(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    list[next]?.focus();
  };

  const doSignOut = async () => {
    if (signOut === 'busy') return;
    closeMenu(true);
    setSignOut('busy');
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    const result = await api.signOut({ signal: controller.signal });
    if (controller.signal.aborted) return;
    if (result.ok && result.value.signoutcompleted) {
      const proceed = emit<LogoutDetail>('butik-logout', { signoutcompleted: true }, { cancelable: true });
      setSignOut('idle');
      if (proceed) location.reload();
      return;
    }
    setSignOut('failed');
  };

  const busy = signOut === 'busy';
  const label = t({ message: 'My account', comment: 'signed-in user menu button in the header' });

  return (
    <div ref={wrapRef} className="butik-lb__menu-wrap" data-menu-open={open || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="butik-lb__trigger"
        id={`${ids}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-busy={busy || undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {busy ? <Spinner /> : <UserIcon />}
        <span className="butik-lb__label">{label}</span>
        <svg className="butik-lb__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul ref={menuRef} id={menuId} className="butik-lb__menu" role="menu" aria-labelledby={`${ids}-button`} hidden={!open} onKeyDown={onMenuKeyDown}>
        {dashboardUrl ? (
          <li role="none">
            <a role="menuitem" className="butik-lb__item" href={dashboardUrl} tabIndex={-1}>
              <Trans comment="signed-in user menu: link to the account dashboard">Dashboard</Trans>
            </a>
          </li>
        ) : null}
        <li role="none">
          <button role="menuitem" type="button" className="butik-lb__item" tabIndex={-1} onClick={() => void doSignOut()}>
            <Trans comment="signed-in user menu: sign out">Sign out</Trans>
          </button>
        </li>
      </ul>
      <span className="butik-lb__status" role="status">
        {busy ? <Trans comment="announced while signing out">Signing out…</Trans> : null}
      </span>
      {signOut === 'failed' ? (
        <p className="butik-lb__error" role="alert">
          <Trans comment="sign-out failed (top user menu)">Could not sign out. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
