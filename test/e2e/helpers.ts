/** Shared helpers for the end-to-end journeys. */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page, TestInfo } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

/** Starts recording console errors, uncaught page errors and failed requests of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') {
      const loc = msg.location();
      problems.consoleErrors.push(`${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '?';
    // A request the browser cancels because the test navigated on (a lazily loaded chunk still in flight) is not a failure.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${req.method()} ${req.url()}: ${reason}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.failedRequests.push(`${res.request().method()} ${res.url()}: HTTP ${res.status()}`);
  });
  return problems;
}

/** Full-page screenshot into test-results/screens/<project>-<name>.png. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${testInfo.project.name}-${name}.png`;
  // Lazy images below the fold would be blank in a full-page capture: load them all first.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Waits until the element matching `selector` is defined and upgraded (`:defined`) and, when it renders
 * into a shadow root, until that shadow root has content. (`<shop-context>` renders nothing of its own:
 * light DOM, `display: contents`.)
 */
export async function waitForRendered(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && el.matches(':defined') && !!customElements.get(el.localName) && (!el.shadowRoot || el.shadowRoot.childNodes.length > 0);
    },
    selector,
    { timeout: 15_000 },
  );
}

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/** axe-core violations on the page (WCAG 2.1 A/AA rules), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

/** Horizontal overflow of the page, in CSS pixels (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}
