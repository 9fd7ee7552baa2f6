/**
 * The login feature. STABLE EXPORTS (used by `<login-button>`'s header login modal): `LoginPanel` (props
 * `{ loginUrl?, onState? }`) and its CSS string `loginCss`: the `.butik-login…` classes plus the shared field and
 * error-summary CSS of src/ui/ (rules of the form `:host .butik-field…`, so in light DOM they are
 * scoped to the adopting element's tag, in a shadow root to its host). It holds no rule styling a host itself:
 * adopt it next to your own CSS.
 */
import { formsCss } from '../../ui/forms.ts';
import loginOwnCss from './login.css?inline';

export {
  LoginPanel,
  DEFAULT_LOGIN_URL,
  type LoginPanelProps,
  type LoginPanelState,
  type LoginEventDetail,
} from './login-panel.tsx';
export { LoginForm, loginFormHostCss, type LoginFormProps } from './login-form.tsx';
export { nestSavedItems, type SavedCartNode } from './saved-cart-dialog.tsx';
export { queryAlert } from './query-alert.ts';

/** The login CSS plus the shared field / error-summary CSS (see above). */
export const loginCss: string = `${loginOwnCss}\n${formsCss}`;
