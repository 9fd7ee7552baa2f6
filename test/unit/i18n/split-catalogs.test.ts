/**
 * Split catalogs of the built library (docs/i18n-catalogs.md): every text an element's code can show is in that
 * element's catalog, in every language, so a text can never go missing. Read from dist/ as built (`npm test`
 * builds first), without the build plugin's code: the element's chunks are followed through their import
 * statements (static and dynamic), the message ids are every catalog id (from the .po files) that its code
 * quotes, and the source files its chunks were built from (their source maps) are matched to the messages'
 * origins in the .po files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'dist');

interface PoEntry {
  id: string;
  origins: string[];
}

/** The messages of a .po file: their catalog id (generated from text and context, or explicit) and origins. */
function readPo(locale: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let origins: string[] = [];
  let explicit = false;
  let context = '';
  let msgid: string | undefined;
  let field: 'ctx' | 'id' | undefined;
  const finish = () => {
    if (msgid) entries.push({ id: explicit ? msgid : generateMessageId(msgid, context), origins });
    origins = [];
    explicit = false;
    context = '';
    msgid = undefined;
  };
  for (const line of readFileSync(join(ROOT, `locales/${locale}/messages.po`), 'utf8').split('\n')) {
    if (line.startsWith('#. js-lingui-explicit-id')) explicit = true;
    else if (line.startsWith('#: '))
      origins.push(
        ...line
          .slice(3)
          .split(' ')
          .map((o) => o.replace(/:\d+$/, '')),
      );
    else if (line.startsWith('msgctxt ')) [context, field] = [JSON.parse(line.slice(8)) as string, 'ctx'];
    else if (line.startsWith('msgid ')) [msgid, field] = [JSON.parse(line.slice(6)) as string, 'id'];
    else if (line.startsWith('"') && field === 'ctx') context += JSON.parse(line) as string;
    else if (line.startsWith('"') && field === 'id') msgid += JSON.parse(line) as string;
    else if (line.startsWith('msgstr ')) [field] = [undefined, finish()];
  }
  return entries;
}

const urlSafe = (id: string) => id.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Every dist/ file `file` reaches through relative static and dynamic imports (itself included). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const target = relative(DIST, resolve(dirname(join(DIST, file)), m[1]!)).replaceAll('\\', '/');
    if (!target.startsWith('locales/')) closure(target, seen);
  }
  return seen;
}

if (!existsSync(join(DIST, 'loader.js'))) throw new Error('dist/ is missing: run `npm run build` first');

describe('split catalogs in dist/', () => {
  const entries = readPo('en');
  const bySpelling = new Map<string, PoEntry>();
  for (const entry of entries) {
    bySpelling.set(entry.id, entry);
    bySpelling.set(urlSafe(entry.id), entry);
  }
  const elements = readdirSync(join(DIST, 'elements')).filter((f) => f.endsWith('.js'));

  it('has the whole-catalog chunks no more, and one catalog per language for the elements with texts', () => {
    const files = readdirSync(join(DIST, 'locales'));
    expect(files.filter((f) => /^(da|en)-[\w-]{8}\.js$/.test(f))).toEqual([]);
    for (const locale of SUPPORTED_LOCALES) expect(files.some((f) => f.startsWith(`login-form.${locale}-`))).toBe(true);
    expect(elements.length).toBeGreaterThan(10);
  });

  it.each(elements)('%s: every text its code uses is in its catalog, in every language', async (element) => {
    const file = `elements/${element}`;
    const code = readFileSync(join(DIST, file), 'utf8');
    const template = /"~?(\.\.\/locales\/[^"]+\{locale\}[^"]+\.js)"/.exec(code)?.[1];
    const reached = [...closure(file)];
    const quoted = new Set(
      reached.flatMap((f) => readFileSync(join(DIST, f), 'utf8').match(/(?<=["'`])[^"'`\\\n]+(?=["'`])/g) ?? []),
    );
    const used = [...quoted].filter((token) => bySpelling.has(token));
    // The same messages seen from the sources: every message whose origin is a file the chunks were built from.
    const sources = new Set(
      reached.flatMap((f) => {
        const map = join(DIST, `${f}.map`);
        if (!existsSync(map)) return [];
        const { sources: list = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
        return list.map((s) => relative(ROOT, resolve(dirname(join(DIST, f)), s)).replaceAll('\\', '/'));
      }),
    );
    const fromSources = entries.filter((e) => e.origins.some((o) => sources.has(o)));
    if (used.length === 0 && fromSources.length === 0) return expect(template).toBeUndefined();
    expect(template, `${file} registers no catalog but uses ${used.join(', ')}`).toBeDefined();
    for (const locale of SUPPORTED_LOCALES) {
      const url = pathToFileURL(resolve(dirname(join(DIST, file)), template!.replace('{locale}', locale))).href;
      const { messages } = (await import(url)) as { messages: Record<string, unknown> };
      const missing = used.filter((spelling) => !messages[spelling]);
      expect(missing, `${file}: ids its code uses missing from its "${locale}" catalog`).toEqual([]);
      const missingFromSources = fromSources.filter((e) => !messages[e.id] && !messages[urlSafe(e.id)]);
      expect(
        missingFromSources.map((e) => `${e.id} (${e.origins.join(' ')})`),
        `${file}: messages of its source files missing from its "${locale}" catalog`,
      ).toEqual([]);
    }
  });
});
