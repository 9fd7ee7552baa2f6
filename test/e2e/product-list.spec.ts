/**
 * `<product-list>` on the demo's category and search pages (desktop and phone). The page renders the list as the
 * element shows it (demo/server/pages/list-fallback.ts: a GET form toolbar, the cards, 'Indlæs flere' as a link), and
 * the element waits until the visitor reaches for its toolbar or 'Load more' (a pointer over it, a touch, focus).
 * Journeys: the brand filter with counts, 'Load more', the state in the URL and back from a product page keeping the
 * same filter and the same number loaded — through the element once reached for, and through the page's list alone
 * (no scripts: server round trips); the search page's sort; focus carried to the element; nothing moving when the
 * element takes over. Screenshots of both pages before and after the takeover at both widths go to
 * test-results/screens/.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, reachFor, screenshot, watchProblems } from './helpers.ts';

const list = (page: Page) => page.locator('product-list');
/** The element's own cards (once it took over). */
const cards = (page: Page) => list(page).locator('[part~="card"]');
/** The page's list (the element's fallback) and its cards. */
const fallback = (page: Page) => list(page).locator('.list-fallback');
const fallbackCards = (page: Page) => list(page).locator('.list-card');
/** Whichever shows them: the element's or the page's. */
const shown = (page: Page, selector: string) => list(page).locator(selector).filter({ visible: true });
const shownCards = (page: Page) => shown(page, '.list-card, [part~="card"]');
const shownCount = (page: Page) => shown(page, '.list-fallback__count, [part~="count"]');
const shownBrand = (page: Page) => shown(page, 'select[name="brand"]');
/** A text the list shows (the page's list stays in the element's light DOM, hidden, once the element took over). */
const shownText = (page: Page, text: string | RegExp) => list(page).getByText(text).filter({ visible: true });
const count = (page: Page) => list(page).locator('[part~="count"]');
const more = (page: Page) => list(page).getByRole('button', { name: 'Indlæs flere' });

/** Counts the requests for the list's on-demand part (its code, CSS and the card). */
function partRequests(page: Page): () => number {
  let n = 0;
  page.on('request', (request) => {
    if (/\/product-list\.part-[\w-]+\.js/.test(request.url())) n += 1;
  });
  return () => n;
}

/** Reaches for the list as a visitor does (a pointer over its toolbar, a touch on a phone); waits for its own list. */
async function takeOver(page: Page, testInfo: TestInfo): Promise<Locator> {
  const el = list(page);
  await reachFor(el, el.locator('[data-list-toolbar] .list-fallback__count'), !!testInfo.project.use.hasTouch);
  await expect(el).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 15_000 });
  await expect(el.locator('[part~="list"]')).toBeVisible();
  await expect(fallback(page)).toBeHidden();
  return el;
}

/** The brand option with the most products (its text is 'Name (count)'). */
async function biggestBrand(select: Locator): Promise<{ value: string; count: number }> {
  const options = await select
    .locator('option')
    .evaluateAll((opts) =>
      (opts as HTMLOptionElement[]).map((o) => ({ value: o.value, text: o.textContent ?? '' })).filter((o) => o.value),
    );
  const counted = options.map((o) => ({ value: o.value, count: Number(/\((\d+)\)$/.exec(o.text)?.[1] ?? 0) }));
  counted.sort((a, b) => b.count - a.count);
  return counted[0]!;
}

test('category page through the element: brand filter, load more, and back from a product keeps the filter and the number loaded', async ({
  page,
}, testInfo) => {
  needsElements('product-list');
  const problems = watchProblems(page);
  const requested = partRequests(page);
  await page.goto('/category/kontorartikler');
  // The page's list until the visitor reaches for it: its cards, its count, no list code loaded.
  await expect(fallbackCards(page)).toHaveCount(20);
  await expect(list(page).locator('.list-fallback__count')).toHaveText(/^\d+ varer$/);
  await expect(list(page).getByText(/^Viser 20 af \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested(), 'the list waits for the visitor').toBe(0);
  await screenshot(page, testInfo, 'product-list-category-before');
  await expectAccessible(page, "category page's list");
  expect(requested(), 'still waiting').toBe(0);

  await takeOver(page, testInfo);
  expect(requested()).toBe(1);
  await expect(cards(page)).toHaveCount(20);
  await expect(count(page)).toHaveText(/^\d+ varer$/);
  await expect(shownText(page, /^Viser 20 af \d+$/)).toBeVisible();
  await screenshot(page, testInfo, 'product-list-category-after');
  await expectAccessible(page, 'category list');

  const brand = await biggestBrand(list(page).locator('[part~="brand"]'));
  expect(brand.count, 'a brand with more than one page').toBeGreaterThan(20);
  await list(page).locator('[part~="brand"]').selectOption(brand.value);
  await expect(count(page)).toHaveText(`${brand.count} varer`);
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
  await expect(cards(page)).toHaveCount(20);

  await more(page).click();
  const loaded = Math.min(40, brand.count);
  await expect(cards(page)).toHaveCount(loaded);
  await expect(shownText(page, `Viser ${loaded} af ${brand.count}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await screenshot(page, testInfo, 'product-list-brand-more');

  // Open the 25th product (from the second page), then go back: the same list, whether the browser kept the page
  // (the element as it was) or renders it again (the page's list of the URL, until the visitor reaches for it).
  const target = cards(page).nth(24).locator('[part~="name"]');
  const href = await target.getAttribute('href');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(shownCards(page)).toHaveCount(loaded);
  await expect(shownBrand(page)).toHaveValue(brand.value);
  await expect(shownCount(page)).toHaveText(`${brand.count} varer`);
  await expect(list(page).locator('[part~="overlay"]')).toHaveCount(0);

  // Back once more: the brand filter is undone (it was its own history entry).
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  await expect(shownCount(page)).not.toHaveText(`${brand.count} varer`);
  await expect(shownBrand(page)).toHaveValue('');
  await expectClean(page, problems);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("category page through the page's list alone: brand filter, load more, back keeps the list (server round trips)", async ({
    page,
  }, testInfo) => {
    needsElements('product-list');
    await page.goto('/category/kontorartikler');
    await expect(fallbackCards(page)).toHaveCount(20);
    const select = list(page).locator('select[name="brand"]');
    const brand = await biggestBrand(select);
    expect(brand.count, 'a brand with more than one page').toBeGreaterThan(20);
    await select.selectOption(brand.value);
    // The form's button shows only without scripts.
    await list(page).getByRole('button', { name: 'Vis' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
    await expect(list(page).locator('.list-fallback__count')).toHaveText(`${brand.count} varer`);
    await expect(fallbackCards(page)).toHaveCount(20);
    await expect(list(page).locator('select[name="brand"]')).toHaveValue(brand.value);

    await list(page).getByRole('link', { name: 'Indlæs flere' }).click();
    const loaded = Math.min(40, brand.count);
    await expect(page).toHaveURL(/[?&]page=2#vare-21$/);
    await expect(fallbackCards(page)).toHaveCount(loaded);
    await expect(list(page).getByText(`Viser ${loaded} af ${brand.count}`)).toBeVisible();
    // The visitor lands on the first new card.
    await expect(list(page).locator('#vare-21')).toBeInViewport();
    // (Not the helper: it waits for image events, which no listener hears without scripts.)
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-product-list-noscript-more.png` });

    const target = fallbackCards(page).nth(24).locator('.list-card__name');
    const href = await target.getAttribute('href');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2#vare-21$/);
    await expect(fallbackCards(page)).toHaveCount(loaded);
    await expect(list(page).locator('select[name="brand"]')).toHaveValue(brand.value);

    // Back: the first page of the brand, then no brand.
    await page.goBack();
    await expect(fallbackCards(page)).toHaveCount(20);
    await expect(list(page).locator('select[name="brand"]')).toHaveValue(brand.value);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]brand=/);
    await expect(list(page).locator('select[name="brand"]')).toHaveValue('');
  });
});

test("search page: sort from the URL, chosen on the page's select and the element's, focus carried; no results says so", async ({
  page,
}, testInfo) => {
  needsElements('product-list');
  const problems = watchProblems(page);
  await page.goto('/search?query=kuglepen&orderby=price_asc');
  await expect(list(page).locator('select[name="orderby"]')).toHaveValue('price_asc');
  await page.waitForLoadState('networkidle');
  await screenshot(page, testInfo, 'product-list-search-before');
  // A visitor on the page's sort select (focus reaches for the list): the page's list stays while they are on it (its
  // options may be open); their choice is the element's, which takes over with it and has the focus.
  const fallbackSort = list(page).locator('[data-list-toolbar] select[name="orderby"]');
  await fallbackSort.focus();
  await expect(list(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(fallback(page)).toBeVisible();
  await fallbackSort.selectOption('name');
  const sort = list(page).locator('[part~="sort"]');
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue('name');
  await expect(fallback(page)).toBeHidden();
  await expect(page).toHaveURL(/[?&]orderby=name(&|$)/);
  await expect(page).toHaveURL(/[?&]query=kuglepen(&|$)/);
  await expect(list(page)).toHaveAttribute('data-state', 'ready');
  await expect(list(page).locator('[part~="grid"]:not([data-reloading])')).toBeVisible();
  await screenshot(page, testInfo, 'product-list-search-after');
  // Then the element's own select.
  await sort.selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]orderby=price_asc(&|$)/);
  await expect(sort).toBeFocused();
  await sort.selectOption('name');
  await expect(page).toHaveURL(/[?&]orderby=name(&|$)/);
  await expect(list(page).locator('[part~="grid"]:not([data-reloading])')).toBeVisible();
  const names = await list(page)
    .locator('[part~="name"]')
    .evaluateAll((links) => links.map((a) => a.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => a.localeCompare(b, 'da'))).toEqual(names);
  await screenshot(page, testInfo, 'product-list-search');
  await expectAccessible(page, 'search list');

  // No results: nothing to reach for, so the element loads at once and says so (as the page's list did).
  await page.goto('/search?query=zzxxqqvv');
  await expect(list(page)).toHaveAttribute('data-state', 'empty', { timeout: 15_000 });
  await expect(list(page).locator('[part~="empty"]')).toHaveText('Din søgning på "zzxxqqvv" gav ingen resultater');
  await screenshot(page, testInfo, 'product-list-empty');
  await expectClean(page, problems);
});

/** Boxes of the list's landmarks, in the page's list or (`own`) in the element's. */
async function boxes(page: Page, own: boolean): Promise<Record<string, number[]>> {
  const pick: Record<string, string> = own
    ? {
        brand: '[part~="brand"]',
        sort: '[part~="sort"]',
        count: '[part~="count"]',
        first: '[part~="card"] >> nth=0',
        last: '[part~="card"] >> nth=19',
        shown: '.kit-lm__text',
        more: '.kit-lm__button',
      }
    : {
        brand: '[data-list-toolbar] select[name="brand"]',
        sort: '[data-list-toolbar] select[name="orderby"]',
        count: '.list-fallback__count',
        first: '.list-card >> nth=0',
        last: '.list-card >> nth=19',
        shown: '.list-fallback__shown',
        more: '.list-fallback__button',
      };
  const out: Record<string, number[]> = {};
  for (const [name, selector] of Object.entries(pick)) {
    const box = await list(page).locator(selector).boundingBox();
    expect(box, `${name} (${own ? 'element' : 'page'})`).not.toBeNull();
    out[name] = [box!.x, box!.y, box!.width, box!.height].map((n) => Math.round(n));
  }
  return out;
}

for (const path of ['/category/kontorartikler', '/search?query=kontor']) {
  test(`${path}: nothing moves when the element takes over the page's list`, async ({ page }, testInfo) => {
    needsElements('product-list');
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(fallbackCards(page)).toHaveCount(20);
    // Where the visitor's pointer or finger will reach for it (so reaching for it scrolls nothing).
    await list(page).locator('.list-fallback__count').scrollIntoViewIfNeeded();
    const before = await boxes(page, false);
    const cls = () =>
      page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
    const atStart = await cls();
    await takeOver(page, testInfo);
    await expect(cards(page)).toHaveCount(20);
    await page.waitForTimeout(300);
    expect(await boxes(page, true), 'the same places, element and page').toEqual(before);
    const shift = (await cls()) - atStart;
    testInfo.annotations.push({ type: 'cls', description: `${atStart.toFixed(4)} at start, +${shift.toFixed(4)}` });
    expect(shift, 'layout shift while the element takes over').toBeLessThan(0.01);
  });
}
