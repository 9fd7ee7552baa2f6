// @vitest-environment happy-dom
// What the library keeps in the browser and how it goes (docs/privacy.md): clearStoredData, and the local cache
// removing its context's expired entries when it opens. The browser side (sign-out, the recipient flow, the
// loader's copy of clearStoredData) is test/elements/privacy.test.js.
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, clearStoredData, createLocalCache } from '../../../src/cache/index.ts';

const T0 = 1_800_000_000_000;
const entry = (value: unknown, storedAt: number, ttl = CACHE_TTL_MS) =>
  JSON.stringify({ v: value, e: storedAt + ttl, t: storedAt });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearStoredData', () => {
  function plant(): void {
    localStorage.setItem('butik:shop-a:productcategories', entry(['nav'], T0));
    localStorage.setItem('butik:shop%3Ab:labels:en:giftshop/', entry({}, T0));
    localStorage.setItem('butik:gift-recipient:jul:JUL-1', JSON.stringify({ info: { name: 'Anna' }, expires: T0 }));
    sessionStorage.setItem('butik:shop-a:x', '1');
    localStorage.setItem('host:cart', 'theirs');
    localStorage.setItem('butikker', 'not ours: no colon');
    sessionStorage.setItem('host:tab', 'theirs');
  }

  it('without options removes every butik: key of localStorage and nothing else', () => {
    plant();
    expect(clearStoredData()).toBe(3);
    expect(Object.keys(localStorage).sort()).toEqual(['butikker', 'host:cart']);
    expect(Object.keys(sessionStorage).sort()).toEqual(['butik:shop-a:x', 'host:tab']); // the library never writes there
  });

  it('with a context removes only that context’s cache (encoded as the cache writes it)', () => {
    plant();
    expect(clearStoredData({ context: 'shop:b' })).toBe(1);
    expect(localStorage.getItem('butik:shop%3Ab:labels:en:giftshop/')).toBeNull();
    expect(localStorage.getItem('butik:shop-a:productcategories')).not.toBeNull();
    expect(localStorage.getItem('butik:gift-recipient:jul:JUL-1')).not.toBeNull();
    expect(clearStoredData({ context: 'shop-a' })).toBe(1);
    expect(Object.keys(localStorage).sort()).toEqual(['butik:gift-recipient:jul:JUL-1', 'butikker', 'host:cart']);
  });

  it('never throws when storage is blocked', () => {
    localStorage.setItem('butik:x:z', '1');
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(clearStoredData()).toBe(0);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
    expect(localStorage.getItem('butik:x:z')).toBe('1'); // unreachable while blocked
  });
});

describe('local cache lifetime', () => {
  it('opening a context’s cache removes its expired entries, not live ones nor other contexts’', () => {
    localStorage.setItem('butik:shop:old', entry('old', T0 - CACHE_TTL_MS - 1));
    localStorage.setItem('butik:shop:live', entry('live', T0 - 1000));
    localStorage.setItem('butik:other:old', entry('old', T0 - CACHE_TTL_MS - 1));
    localStorage.setItem('butik:gift-recipient:jul:JUL-1', JSON.stringify({ expires: T0 + 1 }));
    createLocalCache({ contextKey: 'shop', now: () => T0 });
    expect(localStorage.getItem('butik:shop:old')).toBeNull();
    expect(localStorage.getItem('butik:shop:live')).not.toBeNull();
    expect(localStorage.getItem('butik:other:old')).not.toBeNull();
    expect(localStorage.getItem('butik:gift-recipient:jul:JUL-1')).not.toBeNull();
  });
});
