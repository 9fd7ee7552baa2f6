/**
 * The sign-up address field with suggestions: the kit's Combobox (src/ui/combobox.tsx: keys, listbox, live count)
 * over `GET /api/thirdparty/{provider}/address?query` (src/api/address.ts). Spec §5 "Address suggestions search
 * only with at least 3 typed characters", §9 debounce 250 ms and a list at most 300px high. Picking fills the
 * address (not searched again), the zip code and the city. A failed call gives an empty list (the api logs it):
 * the field stays a plain text field.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslate } from '../../i18n/translate.ts';
import { ADDRESS_MIN_CHARS, createAddressApi } from '../../api/address.ts';
import type { AddressSuggestion } from '../../api/schemas/address.ts';
import { useApiClient } from '../../internal/api.ts';
import { Combobox } from '../../ui/combobox.tsx';
import type { InputBindings } from '../../ui/forms.ts';
import { COMBOBOX_DEBOUNCE_MS } from '../../ui/use-combobox-search.ts';
import { TEXTS } from './texts.ts';
import { unwrapOr } from '../../api/result.ts';

export interface AddressComboboxProps {
  bindings: InputBindings & { placeholder: string | undefined; className: string };
  value: string;
  provider: string;
  onChange(value: string): void;
  onPick(suggestion: AddressSuggestion): void;
}

export function AddressCombobox({ bindings, value, provider, onChange, onPick }: AddressComboboxProps): ReactNode {
  const _ = useTranslate();
  const client = useApiClient();
  const search = useCallback(
    (query: string, signal: AbortSignal) =>
      createAddressApi(client, { provider })
        .suggestions(query, { signal })
        .then((result) => unwrapOr(result, [])),
    [client, provider],
  );
  const { ref, ...inputProps } = bindings;
  return (
    <Combobox<AddressSuggestion>
      value={value}
      onValueChange={onChange}
      search={search}
      minChars={ADDRESS_MIN_CHARS}
      debounceMs={COMBOBOX_DEBOUNCE_MS}
      onPick={onPick}
      pickedText={(s) => s.address1}
      optionKey={(s, i) => `${s.suggestion}|${i}`}
      renderOption={(s) => s.suggestion}
      listLabel={_(TEXTS.suggestionsLabel)}
      countText={(count) => _(TEXTS.suggestionCount, { 0: count })}
      inputProps={{ ...inputProps, autoComplete: 'street-address' }}
      inputRef={ref}
    />
  );
}
