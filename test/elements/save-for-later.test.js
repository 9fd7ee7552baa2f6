/* global describe, it */
// <save-for-later>: the button (enable-wish-list) and the wish list dialog: visitor text, lists loaded when signed
// in with the first selected, create-new mode when there are none, name required, quantity rounded up to colli,
// 'The item have been saved for later', reset on close. Fake shop API (wishlist routes), one context per test.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepActive, deepEqual, equal, nothingRendered, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const SIGNED_IN = 'enable-wish-list signed-in login-url="/login" culture="en-GB"';

async function mount(
  html = '<save-for-later product-id="10006" colli="6"></save-for-later>',
  { config = SIGNED_IN, lists = [] } = {},
) {
  const mounted = await mountInShop('save-for-later', html, {
    config,
    tweak: (shop) => {
      shop.wishlists = structuredClone(lists);
      shop.nextWishId = 100;
    },
  });
  return mounted;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const dialog = (el) => $(el, 'dialog');
const radios = (el) => $$(el, 'input[type="radio"]');
const checkedLabel = (el) =>
  radios(el)
    .find((r) => r.checked)
    ?.closest('label')
    ?.querySelector('.wish-choice__label')?.textContent ?? null;
const wishRequests = (shop) => shop.requests.filter((r) => r.path.startsWith('wishlist/'));

async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

async function open(el) {
  await waitFor(() => $(el, '[part="button"]'), 'button');
  $(el, '[part="button"]').click();
  await waitFor(() => dialog(el)?.open, 'dialog open');
}

const KONTOR = {
  id: '1',
  label: 'Kontor',
  items: [
    {
      id: '2',
      productid: '10001',
      quantity: 1,
      name: 'Kuglepen blå',
      image: null,
      url: '/product/10001',
      product: '10001',
      variantid: null,
    },
  ],
};
const LAGER = { id: '3', label: 'Lager', items: [] };

describe('<save-for-later>', () => {
  it('is hidden without enable-wish-list', async () => {
    nothingRendered('<save-for-later> hides itself without enable-wish-list');
    const { el, shop } = await mount('<save-for-later product-id="10006" colli="6"></save-for-later>', {
      config: 'signed-in culture="en-GB"',
    });
    await waitFor(() => state(el) === 'hidden', 'hidden');
    equal($(el, '[part="button"]'), null);
    equal(getComputedStyle(el).display, 'none');
    equal(wishRequests(shop).length, 0);
  });

  it('a visitor sees the login text and a link to the login page; nothing is loaded', async () => {
    const { el, shop } = await mount(undefined, { config: 'enable-wish-list login-url="/login" culture="en-GB"' });
    await waitFor(() => state(el) === 'closed', 'closed');
    equal($(el, '[part="button"]').textContent.trim(), 'Save for later');
    await expectAccessible(el);
    await open(el);
    await waitFor(() => state(el) === 'visitor', 'visitor');
    equal($(el, '[part="login"] p').textContent, 'In order to save items for later you need to login.');
    equal($(el, '[part="login"] a').getAttribute('href'), '/login');
    equal($(el, '[part="login"] a').textContent, 'Login');
    equal($(el, 'form'), null);
    equal(wishRequests(shop).length, 0);
  });

  it('speaks Danish with a Danish culture', async () => {
    const { el } = await mount(undefined, { config: 'enable-wish-list login-url="/log-ind" culture="da-DK"' });
    await waitFor(() => $(el, '[part="button"]')?.textContent.trim() === 'Gem til senere', 'Danish button');
    await open(el);
    await waitFor(() => state(el) === 'visitor', 'visitor');
    equal($(el, '[part="login"] p').textContent, 'Du skal logge ind for at gemme varer til senere.');
    equal($(el, '[part="login"] a').textContent, 'Log ind');
  });

  it('signed in: opening loads the lists and the first is selected; the pack size is shown', async () => {
    const { el, shop } = await mount(undefined, { lists: [KONTOR, LAGER] });
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready');
    equal(shop.count('GET', 'wishlist/list'), 1);
    deepEqual(
      radios(el).map((r) => r.closest('label').querySelector('.wish-choice__label').textContent),
      ['Kontor', 'Lager', 'Create new list'],
    );
    equal(checkedLabel(el), 'Kontor');
    equal($(el, '[part="name"]'), null, 'no name field until create-new');
    equal($(el, '[part="quantity"]').value, '6', 'quantity defaults to colli');
    equal($(el, '[part="notice"]').textContent, 'Sold in packages of 6.');
  });

  it('saves to the selected list: POST add with label, productid and the quantity rounded up to colli; success text', async () => {
    const { el, shop } = await mount(undefined, { lists: [KONTOR, LAGER] });
    const changes = [];
    el.addEventListener('butik-wish-list-change', (e) => changes.push(e.detail));
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready');
    radios(el)[1].click();
    await waitFor(() => checkedLabel(el) === 'Lager', 'Lager selected');
    await typeInto($(el, '[part="quantity"]'), '7x');
    await waitFor(() => $(el, '[part="quantity"]').value === '7', 'digits only');
    await waitFor(
      () => $(el, '[part="notice"]').textContent.includes('The quantity will be rounded up to 12.'),
      'rounding shown',
    );
    $(el, '[part="save"]').click();
    await waitFor(() => state(el) === 'saved', 'saved');
    const posts = shop.requests.filter((r) => r.method === 'POST' && r.path === 'wishlist/add');
    deepEqual(
      posts.map((r) => r.body),
      [{ label: 'Lager', productid: '10006', quantity: 12 }],
    );
    equal($(el, '[part="status"] strong').textContent, 'The item have been saved for later');
    assert(
      $(el, '[part="status"]').textContent.includes('Saved to "Lager" with quantity 12.'),
      'which list and quantity',
    );
    equal(checkedLabel(el), 'Lager', 'the saved list stays selected');
    equal(changes.length, 1);
    deepEqual(changes[0].change, { action: 'add', label: 'Lager', productid: '10006', quantity: 12 });
    equal(changes[0].wishlists.find((l) => l.label === 'Lager').items.length, 1);
  });

  it('no lists: create-new mode is on; the name is required; after saving create-new mode clears', async () => {
    const { el, shop } = await mount('<save-for-later product-id="10001"></save-for-later>');
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready');
    equal(checkedLabel(el), 'Create new list');
    const name = $(el, '[part="name"]');
    assert(name, 'name field shown');
    equal($(el, '[part="quantity"]').value, '1');
    await expectAccessible(el);
    $(el, '[part="save"]').click();
    await waitFor(() => name.getAttribute('aria-invalid') === 'true', 'name invalid');
    equal($(el, '.wish-field__error[role="alert"]').textContent, 'The List name field is required');
    equal(deepActive(), name, 'focus on the name field');
    equal(shop.count('POST', 'wishlist/add'), 0, 'nothing sent');
    await expectAccessible(el);
    await typeInto(name, 'Jul 2026');
    await waitFor(() => name.getAttribute('aria-invalid') === 'false', 'error cleared');
    $(el, '[part="save"]').click();
    await waitFor(() => state(el) === 'saved', 'saved');
    deepEqual(shop.requests.find((r) => r.path === 'wishlist/add').body, {
      label: 'Jul 2026',
      productid: '10001',
      quantity: 1,
    });
    equal($(el, '[part="status"] strong').textContent, 'The item have been saved for later');
    equal(checkedLabel(el), 'Jul 2026', 'create-new mode cleared; the new list is selected');
    equal($(el, '[part="name"]'), null);
  });

  it('closing clears the selection and the success message and resets the quantity to colli', async () => {
    const { el, shop } = await mount(undefined, { lists: [KONTOR, LAGER] });
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready');
    radios(el)[1].click();
    await typeInto($(el, '[part="quantity"]'), '13');
    $(el, '[part="save"]').click();
    await waitFor(() => state(el) === 'saved', 'saved');
    $(el, '.wish-dialog__close').click();
    await waitFor(() => !dialog(el).open && state(el) === 'closed', 'closed');
    equal($(el, 'form'), null, 'the form is gone while closed');
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready again');
    equal(shop.count('GET', 'wishlist/list'), 2, 'lists loaded again');
    equal(checkedLabel(el), 'Kontor', 'first list selected again');
    equal($(el, '[part="quantity"]').value, '6', 'quantity back to colli');
    equal($(el, '[part="status"]').textContent, '', 'no success message');
    // Esc closes too.
    $(el, '[part="quantity"]').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el).open && state(el) === 'closed', 'closed by Esc');
  });

  it('sends variant-sku as productid', async () => {
    const { el, shop } = await mount(
      '<save-for-later product-id="10060" variant-sku="A10060-L" colli="2"></save-for-later>',
      { lists: [KONTOR] },
    );
    await open(el);
    await waitFor(() => state(el) === 'ready', 'ready');
    await typeInto($(el, '[part="quantity"]'), '3');
    $(el, '[part="save"]').click();
    await waitFor(() => state(el) === 'saved', 'saved');
    deepEqual(shop.requests.find((r) => r.path === 'wishlist/add').body, {
      label: 'Kontor',
      productid: 'A10060-L',
      quantity: 4,
    });
  });

  it('a failed load offers Try again; a failed save keeps the entries and says so', async () => {
    const { el, shop } = await mount(undefined, { lists: [KONTOR] });
    shop.failNext('wishlist/list', { times: 3 }); // GET is retried twice
    await open(el);
    await waitFor(() => state(el) === 'failed', 'failed');
    equal($(el, '[part="error"] span').textContent, 'Your wish lists could not be loaded.');
    await expectAccessible(el);
    $(el, '[part="error"] button').click();
    await waitFor(() => state(el) === 'ready', 'ready after retry');
    shop.failNext('wishlist/add');
    $(el, '[part="save"]').click();
    await waitFor(() => $(el, 'form [part="error"]'), 'save error');
    equal($(el, 'form [part="error"]').textContent, 'The item could not be saved. Please try again.');
    equal(state(el), 'ready');
    equal(checkedLabel(el), 'Kontor');
  });

  it('without product-id it renders nothing and logs', async () => {
    nothingRendered('<save-for-later> hides itself without product-id (console error only)');
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      const { el } = await mount('<save-for-later></save-for-later>');
      await waitFor(() => state(el) === 'hidden', 'hidden');
      assert(
        errors.some((e) => e.includes('<save-for-later> needs a product-id')),
        'logged',
      );
    } finally {
      console.error = original;
    }
  });
});
