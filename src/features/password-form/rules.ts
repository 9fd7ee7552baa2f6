/**
 * Constants and helpers of the password forms (spec §7 reset / opt-in / change password). The field checks run in
 * the shared form validation (src/ui/) with these limits.
 */

export type PasswordFormMode = 'reset' | 'optin' | 'change';
export type PasswordField = 'oldpassword' | 'newpassword' | 'confirmnewpassword';

/** Minimum length of a new password (the reference server refuses shorter ones with 400). */
export const MIN_PASSWORD_LENGTH = 8;
/** Maximum length the API schema accepts (src/api/schemas/login.ts). */
export const MAX_PASSWORD_LENGTH = 1000;

/** The fields of a mode, in the order they are shown (and focused on error). */
export function fieldsOf(mode: PasswordFormMode): PasswordField[] {
  return mode === 'change'
    ? ['oldpassword', 'newpassword', 'confirmnewpassword']
    : ['newpassword', 'confirmnewpassword'];
}

/** Reads `name` from a query string (`?key=…`, `?token=…`); empty when missing. */
export function queryValue(search: string, name: string): string {
  return new URLSearchParams(search).get(name)?.trim() ?? '';
}
