/**
 * `LOCAL_CACHE`: keep a key in the spec §9 local cache (src/cache: 10 minutes per item, keyed by the context), for
 * the data the spec keeps there (navigation, content, translations):
 *
 * ```ts
 * useQuery(['content/children', id], (signal) => api.content.children(id, { signal }), { cache: LOCAL_CACHE });
 * ```
 *
 * Its own module so that src/cache is bundled only with the features that use it.
 */
import { CACHE_TTL_MS, createLocalCache } from '../cache/index.ts';
import type { LocalCacheMaker } from './query-store.ts';

export const LOCAL_CACHE: LocalCacheMaker = {
  ttl: CACHE_TTL_MS,
  open: (contextKey) => createLocalCache({ contextKey }),
};
