export { createLocalCache, CACHE_TTL_MS, CACHE_KEY_PREFIX } from './local-cache.ts';
export type { LocalCache, LocalCacheOptions, StorageLike } from './local-cache.ts';
export { clearStoredData } from './stored-data.ts';
export type { ClearStoredDataOptions } from './stored-data.ts';
