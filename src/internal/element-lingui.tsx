/**
 * The texts of the shared root's elements (src/internal/root.tsx):
 *
 * - `PageLingui`: the page's Lingui context, from the global instance. Its first activation — when a page's
 *   elements first render their content — is rendered in a transition: React renders the elements in slices and
 *   yields between them, so a page's start is no single long task. Later changes (another language, texts loaded
 *   into the active one) render at once, as Lingui's own provider does.
 * - `CultureActivation`: activates the page culture (the page's first `<shop-context>`) when it changes.
 * - `useElementLingui`: an element whose own culture resolves to another catalog locale gets that locale's
 *   instance.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { startTransition, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { i18n, activateCulture, createActivator, resolveLocale } from '../i18n/index.ts';
import { resolveCulture, subscribePageConfig, pageConfigVersion } from './page-config.ts';

const pageContextOf = (): I18nContext | null => (i18n.locale ? { i18n, _: i18n.t.bind(i18n) } : null);

/**
 * The page's Lingui context (like Lingui's I18nProvider, which renders its update at once): nothing until a locale
 * is active. `onChange` is told when a change is scheduled, `onCommit` when it is on screen (root.tsx `rendered()`).
 */
export function PageLingui({
  children,
  onChange,
  onCommit,
}: {
  children: ReactNode;
  onChange(): void;
  onCommit(): void;
}): ReactNode {
  const [context, setContext] = useState(pageContextOf);
  useLayoutEffect(() => {
    let shown = context !== null;
    // Every change, as Lingui's provider does (a load into the active locale changes texts too).
    const follow = (): void => {
      onChange();
      const next = pageContextOf();
      // The first activation renders every element's content: in slices. A later change renders at once.
      if (shown) setContext(next);
      else startTransition(() => setContext(next));
      shown = next !== null;
    };
    const off = i18n.on('change', follow);
    // Activated between the first render and this subscription.
    if (i18n.locale !== context?.i18n.locale) follow();
    return off;
    // Subscribed once: `context` is only the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(onCommit, [context, onCommit]);
  return context ? <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider> : null;
}

/**
 * The page's texts come from the global Lingui instance, activated for the page culture (the page's first
 * `<shop-context>`). An element whose own culture resolves to another catalog locale gets that locale's
 * instance instead: one `setupI18n()` instance per locale, loaded from the same lazy catalog chunks, given
 * to the element's subtree through Lingui's context (so `<Trans>` and `useLingui()` follow it).
 */
interface LocaleInstance {
  i18n: I18n;
  /** Lingui context value; null until the locale's catalog is active. */
  context: I18nContext | null;
}
const localeInstances = new Map<string, LocaleInstance>();
const localeListeners = new Set<() => void>();

function localeInstance(locale: string): LocaleInstance {
  let found = localeInstances.get(locale);
  if (!found) {
    const instance = setupI18n();
    const created: LocaleInstance = { i18n: instance, context: null };
    instance.on('change', () => {
      created.context = instance.locale ? { i18n: instance, _: instance.t.bind(instance) } : null;
      for (const listener of [...localeListeners]) listener();
    });
    localeInstances.set(locale, created);
    // Never rejects: a failed catalog is logged and the instance falls back to the English texts.
    void createActivator({ i18n: instance }).activateCulture(locale);
    found = created;
  }
  return found;
}

const locales = new Map<string, string>();
/** Culture -> catalog locale, cached per culture text (resolveLocale canonicalises with Intl). */
export function localeOf(culture: string): string {
  let locale = locales.get(culture);
  if (locale === undefined) {
    locale = resolveLocale(culture);
    locales.set(culture, locale);
  }
  return locale;
}

let pageLocaleCache = { version: -1, locale: '' };
/** The catalog locale of the page culture (what the global instance is, or is being, activated for). */
export function pageLocale(): string {
  const version = pageConfigVersion();
  if (pageLocaleCache.version !== version) pageLocaleCache = { version, locale: localeOf(resolveCulture(null)) };
  return pageLocaleCache.locale;
}

/** Notified when the page configuration or a per-locale instance changes. */
function subscribeLingui(listener: () => void): () => void {
  const offConfig = subscribePageConfig(listener);
  localeListeners.add(listener);
  return () => {
    offConfig();
    localeListeners.delete(listener);
  };
}

const PAGE_LOCALE = 'page';

/** Lingui context for one element: the page's, or its own locale's (null while that catalog loads). */
export function useElementLingui(getLocale: () => string): I18nContext | null {
  const pageContext = useContext(LinguiContext);
  // Own culture changes re-render the shell (props); shop-context changes notify the page-config store.
  const getSnapshot = (): I18nContext | null | typeof PAGE_LOCALE => {
    const locale = getLocale();
    return locale ? localeInstance(locale).context : PAGE_LOCALE;
  };
  const own = useSyncExternalStore(subscribeLingui, getSnapshot, getSnapshot);
  return own === PAGE_LOCALE ? pageContext : own;
}

let activeCulture = '';
/** Activates the page culture's texts whenever the page configuration names another culture (renders nothing). */
export function CultureActivation(): null {
  const version = useSyncExternalStore(subscribePageConfig, pageConfigVersion, pageConfigVersion);
  useLayoutEffect(() => {
    const culture = resolveCulture(null);
    if (culture === activeCulture) return;
    activeCulture = culture;
    activateCulture(culture).catch((error: unknown) => {
      console.error(`butik-elements: could not load the texts for culture "${culture}"`, error);
      if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
    });
  }, [version]);
  return null;
}
