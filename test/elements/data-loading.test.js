/* global describe, it */
// The page's one way to load data (src/data): elements of one page asking the same key share one request, and a
// confirmed change of the page cart reloads the cart-dependent data once for all of them. Runs against the fake shop
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
});
