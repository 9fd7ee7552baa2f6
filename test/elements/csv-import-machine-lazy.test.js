/* global describe, it */
// <csv-import> shows its machine's first state (the file picker) without XState and loads the machine (the on-demand
// part `csv-import-machine.part` with the `machines` chunk) when the shopper reaches for the element or, at the
// latest, chooses a file (docs/elements/csv-import.md). Its own file: a fresh page, so the part is not in the module
// map yet. The test server fails the part twice (/__butik-test/fail-chunk): a failed load on focus alone is not a
// failure; one with a file waiting says so (data-state `failed`), and 'Try again' reads that file.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  chooseCsvFile,
  deepActive,
  equal,
  failNextChunk,
  pressIntoFailedPart,
  requested,
  setup,
  sleep,
  waitFor,
  waitForState,
} from './helpers/util.js';

await setup();
installFakeShop();

const PART = /\/chunks\/csv-import-machine\.part-[\w-]+\.js$/;
const MACHINES = /\/chunks\/machines-[\w-]+\.js$/;
const $ = (el, selector) => el.shadowRoot.querySelector(selector);

describe('<csv-import> machine loaded on demand', () => {
  it('no machine at start; focus asks for it; a failed load with a file waiting says so; Try again reads the file', async () => {
    await failNextChunk(PART);
    await failNextChunk(PART);
    const { el, shop } = await mountInShop('csv-import', '<csv-import></csv-import>', {
      config: 'purchase-allowed features="csvimport" culture="en-GB"',
    });
    await waitForState(el, 'idle');
    await sleep(100);
    equal(requested(PART).length, 0, 'the machine part is not requested while nobody touches the element');
    equal(requested(MACHINES).length, 0, 'nor XState');
    await expectAccessible(el);

    // Focus reaches the picker: the part is asked for. That load fails with nothing waiting: no failure shown.
    $(el, 'input[type="file"]').focus();
    await waitFor(() => requested(PART).length === 1, 'the part requested on focus');
    await sleep(50);
    equal(el.getAttribute('data-state'), 'idle', 'a failed load with nothing waiting is not a failure');
    equal($(el, '[role="alert"]'), null);

    // A file chosen: the part is asked for again, fails again, and the file waits.
    const alert = await pressIntoFailedPart(
      el,
      () => chooseCsvFile(el, 'Varenummer;Antal\r\nA10001;5\r\nA10006;7\r\n'),
      'The CSV import',
    );
    equal(alert.querySelector('span').textContent, 'This could not be loaded. Check your connection and try again.');
    await sleep(150);
    equal(requested(PART).length, 2, "focus moving to 'Try again' is no retry: nothing more is requested");
    const retry = $(el, '[part="retry"]');
    equal(retry.textContent, 'Try again');
    equal(deepActive(), retry, "'Try again' has the focus the picker had");
    equal($(el, 'input[type="file"]'), null, 'no other file can be chosen behind the waiting one');
    await expectAccessible(el);

    retry.click();
    await waitForState(el, 'preview');
    equal(requested(PART).length, 3, 'Try again requested the part once more');
    equal($(el, '[part="preview-table"] tbody').rows.length, 2, 'the waiting file, read');
    $(el, '[part="import"]').click();
    await waitForState(el, 'report');
    equal(shop.count('POST', 'cart/csvimporttocart'), 1, 'imported in one chunk');
    equal($(el, '[role="alert"]'), null);
    await expectAccessible(el);
  });
});
