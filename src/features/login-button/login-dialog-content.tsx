/**
 * What the login modal shows: LOGIN's `LoginPanel` (src/features/login/: username, password, 'Remember me',
 * 'Login', reset password modal, saved-cart dialog), posting to the page config's login URL. Rendered only while
 * the modal is open, so each opening starts with a fresh form.
 */
import type { ReactNode } from 'react';
import { LoginPanel } from '../login/index.ts';

export function LoginDialogContent({ loginUrl }: { loginUrl: string }): ReactNode {
  return (
    <div className="butik-lb__modal-body">
      <LoginPanel loginUrl={loginUrl} />
    </div>
  );
}
