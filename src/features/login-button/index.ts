export { LoginButton, type LoginButtonProps } from './login-button.tsx';
export type { LogoutDetail } from './user-menu.tsx';
export { default as loginButtonCss } from './login-button.css?inline';
