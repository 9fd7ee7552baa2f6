export { createQueryStore, hashKey, IDLE } from './query-store.ts';
export type {
  Fetcher,
  QueryKey,
  QueryOptions,
  QueryState,
  QueryStatus,
  QueryStore,
  QueryStoreOptions,
  LocalCacheMaker,
  QueryTag,
} from './query-store.ts';
export { createPageQueryStore, useQuery, useQueryStore } from './use-query.ts';
// LOCAL_CACHE: import it from './local-cache.ts' (not re-exported here, so src/cache stays out of pages without it).
