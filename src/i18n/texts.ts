import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE } from './locales.ts';

/**
 * Split catalogs (docs/i18n-catalogs.md): the library build gives every entry chunk (each `elements/<tag>.js`,
 * `index.js`, `define.js`) the catalog of the texts its code uses, one small file per language, and makes the
 * entry call {@link registerTexts} before it defines anything (a top-level `await` the build inserts). This is
 * the registry those calls fill; the activator (activate.ts) loads every registered unit for a locale, and
 * merges each unit registered later into the instances that already show a locale.
 */

/** Where a unit's catalogs are: a URL template with `{locale}` (relative to `base`), or one import per locale. */
export type TextSource = string | Readonly<Record<string, LocaleLoad | LocaleLoads>>;
/** One catalog file. */
type LocaleLoad = () => Promise<{ messages: Messages }>;
/** A unit's files by locale. In index.js / define.js, other units' files are keyed by their template's name. */
type LocaleLoads = Readonly<Record<string, LocaleLoad>>;

export interface TextUnit {
  /** The unit's messages in `locale` (one request per locale, shared by every caller). Never rejects. */
  load(locale: string): Promise<Messages>;
}

type Fetcher = (locale: string) => Promise<{ messages: Messages }>;
type AddedListener = (unit: TextUnit) => Promise<void>;

const units: TextUnit[] = [];
/** Unit URL -> its merge (an element of a catalog group registers the group's file again). */
const known = new Map<string, Promise<void>>();
const listeners = new Set<AddedListener>();

/**
 * A unit's files as a bundled app has them: `index.js` / `define.js` (which bundlers consume) list every unit's
 * files by template name with literal `import()`s, which a bundler follows and rewrites. A part's chunk names its
 * template only (one string, whatever the number of languages), found here first.
 */
const bundledFiles = new Map<string, LocaleLoads>();

const templateName = (template: string): string => template.slice(template.lastIndexOf('/') + 1);

function fetcherOf(source: TextSource, base: string): Fetcher {
  const byLocale = (loads: Readonly<Record<string, LocaleLoad | LocaleLoads>>, locale: string) => {
    const load = Object.prototype.hasOwnProperty.call(loads, locale) ? loads[locale] : undefined;
    return typeof load === 'function' ? load() : Promise.reject(new Error(`no catalog for locale "${locale}"`));
  };
  if (typeof source === 'string') {
    // Looked up when a locale loads: index.js lists the files after the chunks it imports have registered.
    return (locale) => {
      const bundled = bundledFiles.get(templateName(source));
      if (bundled) return byLocale(bundled, locale);
      return import(/* @vite-ignore */ new URL(source.replace('{locale}', locale), base).href);
    };
  }
  return (locale) => byLocale(source, locale);
}

/** An object source: its locales' loads, and other units' files under their template names (`{locale}` in them). */
function splitSource(source: Exclude<TextSource, string>): LocaleLoads {
  const own: Record<string, LocaleLoad> = {};
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'function') own[key] = value;
    else if (key.includes('{locale}')) bundledFiles.set(key, value);
  }
  return own;
}

function messagesOf(mod: { messages?: unknown } | undefined, what: string): Messages {
  if (!mod || typeof mod.messages !== 'object' || mod.messages === null) {
    throw new Error(`${what} has no messages export`);
  }
  return mod.messages as Messages;
}

/**
 * A unit of texts; `logError` reports a failed catalog. A locale whose file fails gets the unit's English texts
 * (the source texts, like a message missing from a catalog); when English fails too the unit adds nothing.
 */
export function createTextUnit(
  fetch: Fetcher,
  name: string,
  logError: (message: string, error: unknown) => void = (m, e) => console.error(m, e),
): TextUnit {
  const cache = new Map<string, Promise<Messages>>();
  const unit: TextUnit = {
    load(locale) {
      let pending = cache.get(locale);
      if (!pending) {
        pending = fetch(locale)
          .then((mod) => messagesOf(mod, `the "${locale}" catalog of ${name}`))
          .catch((error: unknown) => {
            cache.delete(locale); // a later call retries
            const fallback = locale === SOURCE_LOCALE ? '' : `; using its "${SOURCE_LOCALE}" texts`;
            logError(`[butik] could not load the "${locale}" texts of ${name}${fallback}`, error);
            return locale === SOURCE_LOCALE ? {} : unit.load(SOURCE_LOCALE);
          });
        cache.set(locale, pending);
      }
      return pending;
    },
  };
  return unit;
}

/**
 * Called (and awaited) by an entry chunk before it defines its elements: registers its unit and resolves once
 * the unit is merged into every instance that shows a locale (an instance still loading one takes the unit in
 * before it activates), so nothing the entry defines ever renders a text before its translation. `null`: the
 * entry uses no texts. A template starting with `~` is not waited for (an entry whose only texts carry their
 * English text in the code, e.g. <shop-context>). A file registered again (catalog groups) is loaded once, and
 * the second entry waits for the same merge.
 */
export function registerTexts(source: TextSource | null, base: string): Promise<void> {
  if (source === null) return Promise.resolve();
  if (typeof source !== 'string') source = splitSource(source);
  const wait = !(typeof source === 'string' && source.startsWith('~'));
  const template = typeof source === 'string' && !wait ? source.slice(1) : source;
  const key = typeof template === 'string' ? new URL(template, base).href : undefined;
  let merged = key === undefined ? undefined : known.get(key);
  if (!merged) {
    merged = addTextUnit(createTextUnit(fetcherOf(template, base), key ?? base));
    if (key !== undefined) known.set(key, merged);
  }
  return wait ? merged : Promise.resolve();
}

/** Adds a unit (registerTexts; tests): resolves when every listener has merged it. */
export function addTextUnit(unit: TextUnit): Promise<void> {
  units.push(unit);
  return Promise.all([...listeners].map((listener) => listener(unit))).then(() => undefined);
}

/** Every unit registered so far, merged, in `locale` (later units win on a shared id: same text anyway). */
export async function loadRegistered(locale: string): Promise<Messages> {
  const all = await Promise.all(units.map((unit) => unit.load(locale)));
  return Object.assign({}, ...all) as Messages;
}

/** Calls `listener` for each unit registered from now on; returns an unsubscribe function. */
export function onTextsAdded(listener: AddedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Number of registered units (tests, diagnostics). */
export function registeredUnitCount(): number {
  return units.length;
}
