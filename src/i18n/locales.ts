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
export const SUPPORTED_LOCALES = [
  'en',
  'da',
  'de',
  'sv',
  'nb',
  'fi',
  'is',
  'fo',
  'kl',
  'nl',
  'fr',
  'es',
  'pt',
  'it',
  'pl',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bs',
  'hu',
  'ro',
  'bg',
  'el',
  'et',
  'lv',
  'lt',
  'uk',
  'ru',
  'tr',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'zh',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'sq',
  'mk',
] as const;

export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

/** The source locale, also the fallback for unknown cultures and failed loads. */
export const SOURCE_LOCALE: AppLocale = 'en';

/** The default culture when the page gives none (spec §1). */
export const DEFAULT_CULTURE = 'en-GB';

/**
 * Language or culture (lower case) → catalog locale, for cases the language subtag does not cover. Norwegian
 * (`no`) and Nynorsk (`nn`) read the Bokmål texts. (`Intl` already canonicalises the old codes: `iw` → `he`,
 * `in` → `id`. Chinese in any script or region, `zh-TW` too, gets the Simplified catalog, the one there is.)
 */
export const LOCALE_ALIASES: Readonly<Record<string, AppLocale>> = { no: 'nb', nn: 'nb' };

/** Catalog locales written right to left: elements render with `dir="rtl"` in them. */
export const RTL_LOCALES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of a catalog locale. */
export function localeDirection(locale: string): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

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

const warned = new Set<string>();
/** One console warning per culture the library has no texts for (spec §1: such a page shows en-GB). */
function warnUnknown(culture: string): void {
  if (warned.has(culture)) return;
  warned.add(culture);
  console.warn(`butik-elements: no texts for culture "${culture}"; the elements show English (${DEFAULT_CULTURE}).`);
}

/**
 * The catalog locale for a culture: `da-DK`, `da` → `da`, `nb-NO`, `no` → `nb`, `zh-CN` → `zh`; anything
 * else → `en`, with one console warning per culture (none for empty input: the page gave none).
 */
export function resolveLocale(culture: string): AppLocale {
  const tag = normalizeCulture(culture);
  if (!tag) {
    if (typeof culture === 'string' && culture.trim()) warnUnknown(culture);
    return SOURCE_LOCALE;
  }
  const lower = tag.toLowerCase();
  const alias = LOCALE_ALIASES[lower];
  if (alias) return alias;
  const language = lower.split('-')[0] ?? '';
  const languageAlias = LOCALE_ALIASES[language];
  if (languageAlias) return languageAlias;
  if (isSupportedLocale(language)) return language;
  warnUnknown(culture);
  return SOURCE_LOCALE;
}
