/* global describe, it */
// <cart-preview>'s code is an on-demand part (toggle, panel and its lines: chunks/cart-preview.part, docs/performance.md
// "Session 30"), loaded at once by a tag without children and, in the header, when the visitor reaches for the page's
// fallback link or the cart changes. Its own file: each test file has a fresh page, so the chunk is not in the module
// map yet. A failed chunk (the test server's /__butik-test/fail-chunk) must leave a usable page.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, captureErrors, equal, failNextChunk, setup, waitFor } from './helpers/util.js';
import { dkkEn } from '../money.mjs';

await setup();
installFakeShop();

const CHUNK = /\/chunks\/cart-preview\.part-[\w-]+\.js$/;
const requested = () => performance.getEntriesByType('resource').filter((e) => CHUNK.test(new URL(e.name).pathname));
const part = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);
const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part="${name}"]`)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);

describe('<cart-preview> loads its part', () => {
  it('with a fallback, a failed part leaves the fallback; a press held for the toggle follows its link', async () => {
    await failNextChunk(CHUNK);
    const errors = captureErrors();
    try {
      const { el, container } = await mountInShop(
        'cart-preview',
        '<cart-preview><a class="fallback" href="#to-the-cart">Kurv, 2 varer</a></cart-preview>',
        { config: 'culture="en-GB" purchase-allowed', lines: [['10001', 2]] },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      equal(requested().length, 0, 'not requested before it is needed');
      el.querySelector('.fallback').click();
      await waitFor(() => location.hash === '#to-the-cart', 'the link followed after the part failed');
      equal(requested().length, 1);
      assert(el.querySelector('.fallback').getBoundingClientRect().width > 0, 'the fallback is still shown');
      assert(
        errors.calls.some((c) => c.includes('<cart-preview> could not be loaded')),
        'the failure is logged',
      );
      await expectAccessible(container);
    } finally {
      errors.stop();
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('without a fallback a failed part shows the kit message with Try again, which loads it', async () => {
    await failNextChunk(CHUNK);
    const errors = captureErrors();
    try {
      const { el } = await mountInShop('cart-preview', '<cart-preview></cart-preview>', {
        config: 'culture="en-GB" purchase-allowed',
        lines: [['10001', 2]],
      });
      const error = await waitFor(() => el.shadowRoot.querySelector('[part="error"]'), 'the failure message');
      equal(error.getAttribute('role'), 'alert');
      equal(error.querySelector('span').textContent, 'This could not be loaded. Check your connection and try again.');
      await expectAccessible(el);
      error.querySelector('button').click();
      await waitState(el, 'closed');
      equal(part(el, 'badge').textContent, '2');
      equal(el.shadowRoot.querySelector('[part="error"]'), null);
      await expectAccessible(el);
    } finally {
      errors.stop();
    }
  });

  it('the panel opens with its lines at once (they come with the part); the cart page shows its lines', async () => {
    const { el, container } = await mountInShop(
      'cart-preview',
      '<cart-preview></cart-preview><cart-preview variant="page" id="page"></cart-preview>',
      { config: 'culture="en-GB" purchase-allowed', lines: [['10001', 1]] },
    );
    const page = container.querySelector('#page');
    await waitState(page, 'ready');
    equal(parts(page, 'line').length, 1, 'the page variant shows its lines without any click');
    await waitState(el, 'closed');
    part(el, 'toggle').click();
    await waitState(el, 'open');
    equal(parts(el, 'line').length, 1, 'lines in the same render as the opening (no spinner)');
    equal(part(el, 'panel').querySelector('.kit-lazy'), null);
    equal(part(el, 'total').textContent, dkkEn('267.50'));
    await expectAccessible(el);
  });
});
