/* global describe, it */
// <add-to-cart> loads its machine (XState, the add-to-cart machine and the page cart's machine: on-demand chunks)
// only when the shopper reaches for a control: a pointer over it, focus in it, a touch, or at the latest the first
// click (docs/performance.md "XState off the start path"). Its own file: each test file has a fresh page, so the
// chunks are not in the module map yet. A failed chunk (the test server's /__butik-test/fail-chunk) must leave a
// usable control that says what happened and works on the next try.
import { expectAccessible } from './helpers/axe.js';
import { mountInShop, installFakeShop } from './helpers/fake-shop.js';
import {
  assert,
  captureErrors,
  equal,
  failNextChunk,
  requested,
  setup,
  shadowPart,
  sleep,
  waitFor,
  waitForState,
} from './helpers/util.js';

await setup();
installFakeShop();

const MACHINES = /\/chunks\/(machines|line-machine\.part|cart-machine\.part)-[\w-]+\.js$/;
const LINE_PART = /\/chunks\/line-machine\.part-[\w-]+\.js$/;
const part = shadowPart;
const state = (el) => el.getAttribute('data-state');
const waitState = waitForState;

describe('<add-to-cart> machine loaded on demand', () => {
  it('no machine before the shopper reaches for it; a failed load says so, sends nothing, and the next click works', async () => {
    await failNextChunk(LINE_PART);
    const { el, shop } = await mountInShop('add-to-cart', '<add-to-cart product-id="10001"></add-to-cart>', {
      config: 'purchase-allowed culture="en-GB"',
    });
    await waitState(el, 'ready');
    await sleep(100);
    equal(requested(MACHINES).length, 0, 'no machine chunk is requested while nobody touches the control');
    equal(part(el, 'quantity').value, '1', 'the first state is shown without the machine');

    const errors = captureErrors();
    try {
      part(el, 'button').click();
      const alert = await waitFor(() => part(el, 'alert'), 'the failure message');
      equal(alert.getAttribute('role'), 'alert');
      equal(alert.querySelector('.alert__text').textContent, 'The cart could not be updated. Please try again.');
      equal(shop.count('POST', 'cart/addorupdatecart'), 0, 'nothing was sent');
      equal(state(el), 'ready', 'the button is usable');
      assert(
        errors.calls.some((c) => c.includes('The add-to-cart control could not be loaded')),
        `the failure is logged (${errors.calls.join(' | ')})`,
      );
    } finally {
      errors.stop();
    }
    await expectAccessible(el);

    part(el, 'button').click(); // the next attempt requests the chunk again (?retry=1)
    await waitState(el, 'in-cart');
    equal(part(el, 'alert'), null, 'the message is gone');
    equal(shop.count('POST', 'cart/addorupdatecart'), 1);
    equal(shop.lines[0].quantity, 1);
    equal(requested(LINE_PART).length, 2, 'the failed request and the retry');
  });
});
