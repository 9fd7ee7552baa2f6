/* global describe, it */
// <bulk-order> whose machine part cannot be loaded (the test server's /__butik-test/fail-chunk): the form stays, keeps
// what was typed, says so (the kit's alert, data-state `failed`), sends nothing, and 'Try again' loads the machine and
// sends the waiting events. Its own file: a fresh page, so the part is not in the module map yet.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  assert,
  deepEqual,
  equal,
  failNextChunk,
  pressIntoFailedPart,
  requested,
  setup,
  sleep,
  waitForState,
} from './helpers/util.js';

await setup();
installFakeShop();

const PART = /\/chunks\/bulk-order-machine\.part-[\w-]+\.js$/;
const rows = (el) => [...el.shadowRoot.querySelectorAll('[part="row"]')];

/**
 * Sets a field's value the way typing does (React sees the input event), without focusing it. Composed, as a user's
 * input event is: the page's capture listener that attaches React's deferred listeners must see it.
 */
function fill(input, text) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('<bulk-order> machine that cannot be loaded', () => {
  it('keeps the typed line, says so with data-state failed; Try again loads it and adds the line', async () => {
    await failNextChunk(PART);
    const { el, shop } = await mountInShop('bulk-order', '<bulk-order rows="2"></bulk-order>', {
      config: 'purchase-allowed culture="en-GB"',
    });
    await waitForState(el, 'editing');
    const [item, qty] = rows(el)[0].querySelectorAll('input');

    const alert = await pressIntoFailedPart(
      el,
      () => {
        fill(item, 'A10001');
        fill(qty, '2');
        el.shadowRoot.querySelector('[part="submit"]').click();
      },
      'The bulk order form',
    );
    equal(alert.querySelector('span').textContent, 'This could not be loaded. Check your connection and try again.');
    equal(item.value, 'A10001', 'the typed item is kept');
    equal(qty.value, '2', 'the typed quantity is kept');
    equal(requested(PART).length, 1);
    await sleep(50);
    equal(shop.count('POST', 'simpleproductquery'), 0, 'nothing looked up');
    equal(shop.count('POST', 'cart/addorupdatecartfromlist'), 0, 'nothing sent');
    await expectAccessible(el);

    const retry = alert.querySelector('button');
    equal(retry.textContent, 'Try again');
    retry.click();
    // The waiting events (the two edits and the submit) reach the machine: the line is checked and added.
    await waitForState(el, 'added');
    equal(requested(PART).length, 2, 'the failed request and the retry');
    deepEqual(shop.lines, [{ productid: '10001', variantid: null, quantity: 2 }]);
    assert(!el.shadowRoot.querySelector('[role="alert"]'), 'the failure message is gone');
    equal(shop.count('POST', 'cart/addorupdatecartfromlist'), 1);
    await expectAccessible(el);
  });
});
