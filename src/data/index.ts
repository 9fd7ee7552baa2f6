export { createQueryStore, hashKey, IDLE } from './query-store.ts';
export type {
  Fetcher,
  QueryKey,
  QueryOptions,
  QueryState,
  QueryStatus,
  QueryStore,
  QueryStoreOptions,
  QueryTag,
} from './query-store.ts';
export { createPageQueryStore, useQuery, useQueryStore } from './use-query.ts';
