/* global describe */
// Fault matrix, the further calls of covered elements: <customer-switcher> (customer.get, customer.changeProfile),
// <wish-lists> (wishlist.update, wishlist.remove, cart.addFromList), <free-gift> (freegift.getCurrent), the product
// store behind <add-to-cart> (product.getByIds) × the six faults (helpers/faults.js). Rows: helpers/fault-rows.js
// (group 'calls'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { faulted, installFaults } from './helpers/faults.js';
import { $, $$, assert, deepEqual, equal, partOf, waitFor, waitForState } from './helpers/util.js';

installFaults();

// A customer change reloads the page: a listener cancels it and records the detail.
const changes = [];
document.addEventListener('butik-customer-change', (event) => {
  event.preventDefault();
  changes.push({ detail: event.detail, target: event.composedPath()[0] });
});
const changesOf = (el) => changes.filter((c) => c.target === el || el.shadowRoot.contains(c.target));

const part = partOf;
/** Sets a field's text as one input event (like a paste; no focus, so the six cells of a row run at once). */
function setText(input, text) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
/** A GET that failed with a network error or a 500 is sent three times (two retries) before the element hears of it. */
const sends = (kind) => (['500', 'abort', 'refused'].includes(kind) ? 3 : 1);
/** Waits until a background GET has failed for good: every try answered, and the timeout's 300 ms run out. */
async function loadFailed({ context }, path, kind) {
  await waitFor(() => faulted(context, path) >= sends(kind), `${path}: every try faulted`, 8000);
  await new Promise((resolve) => setTimeout(resolve, 400));
}

// ---- <customer-switcher> --------------------------------------------------------------------------------
const SALESPERSON = `culture="en-GB" user-role="salesperson" signed-in features="customerprofiles" ${MATRIX_CONFIG}`;
const mountSwitcher = (tweak) =>
  mountInShop('customer-switcher', '<customer-switcher></customer-switcher>', {
    config: SALESPERSON,
    tweak: (shop) => {
      shop.customerId = 'C100';
      shop.customerProfile = 'indkob';
      tweak?.(shop);
    },
  });
const current = (el) => part(el, 'current').textContent.replace(/\s+/g, ' ').trim();

// ---- <wish-lists> ---------------------------------------------------------------------------------------
const item = (id, productid, quantity, name) => ({
  id,
  productid,
  quantity,
  name,
  image: null,
  url: `/product/${productid}`,
  product: productid,
  variantid: null,
});
const LISTS = [
  { id: '1', label: 'Kontor', items: [item('11', '10001', 2, 'Kuglepen blå')] },
  { id: '3', label: 'Lager', items: [] },
];
async function mountLists() {
  const ctx = await mountInShop('wish-lists', '<wish-lists></wish-lists>', {
    config: `signed-in culture="en-GB" purchase-allowed enable-purchase-from-lists allow-purchase ${MATRIX_CONFIG}`,
    tweak: (shop) => {
      shop.wishlists = structuredClone(LISTS);
    },
  });
  await waitForState(ctx.el, 'ready');
  return ctx;
}
const listEl = (el, id) => $(el, `[part="list"][data-list-id="${id}"]`);
const itemEl = (el, id) => $(el, `[part="item"][data-item-id="${id}"]`);
const listError = (el) => part(el, 'error')?.querySelector('span')?.textContent ?? null;
async function listFailed(el, message) {
  await waitFor(
    () => listError(el) === message,
    () => `'${message}' (shows '${listError(el)}')`,
  );
  equal(part(el, 'error').getAttribute('role'), 'alert');
}
const wishDriver = (driver) => ({ fresh: true, parallel: true, mount: mountLists, ...driver });

const drivers = {
  'customer-switcher / customer.get': {
    mount: mountSwitcher,
    async failed(ctx, kind) {
      await loadFailed(ctx, 'customer', kind);
      await waitForState(ctx.el, 'failed');
      // Not "No customer selected": the salesperson does act for C100, the page just could not say so.
      equal(part(ctx.el, 'current').hidden, true, 'the current-customer line is hidden');
      equal($(ctx.el, '[role="alert"] span').textContent, 'The current customer could not be loaded.');
      equal(part(ctx.el, 'search').disabled, false, 'the search stays usable');
    },
    async recover({ el }) {
      part(el, 'retry').click();
      await waitForState(el, 'ready');
      equal(current(el), 'Acting for Kontorhuset A/S (Customer no. C100)');
      equal($(el, '[role="alert"]'), null, 'the message is gone');
      setText(part(el, 'search'), 'Byggefirmaet');
      await waitFor(() => $$(el, '[role="option"]').length === 1, 'the customer found', 8000);
      $$(el, '[role="option"]')[0].click();
      await waitFor(() => changesOf(el).length === 1, 'changed');
      await waitFor(
        () => current(el) === 'Acting for Byggefirmaet Hansen ApS (Customer no. C101)',
        () => `the new customer shown (${current(el)})`,
      );
    },
  },

  'customer-switcher / customer.changeProfile': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountSwitcher();
      await waitFor(() => part(ctx.el, 'profile')?.value === 'indkob', 'the current profile');
      ctx.before = changesOf(ctx.el).length;
      return ctx;
    },
    act({ el }) {
      const select = part(el, 'profile');
      // What a choice in the list fires: input (composed, it wakes the element's deferred listeners), then change.
      select.value = 'kantine';
      select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    async failed({ el, before }) {
      await waitForState(el, 'failed', 8000);
      const error = $(el, '.switcher__error');
      equal(error.getAttribute('role'), 'alert');
      assert(error.textContent.includes('The customer profile could not be changed. Please try again.'));
      equal(changesOf(el).length, before, 'no event on failure');
    },
    kept({ el, shop }) {
      equal(part(el, 'profile').value, 'indkob', 'the saved profile shown');
      equal(shop.customerProfile, 'indkob', 'nothing changed on the server');
    },
    async recover({ el, shop, before }) {
      part(el, 'retry').click();
      await waitFor(() => changesOf(el).length === before + 1, 'changed on Try again');
      equal(changesOf(el).at(-1).detail.profile, 'kantine', 'the chosen profile');
      equal(shop.customerProfile, 'kantine');
    },
  },

  'wish-lists / wishlist.update': wishDriver({
    act({ el }) {
      setText(itemEl(el, '11').querySelector('[part="quantity"]'), '5');
      itemEl(el, '11').querySelector('[part="update"]').click();
    },
    failed: ({ el }) => listFailed(el, 'The change could not be saved. Please try again.'),
    kept({ el, shop }) {
      equal(itemEl(el, '11').querySelector('[part="quantity"]').value, '5', 'the typed quantity');
      equal(shop.wishlists[0].items[0].quantity, 2, 'nothing saved');
    },
    async recover({ el, shop }) {
      itemEl(el, '11').querySelector('[part="update"]').click();
      await waitFor(() => shop.wishlists[0].items[0].quantity === 5, 'saved');
      await waitFor(() => !itemEl(el, '11').querySelector('[part="update"]'), 'nothing left to save');
    },
  }),

  'wish-lists / wishlist.update (rename)': wishDriver({
    async act({ el }) {
      listEl(el, '3').querySelector('[part="rename"]').click();
      const name = await waitFor(() => listEl(el, '3').querySelector('[part="rename-form"] input'), 'the name field');
      setText(name, 'Lager 2');
      listEl(el, '3').querySelector('[part="rename-form"] button[type="submit"]').click();
    },
    failed: ({ el }) => listFailed(el, 'The list could not be renamed. Maybe another list already has that name.'),
    kept({ el, shop }) {
      equal(listEl(el, '3').querySelector('[part="rename-form"] input').value, 'Lager 2', 'the typed name');
      equal(shop.wishlists[1].label, 'Lager');
    },
    async recover({ el, shop }) {
      listEl(el, '3').querySelector('[part="rename-form"] button[type="submit"]').click();
      await waitFor(() => !listEl(el, '3').querySelector('[part="rename-form"]'), 'renamed');
      equal(shop.wishlists[1].label, 'Lager 2');
      assert(listEl(el, '3').querySelector('[part="list-title"]').textContent.startsWith('Lager 2'));
    },
  }),

  'wish-lists / wishlist.remove': wishDriver({
    async act({ el }) {
      listEl(el, '3').querySelector('[part="delete"]').click();
      const confirm = await waitFor(() => listEl(el, '3').querySelector('[part="confirm"] button'), 'Delete');
      confirm.click();
    },
    failed: ({ el }) => listFailed(el, 'The change could not be saved. Please try again.'),
    kept({ el, shop }) {
      assert(listEl(el, '3'), 'the list stays');
      equal(shop.wishlists.length, 2);
    },
    async recover({ el, shop }) {
      await waitFor(() => listEl(el, '3').querySelector('[part="delete"]'), 'back to the list');
      listEl(el, '3').querySelector('[part="delete"]').click();
      (await waitFor(() => listEl(el, '3').querySelector('[part="confirm"] button'), 'Delete')).click();
      await waitFor(() => !listEl(el, '3'), 'deleted');
      deepEqual(
        shop.wishlists.map((l) => l.id),
        ['1'],
      );
    },
  }),

  'wish-lists / cart.addFromList': wishDriver({
    act({ el }) {
      itemEl(el, '11').querySelector('[part="add-item"]').click();
    },
    failed: ({ el }) => listFailed(el, 'The items could not be added to the cart. Please try again.'),
    kept({ el, shop }) {
      assert(itemEl(el, '11'), 'the item stays in its list');
      deepEqual(shop.lines, [], 'nothing added');
    },
    async recover({ el, shop }) {
      itemEl(el, '11').querySelector('[part="add-item"]').click();
      await waitFor(() => shop.lines.length === 1, 'added');
      deepEqual(
        shop.lines.map((l) => [l.productid, l.quantity]),
        [['10001', 2]],
      );
      await waitFor(() => part(el, 'status').textContent === 'Added to the cart.', 'announced');
    },
  }),

  'free-gift / freegift.getCurrent': {
    mount: (tweak) =>
      mountInShop('free-gift', '<free-gift></free-gift><add-to-cart product-id="10001"></add-to-cart>', {
        config: `culture="da-DK" features="freegifts" purchase-allowed ${MATRIX_CONFIG}`,
        lines: [['10080', 2]],
        tweak,
      }),
    async failed(ctx, kind) {
      await loadFailed(ctx, 'freegift/getcurrent', kind);
      await waitForState(ctx.el, 'hidden');
      equal(getComputedStyle(ctx.el).display, 'none', 'nothing shown (nobody asked)');
    },
    async recover({ el, container, shop }) {
      const add = container.querySelector('add-to-cart');
      await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
      add.shadowRoot.querySelector('[part="button"]').click();
      await waitFor(() => shop.lines.some((l) => l.productid === '10001'), 'added');
      await waitForState(el, 'chosen', 8000);
      assert($$(el, '[part~="product"]').length > 0, 'the gifts shown');
    },
  },

  'add-to-cart / product.getByIds': {
    mount: (tweak) =>
      mountInShop('add-to-cart', '<add-to-cart product-id="10001"></add-to-cart>', {
        config: `purchase-allowed culture="en-GB" ${MATRIX_CONFIG}`,
        tweak,
      }),
    async failed({ el }) {
      await waitForState(el, 'hidden');
      equal(getComputedStyle(el).display, 'none', 'no control without its product');
    },
    async recover({ container, shop }) {
      container
        .querySelector('shop-context')
        .insertAdjacentHTML('beforeend', '<add-to-cart product-id="10001"></add-to-cart>');
      const again = container.querySelectorAll('add-to-cart')[1];
      await waitForState(again, 'ready');
      again.shadowRoot.querySelector('[part="button"]').click();
      await waitForState(again, 'in-cart');
      equal(shop.lines.find((l) => l.productid === '10001')?.quantity, 1);
    },
  },
};

describe('fault matrix: further calls', () => {
  matrix(rowsOf('calls'), drivers);
});
