/* global describe */
// Fault matrix, the further calls of <gift-recipient-flow>: the gift shop (giftshop.get) and its assortment
// (giftshop.getProductInfo) × the six faults (helpers/faults.js), against a small gift-shop API of its own
// (helpers/api-stub.js) under the fault injection. Rows: helpers/fault-rows.js (group 'calls-gift'); runner:
// helpers/fault-matrix.js; table: docs/fault-matrix.md. One cell at a time: the flow's route lives in the page's one
// location hash.
import { json } from './helpers/api-stub.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { giftCode, giftProduct, giftShop } from './helpers/gift-shop-records.js';
import { $, $$, assert, deepEqual, equal, fixture, setup, stateOf, waitFor, waitForState } from './helpers/util.js';

// Order: the fake shop, then this file's gift-shop API (contexts 'fmgiftcalls-N', one per mount), then the faults.
installFakeShop();
const { rendered } = await setup();

const PRODUCTS = [1, 2, 3].map((n) => giftProduct(String(21000 + n), { name: `Gave ${n}`, sku: `SKU-${n}` }));
const SHOP = giftShop('fmc', { products: PRODUCTS.map((p) => p.id) });
const codes = new Map();
let nextCode = 0;

const answer = (method, path, body) => {
  const m = /^giftshop\/code\/([^/]+)$/.exec(path);
  if (method === 'GET' && m) {
    const found = codes.get(decodeURIComponent(m[1]));
    return found ? json(200, found) : json(404, { error: 'Ukendt kode' });
  }
  if (method === 'POST' && path === 'giftshop/productinfo')
    return json(200, body.map((id) => PRODUCTS.find((p) => p.id === id)).filter(Boolean));
  if (method === 'GET' && path === 'giftshop/fmc') return json(200, SHOP);
  return json(404, { error: 'not found' });
};
const shopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  const m = /^\/contextapi\/fmgiftcalls-\d+\/v1\/(.*)$/.exec(url.pathname);
  if (!m) return shopFetch(input, init);
  const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
  return answer((init.method ?? 'GET').toUpperCase(), m[1], body);
};
installFaults();

const buttonByText = (el, text) =>
  $$(el, 'button').find((b) => b.textContent.replace(/\s+/g, ' ').trim().startsWith(text));
const errorOf = (el) => $(el, '[part="error-message"]');
const toggles = (el) => $$(el, '[data-product-toggle]');
async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

/** A fresh code of the gift shop and the flow opened on it (the fault, if any, on from the start). */
async function mountFlow(tweak) {
  nextCode += 1;
  const id = `FMC-${String(nextCode).padStart(4, '0')}`;
  const context = `fmgiftcalls-${nextCode}`;
  codes.set(id, giftCode(id, 'fmc'));
  localStorage.clear();
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  tweak?.({ context });
  const container = fixture(
    `<shop-context context="${context}" culture="da-DK" ${MATRIX_CONFIG}><gift-recipient-flow giftshop="fmc" code="${id}"></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  return { container, el, context, code: id };
}

const drivers = {
  'gift-recipient-flow / giftshop.get': {
    serial: true,
    mount: mountFlow,
    async failed({ el }) {
      const error = await waitFor(() => errorOf(el), 'the load failure', 8000);
      equal(error.getAttribute('role'), 'alert');
      assert(!el.shadowRoot.textContent.includes('Ukendt'), 'neither the shop nor the code called unknown');
      assert(buttonByText(el, 'Prøv igen'), 'Try again offered');
    },
    async recover({ el }) {
      buttonByText(el, 'Prøv igen').click();
      await waitForState(el, 'info', 8000);
    },
  },

  'gift-recipient-flow / giftshop.getProductInfo': {
    // The assortment is prefetched while the recipient types (a failure there is silent and forgotten); with the
    // fault still on, 'Fortsæt' to the products step asks again, and that failure is shown.
    serial: true,
    mount: mountFlow,
    async failed({ el }) {
      await waitForState(el, 'info');
      const name = $(el, 'input[name="name"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(name, 'Anna Hansen');
      name.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await settle();
      const consent = $(el, 'input[name="consent"]');
      if (!consent.checked) consent.click();
      await settle();
      buttonByText(el, 'Fortsæt').click();
      await waitForState(el, 'message');
      await settle();
      buttonByText(el, 'Fortsæt').click();
      const error = await waitFor(() => errorOf(el), 'the products failure', 8000);
      equal(error.getAttribute('role'), 'alert');
      assert(buttonByText(el, 'Prøv igen'), 'Try again offered');
      equal(stateOf(el), 'products');
      equal(toggles(el).length, 0, 'no gifts to choose yet');
    },
    kept({ code }) {
      // Saved under the normalized code (FMC-0001 → FMC0001).
      const progress = JSON.parse(localStorage.getItem(`butik:gift-recipient:fmc:${code.replace('-', '')}`) ?? 'null');
      equal(progress?.info?.name, 'Anna Hansen', "the typed name kept in the flow's progress");
    },
    async recover({ el }) {
      buttonByText(el, 'Prøv igen').click();
      await waitFor(
        () => toggles(el).length === 3,
        () => `the gifts shown (${el.shadowRoot.textContent.replace(/\s+/g, ' ').slice(0, 200)})`,
      );
      equal(errorOf(el), null, 'the message gone');
      deepEqual(
        toggles(el).map((b) => b.dataset.productToggle),
        PRODUCTS.map((p) => p.id),
      );
    },
  },
};

describe('fault matrix: gift recipient, further calls', () => {
  matrix(rowsOf('calls-gift'), drivers);
});
