/**
 * Gift recipient timing against the real demo server (part of `npm run bench`; alone:
 * `npx tsx test/bench/giftshop.ts`).
 *
 * Starts `demo/server/main.ts` as a child process on 127.0.0.1:18750 (APP's bench range 18700-18799;
 * BUTIK_GIFT_BENCH_PORT overrides) with BUTIK_DATA_DIR=memory:// (fresh, seeded: every code unused), serving
 * the built dist/ (run `npm run build` first). In headless Chromium, for 5 fresh jul-2026 codes, each in a new
 * browser context (no stored progress): open /giftshop#/g/jul-2026, type the code and press 'Fortsæt', fill the
 * info step, continue past the message, until the products grid is painted. Times are taken in the page
 * (performance.now(), "painted" = the frame after the content is in the DOM):
 * - code submitted → INFO painted (code fetch, then its shop),
 * - message 'Fortsæt' → products grid painted (the assortment fetch and the first page of 20 cards),
 * - code submitted → products grid painted, wall time with the info and message steps done by the script
 *   (so it includes Playwright's own input latency, not a person's).
 * Reports medians (and min/max). It reports; it does not fail on noise.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../ensure-chromium.mjs';
import { failureRow, runWhenMain, startDemo, timingRow, type Row } from './demo-server.ts';

const root = resolve(import.meta.dirname, '../..');
const RUNS = 5;

function log(message: string): void {
  process.stderr.write(`[bench:giftshop] ${message}\n`);
}

/** Installed in the page before the journey: timestamps of the submit clicks and of painted steps. */
const WATCH = String.raw`
(() => {
  const marks = {};
  window.__giftMarks = marks;
  const flow = () => document.querySelector('gift-shop-app')?.shadowRoot?.querySelector('gift-recipient-flow')?.shadowRoot;
  // Record the press of a 'Fortsæt' (part~=continue) per step, in the capture phase (before React handles it).
  const onPress = (event) => {
    const path = event.composedPath();
    const button = path.find((n) => n instanceof Element && n.matches('[part~="continue"]'));
    if (!button) return;
    const step = path.find((n) => n instanceof Element && n.matches('section.step'));
    const name = step ? [...step.classList].find((c) => c.startsWith('step--'))?.slice(6) : 'unknown';
    if (marks['press:' + name] === undefined) marks['press:' + name] = performance.now();
  };
  document.addEventListener('click', onPress, true);
  document.addEventListener('submit', onPress, true);
  const watch = () => {
    const root = flow();
    const now = performance.now();
    if (root) {
      if (marks.info === undefined && root.querySelector('section.step--info [part~="name-input"]')) marks.infoSeen = marks.infoSeen ?? now;
      if (marks.grid === undefined && root.querySelector('[part~="grid"] li')) marks.gridSeen = marks.gridSeen ?? now;
    }
    // Painted: the frame after the content was first seen in the DOM.
    if (marks.infoSeen !== undefined && marks.info === undefined && now > marks.infoSeen) marks.info = now;
    if (marks.gridSeen !== undefined && marks.grid === undefined && now > marks.gridSeen) marks.grid = now;
    if (marks.grid === undefined) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();
`;

interface Marks {
  'press:login'?: number;
  'press:message'?: number;
  info?: number;
  grid?: number;
}

async function journey(page: Page, base: string, code: string): Promise<Marks> {
  await page.goto(`${base}/giftshop#/g/jul-2026`);
  const flow = page.locator('gift-shop-app gift-recipient-flow');
  const input = flow.locator('[part~="code-input"]');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  await page.evaluate(WATCH);
  await input.fill(code);
  await flow.locator('section.step--login [part~="continue"]').click();
  await flow.locator('[part~="name-input"]').fill('Bench Jensen', { timeout: 30_000 });
  await flow.locator('[part~="consent"]').check();
  await flow.locator('section.step--info [part~="continue"]').click();
  await flow.locator('section.step--message [part~="continue"]').click({ timeout: 30_000 });
  await flow.locator('[part~="grid"] li').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction('window.__giftMarks.grid !== undefined', undefined, { timeout: 10_000 });
  return (await page.evaluate('window.__giftMarks')) as Marks;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

export async function run(): Promise<Row[]> {
  if (!existsSync(resolve(root, 'dist/loader.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const port = Number(process.env.BUTIK_GIFT_BENCH_PORT ?? 18750);
  log(`starting the demo server on port ${port} (memory DB)`);
  const { url, child } = await startDemo(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const toInfo: number[] = [];
  const toGrid: number[] = [];
  const total: number[] = [];
  const failures: string[] = [];
  try {
    // One warm-up journey (server JIT, chunk caches of the server) with its own code, not counted.
    for (let i = 0; i <= RUNS; i += 1) {
      const code = `JUL26-${String(40 + i).padStart(4, '0')}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'da-DK' });
      const page = await context.newPage();
      try {
        const marks = await journey(page, url, code);
        const submit = marks['press:login'];
        const cont = marks['press:message'];
        if (submit === undefined || cont === undefined || marks.info === undefined || marks.grid === undefined) {
          throw new Error(`incomplete marks ${JSON.stringify(marks)}`);
        }
        if (i === 0) continue;
        toInfo.push(marks.info - submit);
        toGrid.push(marks.grid - cont);
        total.push(marks.grid - submit);
        log(
          `${code}: submit→info ${round(marks.info - submit)} ms, continue→grid ${round(marks.grid - cont)} ms, submit→grid ${round(marks.grid - submit)} ms`,
        );
      } catch (error) {
        failures.push(`${code}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        log(`${code} failed: ${failures[failures.length - 1]}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
  return [
    ...timingRow('code submitted → INFO painted', toInfo, 'fresh codes'),
    ...timingRow("message 'Fortsæt' → products grid painted", toGrid, 'fresh codes'),
    ...timingRow('code submitted → products grid painted (info + message done by script)', total, 'fresh codes'),
    ...failureRow('failed journeys', failures),
  ];
}

runWhenMain(import.meta.url, run);
