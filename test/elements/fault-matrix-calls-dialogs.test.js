/* global describe */
// Fault matrix, the further calls made from dialogs: <login-form>'s reset-password modal
// (loginPage.resetPasswordRequest) and saved-cart dialog (cart.getRetentionCart, cart.change), <search-box>'s magic
// search overlay (product.magicSearch) × the six faults (helpers/faults.js). Rows: helpers/fault-rows.js (group
// 'calls-dialogs'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { PRODUCTS, installFakeShop, mountInShop, shopFor } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { assert, deepEqual, equal, waitFor, waitForState } from './helpers/util.js';

// Order: the fake shop, then the login pages (/fm-dialog-login/{context}: sign-in with a saved cart, reset
// request), then the faults around both.
installFakeShop();
const LOGIN = /^\/fm-dialog-login\/([^/]+)$/;
const shopFetch = window.fetch;
window.fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const m = LOGIN.exec(url.pathname);
  if (!m) return shopFetch(input, init);
  const { action } = Object.fromEntries(init.body.entries());
  let body = { error: 'unknown action' };
  if (action === 'signin') {
    shopFor(decodeURIComponent(m[1])).user = { role: 'user' };
    body = { signincompleted: true, previouscartfound: true, errortype: null };
  } else if (action === 'resetpasswordrequest') body = { emailsent: true, emailmissing: false };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};
installFaults();

// A completed sign-in reloads the page: the event is recorded and cancelled.
const logins = [];
document.addEventListener('butik-login', (event) => {
  event.preventDefault();
  logins.push(event.target);
});
const loginsOf = (el) => logins.filter((target) => el.contains(target) || target === el).length;

const q = (el, selector) => el.querySelector(selector);
/** Sets a field's text as one input event (like a paste; no focus, so the six cells of a row run at once). */
function setText(input, text) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}
const linesOf = (shop) => shop.lines.map((l) => [l.productid, l.quantity]);

// ---- <login-form> ---------------------------------------------------------------------------------------
const SAVED = [
  { productid: '10001', quantity: 2, addonparent: null },
  { productid: '10080', quantity: 1, addonparent: null },
];
async function mountLogin() {
  const ctx = await mountInShop('login-form', '<login-form></login-form>', {
    config: `culture="en-GB" ${MATRIX_CONFIG}`,
    lines: [['10006', 6]],
    tweak: (shop) => {
      shop.saved = structuredClone(SAVED);
    },
  });
  // The login page of this context (its sign-in signs the context's fake session in).
  ctx.el.setAttribute('login-url', `/fm-dialog-login/${ctx.context}`);
  await waitFor(() => q(ctx.el, 'form input[name="password"]'), 'form rendered');
  q(ctx.el, 'input[name="username"]').value = 'kunde@butik.test';
  q(ctx.el, 'input[name="password"]').value = 'demo1234';
  return ctx;
}
const resetDialog = (el) => q(el, '.butik-login__dialog--reset');
const savedDialog = (el) => q(el, '.butik-login__dialog--saved');
const savedReady = (el) =>
  savedDialog(el)?.open && !q(savedDialog(el), '.butik-login__loading') && q(savedDialog(el), '.butik-login__choices');
const choices = (el) => [...savedDialog(el).querySelectorAll('.butik-login__choices button')];
const choice = (el, text) => choices(el).find((b) => b.textContent === text);
const savedItems = (el) =>
  [...savedDialog(el).querySelectorAll('.butik-login__items > li .butik-login__item-name')].map((n) => n.textContent);
const CHOICES = ['Use the saved cart', 'Merge with the current cart', 'Do nothing'];
/** "Use the saved cart" works: the saved items become the cart, then butik-login (the reload). */
async function useSaved({ el, shop }) {
  choice(el, 'Use the saved cart').click();
  await waitFor(() => loginsOf(el) === 1, 'signed in (butik-login)');
  deepEqual(linesOf(shop), [
    ['10001', 2],
    ['10080', 1],
  ]);
}

// ---- <search-box> magic search --------------------------------------------------------------------------
function withMagic(shop) {
  const usual = shop.answer.bind(shop);
  shop.answer = (method, path, query, body) => {
    if (method !== 'GET' || path !== 'magicsearch') return usual(method, path, query, body);
    const text = (query.get('query') ?? '').trim().toLowerCase();
    const products = PRODUCTS.filter((p) => p.name.toLowerCase().includes(text)).map((p) => ({
      url: p.url,
      image: p.image,
      title: p.name,
    }));
    return {
      status: 200,
      body: { productcount: products.length, categorycount: 0, cmscount: 0, products, categories: [], cmspages: [] },
    };
  };
}
const overlay = (el) => el.shadowRoot.querySelector('dialog');
const overlayField = (el) => el.shadowRoot.querySelector('dialog input[name="query"]');
const hits = (el) => [...el.shadowRoot.querySelectorAll('dialog [role="tabpanel"]:not([hidden]) a, dialog section a')];
const empty = (el) => el.shadowRoot.querySelector('dialog [part="empty"]')?.textContent ?? null;

const drivers = {
  'login-form / loginPage.resetPasswordRequest': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountLogin();
      q(ctx.el, '.butik-login__link').click();
      await waitFor(() => resetDialog(ctx.el)?.open, 'the reset modal');
      return ctx;
    },
    match: ({ context }) => new RegExp(`^/fm-dialog-login/${context}$`),
    act({ el }) {
      resetDialog(el).querySelectorAll('.butik-login__actions button')[1].click();
    },
    async failed({ el }) {
      const alert = await waitFor(() => q(resetDialog(el), '.butik-login__alert--error'), 'the failure');
      equal(alert.getAttribute('role'), 'alert');
      equal(alert.textContent, 'The system encountered a problem. Please contact us for help.');
    },
    kept({ el }) {
      assert(resetDialog(el).open, 'the modal stays open');
      equal(q(resetDialog(el), 'input').value, 'kunde@butik.test', 'the e-mail');
    },
    async recover({ el }) {
      resetDialog(el).querySelectorAll('.butik-login__actions button')[1].click();
      const sent = await waitFor(() => q(resetDialog(el), '.butik-login__alert--success'), 'sent');
      equal(sent.textContent, 'An e-mail has been dispatched with instructions on how to proceed.');
    },
  },

  'login-form / cart.getRetentionCart': {
    fresh: true,
    parallel: true,
    mount: mountLogin,
    act({ el }) {
      q(el, 'button[type="submit"]').click();
    },
    async failed({ el }) {
      await waitFor(() => savedReady(el), 'the saved-cart dialog', 8000);
      equal(q(savedDialog(el), '.butik-login__muted').textContent, 'The saved items could not be shown.');
    },
    kept({ el, shop }) {
      deepEqual(
        choices(el).map((b) => b.textContent),
        CHOICES,
        'every choice stays',
      );
      equal(loginsOf(el), 0, 'no reload before a choice');
      deepEqual(linesOf(shop), [['10006', 6]], 'the cart as it was');
    },
    recover: useSaved,
  },

  'login-form / cart.change': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountLogin();
      q(ctx.el, 'button[type="submit"]').click();
      await waitFor(() => savedReady(ctx.el) && savedItems(ctx.el).length === 2, 'the saved-cart dialog');
      return ctx;
    },
    act({ el }) {
      choice(el, 'Use the saved cart').click();
    },
    async failed({ el }) {
      const alert = await waitFor(() => q(savedDialog(el), '.butik-login__alert'), 'the failure', 8000);
      equal(alert.textContent, 'Your cart could not be changed. Please try again.');
      equal(loginsOf(el), 0, 'no reload');
    },
    kept({ el, shop }) {
      assert(savedDialog(el).open, 'the dialog stays open');
      deepEqual(savedItems(el), ['Kuglepen blå', 'Whiteboard'], 'the saved items');
      deepEqual(
        choices(el).map((b) => b.textContent),
        CHOICES,
      );
      deepEqual(linesOf(shop), [['10006', 6]], 'the cart as it was');
    },
    recover: useSaved,
  },

  'search-box / product.magicSearch': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountInShop('search-box', '<search-box></search-box>', {
        config: `culture="en-GB" show-prices features="magicsearch" ${MATRIX_CONFIG}`,
        tweak: withMagic,
      });
      const input = await waitFor(() => ctx.el.shadowRoot.querySelector('form [part="input"]'), 'the field');
      input.click();
      await waitFor(() => overlay(ctx.el)?.open && overlayField(ctx.el), 'the overlay');
      return ctx;
    },
    act({ el }) {
      setText(overlayField(el), 'kugle');
    },
    async failed({ el }) {
      await waitFor(
        () => empty(el) === 'Your search for "kugle" returned no items',
        () => `the §8 empty result (shows "${empty(el)}")`,
        8000,
      );
      await waitForState(el, 'empty');
    },
    kept({ el }) {
      equal(overlayField(el).value, 'kugle', 'the typed query');
      assert(overlay(el).open, 'the overlay stays open');
    },
    async recover({ el }) {
      setText(overlayField(el), 'kuglepen');
      await waitFor(
        () => hits(el).length === 1,
        () => `the product found (${hits(el).length} hits)`,
        8000,
      );
      equal(hits(el)[0].textContent.includes('Kuglepen blå'), true, hits(el)[0].textContent);
    },
  },
};

describe('fault matrix: calls from dialogs', () => {
  matrix(rowsOf('calls-dialogs'), drivers);
});
