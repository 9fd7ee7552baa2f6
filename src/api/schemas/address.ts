/** Danish address suggestions (spec §3, §7): `GET /api/thirdparty/{provider}/address?query=` (not under the context base). */
import { array, object, pattern, size, string, type, type Infer } from 'superstruct';

/** Path parameter: the address provider, e.g. `dawa`. */
export const AddressProviderParams = object({ provider: pattern(string(), /^[a-z0-9-]{1,50}$/) });
export type AddressProviderParams = Infer<typeof AddressProviderParams>;
/** Query: the typed text (the form asks only from 3 characters, spec §5; the server accepts 1–200). */
export const AddressQuery = object({ query: size(string(), 1, 200) });
export type AddressQuery = Infer<typeof AddressQuery>;
/** Address suggestion (spec §3). `suggestion` is the full one-line text shown in the list. */
export const AddressSuggestion = type({
  suggestion: string(),
  address1: string(),
  zip: string(),
  city: string(),
});
export type AddressSuggestion = Infer<typeof AddressSuggestion>;
/** Response: at most 10 suggestions (decision). */
export const AddressSuggestionsResponse = array(AddressSuggestion);
export type AddressSuggestionsResponse = Infer<typeof AddressSuggestionsResponse>;
