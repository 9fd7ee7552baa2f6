/**
 * Build-time catalog split (used by vite.config.ts; docs/i18n-catalogs.md). The translators' source stays one
 * `locales/{locale}/messages.po` per language; the build gives every entry chunk the catalog of exactly the texts
 * its code can show:
 *
 * 1. `transform`: every entry module except the loader and the element entries starts with
 *    `registerTexts("__BUTIK_TEXTS__", import.meta.url)` (texts.ts), awaited after chunking (`awaitTexts`), so the
 *    entry defines nothing before its texts are in the page's Lingui instance. An element entry has the same call,
 *    awaited, in its `define()` (src/loader/vite-plugin.ts), which the loader calls;
 * 2. `load`: catalog-files.ts becomes `SPLIT_CATALOGS = true` without the whole-catalog glob, so no whole
 *    catalog is bundled;
 * 3. `generateBundle`: for each entry, the message ids that occur as string literals in the code of every chunk
 *    it reaches (static and dynamic imports, but for a feature's on-demand part: that registers a unit of its own
 *    with the texts its entries have not loaded, and brings it when it is loaded) are
 *    cut from the compiled catalogs (Lingui's own compile, with the `en` fallback per message) into
 *    `locales/<unit>.<locale>-<hash>.js`, one small file per language; the placeholder becomes the file's URL
 *    template (`"../locales/add-to-cart.{locale}-<hash>.js"`), or for `index.js` / `define.js`, which bundlers
 *    consume, one literal `import()` per locale so a bundler sees every file. The hash covers every language of
 *    the unit; entries with the same texts share their files.
 */
import { createHash } from 'node:crypto';
import { posix, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';

export const TEXTS_PLACEHOLDER = '__BUTIK_TEXTS__';

/** Catalog keys are standard base64 (@lingui/cli); the SWC macros write URL-safe ids (see catalogs.ts). */
export const urlSafeId = (id: string): string => id.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Every run of characters between two quote characters (each string literal's content, among others). */
export function quotedTokens(code: string): Set<string> {
  return new Set(code.match(/(?<=["'`])[^"'`\\\n]+(?=["'`])/g) ?? []);
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
  map?: { mappings: string } | null;
}

/** Per locale: catalog id -> translation (uncompiled), with the fallback locales applied per message. */
async function readTranslations(root: string): Promise<Map<string, Record<string, string>>> {
  const config = getConfig({ cwd: root });
  const fallbackLocales = config.fallbackLocales || {};
  const catalogs = await getCatalogs(config);
  const out = new Map<string, Record<string, string>>();
  for (const locale of config.locales) {
    const messages: Record<string, string> = {};
    for (const catalog of catalogs) {
      const { messages: got } = await catalog.getTranslations(locale, {
        fallbackLocales,
        sourceLocale: config.sourceLocale ?? 'en',
      });
      Object.assign(messages, got);
    }
    out.set(locale, messages);
  }
  return out;
}

export interface CatalogsPluginOptions {
  root: string;
  /**
   * Elements that share one catalog file per language (the union of their texts), by group name: elements that
   * are on the same pages (the header's) cost one request instead of one each. A tag in no group has its own.
   */
  groups?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The registration call the transform puts in front of an entry (`f("__BUTIK_TEXTS__",import.meta.url)` once
 * minified, maybe as `(0,f)(…)`), made a top-level `await` after chunking; `at` lists where each `await ` went
 * (0-based line and column of the code before), for the source map. An element entry's call (in its `define()`,
 * src/loader/vite-plugin.ts) is awaited already and stays as it is. A call the minifier put anywhere but the top
 * level would make `await` a syntax error or change its meaning, so only the shapes a top-level statement takes
 * are accepted: at the start of a line or after `;` `,` `{` `}`.
 */
export function awaitTexts(
  code: string,
): { code: string; at: { line: number; column: number }[] } | { problem: string } {
  const call = new RegExp(
    `(^|[;,{}]|await )(?:\\(0,)?[\\w$]+\\)?\\((["'\`])${TEXTS_PLACEHOLDER}\\2,import\\.meta\\.url\\)`,
    'gm',
  );
  const at: { line: number; column: number }[] = [];
  let found = 0;
  const out = code.replace(call, (all: string, before: string, _quote: string, offset: number) => {
    found += 1;
    if (before === 'await ') return all;
    const index = offset + before.length;
    const line = code.slice(0, index).split('\n').length - 1;
    at.push({ line, column: index - (code.lastIndexOf('\n', index - 1) + 1) });
    return `${before}await ${all.slice(before.length)}`;
  });
  const all = code.split(TEXTS_PLACEHOLDER).length - 1;
  if (found !== all) return { problem: `${all - found} of its ${TEXTS_PLACEHOLDER} calls are not at its top level` };
  return { code: out, at };
}

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const vlq = (value: number): string => {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    out += VLQ[rest ? digit | 32 : digit];
  } while (rest);
  return out;
};

/**
 * Source map `mappings` with the generated columns from `column` on, on `line`, moved right by `by` (text was
 * inserted there). Only the first field of each segment (its column, relative to the previous segment's on the
 * same line) is read; the first segment at or past `column` gets the shift, the ones after it are relative to it.
 */
export function shiftColumns(mappings: string, line: number, column: number, by: number): string {
  const lines = mappings.split(';');
  const segments = (lines[line] ?? '').split(',');
  let generated = 0;
  for (const [i, segment] of segments.entries()) {
    if (!segment) continue;
    let value = 0;
    let shift = 0;
    let end = 0;
    for (; end < segment.length; end += 1) {
      const digit = VLQ.indexOf(segment[end]!);
      value += (digit & 31) << shift;
      shift += 5;
      if (!(digit & 32)) break;
    }
    const delta = value & 1 ? -(value >>> 1) : value >>> 1;
    generated += delta;
    if (generated >= column) {
      segments[i] = vlq(delta + by) + segment.slice(end + 1);
      break;
    }
  }
  lines[line] = segments.join(',');
  return lines.join(';');
}

export function butikCatalogsPlugin(options: CatalogsPluginOptions): Plugin {
  const root = options.root;
  const groupOf = new Map<string, string>();
  for (const [group, tags] of Object.entries(options.groups ?? {})) for (const tag of tags) groupOf.set(tag, group);
  const catalogFiles = resolve(root, 'src/i18n/catalog-files.ts');
  const textsModule = resolve(root, 'src/i18n/texts.ts');
  const loaderDir = resolve(root, 'src/loader') + sep;
  const featuresDir = resolve(root, 'src/features') + sep;
  /** Module ids of the features' on-demand parts (dynamic import targets), which get catalogs of their own. */
  const parts = new Set<string>();
  return {
    name: 'butik-catalogs',
    apply: 'build',
    enforce: 'post',
    load(id) {
      if (id !== catalogFiles) return null;
      return 'export const SPLIT_CATALOGS = true;\nexport const wholeCatalogs = {};\n';
    },
    async transform(code, id) {
      // A feature's on-demand part (the target of an `import('./x')` in src/features/) is seen after its importer:
      // note it here, so it registers a catalog of its own when it is transformed.
      if (id.startsWith(featuresDir)) {
        for (const m of code.matchAll(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g)) {
          const target = await this.resolve(m[2]!, id);
          if (target && target.id.startsWith(featuresDir)) parts.add(target.id);
        }
      }
      // An entry that registers its texts itself (an element entry, src/loader/vite-plugin.ts) has the placeholder.
      const entry = this.getModuleInfo(id)?.isEntry && !id.startsWith(loaderDir);
      if (!(entry || parts.has(id)) || code.includes(TEXTS_PLACEHOLDER)) return null;
      // One line in front: the entry's own lines (and their source map) keep their numbers. Not awaited here:
      // rolldown turns its chunk optimizations off for a whole build that has a top-level await, and without
      // them every element's code would sit in a chunk of its own behind a re-exporting entry (two files per
      // element). generateBundle awaits the call (`awaitTexts`), in the entry's chunk, where it stood.
      const head =
        `import { registerTexts as __butikRegisterTexts } from ${JSON.stringify(textsModule)}; ` +
        `__butikRegisterTexts(${JSON.stringify(TEXTS_PLACEHOLDER)}, import.meta.url); `;
      return { code: head + code, map: null };
    },
    async generateBundle(_options, bundle) {
      const translations = await readTranslations(root);
      const locales = [...translations.keys()];
      // Quoted spelling in the code -> catalog id.
      const spellings = new Map<string, string>();
      for (const id of Object.keys(translations.get(locales[0]!) ?? {})) {
        spellings.set(id, id);
        if (!spellings.has(urlSafeId(id))) spellings.set(urlSafeId(id), id);
      }
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle) as unknown as ChunkLike[]) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const idsOfChunk = new Map<string, Map<string, string>>();
      const usedIn = (file: string): Map<string, string> => {
        let found = idsOfChunk.get(file);
        if (!found) {
          found = new Map();
          for (const token of quotedTokens(chunks.get(file)?.code ?? '')) {
            const id = spellings.get(token);
            if (id !== undefined) found.set(token, id);
          }
          idsOfChunk.set(file, found);
        }
        return found;
      };
      // An entry's texts are those of what its chunk reaches; define.js and index.js reach every element entry.
      const units = new Map<ChunkLike, Map<string, string>>();
      const closure = new Map<ChunkLike, Set<string>>(); // unit -> the chunks its texts cover
      const quoted = new Set<string>(); // every quoted token of the bundle
      for (const chunk of chunks.values()) {
        if (!chunk.code?.includes(TEXTS_PLACEHOLDER)) continue;
        // Every chunk the entry reaches, static and dynamic imports alike, but for an on-demand part with a
        // catalog of its own (it brings its texts when it is loaded).
        const seen = new Set<string>();
        const walk = (file: string, dynamic = false): void => {
          if (seen.has(file) || !chunks.has(file)) return;
          const c = chunks.get(file)!;
          if (dynamic && c.code?.includes(TEXTS_PLACEHOLDER)) return;
          seen.add(file);
          for (const next of c.imports ?? []) walk(next);
          for (const next of c.dynamicImports ?? []) walk(next, true);
        };
        walk(chunk.fileName);
        closure.set(chunk, seen);
        const used = new Map<string, string>(); // spelling -> catalog id
        for (const file of seen) for (const [spelling, id] of usedIn(file)) used.set(spelling, id);
        units.set(chunk, used);
        for (const file of seen) for (const token of quotedTokens(chunks.get(file)?.code ?? '')) quoted.add(token);
      }
      // A group's elements share the union of their texts (and so one file per language).
      const tagOf = (chunk: ChunkLike) => /^elements\/(.+)\.js$/.exec(chunk.fileName)?.[1];
      const groupTexts = new Map<string, Map<string, string>>();
      for (const [chunk, used] of units) {
        const group = groupOf.get(tagOf(chunk) ?? '');
        if (!group) continue;
        const all = groupTexts.get(group) ?? new Map<string, string>();
        for (const [spelling, id] of used) all.set(spelling, id);
        groupTexts.set(group, all);
      }
      // An on-demand part's own catalog holds only what the elements that load it have not loaded already: its
      // texts minus those in the catalogs of every entry that reaches it (the shared chunks' texts, mostly).
      const reachers = new Map<ChunkLike, ChunkLike[]>();
      for (const chunk of units.keys()) {
        if (!chunk.isEntry) continue;
        const seen = new Set<string>();
        const walk = (file: string): void => {
          if (seen.has(file) || !chunks.has(file)) return;
          seen.add(file);
          const c = chunks.get(file)!;
          if (c !== chunk && units.has(c) && !c.isEntry) reachers.set(c, [...(reachers.get(c) ?? []), chunk]);
          for (const next of [...(c.imports ?? []), ...(c.dynamicImports ?? [])]) walk(next);
        };
        walk(chunk.fileName);
      }
      const loaded = (chunk: ChunkLike): Map<string, string> => {
        const group = groupOf.get(tagOf(chunk) ?? '');
        return group ? groupTexts.get(group)! : units.get(chunk)!;
      };
      // A part loaded by another part's code (the management area's sections): when it loads, every unit whose
      // chunks hold the importing code is in, so the texts all those units have are loaded too.
      const original = new Map([...units].map(([chunk, used]) => [chunk, used]));
      const inAll = (file: string, spelling: string): boolean => {
        const holders = [...closure].filter(([, files]) => files.has(file)).map(([unit]) => unit);
        return holders.length > 0 && holders.every((u) => (u.isEntry ? loaded(u) : original.get(u)!).has(spelling));
      };
      for (const [part, entries] of reachers) {
        const own = new Map(units.get(part)!);
        const importers = [...chunks.values()].filter((c) => c.dynamicImports?.includes(part.fileName));
        for (const spelling of own.keys()) {
          if (entries.every((e) => loaded(e).has(spelling))) own.delete(spelling);
          else if (importers.length && importers.every((c) => inAll(c.fileName, spelling))) own.delete(spelling);
        }
        units.set(part, own);
      }
      // Texts every entry has (the runtime's error message). An entry with only those, each also written in the
      // code with its English text (an explicit id with its message), registers its catalog without waiting for it
      // (`~`): <shop-context> renders no text of its own and is defined at once; were one of its elements to fail
      // before the file is in, the message would show in English.
      const sets = [...units].filter(([chunk]) => chunk.isEntry).map(([, used]) => new Set(used.keys()));
      const common = new Set([...(sets[0] ?? [])].filter((spelling) => sets.every((set) => set.has(spelling))));
      const english = translations.get(getConfig({ cwd: root }).sourceLocale ?? 'en') ?? {};
      const waitsFor = (own: Map<string, string>) =>
        ![...own].every(([spelling, id]) => common.has(spelling) && quoted.has(english[id] ?? '\0'));
      const tags = new Set([...chunks.values()].map(tagOf));
      const unknown = [...groupOf.keys()].filter((tag) => !tags.has(tag));
      if (unknown.length) this.error(`catalog groups name elements that are not built: ${unknown.join(', ')}`);
      const written = new Map<string, string>(); // the unit's ids -> its file template (under dist/)
      const templateOf = new Map<ChunkLike, string | undefined>();
      for (const [chunk, own] of units) {
        const group = groupOf.get(tagOf(chunk) ?? '');
        const used = group ? groupTexts.get(group)! : own;
        if (!chunk.code) continue;
        const key = [...used.keys()].sort().join('\n');
        let template = used.size ? written.get(key) : undefined;
        if (used.size && !template) {
          const unit = group ?? (chunk.name ?? chunk.fileName).replace(/^elements\//, '').replace(/\//g, '-');
          const sources = locales.map((locale) => {
            const all = translations.get(locale)!;
            const subset: Record<string, string> = {};
            for (const [spelling, id] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
              const text = all[id];
              if (text !== undefined) subset[spelling] = text;
            }
            const { source, errors } = createCompiledCatalog(locale, subset, { namespace: 'es' });
            if (errors.length) this.error(`locales/${locale}: ${errors.map((e) => e.id).join(', ')} do not compile`);
            return { locale, source };
          });
          const hash = createHash('sha256');
          for (const { locale, source } of sources) hash.update(`${locale}\0${source}\0`);
          const digest = hash.digest('base64url').slice(0, 8);
          template = `locales/${unit}.{locale}-${digest}.js`;
          for (const { locale, source } of sources) {
            this.emitFile({ type: 'asset', fileName: template.replace('{locale}', locale), source });
          }
          written.set(key, template);
        }
        templateOf.set(chunk, template);
      }
      const everyTemplate = [...new Set(written.values())].sort();
      for (const [chunk, own] of units) {
        if (!chunk.code) continue;
        const template = templateOf.get(chunk);
        const dir = posix.dirname(chunk.fileName);
        const relative = (file: string) => {
          const path = posix.relative(dir, file);
          return path.startsWith('.') ? path : `./${path}`;
        };
        const loadsOf = (file: string) =>
          locales.map(
            (locale) =>
              `${JSON.stringify(locale)}:()=>import(${JSON.stringify(relative(file.replace('{locale}', locale)))})`,
          );
        let value = 'null';
        if (dir === '.') {
          // index.js / define.js, which bundlers consume: bundlers follow literal import()s only. Their own texts,
          // and every other unit's files under its template's name (texts.ts looks a template up there first), so a
          // bundler copies every file and a part's one-string template still finds its files in a bundled app.
          const files = everyTemplate
            .filter((t) => t !== template)
            .map((t) => `${JSON.stringify(posix.basename(t))}:{${loadsOf(t).join(',')}}`);
          value = `{${[...(template ? loadsOf(template) : []), ...files].join(',')}}`;
        } else if (template) value = JSON.stringify((waitsFor(own) ? '' : '~') + relative(template));
        const placeholder = new RegExp(`(["'\`])${TEXTS_PLACEHOLDER}\\1`, 'g');
        const awaited = awaitTexts(chunk.code);
        if ('problem' in awaited) this.error(`${chunk.fileName}: ${awaited.problem}`);
        // The source map follows the inserted `await `s (its .map file is an asset of the bundle by now).
        const mapAsset = bundle[`${chunk.fileName}.map`] as { type: string; source?: unknown } | undefined;
        for (const { line, column } of awaited.at.reverse()) {
          if (chunk.map) chunk.map.mappings = shiftColumns(chunk.map.mappings, line, column, 'await '.length);
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
            const map = JSON.parse(mapAsset.source) as { mappings: string };
            map.mappings = shiftColumns(map.mappings, line, column, 'await '.length);
            mapAsset.source = JSON.stringify(map);
          }
        }
        chunk.code = awaited.code.replace(placeholder, value);
        if (chunk.code.includes(TEXTS_PLACEHOLDER)) {
          this.error(`${chunk.fileName}: a ${TEXTS_PLACEHOLDER} placeholder is not a plain string literal`);
        }
      }
    },
  };
}
