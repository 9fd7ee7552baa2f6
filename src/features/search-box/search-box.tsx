/**
 * `<search-box>` view (spec §2 header search, §7 `GET search?query&limit` and `GET suggestions?query`, §8 an empty
 * list on failure, §9 search limit 10 / 5 on phones, debounce 250 ms, desktop from 960px).
 *
 * - The kit's combobox (src/ui/combobox.tsx, WAI-ARIA APG): 250 ms after the last keystroke one `search` and one
 *   `suggestions` request go out together; a newer keystroke aborts both and an older answer is dropped. A failed
 *   call counts as an empty list, so the list shows what the other call found, or 'no items'.
 * - Options: suggested searches (the non-product suggestions' titles) then products (image, name, item number,
 *   price with the page's VAT setting). Limit 10, 5 below 960px. A polite live region says how many.
 * - Enter (or a click) on a product opens its page; on a suggested search, or Enter / 'Search' on typed text, the
 *   search page (`search-url`, else the fallback form's action, else '/search') with `query` and the current
 *   page's `orderby`. A blank query never navigates. A cancelable `butik-search` comes first.
 * - The server-rendered fallback form inside the tag (light DOM) shows until the element renders; its text and
 *   focus carry over into the element's field.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createProductApi } from '../../api/product.ts';
import { unwrapOr } from '../../api/result.ts';
import { formatPrice } from '../../format/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent, useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Combobox, type ComboboxStatus } from '../../ui/combobox.tsx';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { COMBOBOX_DEBOUNCE_MS } from '../../ui/use-combobox-search.ts';
import {
  DEFAULT_SEARCH_URL,
  DESKTOP_LIMIT,
  DESKTOP_MEDIA,
  PHONE_LIMIT,
  searchOptions,
  searchPageUrl,
  type SearchNavigateDetail,
  type SearchOption,
} from './search-model.ts';
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

/** Spec §9 "search 250 ms". */
export const SEARCH_DEBOUNCE_MS = COMBOBOX_DEBOUNCE_MS;

/** Whether `query` matches now, following changes (false where matchMedia is missing). */
function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}

/** The server-rendered fallback inside the tag (light DOM): its form and field. */
function fallbackOf(host: HTMLElement): { form: HTMLFormElement | null; input: HTMLInputElement | null } {
  const form = host.querySelector('form');
  const input = host.querySelector<HTMLInputElement>('input[name="query"], input[type="search"]');
  return { form, input };
}

function stateOf(status: ComboboxStatus): SearchBoxState {
  if (status.open) return status.count === 0 ? 'empty' : 'open';
  return status.searching ? 'loading' : 'closed';
}

export function SearchBox({ searchUrl, placeholder, label }: SearchBoxProps): ReactNode {
  const _ = useTranslate();
  const config = usePageConfig();
  const client = useApiClient();
  const emit = useButikEvent();
  const host = useHost();
  const ids = useId();
  const wide = useMedia(DESKTOP_MEDIA);
  const limit = wide ? DESKTOP_LIMIT : PHONE_LIMIT;
  const [fallback] = useState(() => fallbackOf(host));
  const [query, setQuery] = useState(() => fallback.input?.value ?? '');
  const [status, setStatus] = useState<ComboboxStatus>({ searching: false, open: false, count: null });
  const input = useRef<HTMLInputElement | null>(null);
  useHostState(stateOf(status));

  // The visitor may have been typing in the fallback field: the focus (and caret) moves on with the text.
  useLayoutEffect(() => {
    const old = fallback.input;
    const field = input.current;
    if (!old || !field || (old.getRootNode() as Document | ShadowRoot).activeElement !== old) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [fallback]);

  const target = searchUrl?.trim() || fallback.form?.getAttribute('action') || DEFAULT_SEARCH_URL;

  const search = useCallback(
    async (text: string, signal: AbortSignal) => {
      const api = createProductApi(client);
      // Spec §8: a failed search or suggestions call is an empty list.
      const [products, suggestions] = await Promise.all([
        api.search(text, limit, { signal }),
        api.suggestions(text, limit, { signal }),
      ]);
      return searchOptions(text, unwrapOr(products, []), unwrapOr(suggestions, []), limit);
    },
    [client, limit],
  );

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

  const priceOf = (option: Extract<SearchOption, { kind: 'product' }>) =>
    config.showPrices && option.product.showprices
      ? formatPrice(option.product.price, { culture: config.culture, incVat: config.pricesIncVat })
      : '';

  const inputId = `${ids}-input`;
  const name = label?.trim() || _(TEXTS.label);
  return (
    <form
      className={`sb ${wide ? 'sb--wide' : 'sb--phone'}`}
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
      <Combobox<SearchOption>
        className="sb__combo"
        value={query}
        onValueChange={setQuery}
        search={search}
        debounceMs={SEARCH_DEBOUNCE_MS}
        skipInitial
        onPick={pick}
        pickedText={(option) => (option.kind === 'query' ? option.text : query)}
        optionKey={(option) => (option.kind === 'query' ? `q:${option.text}` : `p:${option.product.id}`)}
        optionGroup={(option) => _(option.kind === 'query' ? TEXTS.queries : TEXTS.products)}
        renderOption={(option) =>
          option.kind === 'query' ? (
            <span className="sb-q">
              <SearchIcon size={16} />
              <span className="sb-q__text">{option.text}</span>
            </span>
          ) : (
            <ProductRow option={option} price={priceOf(option)} itemNo={_(TEXTS.itemNo, { 0: option.product.sku })} />
          )
        }
        listLabel={_(TEXTS.results)}
        countText={(count, text, results) => {
          if (count === 0) return _(TEXTS.noResults, { 0: text });
          const queries = results.filter((o) => o.kind === 'query').length;
          const products = count - queries;
          return queries ? _(TEXTS.countWithQueries, { 0: products, 1: queries }) : _(TEXTS.count, { 0: products });
        }}
        footer={(found, text) =>
          found.length === 0 ? (
            <p className="butik-combobox__hint sb__empty" part="empty">
              {_(TEXTS.noResults, { 0: text })}
            </p>
          ) : null
        }
        onStatus={setStatus}
        escapeClears
        openOnFocus
        busyIndicator
        inputRef={input}
        inputProps={{
          id: inputId,
          name: 'query',
          className: 'sb__input',
          part: 'input',
          autoComplete: 'off',
          autoCorrect: 'off',
          autoCapitalize: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
          inputMode: 'search',
          placeholder: placeholder?.trim() || _(TEXTS.placeholder),
        }}
      />
      <button className="sb__submit" part="submit" type="submit">
        {_(TEXTS.submit)}
      </button>
    </form>
  );
}

function SearchIcon({ size }: { size: number }): ReactNode {
  return (
    <StrokeIcon size={size} strokeWidth={2.2} className="sb__icon">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </StrokeIcon>
  );
}

function ProductRow({
  option,
  price,
  itemNo,
}: {
  option: Extract<SearchOption, { kind: 'product' }>;
  price: string;
  itemNo: string;
}): ReactNode {
  const { product } = option;
  const image = product.image || product.images[0]?.url || '';
  return (
    <span className="sb-p">
      {image ? (
        <img className="sb-p__img" part="image" src={image} alt="" width={56} height={42} decoding="async" />
      ) : (
        <span className="sb-p__img" part="image" aria-hidden="true" />
      )}
      <span className="sb-p__text">
        <span className="sb-p__name" part="name">
          {product.name}
        </span>{' '}
        <span className="sb-p__sku" part="item-number">
          {itemNo}
        </span>
      </span>{' '}
      {price ? (
        <span className="sb-p__price" part="price">
          {price}
        </span>
      ) : null}
    </span>
  );
}
