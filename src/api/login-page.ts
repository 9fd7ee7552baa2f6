/**
 * Login page URL actions (spec §7): multipart POSTs to the host's login page URL (`login-url` of
 * `<shop-context>`) with a form field `action`, always with `output=json`. Passwords are URL-encoded
 * (`encodeURIComponent`) before sending (spec §5). Same-origin POSTs carry the XSRF header like every call.
 *
 * Every call returns an `ApiResult`. Their spec §8 failure values (`orFailure`, errors.ts): sign-in ->
 * `{ signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true }`; opt-in ->
 * `{ signincompleted: false, errortype: 1, optinerror: true }`; password reset -> `'/'`; the others -> nothing.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, post } from './call.ts';
import {
  ChangePasswordForm,
  ChangePasswordResponse,
  OptInInput,
  OptInResponse,
  ResetPasswordInput,
  ResetPasswordRequestForm,
  ResetPasswordRequestResponse,
  ResetPasswordResponse,
  SignInForm,
  SignInResponse,
  SignOutForm,
  SignOutResponse,
} from './schemas/login.ts';

function toForm(fields: Record<string, string | boolean | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, String(value));
  }
  return form;
}

const encode = (value: unknown) => (typeof value === 'string' ? encodeURIComponent(value) : value);

function resolveLoginUrl(loginUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(loginUrl) || loginUrl.startsWith('/')) return loginUrl;
  const href = (globalThis as { location?: { href?: string } }).location?.href;
  return href ? new URL(loginUrl, href).toString() : `/${loginUrl}`;
}

export function createLoginPageApi(client: ApiClient, options: { loginUrl: string }) {
  const url = resolveLoginUrl(options.loginUrl);
  return {
    /** action=signin: username, password, rememberlogin -> SignInResponse */
    signIn: (request: { username: string; password: string; remember?: boolean }, opts: CallOptions = {}) =>
      call(
        client,
        'loginPage.signIn',
        {
          schema: SignInForm,
          value: {
            action: 'signin',
            username: request.username,
            password: encode(request.password),
            rememberlogin: request.remember ? true : undefined,
            output: 'json',
          },
        },
        (form) => post(url, toForm(form), SignInResponse, opts),
      ),
    /** action=resetpasswordrequest: email -> { emailsent, emailmissing? } */
    resetPasswordRequest: (email: string, opts: CallOptions = {}) =>
      call(
        client,
        'loginPage.resetPasswordRequest',
        { schema: ResetPasswordRequestForm, value: { action: 'resetpasswordrequest', email, output: 'json' } },
        (form) => post(url, toForm(form), ResetPasswordRequestResponse, opts),
      ),
    /** action=resetpassword (key in the query) -> { resetcompleted, redirecturl } */
    resetPassword: (
      request: { newpassword: string; confirmnewpassword: string; key: string },
      opts: CallOptions = {},
    ) =>
      call(
        client,
        'loginPage.resetPassword',
        {
          schema: ResetPasswordInput,
          value: {
            action: 'resetpassword',
            newpassword: encode(request.newpassword),
            confirmnewpassword: encode(request.confirmnewpassword),
            key: request.key,
            output: 'json',
          },
        },
        ({ key, ...form }) => post(url, toForm(form), ResetPasswordResponse, opts, { query: { key } }),
      ),
    /** action=optin (token in the query) -> OptInResponse */
    optIn: (request: { newpassword: string; confirmnewpassword: string; token: string }, opts: CallOptions = {}) =>
      call(
        client,
        'loginPage.optIn',
        {
          schema: OptInInput,
          value: {
            action: 'optin',
            newpassword: encode(request.newpassword),
            confirmnewpassword: encode(request.confirmnewpassword),
            token: request.token,
            output: 'json',
          },
        },
        ({ token, ...form }) => post(url, toForm(form), OptInResponse, opts, { query: { token } }),
      ),
    /** action=signout, output=json -> { signoutcompleted } */
    signOut: (opts: CallOptions = {}) =>
      call(client, 'loginPage.signOut', { schema: SignOutForm, value: { action: 'signout', output: 'json' } }, (form) =>
        post(url, toForm(form), SignOutResponse, opts),
      ),
    /** action=user/changepassword: oldpassword, newpassword -> { passwordchanged, errortype? } */
    changePassword: (request: { oldpassword: string; newpassword: string }, opts: CallOptions = {}) =>
      call(
        client,
        'loginPage.changePassword',
        {
          schema: ChangePasswordForm,
          value: {
            action: 'user/changepassword',
            oldpassword: encode(request.oldpassword),
            newpassword: encode(request.newpassword),
            output: 'json',
          },
        },
        (form) => post(url, toForm(form), ChangePasswordResponse, opts),
      ),
  };
}
export type LoginPageApi = ReturnType<typeof createLoginPageApi>;
