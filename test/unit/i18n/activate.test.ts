import { describe, expect, it, vi } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import {
  i18n,
  activateCulture,
  resolveLocale,
  createActivator,
  catalogLocales,
  loadCatalog,
  SUPPORTED_LOCALES,
} from '../../../src/i18n/index.ts';
import { RULE_MESSAGES, ruleMessage, GIFT_NAME_MESSAGE } from '../../../src/validation/index.ts';

describe('resolveLocale', () => {
  it.each([
    ['da-DK', 'da'],
    ['da', 'da'],
    ['DA-dk', 'da'],
    ['da_DK', 'da'],
    [' da-DK ', 'da'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['sv', 'sv'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['ar-EG', 'ar'],
    ['sr-Latn-RS', 'sr'],
    ['kl-GL', 'kl'],
    ['', 'en'],
  ])('%j -> %s', (culture, locale) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale(culture)).toBe(locale);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([['xx-YY'], ['tlh'], ['not a culture!!']])(
    'an unknown culture %j -> en, with one console warning naming it',
    (culture) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(resolveLocale(culture)).toBe('en');
      expect(resolveLocale(culture)).toBe('en');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain(`"${culture}"`);
      expect(warn.mock.calls[0]![0]).toContain('en-GB');
      warn.mockRestore();
    },
  );

  it('treats non-string input as the source locale', () => {
    expect(resolveLocale(undefined as unknown as string)).toBe('en');
    expect(resolveLocale(42 as unknown as string)).toBe('en');
  });
});

describe('catalogs', () => {
  it('finds a catalog per supported locale', () => {
    expect(catalogLocales().sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(catalogLocales()).toHaveLength(45);
  });

  it('compiles the .po catalogs on the fly', async () => {
    const da = await loadCatalog('da');
    expect(Object.keys(da).length).toBeGreaterThan(20);
  });
});

describe('activateCulture (global instance)', () => {
  it('activates Danish for da-DK and translates macro messages', async () => {
    await expect(activateCulture('da-DK')).resolves.toBe('da');
    expect(i18n.locale).toBe('da');
    expect(i18n._(ruleMessage('required', { field: 'Navn' }))).toBe('Navn skal udfyldes');
    expect(i18n._(GIFT_NAME_MESSAGE)).toBe('Udfyld venligst fornavn og efternavn');
  });

  it('activates English for everything else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(activateCulture('xx-YY')).resolves.toBe('en');
    warn.mockRestore();
    expect(i18n.locale).toBe('en');
    expect(i18n._({ ...RULE_MESSAGES.required, values: { field: 'Name' } })).toBe('The Name field is required');
    expect(i18n._(ruleMessage('no-such-rule', { field: 'Name' }))).toBe('Name is not valid.');
  });

  it('is idempotent and last call wins', async () => {
    const results = await Promise.all([activateCulture('da'), activateCulture('en-GB'), activateCulture('da-DK')]);
    expect(results).toEqual(['da', 'en', 'da']);
    expect(i18n.locale).toBe('da');
  });
});

describe('createActivator', () => {
  it('shares one load between concurrent calls', async () => {
    const inst = setupI18n();
    let resolve!: (m: Messages) => void;
    const loader = vi.fn(() => new Promise<Messages>((r) => (resolve = r)));
    const act = createActivator({ i18n: inst, loadCatalog: loader });
    const a = act.activateCulture('da-DK');
    const b = act.activateCulture('da');
    resolve({ hello: 'hej' });
    expect(await a).toBe('da');
    expect(await b).toBe('da');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(inst._('hello')).toBe('hej');
    await act.activateCulture('da');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and falls back to English', async () => {
    const inst = setupI18n();
    const logError = vi.fn();
    const loader = vi.fn(async (locale: string) => {
      if (locale === 'da') throw new Error('chunk failed');
      return { hello: 'hello' } as Messages;
    });
    const act = createActivator({ i18n: inst, loadCatalog: loader, logError });
    await expect(act.activateCulture('da-DK')).resolves.toBe('en');
    expect(inst.locale).toBe('en');
    expect(logError).toHaveBeenCalledTimes(1);
    expect(String(logError.mock.calls[0]?.[0])).toContain('"da"');
    // a later attempt retries the failed locale
    loader.mockImplementation(async () => ({ hello: 'hej' }) as Messages);
    await expect(act.activateCulture('da')).resolves.toBe('da');
    expect(inst._('hello')).toBe('hej');
  });

  it('still activates English when even the English catalog fails', async () => {
    const inst = setupI18n();
    const logError = vi.fn();
    const act = createActivator({ i18n: inst, loadCatalog: () => Promise.reject(new Error('offline')), logError });
    await expect(act.activateCulture('da')).resolves.toBe('en');
    expect(inst.locale).toBe('en');
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('a slow earlier call does not override a later one', async () => {
    const inst = setupI18n();
    const pending: Record<string, (m: Messages) => void> = {};
    const loader = (locale: string) => new Promise<Messages>((r) => (pending[locale] = r));
    const act = createActivator({ i18n: inst, loadCatalog: loader });
    const first = act.activateCulture('da');
    const second = act.activateCulture('en');
    pending.en?.({});
    await second;
    pending.da?.({});
    await first;
    expect(inst.locale).toBe('en');
  });
});
