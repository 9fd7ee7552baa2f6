import { lazyPart } from '../../ui/lazy-load.ts';
import { untilReached, type ElementPart } from '../../ui/until-reached.tsx';
import type { LoginButtonProps } from './login-button.tsx';

export type { LoginButtonProps } from './login-button.tsx';
export type { LogoutDetail } from './user-menu.tsx';

/**
 * The element's shell (src/ui/until-reached.tsx): the page's fallback (a link to the login page, or signed in to
 * the account) until the visitor reaches for it, then the button with its modal or the user menu
 * (login-button.part.tsx). A press on the link is held and opens the modal or the menu. Without a fallback the
 * button loads at once.
 */
export const LoginButtonShell = untilReached<LoginButtonProps>(
  lazyPart<ElementPart<LoginButtonProps>>(() => import('./login-button.part.tsx'), {
    chunk: 'login-button.part',
    base: import.meta.url,
  }),
  { what: '<login-button>', holdPresses: true },
);
