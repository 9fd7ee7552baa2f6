import { describe, expect, it, vi } from 'vitest';
import { createLabelStore, MISSING_LABEL_TEXT, type EnsureLabelPayload } from '../../../src/i18n/labels.ts';
import { createLocalCache, CACHE_TTL_MS } from '../../../src/cache/index.ts';

function setup(labels: Record<string, Record<string, string> | undefined>, isSupervisor = false) {
  const fetchLabels = vi.fn(async (prefix: string) => labels[prefix]);
  const ensure = vi.fn(async (_p: EnsureLabelPayload) => true);
  const logError = vi.fn();
  const store = createLabelStore({ fetchLabels, ensure, isSupervisor, logError });
  return { store, fetchLabels, ensure, logError };
}

/** Lets the store's registrations (asynchronous: they consult the local cache first) go out. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('label store', () => {
  it('server text wins over the default text', async () => {
    const { store } = setup({ cart: { buy: 'Køb nu' } });
    await store.load('cart');
    expect(store.label('cart/buy', 'Buy now')).toBe('Køb nu');
  });

  it('shows three bullets for a label whose server text is empty', async () => {
    const { store } = setup({ cart: { empty: '', blank: '   ' } });
    await store.load('cart');
    expect(MISSING_LABEL_TEXT).toBe('•••');
    expect(store.label('cart/empty', 'Default')).toBe('•••');
    expect(store.label('cart/blank', 'Default')).toBe('•••');
  });

  it('shows the default text for a label the server does not have', async () => {
    const { store } = setup({ cart: {} });
    await store.load('cart');
    expect(store.label('cart/missing', 'Free delivery at {0}', { 0: '500 kr.' })).toBe('Free delivery at 500 kr.');
    expect(store.label('cart/nodefault', '')).toBe('•••');
  });

  it('interpolates values into server texts and leaves unknown placeholders', async () => {
    const { store } = setup({ cart: { pack: 'Sælges i pakker af {0} {1}', named: 'Hej {name}, {other}' } });
    await store.load('cart');
    expect(store.label('cart/pack', 'Sold in packages of {0} {1}', { 0: 6, 1: 'stk.' })).toBe(
      'Sælges i pakker af 6 stk.',
    );
    expect(store.label('cart/named', 'Hi', { name: 'Ann' })).toBe('Hej Ann, {other}');
  });

  it('accepts server keys given as group.key or group/key', async () => {
    const { store } = setup({ cart: { 'cart/buy': 'Køb', 'cart.sell': 'Sælg' } });
    await store.load('cart');
    expect(store.label('cart/buy', 'Buy now')).toBe('Køb');
    expect(store.label('cart/sell', 'Sell')).toBe('Sælg');
  });

  it('returns the default while a group loads and notifies subscribers when it arrives', async () => {
    const { store, fetchLabels } = setup({ cart: { buy: 'Køb nu' } });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.label('cart/buy', 'Buy now')).toBe('Buy now');
    expect(store.label('cart/buy', 'Buy now')).toBe('Buy now');
    await store.load('cart');
    expect(fetchLabels).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.label('cart/buy', 'Buy now')).toBe('Køb nu');
  });

  it('registers a missing label for supervisors exactly once per distinct payload', async () => {
    const { store, ensure } = setup({ cart: { known: 'x' } }, true);
    await store.load('cart');
    store.label('cart/missing', 'Buy {0}');
    store.label('cart/missing', 'Buy {0}', { 0: 'now' });
    store.label('cart/missing', 'Buy {0}');
    store.label('cart/known', 'x');
    await flush();
    expect(ensure).toHaveBeenCalledTimes(1);
    expect(ensure).toHaveBeenCalledWith({ group: 'cart', key: 'missing', defaulttext: 'Buy {0}', replacements: ['0'] });
    store.label('cart/missing', 'Buy {0} today'); // another default text: another payload
    store.label('cart/other', 'Other');
    await flush();
    expect(ensure).toHaveBeenCalledTimes(3);
  });

  it('remembers a sent payload in the local cache: the next page (a new store) does not send it again', async () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      key: (i: number) => [...items.keys()][i] ?? null,
      get length() {
        return items.size;
      },
    };
    let now = 1_000;
    // The cache opened on first use (what the elements give: src/internal/server-labels.ts).
    const fetchLabels = vi.fn(async () => ({ 'cart.known': 'Kendt' }));
    const pageStore = () => {
      const ensure = vi.fn(async (_p: EnsureLabelPayload) => true);
      const store = createLabelStore({
        fetchLabels,
        ensure,
        isSupervisor: true,
        cache: async () => createLocalCache({ contextKey: 'shop', storage, now: () => now }),
        culture: 'da',
      });
      return { store, ensure };
    };
    const first = pageStore();
    await first.store.load('cart');
    first.store.label('cart/missing', 'Tekst');
    await flush();
    expect(first.ensure).toHaveBeenCalledTimes(1);
    const next = pageStore();
    await next.store.load('cart');
    expect(next.store.label('cart/known', 'Known'), 'the labels from the cache').toBe('Kendt');
    expect(fetchLabels, 'asked once: the next page reads the cache').toHaveBeenCalledTimes(1);
    next.store.label('cart/missing', 'Tekst');
    await flush();
    expect(next.ensure).not.toHaveBeenCalled();
    // After the cache's 10 minutes, once more (the server keeps one row anyway).
    now += CACHE_TTL_MS + 1;
    const later = pageStore();
    await later.store.load('cart');
    expect(fetchLabels).toHaveBeenCalledTimes(2);
    later.store.label('cart/missing', 'Tekst');
    await flush();
    expect(later.ensure).toHaveBeenCalledTimes(1);
  });

  it('never registers labels for non-supervisors', async () => {
    const { store, ensure } = setup({ cart: {} }, false);
    await store.load('cart');
    store.label('cart/missing', 'Text');
    expect(ensure).not.toHaveBeenCalled();
  });

  it('does not register labels of a group that failed to load', async () => {
    const { store, ensure, logError } = setup({}, true);
    await store.load('cart');
    expect(store.label('cart/buy', 'Buy now')).toBe('Buy now');
    expect(ensure).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(store.isLoaded('cart')).toBe(false);
  });

  it('logs a malformed response and keeps defaults', async () => {
    const fetchLabels = vi.fn(async () => ({ a: 5 }) as unknown as Record<string, string>);
    const logError = vi.fn();
    const store = createLabelStore({ fetchLabels, isSupervisor: false, logError });
    await store.load('cart');
    expect(store.label('cart/a', 'Default')).toBe('Default');
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('logs a failing ensure call without throwing', async () => {
    const logError = vi.fn();
    const store = createLabelStore({
      fetchLabels: async () => ({}),
      ensure: () => Promise.reject(new Error('403')),
      isSupervisor: true,
      logError,
    });
    await store.load('g');
    expect(store.label('g/k', 'Text')).toBe('Text');
    await new Promise((r) => setTimeout(r, 0));
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('caches label maps per culture and prefix for 10 minutes', async () => {
    let t = 0;
    const cache = createLocalCache({ contextKey: 'shop', storage: null, now: () => t });
    const fetchLabels = vi.fn(async () => ({ buy: 'Køb nu' }));
    const first = createLabelStore({ fetchLabels, isSupervisor: false, cache, culture: 'da-DK' });
    await first.load('cart');
    const second = createLabelStore({ fetchLabels, isSupervisor: false, cache, culture: 'da-DK' });
    await second.load('cart');
    expect(second.label('cart/buy', 'Buy now')).toBe('Køb nu');
    expect(fetchLabels).toHaveBeenCalledTimes(1);
    const english = createLabelStore({ fetchLabels, isSupervisor: false, cache, culture: 'en-GB' });
    await english.load('cart');
    expect(fetchLabels).toHaveBeenCalledTimes(2);
    t += CACHE_TTL_MS;
    const third = createLabelStore({ fetchLabels, isSupervisor: false, cache, culture: 'da-DK' });
    await third.load('cart');
    expect(fetchLabels).toHaveBeenCalledTimes(3);
  });

  it('an id without group is not a server label: default text, no fetch', async () => {
    const { store, fetchLabels, ensure } = setup({}, true);
    expect(store.label('plain', 'Plain text')).toBe('Plain text');
    expect(store.label('/x', 'X')).toBe('X');
    await store.load('');
    expect(fetchLabels).not.toHaveBeenCalled();
    expect(ensure).not.toHaveBeenCalled();
  });

  it('a cache hit inside label() returns the server text at once and notifies later', async () => {
    const cache = createLocalCache({ contextKey: 'shop', storage: null });
    cache.set('labels:da:cart', { buy: 'Køb nu' });
    const fetchLabels = vi.fn(async () => ({}));
    const store = createLabelStore({ fetchLabels, isSupervisor: false, cache, culture: 'da' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.label('cart/buy', 'Buy now')).toBe('Køb nu');
    expect(listener).not.toHaveBeenCalled(); // not during a render
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fetchLabels).not.toHaveBeenCalled();
  });
});
