/**
 * The rules every translated catalog must keep (issue 14), as pure functions over .po entries: the catalog test
 * (catalogs.test.ts) runs them on `locales/{locale}/messages.po`.
 *
 * - complete: every message of the English catalog, none extra, none empty;
 * - ICU intact: the translation parses, keeps the English message's placeholders (`{0}`, `{name}`, the argument
 *   of a plural) and Lingui's component tags (`<0>…</0>`);
 * - plural categories of the language (CLDR, as `Intl.PluralRules` gives them): every plural has each category
 *   the language has and no other (`=0`-style exact cases are free);
 * - translated: a message identical to English is allowed only when {@link SAME_AS_ENGLISH} lists it (codes,
 *   units, brand names, placeholders alone) or the language's own list does (words the language shares).
 */
import { parse, type Token } from '@messageformat/parser';

export interface PoEntry {
  /** `msgctxt` when there is one. */
  context?: string;
  id: string;
  str: string;
}

/** A .po file's entries (header left out; multi-line strings joined). */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let context: string | undefined;
  let cur: PoEntry | undefined;
  let field: 'context' | 'id' | 'str' | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      context = JSON.parse(line.slice(8)) as string;
      field = 'context';
    } else if (line.startsWith('msgid ')) {
      cur = { id: JSON.parse(line.slice(6)) as string, str: '' };
      if (context !== undefined) cur.context = context;
      context = undefined;
      entries.push(cur);
      field = 'id';
    } else if (line.startsWith('msgstr ') && cur) {
      cur.str = JSON.parse(line.slice(7)) as string;
      field = 'str';
    } else if (line.startsWith('"') && field) {
      const part = JSON.parse(line) as string;
      if (field === 'context') context = (context ?? '') + part;
      else if (cur) cur[field] += part;
    } else field = undefined;
  }
  return entries.filter((e) => e.id !== '');
}

/** An entry's key: its context and id (one English text can have two translations by context). */
export const entryKey = (e: Pick<PoEntry, 'context' | 'id'>): string => (e.context ? `${e.context} @@ ${e.id}` : e.id);

/**
 * Messages that stay as they are in every language: codes and abbreviations, units, brand and format names, and
 * messages that are placeholders and punctuation alone. Keys as {@link entryKey}.
 */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  'CSV',
  'EAN',
  'OK',
  'csv column @@ EAN',
  'csv column @@ Link',
]);

/** Words a language shares with English for the same meaning (reviewed per language). */
export const SAME_AS_ENGLISH_IN: Readonly<Record<string, readonly string[]>> = {
  da: [
    'E-mail',
    'csv column @@ E-mail',
    'Invitation',
    'csv column @@ Invitation',
    'Menu',
    'Send',
    'invitations @@ Send',
    'slide',
    'Slide {number}',
    'Status',
  ],
  // The standard words of German, Dutch, French, Italian and Portuguese shops (reviewed with the translations).
  de: ['Name', 'csv column @@ Name', 'gift shop @@ Name', 'Status'],
  sv: ['Status'],
  nb: ['Status'],
  is: ['Sent'],
  nl: ['Menu', 'Status'],
  fr: ['Actions', 'Menu', 'Pages'],
  it: ['Menu', 'Password'],
  pt: ['Menu', 'slide', 'Slide {number}'],
};

/** True when the text has no letters outside its placeholders and tags (e.g. `{0} – {1}`, `{0}:`). */
function lettersOnlyInPlaceholders(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{[^{}]*\}/g, '').replace(/<\/?\d+>/g, ''));
}

interface Shape {
  /** Simple arguments and the arguments of plurals/selects, sorted. */
  args: string[];
  /** `<0>`, `</0>`, `<1/>`, sorted. */
  tags: string[];
  /** Each plural: its argument and its category keys (exact `=n` keys apart). */
  plurals: Array<{ arg: string; categories: string[]; exact: string[] }>;
}

function walk(tokens: Token[], shape: Shape): void {
  for (const t of tokens) {
    if (t.type === 'argument') shape.args.push(t.arg);
    else if (t.type === 'function') shape.args.push(t.arg);
    else if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
      shape.args.push(t.arg);
      if (t.type === 'plural') {
        const keys = t.cases.map((c) => c.key);
        shape.plurals.push({
          arg: t.arg,
          categories: keys.filter((k) => !k.startsWith('=')).sort(),
          exact: keys.filter((k) => k.startsWith('=')).sort(),
        });
      }
      for (const c of t.cases) walk(c.tokens, shape);
    }
  }
}

/** The message's shape, or an error message when it does not parse as ICU MessageFormat. */
export function shapeOf(message: string): Shape | string {
  let tokens: Token[];
  try {
    tokens = parse(message, { strict: false });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const shape: Shape = { args: [], tags: [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]).sort(), plurals: [] };
  walk(tokens, shape);
  shape.args = [...new Set(shape.args)].sort();
  return shape;
}

/** The CLDR cardinal plural categories of a language, sorted. */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/** What is wrong with one translation of an English message in a language ([] when nothing). */
export function translationProblems(english: PoEntry, str: string, locale: string): string[] {
  const key = entryKey(english);
  const source = english.str || english.id;
  if (str.trim() === '') return ['not translated'];
  const problems: string[] = [];
  const want = shapeOf(source);
  const got = shapeOf(str);
  if (typeof got === 'string') return [`does not parse: ${got}`];
  if (typeof want === 'string') return [`the English text does not parse: ${want}`];
  if (got.args.join() !== want.args.join())
    problems.push(`placeholders ${JSON.stringify(got.args)}, English has ${JSON.stringify(want.args)}`);
  if (got.tags.join() !== want.tags.join())
    problems.push(`tags ${JSON.stringify(got.tags)}, English has ${JSON.stringify(want.tags)}`);
  const categories = pluralCategories(locale);
  for (const p of got.plurals) {
    if (p.categories.join() !== categories.join())
      problems.push(
        `plural {${p.arg}} has ${JSON.stringify(p.categories)}, ${locale} needs ${JSON.stringify(categories)}`,
      );
  }
  if (got.plurals.length !== want.plurals.length)
    problems.push(`${got.plurals.length} plurals, English has ${want.plurals.length}`);
  if (
    locale !== 'en' &&
    str === source &&
    !lettersOnlyInPlaceholders(str) &&
    !SAME_AS_ENGLISH.has(key) &&
    !(SAME_AS_ENGLISH_IN[locale] ?? []).includes(key)
  )
    problems.push('identical to English');
  return problems;
}

/** Every problem of a catalog against the English one, as `key: problem` lines. */
export function catalogProblems(english: PoEntry[], translated: PoEntry[], locale: string): string[] {
  const byKey = new Map(translated.map((e) => [entryKey(e), e]));
  const problems: string[] = [];
  for (const e of english) {
    const t = byKey.get(entryKey(e));
    if (!t) {
      problems.push(`${entryKey(e)}: missing`);
      continue;
    }
    for (const p of translationProblems(e, t.str, locale)) problems.push(`${entryKey(e)}: ${p}`);
  }
  const known = new Set(english.map(entryKey));
  for (const e of translated) if (!known.has(entryKey(e))) problems.push(`${entryKey(e)}: not in the English catalog`);
  return problems;
}
