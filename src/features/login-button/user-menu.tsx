/**
 * The signed-in user menu of `<login-button>` (spec §2, §6): the kit's MenuButton (src/ui/menu-button.tsx, the
 * WAI-ARIA menu-button pattern: Enter, Space or ArrowDown open on the first item, ArrowUp on the last; arrows wrap,
 * Home / End jump, Esc closes and returns focus, Tab closes, a press outside closes) labelled 'My account', with
 * 'Dashboard' and 'Sign out', in the header's own look (`butik-lb__*` classes).
 * 'Sign out' posts `action=signout, output=json` to the login page URL (src/api/login-page.ts `signOut`). On
 * `signoutcompleted` the cancelable `butik-logout` event fires; unless a listener cancels it the page reloads.
 * Otherwise an alert says the sign-out failed (the menu button stays usable to try again).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createLoginPageApi } from '../../api/login-page.ts';
import { clearStoredData } from '../../cache/stored-data.ts';
import { useApiClient } from '../../internal/api.ts';
import { notifySessionChanged, usePageConfig } from '../../internal/page-config.ts';
import { useContentStyles } from '../../internal/content-styles.ts';
import menuCss from './user-menu.css?inline';
import { useButikEvent, useHostState } from '../../internal/element-context.ts';
import { MenuButton, type MenuButtonProps, type MenuItem } from '../../ui/menu-button.tsx';
import { Spinner } from '../../ui/spinner-icon.tsx';

type SignOutState = 'idle' | 'busy' | 'failed';

export interface LogoutDetail {
  /** Always true: the server confirmed the sign-out. */
  signoutcompleted: true;
}

const CLASSES = {
  root: 'butik-lb__menu-wrap',
  menu: 'butik-lb__menu',
  item: 'butik-lb__item',
  caret: 'butik-lb__caret',
};

export interface UserMenuProps {
  dashboardUrl: string;
  loginUrl: string;
  /** The trigger's icon (owned by the element's own file, which shows it before this chunk is loaded). */
  icon: ReactNode;
  /** What the shopper did with the stand-in trigger before this chunk was there (focused it, pressed it). */
  start?: MenuButtonProps['start'];
}

export function UserMenu({ dashboardUrl, loginUrl, icon, start }: UserMenuProps): ReactNode {
  useContentStyles(menuCss);
  const { t } = useLingui();
  const client = useApiClient();
  const api = useMemo(() => createLoginPageApi(client, { loginUrl }), [client, loginUrl]);
  const emit = useButikEvent();
  const { context } = usePageConfig();
  const [open, setOpen] = useState(false);
  const [signOut, setSignOut] = useState<SignOutState>('idle');
  const aborter = useRef<AbortController | null>(null);
  useHostState(signOut === 'busy' ? 'signing-out' : signOut === 'failed' ? 'error' : open ? 'menu-open' : 'menu');

  useEffect(() => () => aborter.current?.abort(), []);

  const doSignOut = async () => {
    if (signOut === 'busy') return;
    setSignOut('busy');
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    const result = await api.signOut({ signal: controller.signal });
    if (controller.signal.aborted) return;
    if (result.ok && result.value.signoutcompleted) {
      // Nothing the library kept in this browser outlives the sign-out (docs/privacy.md): every `butik:` key.
      clearStoredData();
      const proceed = emit<LogoutDetail>('butik-logout', { signoutcompleted: true }, { cancelable: true });
      setSignOut('idle');
      if (proceed) location.reload();
      // The page stays (the host cancelled): data of the signed-out user in this page is stale.
      else notifySessionChanged(context);
      return;
    }
    setSignOut('failed');
  };

  const busy = signOut === 'busy';
  const label = t({ message: 'My account', comment: 'signed-in user menu button in the header' });
  const dashboard = t({ message: 'Dashboard', comment: 'signed-in user menu: link to the account dashboard' });
  const signOutText = t({ message: 'Sign out', comment: 'signed-in user menu: sign out' });
  const items: MenuItem[] = [
    ...(dashboardUrl ? [{ id: 'dashboard', label: dashboard, href: dashboardUrl }] : []),
    { id: 'sign-out', label: signOutText },
  ];

  return (
    <MenuButton
      label={
        <>
          {busy ? <Spinner /> : icon}
          <span className="butik-lb__label">{label}</span>
        </>
      }
      items={items}
      onAction={(id) => {
        if (id === 'sign-out') void doSignOut();
      }}
      align="end"
      buttonClassName="butik-button butik-button--ghost butik-lb__trigger"
      classNames={CLASSES}
      busy={busy}
      onOpenChange={setOpen}
      start={start}
    >
      <span className="butik-visually-hidden" role="status">
        {busy ? <Trans comment="announced while signing out">Signing out…</Trans> : null}
      </span>
      {signOut === 'failed' ? (
        <p className="butik-lb__error" role="alert">
          <Trans comment="sign-out failed (top user menu)">Could not sign out. Please try again.</Trans>
        </p>
      ) : null}
    </MenuButton>
  );
}
