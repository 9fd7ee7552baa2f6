/* global describe, it */
// The kit's DataTable (src/ui/data-table.tsx) through <test-kit-data-table>: 5,000 generated gift codes, paged.
import { expectAccessible } from './helpers/axe.js';
import { $, $$, focused, mountKit, settle, text } from './helpers/kit.js';
import { assert, equal, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = (attrs = '') => mountKit(`<test-kit-data-table ${attrs}></test-kit-data-table>`, 'table');
const bodyRows = (el) => $$(el, 'tbody tr');
const headerOf = (el, name) => $$(el, 'thead th').find((th) => text(th) === name);
const sortButton = (el, name) => headerOf(el, name).querySelector('button');
const column = (el, index) => bodyRows(el).map((tr) => text(tr.children[index]));
const selectAll = (el) => $(el, 'thead input[type="checkbox"]');
const range = (el) => text($(el, '.kit-dt__range'));
const pagerButton = (el, label) => $(el, `nav button[aria-label="${label}"]`);

async function press(el, target, key) {
  target.focus();
  await sendKeys({ press: key });
  await settle();
}

describe('kit DataTable', () => {
  it('hide-caption: the caption still names the table and its region, but takes no space', async () => {
    const el = await mount('hide-caption rows="3"');
    const caption = $(el, 'caption');
    equal(text(caption), 'Gift codes');
    const box = caption.getBoundingClientRect();
    assert(box.width <= 1 && box.height <= 1, `visually hidden (${box.width}×${box.height})`);
    equal($(el, '[role="region"]').getAttribute('aria-labelledby'), caption.id, 'the region is still named by it');
    await expectAccessible(el);
  });

  it('hideWhenNarrow: a column hidden while the table is narrower than 36rem (a phone), shown when wider', async () => {
    const el = await mount('rows="3"');
    const email = () => headerOf(el, 'E-mail');
    el.style.display = 'block';
    el.style.width = '340px';
    await settle();
    equal(getComputedStyle(email()).display, 'none', 'header hidden while narrow');
    equal(getComputedStyle(bodyRows(el)[0].children[3]).display, 'none', 'its cells too');
    el.style.width = '900px';
    await settle();
    equal(getComputedStyle(email()).display, 'table-cell', 'shown when wide');
    el.style.width = '340px';
    await settle();
    await expectAccessible(el);
  });

  it('renders 5,000 rows one page (50) at a time, with a caption naming the table and its scroll region', async () => {
    const el = await mount();
    equal(bodyRows(el).length, 50, 'rows in the DOM');
    equal(text($(el, 'caption')), 'Gift codes');
    const region = $(el, '[role="region"]');
    equal(region.getAttribute('aria-labelledby'), $(el, 'caption').id, 'region named by the caption');
    equal(region.tabIndex, 0, 'scroll region reachable by keyboard');
    equal(range(el), 'Rows 1–50 of 5,000 · 0 selected');
    equal(text($(el, '.kit-dt__page-of')), 'Page 1 of 100');
    equal(column(el, 1)[0], 'GC-00001');
    // each row is named by its first column (a row header)
    equal(bodyRows(el)[0].children[1].localName, 'th');
    equal(bodyRows(el)[0].children[1].getAttribute('scope'), 'row');
  });

  it('sort buttons in the headers: aria-sort ascending, then descending, only on the sorted column', async () => {
    const el = await mount();
    equal($$(el, 'th[aria-sort]').length, 0, 'unsorted at first');
    await press(el, sortButton(el, 'Name'), 'Enter');
    equal(headerOf(el, 'Name').getAttribute('aria-sort'), 'ascending');
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    let names = column(el, 2);
    assert(
      names.every((n, i) => i === 0 || collator.compare(names[i - 1], n) <= 0),
      `names ascending: ${names.slice(0, 5)}`,
    );
    equal(names[0], 'Anna Andersen');
    equal(focused(el), sortButton(el, 'Name'), 'focus stays on the sort button');

    await press(el, sortButton(el, 'Name'), ' ');
    equal(headerOf(el, 'Name').getAttribute('aria-sort'), 'descending');
    names = column(el, 2);
    assert(
      names.every((n, i) => i === 0 || collator.compare(names[i - 1], n) >= 0),
      `names descending: ${names.slice(0, 5)}`,
    );
    // Lars only ever gets Jensen or Christensen in the generated data
    equal(names[0], 'Lars Jensen');

    await press(el, sortButton(el, 'Products'), 'Enter');
    equal(headerOf(el, 'Products').getAttribute('aria-sort'), 'ascending');
    equal(headerOf(el, 'Name').hasAttribute('aria-sort'), false, 'the previous column lost aria-sort');
    equal($$(el, 'th[aria-sort]').length, 1);
    // numeric order, not text order: 0 first, and the last page ends with 10
    equal(column(el, 4)[0], '0');
    await press(el, pagerButton(el, 'Last page'), 'Enter');
    equal(column(el, 4).at(-1), '10');
    // columns without sortValue have no button
    equal(headerOf(el, 'E-mail').querySelector('button'), null);
  });

  it('sorting goes back to the first page', async () => {
    const el = await mount();
    await press(el, pagerButton(el, 'Next page'), 'Enter');
    equal(text($(el, '.kit-dt__page-of')), 'Page 2 of 100');
    await press(el, sortButton(el, 'Code'), 'Enter');
    equal(text($(el, '.kit-dt__page-of')), 'Page 1 of 100');
    equal(column(el, 1)[0], 'GC-00001');
  });

  it('select-all: mixed when some rows are selected, checked when all 5,000 are, and back to none', async () => {
    const el = await mount();
    const all = selectAll(el);
    equal(all.getAttribute('aria-label'), 'Select all 5,000 rows');
    const firstRow = bodyRows(el)[0].querySelector('input');
    equal(firstRow.getAttribute('aria-label'), 'Select GC-00001 Anna Hansen');
    await press(el, firstRow, ' ');
    equal(firstRow.checked, true);
    equal(all.checked, false);
    equal(all.indeterminate, true, 'mixed with one row selected');
    assert(all.matches(':indeterminate'), 'exposed as mixed');
    assert(bodyRows(el)[0].hasAttribute('data-selected'), 'selected row marked');
    equal(range(el), 'Rows 1–50 of 5,000 · 1 selected');

    await press(el, all, ' ');
    equal(all.checked, true);
    equal(all.indeterminate, false);
    equal(range(el), 'Rows 1–50 of 5,000 · 5,000 selected');
    await press(el, pagerButton(el, 'Last page'), 'Enter');
    assert(
      bodyRows(el).every((tr) => tr.querySelector('input').checked),
      'rows of the last page are selected too',
    );

    // unselecting one row of the last page makes it mixed again
    await press(el, bodyRows(el)[49].querySelector('input'), ' ');
    equal(all.indeterminate, true);
    equal(range(el), 'Rows 4,951–5,000 of 5,000 · 4,999 selected');
    // mixed -> all -> none
    await press(el, all, ' ');
    equal(all.checked, true);
    await press(el, all, ' ');
    equal(all.checked, false);
    equal(all.indeterminate, false);
    assert(
      bodyRows(el).every((tr) => !tr.querySelector('input').checked),
      'none selected',
    );
  });

  it('pager: keyboard moves between pages, ends stay focusable with aria-disabled and do nothing', async () => {
    const el = await mount();
    equal(pagerButton(el, 'Previous page').getAttribute('aria-disabled'), 'true');
    await press(el, pagerButton(el, 'Next page'), 'Enter');
    equal(column(el, 1)[0], 'GC-00051');
    equal(range(el), 'Rows 51–100 of 5,000 · 0 selected');
    equal($(el, '.kit-dt__range').getAttribute('aria-live'), 'polite');
    await press(el, pagerButton(el, 'Last page'), 'Enter');
    equal(text($(el, '.kit-dt__page-of')), 'Page 100 of 100');
    const next = pagerButton(el, 'Next page');
    equal(next.getAttribute('aria-disabled'), 'true');
    await press(el, next, 'Enter');
    equal(text($(el, '.kit-dt__page-of')), 'Page 100 of 100');
    equal(focused(el), next, 'focus did not fall to the page');
    await press(el, pagerButton(el, 'First page'), 'Enter');
    equal(column(el, 1)[0], 'GC-00001');
  });

  it('right to left (an author\'s dir="rtl"): the pager runs from the right and its arrows are mirrored', async () => {
    const el = await mount('dir="rtl"');
    const [first, next] = [pagerButton(el, 'First page'), pagerButton(el, 'Next page')];
    assert(next.getBoundingClientRect().right <= first.getBoundingClientRect().left, 'next is left of first');
    equal(getComputedStyle(next.querySelector('svg')).transform, 'matrix(-1, 0, 0, 1, 0, 0)', 'next points left');
    el.removeAttribute('dir');
    equal(getComputedStyle(next.querySelector('svg')).transform, 'none', 'left to right as drawn');
  });

  it('sticky header: the header row stays at the top of the scroll region while the rows scroll', async () => {
    const el = await mount();
    const region = $(el, '[role="region"]');
    const th = headerOf(el, 'Name');
    equal(getComputedStyle(th).position, 'sticky');
    assert(region.scrollHeight > region.clientHeight + 200, 'the page of rows scrolls inside the region');
    region.scrollTop = 600;
    await settle();
    const top = region.getBoundingClientRect().top + region.clientTop;
    assert(
      Math.abs(th.getBoundingClientRect().top - top) < 1,
      `header at the region's top (${th.getBoundingClientRect().top} vs ${top})`,
    );
  });

  it('loading: a status row while there are no rows, aria-busy on the table', async () => {
    const el = await mount('rows="0" status="loading"');
    const status = $(el, 'tbody [role="status"]');
    equal(text(status), 'Loading…');
    equal($(el, 'table').getAttribute('aria-busy'), 'true');
    equal(bodyRows(el).length, 1);
    equal(bodyRows(el)[0].firstElementChild.colSpan, 7, 'spans every column');
  });

  it('loading with rows: the rows stay, dimmed and aria-busy', async () => {
    const el = await mount('rows="30" status="loading"');
    equal(bodyRows(el).length, 30);
    equal($(el, 'table').getAttribute('aria-busy'), 'true');
    equal($(el, 'tbody [role="status"]'), null);
    assert($(el, '.kit-dt__busy'), 'a busy bar over the rows');
    equal($(el, 'nav'), null, 'one page: no pager');
  });

  it('error: an alert row with a retry button', async () => {
    const el = await mount('status="error"');
    const alert = $(el, 'tbody [role="alert"]');
    equal(text(alert.querySelector('span')), 'The list could not be loaded.');
    const retry = alert.querySelector('button');
    equal(text(retry), 'Try again');
    equal(retry.type, 'button');
  });

  it('empty: the empty message, and select-all disabled', async () => {
    const el = await mount('rows="0"');
    equal(text($(el, 'tbody td')), 'Nothing to show yet.');
    equal(selectAll(el).disabled, true);
    equal(range(el), 'Rows 0–0 of 0 · 0 selected');
  });

  it('Danish texts and number format', async () => {
    const el = await mount('culture="da-DK"');
    await waitFor(() => range(el).startsWith('Række'), 'Danish range text');
    equal(range(el), 'Række 1–50 af 5.000 · 0 valgt');
    equal(selectAll(el).getAttribute('aria-label'), 'Vælg alle 5.000 rækker');
    equal(pagerButton(el, 'Næste side').localName, 'button');
  });
});
