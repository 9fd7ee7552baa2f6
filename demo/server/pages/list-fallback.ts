/**
 * `<product-list>` with its fallback (docs/elements/product-list.md, "The page's list"): the list as the element
 * shows it, in plain HTML that works without scripts, which the element shows until the visitor reaches for its
 * toolbar or 'Load more' and then takes over.
 *
 * - The same list: the URL's `query`, `orderby`, `brand` and `page` read by the element's own reader
 *   (src/features/product-list/list-request.ts `readUrl`), and the same `facetsearch` question (`listQuery`, in
 *   slices of 100, answered by search/facet-search.ts like the API route), so the fallback holds what the element
 *   will show: pages 1..`page` of 20.
 * - The toolbar is a GET form (`data-list-toolbar`): the count, the brand select with the facet's counts and the
 *   sort select, named like the URL parameters; its 'Vis' button only without scripts (`<noscript>`): with them,
 *   reaching for a select loads the element, which takes a choice over. `autocomplete="off"`: a browser restoring
 *   a select's value on back would look like a visitor's choice.
 * - The cards are the element's card (src/features/product-card/product-card.tsx) in HTML, from the same product
 *   JSON the API answers, with the page's `<product-price>` and `<add-to-cart>` in them as in the element's.
 * - 'Displaying X of Y' with its progress bar and 'Load more' as a link to `?…&page=N+1#vare-{first new}`
 *   (`data-list-more`), landing on the first new card.
 * - Texts: the element's Danish texts (test/api/list-fallback.test.ts compares them with its Danish catalog).
 */
import type { Product } from '../../../src/api/schemas/product.ts';
import type { Db } from '../db/client.ts';
import { facetSearchHits } from '../search/facet-search.ts';
import type { FacetCount } from '../search/search.ts';
import { PRODUCT_LIST_PAGE_SIZE } from '../../../machines/product-list.state.ts';
import {
  LIST_SLICE,
  listQuery,
  readUrl,
  sortsFor,
  writeUrl,
  type SortValue,
} from '../../../src/features/product-list/list-request.ts';
import { progressFill, renderTag } from './components.ts';
import { formatInt } from './format.ts';
import { html, type Html } from './layout.ts';

/** The element's Danish texts (its catalog, locales/da/messages.po). */
export const LIST_TEXTS = {
  sorts: {
    '': 'Relevans',
    popularity: 'Mest populære',
    name: 'Navn (A–Å)',
    price_asc: 'Pris, laveste først',
    price_desc: 'Pris, højeste først',
    newest: 'Nyeste',
  } satisfies Record<SortValue, string>,
  brand: 'Mærke',
  sort: 'Sortér efter',
  allBrands: 'Alle mærker',
  count: { one: '# vare', other: '# varer' },
  displaying: 'Viser {displayed} af {all}',
  more: 'Indlæs flere',
  noBrand: 'Ingen varer passer til det valgte mærke.',
  noSearch: 'Din søgning på "{0}" gav ingen resultater',
  noCategory: 'Der er ingen varer i denne kategori.',
  /** The form's button, shown only without scripts (the element has none). */
  apply: 'Vis',
  /** The card's (product-card.tsx). */
  offer: 'Tilbud',
  sku: 'Varenr. {0}',
  chooseVariant: 'Vælg variant',
};

const plural = new Intl.PluralRules('da');
const danish = new Intl.Collator('da');

/** The fallback card's id: `vare-{n}`, n counted from 1 (the 'Load more' link's fragment). */
const cardId = (n: number): string => `vare-${n}`;

export interface ListFallbackOptions {
  /** The page's URL (path and query). */
  url: string;
  /** Category page: the category's id. */
  category?: string;
}

/** `<product-list>` (attributes `attrs`) holding the list of `url` as its fallback. */
export async function productListWithFallback(
  db: Db,
  attrs: Record<string, string>,
  { url, category = '' }: ListFallbackOptions,
): Promise<Html> {
  const { request, pages } = readUrl(url, { category, query: '' });
  const count = pages * PRODUCT_LIST_PAGE_SIZE;
  const ids: string[] = [];
  const items: Product[] = [];
  let total = 0;
  let brands: FacetCount[] = [];
  // The element's slices (fetch-page.ts): at most 100 a call, until a short one.
  for (let at = 0; at < count && (request.query || request.category); at += LIST_SLICE) {
    const size = Math.min(LIST_SLICE, count - at);
    const hits = await facetSearchHits(db, listQuery(request, at, size));
    ids.push(...hits.ids);
    items.push(...hits.products);
    total = hits.total;
    brands = hits.facets.find((f) => f.name === 'brand')?.values ?? [];
    if (hits.ids.length < size) break;
  }
  const here = new URL(url, 'http://x/');

  let inner: Html;
  if (!items.length && !request.brand) {
    // No toolbar (as the element): nothing to reach for, so the element loads at once and says the same.
    const text = request.query ? LIST_TEXTS.noSearch.replace('{0}', request.query) : LIST_TEXTS.noCategory;
    inner = html`<p class="list-fallback__empty" role="status">${text}</p>`;
  } else {
    const toolbar = listToolbar(here, request.category, request.orderby, request.brand, brands, total);
    const more = (n: number) => {
      const next = new URL(writeUrl(here.href, request, n));
      next.hash = cardId(items.length + 1);
      return `${next.pathname}${next.search}${next.hash}`;
    };
    inner = items.length
      ? html`${toolbar}
          <ul class="list-fallback__grid">
            ${items.map((p, i) => listCard(p, cardId(i + 1), i))}
          </ul>
          ${listMore(items.length, total, more(pages + 1))}`
      : html`${toolbar}<p class="list-fallback__empty" role="status">${LIST_TEXTS.noBrand}</p>`;
  }
  return renderTag('product-list', attrs, html`<div class="list-fallback">${inner}</div>`);
}

function listToolbar(
  here: URL,
  category: string,
  orderby: string,
  brand: string,
  brands: FacetCount[],
  total: number,
): Html {
  const sorted = [...brands].sort((a, b) => danish.compare(a.label || a.value, b.label || b.value));
  const known = sorted.some((b) => b.value === brand);
  const selected = (on: boolean) => (on ? html` selected` : '');
  // The page's other parameters (a search page's query) go with the form, as the element keeps them.
  const kept = [...here.searchParams].filter(([name]) => !['orderby', 'brand', 'page'].includes(name));
  const countText = LIST_TEXTS.count[plural.select(total) === 'one' ? 'one' : 'other'].replace('#', formatInt(total));
  return html`<form class="list-fallback__bar" data-list-toolbar action="${here.pathname}" method="get" autocomplete="off">
    ${kept.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
    <p class="list-fallback__count">${countText}</p>
    <div class="list-fallback__controls">
      ${
        sorted.length > 1 || brand
          ? html`<div class="list-fallback__field">
              <label for="list-brand">${LIST_TEXTS.brand}</label>
              <select class="list-fallback__select" id="list-brand" name="brand">
                <option value="">${LIST_TEXTS.allBrands}</option>
                ${brand && !known ? html`<option value="${brand}" selected>${brand}</option>` : ''}
                ${sorted.map(
                  (b) =>
                    html`<option value="${b.value}"${selected(b.value === brand)}>${b.label || b.value} (${formatInt(b.count)})</option>`,
                )}
              </select>
            </div>`
          : ''
      }
      <div class="list-fallback__field">
        <label for="list-sort">${LIST_TEXTS.sort}</label>
        <select class="list-fallback__select" id="list-sort" name="orderby">
          ${sortsFor(category).map(
            (value) => html`<option value="${value}"${selected(value === orderby)}>${LIST_TEXTS.sorts[value]}</option>`,
          )}
        </select>
      </div>
      <noscript><button class="button list-fallback__apply" type="submit">${LIST_TEXTS.apply}</button></noscript>
    </div>
  </form>`;
}

/** 'Displaying X of Y', the progress bar and, while there are more, 'Load more' as a link (the kit's LoadMore). */
function listMore(shown: number, total: number, href: string): Html {
  const percent = total ? (shown / total) * 100 : 100;
  const text = LIST_TEXTS.displaying.replace('{displayed}', formatInt(shown)).replace('{all}', formatInt(total));
  return html`<div class="list-fallback__more" data-list-more>
    <p class="list-fallback__shown" id="list-shown">${text}</p>
    <div class="list-fallback__progress" role="progressbar" aria-labelledby="list-shown" aria-valuemin="0" aria-valuemax="${total}" aria-valuenow="${shown}">
      ${progressFill(percent)}
    </div>
    ${shown < total ? html`<a class="list-fallback__button" href="${href}" data-carry-focus="more">${LIST_TEXTS.more}</a>` : ''}
  </div>`;
}

/**
 * The first cards' images are in the first screen (two per row on a phone, four on a desktop): they load at once
 * (not `loading="lazy"`, which waits for layout), the first with `fetchpriority="high"` (it is the page's largest
 * paint). The rest load lazily.
 */
const EAGER_IMAGES = 4;

/**
 * The stock dot; a colour from the data as the SVG circle's `fill` (a presentation attribute, which the pages' policy
 * allows, unlike a `style` attribute), else the stylesheet's.
 */
function stockDot(color: string | undefined): Html {
  return html`<svg class="list-card__dot" viewBox="0 0 2 2" aria-hidden="true" focusable="false"><circle cx="1" cy="1" r="1"${color ? html` fill="${color}"` : ''}/></svg>`;
}

/**
 * The element's product card (product-card.tsx, `buy="control"`) as HTML. The page shows `enable-secondary-image`,
 * but the hover image is not in the fallback: it is invisible until a pointer hovers, and that hover reaches for
 * the element, whose card sets the hover image's src (so the first screen does not load twice the images).
 */
function listCard(p: Product, id: string, index: number): Html {
  const image = p.image || p.images[0]?.url || '';
  const width = p.imagewidth || 400;
  const height = p.imageheight || 300;
  const offer = !!p.price && p.price.standardsalesprice > p.price.priceexvat;
  const badges = p.badges
    .filter((b) => !(offer && b.trim().toLocaleLowerCase() === LIST_TEXTS.offer.toLocaleLowerCase()))
    .slice(0, 3);
  const loading = index === 0 ? html` fetchpriority="high"` : index < EAGER_IMAGES ? '' : html` loading="lazy"`;
  const img = (className: string, src: string) =>
    html`<img class="${className}" src="${src}" alt=""${loading} decoding="async" width="${width}" height="${height}">`;
  const stock = p.showstock ? p.stockmessage : null;
  const stockText = stock ? (stock.instock > 0 ? stock.message : stock.restockmessage || stock.message) : '';
  const delivery = stock?.showdeliverymessageonlists ? stock.deliverymessage : '';
  return html`<li class="list-card" id="${id}">
    <div class="list-card__media">
      <svg class="list-card__ratio" viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false"></svg>
      ${image ? img('list-card__img', image) : html`<span class="list-card__img list-card__img--none" aria-hidden="true"></span>`}
      ${
        offer || badges.length
          ? html`<ul class="list-card__badges">
              ${offer ? html`<li class="list-card__badge list-card__badge--offer">${LIST_TEXTS.offer}</li>` : ''}
              ${badges.map((b) => html`<li class="list-card__badge">${b}</li>`)}
            </ul>`
          : ''
      }
      ${
        p.icons.length
          ? html`<ul class="list-card__icons">
              ${p.icons
                .slice(0, 4)
                .map(
                  (icon) =>
                    html`<li><img src="${icon.url}" alt="${icon.title}" title="${icon.title}" width="28" height="28" loading="lazy"></li>`,
                )}
            </ul>`
          : ''
      }
    </div>
    <div class="list-card__body">
      <a class="list-card__name" id="${id}-name" href="${p.url}">${p.name}</a>
      ${p.sku ? html`<p class="list-card__sku">${LIST_TEXTS.sku.replace('{0}', p.sku)}</p>` : ''}
      <div class="list-card__price">${renderTag('product-price', { 'product-id': p.id })}</div>
      ${
        stockText || delivery
          ? html`<p class="list-card__stock"${stock && stock.instock > 0 ? html` data-in-stock` : ''}>
              ${stockDot(stock?.color)}
              <span>${stockText}${delivery ? html`<span class="list-card__delivery">${stockText ? ` · ${delivery}` : delivery}</span>` : ''}</span>
            </p>`
          : ''
      }
    </div>
    ${
      p.allowpurchase
        ? html`<div class="list-card__buy">${
            p.hasvariants
              ? html`<a class="list-card__button" href="${p.url}" aria-describedby="${id}-name">${LIST_TEXTS.chooseVariant}</a>`
              : renderTag('add-to-cart', { 'product-id': p.id, colli: String(p.colli), unit: p.unit })
          }</div>`
        : ''
    }
  </li>`;
}
