/* global describe */
// Fault matrix, cart elements: <add-to-cart>, <cart-preview>, <free-gift> × their calls × the six faults (helpers/faults.js).
// Rows: helpers/fault-rows.js (group 'cart'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { $$, assert, deepEqual, equal, shadowPart, waitFor, waitForState } from './helpers/util.js';

installFaults();

const CONFIG = `purchase-allowed culture="en-GB" ${MATRIX_CONFIG}`;
const part = shadowPart;
const parts = (el, name) => $$(el, `[part="${name}"]`);
const serverQuantity = (shop, id) => shop.lines.find((l) => l.productid === id)?.quantity ?? 0;
const alertOf = (el) => part(el, 'alert');

const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
const gifts = (el) => [...el.shadowRoot.querySelectorAll('[part~="product"]')];
const giftPart = (el, name) => el.shadowRoot.querySelector(`[part~="${name}"]`);
const pressed = (el) =>
  gifts(el)
    .map((b, i) => (b.getAttribute('aria-pressed') === 'true' ? i : -1))
    .filter((i) => i >= 0);
const giftEvents = [];
document.addEventListener('butik-free-gift-change', (e) => giftEvents.push(e.composedPath()[0]));
const eventsOf = (el) => giftEvents.filter((target) => target === el || el.shadowRoot.contains(target)).length;

/** A cart over the free-gift limit (2 × 900 kr.): the first gift is chosen. */
async function mountGift() {
  const ctx = await mountInShop('free-gift', '<free-gift></free-gift>', {
    config: `culture="da-DK" features="freegifts" ${MATRIX_CONFIG}`,
    lines: [['10080', 2]],
  });
  await waitForState(ctx.el, 'chosen');
  await waitFor(
    () => pressed(ctx.el).join() === '0',
    () => `the first gift chosen (${pressed(ctx.el)})`,
  );
  ctx.events = eventsOf(ctx.el);
  return ctx;
}

const drivers = {
  'free-gift / freegift.add': {
    fresh: true,
    parallel: true,
    mount: mountGift,
    act({ el }) {
      gifts(el)[2].click();
    },
    async failed({ el, events }) {
      const alert = await waitFor(() => giftPart(el, 'error'), 'failure message', 5000);
      equal(alert.getAttribute('role'), 'alert');
      equal(norm(alert.textContent), 'Gratisgaven kunne ikke vælges. Prøv igen.');
      equal(eventsOf(el), events, 'no event on failure');
    },
    async kept({ el }) {
      await waitFor(
        () => pressed(el).join() === '0',
        () => `the first gift still chosen (${pressed(el)})`,
      );
    },
    async recover({ el }) {
      gifts(el)[2].click();
      await waitFor(() => pressed(el).join() === '2', 'chosen on the next try');
      equal(giftPart(el, 'error'), null, 'message cleared');
    },
  },

  'free-gift / freegift.remove': {
    fresh: true,
    parallel: true,
    mount: mountGift,
    act({ el }) {
      giftPart(el, 'remove').click();
    },
    async failed({ el }) {
      await waitFor(
        () => norm(giftPart(el, 'error')?.textContent) === 'Gratisgaven kunne ikke fjernes. Prøv igen.',
        'remove failure message',
      );
      equal(giftPart(el, 'error').getAttribute('role'), 'alert');
    },
    async kept({ el }) {
      equal(el.getAttribute('data-state'), 'chosen', 'still chosen');
      deepEqual(pressed(el), [0]);
    },
    async recover({ el }) {
      giftPart(el, 'remove').click();
      await waitForState(el, 'choose');
      deepEqual(pressed(el), []);
    },
  },

  'add-to-cart / cart.get': {
    async mount(tweak) {
      return mountInShop('add-to-cart', '<add-to-cart product-id="10001"></add-to-cart>', { config: CONFIG, tweak });
    },
    async failed({ el }) {
      const alert = await waitFor(() => alertOf(el), 'cart load failure', 8000);
      assert(alert.textContent.includes('The cart could not be loaded.'), alert.textContent);
    },
    async recover({ el, shop }) {
      [...alertOf(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again').click();
      await waitFor(() => !alertOf(el), 'loaded after Try again', 8000);
      await waitForState(el, 'ready');
      part(el, 'button').click();
      await waitForState(el, 'in-cart');
      equal(serverQuantity(shop, '10001'), 1);
    },
  },

  'add-to-cart / cart.addOrUpdate': {
    async mount() {
      const ctx = await mountInShop('add-to-cart', '<add-to-cart product-id="10001"></add-to-cart>', {
        config: CONFIG,
      });
      await waitForState(ctx.el, 'ready');
      part(ctx.el, 'button').click();
      await waitForState(ctx.el, 'in-cart');
      return ctx;
    },
    async act(ctx) {
      ctx.saved = serverQuantity(ctx.shop, '10001');
      part(ctx.el, 'plus').click();
      await waitFor(() => part(ctx.el, 'quantity').value === String(ctx.saved + 1), 'optimistic +1');
    },
    async failed({ el }) {
      const alert = await waitFor(() => alertOf(el), 'failure message', 5000);
      equal(alert.getAttribute('role'), 'alert');
      assert(alert.textContent.includes('The cart could not be updated. Please try again.'), alert.textContent);
    },
    async kept({ el, shop, saved }) {
      await waitFor(() => part(el, 'quantity').value === String(saved), `rolled back to ${saved}`);
      equal(serverQuantity(shop, '10001'), saved, 'server cart unchanged');
    },
    async recover(ctx) {
      const { el, shop, saved } = ctx;
      alertOf(el).querySelector('button[aria-label="Dismiss"]').click();
      await waitFor(() => !alertOf(el), 'dismissed');
      part(el, 'plus').click();
      await waitFor(() => serverQuantity(shop, '10001') === saved + 1, `server has ${saved + 1}`, 5000);
      await waitFor(() => part(el, 'quantity').value === String(saved + 1), 'shown');
    },
  },

  'cart-preview / cart.get': {
    async mount(tweak) {
      return mountInShop('cart-preview', '<cart-preview></cart-preview>', {
        config: CONFIG,
        lines: [['10001', 2]],
        tweak,
      });
    },
    async failed({ el }) {
      await waitForState(el, 'failed', 8000);
      equal(part(el, 'badge'), null, 'no count without a cart');
      part(el, 'toggle').click();
      const error = await waitFor(() => part(el, 'error'), 'failure message');
      equal(error.getAttribute('role'), 'alert');
      assert(error.textContent.includes('The cart could not be loaded.'), error.textContent);
    },
    async recover({ el }) {
      part(el, 'retry').click();
      await waitForState(el, 'open', 8000);
      equal(part(el, 'error'), null);
      equal(part(el, 'badge').textContent, '2');
      equal(parts(el, 'line').length, 1);
    },
  },

  'cart-preview / cart.addOrUpdate': {
    async mount() {
      const ctx = await mountInShop('cart-preview', '<cart-preview></cart-preview>', {
        config: CONFIG,
        lines: [
          ['10001', 2],
          ['10080', 1],
        ],
      });
      await waitForState(ctx.el, 'closed');
      part(ctx.el, 'toggle').click();
      await waitForState(ctx.el, 'open');
      await waitFor(() => !part(ctx.el, 'panel').querySelector('.kit-lazy'), 'the panel content loaded');
      return ctx;
    },
    async act(ctx) {
      // Remove the first line (Kuglepen blå).
      equal(parts(ctx.el, 'line').length, 2);
      ctx.saved = serverQuantity(ctx.shop, '10001');
      parts(ctx.el, 'remove')[0].click();
    },
    async failed({ el }) {
      const alert = await waitFor(() => part(el, 'change-error'), 'change failure message');
      equal(alert.getAttribute('role'), 'alert');
      equal(
        alert.querySelector('p').textContent,
        'Your change to Kuglepen blå could not be saved. The cart shows what was saved.',
      );
    },
    async kept({ el, shop, saved }) {
      await waitFor(() => parts(el, 'line').length === 2, 'line back');
      equal(parts(el, 'quantity')[0].value, String(saved));
      equal(serverQuantity(shop, '10001'), saved);
    },
    async recover({ el, shop, saved }) {
      part(el, 'change-error').querySelector('button').click();
      await waitFor(() => part(el, 'change-error') === null, 'dismissed');
      // The next change is saved: + on the first line.
      parts(el, 'plus')[0].click();
      await waitFor(() => serverQuantity(shop, '10001') === saved + 1, `server has ${saved + 1}`, 5000);
      deepEqual(
        shop.lines.map((l) => l.productid),
        ['10001', '10080'],
      );
    },
  },
};

describe('fault matrix: cart elements', () => {
  matrix(rowsOf('cart'), drivers);
});
