/**
 * The visitor's language (issue 14): the library's elements speak 45 languages; the footer's picker sets the
 * `butik_culture` cookie (`POST /settings/language`, fields `culture` and `return`, 303 back to the page), and
 * the layout turns it into `<html lang dir>` and `<shop-context culture>`. The demo's own page chrome (header,
 * footer, page headings) stays Danish: it is the shop's template, not the library.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';

/** One culture per catalog language (src/i18n/locales.ts SUPPORTED_LOCALES), Danish first. */
export const DEMO_CULTURES = [
  'da-DK',
  'en-GB',
  'de-DE',
  'sv-SE',
  'nb-NO',
  'fi-FI',
  'is-IS',
  'fo-FO',
  'kl-GL',
  'nl-NL',
  'fr-FR',
  'es-ES',
  'pt-BR',
  'it-IT',
  'pl-PL',
  'cs-CZ',
  'sk-SK',
  'sl-SI',
  'hr-HR',
  'sr-RS',
  'bs-BA',
  'hu-HU',
  'ro-RO',
  'bg-BG',
  'el-GR',
  'et-EE',
  'lv-LV',
  'lt-LT',
  'uk-UA',
  'ru-RU',
  'tr-TR',
  'ar-EG',
  'he-IL',
  'fa-IR',
  'ur-PK',
  'hi-IN',
  'zh-CN',
  'ja-JP',
  'ko-KR',
  'vi-VN',
  'th-TH',
  'id-ID',
  'ms-MY',
  'sq-AL',
  'mk-MK',
] as const;

export type DemoCulture = (typeof DEMO_CULTURES)[number];
export const DEFAULT_DEMO_CULTURE: DemoCulture = 'da-DK';
export const CULTURE_COOKIE = 'butik_culture';
const RTL = new Set(['ar', 'he', 'fa', 'ur']);
const MAX_AGE = 365 * 24 * 60 * 60;

export function parseCulture(value: unknown): DemoCulture | undefined {
  return (DEMO_CULTURES as readonly unknown[]).includes(value) ? (value as DemoCulture) : undefined;
}

/** The request's culture (cookie), else Danish. */
export function pageCulture(c: Context<AppEnv>): DemoCulture {
  return parseCulture(getCookie(c, CULTURE_COOKIE)) ?? DEFAULT_DEMO_CULTURE;
}

export function setPageCulture(c: Context<AppEnv>, culture: DemoCulture): void {
  setCookie(c, CULTURE_COOKIE, culture, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: MAX_AGE,
  });
}

/** `lang` and `dir` of a culture. */
export function cultureAttributes(culture: DemoCulture): { lang: string; dir: 'ltr' | 'rtl' } {
  const language = culture.split('-')[0]!;
  return { lang: language, dir: RTL.has(language) ? 'rtl' : 'ltr' };
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
