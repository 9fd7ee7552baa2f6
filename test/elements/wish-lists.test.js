/* global describe, it */
// <wish-lists>: a signed-in user's lists with their items: rename (updatelist), delete a list (confirmed), remove
// items, change quantities (rounded up to colli), add an item or the whole list to the cart when
// enable-purchase-from-lists && allow-purchase (POST cart/addorupdatecartfromlist → page cart). Fake shop API
// (wishlist routes), one context per test.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepEqual, equal, setup, waitFor } from './helpers/util.js';
import { WISH_LISTS, withLists } from './helpers/wish-list-records.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const SIGNED_IN = 'signed-in login-url="/login" culture="en-GB"';
const BUYING = `${SIGNED_IN} purchase-allowed enable-purchase-from-lists allow-purchase`;

async function mount({ config = SIGNED_IN, lists = WISH_LISTS, html = '<wish-lists></wish-lists>', tweak } = {}) {
  const mounted = await mountInShop('wish-lists', html, { config, tweak: withLists(tweak, lists) });
  return mounted;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const list = (el, id) => $(el, `[part="list"][data-list-id="${id}"]`);
const itemEl = (el, id) => $(el, `[part="item"][data-item-id="${id}"]`);
const titles = (el) => $$(el, '[part="list-title"]').map((h) => h.firstChild.textContent);
const status = (el) => $(el, '[part="status"]').textContent;
const requestsTo = (shop, method, path) => shop.requests.filter((r) => r.method === method && r.path === path);

async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

async function ready(el) {
  await waitFor(() => state(el) === 'ready', 'ready');
}

describe('<wish-lists>', () => {
  it('a visitor sees the login text and link; nothing is loaded', async () => {
    const { el, shop } = await mount({ config: 'login-url="/login" culture="en-GB"' });
    await waitFor(() => state(el) === 'visitor', 'visitor');
    equal($(el, '[part="title"]').textContent, 'My wish lists');
    equal($(el, '.panel__intro').textContent, 'In order to save items for later you need to login.');
    equal($(el, 'a').getAttribute('href'), '/login');
    equal(shop.requests.filter((r) => r.path.startsWith('wishlist/')).length, 0);
  });

  it('shows the lists with their items; no cart buttons without purchase from lists', async () => {
    const { el, shop } = await mount({ html: '<wish-lists heading="Ønsker"></wish-lists>' });
    await ready(el);
    equal($(el, '[part="title"]').textContent, 'Ønsker');
    deepEqual(titles(el), ['Kontor', 'Lager']);
    equal(list(el, '1').querySelector('.wl-list__count').textContent, '2 items');
    deepEqual(
      $$(el, '[part="item-name"]').map((n) => n.textContent),
      ['Kuglepen blå', 'Kopipapir A4 (pakke)'],
    );
    equal(itemEl(el, '11').querySelector('[part="quantity"]').value, '2');
    equal(list(el, '2').querySelector('.wl-list__empty').textContent, 'This list is empty.');
    equal($(el, '[part="add-item"]'), null);
    equal($(el, '[part="add-list"]'), null);
    equal(shop.count('GET', 'wishlist/list'), 1);
    await waitFor(
      () => itemEl(el, '12').querySelector('.wl-item__notice')?.textContent === 'Sold in packages of 6.',
      'pack size from the product store',
    );
  });

  it('no lists: says so', async () => {
    const { el } = await mount({ lists: [] });
    await waitFor(() => state(el) === 'empty', 'empty');
    assert($(el, '.panel__intro').textContent.startsWith('You have no wish lists yet.'), 'empty text');
  });

  it('renames a list (name required) with POST updatelist', async () => {
    const { el, shop } = await mount();
    await ready(el);
    const changes = [];
    el.addEventListener('butik-wish-list-change', (e) => changes.push(e.detail));
    list(el, '1').querySelector('[part="rename"]').click();
    await waitFor(() => list(el, '1').querySelector('[part="rename-form"] input'), 'rename form');
    const input = list(el, '1').querySelector('[part="rename-form"] input');
    equal(input.value, 'Kontor');
    await expectAccessible(el);
    await typeInto(input, '');
    list(el, '1').querySelector('[part="rename-form"] button[type="submit"]').click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 'required');
    equal(list(el, '1').querySelector('.wl-field-error').textContent, 'The List name field is required');
    equal(requestsTo(shop, 'POST', 'wishlist/updatelist').length, 0);
    await expectAccessible(el);
    await typeInto(input, 'Kontoret');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => titles(el)[0] === 'Kontoret', 'renamed');
    deepEqual(
      requestsTo(shop, 'POST', 'wishlist/updatelist').map((r) => r.body),
      [{ id: '1', label: 'Kontoret' }],
    );
    equal(status(el), 'The list was renamed.');
    // The form closes once the rename's promise settles: a render after the one that shows the new title.
    await waitFor(() => list(el, '1').querySelector('[part="rename-form"]') === null, 'form closed');
    deepEqual(
      changes.map((c) => c.change),
      [{ action: 'rename', id: '1', label: 'Kontoret' }],
    );
  });

  it('a rename that clashes with another list says so and keeps the form', async () => {
    const { el } = await mount();
    await ready(el);
    list(el, '1').querySelector('[part="rename"]').click();
    const input = await waitFor(() => list(el, '1').querySelector('[part="rename-form"] input'), 'rename form');
    await typeInto(input, 'Lager');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(el, '[part="error"]'), 'error');
    equal(
      $(el, '[part="error"] span').textContent,
      'The list could not be renamed. Maybe another list already has that name.',
    );
    assert(list(el, '1').querySelector('[part="rename-form"]'), 'form kept');
    deepEqual(titles(el), ['Kontor', 'Lager']);
  });

  it('deletes a list after confirming (Cancel keeps it)', async () => {
    const { el, shop } = await mount();
    await ready(el);
    list(el, '1').querySelector('[part="delete"]').click();
    await waitFor(() => list(el, '1').querySelector('[part="confirm"]'), 'confirm');
    equal(list(el, '1').querySelector('[part="confirm"] p').textContent, 'Delete the list "Kontor" and its items?');
    await expectAccessible(el);
    [...list(el, '1').querySelectorAll('[part="confirm"] button')].find((b) => b.textContent === 'Cancel').click();
    await waitFor(() => !list(el, '1').querySelector('[part="confirm"]'), 'cancelled');
    equal(requestsTo(shop, 'DELETE', 'wishlist/1').length, 0);
    list(el, '1').querySelector('[part="delete"]').click();
    const confirm = await waitFor(
      () =>
        [...(list(el, '1')?.querySelectorAll('[part="confirm"] button') ?? [])].find((b) => b.textContent === 'Delete'),
      'confirm again',
    );
    confirm.click();
    await waitFor(() => !list(el, '1'), 'list gone');
    equal(requestsTo(shop, 'DELETE', 'wishlist/1').length, 1);
    deepEqual(titles(el), ['Lager']);
    equal(status(el), 'The list "Kontor" was deleted.');
  });

  it('removes an item with DELETE {listid}/{itemid}', async () => {
    const { el, shop } = await mount();
    await ready(el);
    const remove = itemEl(el, '11').querySelector('[part="remove"]');
    equal(remove.getAttribute('aria-label'), 'Remove: Kuglepen blå');
    remove.click();
    await waitFor(() => !itemEl(el, '11'), 'item gone');
    equal(requestsTo(shop, 'DELETE', 'wishlist/1/11').length, 1);
    equal(status(el), 'Kuglepen blå was removed from the list.');
    equal(list(el, '1').querySelector('.wl-list__count').textContent, '1 item');
  });

  it('changes a quantity with POST updatelist, rounded up to colli', async () => {
    const { el, shop } = await mount();
    await ready(el);
    const row = itemEl(el, '12');
    await waitFor(() => row.querySelector('.wl-item__notice')?.textContent === 'Sold in packages of 6.', 'colli known');
    const input = row.querySelector('[part="quantity"]');
    await typeInto(input, '7');
    await waitFor(
      () =>
        row.querySelector('.wl-item__notice').textContent ===
        'Sold in packages of 6. The quantity will be rounded up to 12.',
      'rounding shown',
    );
    await expectAccessible(el);
    row.querySelector('[part="update"]').click();
    await waitFor(() => input.value === '12', 'saved quantity shown');
    deepEqual(
      requestsTo(shop, 'POST', 'wishlist/updatelist').map((r) => r.body),
      [{ id: '1', items: [{ id: '12', quantity: 12 }] }],
    );
    assert(
      status(el).startsWith('The quantity was updated. The quantity was rounded up to 12.'),
      `status: ${status(el)}`,
    );
    equal(row.querySelector('[part="update"]'), null, 'no Update once saved');
    // Typing the same quantity again sends nothing; 0 removes the item.
    await typeInto(itemEl(el, '11').querySelector('[part="quantity"]'), '0');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !itemEl(el, '11'), 'item removed by 0');
    deepEqual(requestsTo(shop, 'POST', 'wishlist/updatelist')[1].body, { id: '1', items: [{ id: '11', quantity: 0 }] });
  });

  it('adds an item and the whole list to the cart when purchase from lists is on', async () => {
    const { el, shop } = await mount({ config: BUYING });
    await ready(el);
    const cartChanges = [];
    el.addEventListener('butik-cart-change', (e) => cartChanges.push(e.detail));
    const addItem = itemEl(el, '11').querySelector('[part="add-item"]');
    equal(addItem.getAttribute('aria-label'), 'Add to cart: Kuglepen blå');
    equal(list(el, '2').querySelector('[part="add-list"]'), null, 'no Add all for an empty list');
    await expectAccessible(el);
    addItem.click();
    await waitFor(() => status(el) === 'Added to the cart.', 'added');
    deepEqual(
      requestsTo(shop, 'POST', 'cart/addorupdatecartfromlist').map((r) => r.body),
      [{ items: [{ productid: '10001', variantid: null, quantity: 2 }] }],
    );
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 2 }]);
    await waitFor(() => cartChanges.length === 1, 'butik-cart-change');
    list(el, '1').querySelector('[part="add-list"]').click();
    await waitFor(() => requestsTo(shop, 'POST', 'cart/addorupdatecartfromlist').length === 2, 'second add');
    deepEqual(requestsTo(shop, 'POST', 'cart/addorupdatecartfromlist')[1].body, {
      items: [
        { productid: '10001', variantid: null, quantity: 2 },
        { productid: '10006', variantid: null, quantity: 6 },
      ],
    });
    await waitFor(() => shop.lines.length === 2, 'cart has both');
    deepEqual(shop.lines, [
      { productid: '10001', variantid: null, quantity: 4 },
      { productid: '10006', variantid: null, quantity: 6 },
    ]);
  });

  it('purchase from lists needs allow-purchase too', async () => {
    const { el } = await mount({ config: `${SIGNED_IN} purchase-allowed enable-purchase-from-lists` });
    await ready(el);
    equal($(el, '[part="add-item"]'), null);
    equal($(el, '[part="add-list"]'), null);
  });

  it('a failed load offers Try again; a failed change says so', async () => {
    const { el, shop } = await mount({ tweak: (s) => s.failNext('wishlist/list', { times: 3 }) }); // GET is retried twice
    await waitFor(() => state(el) === 'failed', 'failed');
    equal($(el, '[part="error"] span').textContent, 'Your wish lists could not be loaded.');
    await expectAccessible(el);
    $(el, '[part="error"] button').click();
    await ready(el);
    shop.failNext('wishlist/1/11');
    itemEl(el, '11').querySelector('[part="remove"]').click();
    await waitFor(() => $(el, '[part="error"]'), 'change error');
    equal($(el, '[part="error"] span').textContent, 'The change could not be saved. Please try again.');
    assert(itemEl(el, '11'), 'item kept');
  });
});
