/**
 * Page weight budgets (a ratchet, see test/size/budgets.ts): each demo page, loaded in Chromium against the demo
 * server, records every script response until its elements are defined and the network is idle; the sum of their
 * gzip sizes (node:zlib level 9 of the decoded body) and the number of script files must stay within the page's
 * budget in test/size-budgets.json. A page without a budget, or a budget without a page here, fails.
 *
 * Desktop project only (playwright.config.ts ignores this file for phone): no element loads code by viewport, and
 * both projects measured the same scripts on every page when the budgets were set.
 *
 * BUTIK_SIZE_RECORD=<dir> (set by `npm run size:update`) writes each page's measurement to <dir>/<project>/
 * instead of checking it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkPage, checkPageKeys, gzipSize, readBudgets, type MeasuredPage } from '../size/budgets.ts';

interface WeighedPage {
  /** The budget key. */
  key: string;
  path: string;
  /** Signed in as this demo user (password demo1234) before loading the page. */
  user?: string;
}

const PAGES: WeighedPage[] = [
  { key: '/', path: '/' },
  { key: '/category/kontorartikler', path: '/category/kontorartikler' },
  { key: '/product/10001', path: '/product/10001' },
  { key: '/search?query=kuglepen', path: '/search?query=kuglepen' },
  { key: '/side/levering', path: '/side/levering' },
  { key: '/cart', path: '/cart' },
  { key: '/login', path: '/login' },
  { key: '/signup', path: '/signup' },
  { key: '/konto', path: '/konto' },
  { key: '/konto (signed in: ejer@butik.test)', path: '/konto', user: 'ejer@butik.test' },
  { key: '/konto (signed in: saelger@butik.test)', path: '/konto', user: 'saelger@butik.test' },
  { key: '/kontakt', path: '/kontakt' },
  { key: '/giftshop', path: '/giftshop' },
  { key: '/giftshop (signed in: ejer@butik.test)', path: '/giftshop', user: 'ejer@butik.test' },
  { key: '/giftshop#/g/jul-2026/JUL26-0001', path: '/giftshop#/g/jul-2026/JUL26-0001' },
  { key: '/outbox', path: '/outbox' },
  { key: '/elements', path: '/elements' },
];

const record = process.env.BUTIK_SIZE_RECORD;
/** Frames without a DOM change that end a loading round. */
const QUIET_FRAMES = 30;

test.describe('page weight', () => {
  test('every measured page has a budget and every page budget a page', () => {
    test.skip(!!record, 'recording budgets');
    const failures = checkPageKeys(
      PAGES.map((p) => p.key),
      readBudgets().pages,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  for (const weighed of PAGES) {
    test(`scripts of ${weighed.key} stay within the page budget`, async ({ page }, testInfo) => {
      if (weighed.user) await signIn(page, weighed.user);
      const measured = await weigh(page, weighed);
      if (record) {
        const dir = join(record, testInfo.project.name);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${encodeURIComponent(weighed.key)}.json`), JSON.stringify(measured));
        return;
      }
      const { failures, notes } = checkPage(measured, readBudgets().pages[weighed.key]);
      for (const note of notes) {
        console.warn(`[size] ${note}`);
        test.info().annotations.push({ type: 'size', description: note });
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token, 'XSRF-TOKEN cookie').toBeTruthy();
  const res = await page.request.post('/login', {
    headers: { 'X-XSRF-TOKEN': token!, Accept: 'application/json' },
    multipart: { action: 'signin', username, password: 'demo1234', output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ signincompleted: true });
}

/** Loads the page in a fresh tab and sums every script it loads (each URL once). */
async function weigh(page: Page, { key, path }: WeighedPage): Promise<MeasuredPage> {
  // A fresh tab of the same context (the sign-in's cookies), so nothing is in its memory cache.
  const tab = await page.context().newPage();
  const pending: Promise<[string, number] | null>[] = [];
  tab.on('response', (res) => {
    const type = res.request().resourceType();
    const contentType = res.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      res.body().then(
        (body) => [res.url(), gzipSize(body)] as [string, number],
        () => null,
      ),
    );
  });
  let inflight = 0;
  tab.on('request', () => (inflight += 1));
  tab.on('requestfinished', () => (inflight -= 1));
  tab.on('requestfailed', () => (inflight -= 1));
  const response = await tab.goto(path, { waitUntil: 'load' });
  expect(response?.status(), `status of ${path}`).toBe(200);
  // Done loading is a fixpoint, not a time: the network is idle, every library tag (also in our elements'
  // shadow roots) is defined, the DOM then stays unchanged for QUIET_FRAMES frames (frames are counted on the
  // page's main thread, so a busy machine slows the count down instead of cutting the wait short), nothing is in
  // flight, and that round loaded no new script. Network idle alone missed late parts (a locale catalog, the
  // recipient flow) on a loaded machine.
  for (let round = 1; ; round += 1) {
    const before = pending.length;
    await tab.waitForLoadState('networkidle');
    await tab.waitForFunction(allDefined, undefined, { timeout: 30_000 });
    await tab.evaluate(quietFrames, QUIET_FRAMES);
    if (inflight === 0 && pending.length === before) break;
    expect(round, `${path} kept loading scripts`).toBeLessThan(20);
  }
  const bodies = await Promise.all(pending);
  await tab.close();
  const sizes = new Map<string, number>();
  for (const entry of bodies) {
    expect(entry, `a script response of ${path} had no body`).not.toBeNull();
    const [url, gzip] = entry!;
    const u = new URL(url);
    sizes.set(u.pathname + u.search, gzip);
  }
  const files = [...sizes].sort(([a], [b]) => a.localeCompare(b)).map(([url, gzip]) => `${url} ${gzip} B`);
  const gzip = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  expect(sizes.size, `scripts loaded by ${path}`).toBeGreaterThan(0);
  return { key, gzip, scripts: sizes.size, files };
}

/** In the page: every library tag in the document and in open shadow roots is defined. */
function allDefined(): boolean {
  const tags = new Set(window.butikElements?.tags ?? []);
  if (!tags.size) return false;
  const undefinedIn = (root: Document | ShadowRoot): boolean =>
    [...root.querySelectorAll('*')].some((el) => (tags.has(el.localName) && !el.matches(':defined')) || (!!el.shadowRoot && undefinedIn(el.shadowRoot)));
  return !undefinedIn(document);
}

/** In the page: resolves after `frames` animation frames in a row without a DOM change (document and shadow roots). */
function quietFrames(frames: number): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    const observer = new MutationObserver(() => (quiet = 0));
    const options = { subtree: true, childList: true, attributes: true, characterData: true };
    const watch = (root: Document | ShadowRoot): void => {
      observer.observe(root, options);
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) watch(el.shadowRoot);
    };
    const frame = (): void => {
      // Shadow roots attached since the last frame are watched too.
      watch(document);
      quiet += 1;
      if (quiet >= frames) {
        observer.disconnect();
        resolve();
      } else requestAnimationFrame(frame);
    };
    watch(document);
    requestAnimationFrame(frame);
  });
}
