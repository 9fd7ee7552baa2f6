/**
 * Event tracking (spec §7): POST {apiBase}/{profileId}/v1/event/view { type, id } -> true; false on any failure.
 * The profile id takes the place of the context in the path.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { invoke } from './errors.ts';
import { EventProfileParams, ViewEvent, ViewEventResponse } from './schemas/event.ts';
import { validate } from './schemas/common.ts';

export function createEventsApi(client: ApiClient) {
  return {
    view: async (profileId: string, event: ViewEvent, opts: CallOptions = {}): Promise<boolean> => {
      const p = validate(EventProfileParams, { profileId });
      if (!p.ok) {
        client.logFailure('events.view', { kind: 'invalid-request', message: `Invalid request: ${p.message}` });
        return false;
      }
      const r = await invoke(client, 'events.view', { schema: ViewEvent, value: event }, (body) => ({
        method: 'POST',
        path: `${client.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(p.value.profileId)}/v1/event/view`,
        body,
        response: ViewEventResponse,
        signal: opts.signal,
      }));
      return r !== false;
    },
  };
}
export type EventsApi = ReturnType<typeof createEventsApi>;
