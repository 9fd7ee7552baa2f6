// Side-effect free entry: types and helpers only. Importing this module defines no element.
export { ButikEvent, ButikErrorEvent, fire, isButikEventName } from './internal/events.ts';
export type { ButikErrorDetail, ButikEventOptions } from './internal/events.ts';
export { THEME_TOKENS } from './internal/styles.ts';
export type { ThemeToken } from './internal/styles.ts';
export { USER_ROLES, KNOWN_FEATURES } from './internal/page-config.ts';
export type { PageConfig, UserRole } from './internal/page-config.ts';
export type { ButikElement, ElementSpec, DefineOptions } from './internal/define.ts';
/** The `window.butikElements` object installed by dist/loader.js (type only: importing defines nothing). */
export type { ButikElementsGlobal } from './loader/loader.ts';
export { clearStoredData } from './cache/stored-data.ts';
export type { ClearStoredDataOptions } from './cache/stored-data.ts';
