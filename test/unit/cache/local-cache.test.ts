// @vitest-environment happy-dom
import { describe, expect, it, beforeEach } from 'vitest';
import { createLocalCache, CACHE_TTL_MS, type StorageLike } from '../../../src/cache/index.ts';
import { QuotaStorage } from '../fakes/storage.ts';

/** Storage whose every access throws, like a sandboxed iframe or disabled storage. */
const throwingStorage: StorageLike = {
  get length(): number {
    throw new DOMException('denied', 'SecurityError');
  },
  key() {
    throw new DOMException('denied', 'SecurityError');
  },
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
};

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('local cache', () => {
  beforeEach(() => localStorage.clear());

  it('uses localStorage by default, namespaced by context key', () => {
    const c = createLocalCache({ contextKey: 'shop1' });
    expect(c.mode).toBe('storage');
    c.set('nav:root', { a: 1 });
    expect(c.get('nav:root')).toEqual({ a: 1 });
    expect(localStorage.getItem('butik:shop1:nav:root')).toContain('"a":1');
    const other = createLocalCache({ contextKey: 'shop2' });
    expect(other.get('nav:root')).toBeUndefined();
  });

  it('expires items after 10 minutes by default', () => {
    const ck = clock();
    const c = createLocalCache({ contextKey: 'x', now: ck.now });
    c.set('k', 'v');
    ck.advance(CACHE_TTL_MS - 1);
    expect(c.get('k')).toBe('v');
    ck.advance(1);
    expect(c.get('k')).toBeUndefined();
    expect(localStorage.getItem('butik:x:k')).toBeNull();
    expect(CACHE_TTL_MS).toBe(600_000);
  });

  it('honours a per-item lifetime', () => {
    const ck = clock();
    const c = createLocalCache({ contextKey: 'x', now: ck.now });
    c.set('short', 1, 1000);
    c.set('long', 2);
    ck.advance(1000);
    expect(c.get('short')).toBeUndefined();
    expect(c.get('long')).toBe(2);
  });

  it('ignores and removes corrupt entries', () => {
    const c = createLocalCache({ contextKey: 'x' });
    localStorage.setItem('butik:x:bad', '{not json');
    localStorage.setItem('butik:x:shape', JSON.stringify({ v: 1, e: 'soon' }));
    localStorage.setItem('butik:x:null', 'null');
    expect(c.get('bad')).toBeUndefined();
    expect(c.get('shape')).toBeUndefined();
    expect(c.get('null')).toBeUndefined();
    expect(localStorage.getItem('butik:x:bad')).toBeNull();
    expect(localStorage.getItem('butik:x:shape')).toBeNull();
  });

  it('falls back to memory when storage access throws (sandboxed iframe)', () => {
    const c = createLocalCache({ contextKey: 'x', storage: throwingStorage });
    c.set('k', [1, 2]);
    expect(c.get('k')).toEqual([1, 2]);
    expect(c.mode).toBe('memory');
    c.remove('k');
    expect(c.get('k')).toBeUndefined();
  });

  it('falls back to memory when the global localStorage getter throws', () => {
    const desc = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    });
    try {
      const c = createLocalCache({ contextKey: 'x' });
      expect(c.mode).toBe('memory');
      c.set('k', 'v');
      expect(c.get('k')).toBe('v');
    } finally {
      if (desc) Object.defineProperty(globalThis, 'localStorage', desc);
    }
  });

  it('memory mode still expires items', () => {
    const ck = clock();
    const c = createLocalCache({ contextKey: 'x', storage: null, now: ck.now });
    c.set('k', 'v');
    ck.advance(CACHE_TTL_MS);
    expect(c.get('k')).toBeUndefined();
  });

  it('on a full quota evicts expired entries of its own first', () => {
    const ck = clock();
    const s = new QuotaStorage(200);
    s.setItem('foreign', 'x'.repeat(20)); // another app's item is never touched
    const c = createLocalCache({ contextKey: 'x', storage: s, now: ck.now });
    c.set('old', 'a'.repeat(40), 1000);
    c.set('keep', 'b'.repeat(40));
    ck.advance(2000); // 'old' expired
    c.set('new', 'c'.repeat(40));
    expect(s.getItem('butik:x:old')).toBeNull();
    expect(c.get('keep')).toBe('b'.repeat(40));
    expect(c.get('new')).toBe('c'.repeat(40));
    expect(s.getItem('foreign')).toBe('x'.repeat(20));
    expect(c.mode).toBe('storage');
  });

  it('on a full quota with nothing expired evicts the oldest entries', () => {
    const ck = clock();
    const s = new QuotaStorage(250);
    const c = createLocalCache({ contextKey: 'x', storage: s, now: ck.now });
    c.set('first', 'a'.repeat(50));
    ck.advance(10);
    c.set('second', 'b'.repeat(50));
    ck.advance(10);
    c.set('third', 'c'.repeat(50));
    expect(c.get('third')).toBe('c'.repeat(50));
    expect(s.getItem('butik:x:third')).not.toBeNull();
    expect(s.getItem('butik:x:first')).toBeNull();
    expect(c.get('second')).toBe('b'.repeat(50));
    expect(c.mode).toBe('storage');
  });

  it('keeps an item that never fits in memory', () => {
    const s = new QuotaStorage(50);
    const c = createLocalCache({ contextKey: 'x', storage: s });
    c.set('huge', 'z'.repeat(500));
    expect(c.get('huge')).toBe('z'.repeat(500));
    expect(s.getItem('butik:x:huge')).toBeNull();
  });

  it('skips values that cannot be serialised without throwing', () => {
    const c = createLocalCache({ contextKey: 'x' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => c.set('cyc', cyclic)).not.toThrow();
    expect(c.get('cyc')).toBeUndefined();
  });

  it('clear removes only this context', () => {
    const a = createLocalCache({ contextKey: 'a' });
    const b = createLocalCache({ contextKey: 'b' });
    a.set('k', 1);
    b.set('k', 2);
    a.clear();
    expect(a.get('k')).toBeUndefined();
    expect(b.get('k')).toBe(2);
  });

  it('getOrLoad caches, shares concurrent loads and does not cache failures', async () => {
    const c = createLocalCache({ contextKey: 'x' });
    let calls = 0;
    const load = async () => {
      calls++;
      return { n: calls };
    };
    const [r1, r2] = await Promise.all([c.getOrLoad('k', load), c.getOrLoad('k', load)]);
    expect(r1).toEqual({ n: 1 });
    expect(r2).toEqual({ n: 1 });
    expect(await c.getOrLoad('k', load)).toEqual({ n: 1 });
    expect(calls).toBe(1);

    await expect(c.getOrLoad('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.getOrLoad('f', async () => 'ok')).toBe('ok');
  });

  it('contexts with colons never share a namespace', () => {
    const a = createLocalCache({ contextKey: 'a' });
    const ab = createLocalCache({ contextKey: 'a:b' });
    a.set('b:x', 1);
    ab.set('x', 2);
    expect(a.get('b:x')).toBe(1);
    expect(ab.get('x')).toBe(2);
    a.clear();
    expect(ab.get('x')).toBe(2);
  });
});
