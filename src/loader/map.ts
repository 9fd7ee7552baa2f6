/**
 * The loader's element map, packed into one string (written by vite-plugin.ts, read by loader.ts, which inlines
 * this module: it stays standalone).
 *
 * Why this shape: the map is most of loader.js, and it grows with every element. Listing each tag's full chunk
 * closure repeated the same hashed chunk names per tag (2 KB gzip at 22 tags). Instead each chunk name is
 * written once, with its own direct imports, and a tag names only its entry's direct imports; the loader walks
 * the graph, so it still knows — and preloads at once — every chunk an element needs (no request waterfall).
 *
 * Format: `<chunks>/<group>/<group>…`. `<chunks>` is a space-separated list of `name,deps`: a chunk's `name` is its
 * chunks/ file name without `.js`. Each `<group>` is `deps tag tag …` (space-separated): the tags whose entries (`elements/<tag>.js`,
 * which hold the element's own code) have the same direct imports `deps`, written once per group (most elements
 * share theirs with others: 1,586 → 1,533 B gzip at 60 tags). `deps` has one character per direct static import:
 * chunk number i is `String.fromCharCode(i + 59)` (59 is past every separator, so `,` ` ` `/` never occur in it).
 */

export const INDEX_BASE = 59;

export interface ElementGraph {
  /** chunks/ file names without `.js`, and each one's direct static imports (indices into `chunks`). */
  chunks: { name: string; imports: number[] }[];
  /** tag -> its entry's direct static imports (indices into `chunks`). */
  tags: Record<string, number[]>;
}

const code = (imports: number[]): string => imports.map((i) => String.fromCharCode(i + INDEX_BASE)).join('');
const entry = (name: string, deps: string): string => (deps ? `${name},${deps}` : name);

export function packGraph(graph: ElementGraph): string {
  const chunks = graph.chunks.map((c) => entry(c.name, code(c.imports)));
  const groups = new Map<string, string[]>();
  // Sorted: tags that share a prefix (gift-shop-…, product-…) sit together and compress better.
  for (const [tag, list] of Object.entries(graph.tags).sort(([a], [b]) => (a < b ? -1 : 1)))
    groups.set(code(list), [...(groups.get(code(list)) ?? []), tag]);
  return [chunks.join(' '), ...[...groups].map(([deps, tags]) => [deps, ...tags].join(' '))].join('/');
}

/** Inverse of packGraph (the bench and tests read a built loader with it). */
export function unpackGraph(packed: string): ElementGraph {
  const [chunkList = '', ...groups] = packed.split('/');
  const split = (text: string): [string, string] => {
    const [name = '', deps = ''] = text.split(',');
    return [name, deps];
  };
  const indices = (deps: string): number[] => [...deps].map((ch) => ch.charCodeAt(0) - INDEX_BASE);
  const chunks = chunkList.split(' ').map((text) => {
    const [name, deps] = split(text);
    return { name, imports: indices(deps) };
  });
  const tags: Record<string, number[]> = {};
  for (const group of groups) {
    const [deps = '', ...list] = group.split(' ');
    for (const tag of list) tags[tag] = indices(deps);
  }
  return { chunks, tags };
}
