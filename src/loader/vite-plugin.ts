/**
 * Build-time support for the loader (used by vite.config.ts):
 * - `elementEntries()`: one entry per `elements/<tag>.ts` (every file there except index/registry, `_*` and `*.entry.ts`), each a
 *   virtual module that imports the spec and calls `define(spec)`; new elements need no loader edit;
 * - `butikLoaderPlugin()`: writes the tag -> [chunk, ...shared chunks] map into dist/loader.js
 *   (the `__BUTIK_ELEMENT_MAP__` placeholder), from the final chunk graph, so the loader can preload every
 *   shared chunk of an element in parallel.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

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
      if (!/\.tsx?$/.test(file) || file.startsWith('_') || file.endsWith('.d.ts') || file.includes('.test.') || file.includes('.entry.') || NOT_ELEMENTS.has(file)) continue;
      const tag = basename(file).replace(/\.tsx?$/, '');
      if (!tag.includes('-')) continue;
      entries[`elements/${tag}`] = `${VIRTUAL_PREFIX}${join(abs, file)}`;
    }
  }
  return entries;
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

export function butikLoaderPlugin(options: { root: string; types?: boolean }): Plugin {
  const defineModule = resolve(options.root, 'src/internal/define.ts');
  return {
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
      return [
        `import spec from ${JSON.stringify(file)};`,
        `import { define } from ${JSON.stringify(defineModule)};`,
        'define(spec);',
        'export default spec;',
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const map: Record<string, string[]> = {};
      for (const chunk of chunks) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.name?.startsWith('elements/')) continue;
        const deps = new Set<string>();
        const visit = (file: string): void => {
          for (const dep of byFile.get(file)?.imports ?? []) {
            if (deps.has(dep)) continue;
            deps.add(dep);
            visit(dep);
          }
        };
        visit(chunk.fileName);
        map[chunk.name.slice('elements/'.length)] = [chunk.fileName, ...deps].map((f) => `./${f}`);
      }
      const loader = chunks.find((c) => c.type === 'chunk' && c.isEntry && c.name === 'loader');
      if (!loader?.code) return;
      if (!loader.code.includes('__BUTIK_ELEMENT_MAP__')) {
        this.error('dist/loader.js: the __BUTIK_ELEMENT_MAP__ placeholder was not found');
      }
      // Packed (see loader.ts): the element entry implied by the tag, the chunks every element imports once, short names.
      const short = (f: string): string => {
        if (!f.startsWith('./chunks/') || !f.endsWith('.js') || f.slice(9).includes('/')) this.error(`dist/loader.js: unexpected chunk path ${f}`);
        return f.slice(9, -3);
      };
      const tags: Record<string, string[]> = {};
      for (const [tag, [entry, ...deps]] of Object.entries(map)) {
        if (entry !== `./elements/${tag}.js`) this.error(`dist/loader.js: <${tag}> has entry ${String(entry)}, expected ./elements/${tag}.js`);
        tags[tag] = deps;
      }
      const lists = Object.values(tags);
      const common = (lists[0] ?? []).filter((f) => lists.every((list) => list.includes(f)));
      for (const tag of Object.keys(tags)) tags[tag] = tags[tag]!.filter((f) => !common.includes(f)).map(short);
      loader.code = loader.code.replace(/__BUTIK_ELEMENT_MAP__/g, JSON.stringify({ c: common.map(short), t: tags }));
      if ((loader.imports ?? []).length > 0) {
        this.error(`dist/loader.js must be standalone but imports ${loader.imports?.join(', ')}`);
      }
    },
  };
}
