/**
 * /search?query=&orderby= (also &brand=, &category=, &page=) — server-rendered results through CATALOG's
 * database search, with brand and category facets; with `<product-list>`, the element with the same list
 * server-rendered inside (list-fallback.ts: query, orderby, brand and page).
 */
import type { Context } from 'hono';
import { searchCmsPages, type FacetCount } from '../search/search.ts';
import { cmsHref } from './cms-page.ts';
import type { AppEnv } from '../env.ts';
import { cleanParam, parsePage, pager, productGrid } from './components.ts';
import { productListWithFallback } from './list-fallback.ts';
import { hasElement } from './library.ts';
import { vatMode } from './vat.ts';
import { lowestBulkPrices, productsByIds } from './data.ts';
import { formatInt } from './format.ts';
import { breadcrumb, html, type Html } from './layout.ts';
import { renderPage } from './page.ts';
import { runSearch, SORT_OPTIONS } from './search-adapter.ts';

const PAGE_SIZE = 20;
const FACET_LIMIT = 12;
/** CMS pages shown beside the products (the magic search's "Pages" tab, server-rendered). */
const CMS_LIMIT = 5;

function param(c: Context<AppEnv>, name: string, max = 200): string {
  return cleanParam(c.req.query(name), max);
}

export async function searchPage(c: Context<AppEnv>): Promise<Response> {
  const db = c.get('db');
  const query = param(c, 'query');
  const orderbyParam = param(c, 'orderby', 40);
  const orderby = SORT_OPTIONS.some((o) => o.value === orderbyParam) ? orderbyParam : '';
  const brand = param(c, 'brand', 100);
  const category = param(c, 'category', 100);
  // With <product-list> the page renders the list as the element shows it (query, orderby, brand; `page` = how many
  // pages 'Load more' has loaded) as its fallback, which works on its own (list-fallback.ts); the element takes over
  // when the visitor reaches for it.
  const list = hasElement('product-list') && !!query;
  const page = parsePage(c.req.query('page'));
  const view = { incVat: vatMode(c) === 'inc' };
  const [listed, result] = await Promise.all([
    list ? productListWithFallback(db, {}, { url: c.req.url }) : null,
    list
      ? { ids: [], total: 0, brands: [], categories: [] }
      : runSearch(db, { query, orderby, brand, category, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
  ]);
  const [items, from, pages] = await Promise.all([
    productsByIds(db, result.ids),
    lowestBulkPrices(db, result.ids),
    // The list's `page` is its depth: the pages found show beside it at every depth.
    query.trim() && (list || page === 1)
      ? searchCmsPages(db, query, CMS_LIMIT)
      : Promise.resolve({ hits: [], total: 0 }),
  ]);
  const pageHits = pages.hits.length
    ? html`<section class="section cms-hits" aria-labelledby="cms-hits-heading">
        <h2 id="cms-hits-heading" class="section__title">Sider</h2>
        <ul class="cms-hits__list">
          ${pages.hits.map((hit) => html`<li><a href="${cmsHref(hit.id)}">${hit.title}</a></li>`)}
        </ul>
      </section>`
    : html``;

  const href = (changes: Record<string, string | number | undefined>): string => {
    const state: Record<string, string> = { query, orderby, brand, category, page: '' };
    for (const [k, v] of Object.entries(changes)) state[k] = v === undefined ? '' : String(v);
    const params = new URLSearchParams({ query: state.query ?? '' });
    for (const k of ['orderby', 'brand', 'category', 'page'] as const) {
      const v = state[k];
      if (v && !(k === 'page' && v === '1')) params.set(k, v);
    }
    return `/search?${params.toString()}`;
  };

  const facetList = (title: string, name: 'brand' | 'category', values: FacetCount[], current: string): Html =>
    values.length > 1 || current
      ? html`<section class="facet">
          <h2>${title}</h2>
          <ul>
            ${current ? html`<li><a href="${href({ [name]: '' })}">Alle</a></li>` : ''}
            ${values.slice(0, FACET_LIMIT).map(
              (
                v,
              ) => html`<li><a href="${href({ [name]: v.selected ? '' : v.value })}"${v.selected ? html` aria-current="true"` : ''}>
                <span>${v.label}</span><span class="facet__count">${formatInt(v.count)}</span></a></li>`,
            )}
          </ul>
        </section>`
      : html``;

  const facets = html`${facetList('Mærke', 'brand', result.brands, brand)}${facetList('Kategori', 'category', result.categories, category)}`;
  const hasFacets = result.brands.length > 1 || result.categories.length > 1 || !!brand || !!category;

  return renderPage(c, {
    title: query ? `Søgning: ${query}` : 'Søg',
    // Every page has its description (Lighthouse SEO: a results page without one scored 91).
    description: query
      ? `Søgeresultater for "${query}" hos Butik – kontorartikler, emballage og firmagaver til erhverv.`
      : 'Søg blandt Butiks kontorartikler, emballage og firmagaver til erhverv.',
    query,
    bodyClass: 'page-search',
    content: html`<div class="container">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Søgning' }])}
      <div class="search-head">
        <div>
          <h1 class="page-title">${query ? html`Søgning: “${query}”` : 'Søg i butikken'}</h1>
          ${items.length && !list ? html`<p class="search-count">${formatInt(result.total)} varer fundet</p>` : ''}
        </div>
        ${
          items.length && !list
            ? html`<form class="sort-form" action="/search" method="get">
              <input type="hidden" name="query" value="${query}">
              ${brand ? html`<input type="hidden" name="brand" value="${brand}">` : ''}
              ${category ? html`<input type="hidden" name="category" value="${category}">` : ''}
              <label for="orderby">Sortér efter</label>
              <select class="select" id="orderby" name="orderby">
                ${SORT_OPTIONS.map(
                  (o) =>
                    html`<option value="${o.value}"${o.value === orderby ? html` selected` : ''}>${o.label}</option>`,
                )}
              </select>
              <button class="button button--small" type="submit">Sortér</button>
            </form>`
            : ''
        }
      </div>
      ${
        listed
          ? listed
          : items.length
            ? html`<div class="search-layout${hasFacets ? ' search-layout--facets' : ''}">
            ${hasFacets ? html`<aside class="facets" aria-label="Filtre">${facets}</aside>` : ''}
            <div>
              ${productGrid(items, from, view)}
              ${pager({ page, pageSize: PAGE_SIZE, total: result.total, href: (n) => href({ page: n }) })}
            </div>
          </div>`
            : query
              ? html`<p class="empty">Your search for "${query}" returned no items</p>`
              : html`<p class="empty">Skriv et søgeord, et varenummer eller et mærke i søgefeltet.</p>`
      }
      ${pageHits}
    </div>`,
  });
}
