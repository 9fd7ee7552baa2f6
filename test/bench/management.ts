/**
 * The organiser's dashboard with 500 gift shops (issue 11; part of `npm run bench`; alone:
 * `npx tsx test/bench/management.ts` after `npm run build`).
 *
 * Starts the demo server (fresh in-memory database, port 18760; BUTIK_MANAGEMENT_BENCH_PORT overrides), signs in as
 * `ejer@butik.test`, creates 500 more gift shops through the API (`POST giftshop/create`), then in headless Chromium
 * opens `/giftshop#/m` and measures in the page:
 * - list arrived → table painted: from the later of the area's first two responses (`giftshop/settings`,
 *   `giftshop/by-user`; Resource Timing `responseEnd`) to the frame after the table shows its row count
 *   ("Række 1–25 af 507");
 * - sort: from the press on the 'Navn' column's button (capture phase) to the frame after the first row changed,
 *   five presses (ascending, descending, …).
 * Budgets are against a baseline measured in the same page and run (the guide's rule; a slower machine slows both):
 * plain DOM parsing the same list and writing the same 25 rows (first paint), and sorting 507 names and writing 25
 * rows (sort). The sort may take at most 3× its baseline (the kit's DataTable re-sorting and React re-rendering a
 * page of rows); the first paint at most 8× (it also mounts the whole area once: header, breadcrumb, shortcuts, help
 * box, filters, pager). The absolute times are shown for reference beside one 60 Hz frame (16.7 ms) and RAIL's
 * 100 ms response: on 2026-11-26's machine they were within them (51.9 and 13.9 ms); on 2026-11-28's the plain-DOM
 * baseline alone took ~20 ms, so neither absolute figure is reachable there by any implementation. Medians.
 *
 * Then the 'Gavebeviser' table of one shop with 5,000 codes: sort and filter, each under 100 ms and against its own
 * plain-DOM baseline (test/bench/management-codes.ts).
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../ensure-chromium.mjs';
import { runWhenMain, startDemo, type Row } from './demo-server.ts';
import { codesRows } from './management-codes.ts';

const SHOPS = 500;
const SORTS = 5;
const FRAME_MS = 1000 / 60;
const RESPONSE_MS = 100;
/** The library's sort (React, the kit's DataTable, the area's cells) at most this many times the plain-DOM baseline. */
const SORT_RATIO = 3;
/** The area's first paint (which mounts the whole area once) at most this many times the plain-DOM baseline. */
const PAINT_RATIO = 8;

function log(message: string): void {
  process.stderr.write(`[bench:management] ${message}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`${url}/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    multipart: { action: 'signin', username: 'ejer@butik.test', password: 'demo1234', output: 'json' },
  });
  if (res.status() !== 200) throw new Error(`sign-in: ${res.status()}`);
}

async function createShops(page: Page, url: string): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token), 'Content-Type': 'application/json' };
  for (let i = 0; i < SHOPS; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, SHOPS - i) }, (_x, j) =>
        page.request
          .post(`${url}/contextapi/butik/v1/giftshop/create`, {
            headers,
            data: {
              name: `Bench ${String(i + j).padStart(3, '0')} ${['Jul', 'Påske', 'Sommer', 'Jubilæum'][(i + j) % 4]}`,
            },
          })
          .then((res) => {
            if (!res.ok()) throw new Error(`create: ${res.status()}`);
          }),
      ),
    );
  }
}

/** In the page: the time from the list's response to the frame after the table shows its row count. */
const FIRST_PAINT = String.raw`new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => {
    const root = document.querySelector('gift-shop-app')?.shadowRoot;
    const status = root && [...root.querySelectorAll('[part~="dashboard"] *')].find((el) => /af \d{3}/.test(el.textContent || '') && el.children.length === 0);
    if (status) {
      requestAnimationFrame(() => setTimeout(() => {
        // The area shows the list once both of its first calls answered (settings and the user's shops).
        const ends = performance.getEntriesByType('resource').filter((e) => /giftshop\/(by-user|settings)/.test(e.name)).map((e) => e.responseEnd);
        resolve(ends.length === 2 ? performance.now() - Math.max(...ends) : NaN);
      }));
      return;
    }
    if (performance.now() - started > 20000) reject(new Error('the dashboard did not show its row count'));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * In the page, the same run's baseline for the first paint: plain DOM, no library — parse the user's 507 shops as
 * they arrived (the JSON of `giftshop/by-user`, fetched before the clock starts) and write the first 25 rows of the
 * same five cells, to the frame after it.
 */
const BASELINE_PAINT = String.raw`fetch('/contextapi/butik/v1/giftshop/by-user').then((r) => r.text()).then((json) => new Promise((resolve) => {
  const started = performance.now();
  const shops = JSON.parse(json);
  const format = new Intl.DateTimeFormat('da', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const table = document.createElement('table');
  const body = table.createTBody();
  for (const shop of shops.slice(0, 25)) {
    const row = body.insertRow();
    const head = document.createElement('th');
    const link = document.createElement('a');
    link.href = '#/m/' + shop.id;
    link.textContent = shop.name;
    head.append(link);
    row.append(head);
    const period = shop.startdate ? format.format(new Date(shop.startdate)) + ' – ' + format.format(new Date(shop.enddate)) : '';
    for (const text of [shop.state, period, (shop.usedcodecount ?? 0) + ' af ' + (shop.codecount ?? 0), String(shop.requireddefaultproducts)]) row.insertCell().textContent = text;
  }
  document.getElementById('bench-baseline')?.remove();
  table.id = 'bench-baseline';
  document.body.append(table);
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
}))`;

/**
 * In the page, the same run's baseline for a sort: plain DOM, no library — sort the 507 names with a collator and
 * write a fresh 25-row table of the same five cells into the same page, to the frame after it. What the machine
 * needs at least to show a re-sorted page of the list; the library's sort is reported as a multiple of it.
 */
const BASELINE_SORT = String.raw`new Promise((resolve) => {
  const root = document.querySelector('gift-shop-app').shadowRoot;
  const names = [...root.querySelectorAll('[part~="dashboard"] tbody th')].map((th) => th.textContent);
  const all = Array.from({ length: 507 }, (_, i) => names[i % names.length] + ' ' + ((i * 7919) % 507));
  const started = performance.now();
  const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });
  all.sort((a, b) => collator.compare(b, a));
  let table = document.getElementById('bench-baseline');
  if (!table) {
    table = document.createElement('table');
    table.id = 'bench-baseline';
    document.body.append(table);
  }
  const body = document.createElement('tbody');
  for (const name of all.slice(0, 25)) {
    const row = body.insertRow();
    const head = document.createElement('th');
    const link = document.createElement('a');
    link.href = '#';
    link.textContent = name;
    head.append(link);
    row.append(head);
    for (const text of ['Åben', '1. jan. 2027 – 2. feb. 2027', '0 af 0', '1']) row.insertCell().textContent = text;
  }
  table.replaceChildren(body);
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
})`;

/** In the page: press the 'Navn' sort button; the time to the frame after the first row's name changed. */
const SORT = String.raw`new Promise((resolve, reject) => {
  const root = document.querySelector('gift-shop-app').shadowRoot;
  const firstName = () => root.querySelector('[part~="dashboard"] tbody tr')?.textContent;
  const before = firstName();
  const button = [...root.querySelectorAll('[part~="dashboard"] th button')].find((b) => /Navn/.test(b.textContent));
  if (!button) return reject(new Error('no Navn sort button'));
  let pressed = 0;
  button.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (firstName() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed)));
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  button.click();
  setTimeout(() => reject(new Error('the sort changed nothing')), 10000);
})`;

export async function run(): Promise<Row[]> {
  const port = Number(process.env.BUTIK_MANAGEMENT_BENCH_PORT ?? 18760);
  const { url, child } = await startDemo(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, url);
    log(`creating ${SHOPS} gift shops`);
    await createShops(page, url);
    const paints: number[] = [];
    const sorts: number[] = [];
    const baselines: number[] = [];
    const paintBaselines: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // A fresh document each round (a goto that changes only the hash would not load the page again).
      await page.goto('about:blank');
      await page.goto(`${url}/giftshop#/m`);
      paints.push(Number(await page.evaluate(FIRST_PAINT)));
      paintBaselines.push(Number(await page.evaluate(BASELINE_PAINT)));
      for (let i = 0; i < SORTS; i += 1) {
        sorts.push(Number(await page.evaluate(SORT)));
        baselines.push(Number(await page.evaluate(BASELINE_SORT)));
      }
    }
    log(
      `first paint ${paints.map((v) => v.toFixed(1)).join(', ')} ms; sorts ${sorts.map((v) => v.toFixed(1)).join(', ')} ms; plain-DOM sorts ${baselines.map((v) => v.toFixed(1)).join(', ')} ms`,
    );
    const paint = median(paints);
    const sort = median(sorts);
    const baseline = median(baselines);
    const ratio = Math.round((sort / baseline) * 100) / 100;
    const paintBaseline = median(paintBaselines);
    const paintRatio = Math.round((paint / paintBaseline) * 100) / 100;
    log(`plain-DOM first paints ${paintBaselines.map((v) => v.toFixed(1)).join(', ')} ms`);
    const codes = await codesRows(page, url, log);
    return [
      {
        metric: `reference: dashboard with ${SHOPS + 7} shops, list arrived → table painted, median of ${paints.length} (RAIL: ${RESPONSE_MS} ms)`,
        value: paint,
        unit: 'ms',
        budget: '',
        ok: '',
      },
      {
        metric: `reference: dashboard with ${SHOPS + 7} shops, sort by name → painted, median of ${sorts.length} (a 60 Hz frame: ${Math.round(FRAME_MS * 10) / 10} ms)`,
        value: sort,
        unit: 'ms',
        budget: '',
        ok: '',
      },
      {
        metric: `the same first paint against plain DOM in the same run (${paintBaseline} ms: parse 507 shops, write 25 rows)`,
        value: paintRatio,
        unit: '×',
        budget: PAINT_RATIO,
        ok: paintRatio <= PAINT_RATIO,
      },
      {
        metric: `the same sort against plain DOM in the same run (${baseline} ms: sort 507 names, write 25 rows)`,
        value: ratio,
        unit: '×',
        budget: SORT_RATIO,
        ok: ratio <= SORT_RATIO,
      },
      ...codes,
    ];
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
}

runWhenMain(import.meta.url, run);
