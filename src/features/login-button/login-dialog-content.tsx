/**
 * What the login modal shows: LOGIN's `LoginPanel` (src/features/login/: username, password, 'Remember me',
 * 'Login', reset password modal, saved-cart dialog), posting to the page config's login URL. Loaded with a
 * dynamic import when the modal first opens (the login panel, its machine and CSS are not part of the header's
 * download), and rendered only while the modal is open, so each opening starts with a fresh form.
 */
import { useInsertionEffect, type ReactNode } from 'react';
import { useHost } from '../../internal/element-context.ts';
import { adoptLightStyles } from '../../internal/styles.ts';
import { LoginPanel, loginCss } from '../login/index.ts';

export function LoginDialogContent({ loginUrl }: { loginUrl: string }): ReactNode {
  const host = useHost();
  // The login CSS arrives with this chunk: adopted (scoped to the host's tag) before the panel is painted.
  useInsertionEffect(() => adoptLightStyles(host, [loginCss]), [host]);
  return <LoginPanel loginUrl={loginUrl} />;
}
