/**
 * The loader's element map, packed into one string (written by vite-plugin.ts, read by loader.ts, which inlines
 * this module: it stays standalone).
 *
 * Why this shape: the map is most of loader.js, and it grows with every element. Listing each tag's full chunk
 * closure repeated the same hashed chunk names per tag (2 KB gzip at 22 tags). Instead each chunk name is
 * written once, with its own direct imports, and a tag names only its entry's direct imports; the loader walks
 * the graph, so it still knows — and preloads at once — every chunk an element needs (no request waterfall).
 *
 * Format: `<chunks>/<tags>`, each a space-separated list of `name,deps`. A chunk's `name` is its chunks/ file
 * name without `.js`; a tag's entry is `elements/<tag>.js`. `deps` has one character per direct static import:
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

export function packGraph(graph: ElementGraph): string {
  const entry = (name: string, imports: number[]): string => (imports.length ? `${name},${code(imports)}` : name);
  return `${graph.chunks.map((c) => entry(c.name, c.imports)).join(' ')}/${Object.entries(graph.tags)
    .map(([tag, imports]) => entry(tag, imports))
    .join(' ')}`;
}

/** Inverse of packGraph (the bench and tests read a built loader with it). */
export function unpackGraph(packed: string): ElementGraph {
  const [chunks = '', tags = ''] = packed.split('/');
  const split = (entry: string): [string, number[]] => {
    const [name = '', deps = ''] = entry.split(',');
    return [name, [...deps].map((ch) => ch.charCodeAt(0) - INDEX_BASE)];
  };
  return {
    chunks: chunks.split(' ').map((e) => {
      const [name, imports] = split(e);
      return { name, imports };
    }),
    tags: Object.fromEntries(tags ? tags.split(' ').map(split) : []),
  };
}
