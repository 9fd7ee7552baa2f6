/**
 * Build-time support for the loader (used by vite.config.ts):
 * - `elementEntries()`: one entry per `elements/<tag>.ts` (every file there except index/registry, `_*` and `*.entry.ts`), each a
 *   virtual module that re-exports the spec and exports `define()`, which registers the element's texts and
 *   defines it (the loader calls it); new elements need no loader edit;
 * - `butikLoaderPlugin()`: makes the registry (elements/registry.ts, in index.js and define.js) import those same
 *   entry modules, so each element's code is one file, `elements/<tag>.js`, that the registry imports too
 *   (docs/performance.md, "One file per element"); and writes the element map (map.ts: the chunk graph the
 *   elements reach, packed) into dist/loader.js (the `__BUTIK_ELEMENT_MAP__` placeholder), so the loader can
 *   preload every chunk of an element in parallel.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { packGraph, type ElementGraph } from './map.ts';
import { TEXTS_PLACEHOLDER } from '../i18n/vite-catalogs.ts';

const VIRTUAL_PREFIX = 'virtual:butik-element:';
const RESOLVED_PREFIX = '\0butik-element:';
const NOT_ELEMENTS = new Set(['index.ts', 'registry.ts']);

/** `{ 'elements/<tag>': 'virtual:butik-element:<abs file>' }` for every element file in `dirs`. */
export function elementEntries(root: string, dirs: readonly string[] = ['elements']): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of dirs) {
    const abs = resolve(root, dir);
    if (!existsSync(abs)) continue;
    for (const file of readdirSync(abs).sort()) {
      if (
        !/\.tsx?$/.test(file) ||
        file.startsWith('_') ||
        file.endsWith('.d.ts') ||
        file.includes('.test.') ||
        file.includes('.entry.') ||
        NOT_ELEMENTS.has(file)
      )
        continue;
      const tag = basename(file).replace(/\.tsx?$/, '');
      if (!tag.includes('-')) continue;
      entries[`elements/${tag}`] = `${VIRTUAL_PREFIX}${join(abs, file)}`;
    }
  }
  return entries;
}

/**
 * The loader's chunk graph (map.ts) from the bundle: every chunk an element entry reaches by static imports, each
 * with its direct imports, and each tag with its entry's. Dynamic imports stay out (they load on demand).
 */
export function elementGraph(
  entries: readonly { tag: string; fileName: string; imports: readonly string[] }[],
  importsOf: (file: string) => readonly string[],
  fail: (message: string) => never,
): ElementGraph {
  const index = new Map<string, number>();
  const graph: ElementGraph = { chunks: [], tags: {} };
  const visit = (file: string): number => {
    let i = index.get(file);
    if (i !== undefined) return i;
    if (!/^chunks\/[^/]+\.js$/.test(file)) fail(`dist/loader.js: an element imports ${file}, outside chunks/`);
    i = graph.chunks.length;
    index.set(file, i);
    const chunk = { name: file.slice('chunks/'.length, -'.js'.length), imports: [] as number[] };
    graph.chunks.push(chunk);
    chunk.imports = importsOf(file).map(visit);
    return i;
  };
  for (const { tag, fileName, imports } of entries) {
    if (fileName !== `elements/${tag}.js`)
      fail(`dist/loader.js: <${tag}> has entry ${fileName}, expected elements/${tag}.js`);
    graph.tags[tag] = imports.map(visit);
  }
  for (const chunk of graph.chunks) reduce(graph, chunk);
  for (const tag of Object.keys(graph.tags)) {
    const node = { imports: graph.tags[tag]! };
    reduce(graph, node);
    graph.tags[tag] = node.imports;
  }
  return graph;
}

/**
 * Drops from `node.imports` what its other imports reach: the loader needs what an element reaches, not every
 * edge (almost every chunk imports vendor and runtime directly and through its other imports too). Each drop is
 * checked on the graph as it is at that moment, with the dropped edge gone, so what every chunk reaches never
 * changes, cycles included.
 */
function reduce(graph: ElementGraph, node: { imports: number[] }): void {
  node.imports = [...new Set(node.imports)];
  for (const dropped of [...node.imports]) {
    const before = node.imports;
    node.imports = before.filter((i) => i !== dropped);
    const seen = new Set<number>();
    const reaches = (list: number[]): boolean =>
      list.some((i) => i === dropped || (!seen.has(i) && (seen.add(i), reaches(graph.chunks[i]!.imports))));
    if (!reaches(node.imports)) node.imports = before;
  }
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/**
 * Emits dist/types/ (tsconfig.types.json) and makes dist/types/elements/{index,registry}.d.ts reference every
 * element's declarations, so `HTMLElementTagNameMap` knows every tag for `import 'butik-elements'` users.
 */
function emitTypes(root: string): void {
  const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', resolve(root, 'tsconfig.types.json')], { cwd: root, stdio: 'inherit' });
  } catch {
    // tsc still writes the declarations; type errors are `npm run typecheck`'s job, not the build's.
    console.warn('[butik-loader] type declarations (dist/types/) were emitted with type errors; see above.');
  }
  const dir = resolve(root, 'dist/types/elements');
  if (!existsSync(join(dir, 'index.d.ts'))) return;
  const refs = readdirSync(dir)
    .filter((f) => f.endsWith('.d.ts') && f !== 'index.d.ts' && f !== 'registry.d.ts')
    .map((f) => `/// <reference path="./${f}" />`);
  // Reference directives only count at the top of a file.
  for (const entry of ['index.d.ts', 'registry.d.ts']) {
    const file = join(dir, entry);
    writeFileSync(file, `${refs.join('\n')}\n${readFileSync(file, 'utf8')}`);
  }
}

export function butikLoaderPlugin(options: { root: string; types?: boolean }): Plugin[] {
  const defineModule = resolve(options.root, 'src/internal/define.ts');
  const textsModule = resolve(options.root, 'src/i18n/texts.ts');
  const registry = resolve(options.root, 'elements/registry.ts');
  const elementFiles = new Set(
    Object.values(elementEntries(options.root)).map((id) => id.slice(VIRTUAL_PREFIX.length)),
  );
  let build = false;
  // Before Vite's own resolver, which would resolve the registry's `./<tag>.ts` imports to the files.
  const registryImports: Plugin = {
    name: 'butik-loader:registry',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(id, importer) {
      // The registry's element imports become the element entries themselves: the element's code then has the
      // same importers as its entry and stays in it (one file per element), and index.js / define.js import
      // that file. The entry defines nothing when imported: `define()` is the loader's to call.
      if (!build || importer !== registry) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved && elementFiles.has(resolved.id) ? RESOLVED_PREFIX + resolved.id : null;
    },
  };
  const main: Plugin = {
    name: 'butik-loader',
    closeBundle() {
      if (options.types) emitTypes(options.root);
    },
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length);
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const file = id.slice(RESOLVED_PREFIX.length);
      // The texts placeholder is the catalogs plugin's (src/i18n/vite-catalogs.ts): it becomes this element's
      // catalog file. Registered in `define()`, not at the top: index.js / define.js register one catalog of
      // their own (with literal imports, for bundlers), and importing this file for its spec loads nothing.
      return [
        `import spec from ${JSON.stringify(file)};`,
        `import { define as defineSpec } from ${JSON.stringify(defineModule)};`,
        `import { registerTexts } from ${JSON.stringify(textsModule)};`,
        'export default spec;',
        "/** Registers the element's texts, then defines it under its default tag (the loader calls this). */",
        'export async function define() {',
        `  await registerTexts(${JSON.stringify(TEXTS_PLACEHOLDER)}, import.meta.url);`,
        '  defineSpec(spec);',
        '}',
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as unknown as ChunkLike[];
      const loader = chunks.find((c) => c.type === 'chunk' && c.isEntry && c.name === 'loader');
      if (!loader?.code) return;
      if (!loader.code.includes('__BUTIK_ELEMENT_MAP__')) {
        this.error('dist/loader.js: the __BUTIK_ELEMENT_MAP__ placeholder was not found');
      }
      if ((loader.imports ?? []).length > 0) {
        this.error(`dist/loader.js must be standalone but imports ${loader.imports?.join(', ')}`);
      }
      const entries = chunks.filter((c) => c.type === 'chunk' && c.isEntry && c.name?.startsWith('elements/'));
      const graph = elementGraph(
        entries.map((c) => ({
          tag: c.name!.slice('elements/'.length),
          fileName: c.fileName,
          imports: c.imports ?? [],
        })),
        (file) => (bundle[file]?.type === 'chunk' ? ((bundle[file] as unknown as ChunkLike).imports ?? []) : []),
        (message) => this.error(message),
      );
      loader.code = loader.code.replace(/__BUTIK_ELEMENT_MAP__/g, JSON.stringify(packGraph(graph)));
    },
  };
  return [registryImports, main];
}
