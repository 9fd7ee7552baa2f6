/**
 * 'Ret sortiment' (spec §2 assortment sub-section; issue 12): search the catalogue (`POST facetsearch`, the server
 * search with paging and a category facet, 20 hits a page) and add or remove products; the chosen products are
 * listed beside it with their count. The draft is the assortment machine's; 'Afslut' in the shortcuts saves it.
 */
import { useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { createProductApi } from '../../api/product.ts';
import type { FacetSearchResult } from '../../api/schemas/search.ts';
import { useQuery, useQueryStore } from '../../data/use-query.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useApiClient } from '../../internal/api.ts';
import type { GiftShopAssortmentActorRef } from '../../../machines/gift-shop-assortment.machine.ts';
import { ASSORTMENT_TEXTS as A } from './assortment-texts.ts';
import type { ProductInfo } from '../../api/schemas/product.ts';

const PAGE_SIZE = 20;

interface Search {
  query: string;
  category: string;
  brand: string;
}

type FacetName = 'category' | 'brand';

export function AssortmentSearch({ actor }: { actor: GiftShopAssortmentActorRef }): ReactNode {
  const _ = useTranslate();
  const context = useSelector(actor, (s) => s.context);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<Search>({ query: '', category: '', brand: '' });
  const [pages, setPages] = useState(1);
  const ids = useId();
  const first = useSearchPage(search, 0);
  const queries = useQueryStore();
  const chosen = new Set(context.products);
  const required = context.shop.requireddefaultproducts;
  const facet = (name: FacetName) => first.data?.facets.find((f) => f.name === name)?.values ?? [];
  const run = (next: Search) => {
    setSearch(next);
    setPages(1);
  };
  return (
    <div className="m-ass-edit">
      <section className="m-section m-ass" part="assortment-search" aria-labelledby={`${ids}-search`}>
        <h3 className="m-section__title" id={`${ids}-search`}>
          {_(A.searchLabel)}
        </h3>
        <form
          className="m-ass__search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const next = { ...search, query: typed.trim() };
            // The same search after a failure: asked again (its key is unchanged, so it would not reload).
            if (first.status === 'failed' && next.query === search.query) queries.refresh(searchKey(search, 0));
            run(next);
          }}
        >
          <label className="m-sr" htmlFor={`${ids}-q`}>
            {_(A.searchLabel)}
          </label>
          <input
            id={`${ids}-q`}
            className="butik-input"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="butik-button butik-button--primary">
            {_(A.search)}
          </button>
          {(['category', 'brand'] as const).map((name) =>
            // A facet narrows the search (the server's category and brand facets, spec §3 preselections); it shows
            // while the search has values for it or one is chosen.
            facet(name).length > 0 || search[name] ? (
              <span key={name} className="m-ass__facet">
                <label className="m-sr" htmlFor={`${ids}-${name}`}>
                  {_(name === 'category' ? A.category : A.brand)}
                </label>
                <select
                  id={`${ids}-${name}`}
                  className={`butik-input m-ass__${name}`}
                  value={search[name]}
                  onChange={(event) => run({ ...search, [name]: event.target.value })}
                >
                  <option value="">{_(name === 'category' ? A.allCategories : A.allBrands)}</option>
                  {facet(name).map((c) => (
                    <option key={c.value} value={c.value}>
                      {`${c.label ?? c.value} (${c.count})`}
                    </option>
                  ))}
                </select>
              </span>
            ) : null,
          )}
        </form>
        <p className="m-muted" role="status">
          {first.status === 'ready' && first.data
            ? first.data.total === 0
              ? _(A.noHits)
              : _(A.searchHits, { 0: first.data.total })
            : first.status === 'failed'
              ? _(A.searchFailed)
              : ''}
        </p>
        <ul className="m-ass__grid" part="search-hits">
          {Array.from({ length: pages }, (_unused, page) => (
            <HitPage key={page} search={search} page={page} chosen={chosen} actor={actor} />
          ))}
        </ul>
        {first.data && pages * PAGE_SIZE < first.data.total ? (
          <button type="button" className="butik-button m-ass__more" onClick={() => setPages(pages + 1)}>
            {_(A.showMoreHits)}
          </button>
        ) : null}
      </section>
      <section className="m-section m-ass" part="assortment-chosen" aria-labelledby={`${ids}-chosen`}>
        <h3 className="m-section__title" id={`${ids}-chosen`}>
          {_(A.chosen)}
        </h3>
        <p className="m-ass__count" role="status" part="assortment-count">
          {_(A.productCount, { 0: context.products.length })}
        </p>
        {context.products.length < required ? <p className="m-muted">{_(A.tooFew, { 0: required })}</p> : null}
        <p className="m-muted">{_(A.unsaved)}</p>
        <ul className="m-ass__list">
          {context.products.map((id) => {
            const name = context.info[id]?.name ?? id;
            return (
              <li key={id} className="m-ass__row">
                <ProductFace product={context.info[id]} name={name} />
                <button
                  type="button"
                  className="butik-button butik-button--small butik-button--quiet"
                  onClick={() => actor.send({ type: 'REMOVE', id })}
                >
                  <span aria-hidden="true">×</span>
                  <span className="m-sr">{_(A.remove, { 0: name })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

const searchKey = (search: Search, page: number) =>
  ['management/assortment-search', search.query, search.category, search.brand, page] as const;

function useSearchPage(search: Search, page: number) {
  const client = useApiClient();
  const preselections = (['category', 'brand'] as const)
    .filter((name) => search[name])
    .map((name) => ({ path: name, values: [search[name]] }));
  return useQuery<FacetSearchResult>(searchKey(search, page), (signal) =>
    createProductApi(client).facetSearch(
      {
        query: search.query,
        count: PAGE_SIZE,
        offset: page * PAGE_SIZE,
        fields: ['category', 'brand'],
        ...(preselections.length ? { preselections } : {}),
      },
      { signal },
    ),
  );
}

function HitPage(props: {
  search: Search;
  page: number;
  chosen: Set<string>;
  actor: GiftShopAssortmentActorRef;
}): ReactNode {
  const { search, page, chosen, actor } = props;
  const _ = useTranslate();
  const result = useSearchPage(search, page);
  return (
    <>
      {(result.data?.products ?? []).map((product) => {
        const id = String(product.id);
        const added = chosen.has(id);
        return (
          <li key={id} className={added ? 'm-ass__card m-ass__card--marked' : 'm-ass__card'}>
            <ProductFace product={product} name={product.name} />
            {added ? (
              <button
                type="button"
                className="butik-button butik-button--small butik-button--quiet"
                onClick={() => actor.send({ type: 'REMOVE', id })}
              >
                <span aria-hidden="true">{_(A.added)} ×</span>
                <span className="m-sr">{_(A.remove, { 0: product.name })}</span>
              </button>
            ) : (
              <button
                type="button"
                className="butik-button butik-button--small"
                onClick={() =>
                  actor.send({ type: 'ADD', product: { id, name: product.name, image: product.image ?? '' } })
                }
              >
                <span aria-hidden="true">+</span>
                <span className="m-sr">{_(A.add, { 0: product.name })}</span>
              </button>
            )}
          </li>
        );
      })}
    </>
  );
}

export function ProductFace({ product, name }: { product?: ProductInfo; name: string }): ReactNode {
  return (
    <>
      {product?.image ? (
        <img className="m-ass__img" src={product.image} alt="" loading="lazy" width={160} height={120} />
      ) : (
        <span className="m-ass__img" aria-hidden="true" />
      )}
      <span className="m-ass__name">{name}</span>
    </>
  );
}
