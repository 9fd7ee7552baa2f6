/**
 * Login page URL actions (spec §7): multipart POSTs to the host's login page URL (`login-url`, demo: `/login`)
 * with a form field `action` and `output=json` (the server then answers JSON instead of redirecting).
 *
 * Form fields arrive as strings; validate them with `validate()` (booleans such as `rememberlogin` are coerced).
 * Passwords are URL-encoded by the client before sending (spec §5): the server must `decodeURIComponent` them.
 *
 * Decisions: `signout` is sent as a multipart POST `{ action: "signout", output: "json" }` (the top menu
 * "posts to the sign-out link"); `user/changepassword` is sent as a multipart POST with action
 * `user/changepassword` and the fields `oldpassword`, `newpassword` (the spec shows GET with a query string; a
 * POST keeps passwords out of URLs and logs; the server may also accept the GET form).
 */
import {
  assign,
  boolean,
  enums,
  literal,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Email, queryBool } from './common.ts';

const Output = optional(literal('json'));
const Password = size(string(), 1, 1000);

/** Login request as the element models it (spec §3); sent as {@link SignInForm}. */
export const LoginRequest = object({ username: size(string(), 1, 254), password: Password, remember: boolean() });
export type LoginRequest = Infer<typeof LoginRequest>;

/** `action=signin`: username, password (URL-encoded), optional rememberlogin (`true`/`on`). */
export const SignInForm = object({
  action: literal('signin'),
  username: size(string(), 1, 254),
  password: Password,
  rememberlogin: optional(queryBool),
  output: Output,
});
export type SignInForm = Infer<typeof SignInForm>;
/** Login error type (spec §3): 0 invalid credentials, 1 critical error. */
export const LoginErrorType = enums([0, 1]);
/** Sign-in response (spec §3, §8). `errortype` is `null`/absent on success. */
export const SignInResponse = type({
  signincompleted: boolean(),
  previouscartfound: boolean(),
  errortype: optional(nullable(LoginErrorType)),
  signinerror: optional(boolean()),
});
export type SignInResponse = Infer<typeof SignInResponse>;

/** `action=resetpasswordrequest`: the username (an e-mail). */
export const ResetPasswordRequestForm = object({
  action: literal('resetpasswordrequest'),
  email: Email,
  output: Output,
});
export type ResetPasswordRequestForm = Infer<typeof ResetPasswordRequestForm>;
/** Response: `emailsent`; `emailmissing` true when the username does not exist (spec §8). */
export const ResetPasswordRequestResponse = type({ emailsent: boolean(), emailmissing: optional(boolean()) });
export type ResetPasswordRequestResponse = Infer<typeof ResetPasswordRequestResponse>;

function passwordsMatch(value: { newpassword: string; confirmnewpassword: string }) {
  return (
    value.newpassword === value.confirmnewpassword || {
      path: ['confirmnewpassword'],
      message: 'The passwords do not match',
    }
  );
}

/** The form fields of an action that sets a new password (typed twice): `resetpassword` and `optin`. */
function newPasswordFields<A extends string>(action: A) {
  return object({ action: literal(action), newpassword: Password, confirmnewpassword: Password, output: Output });
}

const ResetPasswordFields = newPasswordFields('resetpassword');
/** `action=resetpassword` form fields; the reset `key` comes in the query ({@link ResetPasswordQuery}). */
export const ResetPasswordForm = refine(ResetPasswordFields, 'PasswordsMatch', passwordsMatch);
export type ResetPasswordForm = Infer<typeof ResetPasswordForm>;
export const ResetPasswordQuery = object({ key: size(string(), 1, 500) });
export type ResetPasswordQuery = Infer<typeof ResetPasswordQuery>;
/** Form fields plus the query's `key` in one object (what the client validates before sending). */
export const ResetPasswordInput = refine(
  assign(ResetPasswordFields, ResetPasswordQuery),
  'PasswordsMatch',
  passwordsMatch,
);
export type ResetPasswordInput = Infer<typeof ResetPasswordInput>;
/**
 * Response (decision): `resetcompleted` and `redirecturl`, the path to go to next. The client returns the path;
 * on failure it returns `'/'` (spec §8).
 */
export const ResetPasswordResponse = type({ resetcompleted: boolean(), redirecturl: string() });
export type ResetPasswordResponse = Infer<typeof ResetPasswordResponse>;

const OptInFields = newPasswordFields('optin');
/** `action=optin` form fields (new customer user sets a password); the `token` comes in the query. */
export const OptInForm = refine(OptInFields, 'PasswordsMatch', passwordsMatch);
export type OptInForm = Infer<typeof OptInForm>;
export const OptInQuery = object({ token: size(string(), 1, 500) });
export type OptInQuery = Infer<typeof OptInQuery>;
/** Form fields plus the query's `token` in one object (what the client validates before sending). */
export const OptInInput = refine(assign(OptInFields, OptInQuery), 'PasswordsMatch', passwordsMatch);
export type OptInInput = Infer<typeof OptInInput>;
/** Response: `signincompleted` (the user is signed in after opt-in); failure: errortype 1 and optinerror true (spec §8). */
export const OptInResponse = type({
  signincompleted: boolean(),
  errortype: optional(nullable(LoginErrorType)),
  optinerror: optional(boolean()),
});
export type OptInResponse = Infer<typeof OptInResponse>;

/** `action=signout`. */
export const SignOutForm = object({ action: literal('signout'), output: Output });
export type SignOutForm = Infer<typeof SignOutForm>;
/** Response (spec §3): `signoutcompleted`. */
export const SignOutResponse = type({ signoutcompleted: boolean() });
export type SignOutResponse = Infer<typeof SignOutResponse>;

/** `action=user/changepassword`: old and new password (both URL-encoded). */
export const ChangePasswordForm = object({
  action: literal('user/changepassword'),
  oldpassword: Password,
  newpassword: Password,
  output: Output,
});
export type ChangePasswordForm = Infer<typeof ChangePasswordForm>;
/** Response (decision): `passwordchanged`; `errortype` 0 when the old password is wrong. */
export const ChangePasswordResponse = type({
  passwordchanged: boolean(),
  errortype: optional(nullable(LoginErrorType)),
});
export type ChangePasswordResponse = Infer<typeof ChangePasswordResponse>;

/** The form schema per `action` value, for the server's dispatcher. */
export const LoginPageForms = {
  signin: SignInForm,
  resetpasswordrequest: ResetPasswordRequestForm,
  resetpassword: ResetPasswordForm,
  optin: OptInForm,
  signout: SignOutForm,
  'user/changepassword': ChangePasswordForm,
} as const;
export type LoginPageAction = keyof typeof LoginPageForms;
