/**
 * JavaScript weight of the main shop pages (part of `npm run bench`; alone: `npx tsx test/bench/page-weight.ts` after
 * `npm run build`): `/`, `/category/kontorartikler`, `/product/10001`, `/search?query=kuglepen` and `/cart`, each loaded in headless Chromium against the demo server
 * (fresh in-memory database, the built dist/) and weighed like the page-weight journey does
 * (test/size/page-weight.ts): the sum of the gzip sizes of every script the page loads, and the number of script
 * files, against the budget of 120 KB in 25 files. Port 18810 (BUTIK_WEIGHT_BENCH_PORT overrides).
 * `--files` also lists each page's scripts with their gzip sizes (stderr), as docs/performance.md tabulates them.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../ensure-chromium.mjs';
import { weigh } from '../size/page-weight.ts';
import { runWhenMain, startDemo, type Row } from './demo-server.ts';

export const PAGE_GZIP_BUDGET = 120 * 1024;
export const PAGE_SCRIPTS_BUDGET = 25;
/** The shop pages issue 10 budgets, and the category and search pages issue 13 adds (its discovery elements' pages). */
export const WEIGHED_PATHS = ['/', '/category/kontorartikler', '/product/10001', '/search?query=kuglepen', '/cart'];
/** Issue 14: a page weighs the same in every language (it loads only its own language's texts): within 1 KB. */
export const LANGUAGE_DIFF_BUDGET = 1024;

export async function run(): Promise<Row[]> {
  const port = Number(process.env.BUTIK_WEIGHT_BENCH_PORT ?? 18810);
  const { url, child } = await startDemo(port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const rows: Row[] = [];
  try {
    // A context that may open more tabs: weigh() loads each page in a fresh one.
    const page = await (await browser.newContext()).newPage();
    for (const path of WEIGHED_PATHS) {
      const measured = await weigh(page, { key: path, path: `${url}${path}` });
      if (process.argv.includes('--files')) console.error(`${path}\n  ${measured.files.join('\n  ')}`);
      const kb = Math.round((measured.gzip / 1024) * 10) / 10;
      rows.push({
        metric: `${path}: JavaScript, sum of gzip sizes of every script loaded`,
        value: kb,
        unit: 'KB',
        budget: PAGE_GZIP_BUDGET / 1024,
        ok: measured.gzip <= PAGE_GZIP_BUDGET,
      });
      rows.push({
        metric: `${path}: script files loaded`,
        value: measured.scripts,
        unit: '',
        budget: PAGE_SCRIPTS_BUDGET,
        ok: measured.scripts <= PAGE_SCRIPTS_BUDGET,
      });
    }
    // The product page in Danish (the demo's default) and in Japanese (the footer's picker cookie).
    const japanese = await browser.newContext();
    await japanese.addCookies([{ name: 'butik_culture', value: 'ja-JP', url }]);
    const danish = await weigh(page, { key: 'da', path: `${url}/product/10001` });
    const ja = await weigh(await japanese.newPage(), { key: 'ja', path: `${url}/product/10001` });
    const diff = ja.gzip - danish.gzip;
    rows.push({
      metric: `/product/10001 in Japanese (${Math.round(ja.gzip / 102.4) / 10} KB, ${ja.scripts} files) minus in Danish (${Math.round(danish.gzip / 102.4) / 10} KB, ${danish.scripts} files)`,
      value: diff,
      unit: 'B',
      budget: `within ±${LANGUAGE_DIFF_BUDGET}`,
      ok: Math.abs(diff) <= LANGUAGE_DIFF_BUDGET && ja.scripts === danish.scripts,
    });
  } finally {
    await browser.close();
    child.kill('SIGTERM');
  }
  return rows;
}

runWhenMain(import.meta.url, run);
