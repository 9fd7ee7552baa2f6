/**
 * Lighthouse (mobile, its default config and simulated throttling) on the demo's main pages (part of `npm run bench`;
 * alone: `npx tsx test/bench/lighthouse.ts` after `npm run build`): `/`, `/category/kontorartikler`, `/product/10001`, `/search?query=kuglepen`,
 * `/giftshop`, `/cart`, each
 * run twice (the machine is shared, so one run can be noisy; both are reported). Rows: the performance,
 * accessibility, best-practices and SEO scores (budget >= 95 each) and the cumulative layout shift (budget <= 0.1,
 * Lighthouse's own "good" limit). Demo server on port 18830 (BUTIK_LIGHTHOUSE_PORT overrides), Chromium from
 * CHROME_PATH (default /usr/bin/chromium). BUTIK_LIGHTHOUSE_RUNS sets the runs per page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../ensure-chromium.mjs';
import { runWhenMain, startDemo, type Row } from './demo-server.ts';

export const SCORE_BUDGET = 95;
export const CLS_BUDGET = 0.1;
/** Issue 10's shop pages, and the category and search pages of issue 13 (its discovery elements' pages). */
export const LIGHTHOUSE_PATHS = [
  '/',
  '/category/kontorartikler',
  '/product/10001',
  '/search?query=kuglepen',
  '/giftshop',
  '/cart',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  /** Audits of the page that did not pass (score < 0.9), for the report. */
  failing: string[];
}

export async function audit(url: string, path: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseRun['scores'];
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return { path, scores, cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, failing };
  } finally {
    chrome.kill();
  }
}

export async function run(): Promise<Row[]> {
  const port = Number(process.env.BUTIK_LIGHTHOUSE_PORT ?? 18830);
  const runs = Number(process.env.BUTIK_LIGHTHOUSE_RUNS ?? 2);
  const { url, child } = await startDemo(port);
  const rows: Row[] = [];
  try {
    // Warm the server (first page renders, image generation) so run 1 is not a cold start.
    for (const path of LIGHTHOUSE_PATHS) await (await fetch(`${url}${path}`)).text();
    for (const path of LIGHTHOUSE_PATHS) {
      for (let n = 1; n <= runs; n += 1) {
        let r: LighthouseRun;
        try {
          r = await audit(url, path);
        } catch (error) {
          // A protocol timeout on a loaded machine loses one run, not the table.
          const message = error instanceof Error ? error.message : String(error);
          process.stderr.write(`[lighthouse] ${path} run ${n}: ${message}\n`);
          rows.push({ metric: `${path} run ${n}: error ${message}`, value: '', unit: '', budget: '', ok: false });
          continue;
        }
        process.stderr.write(`[lighthouse] ${path} run ${n}: ${JSON.stringify(r.scores)} CLS ${r.cls.toFixed(3)}\n`);
        for (const c of CATEGORIES) {
          rows.push({
            metric: `${path} run ${n}: ${c}`,
            value: r.scores[c],
            unit: '',
            budget: `>= ${SCORE_BUDGET}`,
            ok: r.scores[c] >= SCORE_BUDGET,
          });
        }
        rows.push({
          metric: `${path} run ${n}: cumulative layout shift`,
          value: Math.round(r.cls * 1000) / 1000,
          unit: '',
          budget: CLS_BUDGET,
          ok: r.cls <= CLS_BUDGET,
        });
        if (r.failing.length)
          rows.push({
            metric: `${path} run ${n}: audits below 0.9: ${r.failing.join(', ')}`,
            value: r.failing.length,
            unit: '',
            budget: '',
            ok: '',
          });
      }
    }
  } finally {
    child.kill('SIGTERM');
  }
  return rows;
}

runWhenMain(import.meta.url, run);
