/**
 * README claims about the build output, checked on the real dist/ (`npm test` builds it before Vitest):
 * - papaparse is only in the chunk `<csv-import>` loads on demand (when a file is chosen);
 * - the shared vendor chunk holds React and ReactDOM (with their scheduler) only, and no other chunk does;
 * - files in elements/ starting with `_` are not elements.
 * Chunk contents come from the minified code (papaparse) and from each chunk's source map (`sources`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementEntries } from '../../src/loader/vite-plugin.ts';
import { unpackGraph, type ElementGraph } from '../../src/loader/map.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');

/** Every file under `dir`, as paths relative to dist/ with forward slashes. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [relative(dist, path).split('\\').join('/')];
  });
}

/**
 * The packed tag -> chunk graph the build writes into dist/loader.js (src/loader/map.ts): the one string literal
 * of the minified loader that unpacks to tags and to chunk names that exist in dist/chunks/.
 */
function loaderGraph(code: string, files: string[]): ElementGraph {
  for (const [literal] of code.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    const packed = JSON.parse(literal) as string;
    if (!packed.includes('/')) continue;
    const graph = unpackGraph(packed);
    if (Object.keys(graph.tags).length && graph.chunks.every((c) => files.includes(`chunks/${c.name}.js`)))
      return graph;
  }
  throw new Error('no element graph in dist/loader.js');
}

/** npm package of a source-map source path (the last node_modules/ segment), or null for our own code. */
function packageOf(source: string): string | null {
  const matches = [...source.matchAll(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//g)];
  return matches.at(-1)?.[1] ?? null;
}

let files: string[];
let js: string[];
let graph: ElementGraph;
beforeAll(() => {
  if (!existsSync(join(dist, 'loader.js'))) {
    throw new Error('dist/ is missing or incomplete: run `npm run build` first (`npm test` builds before Vitest).');
  }
  files = walk(dist);
  js = files.filter((f) => f.endsWith('.js') && !f.startsWith('types/'));
  graph = loaderGraph(readFileSync(join(dist, 'loader.js'), 'utf8'), files);
});

/** dist/ paths of the chunks the loader loads for `tag`. */
function chunksOf(tag: string): string[] {
  const seen = new Set<number>();
  const walk = (i: number): void => {
    if (seen.has(i)) return;
    seen.add(i);
    for (const next of graph.chunks[i]?.imports ?? []) walk(next);
  };
  for (const i of graph.tags[tag] ?? []) walk(i);
  return [`elements/${tag}.js`, ...[...seen].map((i) => `chunks/${graph.chunks[i]!.name}.js`)];
}

describe('build output: papaparse only on demand', () => {
  // Texts of papaparse's own code that survive minification (an error message and an error code).
  const MARKERS = ['Unable to auto-detect delimiting character', 'UndetectableDelimiter'];

  it("the markers are papaparse's, not ours", () => {
    const papaparse = readFileSync(join(root, 'node_modules/papaparse/papaparse.js'), 'utf8');
    const ours = ['src', 'elements', 'machines'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => readFileSync(join(root, dir, f), 'utf8')),
    );
    for (const marker of MARKERS) {
      expect(papaparse, marker).toContain(marker);
      expect(
        ours.some((text) => text.includes(marker)),
        marker,
      ).toBe(false);
    }
  });

  it("is in exactly one built file, which no element loads at start: <csv-import>'s parser and the management area's CSV export load it on demand", () => {
    const holders = js.filter((f) => {
      const code = readFileSync(join(dist, f), 'utf8');
      return MARKERS.some((marker) => code.includes(marker));
    });
    expect(holders).toHaveLength(1);
    const [file] = holders as [string];
    // Loaded when a file is chosen or an export pressed (docs/performance.md "Loaded on open"), so in no element's
    // start-up closure.
    const atStart = Object.keys(graph.tags).filter((tag) => chunksOf(tag).includes(file));
    expect(atStart).toEqual([]);
    // Who refers to it: <csv-import>'s parser chunk (csv.ts) and the CSV writer (src/format/csv-export.ts).
    const base = (f: string) => f.slice('chunks/'.length);
    const mentions = (target: string) =>
      js.filter((f) => f !== target && readFileSync(join(dist, f), 'utf8').includes(base(target)));
    const importers = mentions(file);
    const unhashed = (f: string) => f.replace(/-[\w-]{8}\.js$/, '');
    expect(importers.map(unhashed).sort()).toEqual(['chunks/csv', 'chunks/csv-export']);
    // Each of those is itself on demand: no element loads it at start; the parser is <csv-import>'s, imported from
    // its own start-up chunks.
    for (const importer of importers) {
      expect(Object.keys(graph.tags).filter((tag) => chunksOf(tag).includes(importer))).toEqual([]);
    }
    const parser = importers.find((f) => unhashed(f) === 'chunks/csv')!;
    const parserImporters = mentions(parser);
    expect(parserImporters.length).toBeGreaterThan(0);
    for (const importer of parserImporters) expect(chunksOf('csv-import')).toContain(importer);
  });
});

describe('build output: the vendor chunk holds React, ReactDOM and scheduler only', () => {
  const REACT = ['react', 'react-dom', 'scheduler'];
  const sourcesOf = (file: string): string[] =>
    (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  const hasMap = (file: string): boolean => files.includes(`${file}.map`);

  it('every source of the vendor chunk is in react, react-dom or scheduler, and all three are there', () => {
    const vendor = js.filter((f) => /^chunks\/vendor-[^/]+\.js$/.test(f));
    expect(vendor).toHaveLength(1);
    const packages = sourcesOf(vendor[0]!).map(packageOf);
    expect([...new Set(packages)].sort()).toEqual(REACT);
    // and every element loads it (one shared copy)
    for (const tag of Object.keys(graph.tags)) expect(chunksOf(tag), tag).toContain(vendor[0]);
  });

  it('no other built file holds any of their sources', () => {
    const others = js.filter((f) => !/^chunks\/vendor-[^/]+\.js$/.test(f));
    const holders = others
      .filter(hasMap)
      .filter((f) => sourcesOf(f).some((source) => REACT.includes(packageOf(source) ?? '')));
    expect(holders).toEqual([]);
    // Generated glue has no source map (the bundler's runtime): small, and without
    // React's element type symbol, which React's and ReactDOM's code both hold. The catalogs (locales/, data
    // written by the catalog split, docs/i18n-catalogs.md) have no map either: without the symbol, any size.
    const react = readFileSync(join(root, 'node_modules/react/cjs/react.production.js'), 'utf8');
    expect(react).toContain('react.transitional.element');
    for (const file of others.filter((f) => !hasMap(f))) {
      const code = readFileSync(join(dist, file), 'utf8');
      if (!file.startsWith('locales/')) expect(code.length, file).toBeLessThan(1024);
      expect(code, file).not.toContain('react.transitional.element');
    }
    expect(others.filter(hasMap).length).toBeGreaterThan(20);
  });
});

describe('build output: files starting with _ are not elements', () => {
  it('the element entries skip `_` files (a real one: the test fixture _card-view.tsx)', () => {
    const fixtures = join(root, 'test/elements/fixtures');
    expect(existsSync(join(fixtures, '_card-view.tsx'))).toBe(true);
    const entries = Object.keys(elementEntries(root, ['elements', 'test/elements/fixtures']));
    expect(entries).toContain('elements/bench-card'); // a fixture element beside it
    expect(entries.filter((name) => name.includes('/_'))).toEqual([]);
  });

  it('dist/ has one element per non-`_` element file, none for `_` files, and the loader maps exactly those', () => {
    const tags = readdirSync(join(root, 'elements'))
      .filter((f) => /^[a-z][a-z0-9]*-[a-z0-9-]*\.ts$/.test(f))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(tags.length).toBeGreaterThan(10);
    expect(js.filter((f) => f.startsWith('elements/_'))).toEqual([]);
    expect(js.filter((f) => f.startsWith('elements/')).sort()).toEqual(tags.map((t) => `elements/${t}.js`));
    expect(Object.keys(graph.tags).sort()).toEqual(tags);
  });
});

describe('build output: one file per element, and the entries export what their modules do', () => {
  /** The names a built ES module exports (its one `export{…}` statement). */
  const exportsOf = (file: string): string[] => {
    const code = readFileSync(join(dist, file), 'utf8');
    const statements = [...code.matchAll(/export\{([^}]*)\}/g)];
    expect(statements.length, file).toBeLessThanOrEqual(1);
    expect(code, file).not.toMatch(/export (?:default|const|let|var|function|class)\b/);
    return (statements[0]?.[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(' as ').at(-1)!.trim())
      .sort();
  };
  /** Value exports written in a source file (`export { a, b as c } from`, `export function`, `export const`). */
  const sourceExports = (file: string): string[] => {
    const code = readFileSync(join(root, file), 'utf8');
    const listed = [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
      m[1]!.split(',').map((pair) => pair.split(' as ').at(-1)!.trim()),
    );
    const declared = [...code.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]!);
    return [...listed, ...declared].filter(Boolean);
  };

  it("each element's own code is in its entry, elements/<tag>.js, and in no other file", () => {
    const sourcesOf = (file: string): string[] =>
      (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources.map((s) =>
        relative(root, resolve(dist, file, '..', s))
          .split('\\')
          .join('/'),
      );
    const withMaps = js.filter((f) => files.includes(`${f}.map`));
    for (const tag of Object.keys(graph.tags)) {
      const holders = withMaps.filter((f) => sourcesOf(f).includes(`elements/${tag}.ts`));
      expect(holders, tag).toEqual([`elements/${tag}.js`]);
      expect(exportsOf(`elements/${tag}.js`), tag).toEqual(['default', 'define']);
    }
    // and the loader maps no chunk named after an element (there are none left to map)
    expect(graph.chunks.map((c) => c.name.replace(/-[\w-]{8}$/, '')).filter((n) => n in graph.tags)).toEqual([]);
  });

  it('index.js and define.js export exactly what elements/index.ts and elements/registry.ts do; loader.js nothing', () => {
    const registry = sourceExports('elements/registry.ts').sort();
    expect(registry).toEqual(['defineElements', 'elementSpecs']);
    expect(exportsOf('define.js')).toEqual(registry);
    const index = [...registry, ...sourceExports('src/index.ts')].sort();
    expect(index.length).toBeGreaterThan(5);
    expect(exportsOf('index.js')).toEqual(index);
    expect(exportsOf('loader.js')).toEqual([]);
  });
});
