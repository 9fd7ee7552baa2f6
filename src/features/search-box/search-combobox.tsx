/**
 * The suggestions of `<search-box>` (part of the on-demand field, search-field.part.tsx): the kit's Combobox
 * (src/ui/combobox.tsx, WAI-ARIA APG).
 *
 * - 250 ms after the last keystroke one `search` and one `suggestions` request go out together; a newer keystroke
 *   aborts both and an older answer is dropped (the kit). A failed call counts as an empty list (spec §8).
 * - Options: suggested searches (the non-product suggestions' titles) then products (image, name, item number,
 *   price with the page's VAT setting). A polite live region says how many.
 */
import { useCallback, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { createProductApi } from '../../api/product.ts';
import { unwrapOr } from '../../api/result.ts';
import { formatPrice } from '../../format/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { Combobox, type ComboboxStatus } from '../../ui/combobox.tsx';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { COMBOBOX_DEBOUNCE_MS } from '../../ui/use-combobox-search.ts';
import type { SearchOption } from './search-model.ts';
import { DESKTOP_LIMIT, DESKTOP_MEDIA, PHONE_LIMIT, searchOptions } from './search-options.ts';
import { SUGGEST_TEXTS as TEXTS } from './suggest-texts.ts';

/** Spec §9 "search 250 ms". */
export const SEARCH_DEBOUNCE_MS = COMBOBOX_DEBOUNCE_MS;

export interface SearchSuggestProps {
  value: string;
  onValueChange(value: string): void;
  inputId: string;
  placeholder: string;
  inputRef: Ref<HTMLInputElement>;
  /** Do not search the text the field starts with (the page rendered it). */
  skipInitial: boolean;
  onPick(option: SearchOption): void;
  onStatus(status: ComboboxStatus): void;
}

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

export function SearchSuggest({
  value,
  onValueChange,
  inputId,
  placeholder,
  inputRef,
  skipInitial,
  onPick,
  onStatus,
}: SearchSuggestProps): ReactNode {
  const _ = useTranslate();
  const config = usePageConfig();
  const client = useApiClient();
  // Spec §9: 10 from 960px, 5 on phones (followed live).
  const limit = useMedia(DESKTOP_MEDIA) ? DESKTOP_LIMIT : PHONE_LIMIT;

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

  const priceOf = (option: Extract<SearchOption, { kind: 'product' }>) =>
    config.showPrices && option.product.showprices
      ? formatPrice(option.product.price, { culture: config.culture, incVat: config.pricesIncVat })
      : '';

  return (
    <Combobox<SearchOption>
      className="sb__combo"
      value={value}
      onValueChange={onValueChange}
      search={search}
      debounceMs={SEARCH_DEBOUNCE_MS}
      skipInitial={skipInitial}
      onPick={onPick}
      pickedText={(option) => (option.kind === 'query' ? option.text : value)}
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
      onStatus={onStatus}
      escapeClears
      openOnFocus
      busyIndicator
      inputRef={inputRef}
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
        placeholder,
      }}
    />
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
