/**
 * The visitor's language (issue 14): the library's elements speak 45 languages; the footer's picker sets the
 * `butik_culture` cookie (`POST /settings/language`, fields `culture` and `return`, 303 back to the page), and
 * the layout turns it into `<html lang dir>` and `<shop-context culture>`. The demo's own page chrome (header,
 * footer, page headings) stays Danish: it is the shop's template, not the library.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { localeDirection, SUPPORTED_LOCALES } from '../../../src/i18n/locales.ts';
import type { AppEnv } from '../env.ts';
import { setSettingCookie } from './settings.ts';

/**
 * One culture per catalog language of the library (src/i18n/locales.ts), Danish first: the language with its
 * likeliest region (CLDR, `Intl.Locale#maximize`: de-DE, pt-BR, sr-RS, zh-CN, ar-EG …), English as en-GB (spec §1).
 */
export const DEMO_CULTURES: readonly string[] = [
  'da-DK',
  ...SUPPORTED_LOCALES.filter((l) => l !== 'da').map((l) =>
    l === 'en' ? 'en-GB' : `${l}-${new Intl.Locale(l).maximize().region ?? l.toUpperCase()}`,
  ),
];

export type DemoCulture = string;
export const DEFAULT_DEMO_CULTURE: DemoCulture = 'da-DK';
export const CULTURE_COOKIE = 'butik_culture';

export function parseCulture(value: unknown): DemoCulture | undefined {
  return typeof value === 'string' && DEMO_CULTURES.includes(value) ? value : undefined;
}

/** The request's culture (cookie), else Danish. */
export function pageCulture(c: Context<AppEnv>): DemoCulture {
  return parseCulture(getCookie(c, CULTURE_COOKIE)) ?? DEFAULT_DEMO_CULTURE;
}

export function setPageCulture(c: Context<AppEnv>, culture: DemoCulture): void {
  setSettingCookie(c, CULTURE_COOKIE, culture);
}

/** `lang` and `dir` of a culture. */
export function cultureAttributes(culture: DemoCulture): { lang: string; dir: 'ltr' | 'rtl' } {
  const language = culture.split('-')[0]!;
  return { lang: language, dir: localeDirection(language) };
}

/** The culture's name in its own language ('Deutsch', 'العربية'), for the picker. */
export function cultureName(culture: DemoCulture): string {
  const language = culture.split('-')[0]!;
  try {
    const name = new Intl.DisplayNames([culture], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(culture) + name.slice(1);
  } catch {
    return language;
  }
}
