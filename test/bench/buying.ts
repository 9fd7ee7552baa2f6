/**
 * Buying timing against the real demo server (part of `npm run bench`; alone: `npx tsx test/bench/buying.ts`).
 *
 * Starts the demo server (fresh in-memory database, the built dist/) on 127.0.0.1:18790 (BUTIK_BUY_BENCH_PORT
 * overrides). In headless Chromium, on a product page with the product already in the cart, it clicks the
 * `<add-to-cart>` plus button RUNS times (one warm-up) and measures in the page (performance.now(), from the
 * click's capture phase):
 * - plus click → `<cart-preview>` badge painted with the new count (the page cart is optimistic: every element
 *   follows at once);
 * - plus click → `<cart-preview>` total painted with the server's new total (includes the 500 ms quantity
 *   debounce of spec §9, then the request); the same minus the debounce is the server round trip.
 * Medians with min/max. It reports; it does not fail on noise.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../ensure-chromium.mjs';
import { failureRow, runWhenMain, startDemo, timingRow, type Row } from './demo-server.ts';

const root = resolve(import.meta.dirname, '../..');
const RUNS = 5;
const DEBOUNCE_MS = 500;

function log(message: string): void {
  process.stderr.write(`[bench:buying] ${message}\n`);
}

/** Installed in the page: the time of the next plus click and of the badge / total changes after it. */
const WATCH = String.raw`
(() => {
  const preview = () => document.querySelector('cart-preview')?.shadowRoot;
  const text = (part) => preview()?.querySelector('[part~="' + part + '"]')?.textContent ?? '';
  window.__buyMark = (() => {
    const marks = { press: undefined, badge: undefined, total: undefined };
    const before = { badge: text('badge'), total: text('toggle-total') };
    const onPress = (event) => {
      if (marks.press !== undefined) return;
      if (event.composedPath().some((n) => n instanceof Element && n.matches('[part~="plus"]'))) marks.press = performance.now();
    };
    document.addEventListener('click', onPress, true);
    const seen = {};
    const watch = () => {
      const now = performance.now();
      if (marks.press !== undefined) {
        for (const [key, part] of [['badge', 'badge'], ['total', 'toggle-total']]) {
          if (seen[key] === undefined && text(part) !== before[key]) seen[key] = now;
          // Painted: the frame after the change was first seen.
          if (seen[key] !== undefined && marks[key] === undefined && now > seen[key]) marks[key] = now;
        }
      }
      if (marks.badge === undefined || marks.total === undefined) requestAnimationFrame(watch);
      else document.removeEventListener('click', onPress, true);
    };
    requestAnimationFrame(watch);
    return marks;
  })();
})();
`;

export async function run(): Promise<Row[]> {
  if (!existsSync(resolve(root, 'dist/loader.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const port = Number(process.env.BUTIK_BUY_BENCH_PORT ?? 18790);
  log(`starting the demo server on port ${port} (memory DB)`);
  const { url, child } = await startDemo(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const toBadge: number[] = [];
  const toTotal: number[] = [];
  const failures: string[] = [];
  try {
    // A purchasable product sold one by one, with a price.
    const found = (await (await fetch(`${url}/contextapi/butik/v1/search?query=kuglepen&limit=20`)).json()) as Array<{
      id: string;
      colli: number;
      allowpurchase: boolean;
      price: unknown;
    }>;
    const product = found.find((p) => p.colli === 1 && p.allowpurchase && p.price);
    if (!product) throw new Error('no purchasable colli-1 product found for "kuglepen"');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto(`${url}/product/${product.id}`);
    const buy = page.locator('main add-to-cart').first();
    await buy.locator('[part~="button"]').click({ timeout: 30_000 });
    await buy.locator('[part~="plus"]').waitFor({ timeout: 30_000 });
    await page.locator('cart-preview [part~="badge"]').waitFor({ timeout: 30_000 });
    for (let i = 0; i <= RUNS; i += 1) {
      try {
        await page.evaluate(WATCH);
        await buy.locator('[part~="plus"]').click();
        await page.waitForFunction(
          'window.__buyMark.badge !== undefined && window.__buyMark.total !== undefined',
          undefined,
          { timeout: 15_000 },
        );
        const marks = (await page.evaluate('window.__buyMark')) as { press: number; badge: number; total: number };
        // Let the cart settle (no change pending) before the next click.
        await page.waitForTimeout(200);
        if (i === 0) continue;
        toBadge.push(marks.badge - marks.press);
        toTotal.push(marks.total - marks.press);
        log(
          `run ${i}: plus → badge ${Math.round(marks.badge - marks.press)} ms, plus → server total ${Math.round(marks.total - marks.press)} ms`,
        );
      } catch (error) {
        failures.push(`run ${i}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        log(failures[failures.length - 1]!);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
  return [
    ...timingRow('plus click → <cart-preview> count painted (optimistic)', toBadge),
    ...timingRow('plus click → <cart-preview> server total painted (incl. 500 ms debounce)', toTotal),
    ...timingRow(
      '  of which after the debounce (request + render)',
      toTotal.map((t) => t - DEBOUNCE_MS),
    ),
    ...failureRow('failed runs', failures),
  ];
}

runWhenMain(import.meta.url, run);
