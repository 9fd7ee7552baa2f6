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

  /** Loads of units registered while a locale's catalog was loading: that load waits for them too. */
  const lateLoads = new Map<string, Promise<void>[]>();

  /**
   * A unit registered after this instance loaded (or began loading) a locale. The locale being loaded takes it in
   * before it counts as loaded (so before it is activated); the entry need not wait for that. The locale shown
   * gets it now, and the entry that registered the unit awaits this before defining its elements, so no element
   * shows a text of the unit before it is here: that merge is quiet (no `change` event, which would re-render
   * every element of the page for texts none of them shows yet). Any other loaded locale is reloaded (from the
   * units' caches) when next chosen.
   */
  async function mergeLateUnit(unit: TextUnit): Promise<void> {
    const shown = i18n.locale;
    for (const locale of [...loaded]) if (locale !== shown) loaded.delete(locale);
    for (const locale of inflight.keys()) {
      if (locale === shown) continue;
      const list = lateLoads.get(locale) ?? [];
      list.push(unit.load(locale).then((messages) => void i18n.load(locale, { ...messages })));
      lateLoads.set(locale, list);
    }
    if (!shown) return;
    const messages = await unit.load(shown);
    if (i18n.locale === shown) Object.assign(i18n.messages, messages);
    else i18n.load(shown, { ...messages });
  }
  const subscribe = options.onTextsAdded ?? (options.loadCatalog ? undefined : onTextsAdded);
  subscribe?.(mergeLateUnit);

  /** Loads until the locale counts as loaded: a unit registered as a load ends makes it stale, one more round. */
  async function ensureLoaded(locale: AppLocale): Promise<void> {
    while (!loaded.has(locale)) await loadOnce(locale);
  }

  function loadOnce(locale: AppLocale): Promise<void> {
    if (loaded.has(locale)) return Promise.resolve();
    let p = inflight.get(locale);
    if (!p) {
      p = load(locale)
        .then(async (messages: Messages) => {
          i18n.load(locale, messages);
          for (let late = lateLoads.get(locale); late?.length; late = lateLoads.get(locale)) {
            lateLoads.delete(locale);
            await Promise.all(late);
          }
          loaded.add(locale);
        })
        .finally(() => {
          inflight.delete(locale);
          lateLoads.delete(locale);
        });
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
