/**
 * View events (spec §7 event tracking, §8 "event tracking returns false"): with the `eventtracking` feature flag,
 * a page whose `<shop-context>` has a `product-id` sends one `POST {api-base}/{profileId}/v1/event/view
 * { type: 'product', id }` per page view. The profile id is the page's `context` (decision: the API's tracking
 * profile takes the context's place in the path, as the reference server reads it).
 */
import type { ApiClient } from '../../api/client.ts';
import { createEventsApi } from '../../api/events.ts';

/** What this page view has sent (module state lives as long as the page). */
const sent = new Set<string>();

/**
 * Sends the view event of product `id` once per page view (later calls for the same client and id do nothing and
 * return true). Resolves true when the server took it, false on any failure (logged by the client, never shown).
 */
export async function sendProductView(client: ApiClient, id: string): Promise<boolean> {
  const key = `${client.apiBase}|${client.context}|${id}`;
  if (sent.has(key)) return true;
  sent.add(key);
  const result = await createEventsApi(client).view(client.context, { type: 'product', id });
  return result.ok;
}
