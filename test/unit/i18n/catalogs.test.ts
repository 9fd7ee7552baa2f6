import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { loadCatalog } from '../../../src/i18n/index.ts';
import { withUrlSafeIds } from '../../../src/i18n/catalogs.ts';
import { RULE_MESSAGES, DEFAULT_MESSAGE, GIFT_NAME_MESSAGE } from '../../../src/validation/index.ts';

const poPath = (locale: string) => fileURLToPath(new URL(`../../../locales/${locale}/messages.po`, import.meta.url));

/** msgid → msgstr pairs of a .po file (multi-line strings joined). */
function parsePo(text: string): Array<{ id: string; str: string }> {
  const entries: Array<{ id: string; str: string }> = [];
  let cur: { id: string; str: string } | undefined;
  let field: 'id' | 'str' | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      cur = { id: JSON.parse(line.slice(6)) as string, str: '' };
      entries.push(cur);
      field = 'id';
    } else if (line.startsWith('msgstr ') && cur) {
      cur.str = JSON.parse(line.slice(7)) as string;
      field = 'str';
    } else if (line.startsWith('"') && cur && field) {
      cur[field] += JSON.parse(line) as string;
    } else field = undefined;
  }
  return entries.filter((e) => e.id !== '');
}

describe('message catalogs', () => {
  it('the Danish catalog is complete (every message translated)', () => {
    const entries = parsePo(readFileSync(poPath('da'), 'utf8'));
    expect(entries.length).toBeGreaterThan(20);
    const untranslated = entries.filter((e) => e.str.trim() === '').map((e) => e.id);
    expect(untranslated).toEqual([]);
  });

  it('Danish translations keep every placeholder of the English text', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    const english = new Map(parsePo(readFileSync(poPath('en'), 'utf8')).map((e) => [e.id, e.str || e.id]));
    for (const e of parsePo(readFileSync(poPath('da'), 'utf8'))) {
      expect(names(e.str), e.id).toEqual(names(english.get(e.id) ?? e.id));
    }
  });

  it('the English and Danish catalogs hold the same messages', () => {
    const en = parsePo(readFileSync(poPath('en'), 'utf8'))
      .map((e) => e.id)
      .sort();
    const da = parsePo(readFileSync(poPath('da'), 'utf8'))
      .map((e) => e.id)
      .sort();
    expect(da).toEqual(en);
  });

  it('every macro id used by the validation messages exists in both compiled catalogs', async () => {
    const descriptors: MessageDescriptor[] = [...Object.values(RULE_MESSAGES), DEFAULT_MESSAGE, GIFT_NAME_MESSAGE];
    for (const locale of ['en', 'da'] as const) {
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
