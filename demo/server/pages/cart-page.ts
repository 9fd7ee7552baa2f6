/**
 * /cart — the checkout page of the demo: the cart lines (`<cart-preview variant="page">`), the order
 * summary column (free-delivery notice, free gift), the order details form (`<checkout-input>` fields),
 * quick ordering (`<bulk-order>` by item number, `<csv-import>` from a spreadsheet) and related products.
 *
 * Each library element appears only once it exists (slot()); a section whose elements are all missing is
 * left out. The order details form has no order API behind it in this demo: /site.js checks that the
 * fields are valid (the `<checkout-input>` elements block an invalid submit) and then says so in the
 * page's status line instead of placing an order.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { renderTag } from './components.ts';
import { breadcrumb, html, type Html } from './layout.ts';
import { hasElement } from './library.ts';
import { sessionCartHasLines } from '../routes/cart-model.ts';
import { renderPage, slot } from './page.ts';

/** The order details fields (name, label, type, rules, autocomplete). */
export const CHECKOUT_FIELDS: {
  name: string;
  label: string;
  type?: string;
  rules?: string;
  autocomplete?: string;
  placeholder?: string;
}[] = [
  {
    name: 'email',
    label: 'E-mail til ordrebekræftelse',
    type: 'email',
    rules: 'required|email',
    autocomplete: 'email',
  },
  { name: 'requisition', label: 'Rekvisitionsnummer', rules: 'max:35', autocomplete: 'off' },
  { name: 'ean', label: 'EAN-nummer', rules: 'ean', autocomplete: 'off', placeholder: '13 cifre, fx 5790000000000' },
  { name: 'comment', label: 'Bemærkning til ordren', rules: 'max:200', autocomplete: 'off' },
];

function checkoutForm(): Html {
  if (!hasElement('checkout-input')) return html``;
  // `loading="lazy"`: the fields' code loads when the section is shown and near, so an empty cart (section hidden,
  // buying.css) does not load it; adding a line shows the section and the loader then loads the fields.
  return html`<section class="panel checkout-details" id="checkout-details" tabindex="-1" aria-labelledby="checkout-details-title">
    <h2 class="panel__title" id="checkout-details-title">Ordreoplysninger</h2>
    <p class="panel__lead">Rekvisitionsnummer og EAN-nummer står på fakturaen. E-mailadressen skal udfyldes.</p>
    <form class="checkout-form" action="/cart" method="post" data-demo-checkout novalidate>
      <div class="checkout-form__fields">
        ${CHECKOUT_FIELDS.map(
          (f) =>
            html`<div class="checkout-form__field checkout-form__field--${f.name}">${renderTag('checkout-input', {
              name: f.name,
              label: f.label,
              type: f.type,
              rules: f.rules,
              autocomplete: f.autocomplete,
              placeholder: f.placeholder,
              loading: 'lazy',
            })}</div>`,
        )}
      </div>
      <div class="checkout-form__actions">
        <button class="button button--primary checkout-form__submit" type="submit">Godkend ordreoplysninger</button>
        <p class="checkout-form__status" role="status" data-checkout-status></p>
      </div>
    </form>
  </section>`;
}

function quickOrder(): Html {
  const bulk = hasElement('bulk-order');
  const csv = hasElement('csv-import');
  if (!bulk && !csv) return html``;
  // Each element brings its own heading and instructions. Below the fold at 1280×720 and 390×844 (also with an
  // empty cart): loaded when scrolled near (`loading="lazy"`, the loader).
  return html`<section class="section quick-order" aria-labelledby="quick-order-title">
    <div class="section__head">
      <h2 class="section__title" id="quick-order-title">Hurtig bestilling</h2>
    </div>
    <div class="quick-order__grid">
      ${bulk ? renderTag('bulk-order', { heading: 'Bestil på varenummer', loading: 'lazy' }) : ''}
      ${csv ? renderTag('csv-import', { heading: 'Importér fra en CSV-fil', loading: 'lazy' }) : ''}
    </div>
  </section>`;
}

export async function cartPage(c: Context<AppEnv>): Promise<Response> {
  // <cart-preview variant="page"> shows the free-delivery notice inside; a separate one only without it.
  const notice = !hasElement('cart-preview') && hasElement('free-delivery-notice');
  const gift = hasElement('free-gift');
  // What the server knows of the cart before `<cart-preview>` has loaded it (`data-cart="empty"`): the page then
  // lays out an empty cart from the start (no order details, buying.css), without a shift when the cart arrives.
  const empty = !(await sessionCartHasLines(c.get('db'), c.get('session')?.id));
  return renderPage(c, {
    title: 'Kurv',
    description: 'Din kurv hos Butik: ret antal, bestil på varenummer eller importér en ordre fra en CSV-fil.',
    bodyClass: 'page-cart',
    content: html`<div class="container">
      ${breadcrumb([{ label: 'Forside', href: '/' }, { label: 'Kurv' }])}
      <header class="page-head">
        <h1 class="page-title">Kurv</h1>
        <p class="page-lead">Ret antal direkte i kurven, bestil på varenummer, eller importér en hel ordre fra en CSV-fil.</p>
      </header>
      <div class="cart-layout"${empty ? html` data-cart="empty"` : ''}>
        ${
          hasElement('cart-preview')
            ? html`<section class="panel cart-lines" aria-label="Varer i kurven">
              ${renderTag('cart-preview', { variant: 'page', 'checkout-url': hasElement('checkout-input') ? '#checkout-details' : '/cart' })}
            </section>`
            : ''
        }
        ${notice ? slot('free-delivery-notice', {}, 'element-slot cart-notice') : ''}
        <div class="cart-extras${gift ? ' cart-extras--gift' : ''}">
          ${gift ? html`<div class="cart-extras__gift">${renderTag('free-gift', {})}</div>` : ''}
          ${checkoutForm()}
        </div>
      </div>
      ${quickOrder()}
      ${
        hasElement('related-products')
          ? html`<div class="section cart-related">
            ${renderTag('related-products', { limit: '10', heading: 'Andre kunder købte også', loading: 'lazy' })}
          </div>`
          : ''
      }
    </div>`,
  });
}
