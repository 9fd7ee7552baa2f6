/* global describe */
// Fault matrix, gift recipient: <gift-recipient-flow> × its calls × the six faults (helpers/faults.js), against a
// small gift-shop API of its own (helpers/api-stub.js) under the fault injection. Rows: helpers/fault-rows.js (group
// 'gift'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { json } from './helpers/api-stub.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { giftCode, giftProduct, giftShop } from './helpers/gift-shop-records.js';
import { $, $$, assert, deepEqual, equal, fixture, setup, stateOf, waitFor, waitForState } from './helpers/util.js';

// Order: the fake shop, then this file's gift-shop API (contexts 'fmgift-N', one per mount), then the faults around
// both.
installFakeShop();
const { rendered } = await setup();

const product = (n) =>
  giftProduct(String(20000 + n), { name: `Gave ${n}`, sku: `SKU-${n}`, longdescription: `<p>Gave ${n}</p>` });
const PRODUCTS = [1, 2, 3, 4].map(product);
const SHOP = giftShop('fm', { products: PRODUCTS.map((p) => p.id) });
const codes = new Map();
const redeemed = [];
let nextCode = 0;

const answer = (method, path, body) => {
  let m;
  if (method === 'GET' && (m = /^giftshop\/code\/([^/]+)$/.exec(path))) {
    const found = codes.get(decodeURIComponent(m[1]));
    return found ? json(200, found) : json(404, { error: 'Ukendt kode' });
  }
  if (method === 'POST' && (m = /^giftshop\/code\/([^/]+)\/redeem$/.exec(path))) {
    const found = codes.get(decodeURIComponent(m[1]));
    if (!found) return json(404, { error: 'Ukendt kode' });
    if (found.products.length) return json(409, { error: 'Kode allerede brugt' });
    redeemed.push({ code: found.id, ...body });
    Object.assign(found, { products: [...body.products], name: body.name, email: body.email ?? '' });
    found.productsinfo = body.products.map((id) => {
      const p = PRODUCTS.find((q) => q.id === id);
      return { id: p.id, name: p.name, image: p.image };
    });
    return json(200, found);
  }
  if (method === 'POST' && path === 'giftshop/productinfo') {
    return json(200, body.map((id) => PRODUCTS.find((p) => p.id === id)).filter(Boolean));
  }
  if (method === 'GET' && path === 'giftshop/fm') return json(200, SHOP);
  return json(404, { error: 'not found' });
};
const shopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  const m = /^\/contextapi\/fmgift-\d+\/v1\/(.*)$/.exec(url.pathname);
  if (!m) return shopFetch(input, init);
  const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
  return answer((init.method ?? 'GET').toUpperCase(), m[1], body);
};
installFaults();

const buttonByText = (el, text) =>
  $$(el, 'button').find((b) => b.textContent.replace(/\s+/g, ' ').trim().startsWith(text));
const errorOf = (el) => $(el, '[part="error-message"]');

function type(input, value) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

/** A fresh code of the gift shop and the flow opened on it (the fault, if any, on from the start). */
async function mountFlow(tweak) {
  nextCode += 1;
  const id = `FM-${String(nextCode).padStart(4, '0')}`;
  const context = `fmgift-${nextCode}`;
  codes.set(id, giftCode(id, 'fm'));
  localStorage.clear();
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  tweak?.({ context });
  const container = fixture(
    `<shop-context context="${context}" culture="da-DK" ${MATRIX_CONFIG}><gift-recipient-flow giftshop="fm" code="${id}"></gift-recipient-flow></shop-context>`,
  );
  await customElements.whenDefined('gift-recipient-flow');
  const el = container.querySelector('gift-recipient-flow');
  await settle();
  return { container, el, context, code: id };
}

const drivers = {
  'gift-recipient-flow / giftshop.getCode': {
    // One at a time: the flow's route lives in the page's one location hash (run in parallel, a cell's Try again
    // was seen to land on the code step instead of the info step).
    serial: true,
    mount: mountFlow,
    async failed({ el }) {
      const error = await waitFor(() => errorOf(el), 'the load failure', 8000);
      equal(error.getAttribute('role'), 'alert');
      assert(!el.shadowRoot.textContent.includes('Ukendt kode'), 'not called an unknown code');
      assert(buttonByText(el, 'Prøv igen'), 'Try again offered');
    },
    async recover({ el }) {
      buttonByText(el, 'Prøv igen').click();
      await waitFor(
        () => stateOf(el) === 'info',
        () => `data-state="info" (is ${stateOf(el)}: ${el.shadowRoot.textContent.replace(/\s+/g, ' ').slice(0, 300)})`,
        8000,
      );
    },
  },

  'gift-recipient-flow / giftshop.redeemCode': {
    fresh: true,
    async mount() {
      const ctx = await mountFlow();
      const { el } = ctx;
      await waitForState(el, 'info');
      type($(el, 'input[name="name"]'), 'Anna Hansen');
      await settle();
      const consent = $(el, 'input[name="consent"]');
      if (!consent.checked) consent.click();
      await settle();
      buttonByText(el, 'Fortsæt').click();
      await waitForState(el, 'message');
      await settle();
      buttonByText(el, 'Fortsæt').click();
      await waitForState(el, 'products');
      await waitFor(
        () => $$(el, '[data-product-toggle]').length === 4,
        () => `products shown (${el.shadowRoot.textContent.replace(/\s+/g, ' ').slice(0, 300)})`,
      );
      $$(el, '[data-product-toggle]')[2].click();
      await waitFor(() => !buttonByText(el, 'Bekræft').disabled, 'one chosen');
      return ctx;
    },
    act({ el }) {
      buttonByText(el, 'Bekræft').click();
    },
    async failed({ el }) {
      const error = await waitFor(() => errorOf(el), 'the save failure', 5000);
      equal(error.getAttribute('role'), 'alert');
      assert(buttonByText(el, 'Prøv igen'), 'Try again offered');
      equal(stateOf(el), 'products');
    },
    kept({ el, code }) {
      deepEqual(
        $$(el, '[data-product-toggle][aria-pressed="true"]').map((b) => b.dataset.productToggle),
        [PRODUCTS[2].id],
        'the chosen gift kept',
      );
      equal(codes.get(code).products.length, 0, 'nothing saved');
    },
    async recover({ el, code }) {
      buttonByText(el, 'Prøv igen').click();
      await waitForState(el, 'completed');
      deepEqual(redeemed.at(-1), { code, name: 'Anna Hansen', products: [PRODUCTS[2].id] });
    },
  },
};

describe('fault matrix: gift recipient', () => {
  matrix(rowsOf('gift'), drivers);
});
