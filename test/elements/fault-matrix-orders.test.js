/* global describe */
// Fault matrix, orders by item number: <bulk-order>, <csv-import> × their calls × the six faults (helpers/faults.js).
// Rows: helpers/fault-rows.js (group 'orders'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { mountInShop } from './helpers/fake-shop.js';
import { MATRIX_CONFIG, matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import { installFaults } from './helpers/faults.js';
import { $, $$, assert, chooseCsvFile, deepEqual, equal, waitFor, waitForState } from './helpers/util.js';

installFaults();

const linesOf = (shop) => shop.lines.map((l) => [l.productid, l.quantity]);

// ---- <bulk-order> ---------------------------------------------------------------------------------------
const rows = (el) => $$(el, '[part="row"]');
const typed = (el) => rows(el).map((r) => [...r.querySelectorAll('input')].map((i) => i.value));
const verdicts = (el) => rows(el).map((r) => r.getAttribute('data-verdict'));
/** Two lines pasted from a spreadsheet: a sku (A10001) and a product id (10006, packs of 6). */
const PASTED = 'A10001;2\n10006;12';
const PASTED_ROWS = [
  ['A10001', '2'],
  ['10006', '12'],
];

/** Pastes `text` into the paste box and takes it (clicks and one input event: no focus, so cells run at once). */
async function paste(el, text) {
  const details = $(el, '[part="paste"]');
  details.querySelector('summary').click();
  await waitFor(() => details.open, 'paste box open');
  const textarea = details.querySelector('textarea');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(textarea, text);
  textarea.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  const button = details.querySelector('button');
  await waitFor(() => !button.disabled, 'Add lines enabled');
  button.click();
}

async function mountBulk() {
  const ctx = await mountInShop('bulk-order', '<bulk-order rows="2"></bulk-order>', {
    config: `purchase-allowed culture="en-GB" ${MATRIX_CONFIG}`,
  });
  await waitFor(() => rows(ctx.el).length === 2, 'the form');
  return ctx;
}
const bulkError = (el) => $(el, '[part="error"]');
const checked = (el) => verdicts(el).join() === 'ok,ok';

/** A lookup call fails: the numbers could not be checked; Try again checks them, then they are added. */
const lookupDriver = {
  fresh: true,
  parallel: true,
  mount: mountBulk,
  act: ({ el }) => paste(el, PASTED),
  async failed({ el }) {
    await waitForState(el, 'error');
    equal(bulkError(el).getAttribute('role'), 'alert');
    equal(bulkError(el).querySelector('span').textContent, 'The item numbers could not be checked. Please try again.');
    assert(!verdicts(el).includes('unknown'), `no line called unknown: ${verdicts(el)}`);
  },
  kept({ el }) {
    deepEqual(typed(el), PASTED_ROWS, 'the pasted lines');
  },
  async recover({ el, shop }) {
    [...bulkError(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again').click();
    await waitFor(
      () => checked(el),
      () => `checked (${verdicts(el)})`,
    );
    $(el, '[part="submit"]').click();
    await waitForState(el, 'added');
    deepEqual(linesOf(shop), [
      ['10001', 2],
      ['10006', 12],
    ]);
  },
};

// ---- <csv-import> ---------------------------------------------------------------------------------------
const CSV = 'Varenummer;Antal\r\nA10001;2\r\n10006;12\r\n';

const drivers = {
  'bulk-order / product.getByIds': lookupDriver,
  'bulk-order / product.simpleProductQuery': lookupDriver,

  'bulk-order / cart.addFromList': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountBulk();
      await paste(ctx.el, PASTED);
      await waitFor(
        () => checked(ctx.el),
        () => `checked (${verdicts(ctx.el)})`,
      );
      return ctx;
    },
    act({ el }) {
      $(el, '[part="submit"]').click();
    },
    async failed({ el }) {
      await waitForState(el, 'error');
      equal(bulkError(el).getAttribute('role'), 'alert');
      equal(
        bulkError(el).querySelector('span').textContent,
        'The lines could not be added to the cart. Your lines are kept; please try again.',
      );
    },
    kept({ el, shop }) {
      deepEqual(typed(el), PASTED_ROWS, 'the lines');
      equal(verdicts(el).join(), 'ok,ok', 'still valid');
      deepEqual(linesOf(shop), [], 'nothing added');
    },
    async recover({ el, shop }) {
      $(el, '[part="submit"]').click();
      await waitForState(el, 'added');
      equal($(el, '[role="status"]').textContent, '2 lines were added to the cart.');
      deepEqual(linesOf(shop), [
        ['10001', 2],
        ['10006', 12],
      ]);
    },
  },

  'csv-import / cart.csvImport': {
    fresh: true,
    parallel: true,
    async mount() {
      const ctx = await mountInShop('csv-import', '<csv-import></csv-import>', {
        config: `purchase-allowed features="csvimport" culture="en-GB" ${MATRIX_CONFIG}`,
      });
      await waitForState(ctx.el, 'idle');
      chooseCsvFile(ctx.el, [CSV]);
      await waitForState(ctx.el, 'preview');
      return ctx;
    },
    act({ el }) {
      $(el, '[part="import"]').click();
    },
    async failed({ el }) {
      await waitForState(el, 'failed');
      const error = $(el, '[part="error"]');
      equal(error.getAttribute('role'), 'alert');
      assert(
        error.textContent.includes('The import stopped because the shop did not answer. Nothing was imported yet.'),
        error.textContent,
      );
    },
    kept({ el, shop }) {
      // The file's two lines wait for 'Continue the import' (nothing of them was sent through).
      equal($(el, '[role="progressbar"]').getAttribute('aria-valuenow'), '0');
      equal($(el, '[role="progressbar"]').getAttribute('aria-valuemax'), '1');
      deepEqual(linesOf(shop), []);
    },
    async recover({ el, shop }) {
      $$(el, '[part="error"] button')
        .find((b) => b.textContent === 'Continue the import')
        .click();
      await waitForState(el, 'report');
      equal($(el, '[part="report"] [role="status"]').textContent, '2 lines were imported to the cart.');
      deepEqual(linesOf(shop), [
        ['10001', 2],
        ['10006', 12],
      ]);
    },
  },
};

describe('fault matrix: orders', () => {
  matrix(rowsOf('orders'), drivers);
});
