/**
 * The loader's element map, packed into one string (written by vite-plugin.ts, read by loader.ts, which inlines
 * this module: it stays standalone).
 *
 * Why this shape: the map is most of loader.js, and it grows with every element. Listing each tag's full chunk
 * closure repeated the same hashed chunk names per tag (2 KB gzip at 22 tags). Instead each chunk name is
 * written once, with its own direct imports, and a tag names only its entry's direct imports; the loader walks
 * the graph, so it still knows — and preloads at once — every chunk an element needs (no request waterfall).
 *
 * Format: `<chunks>/<tags>/<hash>`; chunks and tags each a space-separated list of `name,deps`. A chunk's `name` is
 * its chunks/ file name without `.js`; a tag's entry is `elements/<tag>.js`. `deps` has one character per direct
 * static import: chunk number i is `String.fromCharCode(i + 59)` (59 is past every separator, so `,` ` ` `/` never
 * occur in it). Most elements have a chunk of their own, `chunks/<tag>-<hash>.js` (the build hash, chunks.ts): it
 * is not written in the chunk list but as OWN (`!`) in its tag's deps, followed by that chunk's own imports; `hash`
 * is the build hash (empty when there is none).
 */

export const INDEX_BASE = 59;
/** In a tag's deps: its own chunk, `chunks/<tag>-<hash>.js`. */
export const OWN = '!';

export interface ElementGraph {
  /** chunks/ file names without `.js`, and each one's direct static imports (indices into `chunks`). */
  chunks: { name: string; imports: number[] }[];
  /** tag -> its entry's direct static imports (indices into `chunks`). */
  tags: Record<string, number[]>;
  /** The build hash in chunk names: a chunk `<tag>-<hash>` that only its tag imports is packed as OWN. */
  hash?: string;
}

const code = (imports: number[]): string => imports.map((i) => String.fromCharCode(i + INDEX_BASE)).join('');
const entry = (name: string, deps: string): string => (deps ? `${name},${deps}` : name);

export function packGraph(graph: ElementGraph): string {
  const { chunks, tags, hash = '' } = graph;
  /** How many tags and chunks import each chunk. */
  const importers = chunks.map(() => 0);
  for (const list of [...Object.values(tags), ...chunks.map((c) => c.imports)])
    for (const i of list) importers[i]! += 1;
  const own = (tag: string, i: number): boolean => !!hash && chunks[i]!.name === `${tag}-${hash}` && importers[i] === 1;
  const owned = new Set(Object.entries(tags).flatMap(([tag, list]) => list.filter((i) => own(tag, i))));
  /** Old index -> index in the written chunk list. */
  const index = new Map(
    chunks
      .map((_, i) => i)
      .filter((i) => !owned.has(i))
      .map((i, n) => [i, n]),
  );
  const deps = (list: number[]): string => code(list.map((i) => index.get(i)!));
  const written = [...index.keys()].map((i) => entry(chunks[i]!.name, deps(chunks[i]!.imports)));
  // Sorted: tags that share a prefix (gift-shop-…, product-…) sit together and compress better.
  const tagEntries = Object.entries(tags)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([tag, list]) => {
      const mine = list.find((i) => owned.has(i));
      if (mine === undefined) return entry(tag, deps(list));
      const rest = [...new Set([...chunks[mine]!.imports, ...list.filter((i) => i !== mine)])];
      return entry(tag, OWN + deps(rest));
    });
  return `${written.join(' ')}/${tagEntries.join(' ')}${hash ? `/${hash}` : ''}`;
}

/** Inverse of packGraph up to what each tag reaches (the bench and tests read a built loader with it). */
export function unpackGraph(packed: string): ElementGraph {
  const [chunkList = '', tagList = '', hash] = packed.split('/');
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
  for (const text of tagList ? tagList.split(' ') : []) {
    const [tag, deps] = split(text);
    if (!deps.startsWith(OWN)) {
      tags[tag] = indices(deps);
      continue;
    }
    // Its own chunk, listed again: it imports what the tag's deps name after OWN.
    tags[tag] = [chunks.length];
    chunks.push({ name: `${tag}-${hash}`, imports: indices(deps.slice(OWN.length)) });
  }
  return hash === undefined ? { chunks, tags } : { chunks, tags, hash };
}
