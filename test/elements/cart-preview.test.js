/* global describe, it, afterEach */
// <cart-preview>: spec §2 (top cart preview toggling open/closed; a click while open goes to checkout), §3 cart /
// cart item / cart delivery, §7 cart calls, §9 free-delivery texts. Runs against the fake shop API (one context per
// test = a fresh page cart).
import { expectAccessible } from './helpers/axe.js';
import { PRODUCTS, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, captureErrors, deepActive, deepEqual, equal, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { dkk, dkkEn } from '../money.mjs';

await setup();
installFakeShop();

let container;
afterEach(() => {
  container = undefined;
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
});

/** A fresh context whose server cart holds `lines` ([productid, quantity]); `tweak(shop)` runs before loading. */
async function mount(html, options = {}) {
  const mounted = await mountInShop('cart-preview', html, { config: 'culture="en-GB" purchase-allowed', ...options });
  container = mounted.container;
  return mounted;
}

const part = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);
const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part="${name}"]`)];
const text = (el, name) => part(el, name)?.textContent ?? null;
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`, timeout);
const cartPosts = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'cart/addorupdatecart');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const live = (el) => part(el, 'live').textContent;

/** Opens the panel and waits for its content (an on-demand chunk the first time: cart-preview-lazy.test.js). */
async function open(el) {
  await waitState(el, 'closed');
  part(el, 'toggle').click();
  await waitState(el, 'open');
  await waitFor(() => !part(el, 'panel').querySelector('.kit-lazy'), 'the panel content loaded');
  return part(el, 'panel');
}

describe('<cart-preview> header variant', () => {
  it('shows the item count and the total (incl. VAT) after loading, and follows an add made elsewhere', async () => {
    // 2 × 100 kr. + 79 kr. freight + 35 kr. small-order fee = 314 kr. excl. VAT = 392,50 kr. incl. VAT.
    const { el, shop } = await mount('<cart-preview></cart-preview><add-to-cart product-id="10080"></add-to-cart>', {
      lines: [['10001', 2]],
    });
    await waitState(el, 'closed');
    equal(text(el, 'badge'), '2');
    equal(part(el, 'toggle-total').textContent.trim(), `, ${dkkEn('392.50')} incl. VAT`);
    equal(part(el, 'toggle').getAttribute('aria-expanded'), 'false');
    assert(part(el, 'panel').hidden, 'panel closed');
    await expectAccessible(el);

    const add = container.querySelector('add-to-cart');
    await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
    add.shadowRoot.querySelector('[part="button"]').click();
    // + 900 kr.: 1.100 kr. + 79 kr. freight (no small-order fee from 500 kr.) = 1.179 kr. excl. VAT = 1.473,75 kr. incl. VAT.
    await waitFor(() => text(el, 'badge') === '3', `badge follows (is ${text(el, 'badge')})`);
    await waitFor(() => part(el, 'toggle-total').textContent.includes(dkkEn('1,473.75')), 'total follows');
    await waitFor(() => live(el) === 'The cart now has 3 items', `count change announced (is "${live(el)}")`);
    equal(part(el, 'live').getAttribute('aria-live'), 'polite');
    equal(shop.count('GET', 'cart/getcart'), 1, 'one cart load for the page');
  });

  it('toggles open and closed: focus moves into the panel and back; Esc, × and an outside click close it', async () => {
    const { el } = await mount('<cart-preview></cart-preview>', {
      lines: [
        ['10001', 2],
        ['10006', 6],
      ],
    });
    const panel = await open(el);
    const toggle = part(el, 'toggle');
    assert(!panel.hidden, 'panel shown');
    equal(toggle.getAttribute('aria-expanded'), 'true');
    equal(toggle.getAttribute('aria-controls'), panel.id);
    await waitFor(() => panel.contains(deepActive()), 'focus moved into the panel');
    equal(parts(el, 'line').length, 2);
    const names = parts(el, 'line-name').map((a) => a.textContent);
    equal(names.join('|'), 'Kuglepen blå|Kopipapir A4 (pakke)');
    equal(parts(el, 'line-name')[0].getAttribute('href'), '/product/10001');
    equal(parts(el, 'line-image')[0].getAttribute('src'), PRODUCTS.find((p) => p.id === '10001').image);
    // Every amount formatted with the page's culture (en-GB), from the server's numbers: line prices incl. VAT
    // 200 kr. → 250 kr.; 6 × 20 kr. = 120 kr. → 150 kr.
    equal(
      parts(el, 'line-price')
        .map((p) => p.textContent)
        .join('|'),
      `${dkkEn('250.00')}|${dkkEn('150.00')}`,
    );
    equal(
      parts(el, 'quantity')
        .map((q) => q.value)
        .join('|'),
      '2|6',
    );
    // Fees 79 kr. and 35 kr. excl. VAT → 98,75 kr. and 43,75 kr.; total (200 + 120 + 79 + 35) × 1.25 = 542,50 kr.
    equal(parts(el, 'fee')[0].textContent, `Fragt${dkkEn('98.75')}`);
    equal(text(el, 'total'), dkkEn('542.50'));
    assert(part(el, 'total-row').textContent.includes('incl. VAT'), 'total labelled incl. VAT');
    equal(text(el, 'delivery-text'), `Shop for another ${dkkEn('1,180.00')} and you will be delivered free of charge`);
    equal(el.shadowRoot.querySelector('[role="progressbar"]').getAttribute('aria-valuenow'), '320');
    equal(part(el, 'checkout').getAttribute('href'), '/cart');
    equal(part(el, 'checkout').textContent, 'Go to checkout');
    // The checkout link is a kit primary button: its text in the on-primary colour, not the link colour of the
    // panel's other links (that once made it navy on navy, which axe leaves as "incomplete" on a sticky box).
    const checkoutStyle = getComputedStyle(part(el, 'checkout'));
    equal(checkoutStyle.color, 'rgb(255, 255, 255)');
    assert(checkoutStyle.backgroundColor !== checkoutStyle.color, 'checkout text differs from its background');
    await expectAccessible(el);

    await sendKeys({ press: 'Escape' });
    await waitState(el, 'closed');
    assert(panel.hidden, 'Esc closed the panel');
    await waitFor(() => deepActive() === toggle, 'focus back on the toggle');

    await open(el);
    part(el, 'close').click();
    await waitState(el, 'closed');
    await waitFor(() => deepActive() === toggle, 'focus back on the toggle after ×');

    await open(el);
    // A click inside does not close it…
    panel.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await sleep(50);
    equal(state(el), 'open');
    // …a click outside does.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitState(el, 'closed');
  });

  it('a click on the toggle while open goes to checkout-url (after a cancelable butik-checkout)', async () => {
    const { el } = await mount('<cart-preview checkout-url="#checkout"></cart-preview>', { lines: [['10001', 1]] });
    const events = [];
    el.addEventListener('butik-checkout', (e) => events.push(e.detail.url));
    await open(el);
    equal(location.hash, '', 'opening does not navigate');
    part(el, 'toggle').click();
    await waitFor(() => location.hash === '#checkout', 'navigated to checkout-url');
    equal(events.join('|'), '#checkout');
    // A host page may route itself.
    history.replaceState(null, '', location.pathname + location.search);
    const stop = (e) => e.preventDefault();
    document.addEventListener('butik-checkout', stop);
    try {
      part(el, 'toggle').click();
      await sleep(50);
      equal(location.hash, '', 'prevented: no navigation');
    } finally {
      document.removeEventListener('butik-checkout', stop);
    }
  });

  it('editing a line with the stepper sends one debounced request; the badge and total follow', async () => {
    const { el, shop } = await mount('<cart-preview></cart-preview>', { lines: [['10001', 2]] });
    await open(el);
    // Each click's time is taken as it is dispatched (document, capture phase: before any handler of the element); the one
    // request must leave at least the 500 ms debounce after the last (a slow machine only widens the gap;
    // 1 ms: performance.now() is coarsened). The server is held, so the badge can only show a draft.
    let lastClick = 0;
    const stamp = () => {
      lastClick = performance.now();
    };
    document.addEventListener('click', stamp, true);
    const release = shop.hold('cart/addorupdatecart');
    const plus = part(el, 'plus');
    plus.click();
    plus.click();
    plus.click();
    document.removeEventListener('click', stamp, true);
    await waitFor(() => text(el, 'badge') === '5', 'the badge follows at once (the edit is a draft of the page cart)');
    await waitFor(() => cartPosts(shop).length >= 1, 'the request after the debounce', 5000);
    equal(cartPosts(shop).length, 1, 'one request for the 3 clicks');
    equal(cartPosts(shop)[0].body.quantity, 5);
    const gap = cartPosts(shop)[0].at - lastClick;
    assert(gap >= 499, `sent ${gap.toFixed(1)} ms after the last click, within the 500 ms debounce`);
    release();
    await waitFor(() => text(el, 'badge') === '5', 'badge follows');
    // 500 kr. + 79 kr. freight = 579 kr. excl. VAT = 723,75 kr. incl. VAT.
    await waitFor(() => text(el, 'total') === dkkEn('723.75'), `total from the server (is ${text(el, 'total')})`);
    await waitFor(() => parts(el, 'line-price')[0].textContent === dkkEn('625.00'), 'line price follows');
    await sleep(700);
    equal(cartPosts(shop).length, 1, 'still one request');
    equal(part(el, 'quantity').value, '5');
  });

  it('remove deletes the line (quantity 0); the last one leaves the empty state', async () => {
    const { el, shop } = await mount('<cart-preview></cart-preview>', {
      lines: [
        ['10001', 2],
        ['10010', 1],
      ],
    });
    const panel = await open(el);
    equal(parts(el, 'remove')[0].getAttribute('aria-label'), 'Remove Kuglepen blå');
    parts(el, 'remove')[0].click();
    await waitFor(() => parts(el, 'line').length === 1, 'line removed at once');
    assert(panel.contains(deepActive()), 'focus stays in the panel');
    await waitFor(() => cartPosts(shop).length === 1, 'one request');
    equal(cartPosts(shop)[0].body.productid, '10001');
    equal(cartPosts(shop)[0].body.quantity, 0);
    await waitFor(() => text(el, 'badge') === '1', 'badge follows');
    parts(el, 'remove')[0].click();
    await waitFor(() => part(el, 'empty'), 'empty state');
    equal(text(el, 'empty'), 'Your cart is empty');
    equal(part(el, 'checkout'), null, 'no checkout link for an empty cart');
    await waitFor(() => shop.lines.length === 0, 'server cart empty');
    await waitFor(() => text(el, 'badge') === '0', 'badge 0');
  });

  it('loading: data-state loading, a skeleton in the panel, no count yet', async () => {
    let release;
    const { el } = await mount('<cart-preview></cart-preview>', {
      lines: [['10001', 2]],
      tweak: (s) => (release = s.hold('cart/getcart')),
    });
    await waitState(el, 'loading');
    equal(part(el, 'badge'), null);
    equal(part(el, 'toggle').getAttribute('aria-busy'), 'true');
    part(el, 'toggle').click();
    await waitFor(() => !part(el, 'panel').hidden, 'panel open while loading');
    assert(part(el, 'skeleton'), 'skeleton');
    assert(part(el, 'skeleton').textContent.includes('Loading the cart'), 'status text');
    await expectAccessible(el);
    release();
    await waitState(el, 'open');
    equal(text(el, 'badge'), '2');
    equal(part(el, 'skeleton'), null);
  });

  it('empty cart: badge 0, the empty message and the free-delivery notice', async () => {
    const { el } = await mount('<cart-preview></cart-preview>');
    await waitState(el, 'closed');
    equal(text(el, 'badge'), '0');
    await open(el);
    equal(text(el, 'empty'), 'Your cart is empty');
    equal(parts(el, 'line').length, 0);
    equal(text(el, 'delivery-text'), `Shop for another ${dkkEn('1,500.00')} and you will be delivered free of charge`);
  });

  it('load failure: a message and a retry that loads the cart', async () => {
    // GET calls are retried twice: three failures make the load fail.
    const { el, shop } = await mount('<cart-preview></cart-preview>', {
      lines: [['10001', 2]],
      tweak: (s) => s.failNext('cart/getcart', { times: 3 }),
    });
    await waitState(el, 'failed');
    equal(part(el, 'badge'), null, 'no count without a cart');
    part(el, 'toggle').click();
    const error = await waitFor(() => part(el, 'error'), 'failure message');
    assert(!part(el, 'panel').hidden, 'panel open');
    equal(error.getAttribute('role'), 'alert');
    assert(error.textContent.includes('The cart could not be loaded.'), 'message');
    await expectAccessible(el);
    part(el, 'retry').click();
    await waitState(el, 'open');
    equal(part(el, 'error'), null);
    equal(text(el, 'badge'), '2');
    equal(parts(el, 'line').length, 1);
    equal(shop.count('GET', 'cart/getcart'), 4);
  });

  it('a failed change rolls back and shows its message (dismissable)', async () => {
    const { el, shop } = await mount('<cart-preview></cart-preview>', { lines: [['10001', 2]] });
    await open(el);
    shop.failNext('cart/addorupdatecart', { status: 500, times: 1 });
    const errors = captureErrors();
    try {
      part(el, 'remove').click();
      const alert = await waitFor(() => part(el, 'change-error'), 'change failure message');
      equal(alert.getAttribute('role'), 'alert');
      equal(
        alert.querySelector('p').textContent,
        'Your change to Kuglepen blå could not be saved. The cart shows what was saved.',
      );
      await waitFor(() => parts(el, 'line').length === 1, 'line back');
      equal(part(el, 'quantity').value, '2');
      equal(text(el, 'badge'), '2');
      await waitFor(() => live(el) === 'Your change could not be saved.', 'announced');
      await expectAccessible(el);
      alert.querySelector('button').click();
      await waitFor(() => part(el, 'change-error') === null, 'dismissed');
    } finally {
      errors.stop();
    }
  });

  it('Danish texts; a bad variant logs and means header', async () => {
    const errors = captureErrors();
    try {
      const { el } = await mount('<cart-preview variant="drawer"></cart-preview>', {
        lines: [['10001', 1]],
        config: 'culture="da-DK" purchase-allowed',
      });
      await waitFor(() => errors.calls.some((c) => c.includes('variant="drawer"')), 'bad variant logged');
      await open(el);
      await waitFor(() => text(el, 'checkout') === 'Gå til kassen', 'Danish checkout text');
      assert(part(el, 'toggle').textContent.includes('1 vare'), 'Danish count');
      assert(
        part(el, 'total-row').textContent.includes('inkl. moms'),
        `Danish VAT label (${part(el, 'total-row').textContent})`,
      );
      equal(text(el, 'line-price'), dkk('125,00'), 'da-DK money');
    } finally {
      errors.stop();
    }
  });
});

describe('<cart-preview> one money format (docs/money-format.md)', () => {
  /** Every text of the preview that shows an amount. */
  const amounts = (el) => [
    part(el, 'toggle-total')?.textContent ?? '',
    ...parts(el, 'line-price').map((p) => p.textContent),
    ...parts(el, 'fee').map((f) => f.textContent),
    text(el, 'total') ?? '',
    text(el, 'delivery-text') ?? '',
    el.shadowRoot.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ?? '',
  ];
  const ENGLISH_DKK = /DKK\u00a0\d{1,3}(,\d{3})*\.\d\d/;

  for (const incVat of [true, false]) {
    it(`an en-GB page shows every amount in the English style, none as the server's Danish string (${incVat ? 'incl.' : 'excl.'} VAT)`, async () => {
      // 2 × 100 + 6 × 20 = 320 kr. excl. VAT: two lines, both fees and the free-delivery notice with its bar.
      const { el } = await mount('<cart-preview></cart-preview>', {
        lines: [
          ['10001', 2],
          ['10006', 6],
        ],
        config: `culture="en-GB" purchase-allowed prices-inc-vat="${incVat}"`,
      });
      await open(el);
      const shown = amounts(el);
      equal(shown.length, 8, `toggle total, 2 lines, 2 fees, total, delivery text and bar (${shown.join(' | ')})`);
      for (const t of shown) {
        assert(ENGLISH_DKK.test(t), `"${t}" is DKK in the en-GB style`);
        assert(!t.includes('kr.') && !/\d,\d\d\b/.test(t), `"${t}" has no Danish amount`);
      }
    });
  }

  it('a da-DK page shows the same bytes as the server sends', async () => {
    const { el, context } = await mount('<cart-preview variant="page"></cart-preview>', {
      lines: [['10001', 2]],
      config: 'culture="da-DK" purchase-allowed prices-inc-vat="false"',
    });
    await waitState(el, 'ready');
    // The (fake) server's own display strings for the same cart.
    const cart = await (await fetch(`/contextapi/${context}/v1/cart/getcart`)).json();
    equal(parts(el, 'line-price')[0].textContent, cart.items[0].displaylineprice);
    equal(text(el, 'total'), cart.displaytotalexvat);
    equal(text(el, 'total'), dkk('314,00'));
  });
});

describe('<cart-preview variant="page">', () => {
  it('renders the lines, fees and total inline (ready); excl. VAT per prices-inc-vat="false"', async () => {
    const { el } = await mount('<cart-preview variant="page"></cart-preview>', {
      lines: [
        ['10001', 2],
        ['10006', 6],
      ],
      config: 'culture="en-GB" purchase-allowed prices-inc-vat="false"',
    });
    await waitState(el, 'ready');
    equal(part(el, 'toggle'), null, 'no toggle');
    equal(part(el, 'lines').localName, 'table');
    equal(parts(el, 'line').length, 2);
    // The server's line prices excl. VAT (its numbers, formatted for the en-GB page).
    equal(
      parts(el, 'line-price')
        .map((p) => p.textContent)
        .join('|'),
      `${dkkEn('200.00')}|${dkkEn('120.00')}`,
    );
    equal(parts(el, 'fee')[0].textContent, `Fragt${dkkEn('79.00')}`);
    // 320 + 79 + 35 (small-order fee under 500 kr.) = 434 kr. excl. VAT.
    equal(text(el, 'total'), dkkEn('434.00'));
    assert(part(el, 'total-row').textContent.includes('excl. VAT'), 'total labelled excl. VAT');
    assert(el.shadowRoot.querySelector('thead').textContent.includes('excl. VAT'), 'price column labelled excl. VAT');
    equal(part(el, 'checkout').getAttribute('href'), '/cart');
  });

  it('under 500 kr. shows both fee rows of the server, Fragt and Småordregebyr; at 500 kr. only Fragt', async () => {
    const config = 'culture="en-GB" purchase-allowed prices-inc-vat="false"';
    // 2 × 100 + 6 × 20 = 320 kr. excl. VAT: under 1.500 kr. (freight 79 kr.) and under 500 kr. (small-order fee 35 kr.).
    let { el } = await mount('<cart-preview variant="page"></cart-preview>', {
      lines: [
        ['10001', 2],
        ['10006', 6],
      ],
      config,
    });
    await waitState(el, 'ready');
    deepEqual(
      parts(el, 'fee').map((f) => f.textContent),
      [`Fragt${dkkEn('79.00')}`, `Småordregebyr${dkkEn('35.00')}`],
    );
    equal(text(el, 'total'), dkkEn('434.00'));
    container.remove();
    // 5 × 100 = 500 kr.: no small-order fee any more, freight still.
    ({ el } = await mount('<cart-preview variant="page"></cart-preview>', { lines: [['10001', 5]], config }));
    await waitState(el, 'ready');
    deepEqual(
      parts(el, 'fee').map((f) => f.textContent),
      [`Fragt${dkkEn('79.00')}`],
    );
    equal(text(el, 'total'), dkkEn('579.00'));
  });

  it('empty, loading and failed states', async () => {
    let { el } = await mount('<cart-preview variant="page" checkout-url="/checkout"></cart-preview>', {
      tweak: (s) => s.hold('cart/getcart'),
    });
    await waitState(el, 'loading');
    assert(part(el, 'skeleton'), 'skeleton while loading');
    await expectAccessible(el);

    ({ el } = await mount('<cart-preview variant="page"></cart-preview>', { lines: [['10001', 1]] }));
    await waitState(el, 'ready');
    // Removing the last line: the empty state, with the focus on its message (not lost with the row).
    part(el, 'remove').focus();
    part(el, 'remove').click();
    await waitState(el, 'empty');
    await waitFor(() => part(el, 'empty').contains(deepActive()), 'focus moved to the empty message');
    equal(text(el, 'empty'), 'Your cart is empty');
    await expectAccessible(el);

    const { el: failed } = await mount('<cart-preview variant="page"></cart-preview>', {
      lines: [['10001', 1]],
      tweak: (s) => s.failNext('cart/getcart', { times: 3 }),
    });
    await waitState(failed, 'failed');
    assert(part(failed, 'error').textContent.includes('The cart could not be loaded.'), 'message');
    await expectAccessible(failed);
    part(failed, 'retry').click();
    await waitState(failed, 'ready');
    equal(parts(failed, 'line').length, 1);
  });

  it('follows the header preview on the same page (one cart): a stepper edit in one shows in the other', async () => {
    const { el: page, shop } = await mount(
      '<cart-preview variant="page"></cart-preview><cart-preview id="top"></cart-preview>',
      { lines: [['10001', 2]] },
    );
    const header = container.querySelector('#top');
    await waitState(page, 'ready');
    part(page, 'plus').click();
    await waitFor(() => text(header, 'badge') === '3', 'header badge follows the page edit');
    await waitFor(() => cartPosts(shop).length === 1, 'one request');
    // 3 × 100 + 79 + 35 = 414 kr. excl. VAT = 517,50 kr. incl. VAT.
    await waitFor(
      () => text(page, 'total') === text(header, 'total') && text(page, 'total') === dkkEn('517.50'),
      'same total',
    );
  });
});

describe('<cart-preview> with a fallback (the page renders a link to the cart until the element is needed)', () => {
  const FALLBACK = '<a class="fallback" href="#went-to-cart">Kurv, 2 varer</a>';

  it('shows the fallback without loading the cart until reached for, then the toggle with the count', async () => {
    const { el, shop } = await mount(`<cart-preview>${FALLBACK}</cart-preview>`, { lines: [['10001', 2]] });
    await sleep(200);
    equal(part(el, 'toggle'), null, 'no toggle yet');
    equal(shop.count('GET', 'cart/getcart'), 0, 'the cart is not requested');
    assert(el.querySelector('.fallback').getBoundingClientRect().width > 0, 'the fallback is shown');
    await expectAccessible(container);
    el.querySelector('.fallback').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitState(el, 'closed');
    equal(text(el, 'badge'), '2');
    equal(el.shadowRoot.querySelector('slot'), null, 'the fallback is no longer shown');
    await expectAccessible(container);
  });

  it('a cart change on the page loads it (the header follows the add)', async () => {
    const { el } = await mount(
      `<cart-preview>${FALLBACK}</cart-preview><add-to-cart product-id="10080"></add-to-cart>`,
      { lines: [['10001', 2]] },
    );
    const add = container.querySelector('add-to-cart');
    await waitFor(() => add.getAttribute('data-state') === 'ready', 'add-to-cart ready');
    equal(part(el, 'toggle'), null, 'no toggle before the change');
    add.shadowRoot.querySelector('[part="button"]').click();
    await waitFor(() => text(el, 'badge') === '3', `the badge shows the change (is ${text(el, 'badge')})`);
    await expectAccessible(container);
  });

  it('a press on the fallback link is held and opens the panel (it does not follow the link)', async () => {
    const { el } = await mount(`<cart-preview>${FALLBACK}</cart-preview>`, { lines: [['10001', 2]] });
    el.querySelector('.fallback').click();
    await waitState(el, 'open');
    equal(location.hash, '', 'the link was not followed');
    equal(part(el, 'toggle').getAttribute('aria-expanded'), 'true');
    await expectAccessible(container);
  });
});
