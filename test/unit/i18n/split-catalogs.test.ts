/**
 * Split catalogs of the built library (docs/i18n-catalogs.md): every text an element's code can show is in that
 * element's catalog, in every language, so a text can never go missing. Read from dist/ as built (`npm test`
 * builds first), without the build plugin's code: the element's chunks are followed through their import
 * statements (static and dynamic), the message ids are every catalog id (from the .po files) that its code
 * quotes, and the source files its chunks were built from (their source maps) are matched to the messages'
 * origins in the .po files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
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

/**
 * The catalog template (dist/-relative, with `{locale}`) an on-demand part registers itself (one string, the form
 * the build gives parts and elements: vite-catalogs.ts); undefined for any other chunk.
 */
function ownTemplate(file: string): string | undefined {
  if (!file.startsWith('chunks/')) return undefined;
  const code = readFileSync(join(DIST, file), 'utf8');
  const found = /"~?(\.\.\/locales\/[^"]+\{locale\}[^"]+\.js)"/.exec(code)?.[1];
  return found && relative(DIST, resolve(dirname(join(DIST, file)), found)).replaceAll('\\', '/');
}

/**
 * Every dist/ file `file` reaches through relative static and dynamic imports (itself included), but for the
 * on-demand parts with catalogs of their own, which go to `parts` (their texts come with them).
 */
function closure(file: string, parts: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const m of code.matchAll(/(\bfrom|\bimport\s*\(?)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    const target = relative(DIST, resolve(dirname(join(DIST, file)), m[2]!)).replaceAll('\\', '/');
    if (target.startsWith('locales/')) continue;
    if (m[1] !== 'from' && ownTemplate(target)) parts.add(target);
    else closure(target, parts, seen);
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

  /** The messages of the catalog files `urls` (dist/-relative) in `locale`, merged. */
  const messagesIn = async (urls: string[], locale: string): Promise<Record<string, unknown>> => {
    const all: Record<string, unknown> = {};
    for (const url of urls) {
      const href = pathToFileURL(join(DIST, url.replace('{locale}', locale))).href;
      Object.assign(all, ((await import(href)) as { messages: Record<string, unknown> }).messages);
    }
    return all;
  };

  /**
   * Every text the code of `file` (with what it reaches, but for parts with catalogs of their own) uses is in
   * `catalogs` (dist/-relative templates: the element's and those of the parts on the way), in every language;
   * then the same for each part it loads, with that part's catalog added.
   */
  async function expectTexts(file: string, catalogs: string[], done: Set<string>): Promise<void> {
    const parts = new Set<string>();
    const reached = [...closure(file, parts)];
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
    if (used.length || fromSources.length) {
      expect(catalogs.length, `${file} has no catalog but uses ${used.join(', ')}`).toBeGreaterThan(0);
    }
    for (const locale of SUPPORTED_LOCALES) {
      const messages = await messagesIn(catalogs, locale);
      const missing = used.filter((spelling) => !messages[spelling]);
      expect(missing, `${file}: ids its code uses missing from its "${locale}" catalogs`).toEqual([]);
      const missingFromSources = fromSources.filter((e) => !messages[e.id] && !messages[urlSafe(e.id)]);
      expect(
        missingFromSources.map((e) => `${e.id} (${e.origins.join(' ')})`),
        `${file}: messages of its source files missing from its "${locale}" catalogs`,
      ).toEqual([]);
    }
    for (const part of parts) {
      if (done.has(part)) continue;
      done.add(part);
      const template = ownTemplate(part)!;
      const files = readdirSync(join(DIST, 'locales'));
      const [before, after] = posix.basename(template).split('{locale}') as [string, string];
      expect(
        files
          .filter((f) => f.startsWith(before) && f.endsWith(after))
          .map((f) => f.slice(before.length, -after.length))
          .sort(),
        `${part}: a catalog per language`,
      ).toEqual([...SUPPORTED_LOCALES].sort());
      // A bundled app finds it through index.js, which lists every unit's files with literal import()s.
      expect(readFileSync(join(DIST, 'index.js'), 'utf8'), `${part}: in index.js`).toContain(
        `"${posix.basename(template)}":{`,
      );
      await expectTexts(part, [...catalogs, template], done);
    }
  }

  it.each(elements)('%s: every text its code uses is in its catalog, in every language', async (element) => {
    const file = `elements/${element}`;
    const code = readFileSync(join(DIST, file), 'utf8');
    const template = /"~?\.\.\/(locales\/[^"]+\{locale\}[^"]+\.js)"/.exec(code)?.[1];
    await expectTexts(file, template ? [template] : [], new Set());
  });

  it('an on-demand part brings only the texts its elements have not loaded: the login panel is not in the header catalog', async () => {
    const header = readFileSync(join(DIST, 'elements/login-button.js'), 'utf8');
    const template = /"~?\.\.\/(locales\/[^"]+\{locale\}[^"]+\.js)"/.exec(header)?.[1];
    expect(template).toMatch(/^locales\/header\./);
    const headerTexts = await messagesIn([template!], 'da');
    const signIn = entries.find((e) => e.origins.some((o) => o.endsWith('features/login/texts.ts')));
    expect(signIn, 'a login panel text').toBeDefined();
    expect(headerTexts[signIn!.id] ?? headerTexts[urlSafe(signIn!.id)]).toBeUndefined();
    // The element's file is a shell (src/ui/until-reached.tsx): its part, login-button.part, loads the panel.
    const parts = new Set<string>();
    closure('elements/login-button.js', parts);
    const shellPart = [...parts].find((p) => p.startsWith('chunks/login-button.part-'));
    expect(shellPart, [...parts].join(' ')).toBeDefined();
    const partParts = new Set<string>();
    closure(shellPart!, partParts);
    expect(
      [...partParts].some((p) => p.startsWith('chunks/login-dialog-content-')),
      [...partParts].join(' '),
    ).toBe(true);
  });
});
