/** The default culture when none is given (spec §1). */
export const DEFAULT_CULTURE = 'en-GB';

/** A valid BCP 47 tag for Intl (`da_DK` → `da-DK`), or {@link DEFAULT_CULTURE} for empty/garbage input. */
export function intlCulture(culture: unknown): string {
  if (typeof culture !== 'string' || !culture.trim()) return DEFAULT_CULTURE;
  try {
    return Intl.getCanonicalLocales(culture.trim().replace(/_/g, '-'))[0] ?? DEFAULT_CULTURE;
  } catch {
    return DEFAULT_CULTURE;
  }
}

/**
 * The dayjs locale for a culture. Danish cultures use `da`; `en-US` uses dayjs' `en`;
 * everything else uses `en-gb` for now (add `import 'dayjs/locale/xx.js'` in dayjs.ts and a
 * case here as languages are added).
 */
export function dayjsLocale(culture: unknown): 'da' | 'en' | 'en-gb' {
  const tag = intlCulture(culture).toLowerCase();
  if (tag === 'da' || tag.startsWith('da-')) return 'da';
  if (tag === 'en-us') return 'en';
  return 'en-gb';
}

/**
 * True for the cultures dayjs has a locale for here (Danish and English, the empty default included): the named
 * date formats of the others come from `Intl` (date.ts), which knows every culture without bundled data.
 */
export function hasDayjsLocale(culture: unknown): boolean {
  const tag = intlCulture(culture);
  const language = tag.toLowerCase().split('-')[0];
  if (language === 'da' || language === 'en') return true;
  // A culture Intl does not know either ('xx-YY') gets the en-GB formats (spec §1).
  return Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 0;
}
