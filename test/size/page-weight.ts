/**
 * Weighing a page's scripts in Chromium, shared by the page-weight journey (test/e2e/page-weight.spec.ts) and
 * the bench (test/bench/page-weight.ts): every script response until the page's elements are defined and it
 * is quiet, each URL once, as the gzip size (node:zlib level 9, test/size/budgets.ts) of its decoded body. Without
 * scrolling: a `loading="lazy"` element far below the fold is not loaded, and not counted.
 */
import type { Page } from 'playwright-core';
import { gzipSize, type MeasuredPage } from './budgets.ts';

/** Frames without a DOM change that end a loading round. */
export const QUIET_FRAMES = 30;

/** Loads `path` in a fresh tab of `page`'s context (its cookies, an empty memory cache) and sums every script it loads. */
export async function weigh(page: Page, { key, path }: { key: string; path: string }): Promise<MeasuredPage> {
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
  if (response?.status() !== 200) throw new Error(`status of ${path}: ${response?.status()}`);
  // Done loading is a fixpoint, not a time: the network is idle, every library tag (also in our elements'
  // shadow roots) is defined, the DOM then stays unchanged for QUIET_FRAMES frames (frames are counted on the
  // page's main thread, so a busy machine slows the count down instead of cutting the wait short), nothing is in
  // flight, and that round loaded no new script. Network idle alone missed late parts (a locale catalog, the
  // recipient flow) on a loaded machine.
  for (let round = 1; ; round += 1) {
    const before = pending.length;
    await tab.waitForLoadState('networkidle');
    await tab.waitForFunction(ALL_DEFINED, undefined, { timeout: 30_000 });
    await tab.evaluate(quietFrames(QUIET_FRAMES));
    if (inflight === 0 && pending.length === before) break;
    if (round >= 20) throw new Error(`${path} kept loading scripts`);
  }
  const bodies = await Promise.all(pending);
  await tab.close();
  const sizes = new Map<string, number>();
  for (const entry of bodies) {
    if (!entry) throw new Error(`a script response of ${path} had no body`);
    const [url, gzip] = entry;
    const u = new URL(url);
    sizes.set(u.pathname + u.search, gzip);
  }
  const files = [...sizes].sort(([a], [b]) => a.localeCompare(b)).map(([url, gzip]) => `${url} ${gzip} B`);
  const gzip = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  if (!sizes.size) throw new Error(`no scripts loaded by ${path}`);
  return { key, gzip, scripts: sizes.size, files };
}

// The two page functions are source text, not functions: tsx (the bench) would wrap a function's own text with
// helpers the page does not have.

/**
 * In the page: every library tag in the document and in open shadow roots is defined, but for a tag with
 * `loading="lazy"` that is more than one viewport away from the visible area (the loader's margin,
 * src/loader/loader.ts) or not rendered at all (a hidden section): the page loads it only when scrolled near or
 * shown, so the weight is what loads before scrolling.
 */
const ALL_DEFINED = String.raw`(() => {
  const tags = new Set(window.butikElements?.tags ?? []);
  if (!tags.size) return false;
  const far = (el) => {
    if (!el.matches('[loading=lazy]')) return false;
    // Not rendered (in a section hidden with display: none): the loader's observer never sees it intersect.
    if (!el.checkVisibility()) return true;
    const r = el.getBoundingClientRect();
    return r.top > 2 * innerHeight || r.bottom < -innerHeight || r.left > 2 * innerWidth || r.right < -innerWidth;
  };
  const undefinedIn = (root) =>
    [...root.querySelectorAll('*')].some((el) => (tags.has(el.localName) && !el.matches(':defined') && !far(el)) || (!!el.shadowRoot && undefinedIn(el.shadowRoot)));
  return !undefinedIn(document);
})()`;

/** In the page: resolves after `frames` animation frames in a row without a DOM change (document and shadow roots). */
const quietFrames = (frames: number): string => String.raw`new Promise((resolve) => {
  let quiet = 0;
  const observer = new MutationObserver(() => (quiet = 0));
  const options = { subtree: true, childList: true, attributes: true, characterData: true };
  const watch = (root) => {
    observer.observe(root, options);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) watch(el.shadowRoot);
  };
  const frame = () => {
    // Shadow roots attached since the last frame are watched too.
    watch(document);
    quiet += 1;
    if (quiet >= ${frames}) {
      observer.disconnect();
      resolve();
    } else requestAnimationFrame(frame);
  };
  watch(document);
  requestAnimationFrame(frame);
})`;
