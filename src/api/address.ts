/**
 * Address suggestions (spec §7): GET /api/thirdparty/{provider}/address?query= (origin-relative, outside the
 * context base). Fewer than 3 typed characters send no request (spec §5): a `noRequest` failure, not logged.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { call, get, invalidInput, noRequest } from './call.ts';
import { AddressProviderParams, AddressQuery, AddressSuggestionsResponse } from './schemas/address.ts';
import { validate } from './schemas/common.ts';

export const ADDRESS_MIN_CHARS = 3;

export function createAddressApi(client: ApiClient, options: { provider?: string } = {}) {
  const provider = options.provider ?? 'dawa';
  return {
    suggestions: async (query: string, opts: CallOptions = {}) => {
      if (typeof query !== 'string' || query.trim().length < ADDRESS_MIN_CHARS)
        return noRequest(`fewer than ${ADDRESS_MIN_CHARS} characters`);
      const p = validate(AddressProviderParams, { provider });
      if (!p.ok) return invalidInput(client, 'address.suggestions', p.message);
      return call(client, 'address.suggestions', { schema: AddressQuery, value: { query } }, (q) =>
        get(`/api/thirdparty/${encodeURIComponent(p.value.provider)}/address`, AddressSuggestionsResponse, opts, {
          query: q,
        }),
      );
    },
  };
}
export type AddressApi = ReturnType<typeof createAddressApi>;
