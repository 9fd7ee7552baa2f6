/**
 * `<login-button>`'s component and CSS, loaded when the visitor reaches for the page's fallback link (index.ts
 * `LoginButtonShell`; src/ui/until-reached.tsx), or at once without one.
 */
import { buttonCss, spinnerCss } from '../../ui/index.ts';
import loginButtonCss from './login-button.css?inline';
import { LoginButton } from './login-button.tsx';

export const Part = LoginButton;
export const partStyles = [spinnerCss, buttonCss, loginButtonCss];
