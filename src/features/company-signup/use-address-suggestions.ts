/**
 * Address suggestions for the sign-up address field (spec §5 "Address suggestions search only with at least 3
 * typed characters", §9 debounce 250 ms; `GET /api/thirdparty/{provider}/address?query` via src/api/address.ts).
 *
 * The query is sent 250 ms after the last change; a newer query aborts the older request, so only the latest
 * answer is shown. Fewer than 3 characters (trimmed) clear the list without a request. `skip(text)` suppresses
 * the request for a text the user just picked from the list. A failed call gives an empty list (the api
 * logs it): the field stays a plain text field.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADDRESS_MIN_CHARS, createAddressApi } from '../../api/address.ts';
import { unwrapOr } from '../../api/result.ts';
import type { AddressSuggestion } from '../../api/schemas/address.ts';
import { useApiClient } from '../../internal/api.ts';

export const ADDRESS_DEBOUNCE_MS = 250;

export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  /** The query the current suggestions answer. */
  answered: string;
  /** Do not ask for this text (it was just picked). */
  skip(text: string): void;
  clear(): void;
}

export function useAddressSuggestions(query: string, provider: string): AddressSuggestions {
  const client = useApiClient();
  const [state, setState] = useState<{ answered: string; suggestions: AddressSuggestion[] }>({ answered: '', suggestions: [] });
  const skipped = useRef<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    if (skipped.current !== null && skipped.current === query) return undefined;
    skipped.current = null;
    if (text.length < ADDRESS_MIN_CHARS) {
      setState((s) => (s.suggestions.length === 0 && s.answered === '' ? s : { answered: '', suggestions: [] }));
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void createAddressApi(client, { provider })
        .suggestions(text, { signal: controller.signal })
        .then((result) => {
          if (!controller.signal.aborted) setState({ answered: text, suggestions: unwrapOr(result, []) });
        });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, provider, query]);

  const skip = useCallback((text: string) => {
    skipped.current = text;
  }, []);
  const clear = useCallback(() => setState({ answered: '', suggestions: [] }), []);
  return { ...state, skip, clear };
}
