/* global describe, it */
// The shared product card (src/features/product-card, spec §2 "Product card in lists", §9 lazy-load delay 20 ms,
// card transition 500 ms, default image 400×300). The card has no element of its own: it is tested inside
// <related-products> (compact 'Buy now') with products answered by this file; <product-list> (the full add-to-cart
// control) has its own tests. The axe check of the shared hook runs after every test.
import { PRODUCTS, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, deepQuery, equal, setup, waitDeep, waitFor, waitRendered } from './helpers/util.js';

await setup();
installFakeShop();

const picture = (label, fill) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><text x="200" y="170" font-size="50" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;
const base = PRODUCTS.find((p) => p.id === '10001');
const stock = (instock) => ({
  icon: 'check',
  color: '',
  message: 'På lager',
  restockmessage: 'Forventes på lager uge 12',
  instock,
  deliverymessage: 'Leveres i morgen',
  showdeliverymessageonlists: true,
});
const ITEMS = [
  {
    ...base,
    id: '20001',
    name: 'Kontorstol <i>Ergo</i> & co',
    sku: 'ERGO-1',
    url: '/product/20001',
    image: picture('front', '#0f3557'),
    images: [{ url: picture('front', '#0f3557') }, { url: picture('back', '#c2410c') }],
    badges: ['Nyhed'],
    icons: [{ url: picture('eco', '#15803d'), title: 'Miljømærket' }],
    price: { ...base.price, priceexvat: 80, priceincvat: 100, standardsalesprice: 100, ondiscount: true },
    stockmessage: stock(4),
  },
  { ...base, id: '20002', name: 'Skrivebord', url: '/product/20002', stockmessage: stock(0) },
];

/** <related-products> answering ITEMS (or `items`) to cart/getrelatedproducts. */
async function mount(config = 'culture="en-GB" purchase-allowed show-prices', items = ITEMS) {
  const tweak = (shop) => {
    const answer = shop.answer.bind(shop);
    shop.answer = (method, path, query, body) =>
      path === 'cart/getrelatedproducts' ? { status: 200, body: items } : answer(method, path, query, body);
  };
  const { el } = await mountInShop('related-products', '<related-products></related-products>', { config, tweak });
  await waitFor(() => el.getAttribute('data-state') === 'ready', 'ready');
  return el;
}
const cards = (el) => [...el.shadowRoot.querySelectorAll('[part="card"]')];
const part = (root, name) => root.querySelector(`[part~="${name}"]`);

describe('product card', () => {
  it('image 400×300 lazy, badges, the offer notice, icons, item number, name as text, price, stock', async () => {
    const el = await mount();
    const [card, plain] = cards(el);
    const img = part(card, 'image');
    equal(img.getAttribute('loading'), 'lazy');
    equal(img.getAttribute('width'), '400');
    equal(img.getAttribute('height'), '300');
    equal(img.getAttribute('alt'), '', 'decorative: the name link names the card');
    const badges = [...card.querySelectorAll('[part~="badge"]')].map((b) => b.textContent);
    equal(badges.join('|'), 'Offer|Nyhed', 'the discount notice first, then the badges');
    equal(part(plain, 'offer'), null, 'no notice without a discount');
    equal(part(card, 'icons').querySelector('img').getAttribute('alt'), 'Miljømærket');
    equal(part(card, 'sku').textContent, 'Item no. ERGO-1');
    const name = part(card, 'name');
    equal(name.textContent, 'Kontorstol <i>Ergo</i> & co', 'HTML in a name is shown as text');
    equal(name.querySelector('i'), null);
    equal(name.getAttribute('href'), '/product/20001');
    // The price is the library's <product-price>, reading the card's product from the page's store (no call).
    equal((await waitDeep(card, '[part~="price"]')).textContent.replace(/\s+/g, ' '), 'DKK 80.00');
    equal(deepQuery(card, '[part~="standard-price"]').textContent.replace(/\s+/g, ' '), 'Normal price DKK 100.00');
    equal(part(card, 'stock').textContent, 'På lager · Leveres i morgen');
    equal(part(plain, 'stock').textContent, 'Forventes på lager uge 12 · Leveres i morgen', 'restock text at 0');
    equal(el.getAttribute('data-state'), 'ready');
  });

  it('the secondary image only with enable-secondary-image, its src set 20 ms after the card mounts', async () => {
    let el = await mount();
    await new Promise((r) => setTimeout(r, 60));
    equal(part(cards(el)[0], 'image-secondary'), null, 'off by default');
    el.closest('shop-context').remove();
    el = await mount('culture="en-GB" purchase-allowed show-prices enable-secondary-image');
    const mounted = performance.now();
    await waitFor(() => part(cards(el)[0], 'image-secondary'), 'secondary image');
    const second = part(cards(el)[0], 'image-secondary');
    equal(second.getAttribute('src'), ITEMS[0].images[1].url);
    assert(performance.now() - mounted < 1000, 'set soon after mounting');
    equal(part(cards(el)[1], 'image-secondary'), null, 'no secondary image for a product with one image');
  });

  it('the card transition overlay: at once on following the link, ready 500 ms later', async () => {
    const el = await mount();
    // Keep the test page: cancel the navigation after the card has seen the click (window is reached last).
    const stay = (event) => event.preventDefault();
    window.addEventListener('click', stay);
    try {
      const card = cards(el)[0];
      const clicked = performance.now();
      part(card, 'name').click();
      await waitFor(() => part(card, 'overlay'), 'overlay shown');
      equal(card.dataset.transition, 'shown');
      equal(part(card, 'overlay').hasAttribute('data-ready'), false, 'not ready at once');
      await waitFor(() => part(card, 'overlay').hasAttribute('data-ready'), 'overlay ready', 2000);
      assert(performance.now() - clicked >= 490, 'ready after 500 ms');
      equal(card.dataset.transition, 'ready');
      // Coming back from the bfcache removes it.
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => !part(card, 'overlay'), 'overlay gone on pageshow');
      // A click with a modifier (new tab) shows none.
      part(card, 'name').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, ctrlKey: true }));
      await new Promise((r) => setTimeout(r, 50));
      equal(part(card, 'overlay'), null);
    } finally {
      window.removeEventListener('click', stay);
    }
  });

  it('no add-to-cart area without purchase-allowed; no price without show-prices', async () => {
    const el = await mount('culture="en-GB"');
    const card = cards(el)[0];
    equal(part(card, 'buy'), null);
    await waitRendered(card, 'product-price');
    equal(deepQuery(card, '[part~="price"]'), null);
    equal(part(card, 'sku').textContent, 'Item no. ERGO-1');
  });
});
