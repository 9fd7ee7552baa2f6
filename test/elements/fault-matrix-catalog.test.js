/* global describe */
// Fault matrix, catalogue: <product-list>, <search-box>, <main-nav>, <product-slider>, <related-products> × their calls × the six faults
// (helpers/faults.js). Rows: helpers/fault-rows.js (group 'catalog'); runner: helpers/fault-matrix.js; table:
// docs/fault-matrix.md.
import { PRODUCTS, mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { mount as mountList } from './helpers/product-list-shop.js';
import { $, assert, deepEqual, equal, partOf, partsOf, stateOf, waitFor, waitForState } from './helpers/util.js';

installFaults();

const part = partOf;
const parts = partsOf;
const LIST_CONFIG = `culture="en-GB" purchase-allowed show-prices ${MATRIX_CONFIG}`;
const FALLBACK = '<ul class="fallback"><li><a href="/product/10001">Kuglepen blå (server-rendered)</a></li></ul>';

/** The fake shop's answers for search and suggestions (as in search-box.test.js, the rest as usual). */
function withSearch(shop) {
  const usual = shop.answer.bind(shop);
  shop.answer = (method, path, query, body) => {
    const q = (query.get('query') ?? '').trim().toLowerCase();
    const limit = Number(query.get('limit') ?? 10);
    const found = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q));
    if (method === 'GET' && path === 'search') return { status: 200, body: found.slice(0, limit) };
    if (method === 'GET' && path === 'suggestions') {
      const cats = q.startsWith('kugle')
        ? [{ title: 'Kuglepenne', url: '/category/12', image: null, type: 'CATEGORY' }]
        : [];
      const products = found.map((p) => ({ title: p.name, url: p.url, image: p.image, type: 'PRODUCT' }));
      return { status: 200, body: [...cats, ...products].slice(0, limit) };
    }
    return usual(method, path, query, body);
  };
}
const optionTexts = (el) =>
  [...el.shadowRoot.querySelectorAll('[role="option"]')].map((o) => o.textContent.replace(/\s+/g, ' ').trim());
const productNames = (el) => [...el.shadowRoot.querySelectorAll('[part="name"]')].map((n) => n.textContent);
const live = (el) => $(el, '[role="status"]').textContent;
/**
 * Sets the field's text as one input event (like a paste; no focus, so the six cells run at once) and waits for the
 * answer (the live region speaks).
 */
async function search(el, input, text) {
  const spinner = () => el.shadowRoot.querySelector('.butik-combobox__spinner');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await waitFor(spinner, `searching "${text}"`);
  await waitFor(() => live(el) !== '' && !spinner(), `answer "${text}"`, 8000);
}
async function mountSearch() {
  const ctx = await mountInShop('search-box', '<search-box></search-box>', {
    config: `culture="en-GB" show-prices ${MATRIX_CONFIG}`,
    tweak: withSearch,
  });
  ctx.input = await waitFor(() => ctx.el.shadowRoot.querySelector('form [part="input"]'), 'the field (loaded)');
  return ctx;
}
const searchDriver = (failed) => ({
  fresh: true,
  parallel: true,
  mount: mountSearch,
  act: ({ el, input }) => search(el, input, 'kugle'),
  failed: ({ el }) => failed(el),
  kept({ input }) {
    equal(input.value, 'kugle', 'the typed query stays');
  },
  async recover({ el, input }) {
    await search(el, input, 'kuglepen');
    await waitFor(
      () => productNames(el).join() === 'Kuglepen blå',
      () => `products (${productNames(el)})`,
    );
    assert(optionTexts(el).includes('Kuglepenne'), `suggestions: ${optionTexts(el)}`);
  },
});

const category = (id, name) => ({
  id,
  name,
  url: `/category/${id}`,
  image: null,
  productcount: 10,
  haschildren: false,
  parentid: null,
});
const NAV_FALLBACK =
  '<nav aria-label="Hovedmenu (server)"><ul><li><a href="/category/office">Kontor</a></li></ul></nav>';

const drivers = {
  'main-nav / categories.getChildren': {
    async mount(tweak) {
      const ctx = await mountInShop('main-nav', `<main-nav>${NAV_FALLBACK}</main-nav>`, {
        config: `culture="en-GB" ${MATRIX_CONFIG}`,
        tweak: (shop) => {
          const usual = shop.answer.bind(shop);
          shop.answer = (method, path, query, body) =>
            path.startsWith('productcategories/children')
              ? { status: 200, body: { children: [category('office', 'Kontor')], parent: null } }
              : usual(method, path, query, body);
          tweak(shop);
        },
      });
      // A pointer comes over it: that loads its navigation (repeated until its shell listens).
      await waitFor(
        () => (
          ctx.el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true })),
          stateOf(ctx.el) !== 'idle'
        ),
        'the navigation wanted',
      );
      return ctx;
    },
    async failed({ el }) {
      await waitForState(el, 'failed', 8000);
      equal($(el, 'nav'), null, 'no navigation of its own, and no error shown');
    },
    recover({ container }) {
      const link = container.querySelector('main-nav nav a');
      assert(link.checkVisibility(), 'the fallback link is shown');
      equal(link.getAttribute('href'), '/category/office');
    },
  },

  'search-box / product.search': searchDriver((el) => {
    equal(productNames(el).length, 0, 'no products');
    assert(optionTexts(el).includes('Kuglepenne'), `the suggestions still listed: ${optionTexts(el)}`);
  }),
  'search-box / product.suggestions': searchDriver((el) => {
    deepEqual(productNames(el), ['Kuglepen blå'], 'the products');
    assert(!optionTexts(el).includes('Kuglepenne'), `no suggestions: ${optionTexts(el)}`);
  }),

  'product-list / product.facetSearch': {
    mount: (tweak) => mountList('<product-list category-id="pens"></product-list>', { config: LIST_CONFIG, tweak }),
    async failed({ el }) {
      await waitForState(el, 'failed');
      equal(part(el, 'error').getAttribute('role'), 'alert');
      equal(part(el, 'error').querySelector('span').textContent, 'The products could not be loaded.');
    },
    async recover({ el }) {
      part(el, 'retry').click();
      await waitForState(el, 'ready');
      equal(parts(el, 'card').length, 20);
    },
  },

  'product-list / product.facetSearch (Load more)': {
    fresh: true,
    async mount() {
      const ctx = await mountList('<product-list category-id="pens"></product-list>', { config: LIST_CONFIG });
      await waitForState(ctx.el, 'ready');
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
      equal(stateOf(el), 'ready');
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
      await waitForState(el, 'failed');
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
      await waitForState(el, 'failed', 8000);
      equal(getComputedStyle(el).display, 'none');
    },
    async recover({ el, container, shop }) {
      const add = container.querySelector('add-to-cart');
      await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
      add.shadowRoot.querySelector('[part="button"]').click();
      await waitFor(() => shop.lines.some((l) => l.productid === '10080'), 'added');
      await waitForState(el, 'ready', 8000);
      assert(parts(el, 'card').length > 0, 'cards shown');
      assert(getComputedStyle(el).display !== 'none', 'shown');
    },
  },
};

describe('fault matrix: catalogue', () => {
  matrix(rowsOf('catalog'), drivers);
});
