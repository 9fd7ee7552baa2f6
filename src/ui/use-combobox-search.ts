/**
 * The search behind a Combobox (combobox.tsx): debounced, with a minimum length, and only the newest query's
 * answer is ever shown.
 *
 * - A query (trimmed) shorter than `minChars` clears the answer and sends nothing.
 * - The search starts `debounceMs` after the last change of the query; a change before that cancels it.
 * - A newer query aborts the older request (`signal`), and an older request's answer that comes anyway (a search
 *   that ignores the signal, or an answer already on its way) is dropped: each answer is checked against the
 *   request's own signal, so it can never replace a newer one.
 * - A failed search (rejected promise) answers an empty list: the field stays a plain text field.
 * - `skip(text)`: do not search this exact text (the text the user just picked from the list) as the next query;
 *   `skipInitial`: likewise the text the field starts with.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Asks for the options of `query`; must stop (or may ignore it) when `signal` aborts. Memoise it (useCallback). */
export type ComboboxSearchFn<T> = (query: string, signal: AbortSignal) => Promise<readonly T[]>;

export interface ComboboxSearchOptions {
  /** Fewest characters (trimmed) to search for. Default 1. */
  minChars?: number;
  /** Milliseconds after the last change. Default 250 (spec §9 search debounce). */
  debounceMs?: number;
  /** Do not search the text the field starts with (a value the page rendered, e.g. on its search page). */
  skipInitial?: boolean;
}

export interface ComboboxSearch<T> {
  results: readonly T[];
  /** The query the results answer; null while there is no answer (too short, cleared, not answered yet). */
  answered: string | null;
  /** A request is scheduled or on its way. */
  searching: boolean;
  skip(text: string): void;
  clear(): void;
}

export const COMBOBOX_DEBOUNCE_MS = 250;

interface Answer<T> {
  answered: string | null;
  results: readonly T[];
}

export function useComboboxSearch<T>(
  query: string,
  search: ComboboxSearchFn<T>,
  { minChars = 1, debounceMs = COMBOBOX_DEBOUNCE_MS, skipInitial = false }: ComboboxSearchOptions = {},
): ComboboxSearch<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ answered: null, results: [] });
  const [searching, setSearching] = useState(false);
  const skipped = useRef<string | null>(skipInitial ? query : null);

  useEffect(() => {
    const text = query.trim();
    const skip = skipped.current;
    skipped.current = null;
    if (skip !== null && skip === query) return undefined;
    if (text.length < Math.max(1, minChars)) {
      setAnswer((a) => (a.answered === null && a.results.length === 0 ? a : { answered: null, results: [] }));
      setSearching(false);
      return undefined;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      const settle = (results: readonly T[]) => {
        // The cleanup below aborted this request when a newer query (or unmount) came: its answer is stale.
        if (controller.signal.aborted) return;
        setAnswer({ answered: text, results });
        setSearching(false);
      };
      search(text, controller.signal).then(settle, () => settle([]));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, minChars, debounceMs]);

  const skip = useCallback((text: string) => {
    skipped.current = text;
  }, []);
  const clear = useCallback(() => {
    setAnswer({ answered: null, results: [] });
    setSearching(false);
  }, []);
  return { results: answer.results, answered: answer.answered, searching, skip, clear };
}
