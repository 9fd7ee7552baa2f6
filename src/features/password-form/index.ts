export { PasswordForm, type PasswordFormProps, type PasswordSavedDetail } from './password-form.tsx';
export {
  fieldsOf,
  queryValue,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  type PasswordFormMode,
  type PasswordField,
} from './rules.ts';
export { default as passwordFormCss } from './password-form.css?inline';
