/* global describe, it */
// <related-products>: spec §7 GET cart/getrelatedproducts?limit, §9 related cart products limit 10. Runs against the
// fake shop API (one context per test = a fresh page cart). The fake answers the purchasable products not in the cart.
import { PRODUCTS, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  assert,
  captureErrors,
  deepQuery,
  equal,
  nothingRendered,
  setup,
  waitDeep,
  waitFor,
  waitRendered,
} from './helpers/util.js';

await setup();
installFakeShop();

let container;
/** A fresh context whose server cart holds `lines` ([productid, quantity]); `tweak(shop)` runs before loading. */
async function mount(html, options = {}) {
  const mounted = await mountInShop('related-products', html, {
    config: 'culture="en-GB" purchase-allowed show-prices',
    ...options,
  });
  container = mounted.container;
  return mounted;
}

const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part="${name}"]`)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`, timeout);
const norm = (t) => (t ?? '').replace(/\s+/g, ' ');
const related = (shop) => shop.requests.filter((r) => r.method === 'GET' && r.path === 'cart/getrelatedproducts');
const cartPosts = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'cart/addorupdatecart');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cardNamed = (el, name) => parts(el, 'card').find((c) => c.querySelector('[part="name"]').textContent === name);

describe('<related-products>', () => {
  it('loads with the default limit 10 and shows cards: image, name link, price, Buy now', async () => {
    const { el, shop } = await mount('<related-products></related-products>', { lines: [['10001', 1]] });
    await waitState(el, 'ready');
    equal(related(shop)[0].query.limit, '10');
    const names = parts(el, 'name').map((a) => a.textContent);
    assert(!names.includes('Kuglepen blå'), 'not the product already in the cart');
    equal(names[0], 'Kopipapir A4 (pakke)');
    equal(el.shadowRoot.querySelector('h2').textContent, 'Related products');
    const card = cardNamed(el, 'Hæftemaskine');
    equal(card.querySelector('[part="name"]').getAttribute('href'), '/product/10010');
    equal(card.querySelector('[part="image"]').getAttribute('src'), PRODUCTS.find((p) => p.id === '10010').image);
    // The price's own setting (excl. VAT) without prices-inc-vat.
    equal(norm((await waitDeep(card, '[part="price"]')).textContent), 'DKK 80.00');
    equal(card.querySelector('[part="add"]').textContent, 'Buy now');
    // Names are text, never HTML.
    const lamp = cardNamed(el, 'Skrivebordslampe <b>LED</b>');
    assert(lamp && !lamp.querySelector('b'), 'HTML in a name is shown as text');
    // A product with variants links to its page instead.
    const shirt = cardNamed(el, 'T-shirt');
    equal(shirt.querySelector('[part="add"]'), null);
    equal(shirt.querySelector('[part="choose"]').getAttribute('href'), '/product/10060');
    // Prices hidden for a product that hides them.
    await waitRendered(cardNamed(el, 'Skjult pris'), 'product-price');
    equal(deepQuery(cardNamed(el, 'Skjult pris'), '[part="price"]'), null);
  });

  it('limit and heading attributes; prices incl. VAT with prices-inc-vat; no add buttons without purchase-allowed', async () => {
    const { el, shop } = await mount('<related-products limit="3" heading="You may also need"></related-products>', {
      config: 'culture="da-DK" show-prices prices-inc-vat',
    });
    await waitState(el, 'ready');
    equal(related(shop)[0].query.limit, '3');
    equal(parts(el, 'card').length, 3);
    equal(el.shadowRoot.querySelector('h2').textContent, 'You may also need');
    equal(norm((await waitDeep(parts(el, 'card')[0], '[part="price"]')).textContent), '125,00 kr.');
    equal(parts(el, 'add').length, 0, 'no add without purchase-allowed');
  });

  it('Buy now adds one package (colli) to the page cart, then the list reloads (debounced) without it', async () => {
    const { el, shop } = await mount('<related-products limit="5"></related-products><cart-preview></cart-preview>');
    await waitState(el, 'ready');
    const preview = container.querySelector('cart-preview');
    await waitFor(() => preview.getAttribute('data-state') === 'closed', 'cart loaded');
    await sleep(600);
    equal(related(shop).length, 1, 'the cart loading does not reload the list');
    cardNamed(el, 'Kopipapir A4 (pakke)').querySelector('[part="add"]').click();
    await waitFor(() => cartPosts(shop).length === 1, 'one add request');
    equal(cartPosts(shop)[0].body.productid, '10006');
    equal(cartPosts(shop)[0].body.quantity, 6, 'colli 6');
    await waitFor(
      () => preview.shadowRoot.querySelector('[part="badge"]')?.textContent === '6',
      'cart preview follows',
    );
    await waitFor(() => related(shop).length === 2, 'list reloaded after the cart change');
    await waitFor(() => !cardNamed(el, 'Kopipapir A4 (pakke)'), 'the added product left the list');
    equal(parts(el, 'card').length, 5);
    // Two quick adds: one reload. The first add's answer is held until the second add is queued behind it, so the
    // two confirmed cart changes come back to back (well inside the 400 ms debounce) however slow the machine is.
    const release = shop.hold('cart/addorupdatecart');
    const [first, second] = parts(el, 'add');
    first.click();
    await waitFor(() => cartPosts(shop).length === 2, 'second add sent (held)');
    second.click();
    await waitFor(() => second.getAttribute('aria-busy') === 'true', 'third add queued behind it');
    release();
    await waitFor(() => cartPosts(shop).length === 3 && shop.lines.length === 3, 'third add saved');
    await waitFor(() => related(shop).length === 3, 'the list reloaded after the two changes');
    // Time for a second, wrong reload to show up; a slow machine only delays it (then this passes wrongly, never flakes).
    await sleep(900);
    equal(related(shop).length, 3, 'one reload for the quick changes (debounced)');
  });

  it('hidden when nothing is related, and when the call failed', async () => {
    nothingRendered('<related-products> hides itself: nothing related, or the call failed');
    const none = (shop) => {
      const answer = shop.answer.bind(shop);
      shop.answer = (method, path, query, body) =>
        path === 'cart/getrelatedproducts' ? { status: 200, body: [] } : answer(method, path, query, body);
    };
    let { el } = await mount('<related-products></related-products>', { tweak: none });
    await waitState(el, 'empty');
    equal(el.shadowRoot.querySelector('section'), null);
    equal(getComputedStyle(el).display, 'none');
    // GET calls are retried twice: three failures make the call fail.
    ({ el } = await mount('<related-products></related-products>', {
      tweak: (s) => s.failNext('cart/getrelatedproducts', { times: 3 }),
    }));
    await waitState(el, 'failed');
    equal(getComputedStyle(el).display, 'none');
  });

  it('a bad limit logs and means 10', async () => {
    const errors = captureErrors();
    try {
      const { el, shop } = await mount('<related-products limit="500"></related-products>');
      await waitFor(() => errors.calls.some((c) => c.includes('limit="500"')), 'bad limit logged');
      await waitState(el, 'ready');
      equal(related(shop).at(-1).query.limit, '10');
    } finally {
      errors.stop();
    }
  });
});
