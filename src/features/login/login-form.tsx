/**
 * `<login-form>` view: {@link LoginPanel} in the element's light DOM, with its state mirrored on the host as
 * `data-state`. The element's JSDoc (elements/login-form.ts) lists the decisions.
 */
import { useState, type ReactNode } from 'react';
import { useHostState } from '../../internal/element-context.ts';
import { LoginPanel, type LoginPanelState } from './login-panel.tsx';

/** No own attributes: the login page URL is the page config's `login-url` (also accepted on the element). */
export type LoginFormProps = Record<string, never>;

export function LoginForm(): ReactNode {
  const [state, setState] = useState<LoginPanelState>('idle');
  useHostState(state);
  return <LoginPanel onState={setState} />;
}

/** Host CSS of `<login-form>` (light DOM: `:host` becomes the tag name). */
export const loginFormHostCss = `
:host { display: block; font-family: var(--butik-font-family, inherit); font-size: var(--butik-font-size, inherit); color: var(--butik-color-text, inherit); }
:host[hidden] { display: none; }
`;
