// Compares the public names of two Custom Elements Manifests: tags, attributes, events, slots, CSS parts and
// CSS custom properties. Prints every name the second manifest lost (and gained) and exits 1 when one was lost.
// Used when the element JSDoc is rewritten, so a docs edit never drops part of the contract unnoticed:
//   cp custom-elements.json /tmp/before.json && (edit elements/*.ts) && npm run manifest --silent
//   node scripts/manifest-names.mjs /tmp/before.json custom-elements.json
import { readFileSync } from 'node:fs';

const KINDS = { attributes: 'attr', events: 'event', slots: 'slot', cssParts: 'part', cssProperties: 'cssprop' };

/** `tag`, `tag attr name`, `tag event name`… for every custom element of a manifest. */
export function manifestNames(manifest) {
  const names = new Set();
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (!decl.customElement || !decl.tagName) continue;
      names.add(decl.tagName);
      for (const [key, kind] of Object.entries(KINDS)) {
        for (const item of decl[key] ?? []) names.add(`${decl.tagName} ${kind} ${item.name}`);
      }
    }
  }
  return names;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforePath, afterPath] = process.argv.slice(2);
  if (!beforePath || !afterPath) {
    console.error('usage: node scripts/manifest-names.mjs <before.json> <after.json>');
    process.exit(2);
  }
  const before = manifestNames(JSON.parse(readFileSync(beforePath, 'utf8')));
  const after = manifestNames(JSON.parse(readFileSync(afterPath, 'utf8')));
  const lost = [...before].filter((n) => !after.has(n));
  const gained = [...after].filter((n) => !before.has(n));
  for (const n of lost) console.log(`- ${n}`);
  for (const n of gained) console.log(`+ ${n}`);
  console.log(`${before.size} names before, ${after.size} after: ${lost.length} lost, ${gained.length} gained.`);
  process.exit(lost.length ? 1 : 0);
}
