/** Shared helpers for the end-to-end journeys. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type ConsoleMessage, type Locator, type Page, type TestInfo } from '@playwright/test';
import { unpackGraph } from '../../src/loader/map.ts';
import { dkk } from '../money.mjs';

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
    if (res.status() >= 400)
      problems.failedRequests.push(`${res.request().method()} ${res.url()}: HTTP ${res.status()}`);
  });
  return problems;
}

/** Full-page screenshot into test-results/screens/<project>-<name>.png. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  mkdirSync('test-results/screens', { recursive: true });
  const path = `test-results/screens/${testInfo.project.name}-${name}.png`;
  // Lazy images below the fold would be blank in a full-page capture: load them all first, also those inside
  // the elements' shadow roots (document.images does not reach them).
  await page.evaluate(async () => {
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      images.push(...root.querySelectorAll('img'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
    };
    collect(document);
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
      return (
        !!el &&
        el.matches(':defined') &&
        !!customElements.get(el.localName) &&
        (!el.shadowRoot || el.shadowRoot.childNodes.length > 0)
      );
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

let axeScript: string | null = null;
const axeSource = () => (axeScript ??= readFileSync(AXE_PATH, 'utf8'));

/** axe-core violations on the page (WCAG 2.1 A/AA rules), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test, not added as a <script>: the demo's pages refuse inline scripts and Trusted Types sinks
  // (docs/security-csp.md), and addScriptTag is both.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
  });
}

/** Horizontal overflow of the page, in CSS pixels (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

// ---- shared by the coverage journeys (cart-coverage.spec.ts, account-coverage.spec.ts) ----------------

export const API = '/contextapi/butik/v1';
export const DEMO_PASSWORD = 'demo1234';

/** Fails at once, naming them, when one of `tags` is missing from elements/ or from the built dist/ (never skipped). */
export function needsElements(...tags: string[]): void {
  const missing = tags.filter((tag) => !existsSync(`elements/${tag}.ts`));
  expect(missing, 'elements the journey needs').toEqual([]);
  const built = builtTags();
  const unbuilt = tags.filter((tag) => !built.has(tag));
  expect(unbuilt, 'elements missing from dist/ (run npm run build)').toEqual([]);
}

/** The tags the built dist/loader.js maps: its packed element map (src/loader/map.ts) is one string literal. */
export function builtTags(): Set<string> {
  const code = existsSync('dist/loader.js') ? readFileSync('dist/loader.js', 'utf8') : '';
  for (const [literal] of code.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    const packed = JSON.parse(literal) as string;
    if (!packed.includes('/') || !packed.includes(',')) continue;
    const tags = Object.keys(unpackGraph(packed).tags).filter(Boolean);
    if (tags.length) return new Set(tags);
  }
  return new Set();
}

/** Waits until the element is defined and has rendered (into its shadow root, or its light DOM). */
export async function rendered(locator: Locator): Promise<void> {
  await expect(locator).toBeAttached({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        locator.evaluate(
          (el) =>
            !!customElements.get(el.localName) &&
            ((el.shadowRoot?.childNodes.length ?? 0) > 0 || el.childElementCount > 0),
        ),
      { message: 'element rendered', timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Reaches for an element that waits for the visitor (src/ui/until-reached.tsx) as a visitor does — a pointer over
 * `target` (part of its fallback), a touch on a phone — until the element heard it (its part set a `data-state` other
 * than the shell's `waiting`). Once heard, the fallback may go: it is not touched again.
 */
export async function reachFor(host: Locator, target: Locator, touch: boolean): Promise<void> {
  const heard = () =>
    host.evaluate((el) => el.hasAttribute('data-state') && el.getAttribute('data-state') !== 'waiting');
  // Defined and listening first (the shell sets `data-state="waiting"`).
  await expect(host).toHaveAttribute('data-state', /./, { timeout: 15_000 });
  await expect
    .poll(
      async () => {
        if (await heard()) return true;
        const reach = touch ? target.tap({ timeout: 2_000 }) : target.hover({ timeout: 2_000 });
        // A pointer that could not get there (covered, scrolling): the event the pointer would have given.
        if (!(await reach.then(() => true).catch(() => false)))
          await target.dispatchEvent('pointerover', { bubbles: true, composed: true }).catch(() => {});
        return heard();
      },
      { message: 'the element heard the visitor', timeout: 15_000 },
    )
    .toBe(true);
}

/** No horizontal overflow, page errors, console errors or failed requests (except the `allowed` ones). */
export async function expectClean(page: Page, problems: PageProblems, allowed: RegExp[] = []): Promise<void> {
  const keep = (lines: string[]) => lines.filter((line) => !allowed.some((re) => re.test(line)));
  expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  expect(keep(problems.pageErrors), 'page errors').toEqual([]);
  expect(keep(problems.consoleErrors), 'console errors').toEqual([]);
  expect(keep(problems.failedRequests), 'failed requests').toEqual([]);
}

export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe-core violations (${what})`).toEqual([]);
}

/** The page's XSRF token (the cookie the server set on the first page load). */
export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie (load a page first)').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/**
 * A JSON call to the API with the page's cookies (its session) and XSRF header: what the server says,
 * independent of what the elements show. Fails the journey on a non-2xx answer.
 */
export async function apiCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`${API}${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), accept: 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: HTTP ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Signs the page's session in through the login URL's JSON answer (load a page first, for the XSRF cookie). */
export async function apiSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/login', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page), Accept: 'application/json' },
    multipart: { action: 'signin', username, password: encodeURIComponent(password), output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { signincompleted: boolean }).signincompleted, `sign-in as ${username}`).toBe(true);
}

/**
 * An amount as the demo server and a da-DK page write it (docs/money-format.md): 1277.1 -> "1.277,10 kr." with a
 * no-break space before "kr.".
 */
export function krText(amount: number): string {
  return dkk(new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount));
}

/** A valid EAN-13 (GTIN checksum: weights 1/3 from the left on 12 digits) starting with `base` (12 digits). */
export function ean13(base: string): string {
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/**
 * The management journeys' start: signs the page in as `user` (the owner by default), opens the dashboard
 * `/giftshop#/m` and creates a gift shop named `name` with 'Opret gaveshop' → 'Videre'; returns the new shop's id
 * once its overview shows.
 */
export async function createShopInUi(page: Page, name: string, user = 'ejer@butik.test'): Promise<string> {
  const app = page.locator('gift-shop-app');
  await page.goto('/');
  await apiSignIn(page, user);
  await page.goto('/giftshop#/m');
  await expect(app).toHaveAttribute('data-state', 'manage-dashboard');
  await app.locator('[part~="create"]').click();
  const create = app.locator('dialog[open]');
  await create.locator('input').fill(name);
  await create.getByRole('button', { name: 'Videre' }).click();
  await expect(app).toHaveAttribute('data-state', 'manage-overview');
  return decodeURIComponent(/#\/m\/([^/]+)$/.exec(page.url())![1]!);
}
