// The pseudo-locale of the element tests (docs/i18n-catalogs.md, "Pseudo-locale run"). The test server serves every
// catalog file of the test build (.wtr-dist/locales/*.js) with each literal piece of text of each message wrapped in
// two invisible markers, so the page shows the test's own language (its assertions stay as they are) while
// pseudo.js can tell text that came through a catalog from text that did not. Placeholders, plural keys and the
// plural '#' are left alone: only what a translator writes is marked.
import { readFile, readdir } from 'node:fs/promises';

/** U+2063 INVISIBLE SEPARATOR opens a catalog text, U+2064 INVISIBLE PLUS closes it (pseudo.js reads the same). */
export const OPEN = '\u2063';
export const CLOSE = '\u2064';

/** A literal piece: each run of text between rich-text tags (`<0>`, `</0>`, `<1/>`) marked; the plural '#' alone. */
function markText(text) {
  if (text === '#') return text;
  return text
    .split(/(<\/?\d+\s*\/?>)/)
    .map((piece, index) => (index % 2 === 1 || piece === '' ? piece : `${OPEN}${piece}${CLOSE}`))
    .join('');
}

/**
 * A compiled Lingui message (a string, or an array of literal strings and placeholders `[name, format?, options?]`
 * whose plural/select options are messages again) with its literal text marked.
 */
export function markMessage(message) {
  if (typeof message === 'string') return markText(message);
  if (!Array.isArray(message)) return message;
  return message.map((piece) => {
    if (typeof piece === 'string') return markMessage(piece);
    if (!Array.isArray(piece)) return piece;
    const [name, format, options, ...rest] = piece;
    if (options === null || typeof options !== 'object' || Array.isArray(options)) return piece;
    const marked = Object.fromEntries(Object.entries(options).map(([key, value]) => [key, markMessage(value)]));
    return [name, format, marked, ...rest];
  });
}

/** A catalog module of the build (`export const messages=JSON.parse("…")`) with every message marked. */
export function markCatalogModule(source) {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!literal) throw new Error('pseudo-locale: a catalog module without JSON.parse("…")');
  const messages = JSON.parse(JSON.parse(literal[1]));
  const marked = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, markMessage(message)]));
  return `export const messages=${JSON.stringify(marked)};\n`;
}

/** Test-server middleware: catalog files of the test build are served marked (with no caching). */
export async function pseudoCatalogs(context, next) {
  if (context.path === '/__butik-test/fixture-words') {
    context.set('Cache-Control', 'no-store');
    context.body = JSON.stringify(await fixtureWords());
    return undefined;
  }
  if (!/^\/\.wtr-dist\/locales\/[^/]+\.js$/.test(context.path)) return next();
  let source;
  try {
    source = await readFile(`.${context.path}`, 'utf8');
  } catch {
    return next();
  }
  context.set('Content-Type', 'text/javascript; charset=utf-8');
  context.set('Cache-Control', 'no-store');
  context.body = markCatalogModule(source);
  return undefined;
}

/**
 * The words of the test-only fixture elements' sources (test/elements/fixtures/): their made-up texts ("Open the
 * dialog") are test data, not the library's, so pseudo.js lets them pass inside `<test-*>` elements only.
 */
async function fixtureWords() {
  const dir = 'test/elements/fixtures';
  const words = new Set(['true', 'false', 'null', 'undefined']);
  for (const name of await readdir(dir)) {
    const source = await readFile(`${dir}/${name}`, 'utf8');
    for (const word of source.match(/\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu) ?? []) words.add(word.toLowerCase());
  }
  return [...words];
}
