/**
 * `useApiClient()`: the page's API client for the current element's configuration (`api-base`, `context`),
 * one per distinct pair per page (a page actor), so every element shares retries, logging and XSRF handling.
 */
import { createApiClient, type ApiClient } from '../api/client.ts';
import { usePageActor } from './page-actors.ts';
import { usePageConfig } from './page-config.ts';

export function useApiClient(): ApiClient {
  const { apiBase, context } = usePageConfig();
  return usePageActor(`api-client:${apiBase}|${context}`, () => createApiClient({ apiBase, context }));
}
