/**
 * The `<search-box>` field (an on-demand part: loaded when a pointer reaches the fallback form, or the visitor
 * focuses or types in it; at once when the tag has no fallback): the search landmark with its label, the kit's
 * combobox (search-combobox.tsx) and the 'Search' button, in place of the server-rendered form. It takes over the
 * fallback field's text and, if the visitor is in it, the focus and caret; text the visitor typed is searched,
 * the text the page rendered is not.
 *
 * Navigation: Enter on a product opens its page; on a suggested search, or Enter / 'Search' on typed text, the
 * search page (`search-url`, else the fallback form's action, else '/search') with `query` and the current page's
 * `orderby`. A blank query never navigates. A cancelable `butik-search` comes first.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useButikEvent } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { lazyPart, useLazyPart } from '../../ui/lazy-part.tsx';
import { useTranslate } from '../../i18n/translate.ts';
import { adoptKitStyles } from '../../ui/adopt-styles.ts';
import comboboxCss from '../../ui/combobox.css?inline';
import type { ComboboxStatus } from '../../ui/combobox.tsx';
import spinnerCss from '../../ui/spinner.css?inline';
import { SearchSuggest } from './search-combobox.tsx';
import { DEFAULT_SEARCH_URL, searchPageUrl, type SearchNavigateDetail, type SearchOption } from './search-model.ts';
import fieldCss from './search-field.css?inline';
import { SUGGEST_TEXTS as TEXTS } from './suggest-texts.ts';

export interface SearchFieldProps {
  searchUrl?: string;
  placeholder?: string;
  label?: string;
  /** The server-rendered fallback inside the tag: its form's action and its field (null without one). */
  fallback: { action: string | null; input: HTMLInputElement | null };
  /** The visitor is in the fallback field: take the focus. */
  focus: boolean;
  onStatus(status: ComboboxStatus): void;
}

const magicPart = lazyPart(() => import('./magic-search.part.tsx'), { chunk: 'magic-search', base: import.meta.url });

export function SearchField({ searchUrl, placeholder, label, fallback, focus, onStatus }: SearchFieldProps): ReactNode {
  const _ = useTranslate();
  const emit = useButikEvent();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState(() => fallback.input?.value ?? '');
  // The page rendered this text (its search page): not searched. Text the visitor typed is.
  const [rendered] = useState(() => fallback.input?.defaultValue ?? '');
  // Feature flag `magicsearch`: the field opens the overlay (an on-demand part) instead of the suggestion list.
  const magic = usePageConfig().hasFeature('magicsearch');
  const [overlay, setOverlay] = useState(false);
  const magicState = useLazyPart(magicPart, overlay, '<search-box> magic search');
  const openOverlay = () => setOverlay(true);
  const magicStatus = useCallback(
    (state: 'open' | 'loading' | 'empty') =>
      onStatus({ searching: state === 'loading', open: state !== 'loading', count: state === 'empty' ? 0 : 1 }),
    [onStatus],
  );

  useLayoutEffect(() => {
    // Later sheets win ties: [spinner, combobox, the field's, the host's].
    if (form.current) for (const css of [fieldCss, comboboxCss, spinnerCss]) adoptKitStyles(form.current, css);
    const field = input.current;
    if (focus && field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    // Only when the field first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  return (
    <>
      <form
        ref={form}
        className="sb"
        part="form"
        role="search"
        aria-label={name}
        action={target}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          searchFor(query);
        }}
      >
        <label className="butik-visually-hidden" htmlFor={inputId}>
          {name}
        </label>
        {magic ? (
          <input
            ref={input}
            id={inputId}
            className="sb__input"
            part="input"
            type="text"
            name="query"
            value={query}
            placeholder={placeholder?.trim() || _(TEXTS.placeholder)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            inputMode="search"
            aria-haspopup="dialog"
            onClick={openOverlay}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                openOverlay();
              }
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              openOverlay();
            }}
          />
        ) : (
          <SearchSuggest
            value={query}
            onValueChange={setQuery}
            inputId={inputId}
            inputRef={input}
            placeholder={placeholder?.trim() || _(TEXTS.placeholder)}
            skipInitial={query === rendered}
            onPick={pick}
            onStatus={onStatus}
          />
        )}
        <button className="sb__submit" part="submit" type="submit">
          {_(TEXTS.submit)}
        </button>
      </form>
      {overlay && magicState.status === 'ready' ? (
        <magicState.module.MagicSearch
          open
          query={query}
          onQueryChange={setQuery}
          onSubmit={searchFor}
          onClose={() => {
            setOverlay(false);
            onStatus({ searching: false, open: false, count: null });
          }}
          onStatus={magicStatus}
        />
      ) : null}
    </>
  );
}
