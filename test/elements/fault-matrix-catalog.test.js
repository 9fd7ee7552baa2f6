/* global describe */
// Fault matrix, catalogue: <product-list>, <product-slider>, <related-products> × their calls × the six faults
// (helpers/faults.js). Rows: helpers/fault-rows.js (group 'catalog'); runner: helpers/fault-matrix.js; table:
// docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { mount as mountList } from './helpers/product-list-shop.js';
import { assert, equal, waitFor } from './helpers/util.js';

installFaults();

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const part = (el, name) => $(el, `[part~="${name}"]`);
const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part~="${name}"]`)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout = 5000) =>
  waitFor(
    () => state(el) === expected,
    () => `data-state "${expected}" (is "${state(el)}")`,
    timeout,
  );
const LIST_CONFIG = `culture="en-GB" purchase-allowed show-prices ${MATRIX_CONFIG}`;
const FALLBACK = '<ul class="fallback"><li><a href="/product/10001">Kuglepen blå (server-rendered)</a></li></ul>';

const drivers = {
  'product-list / product.facetSearch': {
    mount: (tweak) => mountList('<product-list category-id="pens"></product-list>', { config: LIST_CONFIG, tweak }),
    async failed({ el }) {
      await waitState(el, 'failed');
      equal(part(el, 'error').getAttribute('role'), 'alert');
      equal(part(el, 'error').querySelector('span').textContent, 'The products could not be loaded.');
    },
    async recover({ el }) {
      part(el, 'retry').click();
      await waitState(el, 'ready');
      equal(parts(el, 'card').length, 20);
    },
  },

  'product-list / product.facetSearch (Load more)': {
    fresh: true,
    async mount() {
      const ctx = await mountList('<product-list category-id="pens"></product-list>', { config: LIST_CONFIG });
      await waitState(ctx.el, 'ready');
      return ctx;
    },
    act({ el }) {
      el.shadowRoot.querySelector('.kit-lm__button').click();
    },
    async failed({ el }) {
      const error = await waitFor(() => part(el, 'error'), 'retry alert');
      equal(error.getAttribute('role'), 'alert');
    },
    kept({ el }) {
      equal(parts(el, 'card').length, 20, 'the products shown stay');
      equal(state(el), 'ready');
    },
    async recover({ el }) {
      part(el, 'retry').click();
      await waitFor(() => parts(el, 'card').length === 40, 'the next 20 loaded');
      equal(part(el, 'error'), null);
    },
  },

  'product-slider / product.simpleProductQuery': {
    mount: (tweak) =>
      mountInShop('product-slider', `<product-slider>${FALLBACK}</product-slider>`, {
        config: `culture="en-GB" show-prices ${MATRIX_CONFIG}`,
        tweak,
      }),
    async failed({ el }) {
      await waitState(el, 'failed');
      equal($(el, '[role="alert"]'), null, 'no error shown to the visitor');
    },
    recover({ el }) {
      const link = el.querySelector('.fallback a');
      assert(link.checkVisibility(), 'the fallback link is shown');
      equal(link.getAttribute('href'), '/product/10001');
    },
  },

  'related-products / cart.getRelatedProducts': {
    mount: (tweak) =>
      mountInShop(
        'related-products',
        '<related-products></related-products><add-to-cart product-id="10080"></add-to-cart>',
        { config: `culture="en-GB" purchase-allowed ${MATRIX_CONFIG}`, lines: [['10001', 1]], tweak },
      ),
    async failed({ el }) {
      await waitState(el, 'failed', 8000);
      equal(getComputedStyle(el).display, 'none');
    },
    async recover({ el, container, shop }) {
      const add = container.querySelector('add-to-cart');
      await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
      add.shadowRoot.querySelector('[part="button"]').click();
      await waitFor(() => shop.lines.some((l) => l.productid === '10080'), 'added');
      await waitState(el, 'ready', 8000);
      assert(parts(el, 'card').length > 0, 'cards shown');
      assert(getComputedStyle(el).display !== 'none', 'shown');
    },
  },
};

describe('fault matrix: catalogue', () => {
  matrix(rowsOf('catalog'), drivers);
});
