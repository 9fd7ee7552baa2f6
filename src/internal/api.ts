/**
 * `useApiClient()`: the page's API client for the current element's configuration (`api-base`, `context`, `api-timeout`),
 * one per distinct pair per page (a page actor), so every element shares retries, logging and XSRF handling.
 */
import { useRef, type RefObject } from 'react';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { usePageActor } from './page-actors.ts';
import { usePageConfig } from './page-config.ts';

export function useApiClient(): ApiClient {
  const { apiBase, context, apiTimeout } = usePageConfig();
  return usePageActor(`api-client:${apiBase}|${context}|${apiTimeout}`, () =>
    createApiClient({ apiBase, context, timeout: apiTimeout }),
  );
}

/**
 * The client in a ref that always holds the current one: for actors a view creates once (`useMemo`) that must
 * still call with the client of the element's latest configuration.
 */
export function useApiClientRef(): RefObject<ApiClient> {
  const client = useApiClient();
  const ref = useRef(client);
  ref.current = client;
  return ref;
}
