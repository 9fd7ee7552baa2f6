/**
 * The React side of the page's data loading (query-store.ts):
 *
 * ```ts
 * const related = useQuery(['cart/getrelatedproducts', limit], (signal) => cartApi.getRelatedProducts({ limit }, { signal }), {
 *   refreshOn: ['cart', 'session'],
 *   refreshDelay: 400,
 * });
 * if (related.status === 'ready') show(related.data);
 * ```
 *
 * `useQueryStore()` is the page's store for the element's API (`api-base` + `context`, a page actor of the shared
 * root, like the cart): `set(key, value)` after a change call that answers with the new data, `refresh(key)` for a
 * retry. The store follows sign-ins of its context (`refreshOn: ['session']`); the page cart wires its confirmed
 * changes in (features/cart, `refreshOn: ['cart']`).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { usePageActor } from '../internal/page-actors.ts';
import { subscribeSession, usePageConfig } from '../internal/page-config.ts';
import {
  IDLE,
  createQueryStore,
  hashKey,
  type Fetcher,
  type QueryKey,
  type QueryOptions,
  type QueryState,
  type QueryStore,
} from './query-store.ts';

/** A store for one API context that follows that context's session changes. */
export function createPageQueryStore(context: string): QueryStore {
  const store = createQueryStore({ contextKey: context });
  subscribeSession((changed) => {
    if (changed === context) store.changed('session');
  });
  return store;
}

/** The page's query store for this element's API (one per `api-base` + `context`). */
export function useQueryStore(): QueryStore {
  const { apiBase, context } = usePageConfig();
  return usePageActor(`queries:${apiBase}|${context}`, () => createPageQueryStore(context));
}

/**
 * The data of `key`, loaded with `fetcher` unless the page already has a fresh answer or a request in flight for
 * it. `key` null: nothing is wanted (status `idle`). Re-renders when the key's state changes; leaving (unmount, or
 * another key) unsubscribes, and the key's last subscriber leaving aborts its request.
 */
export function useQuery<T>(key: QueryKey | null, fetcher: Fetcher<T>, options: QueryOptions = {}): QueryState<T> {
  const store = useQueryStore();
  const hash = key === null ? null : hashKey(key);
  // The newest fetcher and options (closures over this render's values); the key's identity is `hash`.
  const latest = useRef({ key, fetcher, options });
  latest.current = { key, fetcher, options };
  const subscribe = useCallback(
    (listener: () => void) => {
      const { key: current, options: opts } = latest.current;
      if (hash === null || current === null) return () => {};
      return store.subscribe<T>(current, (signal) => latest.current.fetcher(signal), opts, listener);
    },
    [store, hash],
  );
  const getSnapshot = useCallback((): QueryState<T> => {
    const { key: current, options: opts } = latest.current;
    return hash === null || current === null ? IDLE : store.get<T>(current, opts);
  }, [store, hash]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
