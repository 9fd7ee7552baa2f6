import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { loadCatalog } from '../../../src/i18n/index.ts';
import { withUrlSafeIds } from '../../../src/i18n/catalogs.ts';
import { RULE_MESSAGES, DEFAULT_MESSAGE, GIFT_NAME_MESSAGE } from '../../../src/validation/index.ts';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales.ts';
import { catalogProblems, parsePo } from './catalog-rules.ts';

const poPath = (locale: string) => fileURLToPath(new URL(`../../../locales/${locale}/messages.po`, import.meta.url));
const read = (locale: string) => parsePo(readFileSync(poPath(locale), 'utf8'));

describe('message catalogs', () => {
  const english = read('en');

  it('there is a catalog for each of the 45 languages, and no other', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(45);
    const dirs = readdirSync(fileURLToPath(new URL('../../../locales/', import.meta.url)), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(dirs.sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(english.length).toBeGreaterThan(500);
  });

  // catalog-rules.ts: complete, ICU intact (placeholders, tags), the language's CLDR plural categories, not left
  // in English outside the allowlists.
  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s: every message, translated, ICU intact', (locale) => {
    expect(catalogProblems(english, read(locale), locale)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const plural = { id: '{0, plural, one {# line} other {# lines}}', str: '' };
    const hello = { id: 'Hello {name}', str: '' };
    expect(catalogProblems([hello], [{ ...hello, str: 'Hallo {navn}' }], 'de')).toEqual([
      'Hello {name}: placeholders ["navn"], English has ["name"]',
    ]);
    expect(catalogProblems([hello], [{ ...hello, str: 'Hello {name}' }], 'de')).toEqual([
      'Hello {name}: identical to English',
    ]);
    expect(catalogProblems([hello], [{ ...hello, str: '' }], 'de')).toEqual(['Hello {name}: not translated']);
    expect(catalogProblems([hello], [], 'de')).toEqual(['Hello {name}: missing']);
    expect(catalogProblems([hello], [{ ...hello, str: 'Hallo {name' }], 'de')[0]).toMatch(/does not parse/);
    expect(catalogProblems([plural], [{ ...plural, str: '{0, plural, one {# linia} other {# linii}}' }], 'pl')).toEqual(
      [
        '{0, plural, one {# line} other {# lines}}: plural {0} has ["one","other"], pl needs ["few","many","one","other"]',
      ],
    );
    expect(
      catalogProblems(
        [plural],
        [{ ...plural, str: '{0, plural, one {# linia} few {# linie} many {# linii} other {# linii}}' }],
        'pl',
      ),
    ).toEqual([]);
    const tag = { id: 'Read <0>the terms</0>', str: '' };
    expect(catalogProblems([tag], [{ ...tag, str: 'Lesen Sie die Bedingungen' }], 'de')).toEqual([
      'Read <0>the terms</0>: tags [], English has ["</0>","<0>"]',
    ]);
  });

  it('every macro id used by the validation messages exists in both compiled catalogs', async () => {
    const descriptors: MessageDescriptor[] = [...Object.values(RULE_MESSAGES), DEFAULT_MESSAGE, GIFT_NAME_MESSAGE];
    for (const locale of SUPPORTED_LOCALES) {
      const messages = await loadCatalog(locale);
      const missing = descriptors.filter((d) => !(d.id in messages)).map((d) => d.message);
      expect(missing, locale).toEqual([]);
    }
  });

  it('registers standard-base64 ids under their URL-safe spelling as well', () => {
    const out = withUrlSafeIds({ 'a+b/cd': 'x', plain1: 'y' });
    expect(out['a-b_cd']).toBe('x');
    expect(out['a+b/cd']).toBe('x');
    expect(out.plain1).toBe('y');
    expect(Object.keys(out)).toHaveLength(3);
  });
});
