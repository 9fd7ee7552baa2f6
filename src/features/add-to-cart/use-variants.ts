/**
 * `useVariants(productid)`: the variants of a product (`GET variant/id?id=productid`, spec §7), kept for the
 * page's life in one page-wide store (like product-store.ts), so every control of the same product asks once.
 * An empty answer (no variants, or a failed call: the API returns [] then, spec §8) is not kept, so a later
 * mount asks again.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { createProductApi } from '../../api/product.ts';
import { unwrapOr } from '../../api/result.ts';
import type { Variant } from '../../api/schemas/product.ts';
import { useApiClient } from '../../internal/api.ts';
import { usePageActor } from '../../internal/page-actors.ts';
import { usePageConfig } from '../../internal/page-config.ts';

export interface VariantsResult {
  status: 'idle' | 'loading' | 'ready';
  variants: readonly Variant[];
}

export interface VariantStore {
  peek(productid: string): readonly Variant[] | undefined;
  load(productid: string): Promise<readonly Variant[]>;
}

export function createVariantStore(client: ApiClient): VariantStore {
  const api = createProductApi(client);
  const known = new Map<string, readonly Variant[]>();
  const inFlight = new Map<string, Promise<readonly Variant[]>>();
  return {
    peek: (productid) => known.get(productid),
    load(productid) {
      const cached = known.get(productid);
      if (cached) return Promise.resolve(cached);
      let promise = inFlight.get(productid);
      if (!promise) {
        promise = api
          .getVariants(productid)
          .then((result) => unwrapOr(result, []))
          .catch(() => [] as Variant[])
          .then((variants) => {
            inFlight.delete(productid);
            if (variants.length > 0) known.set(productid, variants);
            return variants;
          });
        inFlight.set(productid, promise);
      }
      return promise;
    },
  };
}

function useVariantStore(): VariantStore {
  const { apiBase, context } = usePageConfig();
  const client = useApiClient();
  return usePageActor(`variants:${apiBase}|${context}`, () => createVariantStore(client));
}

/** The product's variants; `''` = not wanted (status `idle`, nothing fetched). */
export function useVariants(productid: string): VariantsResult {
  const store = useVariantStore();
  const initial = (): VariantsResult => {
    if (!productid) return { status: 'idle', variants: [] };
    const cached = store.peek(productid);
    return cached ? { status: 'ready', variants: cached } : { status: 'loading', variants: [] };
  };
  const [state, setState] = useState(() => ({ productid, result: initial() }));
  let current = state;
  if (state.productid !== productid) {
    current = { productid, result: initial() };
    setState(current);
  }
  const loading = current.result.status === 'loading';
  useEffect(() => {
    if (!productid || !loading) return;
    let live = true;
    void store.load(productid).then((variants) => {
      if (live) setState((s) => (s.productid === productid ? { productid, result: { status: 'ready', variants } } : s));
    });
    return () => {
      live = false;
    };
  }, [store, productid, loading]);
  return current.result;
}
