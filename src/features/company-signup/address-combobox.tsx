/**
 * The sign-up address field with suggestions: an ARIA 1.2 combobox (input + listbox, `aria-activedescendant`).
 *
 * Keyboard: ArrowDown / ArrowUp open the list and move the active option (wrapping); Enter picks the active
 * option (and does not submit the form); Escape closes the list (a second Escape is left to the page); Tab
 * leaves the field and closes the list. A click picks too (the option keeps the focus in the input). The list
 * is at most 300px high (spec §9) and scrolls the active option into view. A polite status tells screen
 * reader users how many suggestions arrived.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AddressSuggestion } from '../../api/schemas/address.ts';
import type { InputBindings } from '../../ui/forms.ts';
import { TEXTS } from './texts.ts';
import { useAddressSuggestions } from './use-address-suggestions.ts';

export interface AddressComboboxProps {
  bindings: InputBindings & { placeholder: string | undefined; className: string };
  value: string;
  provider: string;
  onChange(value: string): void;
  onPick(suggestion: AddressSuggestion): void;
}

export function AddressCombobox({ bindings, value, provider, onChange, onPick }: AddressComboboxProps): ReactNode {
  const { i18n } = useLingui();
  const listId = useId();
  const { suggestions, answered, skip, clear } = useAddressSuggestions(value, provider);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // New suggestions open the list (while the user is typing in the field) with nothing active.
  const [seen, setSeen] = useState(suggestions);
  if (seen !== suggestions) {
    setSeen(suggestions);
    setActive(-1);
    setOpen(suggestions.length > 0);
  }
  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  useEffect(() => {
    if (!expanded || active < 0) return;
    const option = listRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  const pick = (suggestion: AddressSuggestion) => {
    skip(suggestion.address1);
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
    clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Enter': {
        const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
        if (!chosen) return;
        event.preventDefault();
        pick(chosen);
        return;
      }
      case 'Escape':
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        return;
      default:
    }
  };

  const { onBlur, ...rest } = bindings;
  const countMessage = { ...TEXTS.suggestionCount, values: { 0: suggestions.length } };
  return (
    <div className="butik-signup__combo">
      <input
        {...rest}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="street-address"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        className="butik-signup__suggestions"
        aria-label={i18n._(TEXTS.suggestionsLabel)}
        hidden={!expanded}
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.suggestion}|${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`butik-signup__option${i === active ? ' butik-signup__option--active' : ''}`}
            // Keep the focus in the input: the pick happens on click.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
          >
            {s.suggestion}
          </li>
        ))}
      </ul>
      <p className="butik-visually-hidden" role="status">
        {expanded && answered ? i18n._(countMessage) : ''}
      </p>
    </div>
  );
}
