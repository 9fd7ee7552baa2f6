/**
 * Products for views that are given only a product id (`<product-price product-id>`, `<add-to-cart
 * product-id>`): one page-wide store that batches every id asked for in the same task into ONE
 * `POST product/ids` (at most 500 ids per request) and keeps the answers for the page's life.
 *
 * `useProduct(id, given?)`: `given` (a product passed as a property) wins and is never fetched.
 * Result: `{ status: 'loading' | 'ready' | 'missing' | 'failed', product }`. `missing` = the server does not
 * know the id; `failed` = the request failed (spec §8: the call returns nothing); a failed id is asked again
 * the next time a view mounts with it.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { createProductApi } from '../../api/product.ts';
import type { Product } from '../../api/schemas/product.ts';
import { useApiClient } from '../../internal/api.ts';
import { usePageActor } from '../../internal/page-actors.ts';
import { usePageConfig } from '../../internal/page-config.ts';

const MAX_IDS = 500;

export type ProductStatus = 'loading' | 'ready' | 'missing' | 'failed';
export interface ProductResult {
  status: ProductStatus;
  product: Product | null;
}

type Entry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'ready'; product: Product }
  | { status: 'missing' }
  | { status: 'failed' };

export interface ProductStore {
  /** The current entry of an id (undefined: never asked). */
  peek(id: string): ProductResult | undefined;
  /** Loads an id (batched with the other ids asked for in this task). */
  load(id: string): Promise<ProductResult>;
  /** Products a list already has (a search, a slider): their elements (price, add to cart) read them, no call. */
  prime(products: readonly Product[]): void;
}

const VALID_ID = /^[A-Za-z0-9_.-]{1,64}$/;

export function createProductStore(client: ApiClient): ProductStore {
  const api = createProductApi(client);
  const entries = new Map<string, Entry>();
  let batch: { ids: string[]; done: Promise<void> } | null = null;

  const result = (entry: Entry | undefined): ProductResult | undefined => {
    if (!entry) return undefined;
    if (entry.status === 'ready') return { status: 'ready', product: entry.product };
    return { status: entry.status, product: null };
  };

  async function fetchBatch(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += MAX_IDS) {
      const chunk = ids.slice(i, i + MAX_IDS);
      const result = await api.getByIds(chunk);
      if (!result.ok) {
        for (const id of chunk) entries.set(id, { status: 'failed' });
        continue;
      }
      const byId = new Map(result.value.map((p) => [p.id, p]));
      for (const id of chunk) {
        const product = byId.get(id);
        entries.set(id, product ? { status: 'ready', product } : { status: 'missing' });
      }
    }
  }

  function enqueue(id: string): Promise<void> {
    if (!batch) {
      const ids: string[] = [];
      const done = new Promise<void>((resolve) => {
        // One macrotask: every element upgraded in this task joins the batch.
        setTimeout(() => {
          batch = null;
          fetchBatch(ids).then(resolve, () => {
            for (const x of ids) entries.set(x, { status: 'failed' });
            resolve();
          });
        }, 0);
      });
      batch = { ids, done };
    }
    batch.ids.push(id);
    return batch.done;
  }

  return {
    peek: (id) => result(entries.get(id)),
    async load(id) {
      if (!VALID_ID.test(id)) return { status: 'missing', product: null };
      const entry = entries.get(id);
      if (entry && entry.status !== 'failed') {
        if (entry.status === 'loading') await entry.promise;
        return result(entries.get(id))!;
      }
      const promise = enqueue(id);
      entries.set(id, { status: 'loading', promise });
      await promise;
      return result(entries.get(id)) ?? { status: 'failed', product: null };
    },
    prime(products) {
      // A loading entry keeps its promise (its batch answers it); anything else takes the list's product.
      for (const product of products)
        if (entries.get(product.id)?.status !== 'loading') entries.set(product.id, { status: 'ready', product });
    },
  };
}

export function useProductStore(): ProductStore {
  const { apiBase, context } = usePageConfig();
  const client = useApiClient();
  return usePageActor(`products:${apiBase}|${context}`, () => createProductStore(client));
}

/** The product for a view: `given` wins; otherwise loaded by id (batched). An empty id is `missing`. */
export function useProduct(id: string | undefined, given?: Product | null): ProductResult {
  const store = useProductStore();
  const key = (id ?? '').trim();
  const initial = (): ProductResult => {
    if (given) return { status: 'ready', product: given };
    if (!key) return { status: 'missing', product: null };
    const known = store.peek(key);
    return known && known.status !== 'failed' ? known : { status: 'loading', product: null };
  };
  const [state, setState] = useState<{ key: string; given: Product | null | undefined; result: ProductResult }>(() => ({
    key,
    given,
    result: initial(),
  }));
  let current = state;
  if (state.key !== key || state.given !== given) {
    current = { key, given, result: initial() };
    setState(current);
  }
  useEffect(() => {
    if (given || !key || current.result.status !== 'loading') return;
    let live = true;
    void store.load(key).then((r) => {
      if (live) setState((s) => (s.key === key && s.given === given ? { ...s, result: r } : s));
    });
    return () => {
      live = false;
    };
  }, [store, key, given, current.result.status]);
  return current.result;
}
