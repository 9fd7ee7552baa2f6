import { describe, expect, it } from 'vitest';
import { lazyPart, retryUrl } from '../../../src/ui/lazy-part.tsx';

describe('lazyPart', () => {
  it('a retry imports the built chunk beside the importer with ?retry=<n> (the build hash may contain - and _)', () => {
    expect(retryUrl({ chunk: 'cart-panel', base: 'https://shop.test/js/chunks/cart-preview-j-lYmVpx.js' }, 1)).toBe(
      'https://shop.test/js/chunks/cart-panel-j-lYmVpx.js?retry=1',
    );
    expect(retryUrl({ chunk: 'csv', base: 'https://shop.test/chunks/csv-import-Ab_9xYz0.js?retry=2' }, 3)).toBe(
      'https://shop.test/chunks/csv-Ab_9xYz0.js?retry=3',
    );
    // Unbuilt: a source file has no build hash.
    expect(retryUrl({ chunk: 'csv', base: 'file:///repo/src/features/csv-import/csv-import.tsx' }, 1)).toBe(null);
  });

  it("an element's own file has no hash (related-products.js is not a hash): the chunk beside this module's chunk", () => {
    const self = 'https://shop.test/js/dist/chunks/shared-Ab_9xYz0.js';
    expect(retryUrl({ chunk: 'csv', base: 'https://shop.test/js/dist/elements/csv-import.js' }, 2, self)).toBe(
      'https://shop.test/js/dist/chunks/csv-Ab_9xYz0.js?retry=2',
    );
    expect(retryUrl({ chunk: 'p', base: 'https://shop.test/js/dist/elements/related-products.js' }, 1, self)).toBe(
      'https://shop.test/js/dist/chunks/p-Ab_9xYz0.js?retry=1',
    );
    expect(retryUrl({ chunk: 'p', base: 'https://shop.test/elements/related-products.js' }, 1, 'file:///x.tsx')).toBe(
      null,
    );
  });

  it('loads once; a failure is forgotten and the next load tries again (unbuilt: the importer again)', async () => {
    let calls = 0;
    const part = lazyPart(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { value: 42 };
      },
      { chunk: 'x', base: 'file:///repo/src/x.tsx' },
    );
    expect(part.loaded()).toBe(undefined);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBe(undefined);
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded()).toEqual({ value: 42 });
    await part.load();
    expect(calls).toBe(2);
  });
});
