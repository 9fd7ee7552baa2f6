/**
 * Event tracking (spec §7): POST {apiBase}/{profileId}/v1/event/view { type, id } -> `true`.
 * The profile id takes the place of the context in the path.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, invalidInput, post } from './call.ts';
import { mapValue } from './result.ts';
import { EventProfileParams, ViewEvent, ViewEventResponse } from './schemas/event.ts';
import { validate } from './schemas/common.ts';

export function createEventsApi(client: ApiClient) {
  return {
    view: async (profileId: string, event: ViewEvent, opts: CallOptions = {}) => {
      const p = validate(EventProfileParams, { profileId });
      if (!p.ok) return invalidInput(client, 'events.view', p.message);
      const result = await call(client, 'events.view', { schema: ViewEvent, value: event }, (body) => {
        const path = `${client.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(p.value.profileId)}/v1/event/view`;
        return post(path, body, ViewEventResponse, opts);
      });
      return mapValue(result, (): true => true);
    },
  };
}
export type EventsApi = ReturnType<typeof createEventsApi>;
