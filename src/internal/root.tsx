/**
 * ONE React root per page. Every element mounts into this root as a portal targeting its shadow root (or
 * its light-DOM host), so elements share one scheduler, one set of root listeners and one React context
 * (i18n, page configuration, page actors). Each element has its own error boundary. An element whose culture
 * resolves to another language than the page's gets that language's Lingui instance in its subtree.
 *
 * It is the custom renderer given to @r2wc/core: mount / update / unmount register, update and remove
 * entries of a small external store; the root renders the entry list, each shell subscribes to its own
 * entry so a prop change re-renders one element only.
 */
import {
  Component,
  memo,
  startTransition,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { LinguiContext, useLingui } from '@lingui/react';
import type { R2WCRenderer } from '@r2wc/core';
import { i18n, localeDirection } from '../i18n/index.ts';
import { deferListeners, forgetListeners, learnListeningMarker } from './deferred-listeners.ts';
import { ElementContext, type ElementInfo } from './element-context.ts';
import { CultureActivation, localeOf, pageLocale, PageLingui, useElementLingui } from './element-lingui.tsx';
import { ButikErrorEvent } from './events.ts';
import { pageActors, PageActorsContext } from './page-actors.ts';
import { observeLang, resolveCulture, pageConfigVersion } from './page-config.ts';

/** Static facts define() puts on each element class. */
export interface ElementClassInfo {
  tag: string;
  baseTag: string;
  prefix: string;
}
export const CLASS_INFO = Symbol.for('butik.classInfo');

type AnyProps = Record<string, unknown>;

export class Entry {
  readonly id: number;
  readonly host: HTMLElement;
  readonly container: Element | ShadowRoot;
  readonly component: ComponentType<AnyProps>;
  readonly classInfo: ElementClassInfo;
  private snapshot: AnyProps;
  private readonly listeners = new Set<() => void>();

  constructor(id: number, container: Element | ShadowRoot, component: ComponentType<AnyProps>, props: AnyProps) {
    this.id = id;
    this.container = container;
    this.host = (container instanceof ShadowRoot ? container.host : container) as HTMLElement;
    this.component = component;
    const ctor = this.host.constructor as unknown as { [CLASS_INFO]?: ElementClassInfo };
    const tag = this.host.localName;
    this.classInfo = ctor[CLASS_INFO] ?? { tag, baseTag: tag, prefix: '' };
    this.snapshot = copyProps(props);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AnyProps => this.snapshot;

  /**
   * The catalog locale of this element's texts when it differs from the page's (its own `culture`, or a
   * nested `<shop-context>` with another culture), else ''. Recomputed only when the element's props or the
   * page configuration changed (a string, so React compares it cheaply).
   */
  getLocale = (): string => {
    const version = pageConfigVersion();
    if (this.localeFor.props !== this.snapshot || this.localeFor.version !== version) {
      const locale = localeOf(resolveCulture(this.host));
      this.localeFor = { props: this.snapshot, version, locale: locale === pageLocale() ? '' : locale };
    }
    return this.localeFor.locale;
  };
  private localeFor: { props: AnyProps | null; version: number; locale: string } = {
    props: null,
    version: -1,
    locale: '',
  };

  update(props: AnyProps): void {
    const next = copyProps(props);
    if (shallowEqual(next, this.snapshot)) return;
    this.snapshot = next;
    markDirty();
    for (const listener of [...this.listeners]) listener();
  }
}

function copyProps(props: AnyProps): AnyProps {
  const { container: _container, ...rest } = props;
  return rest;
}

function shallowEqual(a: AnyProps, b: AnyProps): boolean {
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  return ak.every((k) => Object.is(a[k], b[k]));
}

// ---- the store of mounted elements ------------------------------------------------------------------
let nextId = 1;
const entries = new Map<number, Entry>();
let list: Entry[] = [];
/** Changes rendered at once (React renders them in one pass: `useSyncExternalStore`). */
let listVersion = 0;
/** Mounts of upgraded elements, rendered in a transition (React renders them in slices, yielding between). */
let backgroundVersion = 0;
let listBuiltFor = '';
let notifyQueued = false;
const listListeners = new Set<() => void>();

/**
 * Elements the browser upgrades in the page — markup parsed into the document: the page's own tags, defined when
 * the loader gets to them, and markup a script inserts with `innerHTML` or `insertAdjacentHTML` — render their first
 * time as background work. A page's start is then no single long task: the main thread stays free for input while
 * they render (Lighthouse's total blocking time). Elements a script creates (`document.createElement`, or markup built
 * in a detached node and then inserted), which it usually waits for, and every later change render at once.
 */
const upgrades = new WeakSet<HTMLElement>();
export function markUpgrade(host: HTMLElement): void {
  upgrades.add(host);
}

function subscribeList(listener: () => void): () => void {
  listListeners.add(listener);
  return () => listListeners.delete(listener);
}
/** The snapshot React compares is a number, so a notification costs O(1), not a copy of the list. */
function getListVersion(): number {
  return listVersion;
}
function getBackgroundVersion(): number {
  return backgroundVersion;
}
function getList(): Entry[] {
  const version = `${listVersion}/${backgroundVersion}`;
  if (listBuiltFor !== version) {
    list = [...entries.values()];
    listBuiltFor = version;
  }
  return list;
}
/** Mounts/unmounts in one task (e.g. 1000 elements parsed at once) notify the root once. */
function listChanged(background = false): void {
  if (background) backgroundVersion += 1;
  else listVersion += 1;
  markDirty();
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of [...listListeners]) listener();
  });
}

// ---- "rendered" promise (tests and the bench wait for commits) ------------------------------------
let renderPending = false;
let waiting: (() => void)[] = [];
function markDirty(): void {
  renderPending = true;
}
function flushRendered(): void {
  renderPending = false;
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve();
}

/** Resolves once a locale is active (PageLingui renders nothing before). */
function localeReady(): Promise<void> {
  if (i18n.locale) return Promise.resolve();
  return new Promise((resolve) => {
    const off = i18n.on('change', () => {
      if (!i18n.locale) return;
      // Unsubscribing inside the emit would make Lingui skip the next listener (PageLingui's).
      queueMicrotask(off);
      resolve();
    });
  });
}

/** Resolves once React has committed every pending element mount / update / unmount. */
export async function rendered(): Promise<void> {
  await localeReady();
  for (let i = 0; renderPending && i < 100; i += 1) {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      setTimeout(resolve, 50);
    });
  }
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

// ---- error boundary ------------------------------------------------------------------------------------
interface BoundaryProps {
  entry: Entry;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
}

const ERROR_FALLBACK = 'This content could not be shown.';

/** The message shown instead of a failed element (re-renders when the language changes). */
function ElementErrorMessage(): ReactNode {
  // Named `i18n` so `lingui extract` finds the descriptor below (explicit id, see locales/*/messages.po).
  const { i18n } = useLingui();
  let text = ERROR_FALLBACK;
  try {
    text = i18n._({ id: 'butik.element.error', message: 'This content could not be shown.' });
  } catch {
    // keep the English text
  }
  return (
    <p role="alert" className="butik-element-error" part="error">
      {text}
    </p>
  );
}

/** Catches a render error of one element: shows a small accessible message, logs, fires `butik-error`. */
export class ElementErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { host, classInfo } = this.props.entry;
    const message = `<${classInfo.tag}> failed to render: ${error instanceof Error ? error.message : String(error)}`;
    console.error(message, error);
    host.dispatchEvent(new ButikErrorEvent({ message, tag: classInfo.tag, error }));
  }

  override render(): ReactNode {
    if (this.state.error) return <ElementErrorMessage />;
    return this.props.children;
  }
}

// ---- components --------------------------------------------------------------------------------------
/** One element: memoised, so a render of the page root re-renders only the shells of new elements. */
const ElementShell = memo(function ElementShell({ entry }: { entry: Entry }): ReactNode {
  const props = useSyncExternalStore(entry.subscribe, entry.getSnapshot, entry.getSnapshot);
  const lingui = useElementLingui(entry.getLocale);
  const info: ElementInfo = useMemo(
    () => ({
      host: entry.host,
      tag: entry.classInfo.tag,
      baseTag: entry.classInfo.baseTag,
      prefix: entry.classInfo.prefix,
      props,
    }),
    [entry, props],
  );
  // Mounts are flushed by PageRoot's commit; prop updates re-render only this shell.
  useLayoutEffect(flushRendered, [props]);
  const locale = lingui?.i18n.locale;
  useLayoutEffect(() => followDirection(entry.host, locale), [entry, locale]);
  const Rendered = entry.component;
  return (
    <LinguiContext.Provider value={lingui}>
      {lingui && (
        <ElementContext.Provider value={info}>
          <ElementErrorBoundary entry={entry}>
            <Rendered {...props} />
          </ElementErrorBoundary>
        </ElementContext.Provider>
      )}
    </LinguiContext.Provider>
  );
});

/** Hosts whose `dir` the library set (an author's `dir` on the tag is left alone). */
const directedHosts = new WeakSet<HTMLElement>();

/**
 * The element's writing direction follows the language of its texts (issue 14: ar, he, fa, ur are right to
 * left): when it differs from what the host inherits (the nearest `dir` above it, else left to right), the host
 * gets `dir`, so its shadow tree and the CSS's logical properties turn with it.
 */
function followDirection(host: HTMLElement, locale: string | undefined): void {
  if (!locale || (host.hasAttribute('dir') && !directedHosts.has(host))) return;
  const want = localeDirection(locale);
  const inherited = host.parentElement?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
  if (want === inherited) {
    if (directedHosts.delete(host)) host.removeAttribute('dir');
  } else {
    directedHosts.add(host);
    host.setAttribute('dir', want);
  }
}

function PageRoot(): ReactNode {
  useSyncExternalStore(subscribeList, getListVersion, getListVersion);
  const [, setBackground] = useState(getBackgroundVersion);
  useLayoutEffect(() => {
    const follow = (): void => startTransition(() => setBackground(getBackgroundVersion()));
    // Upgrades between the first render and this subscription.
    follow();
    return subscribeList(follow);
  }, []);
  const items = getList();
  useLayoutEffect(flushRendered);
  return (
    <>
      <CultureActivation />
      <PageLingui onChange={markDirty} onCommit={flushRendered}>
        <PageActorsContext.Provider value={pageActors}>
          {items.map((entry) => createPortal(<ElementShell entry={entry} />, entry.container, String(entry.id)))}
        </PageActorsContext.Provider>
      </PageLingui>
    </>
  );
}

let root: Root | null = null;
function ensureRoot(background: boolean): void {
  if (root) return;
  // A detached container: nothing is added to the page's DOM; portals attach React's listeners to each
  // element's own container.
  const container = document.createElement('div');
  container.setAttribute('data-butik-root', '');
  root = createRoot(container, {
    identifierPrefix: 'butik-',
    // Our boundaries log caught errors themselves (one message per failure).
    onCaughtError: () => {},
  });
  learnListeningMarker(container);
  observeLang();
  const first = root;
  if (background) startTransition(() => first.render(<PageRoot />));
  else first.render(<PageRoot />);
}

/** The custom renderer handed to @r2wc/core. */
export const sharedRenderer: R2WCRenderer<AnyProps, Entry> = {
  mount(container, component, props) {
    const entry = new Entry(nextId++, container, component as ComponentType<AnyProps>, props as AnyProps);
    const background = upgrades.delete(entry.host);
    ensureRoot(background);
    // React's event listeners for this container are attached later (idle / first interaction).
    deferListeners(container);
    entries.set(entry.id, entry);
    listChanged(background);
    return entry;
  },
  update(entry, props) {
    entry.update(props as AnyProps);
  },
  unmount(entry) {
    forgetListeners(entry.container);
    if (entries.delete(entry.id)) listChanged();
  },
};

/** Number of mounted elements (diagnostics, tests). */
export function mountedCount(): number {
  return entries.size;
}
