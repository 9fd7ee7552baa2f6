/* global describe, it, afterEach */
// <csv-import> (feature flag csvimport): file → decode (UTF-8 / windows-1252) → parse → preview → chunks of 50 with
// a progress bar → report of rejected lines (file line numbers) → the page cart. Fake shop API, one context per test.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, shopFor } from './helpers/fake-shop.js';
import { assert, chooseCsvFile, deepEqual, equal, fixture, nothingRendered, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
installFakeShop();

let container;
let restoreFetch;
afterEach(() => {
  restoreFetch?.();
  restoreFetch = undefined;
  container = undefined;
});

/** Holds every csvimporttocart request at a gate of its own until the test opens it (`gates[n].open()`). */
function gateImports() {
  const gates = [];
  const inner = window.fetch;
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('cart/csvimporttocart')) return inner(input, init);
    let open;
    const gate = new Promise((resolve) => (open = resolve));
    gates.push({ open });
    return gate.then(() => inner(input, init));
  };
  restoreFetch = () => {
    window.fetch = inner;
  };
  return gates;
}

let counter = 0;
async function mount(
  config = 'purchase-allowed features="csvimport" culture="en-GB"',
  html = '<csv-import></csv-import>',
) {
  counter += 1;
  const context = `csv${counter}x${Math.random().toString(36).slice(2, 8)}`;
  container = fixture(`<shop-context context="${context}" ${config}>${html}</shop-context>`);
  await customElements.whenDefined('csv-import');
  await rendered();
  const el = container.querySelector('csv-import');
  return { el, shop: shopFor(context) };
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected, timeout) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`, timeout);
const imports = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'cart/csvimporttocart');
const tableRows = (table) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].map((c) => c.textContent));

/** windows-1252 bytes of a Latin-1 text. */
const cp1252 = (text) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('<csv-import>', () => {
  // First in the file: the page's first <csv-import> view (its effects ran latest). data-state "idle" means the
  // picker listens: a file chosen at once is read (it was lost when the picker's listener came in a passive effect).
  it('a file chosen as soon as data-state is "idle" is read', async () => {
    const { el } = await mount();
    await waitState(el, 'idle');
    chooseCsvFile(el, ['A10001;2\r\n']);
    await waitState(el, 'preview');
    deepEqual(tableRows($(el, '[part="preview-table"]')), [['1', 'A10001', '2']]);
  });

  it('shows nothing without the csvimport feature flag', async () => {
    nothingRendered('<csv-import> hides itself without the csvimport feature');
    const { el } = await mount('purchase-allowed culture="en-GB"');
    await waitState(el, 'hidden');
    equal($(el, 'input'), null);
    equal(getComputedStyle(el).display, 'none');
  });

  it('a Danish ; file with a header: preview (line, item, quantity) and the locally rejected lines before anything is sent', async () => {
    const { el, shop } = await mount();
    await waitState(el, 'idle');
    const input = $(el, 'input[type="file"]');
    equal(input.getAttribute('accept'), '.csv,text/csv');
    await expectAccessible(el);
    chooseCsvFile(el, ['Varenummer;Antal;Pris\r\nA10001;5;12,50\r\n\r\n;3\r\nA10006;7;3,25\r\nA10010;x\r\n']);
    await waitState(el, 'preview');
    deepEqual(tableRows($(el, '[part="preview-table"]')), [
      ['2', 'A10001', '5'],
      ['5', 'A10006', '7'],
    ]);
    deepEqual(tableRows($(el, '[part="rejected-table"]')), [
      ['4', ';3', 'Missing item number'],
      ['6', 'A10010;x', 'The quantity must be a whole number from 1 to 1,000,000'],
    ]);
    equal($(el, '[part="import"]').textContent, 'Import 2 lines');
    equal(imports(shop).length, 0, 'nothing sent before Import');
  });

  it('imports in chunks of 50 with a real progress bar, maps rejected lines back to the file, replaces the cart', async () => {
    const { el, shop } = await mount();
    const changes = [];
    el.addEventListener('butik-cart-change', (e) => changes.push(e.detail));
    // 120 data lines after a header: line 2 + i. Lines 30 and 80 are unknown items.
    const lines = ['Item,Qty'];
    for (let i = 0; i < 120; i += 1)
      lines.push(i === 28 || i === 78 ? `NOPE${i},1` : `${i % 2 ? '10001' : 'A10006'},1`);
    chooseCsvFile(el, [lines.join('\n')]);
    await waitState(el, 'preview');
    const gates = gateImports();
    $(el, '[part="import"]').click();
    await waitState(el, 'importing');
    await waitFor(() => gates.length === 1, 'first chunk on its way');
    const bar = $(el, '[role="progressbar"]');
    equal(bar.getAttribute('aria-valuemax'), '3');
    equal(bar.getAttribute('aria-valuenow'), '0');
    equal(bar.getAttribute('aria-valuetext'), '0 of 3 parts sent');
    await expectAccessible(el);
    gates[0].open();
    await waitFor(() => gates.length === 2, 'second chunk on its way');
    await waitFor(() => $(el, '[role="progressbar"]').getAttribute('aria-valuenow') === '1', 'progress 1 of 3');
    equal($(el, '[part="bar-fill"]').style.width, '33%');
    equal(state(el), 'importing');
    gates[1].open();
    await waitFor(() => gates.length === 3, 'third chunk on its way');
    await waitFor(() => $(el, '[role="progressbar"]').getAttribute('aria-valuenow') === '2', 'progress 2 of 3');
    gates[2].open();
    await waitState(el, 'report');
    const sent = imports(shop);
    equal(sent.length, 3, 'three chunks');
    equal(sent[0].body.csv.split('\n').length, 50);
    equal(sent[2].body.csv.split('\n').length, 20);
    equal(sent[0].body.csv.split('\n')[0], 'A10006;1', 'rebuilt as ; text');
    equal($(el, '[role="progressbar"]').getAttribute('aria-valuenow'), '3');
    equal($(el, '[part="report"] [role="status"]').textContent, '118 lines were imported to the cart.');
    deepEqual(tableRows($(el, '[part="rejected-table"]')), [
      ['30', 'NOPE28,1', 'Unknown item number'],
      ['80', 'NOPE78,1', 'Unknown item number'],
    ]);
    await waitFor(() => changes.length === 1, 'butik-cart-change');
    equal(changes[0].cart.itemcount, shop.cart().itemcount);
    deepEqual(shop.lines.map((l) => l.productid).sort(), ['10001', '10006']);
  });

  it('a file dropped on the zone is read like a chosen one', async () => {
    const { el } = await mount();
    await waitState(el, 'idle');
    const zone = $(el, '[part="dropzone"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['10001;3\n'], 'drop.csv', { type: 'text/csv' }));
    const over = new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true });
    zone.dispatchEvent(over);
    equal(over.defaultPrevented, true, 'the zone accepts files');
    zone.dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true }),
    );
    await waitState(el, 'preview');
    deepEqual(tableRows($(el, '[part="preview-table"]')), [['1', '10001', '3']]);
  });

  it('decodes a windows-1252 file (Danish Excel): æøå in the preview and the report', async () => {
    const { el } = await mount('purchase-allowed features="csvimport" culture="da-DK"');
    await waitFor(() => $(el, '[part="title"]')?.textContent === 'Importér fra en CSV-fil', 'Danish heading');
    chooseCsvFile(el, [cp1252('Varenummer;Antal\r\nRØD-æske;2\r\nA10001;1\r\n10030;1\r\n')]);
    await waitState(el, 'preview');
    deepEqual(tableRows($(el, '[part="preview-table"]')), [
      ['2', 'RØD-æske', '2'],
      ['3', 'A10001', '1'],
      ['4', '10030', '1'],
    ]);
    $(el, '[part="import"]').click();
    await waitState(el, 'report');
    // The server's reason codes get the element's own (Danish) texts.
    deepEqual(tableRows($(el, '[part="rejected-table"]')), [
      ['2', 'RØD-æske;2', 'Ukendt varenummer'],
      ['4', '10030;1', 'Varen kan ikke købes online'],
    ]);
    equal($(el, '[part="report"] [role="status"]').textContent, '1 linje blev lagt i kurven.');
  });

  it('refuses a file over 1 MB, an empty file and a file without valid lines, with clear messages', async () => {
    const { el, shop } = await mount();
    await waitState(el, 'idle');
    chooseCsvFile(el, [new Uint8Array(1_000_001).fill(65)], 'big.csv');
    await waitState(el, 'error');
    equal($(el, '[part="error"]').textContent, 'The file is larger than 1 MB. Split it into smaller files.');
    await expectAccessible(el);
    chooseCsvFile(el, [''], 'empty.csv');
    await waitFor(
      () => $(el, '[part="error"]')?.textContent === 'The file is empty.',
      `empty (${state(el)}: ${el.shadowRoot.textContent})`,
    );
    chooseCsvFile(el, ['Varenummer;Antal\n;2\nA1;0\n'], 'bad.csv');
    await waitFor(
      () => $(el, '[part="error"]')?.textContent === 'The file has no valid lines to import.',
      `no rows (${state(el)})`,
    );
    equal(tableRows($(el, '[part="rejected-table"]')).length, 2);
    equal(imports(shop).length, 0);
  });

  it('a failure mid-way stops with a message; what was imported stays; Continue sends the rest', async () => {
    const { el, shop } = await mount();
    const lines = [];
    for (let i = 0; i < 60; i += 1) lines.push('10001;1');
    chooseCsvFile(el, [lines.join('\r\n')]);
    await waitState(el, 'preview');
    const gates = gateImports();
    $(el, '[part="import"]').click();
    await waitFor(() => gates.length === 1, 'first chunk on its way');
    gates[0].open();
    await waitFor(() => gates.length === 2, 'second chunk on its way');
    shop.failNext('cart/csvimporttocart', { status: 500 });
    gates[1].open();
    await waitState(el, 'failed');
    assert(
      $(el, '[part="error"]').textContent.includes('50 lines were imported.'),
      $(el, '[part="error"]').textContent,
    );
    equal($(el, '[role="progressbar"]').getAttribute('aria-valuenow'), '1');
    equal(shop.lines[0].quantity, 50);
    await expectAccessible(el);
    $$(el, '[part="error"] button')
      .find((b) => b.textContent === 'Continue the import')
      .click();
    await waitFor(() => gates.length === 3, 'the rest sent again');
    gates[2].open();
    await waitState(el, 'report');
    equal(shop.lines[0].quantity, 60);
    equal($(el, '[part="report"] [role="status"]').textContent, '60 lines were imported to the cart.');
  });
});
