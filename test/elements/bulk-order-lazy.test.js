/* global describe, it */
// <bulk-order> shows its machine's first state without XState and loads the machine (the on-demand part
// `bulk-order-machine.part` with the `machines` chunk) when the shopper reaches for the form (docs/elements/bulk-order.md).
// Its own file: a fresh page, so the part is not in the module map yet. The test server holds the part's request
// (/__butik-test/hold-chunk) so what is typed before the machine is there can be checked; bulk-order-lazy-failed.test.js
// has a part that fails to load.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  deepEqual,
  equal,
  heldChunks,
  holdNextChunk,
  releaseChunks,
  requested,
  setup,
  sleep,
  waitFor,
  waitForState,
} from './helpers/util.js';
import { sendKeys, sendMouse } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const PART = /\/chunks\/bulk-order-machine\.part-[\w-]+\.js$/;
const MACHINES = /\/chunks\/machines-[\w-]+\.js$/;
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const rows = (el) => [...el.shadowRoot.querySelectorAll('[part="row"]')];
const verdicts = (el) => rows(el).map((r) => r.getAttribute('data-verdict'));
const keys = (el) => rows(el).map((r) => r.getAttribute('data-row'));
/** How many chunk requests the test server holds. */
async function waitForHeld(count) {
  for (let i = 0; i < 500 && (await heldChunks()) !== count; i += 1) await sleep(10);
  equal(await heldChunks(), count, 'held chunk requests');
}

async function typeInto(input, text) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

describe('<bulk-order> machine loaded on demand', () => {
  it('no machine at start; a pointer over the form asks for it; typing before it is there is kept and checked after', async () => {
    await holdNextChunk(PART);
    const { el, shop } = await mountInShop('bulk-order', '<bulk-order rows="2"></bulk-order>', {
      config: 'purchase-allowed culture="en-GB"',
    });
    await waitForState(el, 'editing');
    await sleep(100);
    equal(rows(el).length, 2, 'the first state is shown without the machine');
    equal(requested(PART).length, 0, 'the machine part is not requested while nobody touches the form');
    equal(requested(MACHINES).length, 0, 'nor XState');
    equal(await heldChunks(), 0, 'nor asked for');
    await expectAccessible(el);

    // A pointer over the form: the part is asked for (and held by the test server).
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + 10)] });
    await waitForHeld(1);

    // Typing while the machine is not there: the fields keep the text, the row waits for its check.
    const startKeys = keys(el);
    const [item, qty] = rows(el)[0].querySelectorAll('input');
    await typeInto(item, 'A10006');
    await typeInto(qty, '7x');
    await sendKeys({ press: 'Tab' }); // leaving the field asks for a check
    equal(item.value, 'A10006', 'the item typed is kept');
    equal(qty.value, '7', 'the quantity typed is kept (digits only, as the machine keeps it)');
    deepEqual(verdicts(el), ['pending', 'empty']);
    equal(shop.count('POST', 'simpleproductquery'), 0, 'nothing is looked up before the machine is there');
    equal(requested(MACHINES).length, 0, 'XState still not loaded');
    equal(await heldChunks(), 1, 'one request for the part, however many events wait');

    await releaseChunks();
    await waitFor(() => verdicts(el)[0] === 'rounded', 'the row checked once the machine is there');
    equal(requested(PART).length, 1);
    equal(requested(MACHINES).length, 1);
    equal(shop.count('POST', 'simpleproductquery'), 1, 'one lookup for the waiting check');
    deepEqual(keys(el), startKeys, 'the rows keep their keys');
    equal(item.value, 'A10006');
    equal(qty.value, '7');

    $(el, '[part="submit"]').click();
    await waitForState(el, 'added');
    deepEqual(shop.lines, [{ productid: '10006', variantid: null, quantity: 12 }]);
    await expectAccessible(el);
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});
