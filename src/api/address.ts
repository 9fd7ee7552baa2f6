/**
 * Address suggestions (spec §7): GET /api/thirdparty/{provider}/address?query= (origin-relative, outside the
 * context base). Fewer than 3 typed characters return [] without a request (spec §5); [] on failure.
 */
import type { ApiClient, CallOptions } from './client.ts';
import { failureResult, invoke } from './errors.ts';
import { AddressProviderParams, AddressQuery, AddressSuggestionsResponse, type AddressSuggestion } from './schemas/address.ts';
import { validate } from './schemas/common.ts';

export const ADDRESS_MIN_CHARS = 3;

export function createAddressApi(client: ApiClient, options: { provider?: string } = {}) {
  const provider = options.provider ?? 'dawa';
  return {
    suggestions: async (query: string, opts: CallOptions = {}): Promise<AddressSuggestion[]> => {
      if (typeof query !== 'string' || query.trim().length < ADDRESS_MIN_CHARS) return failureResult('address.suggestions');
      const p = validate(AddressProviderParams, { provider });
      if (!p.ok) {
        client.logFailure('address.suggestions', { kind: 'invalid-request', message: `Invalid request: ${p.message}` });
        return failureResult('address.suggestions');
      }
      return invoke(client, 'address.suggestions', { schema: AddressQuery, value: { query } }, (q) => ({
        method: 'GET',
        path: `/api/thirdparty/${encodeURIComponent(p.value.provider)}/address`,
        query: q,
        response: AddressSuggestionsResponse,
        signal: opts.signal,
      }));
    },
  };
}
export type AddressApi = ReturnType<typeof createAddressApi>;
