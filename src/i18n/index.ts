/**
 * Internationalisation (see README.md): the Lingui instance, culture → locale resolution,
 * on-demand catalog loading, and server label translations.
 */
import { i18n } from '@lingui/core';
import { createActivator } from './activate.ts';

export { i18n };
export type { I18n, MessageDescriptor, Messages } from '@lingui/core';
export {
  resolveLocale,
  normalizeCulture,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  SOURCE_LOCALE,
  DEFAULT_CULTURE,
  LOCALE_ALIASES,
  RTL_LOCALES,
  localeDirection,
  type AppLocale,
} from './locales.ts';
export { createActivator, type Activator, type ActivatorOptions } from './activate.ts';
export { loadCatalog, catalogLocales, type CatalogLoader } from './catalogs.ts';
// The server labels (labels.ts, use-labels.ts) are imported from their own modules: re-exported here they would
// ride with the runtime, which imports this module, on every page (src/loader/chunks.ts).

const activator = createActivator({ i18n });

/**
 * Activates the catalog locale for a page culture on the shared {@link i18n} instance
 * (`da-DK` → `da`, otherwise `en`), loading the catalog chunk on first use. Idempotent,
 * concurrent calls share one load, failures are logged and fall back to English.
 * Resolves to the active locale; never rejects.
 */
export const activateCulture: (culture: string) => Promise<string> = activator.activateCulture;
