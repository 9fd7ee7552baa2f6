/* global describe, it */
// <add-to-cart> loads its machines when the shopper reaches for a control (a pointer over it), before any click:
// the click then finds them loaded (docs/performance.md "XState off the start path"). Its own file: a fresh page,
// so the chunks are not in the module map yet (add-to-cart-lazy.test.js tests a failed load).
import { mountInShop, installFakeShop } from './helpers/fake-shop.js';
import { equal, requested, setup, shadowPart, sleep, waitFor, waitForState } from './helpers/util.js';
import { sendMouse } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const chunk = (name) => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`);
const CHUNKS = [chunk('machines'), chunk('line-machine\\.part'), chunk('cart-machine\\.part')];
const part = shadowPart;
const state = (el) => el.getAttribute('data-state');
const waitState = waitForState;

describe('<add-to-cart> machines loaded on intent', () => {
  it('a pointer over the control loads XState, its machine and the cart machine, once; the click then adds', async () => {
    const { container, shop } = await mountInShop(
      'add-to-cart',
      '<add-to-cart product-id="10001"></add-to-cart><add-to-cart product-id="10010"></add-to-cart>',
      { config: 'purchase-allowed culture="en-GB"' },
    );
    const [first, second] = container.querySelectorAll('add-to-cart');
    await waitState(first, 'ready');
    await waitState(second, 'ready');
    await sleep(100);
    for (const pattern of CHUNKS) equal(requested(pattern).length, 0, `${pattern} not requested before any intent`);

    const box = part(first, 'button').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + 2)] });
    await waitFor(() => CHUNKS.every((p) => requested(p).length === 1), 'the three chunks requested on hover');
    equal(shop.count('POST', 'cart/addorupdatecart'), 0, 'a hover sends nothing');
    equal(state(first), 'ready');

    part(first, 'button').click();
    await waitState(first, 'in-cart');
    // The other control reaches for its machine too: nothing is requested again.
    const other = part(second, 'button').getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(other.x + other.width / 2), Math.round(other.y + 2)] });
    part(second, 'button').click();
    await waitState(second, 'in-cart');
    for (const pattern of CHUNKS) equal(requested(pattern).length, 1, `${pattern} requested once per page`);
    equal(shop.count('POST', 'cart/addorupdatecart'), 2);
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});
