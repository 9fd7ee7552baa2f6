/**
 * Combobox with a listbox popup (WAI-ARIA APG "editable combobox with list autocomplete"): a text input with
 * `role="combobox"`, `aria-autocomplete="list"`, `aria-expanded`, `aria-controls` and `aria-activedescendant`
 * (focus stays in the input; the active option is only pointed at), a `role="listbox"` of `role="option"`s with
 * `aria-selected` on the active one, and a polite live region announcing how many options arrived.
 *
 * Search (use-combobox-search.ts): debounced (default 250 ms), a minimum length (default 1), a newer query aborts
 * the older request and an older answer never replaces a newer one.
 *
 * Keys: ArrowDown / ArrowUp open the list (on the first / last option) and move the active option, wrapping;
 * Alt+ArrowDown opens it without choosing; Home / End go to the first / last option while the list is open
 * (else they move the caret); Enter picks the active option (and does not submit the form; with no active option
 * it is left to the form); Escape closes the list (the event stops there, so a dialog around it stays open), and
 * with `escapeClears` a second Escape clears the field; Tab leaves and closes. A click picks (the option keeps
 * the focus in the input); the pointer moves the active option.
 *
 * Groups (`optionGroup`): consecutive options of the same group are wrapped in a labelled `role="group"` inside
 * the listbox (APG "listbox with grouped options"); the keys still move through every option in order.
 *
 * Styles: combobox.css (`butik-combobox*` classes; the listbox is at most 300px high, spec §9, and scrolls the
 * active option into view). Parts for shadow-DOM hosts: `popup`, `results` (the listbox), `option`,
 * `option-active`; the input takes its `part` from `inputProps`. Decisions: docs/ui-forms.md.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from './spinner-icon.tsx';
import { useComboboxSearch, type ComboboxSearchFn, type ComboboxSearchOptions } from './use-combobox-search.ts';

/** What the combobox shows: a search on its way, the popup (with options or only a footer), the last answer's size. */
export interface ComboboxStatus {
  searching: boolean;
  /** The popup is shown (options or a footer). */
  open: boolean;
  /** Options in the last answer; null while there is no answer. */
  count: number | null;
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onKeyDown' | 'role' | 'type' | 'ref'
>;

export interface ComboboxProps<T> extends ComboboxSearchOptions {
  /** The text in the field (controlled). */
  value: string;
  onValueChange(value: string): void;
  /** The options of a query (memoise it): see use-combobox-search.ts. */
  search: ComboboxSearchFn<T>;
  /** An option was picked (Enter or click). The list closes. */
  onPick(option: T): void;
  /** The field's text after a pick (not searched again); default: the field is emptied. */
  pickedText?(option: T): string;
  /** A stable key of an option. */
  optionKey(option: T, index: number): string;
  renderOption(option: T, active: boolean): ReactNode;
  /** Accessible name of the listbox. */
  listLabel: string;
  /** What the live region says when an answer arrives ("3 addresses found", "No customers match …"). */
  countText(count: number, query: string, results: readonly T[]): string;
  /** The option's group label: consecutive options with the same label form one labelled `role="group"`. */
  optionGroup?(option: T): string;
  /** Told when what the combobox shows changes (a host mirrors it as its `data-state`). */
  onStatus?(status: ComboboxStatus): void;
  /** Hand the count to the host's own live region (one per element) instead of rendering one here. */
  announce?(message: string): void;
  /** Below the listbox inside the popup (hints such as 'No match' or 'Type more'); the popup also opens for it. */
  footer?(results: readonly T[], query: string): ReactNode;
  /** The input's attributes: id, name, className, part, placeholder, aria-*, autoComplete, disabled, onBlur … */
  inputProps?: InputAttributes;
  inputRef?: Ref<HTMLInputElement>;
  /** A second Escape (list closed) clears the field. */
  escapeClears?: boolean;
  /** Focusing the field shows the last answer again. */
  openOnFocus?: boolean;
  /** Show a spinner in the field while a search is on its way. */
  busyIndicator?: boolean;
  className?: string;
}

function isFocused(input: HTMLInputElement | null): boolean {
  if (!input) return false;
  const root = input.getRootNode() as Document | ShadowRoot;
  return root.activeElement === input;
}

export function Combobox<T>({
  value,
  onValueChange,
  search,
  minChars,
  debounceMs,
  skipInitial,
  onPick,
  pickedText,
  optionKey,
  renderOption,
  listLabel,
  countText,
  optionGroup,
  onStatus,
  announce,
  footer,
  inputProps = {},
  inputRef,
  escapeClears = false,
  openOnFocus = false,
  busyIndicator = false,
  className,
}: ComboboxProps<T>): ReactNode {
  const ids = useId();
  const listId = `${ids}-listbox`;
  const optionId = (i: number) => `${ids}-option-${i}`;
  const { results, answered, searching, skip, clear } = useComboboxSearch(value, search, {
    minChars,
    debounceMs,
    skipInitial,
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [live, setLive] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // A new answer opens the popup (while the user is in the field) with nothing active, and is announced.
  const [seen, setSeen] = useState<{ results: readonly T[]; answered: string | null }>({ results, answered });
  if (seen.results !== results || seen.answered !== answered) {
    setSeen({ results, answered });
    setActive(-1);
    setOpen(answered !== null && isFocused(input.current));
    setLive(answered !== null ? countText(results.length, answered, results) : '');
  }
  const announceRef = useRef(announce);
  announceRef.current = announce;
  // Layout effect: the host's region says it in the same task the options appear in (no frame with a stale count).
  useLayoutEffect(() => {
    if (answered !== null) announceRef.current?.(live);
  }, [live, answered]);

  const footerContent = open && answered !== null && footer ? footer(results, answered) : null;
  const expanded = open && answered !== null && results.length > 0;
  const popupShown = expanded || (footerContent !== null && footerContent !== undefined);

  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  const statusCount = answered === null ? null : results.length;
  useLayoutEffect(() => {
    onStatusRef.current?.({ searching, open: popupShown, count: statusCount });
  }, [searching, popupShown, statusCount]);

  useEffect(() => {
    if (!expanded || active < 0) return;
    const option = listRef.current?.querySelectorAll('[role="option"]')[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: T) => {
    const text = pickedText ? pickedText(option) : '';
    skip(text);
    close();
    clear();
    setLive('');
    onValueChange(text);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || answered === null) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
          return;
        }
        if (event.altKey) return;
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case 'Home':
      case 'End':
        if (!expanded) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? results[active] : undefined;
        if (chosen === undefined) return;
        event.preventDefault();
        pick(chosen);
        return;
      }
      case 'Escape':
        if (popupShown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (escapeClears && value) {
          event.preventDefault();
          event.stopPropagation();
          onValueChange('');
        }
        return;
      default:
    }
  };

  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };

  const renderItem = (option: T, i: number) => (
    <li
      key={optionKey(option, i)}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      className={`butik-combobox__option${i === active ? ' butik-combobox__option--active' : ''}`}
      part={i === active ? 'option option-active' : 'option'}
      // Keep the focus in the input: the pick happens on click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (active !== i) setActive(i);
      }}
      onClick={() => pick(option)}
    >
      {renderOption(option, i === active)}
    </li>
  );

  const { onBlur, onFocus, className: inputClass, ...rest } = inputProps;
  return (
    <div className={`butik-combobox${className ? ` ${className}` : ''}`}>
      <input
        {...rest}
        ref={setInput}
        className={`butik-combobox__input${inputClass ? ` ${inputClass}` : ''}`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (openOnFocus && answered !== null) setOpen(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      {busyIndicator && searching ? <Spinner variant="muted" className="butik-combobox__spinner" /> : null}
      <div className="butik-combobox__popup" part="popup" hidden={!popupShown}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          className="butik-combobox__list"
          part="results"
          aria-label={listLabel}
          hidden={!expanded}
        >
          {optionGroup
            ? groupsOf(results, optionGroup).map((group) => (
                // `li role="none"`: a list item may not be a group; the group inside it is owned by the listbox.
                <li key={`${group.label}-${group.start}`} role="none" className="butik-combobox__group-item">
                  <div role="group" aria-label={group.label} className="butik-combobox__group" part="group">
                    <span className="butik-combobox__group-label" part="group-label" aria-hidden="true">
                      {group.label}
                    </span>
                    <ul role="none" className="butik-combobox__group-list">
                      {group.options.map((option, j) => renderItem(option, group.start + j))}
                    </ul>
                  </div>
                </li>
              ))
            : results.map((option, i) => renderItem(option, i))}
        </ul>
        {footerContent}
      </div>
      {announce ? null : (
        <p className="butik-visually-hidden" role="status">
          {live}
        </p>
      )}
    </div>
  );
}

interface OptionGroup<T> {
  label: string;
  /** Index of the group's first option in the whole list. */
  start: number;
  options: T[];
}

/** Consecutive options with the same group label, in order. */
function groupsOf<T>(options: readonly T[], groupOf: (option: T) => string): OptionGroup<T>[] {
  const groups: OptionGroup<T>[] = [];
  options.forEach((option, i) => {
    const label = groupOf(option);
    const last = groups.at(-1);
    if (last && last.label === label) last.options.push(option);
    else groups.push({ label, start: i, options: [option] });
  });
  return groups;
}
