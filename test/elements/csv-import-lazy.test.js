/* global describe, it */
// <csv-import> loads its CSV code (csv.ts with papaparse: the on-demand chunk `csv`) when a file is picked or dropped
// (docs/performance.md "Loaded on open"). Its own file: a fresh page, so the chunk is not in the module map yet.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { assert, captureErrors, chooseCsvFile, equal, failNextChunk, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
installFakeShop();

const CHUNK = /\/chunks\/csv-[\w-]{8}\.js$/;
const requested = () => performance.getEntriesByType('resource').filter((e) => CHUNK.test(new URL(e.name).pathname));
const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);

describe('<csv-import> CSV code loaded on a file', () => {
  it('is requested only when a file is chosen; a failed chunk shows a message whose Try again reads the same file', async () => {
    await failNextChunk(CHUNK);
    const container = fixture(
      `<shop-context context="csv-lazy-${Math.random().toString(36).slice(2, 8)}" purchase-allowed features="csvimport" culture="en-GB"><csv-import></csv-import></shop-context>`,
    );
    await customElements.whenDefined('csv-import');
    await rendered();
    const el = container.querySelector('csv-import');
    await waitState(el, 'idle');
    equal(requested().length, 0, 'the CSV code is not requested before a file is chosen');
    await expectAccessible(el);

    const errors = captureErrors();
    try {
      chooseCsvFile(el, 'Varenummer;Antal\r\nA10001;5\r\nA10006;7\r\n');
      await waitState(el, 'error');
      equal(requested().length, 1, 'requested once, for the file');
      const error = $(el, '[part="error"]');
      equal(error.getAttribute('role'), 'alert');
      equal(error.querySelector('span').textContent, 'This could not be loaded. Check your connection and try again.');
      assert(
        errors.calls.some((c) => c.includes('<csv-import> could not load its CSV parser')),
        'the failure is logged',
      );
      assert($(el, 'input[type="file"]'), 'the file picker is still there');
      await expectAccessible(el);

      $(el, '[part="retry"]').click();
      await waitState(el, 'preview');
      equal($(el, '[part="preview-table"] tbody').rows.length, 2, 'the same file, read');
      equal($(el, '[part="import"]').textContent, 'Import 2 lines');
      equal(requested().length, 2, 'Try again requested the chunk once more');
    } finally {
      errors.stop();
    }
  });
});
