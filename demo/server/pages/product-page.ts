/** The product page, /product/{id}: details, price, variants, add-to-cart, related products (split out of index.ts). */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import {
  categoryPath,
  lowestBulkPrices,
  productDetail,
  productVariants,
  relatedProducts,
  type VariantRow,
} from './data.ts';
import { addToCart, isValidId, priceBlock, productGrid, productImage, renderTag, stockLine } from './components.ts';
import { excerpt, formatMoney, plainText, withVat } from './format.ts';
import { breadcrumb, html } from './layout.ts';
import { hasElement } from './library.ts';
import { renderNotFound, renderPage, slot } from './page.ts';
import { vatMode } from './vat.ts';

/** `GET /product/:id`. */
export async function productPage(c: Context<AppEnv, '/product/:id'>) {
  const db = c.get('db');
  const id = c.req.param('id');
  if (!isValidId(id)) return renderNotFound(c);
  const detail = await productDetail(db, id);
  if (!detail) return renderNotFound(c);
  const { product: p } = detail;
  const incVat = vatMode(c) === 'inc';
  const [path, related, variantRows] = await Promise.all([
    categoryPath(db, p.categoryId),
    relatedProducts(db, p, 5),
    p.hasVariants ? productVariants(db, p.id) : Promise.resolve([]),
  ]);
  const relatedFrom = await lowestBulkPrices(
    db,
    related.map((r) => r.id),
  );
  const leaf = path[path.length - 1];
  const text = excerpt(plainText(p.longDescription), 600);
  const lowestBulk = detail.bulk.reduce<number | undefined>(
    (min, b) => (min === undefined || b.priceExVat < min ? b.priceExVat : min),
    undefined,
  );
  return renderPage(c, {
    title: p.name,
    bodyClass: 'page-product',
    productId: p.id,
    description: excerpt(text, 150),
    content: html`<div class="container">
      ${breadcrumb([
        { label: 'Forside', href: '/' },
        ...path.map((cat) => ({ label: cat.name, href: `/category/${cat.id}` })),
        { label: p.name },
      ])}
      <article class="product">
        <div class="product__media">
          <img src="${productImage(p)}" alt="${p.name}" width="400" height="300">
          ${p.badges.length ? html`<ul class="badges badges--large">${p.badges.map((b) => html`<li class="badge">${b}</li>`)}</ul>` : ''}
        </div>
        <div class="product__info">
          ${detail.brandName ? html`<p class="product__brand">${detail.brandName}</p>` : ''}
          <h1 class="product__title">${p.name}</h1>
          <p class="product__sku">Varenr. <span>${p.sku}</span></p>
          <div class="buy-box">
            ${
              hasElement('product-price')
                ? slot('product-price', { 'product-id': p.id, detail: true })
                : priceBlock(p, { large: true, incVat, ...(lowestBulk !== undefined ? { from: lowestBulk } : {}) })
            }
            ${stockLine(p)}
            ${!p.showStock || p.stock > 0 || !p.restockMessage ? '' : html`<p class="stock__restock">${p.restockMessage}</p>`}
            ${p.colli > 1 && !hasElement('add-to-cart') ? html`<p class="product__pack">Sælges i pakker à ${p.colli} ${p.unit}</p>` : ''}
            ${
              variantRows.length && hasElement('add-to-cart')
                ? html`<p class="product__variants-hint"><a href="#varianter">Vælg variant</a> – varen købes pr. variant (${variantRows.length} varianter).</p>`
                : addToCart({ ...p, hasVariants: false })
            }
            ${slot('save-for-later', { 'product-id': p.id, colli: String(p.colli) })}
            ${slot('free-delivery-notice')}
          </div>
          <dl class="specs">
            <div><dt>Varenummer</dt><dd>${p.sku}</dd></div>
            ${detail.brandName ? html`<div><dt>Mærke</dt><dd>${detail.brandName}</dd></div>` : ''}
            <div><dt>Pakkestørrelse</dt><dd>${p.colli} ${p.unit}</dd></div>
            ${p.showStock ? html`<div><dt>Lager</dt><dd>${p.stock > 0 ? `${p.stock} ${p.unit}` : 'Ikke på lager'}</dd></div>` : ''}
            ${leaf ? html`<div class="specs__wide"><dt>Kategori</dt><dd><a href="/category/${leaf.id}">${leaf.name}</a></dd></div>` : ''}
          </dl>
          ${
            detail.bulk.length && p.showPrices && !hasElement('product-price')
              ? html`<table class="data-table bulk">
                <caption>Mængderabat</caption>
                <thead><tr><th scope="col">Antal</th><th scope="col">Pris pr. ${p.unit} ${incVat ? 'inkl.' : 'ekskl.'} moms</th></tr></thead>
                <tbody>${detail.bulk.map(
                  (b) =>
                    html`<tr><td>Fra ${b.minQuantity}</td><td>${formatMoney(incVat ? withVat(b.priceExVat) : b.priceExVat)}</td></tr>`,
                )}</tbody>
              </table>`
              : ''
          }
          ${
            detail.duties.length && !hasElement('product-price')
              ? html`<table class="data-table duties">
                <caption>Afgifter</caption>
                <thead><tr><th scope="col">Afgift</th><th scope="col">Ekskl. moms</th><th scope="col">Inkl. moms</th></tr></thead>
                <tbody>${detail.duties.map(
                  (d) =>
                    html`<tr><td>${d.name}</td><td>${formatMoney(d.amountExVat)}</td><td>${formatMoney(withVat(d.amountExVat))}</td></tr>`,
                )}</tbody>
              </table>`
              : ''
          }
        </div>
      </article>
      ${variantRows.length && hasElement('add-to-cart') ? variantList(p.id, variantRows) : ''}
      ${
        text
          ? html`<section class="section product__description" aria-labelledby="desc-heading">
            <h2 id="desc-heading" class="section__title">Beskrivelse</h2>
            <p>${text}</p>
          </section>`
          : ''
      }
      ${
        related.length
          ? html`<section class="section" aria-labelledby="related-heading">
            <h2 id="related-heading" class="section__title">Andre kunder købte også</h2>
            ${productGrid(related, relatedFrom, { incVat })}
          </section>`
          : ''
      }
    </div>`,
  });
}

/** A product's variants, each with its own add-to-cart (B2B: order several variants from one page). */
function variantList(productId: string, rows: VariantRow[]) {
  return html`<section class="section variants" id="varianter" tabindex="-1" aria-labelledby="variants-heading">
    <h2 id="variants-heading" class="section__title">Varianter</h2>
    <ul class="variant-list">
      ${rows.map(
        (v) => html`<li class="variant">
          <div class="variant__info">
            <span class="variant__name">${v.name}</span>
            <span class="variant__sku">Varenr. ${v.sku}${v.colli > 1 ? html` · pakker à ${v.colli} ${v.unit}` : ''}</span>
          </div>
          <div class="variant__buy">${
            v.allowPurchase
              ? renderTag('add-to-cart', {
                  'product-id': productId,
                  'variant-id': v.id,
                  colli: String(v.colli),
                  unit: v.unit,
                })
              : html`<span class="variant__na">Kan ikke købes online</span>`
          }</div>
        </li>`,
      )}
    </ul>
  </section>`;
}
