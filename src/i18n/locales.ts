/**
 * Culture → catalog locale resolution. Catalog locales are the two-letter languages
 * with a `locales/{locale}/messages.po` catalog; `en` is the source locale.
 *
 * Adding a language (the product targets about 45): add it to {@link SUPPORTED_LOCALES},
 * to `locales` in lingui.config.ts, run `npm run i18n:extract` and translate the new .po.
 * Special cases (a culture whose language differs from its catalog, e.g. Norwegian `no` →
 * `nb`) go into {@link LOCALE_ALIASES}.
 */

/** Locales with a catalog. The first is the source and fallback locale. */
export const SUPPORTED_LOCALES = ['en', 'da'] as const;

export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

/** The source locale, also the fallback for unknown cultures and failed loads. */
export const SOURCE_LOCALE: AppLocale = 'en';

/** The default culture when the page gives none (spec §1). */
export const DEFAULT_CULTURE = 'en-GB';

/** Language or culture (lower case) → catalog locale, for cases the language subtag does not cover. */
export const LOCALE_ALIASES: Readonly<Record<string, AppLocale>> = {};

export function isSupportedLocale(value: string): value is AppLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Normalises a culture string: trims, maps `_` to `-`, and returns the canonical BCP 47
 * form when `Intl` accepts it (`da_dk` → `da-DK`). Returns `undefined` for garbage.
 */
export function normalizeCulture(culture: unknown): string | undefined {
  if (typeof culture !== 'string') return undefined;
  const tag = culture.trim().replace(/_/g, '-');
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The catalog locale for a culture: `da-DK`, `da` → `da`; everything else (including
 * empty or malformed input) → `en`.
 */
export function resolveLocale(culture: string): AppLocale {
  const tag = normalizeCulture(culture);
  if (!tag) return SOURCE_LOCALE;
  const lower = tag.toLowerCase();
  const alias = LOCALE_ALIASES[lower];
  if (alias) return alias;
  const language = lower.split('-')[0] ?? '';
  const languageAlias = LOCALE_ALIASES[language];
  if (languageAlias) return languageAlias;
  return isSupportedLocale(language) ? language : SOURCE_LOCALE;
}
