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
