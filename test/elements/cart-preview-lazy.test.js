/* global describe, it */
// <cart-preview> loads its panel's content (lines, fees, total: the on-demand chunk cart-panel) when the panel first
// opens (docs/performance.md "Loaded on open"). Its own file: each test file has a fresh page, so the chunk is not
// in the module map yet. A failed chunk (the test server's /__butik-test/fail-chunk) must leave a usable element.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, captureErrors, equal, failNextChunk, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { dkkEn } from '../money.mjs';

await setup();
installFakeShop();

const CHUNK = /\/chunks\/cart-panel-[\w-]+\.js$/;
const requested = () => performance.getEntriesByType('resource').filter((e) => CHUNK.test(new URL(e.name).pathname));
const part = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);
const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part="${name}"]`)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);

describe('<cart-preview> panel content loaded on open', () => {
  it('is requested only when the panel opens; a failed chunk shows a message with Try again, the toggle still works', async () => {
    await failNextChunk(CHUNK);
    const { el } = await mountInShop('cart-preview', '<cart-preview></cart-preview>', {
      config: 'culture="en-GB" purchase-allowed',
      lines: [['10001', 2]],
    });
    await waitState(el, 'closed');
    equal(part(el, 'badge').textContent, '2', 'the count needs no content chunk');
    equal(requested().length, 0, 'the content chunk is not requested before the panel opens');

    const errors = captureErrors();
    try {
      part(el, 'toggle').click();
      await waitState(el, 'open');
      const error = await waitFor(() => part(el, 'error'), 'the failure message in the panel');
      equal(requested().length, 1, 'requested once, on opening');
      equal(error.getAttribute('role'), 'alert');
      equal(error.querySelector('span').textContent, 'This could not be loaded. Check your connection and try again.');
      assert(part(el, 'panel').textContent.includes('Your cart'), 'the panel frame (heading) is there');
      assert(
        errors.calls.some((c) => c.includes('<cart-preview> panel could not be loaded')),
        'the failure is logged',
      );
      await expectAccessible(el);

      // The element keeps working: Esc closes, the toggle opens again (still the message), the badge is live.
      await sendKeys({ press: 'Escape' });
      await waitState(el, 'closed');
      part(el, 'toggle').click();
      await waitState(el, 'open');
      assert(part(el, 'error'), 'the message again');

      part(el, 'retry').click();
      await waitFor(() => parts(el, 'line').length === 1, 'the lines after Try again');
      equal(part(el, 'error'), null);
      equal(part(el, 'total').textContent, dkkEn('392.50'));
      equal(part(el, 'checkout').textContent, 'Go to checkout');
      equal(requested().length, 2, 'Try again requested the chunk once more');
      await expectAccessible(el);
    } finally {
      errors.stop();
    }
  });

  it('once loaded, another header preview opens with its lines at once; the cart page shows its lines without a click', async () => {
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
    equal(requested().length, 2, 'no new request (the module is loaded)');
  });
});
