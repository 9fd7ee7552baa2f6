/** Server-rendered building blocks of the demo pages: product cards, grids, paging, prices. */
import type { CardProduct } from './data.ts';
import { formatInt, formatMoney, withVat } from './format.ts';
import { html, raw, type Html } from './layout.ts';
import { hasElement } from './library.ts';

/** The product's image URL: its first image, else the generated /images/products/{id}.svg. */
export function productImage(p: { id: string; images: string[] }): string {
  const first = p.images[0];
  return first && (first.startsWith('/') || first.startsWith('https://')) ? first : `/images/products/${p.id}.svg`;
}

export function productUrl(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** How server-rendered prices are shown: the visitor's VAT setting (vat.ts). */
export interface PriceView {
  incVat: boolean;
}

/**
 * Price block (used until `<product-price>` exists): the price in the visitor's VAT setting first, the
 * other one below; an offer price with the normal price struck through; 'Fra' the lowest bulk price.
 */
export function priceBlock(
  p: { priceExVat: number; standardPriceExVat: number; showPrices: boolean },
  opts: { from?: number; large?: boolean; incVat?: boolean } = {},
): Html {
  if (!p.showPrices) {
    return html`<p class="price price--none">Contact customerservice for more information on this product.</p>`;
  }
  const incVat = opts.incVat ?? false;
  const onOffer = p.standardPriceExVat > p.priceExVat;
  const shown = opts.from !== undefined && opts.from < p.priceExVat ? opts.from : p.priceExVat;
  const isFrom = shown !== p.priceExVat;
  const main = incVat ? withVat(shown) : shown;
  const other = incVat ? shown : withVat(shown);
  const before = incVat ? withVat(p.standardPriceExVat) : p.standardPriceExVat;
  return html`<div class="price${opts.large ? ' price--large' : ''}${onOffer ? ' price--offer' : ''}">
    <span class="price__main">${isFrom ? html`<span class="price__from">Fra</span> ` : ''}${formatMoney(main)}</span>
    <span class="price__note">${incVat ? 'inkl. moms' : 'ekskl. moms'}</span>
    ${onOffer ? html`<s class="price__before"><span class="visually-hidden">Normalpris </span>${formatMoney(before)}</s>` : ''}
    <span class="price__vat">${formatMoney(other)} ${incVat ? 'ekskl. moms' : 'inkl. moms'}</span>
  </div>`;
}

/** The card's price: the library's `<product-price>` once it exists, else the server-rendered block. */
export function cardPrice(p: CardProduct, fromPrice: number | undefined, view: PriceView): Html {
  if (hasElement('product-price')) return renderTag('product-price', { 'product-id': p.id });
  return priceBlock(p, { ...(fromPrice !== undefined ? { from: fromPrice } : {}), incVat: view.incVat });
}

/** Stock / delivery line. */
export function stockLine(p: { stock: number; showStock: boolean; deliveryMessage: string }): Html {
  if (!p.showStock) return html``;
  const inStock = p.stock > 0;
  return html`<p class="stock ${inStock ? 'stock--in' : 'stock--out'}">
    <span class="stock__dot" aria-hidden="true"></span>${inStock ? 'På lager' : 'Ikke på lager'}${
      p.deliveryMessage ? html`<span class="stock__delivery"> · ${p.deliveryMessage}</span>` : ''
    }
  </p>`;
}

/**
 * Add-to-cart area: the library's `<add-to-cart>` once it exists (issue 5), otherwise nothing. A product sold
 * in variants is bought per variant: the card links to its product page (which lists the variants) instead.
 */
export function addToCart(p: { id: string; colli: number; unit: string; hasVariants?: boolean }): Html {
  if (!hasElement('add-to-cart')) return html``;
  if (p.hasVariants) {
    return html`<div class="card__buy"><a class="button button--outline card__variants" href="${productUrl(p.id)}#varianter">Vælg variant</a></div>`;
  }
  return html`<div class="card__buy">${renderTag('add-to-cart', { 'product-id': p.id, colli: String(p.colli), unit: p.unit })}</div>`;
}

/** `<tag attr="value" ...></tag>` for a known tag with escaped attribute values. */
export function renderTag(
  tag: string,
  attrs: Record<string, string | boolean | undefined>,
  inner: Html = html``,
): Html {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag)) throw new Error(`not a custom element name: ${tag}`);
  const parts = Object.entries(attrs)
    .filter(([name, v]) => /^[a-z][a-z0-9-]*$/.test(name) && v !== undefined && v !== false)
    .map(([name, v]) => (v === true ? html` ${name}` : html` ${name}="${v as string}"`));
  const open = `<${tag}`;
  const close = `</${tag}>`;
  return html`${rawTag(open)}${parts}>${inner}${rawTag(close)}`;
}

// Tag names are validated by renderTag's regex, so they can be emitted as markup.
function rawTag(markup: string): Html {
  return raw(markup);
}

export function productCard(
  p: CardProduct,
  fromPrice: number | undefined,
  view: PriceView,
  { id }: { id?: string } = {},
): Html {
  const url = productUrl(p.id);
  return html`<article class="card"${id ? html` id="${id}"` : ''}>
    <a class="card__media" href="${url}" tabindex="-1" aria-hidden="true">
      <img src="${productImage(p)}" alt="" width="400" height="300" loading="lazy" decoding="async">
      ${
        p.images[1]?.startsWith('/')
          ? html`<img class="card__img2" src="${p.images[1]}" alt="" width="400" height="300" loading="lazy" decoding="async">`
          : ''
      }
    </a>
    ${
      p.badges.length
        ? html`<ul class="badges" aria-label="Mærkater">${p.badges.slice(0, 3).map((b) => html`<li class="badge">${b}</li>`)}</ul>`
        : ''
    }
    <div class="card__body">
      ${p.brandName ? html`<p class="card__brand">${p.brandName}</p>` : ''}
      <h3 class="card__title"><a href="${url}">${p.name}</a></h3>
      <p class="card__sku">Varenr. ${p.sku}</p>
      <div class="card__bottom">
        ${cardPrice(p, fromPrice, view)}
        ${stockLine({ ...p, deliveryMessage: p.showDeliveryMessageOnLists ? p.deliveryMessage : '' })}
      </div>
    </div>
    ${addToCart(p)}
  </article>`;
}

export function productGrid(items: CardProduct[], fromPrices: Map<string, number> | undefined, view: PriceView): Html {
  return html`<div class="product-grid">
    ${items.map((p) => productCard(p, fromPrices?.get(p.id), view))}
  </div>`;
}

/**
 * A progress bar's fill: an SVG rectangle `percent` wide in a 100-unit box stretched over the track. Geometry in SVG
 * attributes, not a `style` attribute, which the pages' Content-Security-Policy refuses (docs/security-csp.md).
 */
export function progressFill(percent: number): Html {
  const width = Math.min(100, Math.max(0, Math.round(percent * 10) / 10));
  return html`<svg class="progress-fill" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect width="${width}" height="1"/></svg>`;
}

/** "Viser X af Y" with a progress bar and previous/next page links (spec §2 load-more, server-side). */
export function pager(opts: { page: number; pageSize: number; total: number; href: (page: number) => string }): Html {
  const { page, pageSize, total } = opts;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(total, page * pageSize);
  const percent = total ? Math.round((shown / total) * 100) : 0;
  const numbers = pageNumbers(page, pages);
  return html`<nav class="pager" aria-label="Sider">
    <p class="pager__status">Viser ${formatInt(shown)} af ${formatInt(total)} varer</p>
    <div class="pager__bar" role="progressbar" aria-label="Vist" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}">${progressFill(percent)}</div>
    ${
      pages > 1
        ? html`<ul class="pager__pages">
          <li>${
            page > 1
              ? html`<a class="pager__link" href="${opts.href(page - 1)}" rel="prev">‹ Forrige</a>`
              : html`<span class="pager__link is-disabled" aria-disabled="true">‹ Forrige</span>`
          }</li>
          ${numbers.map((n) =>
            n === 0
              ? html`<li class="pager__gap" aria-hidden="true">…</li>`
              : n === page
                ? html`<li><span class="pager__link is-current" aria-current="page">${n}</span></li>`
                : html`<li><a class="pager__link" href="${opts.href(n)}">${n}</a></li>`,
          )}
          <li>${
            page < pages
              ? html`<a class="pager__link" href="${opts.href(page + 1)}" rel="next">Næste ›</a>`
              : html`<span class="pager__link is-disabled" aria-disabled="true">Næste ›</span>`
          }</li>
        </ul>`
        : ''
    }
  </nav>`;
}

/** Page numbers to show, 0 standing for a gap. */
function pageNumbers(page: number, pages: number): number[] {
  const set = new Set<number>([1, pages, page - 1, page, page + 1]);
  const list = [...set].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of list) {
    const prev = out[out.length - 1];
    if (prev !== undefined && n - prev > 1) out.push(0);
    out.push(n);
  }
  return out;
}

/** Parses a positive page number from the query string (bad input falls back to page 1). */
export function parsePage(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Ids in page paths (products "10001", categories "kuglepenne"): anything else is a 404, never a query. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export function isValidId(id: string): boolean {
  return ID_PATTERN.test(id);
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A query-string value as safe text: control characters (NUL breaks Postgres text) removed, length capped. */
export function cleanParam(value: string | undefined, max: number): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').slice(0, max).trim();
}
