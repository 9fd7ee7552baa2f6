import { i18n as defaultI18n, type I18n, type Messages } from '@lingui/core';
import { loadCatalog as defaultLoadCatalog, type CatalogLoader } from './catalogs.ts';
import { resolveLocale, SOURCE_LOCALE, type AppLocale } from './locales.ts';
import { onTextsAdded, type TextUnit } from './texts.ts';

export interface Activator {
  /**
   * Makes the catalog locale of `culture` active, loading its catalog on first use.
   * Idempotent; concurrent calls for one locale share one load; when calls overlap the
   * last one wins. A failed load is logged and English is activated instead.
   * Resolves to the locale this call settled on (after any fallback). Never rejects.
   */
  activateCulture(culture: string): Promise<string>;
  /** True once the catalog of `locale` is loaded into the instance. */
  isLoaded(locale: string): boolean;
}

export interface ActivatorOptions {
  /** The Lingui instance (default: the global one the `t`/`msg` macros use). */
  i18n?: I18n;
  /** Catalog loader (default: the lazy `.po` chunks). Injectable for tests. */
  loadCatalog?: CatalogLoader;
  /** Where failures are reported (default `console.error`). */
  logError?: (message: string, error: unknown) => void;
  /**
   * Hears the text units entry chunks register later (split catalogs, texts.ts); default: the page's registry
   * when the default loader is used, none with an injected `loadCatalog`. Injectable for tests.
   */
  onTextsAdded?: (listener: (unit: TextUnit) => Promise<void>) => () => void;
}

/** Creates an activator bound to one Lingui instance (the app uses the default one). */
export function createActivator(options: ActivatorOptions = {}): Activator {
  const i18n = options.i18n ?? defaultI18n;
  const load = options.loadCatalog ?? defaultLoadCatalog;
  const logError = options.logError ?? ((m: string, e: unknown) => console.error(m, e));
  const loaded = new Set<string>();
  const inflight = new Map<string, Promise<void>>();
  let latest = 0;

  /**
   * A unit registered after this instance loaded (or began loading) a locale: merge it into the locale shown
   * and the one being loaded; any other loaded locale is reloaded (from the units' caches) when next chosen.
   * The entry that registered the unit awaits this before defining its elements, so no element shows a text
   * of the unit before it is here: the merge into the shown locale is quiet (no `change` event, which would
   * re-render every element of the page for texts none of them shows yet).
   */
  async function mergeLateUnit(unit: TextUnit): Promise<void> {
    const targets = new Set<string>(inflight.keys());
    if (i18n.locale) targets.add(i18n.locale);
    for (const locale of [...loaded]) if (!targets.has(locale)) loaded.delete(locale);
    await Promise.all(
      [...targets].map(async (locale) => {
        const messages = await unit.load(locale);
        if (i18n.locale === locale) Object.assign(i18n.messages, messages);
        else i18n.load(locale, { ...messages });
      }),
    );
  }
  const subscribe = options.onTextsAdded ?? (options.loadCatalog ? undefined : onTextsAdded);
  subscribe?.(mergeLateUnit);

  function ensureLoaded(locale: AppLocale): Promise<void> {
    if (loaded.has(locale)) return Promise.resolve();
    let p = inflight.get(locale);
    if (!p) {
      p = load(locale)
        .then((messages: Messages) => {
          i18n.load(locale, messages);
          loaded.add(locale);
        })
        .finally(() => inflight.delete(locale));
      inflight.set(locale, p);
    }
    return p;
  }

  async function activateCulture(culture: string): Promise<string> {
    const ticket = ++latest;
    const wanted = resolveLocale(culture);
    let target: AppLocale = wanted;
    try {
      await ensureLoaded(wanted);
    } catch (err) {
      logError(`[butik] could not load the "${wanted}" translations; falling back to "${SOURCE_LOCALE}"`, err);
      target = SOURCE_LOCALE;
      if (wanted !== SOURCE_LOCALE) {
        try {
          await ensureLoaded(SOURCE_LOCALE);
        } catch (err2) {
          logError(`[butik] could not load the "${SOURCE_LOCALE}" translations either`, err2);
        }
      }
    }
    // A newer call overtook this one: leave the choice to it.
    if (ticket !== latest) return target;
    if (i18n.locale !== target) {
      if (!loaded.has(target)) i18n.load(target, {}); // nothing loadable: activate with source texts
      i18n.activate(target);
    }
    return target;
  }

  return { activateCulture, isLoaded: (locale) => loaded.has(locale) };
}
