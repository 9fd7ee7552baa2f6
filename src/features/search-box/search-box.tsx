/**
 * `<search-box>` (spec §2 header search, §7 `GET search` / `GET suggestions`, §8, §9 limit 10 / 5 on phones,
 * debounce 250 ms, desktop from 960px). This is the shell in the element's own chunk, kept small because the
 * header is on every page: a plain search form (label, text field, 'Search' button) that already searches on
 * Enter. The suggestions (the kit's combobox, search-suggest.part.tsx) load on demand when a pointer reaches the
 * field, or it gets the focus or a keystroke, and take the plain field's place with its text and focus.
 *
 * - Enter on a product opens its page; on a suggested search, or Enter / 'Search' on typed text, the search page
 *   (`search-url`, else the fallback form's action, else '/search') with `query` and the current page's `orderby`.
 *   A blank query never navigates. A cancelable `butik-search` comes first.
 * - The server-rendered fallback form inside the tag (light DOM) shows until the element renders; its text and
 *   focus carry over into the element's field.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useButikEvent, useHost, useHostState } from '../../internal/element-context.ts';
import { useTranslate } from '../../i18n/translate.ts';
import type { ComboboxStatus } from '../../ui/combobox.tsx';
import { lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';
import { DEFAULT_SEARCH_URL, searchPageUrl, type SearchNavigateDetail, type SearchOption } from './search-model.ts';
import { TEXTS } from './texts.ts';

export interface SearchBoxProps {
  /** The search results page; default: the fallback form's action, else '/search'. */
  searchUrl?: string;
  /** The field's placeholder; default 'Search for products, item numbers and brands'. */
  placeholder?: string;
  /** The field's accessible name; default 'Search the shop'. */
  label?: string;
}

export type SearchBoxState = 'closed' | 'loading' | 'open' | 'empty';

const suggestPart = lazyPart(() => import('./search-suggest.part.tsx'), {
  chunk: 'search-suggest',
  base: import.meta.url,
});

/** The server-rendered fallback inside the tag (light DOM): its form and field. */
function fallbackOf(host: HTMLElement): { action: string | null; input: HTMLInputElement | null } {
  const input = host.querySelector<HTMLInputElement>('input[name="query"], input[type="search"]');
  return { action: host.querySelector('form')?.getAttribute('action') ?? null, input };
}

const focused = (node: Element | null) => !!node && (node.getRootNode() as Document).activeElement === node;

function stateOf(status: ComboboxStatus): SearchBoxState {
  if (status.open) return status.count === 0 ? 'empty' : 'open';
  return status.searching ? 'loading' : 'closed';
}

export function SearchBox({ searchUrl, placeholder, label }: SearchBoxProps): ReactNode {
  const _ = useTranslate();
  const emit = useButikEvent();
  const host = useHost();
  const ids = useId();
  const [fallback] = useState(() => fallbackOf(host));
  const [initial] = useState(() => fallback.input?.value ?? '');
  const [query, setQuery] = useState(initial);
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState<ComboboxStatus>({ searching: false, open: false, count: null });
  const plain = useRef<HTMLInputElement | null>(null);
  const part = useLazyPart(suggestPart, wanted, '<search-box> suggestions');
  useHostState(stateOf(status));

  // The visitor may have been typing in the fallback field: the focus (and caret) move on with the text.
  useLayoutEffect(() => {
    const field = plain.current;
    if (!field || !focused(fallback.input)) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    setWanted(true);
  }, [fallback]);

  const target = searchUrl?.trim() || fallback.action || DEFAULT_SEARCH_URL;

  const go = (detail: SearchNavigateDetail) => {
    if (emit<SearchNavigateDetail>('butik-search', detail, { cancelable: true })) window.location.assign(detail.url);
  };
  const searchFor = (text: string) => {
    const url = searchPageUrl(target, text, window.location.href);
    if (url) go({ kind: 'query', query: text.trim(), url });
  };
  const pick = (option: SearchOption) => {
    if (option.kind === 'query') searchFor(option.text);
    else go({ kind: 'product', query: query.trim(), url: option.product.url, productId: option.product.id });
  };

  const inputId = `${ids}-input`;
  const name = label?.trim() || _(TEXTS.label);
  const hint = placeholder?.trim() || _(TEXTS.placeholder);
  const want = () => {
    suggestPart.preload();
    setWanted(true);
  };
  return (
    <form
      className="sb"
      part="form"
      role="search"
      aria-label={name}
      action={target}
      noValidate
      onPointerEnter={suggestPart.preload}
      onSubmit={(event) => {
        event.preventDefault();
        searchFor(query);
      }}
    >
      <label className="butik-visually-hidden" htmlFor={inputId}>
        {name}
      </label>
      {part.status === 'ready' ? (
        <part.module.SearchSuggest
          value={query}
          onValueChange={setQuery}
          inputId={inputId}
          placeholder={hint}
          focus={focused(plain.current)}
          skipInitial={query === initial}
          onPick={pick}
          onStatus={setStatus}
        />
      ) : (
        // Until the suggestions have loaded (or if they cannot be): a plain field that searches on Enter.
        <input
          ref={plain}
          id={inputId}
          className="sb__input"
          part="input"
          type="text"
          name="query"
          value={query}
          placeholder={hint}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          inputMode="search"
          onChange={(event) => {
            setQuery(event.target.value);
            want();
          }}
          onFocus={want}
        />
      )}
      <button className="sb__submit" part="submit" type="submit">
        {_(TEXTS.submit)}
      </button>
    </form>
  );
}
