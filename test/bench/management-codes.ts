/**
 * The 'Gavebeviser' table with 5,000 codes (issue 12 "Scale"; a case of test/bench/management.ts, so part of
 * `npm run bench`; alone: `npx tsx test/bench/management.ts` after `npm run build`).
 *
 * Fills the seeded shop `jul-2026` (50 codes, `ejer@butik.test`) up to 5,000 codes through the API
 * (`POST giftshop/jul-2026/codes/create`, 1,000 at a time) and lets 1,000 of them choose a gift
 * (`POST giftshop/code/{id}/redeem`), then opens `/giftshop#/m/jul-2026/inv` and measures in the page, from the
 * interaction (the press on the 'Kode' column's sort button / the filter's `change`, capture phase) to the frame
 * after the table changed (its first row or its "Række 1–50 af 5.000" text):
 * - sort by code (ascending, descending, …);
 * - the filter 'Har ikke valgt' applied (from 'Alle'; set back to 'Alle' between the presses, not timed).
 * Each must be under RAIL's 100 ms response (the budget). Beside it the same run's plain-DOM baseline in the
 * same page (no library): sort the 5,000 codes with a collator / filter the 5,000 records, and write the first 50
 * rows of the same six cells, to the frame after it; the ratio is reported (budget 3×, as the dashboard's sort).
 */
import type { Page } from 'playwright-core';
import type { Row } from './demo-server.ts';

const SHOP = 'jul-2026';
/** Codes of the shop after the set-up (the seed has 50). */
export const CODES = 5000;
const CHOSEN = 1000;
const SEEDED = 50;
const TIMES = 5;
/** RAIL's response budget: the issue asks for sorting and filtering 5,000 codes under it. */
const RESPONSE_MS = 100;
const RATIO = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

async function headers(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), 'Content-Type': 'application/json' };
}

/** 4,950 new codes for `jul-2026`, then 1,000 of the new ones redeemed (a chosen gift each). */
async function fillShop(page: Page, url: string): Promise<void> {
  const api = `${url}/contextapi/butik/v1/giftshop`;
  const h = await headers(page);
  const created: string[] = [];
  for (let left = CODES - SEEDED; left > 0; left -= 1000) {
    const res = await page.request.post(`${api}/${SHOP}/codes/create`, {
      headers: h,
      data: { count: Math.min(1000, left) },
    });
    if (!res.ok()) throw new Error(`codes/create: ${res.status()}`);
    created.push(...((await res.json()) as Array<{ id: string }>).map((c) => c.id));
  }
  const shop = (await (await page.request.get(`${api}/${SHOP}`, { headers: h })).json()) as { products: string[] };
  const product = shop.products[0];
  if (!product) throw new Error(`${SHOP} has no products`);
  for (let i = 0; i < CHOSEN; i += 25) {
    await Promise.all(
      created.slice(i, Math.min(i + 25, CHOSEN)).map((id, j) =>
        page.request
          .post(`${api}/code/${encodeURIComponent(id)}/redeem`, {
            headers: h,
            data: { name: `Modtager ${i + j}`, products: [product] },
          })
          .then((res) => {
            if (!res.ok()) throw new Error(`redeem: ${res.status()}`);
          }),
      ),
    );
  }
}

/** In the page: the codes table's signature (its first row and its range text) and a wait for it to change. */
const TABLE = String.raw`const root = document.querySelector('gift-shop-app').shadowRoot;
  const section = root.querySelector('[part~="codes"]');
  const signature = () => (section.querySelector('tbody tr')?.textContent ?? '') + '|' + (section.querySelector('.kit-dt__range')?.textContent ?? '');
  const changed = (before, since, resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (signature() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - since())));
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    setTimeout(() => reject(new Error('the table did not change')), 10000);
  };`;

/** In the page: wait until the codes table shows all 5,000 codes. */
const READY = String.raw`new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    const range = document.querySelector('gift-shop-app')?.shadowRoot?.querySelector('[part~="codes"] .kit-dt__range');
    if (range && /5\.000/.test(range.textContent)) return resolve(true);
    if (performance.now() - started > 30000) reject(new Error('the codes table did not show 5.000 codes'));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** In the page: press the 'Kode' sort button; the time to the frame after the table changed. */
const SORT = String.raw`new Promise((resolve, reject) => {
  ${TABLE}
  const button = [...section.querySelectorAll('th button')].find((b) => /^Kode/.test(b.textContent.trim()));
  if (!button) return reject(new Error('no Kode sort button'));
  let pressed = 0;
  button.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
  changed(signature(), () => pressed, resolve, reject);
  button.click();
})`;

/** In the page: set the filter to `value` (a `change`, as a choice in the list sends); the time to the frame after. */
const FILTER = (value: string) => String.raw`new Promise((resolve, reject) => {
  ${TABLE}
  const select = section.querySelector('select[part~="codes-filter"]');
  if (!select) return reject(new Error('no codes filter'));
  if (select.value === '${value}') return resolve(0);
  let changedAt = 0;
  select.addEventListener('change', () => (changedAt = performance.now()), { capture: true, once: true });
  changed(signature(), () => changedAt, resolve, reject);
  select.value = '${value}';
  select.dispatchEvent(new Event('change', { bubbles: true }));
})`;

/**
 * In the page, the plain-DOM baseline (no library): the 5,000 codes as they arrived (the JSON of
 * `giftshop/jul-2026/codes`, fetched before the clock starts), sorted by code with a collator (`sort`) or filtered to
 * those without a chosen gift (`filter`), and the first 50 rows of six cells written, to the frame after it.
 */
const BASELINE = (
  mode: 'sort' | 'filter',
) => String.raw`fetch('/contextapi/butik/v1/giftshop/${SHOP}/codes').then((r) => r.json()).then((codes) => new Promise((resolve) => {
  const started = performance.now();
  let rows;
  if ('${mode}' === 'sort') {
    const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });
    rows = [...codes].sort((a, b) => collator.compare(b.id, a.id));
  } else rows = codes.filter((c) => c.products.length === 0);
  const format = new Intl.DateTimeFormat('da', { dateStyle: 'short', timeZone: 'Europe/Copenhagen' });
  let table = document.getElementById('bench-baseline');
  if (!table) {
    table = document.createElement('table');
    table.id = 'bench-baseline';
    document.body.append(table);
  }
  const body = document.createElement('tbody');
  for (const c of rows.slice(0, 50)) {
    const row = body.insertRow();
    const box = document.createElement('input');
    box.type = 'checkbox';
    row.insertCell().append(box);
    const head = document.createElement('th');
    head.textContent = c.id;
    row.append(head);
    for (const text of [c.name ?? '–', c.productsinfo.map((p) => p.name).join(', ') || 'Ikke valgt', c.invitationstate, format.format(new Date(c.lastupdate))]) row.insertCell().textContent = text;
  }
  table.replaceChildren(body);
  const range = document.createElement('p');
  range.textContent = 'Række 1–50 af ' + rows.length;
  table.append(range);
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
}))`;

/** The rows of the 5,000-code case (the page is signed in as `ejer@butik.test`). */
export async function codesRows(page: Page, url: string, log: (message: string) => void): Promise<Row[]> {
  log(`filling ${SHOP} up to ${CODES} codes (${CHOSEN} chosen)`);
  await fillShop(page, url);
  const sorts: number[] = [];
  const filters: number[] = [];
  const sortBaselines: number[] = [];
  const filterBaselines: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    await page.goto('about:blank');
    await page.goto(`${url}/giftshop#/m/${SHOP}/inv`);
    await page.evaluate(READY);
    for (let i = 0; i < TIMES; i += 1) {
      sorts.push(Number(await page.evaluate(SORT)));
      sortBaselines.push(Number(await page.evaluate(BASELINE('sort'))));
    }
    for (let i = 0; i < TIMES; i += 1) {
      filters.push(Number(await page.evaluate(FILTER('notchosen'))));
      await page.evaluate(FILTER('all'));
      filterBaselines.push(Number(await page.evaluate(BASELINE('filter'))));
    }
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  log(`codes: sorts ${list(sorts)} ms; plain-DOM ${list(sortBaselines)} ms`);
  log(`codes: filters ${list(filters)} ms; plain-DOM ${list(filterBaselines)} ms`);
  const sort = median(sorts);
  const filter = median(filters);
  const sortBaseline = median(sortBaselines);
  const filterBaseline = median(filterBaselines);
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return [
    {
      metric: `'Gavebeviser' with ${CODES} codes, sort by code → painted, median of ${sorts.length} (RAIL: ${RESPONSE_MS} ms)`,
      value: sort,
      unit: 'ms',
      budget: RESPONSE_MS,
      ok: sort < RESPONSE_MS,
    },
    {
      metric: `'Gavebeviser' with ${CODES} codes, filter 'Har ikke valgt' → painted, median of ${filters.length} (RAIL: ${RESPONSE_MS} ms)`,
      value: filter,
      unit: 'ms',
      budget: RESPONSE_MS,
      ok: filter < RESPONSE_MS,
    },
    {
      metric: `the same sort against plain DOM in the same run (${sortBaseline} ms: sort ${CODES} codes, write 50 rows)`,
      value: ratio(sort, sortBaseline),
      unit: '×',
      budget: RATIO,
      ok: ratio(sort, sortBaseline) <= RATIO,
    },
    {
      metric: `the same filter against plain DOM in the same run (${filterBaseline} ms: filter ${CODES} codes, write 50 rows)`,
      value: ratio(filter, filterBaseline),
      unit: '×',
      budget: RATIO,
      ok: ratio(filter, filterBaseline) <= RATIO,
    },
  ];
}
