/* global describe */
// Fault matrix, accounts: <save-for-later>, <wish-lists>, <customer-switcher> × their calls × the six faults (helpers/faults.js).
// Rows: helpers/fault-rows.js (group 'account'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { $, $$, assert, deepEqual, equal, partOf, stateOf, waitFor, waitForState } from './helpers/util.js';
import { withLists } from './helpers/wish-list-records.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFaults();

// A customer change reloads the page: a listener cancels it and records the detail.
const changes = [];
document.addEventListener('butik-customer-change', (event) => {
  event.preventDefault();
  changes.push({ detail: event.detail, target: event.composedPath()[0] });
});
const changesOf = (el) => changes.filter((c) => c.target === el || el.shadowRoot.contains(c.target));

const SIGNED_IN = `signed-in login-url="/login" culture="en-GB" ${MATRIX_CONFIG}`;
const radios = (el) => $$(el, 'input[type="radio"]');
const checkedLabel = (el) =>
  radios(el)
    .find((r) => r.checked)
    ?.closest('label')
    ?.querySelector('.wish-choice__label')?.textContent ?? null;
const itemEl = (el, id) => $(el, `[part="item"][data-item-id="${id}"]`);

async function mountSaveForLater() {
  return mountInShop('save-for-later', '<save-for-later product-id="10006" colli="6"></save-for-later>', {
    config: `enable-wish-list ${SIGNED_IN}`,
    tweak: withLists(),
  });
}
async function openDialog(el) {
  await waitFor(() => $(el, '[part="button"]'), 'button');
  $(el, '[part="button"]').click();
  await waitFor(() => $(el, 'dialog')?.open, 'dialog open');
}

const part = partOf;
const options = (el) => $$(el, '[role="option"]');
async function mountSwitcher() {
  const ctx = await mountInShop('customer-switcher', '<customer-switcher></customer-switcher>', {
    config: `culture="en-GB" user-role="salesperson" signed-in ${MATRIX_CONFIG}`,
  });
  await waitForState(ctx.el, 'ready');
  return ctx;
}
/** Adds `text` to the search field as one input event (like a paste; no focus, so the six cells run at once). */
function typeSearch(el, text) {
  const input = part(el, 'search');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, input.value + text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

const drivers = {
  'customer-switcher / customer.search': {
    fresh: true,
    parallel: true,
    mount: mountSwitcher,
    act: ({ el }) => typeSearch(el, 'Byggefirma'),
    async failed({ el }) {
      await waitFor(
        () => el.shadowRoot.textContent.includes('No customers match "Byggefirma"'),
        () => `the empty result (shows: ${el.shadowRoot.textContent})`,
        8000,
      );
      equal(options(el).length, 0);
    },
    kept({ el }) {
      equal(part(el, 'search').value, 'Byggefirma', 'the typed query stays');
    },
    async recover({ el }) {
      await typeSearch(el, 'et');
      await waitFor(() => options(el).length === 1, 'one result', 8000);
      assert(options(el)[0].textContent.includes('Byggefirmaet'), options(el)[0].textContent);
    },
  },

  'customer-switcher / customer.change': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountSwitcher();
      await typeSearch(ctx.el, 'Byggefirmaet');
      await waitFor(() => options(ctx.el).length === 1, 'one result');
      ctx.before = changesOf(ctx.el).length;
      return ctx;
    },
    act({ el }) {
      options(el)[0].click();
    },
    async failed({ el, before }) {
      await waitForState(el, 'failed');
      equal(part(el, 'error').getAttribute('role'), 'alert');
      assert(part(el, 'error').textContent.includes('The customer could not be changed. Please try again.'));
      equal(changesOf(el).length, before, 'no event on failure');
    },
    async recover({ el, before }) {
      part(el, 'retry').click();
      await waitFor(() => changesOf(el).length === before + 1, 'changed on retry');
      equal(changesOf(el).at(-1).detail.customer.id, 'C101', 'the chosen customer');
    },
  },

  'save-for-later / wishlist.list': {
    fresh: true,
    parallel: true,
    mount: mountSaveForLater,
    act: ({ el }) => openDialog(el),
    async failed({ el }) {
      await waitForState(el, 'failed', 8000);
      equal($(el, '[part="error"] span').textContent, 'Your wish lists could not be loaded.');
    },
    kept({ el }) {
      assert($(el, 'dialog').open, 'the dialog stays open');
    },
    async recover({ el }) {
      $(el, '[part="error"] button').click();
      await waitForState(el, 'ready');
      equal(checkedLabel(el), 'Kontor');
    },
  },

  'save-for-later / wishlist.addItem': {
    fresh: true,
    async mount() {
      const ctx = await mountSaveForLater();
      await openDialog(ctx.el);
      await waitForState(ctx.el, 'ready');
      radios(ctx.el)[1].click();
      await waitFor(() => checkedLabel(ctx.el) === 'Lager', 'Lager chosen');
      const quantity = $(ctx.el, '[part="quantity"]');
      quantity.focus();
      quantity.select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '12' });
      await waitFor(() => quantity.value === '12', 'quantity typed');
      return ctx;
    },
    act({ el }) {
      $(el, '[part="save"]').click();
    },
    async failed({ el }) {
      await waitFor(() => $(el, 'form [part="error"]'), 'save error');
      equal($(el, 'form [part="error"]').textContent, 'The item could not be saved. Please try again.');
      equal(stateOf(el), 'ready');
    },
    kept({ el }) {
      equal(checkedLabel(el), 'Lager', 'chosen list kept');
      equal($(el, '[part="quantity"]').value, '12', 'quantity kept');
    },
    async recover({ el, shop }) {
      $(el, '[part="save"]').click();
      await waitForState(el, 'saved');
      deepEqual(
        shop.wishlists.find((l) => l.label === 'Lager').items.map((i) => [i.productid, i.quantity]),
        [['10006', 12]],
      );
    },
  },

  'wish-lists / wishlist.list': {
    mount(tweak) {
      return mountInShop('wish-lists', '<wish-lists></wish-lists>', { config: SIGNED_IN, tweak: withLists(tweak) });
    },
    async failed({ el }) {
      await waitForState(el, 'failed', 8000);
      equal($(el, '[part="error"] span').textContent, 'Your wish lists could not be loaded.');
    },
    async recover({ el }) {
      $(el, '[part="error"] button').click();
      await waitForState(el, 'ready');
      assert(itemEl(el, '11') && itemEl(el, '12'), 'the lists are shown');
    },
  },

  'wish-lists / wishlist.removeItem': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountInShop('wish-lists', '<wish-lists></wish-lists>', {
        config: SIGNED_IN,
        tweak: withLists(),
      });
      await waitForState(ctx.el, 'ready');
      return ctx;
    },
    act({ el }) {
      itemEl(el, '11').querySelector('[part="remove"]').click();
    },
    async failed({ el }) {
      await waitFor(() => $(el, '[part="error"]'), 'change error');
      equal($(el, '[part="error"] span').textContent, 'The change could not be saved. Please try again.');
    },
    kept({ el, shop }) {
      assert(itemEl(el, '11'), 'item kept');
      equal(shop.wishlists[0].items.length, 2);
    },
    async recover({ el, shop }) {
      itemEl(el, '11').querySelector('[part="remove"]').click();
      await waitFor(() => !itemEl(el, '11'), 'removed');
      deepEqual(
        shop.wishlists[0].items.map((i) => i.id),
        ['12'],
      );
    },
  },
};

describe('fault matrix: accounts', () => {
  matrix(rowsOf('account'), drivers);
});
