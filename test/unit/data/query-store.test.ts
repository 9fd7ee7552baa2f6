/**
 * The page's shared data loading (src/data/query-store.ts): one request per key for every subscriber, aborted when
 * the last one leaves, stale answers dropped, ttl, the spec §9 local cache, refresh on cart / session changes, and
 * failures kept whole. Fake timers drive every delay and the clock; requests are answered by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../src/api/result.ts';
import { CACHE_TTL_MS, createLocalCache } from '../../../src/cache/index.ts';
import { LOCAL_CACHE } from '../../../src/data/local-cache.ts';
import {
  createQueryStore,
  type Fetcher,
  type LocalCacheMaker,
  type QueryStore,
} from '../../../src/data/query-store.ts';
import { createPageQueryStore } from '../../../src/data/use-query.ts';
import { markSignedIn, notifySessionChanged } from '../../../src/internal/page-config.ts';
import { MapStorage } from '../fakes/storage.ts';

interface Call<T> {
  signal: AbortSignal;
  answer(result: ApiResult<T, unknown>): Promise<void>;
}

/** A fetcher whose requests are answered by the test, in any order. */
function server<T>() {
  const calls: Call<T>[] = [];
  const fetcher: Fetcher<T> = (signal) =>
    new Promise((resolve) => {
      calls.push({
        signal,
        answer: async (result) => {
          resolve(result);
          await settle();
        },
      });
    });
  return { calls, fetcher };
}

const ok = <T>(value: T): ApiResult<T, unknown> => ({ ok: true, value, status: 200 });
const notFound: ApiResult<never, unknown> = {
  ok: false,
  kind: 'http',
  status: 404,
  reason: 'Request failed with status code 404',
  body: { error: 'Unknown' },
  error: { error: 'Unknown' },
};

/** Lets every pending promise job run (the fake clock stands still). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Subscribes and records how many times the listener was told. */
function watch<T>(store: QueryStore, key: readonly (string | number)[], fetcher: Fetcher<T>, options = {}) {
  const seen = { count: 0 };
  const stop = store.subscribe(key, fetcher, options, () => (seen.count += 1));
  return { seen, stop, state: () => store.get<T>(key) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query store: one request per key', () => {
  it('two subscribers of one key share one request and its answer', async () => {
    const store = createQueryStore();
    const api = server<string[]>();
    const a = watch(store, ['list', 1], api.fetcher);
    const b = watch(store, ['list', 1], api.fetcher);
    expect(api.calls).toHaveLength(1);
    expect(a.state()).toMatchObject({ status: 'loading', fetching: true, data: undefined });
    const told = [a.seen.count, b.seen.count];
    await api.calls[0]!.answer(ok(['x']));
    expect(a.state()).toEqual({ status: 'ready', data: ['x'], failure: undefined, fetching: false });
    expect(b.state()).toBe(a.state());
    // Both are told of the answer, once.
    expect([a.seen.count, b.seen.count]).toEqual([told[0]! + 1, told[1]! + 1]);
    // Another key is another request; a later subscriber of the first key gets the kept answer.
    watch(store, ['list', 2], api.fetcher);
    const c = watch(store, ['list', 1], api.fetcher);
    expect(api.calls).toHaveLength(2);
    expect(c.state().data).toEqual(['x']);
  });

  it('keys are compared by value: ["a", 1] is one key, ["a", "1"] another', () => {
    const store = createQueryStore();
    const api = server<number>();
    watch(store, ['a', 1], api.fetcher);
    watch(store, ['a', 1], api.fetcher);
    watch(store, ['a', '1'], api.fetcher);
    expect(api.calls).toHaveLength(2);
  });
});

describe('query store: cancelling', () => {
  it('aborts the request when the last subscriber leaves, drops its answer and asks again for the next one', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['k'], api.fetcher);
    const b = watch(store, ['k'], api.fetcher);
    const first = api.calls[0]!;
    a.stop();
    expect(first.signal.aborted).toBe(false);
    b.stop();
    expect(first.signal.aborted).toBe(true);
    await first.answer(ok('late'));
    expect(store.get(['k'])).toMatchObject({ status: 'loading', data: undefined, fetching: false });
    const c = watch(store, ['k'], api.fetcher);
    expect(api.calls).toHaveLength(2);
    await api.calls[1]!.answer(ok('fresh'));
    expect(c.state()).toMatchObject({ status: 'ready', data: 'fresh' });
    // Leaving after the answer aborts nothing.
    c.stop();
    expect(api.calls[1]!.signal.aborted).toBe(false);
  });

  it('a key change (leave the old key, take the new one) aborts the old request; its late answer never shows', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const old = watch(store, ['related', 3], api.fetcher);
    old.stop();
    const next = watch(store, ['related', 5], api.fetcher);
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await api.calls[1]!.answer(ok('five'));
    await api.calls[0]!.answer(ok('three'));
    expect(next.state().data).toBe('five');
    expect(store.get(['related', 3]).status).toBe('loading');
  });

  it('a newer request for the key wins over an older one answering later (refresh while in flight)', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['k'], api.fetcher);
    store.refresh(['k']);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await api.calls[1]!.answer(ok('new'));
    await api.calls[0]!.answer(ok('old'));
    expect(a.state().data).toBe('new');
  });

  it('set() replaces the data at once and drops the answer of the request in flight', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['lists'], api.fetcher);
    store.set(['lists'], 'from a change call');
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await api.calls[0]!.answer(ok('older'));
    expect(a.state()).toMatchObject({ status: 'ready', data: 'from a change call', fetching: false });
  });
});

describe('query store: ttl', () => {
  it('an answer is fresh for ttl ms: later subscribers share it, after that they ask again (old data shown meanwhile)', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['k'], api.fetcher, { ttl: 1000 });
    await api.calls[0]!.answer(ok('v1'));
    vi.advanceTimersByTime(999);
    watch(store, ['k'], api.fetcher, { ttl: 1000 });
    expect(api.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    watch(store, ['k'], api.fetcher, { ttl: 1000 });
    expect(api.calls).toHaveLength(2);
    expect(a.state()).toMatchObject({ status: 'ready', data: 'v1', fetching: true });
    await api.calls[1]!.answer(ok('v2'));
    expect(a.state()).toMatchObject({ status: 'ready', data: 'v2', fetching: false });
  });

  it('without a ttl an answer lasts the page; ttl 0 asks for every new subscriber but shares one request', async () => {
    const store = createQueryStore();
    const api = server<string>();
    watch(store, ['page'], api.fetcher);
    await api.calls[0]!.answer(ok('kept'));
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    watch(store, ['page'], api.fetcher);
    expect(api.calls).toHaveLength(1);

    watch(store, ['zero'], api.fetcher, { ttl: 0 });
    watch(store, ['zero'], api.fetcher, { ttl: 0 });
    expect(api.calls).toHaveLength(2);
    await api.calls[1]!.answer(ok('z'));
    watch(store, ['zero'], api.fetcher, { ttl: 0 });
    expect(api.calls).toHaveLength(3);
  });
});

describe('query store: the spec §9 local cache', () => {
  let storage: MapStorage;
  let options: { cache: LocalCacheMaker };
  beforeEach(() => {
    storage = new MapStorage();
    // LOCAL_CACHE with the test's storage instead of the page's localStorage.
    options = { cache: { ttl: LOCAL_CACHE.ttl, open: (contextKey) => createLocalCache({ contextKey, storage }) } };
  });

  it('LOCAL_CACHE is the spec §9 cache: 10 minutes per item', () => {
    expect(LOCAL_CACHE.ttl).toBe(CACHE_TTL_MS);
    expect(CACHE_TTL_MS).toBe(10 * 60 * 1000);
  });

  it('keeps an answer 10 minutes across page loads (keyed by the context), then asks again', async () => {
    const page1 = createQueryStore({ contextKey: 'shop' });
    const api = server<{ name: string }>();
    watch(page1, ['nav', 'root'], api.fetcher, options);
    await api.calls[0]!.answer(ok({ name: 'Root' }));
    expect([...storage.map.keys()]).toEqual(['butik:shop:q:["nav","root"]']);

    vi.advanceTimersByTime(CACHE_TTL_MS - 1);
    const page2 = createQueryStore({ contextKey: 'shop' });
    expect(page2.get(['nav', 'root'], options)).toMatchObject({ status: 'ready', data: { name: 'Root' } });
    watch(page2, ['nav', 'root'], api.fetcher, options);
    expect(api.calls).toHaveLength(1);

    vi.advanceTimersByTime(1);
    const page3 = createQueryStore({ contextKey: 'shop' });
    expect(page3.get(['nav', 'root'], options).status).toBe('loading');
    watch(page3, ['nav', 'root'], api.fetcher, options);
    expect(api.calls).toHaveLength(2);
    // The earlier page's store also counts its copy stale now.
    watch(page2, ['nav', 'root'], api.fetcher, options);
    expect(api.calls).toHaveLength(3);
  });

  it('memory keys never touch storage; failures are never stored', async () => {
    const store = createQueryStore({ contextKey: 'shop' });
    const api = server<string>();
    watch(store, ['memory'], api.fetcher);
    await api.calls[0]!.answer(ok('m'));
    watch(store, ['content', 12], api.fetcher, options);
    await api.calls[1]!.answer(notFound);
    expect(storage.map.size).toBe(0);
  });
});

describe('query store: refresh on page changes', () => {
  it('a cart change reloads the keys that asked for it once, after refreshDelay without further changes', async () => {
    const store = createQueryStore();
    const related = server<string>();
    const other = server<string>();
    const a = watch(store, ['related', 10], related.fetcher, { refreshOn: ['cart'], refreshDelay: 400 });
    watch(store, ['related', 10], related.fetcher, { refreshOn: ['cart'], refreshDelay: 400 });
    watch(store, ['variants', 'p1'], other.fetcher, { refreshOn: ['session'] });
    await related.calls[0]!.answer(ok('before'));
    await other.calls[0]!.answer(ok('variants'));

    store.changed('cart');
    vi.advanceTimersByTime(399);
    store.changed('cart'); // a second change inside the delay: still one reload
    vi.advanceTimersByTime(399);
    expect(related.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(related.calls).toHaveLength(2);
    expect(a.state()).toMatchObject({ status: 'ready', data: 'before', fetching: true });
    await related.calls[1]!.answer(ok('after'));
    expect(a.state().data).toBe('after');
    vi.advanceTimersByTime(5000);
    expect(related.calls).toHaveLength(2);
    expect(other.calls).toHaveLength(1);
  });

  it('a change aborts the request asked before it; a key without subscribers reloads when the next one comes', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['related'], api.fetcher, { refreshOn: ['cart'] });
    store.changed('cart');
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]!.signal.aborted).toBe(true);
    await api.calls[1]!.answer(ok('new cart'));
    await api.calls[0]!.answer(ok('old cart'));
    expect(a.state().data).toBe('new cart');

    a.stop();
    store.changed('cart');
    expect(api.calls).toHaveLength(2);
    const b = watch(store, ['related'], api.fetcher, { refreshOn: ['cart'] });
    expect(api.calls).toHaveLength(3);
    expect(b.state()).toMatchObject({ data: 'new cart', fetching: true });
  });

  it("a subscriber arriving during a change's delay waits for that reload instead of asking twice", async () => {
    const store = createQueryStore();
    const api = server<string>();
    const options = { refreshOn: ['cart'] as const, refreshDelay: 400 };
    watch(store, ['related'], api.fetcher, options);
    await api.calls[0]!.answer(ok('v1'));
    store.changed('cart');
    watch(store, ['related'], api.fetcher, options);
    expect(api.calls).toHaveLength(1);
    vi.advanceTimersByTime(400);
    expect(api.calls).toHaveLength(2);
  });

  it('the last subscriber leaving cancels a waiting reload', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['related'], api.fetcher, { refreshOn: ['cart'], refreshDelay: 400 });
    await api.calls[0]!.answer(ok('v1'));
    store.changed('cart');
    a.stop();
    vi.advanceTimersByTime(1000);
    expect(api.calls).toHaveLength(1);
  });

  it("a session change of the page store's context reloads its session keys (sign-in, or a feature's notice)", async () => {
    const store = createPageQueryStore('ctx-a');
    const api = server<string>();
    watch(store, ['wishlist/list'], api.fetcher, { refreshOn: ['session'] });
    watch(store, ['variants', 'p'], api.fetcher);
    await api.calls[0]!.answer(ok('visitor'));
    await api.calls[1]!.answer(ok('v'));
    notifySessionChanged('ctx-b');
    expect(api.calls).toHaveLength(2);
    markSignedIn('ctx-a');
    expect(api.calls).toHaveLength(3);
    await api.calls[2]!.answer(ok('signed in'));
    expect(store.get(['wishlist/list']).data).toBe('signed in');
    notifySessionChanged('ctx-a');
    expect(api.calls).toHaveLength(4);
  });
});

describe('query store: failures', () => {
  it('keeps the failure whole next to the last good data, does not cache it, and asks again', async () => {
    const store = createQueryStore();
    const api = server<string>();
    const a = watch(store, ['code', 'X'], api.fetcher);
    await api.calls[0]!.answer(notFound);
    expect(a.state()).toEqual({ status: 'failed', data: undefined, failure: notFound, fetching: false });
    // Not cached: a new subscriber asks again.
    watch(store, ['code', 'X'], api.fetcher);
    expect(api.calls).toHaveLength(2);
    expect(a.state().status).toBe('loading');
    await api.calls[1]!.answer(ok('good'));
    store.refresh(['code', 'X']);
    const timeout: ApiResult<never, unknown> = { ok: false, kind: 'timeout', reason: 'timeout of 50 ms exceeded' };
    await api.calls[2]!.answer(timeout);
    expect(a.state()).toEqual({ status: 'failed', data: 'good', failure: timeout, fetching: false });
  });

  it('a fetcher that throws is a network failure (never an unhandled rejection)', async () => {
    const store = createQueryStore();
    const a = watch(store, ['boom'], () => Promise.reject(new Error('socket hang up')));
    await settle();
    expect(a.state()).toMatchObject({
      status: 'failed',
      failure: { ok: false, kind: 'network', reason: 'socket hang up' },
    });
  });
});
