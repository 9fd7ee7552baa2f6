/* global describe, it */
// The page's one way to load data (src/data): elements of one page asking the same key share one request, and a
// confirmed change of the page cart reloads the cart-dependent data once for all of them; a change call's answer put in
// by one element (save-for-later) shows in another (wish-lists). Runs against the fake shop
// API (one context per test = a fresh page).
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { equal, deepEqual, setup, waitFor } from './helpers/util.js';

await setup();
installFakeShop();

const names = (el) => [...el.shadowRoot.querySelectorAll('[part="name"]')].map((a) => a.textContent);
const related = (shop) => shop.requests.filter((r) => r.method === 'GET' && r.path === 'cart/getrelatedproducts');
const ready = (el) =>
  waitFor(() => el.getAttribute('data-state') === 'ready', `ready (is "${el.getAttribute('data-state')}")`);

// Each element gets its own heading: two landmarks with one name cannot be told apart (axe: landmark-unique).
describe('page data (src/data)', () => {
  it('two elements asking the same key send one request; another key is its own request', async () => {
    const { container, shop } = await mountInShop(
      'related-products',
      '<related-products limit="4" heading="A"></related-products><related-products limit="4" heading="B"></related-products>' +
        '<related-products limit="2" heading="C"></related-products>',
      { config: 'culture="en-GB" purchase-allowed show-prices', lines: [['10001', 1]] },
    );
    const [a, b, c] = container.querySelectorAll('related-products');
    await ready(a);
    await ready(b);
    await ready(c);
    deepEqual(
      related(shop).map((r) => r.query.limit),
      ['4', '2'],
      'one request for limit 4 (two elements), one for limit 2',
    );
    equal(names(a).length, 4);
    deepEqual(names(b), names(a));
    deepEqual(names(c), names(a).slice(0, 2));
  });

  it('a cart change reloads the related products once for every element showing them', async () => {
    const { container, shop } = await mountInShop(
      'related-products',
      '<related-products limit="5" heading="A"></related-products><related-products limit="5" heading="B"></related-products>',
      { config: 'culture="en-GB" purchase-allowed show-prices' },
    );
    const [a, b] = container.querySelectorAll('related-products');
    await ready(a);
    await ready(b);
    equal(related(shop).length, 1);
    const first = names(a)[0];
    const card = [...a.shadowRoot.querySelectorAll('[part="card"]')].find(
      (c) => c.querySelector('[part="name"]').textContent === first,
    );
    card.querySelector('[part="add"]').click();
    await waitFor(() => shop.lines.length === 1, 'the add was saved');
    // Both elements show the reloaded list (the added product left it) ...
    await waitFor(() => !names(a).includes(first) && !names(b).includes(first), 'both lists reloaded');
    // ... from one request: a second one would have left with the first (one refresh per key, not per element),
    // so it would be counted by now.
    equal(related(shop).length, 2, 'one reload for the two elements');
    deepEqual(names(b), names(a));
  });

  it('a save in <save-for-later> shows in the <wish-lists> of the page at once (one page copy of the lists)', async () => {
    const item = { id: '2', productid: '10001', quantity: 1, name: 'Kuglepen blå', image: null, url: '/product/10001' };
    const { container, shop } = await mountInShop(
      'wish-lists',
      '<wish-lists></wish-lists><save-for-later product-id="10006" colli="6"></save-for-later>',
      {
        config: 'enable-wish-list signed-in login-url="/login" culture="en-GB"',
        tweak: (s) => {
          s.wishlists = [
            { id: '1', label: 'Kontor', items: [item] },
            { id: '3', label: 'Lager', items: [] },
          ];
          s.nextWishId = 100;
        },
      },
    );
    const lists = container.querySelector('wish-lists');
    const save = container.querySelector('save-for-later');
    const count = (id) => lists.shadowRoot.querySelector(`[part="list"][data-list-id="${id}"] .wl-list__count`);
    await ready(lists);
    equal(count('3').textContent, '0 items');
    await customElements.whenDefined('save-for-later');
    await waitFor(() => save.shadowRoot?.querySelector('[part="button"]'), 'save button');
    save.shadowRoot.querySelector('[part="button"]').click();
    await waitFor(() => save.getAttribute('data-state') === 'ready', 'dialog ready');
    // The dialog shows once its chunk is there (LazyDialog, loaded on first opening).
    const second = await waitFor(
      () => save.shadowRoot.querySelectorAll('dialog[open] input[type="radio"]')[1],
      'lists shown',
    );
    second.click();
    save.shadowRoot.querySelector('[part="save"]').click();
    await waitFor(() => save.getAttribute('data-state') === 'saved', 'saved');
    await waitFor(() => count('3')?.textContent === '1 item', 'the wish lists show the saved item');
    // From the save's answer: <wish-lists> asked for the lists once, <save-for-later> once when its dialog opened.
    equal(shop.count('GET', 'wishlist/list'), 2);
  });
});
