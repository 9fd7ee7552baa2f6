/**
 * The loader scales (issue 10 part 9): the element map (src/loader/map.ts) packs the chunk graph, and the loader
 * built with a generated 60-element map (test/bench/loader.ts: the real tags plus synthetic ones pointing at the
 * real chunks) still requests every chunk a page's elements need itself, at once
 * (request depth 2 in Chromium: no chunk is discovered only by parsing another one). The browser part needs the
 * build (`npm test` builds before Vitest).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packGraph, unpackGraph } from '../../src/loader/map.ts';
import { elementGraph } from '../../src/loader/vite-plugin.ts';
import { DEPTH_BUDGET, LOADER_BUDGET, TAG_COUNT, loader60, measureWaterfall } from '../bench/loader.ts';
import { DIST } from '../size/budgets.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('the packed element map', () => {
  const imports: Record<string, string[]> = {
    'chunks/a-1.js': ['chunks/vendor-2.js', 'chunks/runtime-3.js'],
    'chunks/runtime-3.js': ['chunks/vendor-2.js'],
    'chunks/vendor-2.js': [],
    'chunks/b-4.js': ['chunks/a-1.js', 'chunks/c-5.js'],
    'chunks/c-5.js': ['chunks/b-4.js'],
  };
  const entries = [
    { tag: 'x-a', fileName: 'elements/x-a.js', imports: ['chunks/a-1.js', 'chunks/runtime-3.js'] },
    { tag: 'x-b', fileName: 'elements/x-b.js', imports: ['chunks/b-4.js'] },
    { tag: 'x-c', fileName: 'elements/x-c.js', imports: [] },
  ];
  const graph = elementGraph(entries, (f) => imports[f] ?? [], fail);

  /** Everything `imports` reaches, by file name. */
  const reach = (next: (x: string) => readonly string[], from: readonly string[]): string[] => {
    const seen = new Set<string>();
    const walk = (list: readonly string[]) => list.forEach((f) => !seen.has(f) && (seen.add(f), walk(next(f))));
    walk(from);
    return [...seen].sort();
  };
  const file = (i: number) => `chunks/${graph.chunks[i]!.name}.js`;
  const packedNext = (f: string) => graph.chunks.find((c) => `chunks/${c.name}.js` === f)!.imports.map(file);

  it('lists each chunk once; each chunk and tag reaches exactly what it reaches in the bundle, with fewer edges', () => {
    expect(graph.chunks.map((c) => c.name).sort()).toEqual(['a-1', 'b-4', 'c-5', 'runtime-3', 'vendor-2']);
    for (const c of graph.chunks) {
      expect(reach(packedNext, [`chunks/${c.name}.js`])).toEqual(reach((f) => imports[f]!, [`chunks/${c.name}.js`]));
    }
    for (const e of entries)
      expect(reach(packedNext, graph.tags[e.tag]!.map(file))).toEqual(reach((f) => imports[f]!, e.imports));
    // a-1 reaches vendor through runtime: its direct vendor edge is left out; so is x-a's runtime edge.
    expect(graph.chunks.find((c) => c.name === 'a-1')!.imports.map(file)).toEqual(['chunks/runtime-3.js']);
    expect(graph.tags['x-a']!.map(file)).toEqual(['chunks/a-1.js']);
    expect(graph.tags['x-c']).toEqual([]);
  });

  it('packs to one string and unpacks to the same graph', () => {
    const packed = packGraph(graph);
    expect(unpackGraph(packed)).toEqual(graph);
    // 200 chunks: indices past the one-byte range still round-trip.
    const big = {
      chunks: Array.from({ length: 200 }, (_, i) => ({ name: `c${i}-h`, imports: i ? [i - 1, 199 - i] : [] })),
      tags: { 'x-y': [199, 0] },
    };
    expect(unpackGraph(packGraph(big))).toEqual(big);
  });

  it('refuses an element that imports something outside chunks/, or an entry not named after its tag', () => {
    expect(() =>
      elementGraph([{ tag: 'x-a', fileName: 'elements/x-a.js', imports: ['elements/x-b.js'] }], () => [], fail),
    ).toThrow(/outside chunks/);
    expect(() => elementGraph([{ tag: 'x-a', fileName: 'elements/other.js', imports: [] }], () => [], fail)).toThrow(
      /expected elements\/x-a\.js/,
    );
  });
});

describe.skipIf(!existsSync(join(DIST, 'loader.js')) && !process.env.CI)(
  'dist/loader.js with a 60-element map (needs dist/)',
  () => {
    const loader = loader60();

    it('has 60 tags', () => {
      expect(loader.tags).toHaveLength(TAG_COUNT);
    });

    // Also a bench row (test/bench/loader.ts). The same bytes on every machine (one build, gzip level 9): 1,535 B on
    // 2026-11-26 once tags with the same direct imports were grouped (src/loader/map.ts), 1,586 B before.
    it(`is at most ${LOADER_BUDGET} B gzip`, () => {
      expect(loader.gzip).toBeLessThanOrEqual(LOADER_BUDGET);
    });

    it('requests every entry and chunk of 60 elements on one page from the loader itself: no request waterfall', async () => {
      const waterfall = await measureWaterfall(loader);
      expect(waterfall.late).toEqual([]);
      expect(waterfall.requested).toBe(waterfall.expected);
      expect(waterfall.depth).toBe(DEPTH_BUDGET);
    }, 120_000);
  },
);
