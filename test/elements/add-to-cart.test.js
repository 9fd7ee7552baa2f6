/* global describe, it */
// <add-to-cart>: spec §4 add to cart, §5 add-to-cart rules, §6 (shown only when purchase is allowed), §9 ('Buy now',
// 'Sold in packages of {0} {1}', quantity debounce 500 ms). Runs against the fake shop API (one context per test,
// so every test has a fresh page cart).
import { expectAccessible } from './helpers/axe.js';
import { PRODUCTS, installFakeShop, mountInShop, shopFor } from './helpers/fake-shop.js';
import {
  assert,
  captureErrors,
  deepActive,
  deepEqual,
  equal,
  fixture,
  nothingRendered,
  setup,
  waitFor,
} from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();
installFakeShop();

let container;
let counter = 0;
/** Mounts `html` inside a fresh <shop-context> (own API context = own cart). */
async function mount(html, config = 'purchase-allowed culture="en-GB"') {
  const mounted = await mountInShop('add-to-cart', html, { config });
  container = mounted.container;
  return mounted;
}

const part = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`, timeout);
const cartPosts = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'cart/addorupdatecart');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces the field's text by typing with the real keyboard. */
async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

/** Adds with the default quantity and waits for the stepper (server confirmed). */
async function addAndWait(el) {
  await waitState(el, 'ready');
  part(el, 'button').click();
  await waitState(el, 'in-cart');
}

describe('<add-to-cart>', () => {
  it('is hidden when the product cannot be bought, or purchase is not allowed on the page (nothing fetched then)', async () => {
    nothingRendered('<add-to-cart> hides itself: product not purchasable, or purchase not allowed');
    let { el } = await mount('<add-to-cart product-id="10030"></add-to-cart>');
    let shop;
    await waitState(el, 'hidden');
    equal(el.shadowRoot.childElementCount, 0, 'nothing rendered');
    equal(getComputedStyle(el).display, 'none');

    ({ el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>', 'culture="en-GB"'));
    await waitState(el, 'hidden');
    await sleep(50);
    equal(shop.count('POST', 'product/ids'), 0, 'no product request without purchase-allowed');
    equal(el.shadowRoot.childElementCount, 0);

    // A variant that does not allow purchase hides the control although the product would.
    ({ el, shop } = await mount('<add-to-cart product-id="10060" variant-id="10060-M"></add-to-cart>'));
    await waitState(el, 'hidden');
    equal(shop.count('GET', 'variant/id'), 1);
  });

  it('default quantity is colli; pack notice "Sold in packages of 6 pk"', async () => {
    const { el } = await mount('<add-to-cart product-id="10006"></add-to-cart>');
    await waitState(el, 'ready');
    const input = part(el, 'quantity');
    equal(input.value, '6');
    equal(input.getAttribute('inputmode'), 'numeric');
    assert(input.getAttribute('aria-label'), 'quantity field is labelled');
    equal(part(el, 'button').textContent, 'Buy now');
    equal(part(el, 'notice').textContent, 'Sold in packages of 6 pk');
    equal(part(el, 'notice').getAttribute('role'), 'status');
    assert(part(el, 'button').getBoundingClientRect().height >= 44, '44px target');
  });

  it('shows a placeholder of the control size while the product loads (no layout shift)', async () => {
    counter += 1;
    const context = `atcload${counter}`;
    const shop = shopFor(context);
    const release = shop.hold('product/ids');
    container = fixture(
      `<shop-context context="${context}" purchase-allowed culture="en-GB"><add-to-cart product-id="10006" colli="6"></add-to-cart></shop-context>`,
    );
    await customElements.whenDefined('add-to-cart');
    await rendered();
    const el = container.querySelector('add-to-cart');
    await waitState(el, 'loading');
    const loadingHeight = el.getBoundingClientRect().height;
    assert(loadingHeight >= 44, `placeholder has the control's height (${loadingHeight})`);
    await expectAccessible(el);
    release();
    await waitState(el, 'ready');
    const readyHeight = el.getBoundingClientRect().height;
    assert(Math.abs(readyHeight - loadingHeight) <= 4, `no layout shift (${loadingHeight} → ${readyHeight})`);
  });

  it('takes a product property without fetching; colli and unit attributes override the product', async () => {
    const product = PRODUCTS.find((p) => p.id === '10001');
    counter += 1;
    const context = `atcprop${counter}`;
    const shop = shopFor(context);
    container = fixture(`<shop-context context="${context}" purchase-allowed culture="en-GB"></shop-context>`);
    const el = document.createElement('add-to-cart');
    el.product = product;
    el.setAttribute('colli', '4');
    el.setAttribute('unit', 'æsker');
    container.firstElementChild.append(el);
    await rendered();
    await waitState(el, 'ready');
    equal(part(el, 'quantity').value, '4');
    equal(part(el, 'notice').textContent, 'Sold in packages of 4 æsker');
    await sleep(50);
    equal(shop.count('POST', 'product/ids'), 0, 'a given product is never fetched');
  });

  it('only digits are kept as typed in the new-item field', async () => {
    const { el } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await waitState(el, 'ready');
    const input = part(el, 'quantity');
    await typeInto(input, 'a1b-2,5x');
    await waitFor(() => input.value === '125', `digits only (got "${input.value}")`);
  });

  it('colli 6, typing 7 adds 12 and shows and announces the rounding', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10006"></add-to-cart>');
    await waitState(el, 'ready');
    await typeInto(part(el, 'quantity'), '7');
    await waitFor(() => part(el, 'quantity').value === '7', 'typed 7');
    await sendKeys({ press: 'Enter' });
    await waitState(el, 'in-cart');
    const posts = cartPosts(shop);
    equal(posts.length, 1, 'one request');
    deepEqual(posts[0].body, { productid: '10006', quantity: 12, variantid: null });
    deepEqual(shop.lines, [{ productid: '10006', variantid: null, quantity: 12 }]);
    const notice = part(el, 'notice');
    equal(notice.getAttribute('role'), 'status');
    assert(notice.textContent.includes('Sold in packages of 6 pk'), notice.textContent);
    assert(notice.textContent.includes('rounded up to 12'), notice.textContent);
    equal(part(el, 'quantity').value, '12');
    equal(deepActive(), part(el, 'quantity'), 'focus moved to the stepper field when the form made way for it');
  });

  it('a double click on Buy now makes one line (busy button while adding)', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await waitState(el, 'ready');
    const release = shop.hold('cart/addorupdatecart');
    const button = part(el, 'button');
    button.click();
    button.click();
    await waitState(el, 'adding');
    equal(button.getAttribute('aria-busy'), 'true');
    button.click();
    await expectAccessible(el);
    release();
    await waitState(el, 'in-cart');
    await sleep(100);
    equal(cartPosts(shop).length, 1, 'one request');
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 1 }]);
    equal(part(el, 'button'), null, 'the add button made way for the stepper');
    assert(part(el, 'minus') && part(el, 'plus'), 'stepper');
    equal(part(el, 'minus').getAttribute('aria-label'), 'Decrease quantity');
    equal(part(el, 'plus').getAttribute('aria-label'), 'Increase quantity');
    assert(part(el, 'quantity').getAttribute('aria-label').includes('Kuglepen blå'), 'field labelled with the product');
    for (const name of ['minus', 'plus']) {
      const r = part(el, name).getBoundingClientRect();
      assert(r.width >= 44 && r.height >= 44, `${name} is a 44px target (${r.width}×${r.height})`);
    }
  });

  it('20 rapid plus clicks send ONE request 500 ms after the last click with the accumulated quantity; minus likewise', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await addAndWait(el);
    equal(cartPosts(shop).length, 1);
    // "Nothing sent within the debounce" without racing a sleep: each click's time is taken as it is
    // dispatched (document, capture phase: before any handler of the element), and the one request must leave at least 500 ms
    // after the last of them (a slow machine only widens the gap). 1 ms: performance.now() is coarsened.
    let lastClick = 0;
    const stamp = () => {
      lastClick = performance.now();
    };
    document.addEventListener('click', stamp, true);
    const plus = part(el, 'plus');
    for (let i = 0; i < 20; i += 1) plus.click();
    await waitFor(() => part(el, 'quantity').value === '21', 'field shows 21 at once');
    await waitFor(() => cartPosts(shop).length >= 2, 'the request after the debounce', 5000);
    equal(cartPosts(shop).length, 2, 'one request for the 20 clicks');
    equal(cartPosts(shop)[1].body.quantity, 21);
    const firstGap = cartPosts(shop)[1].at - lastClick;
    assert(firstGap >= 499, `sent ${firstGap.toFixed(1)} ms after the last click, within the 500 ms debounce`);
    await waitFor(() => shop.lines[0]?.quantity === 21, 'server has 21');
    const minus = part(el, 'minus');
    minus.click();
    minus.click();
    minus.click();
    await waitFor(() => part(el, 'quantity').value === '18', 'field shows 18');
    await waitFor(() => cartPosts(shop).length >= 3, 'the request after the debounce', 5000);
    equal(cartPosts(shop).length, 3, 'one request for the 3 clicks');
    equal(cartPosts(shop)[2].body.quantity, 18);
    const secondGap = cartPosts(shop)[2].at - lastClick;
    assert(secondGap >= 499, `sent ${secondGap.toFixed(1)} ms after the last click, within the 500 ms debounce`);
    document.removeEventListener('click', stamp, true);
    await sleep(600);
    equal(cartPosts(shop).length, 3, 'no further requests');
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 18 }], 'one line with the right quantity');
    equal(state(el), 'in-cart');
  });

  it('an edit still waiting for its debounce is sent when the control goes away', async () => {
    nothingRendered('the element is removed on purpose: a pending edit is sent on disconnect');
    const { el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await addAndWait(el);
    part(el, 'plus').click();
    part(el, 'plus').click();
    await waitFor(() => part(el, 'quantity').value === '3', 'field shows 3');
    el.remove();
    await waitFor(() => cartPosts(shop).length === 2, 'the pending edit was sent', 2000);
    equal(cartPosts(shop)[1].body.quantity, 3);
    await sleep(700);
    equal(cartPosts(shop).length, 2, 'sent once');
  });

  it('a cart that failed to load says so and offers Try again', async () => {
    counter += 1;
    const context = `atccart${counter}`;
    const shop = shopFor(context);
    shop.failNext('cart/getcart', { status: 503, times: 3 });
    container = fixture(
      `<shop-context context="${context}" purchase-allowed culture="en-GB"><add-to-cart product-id="10001"></add-to-cart></shop-context>`,
    );
    await customElements.whenDefined('add-to-cart');
    await rendered();
    const el = container.querySelector('add-to-cart');
    const alert = await waitFor(() => part(el, 'alert'), 'cart load failure', 6000);
    assert(alert.textContent.includes('The cart could not be loaded.'), alert.textContent);
    await expectAccessible(el);
    [...alert.querySelectorAll('button')].find((b) => b.textContent === 'Try again').click();
    await waitFor(() => !part(el, 'alert'), 'loaded after Try again', 6000);
    part(el, 'button').click();
    await waitState(el, 'in-cart');
  });

  it('quantity 0 removes the line and the control returns to Buy now', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10006"></add-to-cart>');
    await addAndWait(el);
    await typeInto(part(el, 'quantity'), '0');
    await waitFor(() => cartPosts(shop).length === 2, 'remove request', 2000);
    equal(cartPosts(shop)[1].body.quantity, 0);
    await waitState(el, 'ready');
    deepEqual(shop.lines, []);
    equal(part(el, 'button').textContent, 'Buy now');
    equal(part(el, 'quantity').value, '6', 'field back to the default quantity');
  });

  it('a failed change rolls back the quantity and shows a dismissable message', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await addAndWait(el);
    shop.failNext('cart/addorupdatecart', { status: 500 });
    part(el, 'plus').click();
    part(el, 'plus').click();
    await waitFor(() => part(el, 'quantity').value === '3', 'optimistic 3');
    const alert = await waitFor(() => part(el, 'alert'), 'failure message', 3000);
    equal(alert.getAttribute('role'), 'alert');
    assert(alert.textContent.includes('The cart could not be updated. Please try again.'), alert.textContent);
    await waitFor(() => part(el, 'quantity').value === '1', 'rolled back to 1');
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 1 }]);
    await expectAccessible(el);
    alert.querySelector('button[aria-label="Dismiss"]').click();
    await waitFor(() => !part(el, 'alert'), 'dismissed');
    // The next change works again.
    part(el, 'plus').click();
    await waitFor(() => shop.lines[0]?.quantity === 2, 'server has 2', 3000);
  });

  it('a failed add makes the button usable again', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await waitState(el, 'ready');
    shop.failNext('cart/addorupdatecart', { status: 500 });
    part(el, 'button').click();
    await waitFor(() => part(el, 'alert'), 'failure message', 3000);
    await waitState(el, 'ready');
    deepEqual(shop.lines, []);
    part(el, 'button').click();
    await waitState(el, 'in-cart');
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 1 }]);
    await waitFor(() => !part(el, 'alert'), 'message gone after a successful change');
  });

  it('fires butik-cart-change on the element (bubbles, composed) with the cart', async () => {
    const { el } = await mount('<add-to-cart product-id="10001"></add-to-cart>');
    await waitState(el, 'ready');
    const events = [];
    const listener = (event) => events.push(event);
    document.addEventListener('butik-cart-change', listener);
    try {
      part(el, 'button').click();
      await waitFor(() => events.length === 1, 'event');
      const [event] = events;
      equal(event.target, el);
      equal(event.bubbles, true);
      equal(event.composed, true);
      equal(event.detail.cart.items.length, 1);
      equal(event.detail.cart.items[0].productid, '10001');
      deepEqual(event.detail.change, { productid: '10001', variantid: null, quantity: 1 });
    } finally {
      document.removeEventListener('butik-cart-change', listener);
    }
  });

  it('a variant: its colli applies and the variant id is sent', async () => {
    const { el, shop } = await mount('<add-to-cart product-id="10060" variant-id="10060-L"></add-to-cart>');
    await waitState(el, 'ready');
    equal(part(el, 'quantity').value, '2');
    part(el, 'button').click();
    await waitState(el, 'in-cart');
    deepEqual(cartPosts(shop)[0].body, { productid: '10060', quantity: 2, variantid: '10060-L' });
  });

  it('Danish texts follow the culture', async () => {
    const { el } = await mount('<add-to-cart product-id="10006"></add-to-cart>', 'purchase-allowed culture="da-DK"');
    await waitState(el, 'ready');
    await waitFor(() => part(el, 'button').textContent === 'Køb nu', 'Køb nu');
    equal(part(el, 'notice').textContent, 'Sælges i pakker à 6 pk');
    equal(el.shadowRoot.querySelector('[part="button"]').textContent, 'Køb nu');
  });

  it('a click the moment the control turns ready is sent (before React has run the passive effects of that commit)', async () => {
    // data-state="ready" is set by a layout effect in the commit that mounts the control and its machine; React
    // runs that commit's passive effects later (after paint; under load in a later task), so a buyer (or a test's
    // poll) can click in between. Clicking synchronously when data-state becomes "ready" puts the click in that
    // gap every time. The product load is held so the hook is in place before the control mounts.
    let releaseProducts;
    const mounted = await mountInShop('add-to-cart', '<add-to-cart product-id="10001"></add-to-cart>', {
      config: 'purchase-allowed culture="en-GB"',
      tweak: (s) => {
        releaseProducts = s.hold('product/ids');
      },
    });
    container = mounted.container;
    const { el: target, shop } = mounted;
    let clicked = false;
    target.setAttribute = function setAttribute(name, value) {
      HTMLElement.prototype.setAttribute.call(this, name, value);
      if (name === 'data-state' && value === 'ready' && !clicked) {
        clicked = true;
        part(this, 'button').click();
      }
    };
    releaseProducts();
    await waitFor(() => clicked, 'the control turned ready');
    await waitFor(() => cartPosts(shop).length === 1, `the add request (data-state "${state(target)}")`);
    await waitState(target, 'in-cart');
    equal(cartPosts(shop).length, 1, 'one request');
  });

  it('button-text and addon-product-ids are used', async () => {
    const { el, shop } = await mount(
      '<add-to-cart product-id="10001" button-text="Læg i kurv" addon-product-ids="10010 10020"></add-to-cart>',
    );
    await waitState(el, 'ready');
    equal(part(el, 'button').textContent, 'Læg i kurv');
    part(el, 'button').click();
    await waitFor(() => cartPosts(shop).length === 1, 'request');
    deepEqual(cartPosts(shop)[0].body.addonproductids, ['10010', '10020']);
  });

  it('bad input: colli="abc" logs an error and renders with the product colli; an unknown product logs and hides', async () => {
    const errors = captureErrors();
    try {
      let { el } = await mount('<add-to-cart product-id="10001" colli="abc"></add-to-cart>');
      await waitState(el, 'ready');
      assert(
        errors.calls.some((c) => c.includes('colli="abc"')),
        'bad colli logged',
      );
      equal(part(el, 'quantity').value, '1');
      equal(part(el, 'notice'), null, 'no pack notice for colli 1');
      await expectAccessible(el);

      ({ el } = await mount('<add-to-cart product-id="99999"></add-to-cart>'));
      await waitState(el, 'hidden');
      await waitFor(
        () => errors.calls.some((c) => c.includes('<add-to-cart>') && c.includes('product-id="99999"')),
        'missing product logged',
      );
      equal(errors.calls.filter((c) => c.includes('product-id="99999"')).length, 1, 'logged once');
    } finally {
      errors.stop();
    }
  });
});
