/**
 * Test fakes for Web Storage, shared by the unit tests (src/cache's StorageLike is the part of the API they cover;
 * ProgressStorage of the gift recipient is a subset of it).
 */
import type { StorageLike } from '../../../src/cache/index.ts';

/** Web Storage in a Map (the page's localStorage across "page loads" of one test); `map` is open for asserts. */
export class MapStorage implements StorageLike {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

/** A {@link MapStorage} with a character quota, throwing QuotaExceededError like browsers. */
export class QuotaStorage extends MapStorage {
  constructor(private readonly quota: number) {
    super();
  }
  /** Characters stored (keys and values), leaving out the entry under `except`. */
  used(except?: string) {
    let n = 0;
    for (const [k, v] of this.map) if (k !== except) n += k.length + v.length;
    return n;
  }
  override setItem(k: string, v: string) {
    if (this.used(k) + k.length + v.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    super.setItem(k, v);
  }
}
