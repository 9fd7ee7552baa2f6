/**
 * Page configuration (spec §1, §6): the values the host page supplies through `<shop-context>`.
 *
 * Resolution for an element, per value: the element's own attribute (every element accepts the same
 * attributes, see PAGE_CONFIG_PROPS) > the nearest enclosing `<shop-context>` (crossing shadow roots) >
 * the page's first `<shop-context>` > the default. Culture without an explicit value comes from the
 * nearest `lang` (the shop-context's own, then its ancestors, i.e. `<html lang>`), else `en-GB`.
 */
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { ElementContext } from './element-context.ts';
import { attributeOf, parseAttribute, sameOriginUrlAttribute, type PropSchema } from './props.ts';

export const USER_ROLES = ['visitor', 'user', 'owner', 'salesperson', 'supervisor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Feature flags known today; unknown flags are kept too (`hasFeature('anything')`). */
export const KNOWN_FEATURES = [
  'vouchers',
  'wishlist',
  'freegifts',
  'csvimport',
  'magicsearch',
  'customerprofiles',
  'eventtracking',
] as const;

export interface PageConfig {
  /** API context (the `{context}` path segment of `/contextapi/{context}/v1`). */
  context: string;
  /** Culture, e.g. `da-DK`. */
  culture: string;
  /** ISO 4217 currency code. */
  currency: string;
  purchaseAllowed: boolean;
  showPrices: boolean;
  /**
   * Show prices incl. VAT (true) or excl. VAT (false); `undefined` = each price's own `showpricesincvat`
   * decides (the shop's setting sent by the server).
   */
  pricesIncVat: boolean | undefined;
  signedIn: boolean;
  userRole: UserRole;
  loginUrl: string;
  /** Enabled feature flags. */
  features: readonly string[];
  hasFeature(flag: string): boolean;
  /** Shop variables. */
  enableWishList: boolean;
  variantDisplayOptions: unknown;
  enablePurchaseFromLists: boolean;
  allowPurchase: boolean;
  enableSecondaryImage: boolean;
  /** Base path of the API (default `/contextapi`). */
  apiBase: string;
  /** Request timeout of the API client in ms; 0 = none (the default, spec §9). */
  apiTimeout: number;
}

export const PAGE_CONFIG_DEFAULTS: Omit<PageConfig, 'hasFeature' | 'culture'> & { culture: string } = {
  context: '',
  culture: 'en-GB',
  currency: 'DKK',
  purchaseAllowed: false,
  showPrices: false,
  pricesIncVat: undefined,
  signedIn: false,
  userRole: 'visitor',
  loginUrl: '',
  features: [],
  enableWishList: false,
  variantDisplayOptions: null,
  enablePurchaseFromLists: false,
  allowPurchase: false,
  enableSecondaryImage: false,
  apiBase: '/contextapi',
  apiTimeout: 0,
};

const checkedLocales = new Map<string, string | undefined>();
/** Error text for an invalid BCP 47 tag (results cached: `lang` is read for every element on the page). */
function validLocale(value: unknown): string | undefined {
  const text = String(value);
  if (checkedLocales.has(text)) return checkedLocales.get(text);
  let problem: string | undefined;
  try {
    Intl.getCanonicalLocales(text);
  } catch {
    problem = 'is not a valid culture (BCP 47 tag like da-DK)';
  }
  if (checkedLocales.size < 100) checkedLocales.set(text, problem);
  return problem;
}

/**
 * The page-configuration attributes. `<shop-context>` declares them, and every element spreads them into
 * its own props so it can override any value. Defaults are `undefined` here (= inherit).
 */
export const PAGE_CONFIG_PROPS = {
  context: { type: 'string' },
  culture: { type: 'string', validate: validLocale },
  currency: {
    type: 'string',
    validate: (v: unknown) => (/^[A-Z]{3}$/.test(String(v)) ? undefined : 'is not a 3-letter ISO 4217 currency code'),
  },
  purchaseAllowed: { type: 'boolean' },
  showPrices: { type: 'boolean' },
  pricesIncVat: { type: 'boolean' },
  signedIn: { type: 'boolean' },
  userRole: { type: 'enum', values: USER_ROLES },
  loginUrl: { type: 'string', validate: sameOriginUrlAttribute },
  features: { type: 'list' },
  enableWishList: { type: 'boolean' },
  variantDisplayOptions: { type: 'json' },
  enablePurchaseFromLists: { type: 'boolean' },
  allowPurchase: { type: 'boolean' },
  enableSecondaryImage: { type: 'boolean' },
  apiBase: { type: 'string' },
  apiTimeout: { type: 'number', validate: (v: unknown) => ((v as number) >= 0 ? undefined : 'is not >= 0') },
} satisfies PropSchema;

/** The page-configuration properties every element (and `<shop-context>`) has; undefined = inherit. */
export interface PageConfigProps {
  context?: string;
  culture?: string;
  currency?: string;
  purchaseAllowed?: boolean;
  showPrices?: boolean;
  pricesIncVat?: boolean;
  signedIn?: boolean;
  userRole?: UserRole;
  loginUrl?: string;
  features?: string[];
  enableWishList?: boolean;
  variantDisplayOptions?: unknown;
  enablePurchaseFromLists?: boolean;
  allowPurchase?: boolean;
  enableSecondaryImage?: boolean;
  apiBase?: string;
  apiTimeout?: number;
}
const CONFIG_KEYS = Object.keys(PAGE_CONFIG_PROPS) as (keyof typeof PAGE_CONFIG_PROPS)[];

/** Symbol under which define() keeps an element's parsed props and the set of explicitly given ones. */
export const PARSED = Symbol.for('butik.parsed');
export interface ParsedState {
  props: Record<string, unknown>;
}

/** Tag names registered as page-config providers (`shop-context`, `acme-shop-context`...). */
const contextTags = new Set<string>(['SHOP-CONTEXT']);
export function registerContextTag(tag: string): void {
  contextTags.add(tag.toUpperCase());
}

// ---- change notification ---------------------------------------------------------------------------
let version = 0;
const listeners = new Set<() => void>();
/** Called when a shop-context changes (attribute, connect, disconnect): consumers re-resolve. */
export function notifyPageConfigChanged(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}
let queued = false;
/** Coalesces the notifications of one task (a script moving many elements) into one. */
export function queuePageConfigChanged(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    notifyPageConfigChanged();
  });
}

let langObserved = false;
/**
 * The default culture comes from `lang` attributes (`<html lang>`, a shop-context's): watch them in the
 * document so a change re-resolves the configuration (attribute filter: nothing else is observed).
 */
export function observeLang(): void {
  if (langObserved || typeof MutationObserver === 'undefined') return;
  langObserved = true;
  new MutationObserver(queuePageConfigChanged).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

export function subscribePageConfig(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function pageConfigVersion(): number {
  return version;
}

// ---- session -----------------------------------------------------------------------------------------
/**
 * API contexts whose visitor the library itself saw sign in without a page load (an opt-in, or a sign-in whose
 * `butik-login` the host cancelled): every element of that context now resolves `signedIn` true (and a
 * 'visitor' role as 'user'), so the header's login button turns into the user menu at once. Keyed by context
 * because the session is the shop's (one context, one session); a page load starts from the host's attributes.
 */
const signedInContexts = new Set<string>();
export function markSignedIn(context: string): void {
  if (signedInContexts.has(context)) return;
  signedInContexts.add(context);
  notifyPageConfigChanged();
  notifySessionChanged(context);
}

const sessionListeners = new Set<(context: string) => void>();
/**
 * The session of an API context changed without a page load (a sign-in seen by the library, a customer change
 * whose reload the host cancelled): data that depends on who is signed in is stale (src/data `refreshOn: ['session']`).
 */
export function notifySessionChanged(context: string): void {
  for (const listener of [...sessionListeners]) listener(context);
}
/** Called with the context whose session changed; returns the unsubscribe function. */
export function subscribeSession(listener: (context: string) => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

// ---- resolution --------------------------------------------------------------------------------------
function composedParent(node: Node): Node | null {
  if (node.parentNode instanceof ShadowRoot) return node.parentNode.host;
  return node.parentNode;
}

/** Nearest enclosing shop-context (crossing shadow roots), else the page's first one. */
export function findShopContext(from: Element | null): Element | null {
  for (let node: Node | null = from ? composedParent(from) : null; node; node = composedParent(node)) {
    if (node instanceof Element && contextTags.has(node.tagName)) return node;
  }
  for (const tag of contextTags) {
    const first = document.getElementsByTagName(tag)[0];
    if (first) return first;
  }
  return null;
}

/** One explicitly given config value of an element (undefined = not given). */
function explicitValue(el: Element, key: keyof typeof PAGE_CONFIG_PROPS): unknown {
  const state = (el as unknown as { [PARSED]?: ParsedState })[PARSED];
  if (state && key in state.props) return state.props[key];
  // Not upgraded yet (or an element without page-config props): read the attribute quietly (the element
  // logs bad values itself once defined).
  const spec = PAGE_CONFIG_PROPS[key];
  const raw = el.getAttribute(attributeOf(key, spec));
  return raw === null ? undefined : parseAttribute(spec, raw).value;
}

/** Explicitly given config values of an element (undefined = not given). */
function explicitValues(el: Element): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) out[key] = explicitValue(el, key);
  return out;
}

function providerOf(host: Element | null): Element | null {
  return host && contextTags.has(host.tagName) ? host : findShopContext(host);
}

function cultureOf(host: Element | null, provider: Element | null): string {
  const own = host ? explicitValue(host, 'culture') : undefined;
  if (typeof own === 'string') return own;
  const inherited = provider && provider !== host ? explicitValue(provider, 'culture') : undefined;
  if (typeof inherited === 'string') return inherited;
  return langOf(provider ?? host) ?? PAGE_CONFIG_DEFAULTS.culture;
}

/**
 * The culture seen by `host` (or the page's, for `null`): the same value as `resolvePageConfig(host).culture`,
 * computed without the other values (the shared root asks it for every element to pick its texts' locale).
 */
export function resolveCulture(host: Element | null): string {
  return cultureOf(host, providerOf(host));
}

function langOf(el: Element | null): string | undefined {
  for (let node: Node | null = el; node; node = composedParent(node)) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang && !validLocale(lang)) return lang;
    }
  }
  const htmlLang = document.documentElement.getAttribute('lang');
  return htmlLang && !validLocale(htmlLang) ? htmlLang : undefined;
}

/** Resolves the configuration seen by `host` (or the page's, for `null`). */
export function resolvePageConfig(host: Element | null): PageConfig {
  const provider = providerOf(host);
  const fromProvider = provider && provider !== host ? explicitValues(provider) : {};
  const own = host ? explicitValues(host) : {};
  const merged: Record<string, unknown> = { ...PAGE_CONFIG_DEFAULTS };
  for (const key of CONFIG_KEYS) {
    const value = own[key] !== undefined ? own[key] : fromProvider[key];
    if (value !== undefined) merged[key] = value;
  }
  merged.culture = cultureOf(host, provider);
  if (signedInContexts.has(merged.context as string)) {
    merged.signedIn = true;
    if (merged.userRole === 'visitor') merged.userRole = 'user';
  }
  const features = Object.freeze([...(merged.features as string[])]);
  const config = { ...merged, features } as Omit<PageConfig, 'hasFeature'>;
  return Object.freeze({ ...config, hasFeature: (flag: string) => features.includes(flag) });
}

/**
 * The page configuration for the current element. Re-renders when a shop-context attribute changes or the
 * element's own overriding attributes change.
 */
export function usePageConfig(): PageConfig {
  const info = useContext(ElementContext);
  const v = useSyncExternalStore(subscribePageConfig, pageConfigVersion, pageConfigVersion);
  const host = info?.host ?? null;
  const props = info?.props;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- v and props are the change signals
  return useMemo(() => resolvePageConfig(host), [host, props, v]);
}
