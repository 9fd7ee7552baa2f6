/**
 * The views of `<product-list>`: toolbar (count, brand filter, sort), the grid of shared product cards, the kit's
 * load-more control, and the loading, empty and failed states. Texts through Lingui; product texts as text only.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { FacetValue } from '../../api/schemas/search.ts';
import type { ProductListState } from '../../../machines/product-list.state.ts';
import { LoadMore } from '../../ui/load-more.tsx';
import { ProductCard } from '../product-card/index.ts';
import { sortsFor, type SortValue } from './list-request.ts';

export type ListStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface ListViewProps {
  status: ListStatus;
  state: ProductListState;
  onSort(orderby: string): void;
  onBrand(brand: string): void;
  onMore(): void;
  onRetry(): void;
  /** A card's link is being followed (the container saves the scroll position). */
  onFollow(): void;
}

/** How many placeholder cards show while the first page loads without a server-rendered fallback. */
const PLACEHOLDERS = 8;

export function ListView({ status, state, onSort, onBrand, onMore, onRetry, onFollow }: ListViewProps): ReactNode {
  const { t } = useLingui();
  const { request, products, total, brands, error } = state;
  const loading = state.status === 'loading' || state.status === 'idle';
  const reloading = loading && products.length > 0;
  const first = loading && products.length === 0;

  if (status === 'failed') {
    return (
      <div className="pl" part="list">
        <Failure
          className="pl-alert"
          text={t({
            message: 'The products could not be loaded.',
            comment: 'product list: the facet search failed (spec §8); a retry button follows',
          })}
          onRetry={onRetry}
        />
      </div>
    );
  }

  if (status === 'empty' && request && !request.brand) {
    return (
      <div className="pl" part="list">
        <p className="pl-empty" part="empty" role="status">
          {request.query ? (
            <Trans comment="product list: no results (spec §8 verbatim); {0} is the search keyword">
              Your search for "{request.query}" returned no items
            </Trans>
          ) : request.category ? (
            <Trans comment="product list: a category page without products">
              There are no products in this category.
            </Trans>
          ) : (
            <Trans comment="product list: a search page without a keyword">
              Type a search word, an item number or a brand to find products.
            </Trans>
          )}
        </p>
      </div>
    );
  }

  return (
    <div className="pl" part="list">
      <Toolbar
        total={total}
        brands={brands}
        brand={request?.brand ?? ''}
        orderby={request?.orderby ?? ''}
        category={request?.category ?? ''}
        busy={reloading}
        pending={first}
        onSort={onSort}
        onBrand={onBrand}
      />
      {first ? (
        <div className="pl-fallback" aria-busy="true">
          <slot>
            <ul className="pl-grid" aria-hidden="true">
              {Array.from({ length: PLACEHOLDERS }, (_, i) => (
                <li key={i} className="pl-ghost" />
              ))}
            </ul>
          </slot>
        </div>
      ) : status === 'empty' ? (
        <p className="pl-empty" part="empty" role="status">
          <Trans comment="product list: the chosen brand has no products here">
            No products match the chosen brand.
          </Trans>
        </p>
      ) : (
        <ul
          className="pl-grid"
          part="grid"
          aria-busy={reloading || undefined}
          data-reloading={reloading || undefined}
          onClickCapture={(event) => {
            const target = event.target as Element | null;
            if (target?.closest('a[part~="name"], a[part~="choose"]')) onFollow();
          }}
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
      {!first && status === 'ready' ? (
        <div className="pl-more" part="load-more">
          {error === 'more' ? (
            <Failure
              className="pl-alert"
              text={t({
                message: 'More products could not be loaded.',
                comment: 'product list: loading the next page failed; a retry button follows',
              })}
              onRetry={onMore}
            />
          ) : null}
          <LoadMore
            name="more"
            shown={products.length}
            total={total}
            onLoadMore={onMore}
            loading={state.status === 'loadingMore'}
          />
        </div>
      ) : null}
    </div>
  );
}

interface ToolbarProps {
  total: number;
  brands: FacetValue[];
  brand: string;
  orderby: string;
  category: string;
  busy: boolean;
  /** The first answer is awaited: the same toolbar (same height, no shift) with the count to come, selects disabled. */
  pending: boolean;
  onSort(orderby: string): void;
  onBrand(brand: string): void;
}

function Toolbar({ total, brands, brand, orderby, category, busy, pending, onSort, onBrand }: ToolbarProps): ReactNode {
  const { t, i18n } = useLingui();
  const sortId = useId();
  const brandId = useId();
  const labels: Record<SortValue, string> = {
    '': t({ message: 'Relevance', comment: 'product list: sort option' }),
    popularity: t({ message: 'Most popular', comment: 'product list: sort option' }),
    name: t({ message: 'Name (A–Z)', comment: 'product list: sort option' }),
    price_asc: t({ message: 'Price, lowest first', comment: 'product list: sort option' }),
    price_desc: t({ message: 'Price, highest first', comment: 'product list: sort option' }),
    newest: t({ message: 'Newest', comment: 'product list: sort option' }),
  };
  const sorted = [...brands].sort((a, b) =>
    (a.label ?? a.value).localeCompare(b.label ?? b.value, i18n.locale || undefined),
  );
  const known = sorted.some((b) => b.value === brand);
  const showBrands = pending || sorted.length > 1 || !!brand;
  return (
    <div className="pl-bar" part="toolbar">
      <p className="pl-count" part="count" aria-live="polite">
        {pending ? (
          <span className="pl-skeleton" />
        ) : busy ? (
          <Trans comment="product list: the list is reloading after a sort or filter change">Updating…</Trans>
        ) : (
          <Plural value={total} one="# product" other="# products" />
        )}
      </p>
      <div className="pl-controls">
        {showBrands ? (
          <div className="pl-field">
            <label htmlFor={brandId}>
              <Trans comment="product list: label of the brand filter">Brand</Trans>
            </label>
            <select
              id={brandId}
              name="brand"
              className="pl-select"
              part="brand"
              disabled={pending}
              value={brand}
              onChange={(event) => onBrand(event.currentTarget.value)}
            >
              <option value="">
                {t({ message: 'All brands', comment: 'product list: the brand filter option without a brand' })}
              </option>
              {brand && !known ? <option value={brand}>{brand}</option> : null}
              {sorted.map((b) => (
                <option key={b.value} value={b.value}>
                  {`${b.label ?? b.value} (${i18n.number(b.count)})`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="pl-field">
          <label htmlFor={sortId}>
            <Trans comment="product list: label of the sort select">Sort by</Trans>
          </label>
          <select
            id={sortId}
            name="orderby"
            className="pl-select"
            part="sort"
            disabled={pending}
            value={orderby}
            onChange={(event) => onSort(event.currentTarget.value)}
          >
            {sortsFor(category).map((value) => (
              <option key={value} value={value}>
                {labels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

/**
 * A failure with 'Try again' (the kit's alert and button sheets). Decision: not the kit's RetryAlert, whose text
 * module sits in the form kit's chunk (src/loader/chunks.ts): it would bring the forms and rules chunks (~10 KB
 * gzip) to every category and search page.
 */
function Failure({ text, onRetry, className }: { text: string; onRetry(): void; className: string }): ReactNode {
  return (
    <div className={`butik-alert ${className}`} role="alert" part="error">
      <span>{text}</span>
      <button type="button" className="butik-button" part="retry" onClick={onRetry}>
        <Trans comment="retry after a failure: a failed send, a list or a part that did not load">Try again</Trans>
      </button>
    </div>
  );
}
