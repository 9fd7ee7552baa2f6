/**
 * Journey: the header search (`<search-box>`, issue 13) against the demo server's real search (Postgres full text
 * plus trigram typo matching), on desktop (1280) and phone (390). The demo shop has the `magicsearch` flag, so the
 * header's search is the overlay; the suggestion combobox (no flag) runs in the /elements example with
 * `features=""`.
 *
 * - Keyboard only: Tab into the field, type, arrow to a product, Enter opens the product page (overlay and combobox).
 * - A typo ('kuglepn') still finds ballpoint pens.
 * - Enter on typed text lands on /search?query=…; tabs with counts and 'Load more'; Escape gives scroll back.
 * - The fallback form and the element's field take the same box (no layout shift when the field replaces it).
 * Screenshots: test-results/screens/<project>-search-*.png (the open suggestions, viewport only).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, watchProblems } from './helpers.ts';

/** The search field: the server-rendered form's until the field part has loaded (on focus), then the combobox. */
const field = (page: Page) => page.locator('search-box.header-search input[name="query"]:visible');

async function ready(page: Page): Promise<void> {
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', /closed|loading|open|empty/, {
    timeout: 15_000,
  });
}

/** The focused element, through shadow roots: is it the header search's field? */
const searchFieldFocused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') === 'query' && !!active.closest('form[role="search"]');
  });

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-search-${name}.png` });
}

const overlay = (page: Page) => page.locator('search-box.header-search dialog');

test('magic search by keyboard only: Tab, type, arrow to a product, Enter opens its page', async ({
  page,
}, testInfo) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  for (let i = 0; i < 8 && !(await searchFieldFocused(page)); i += 1) await page.keyboard.press('Tab');
  expect(await searchFieldFocused(page), 'Tab reaches the search field').toBe(true);
  // Typed at once: the keys the fallback field gets while the field part loads carry over, and open the overlay.
  await page.keyboard.type('kuglepen', { delay: 40 });
  await expect(overlay(page)).toBeVisible();
  const input = overlay(page).locator('input[name="query"]');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('kuglepen');
  const products = overlay(page).getByRole('tab', { name: /Produkter \(\d+\)/ });
  await expect(products).toHaveAttribute('aria-selected', 'true');
  const hits = overlay(page).locator('[role="tabpanel"]:not([hidden]) .ms-link');
  await expect(hits.first()).toContainText(/kuglepen/i);
  expect(await hits.count()).toBeLessThanOrEqual(12);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  await expectAccessible(page, 'magic search open');
  await shot(page, testInfo, 'magic-open');

  await page.keyboard.press('ArrowDown');
  await expect(hits.first()).toBeFocused();
  const href = await hits.first().getAttribute('href');
  const name = ((await hits.first().textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.locator('h1')).toHaveText(name);
  await expectClean(page, problems);
});

test('magic search: popular products first, a typo still finds the product, Load more, Escape gives the page back', async ({
  page,
}, testInfo) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  await page.locator('#site-search').focus();
  const trigger = page.locator('search-box.header-search form[part="form"] [part="input"]');
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('heading', { name: 'Populære produkter' })).toBeVisible();
  await expect(overlay(page).locator('section .ms-link')).toHaveCount(10);
  await shot(page, testInfo, 'magic-popular');

  await page.keyboard.type('kuglepn', { delay: 30 });
  const hits = overlay(page).locator('[role="tabpanel"]:not([hidden]) .ms-link');
  await expect(hits.first()).toContainText(/kuglepen/i);
  await shot(page, testInfo, 'magic-typo');
  const shown = await hits.count();
  const more = overlay(page).getByRole('button', { name: /Indlæs flere|Load more/ });
  if (shown === 12 && (await more.count()) > 0) {
    await more.click();
    await expect.poll(() => hits.count()).toBeGreaterThan(12);
  }
  await overlay(page)
    .getByRole('tab', { name: /Kategorier/ })
    .click();
  await expect(overlay(page).getByRole('tab', { name: /Kategorier/ })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  await expect(trigger).toBeFocused();
  await expectClean(page, problems);
});

test('Enter on typed text lands on /search?query=…; an empty query stays', async ({ page }) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  await page.locator('#site-search').focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname, 'an empty query does not navigate').toBe('/');
  await page.keyboard.type('kopipapir', { delay: 30 });
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?query=kopipapir$/);
  await ready(page);
  await expect(field(page)).toHaveValue('kopipapir');
  await expectClean(page, problems);
});

test('the suggestion combobox (no magicsearch flag; /elements example): arrow to a product, Enter opens it; Escape closes then clears', async ({
  page,
}, testInfo) => {
  needsElements('search-box');
  await page.goto('/elements#el-search-box');
  const box = page.locator('#el-search-box search-box');
  await expect(box).toHaveAttribute('data-state', 'closed', { timeout: 15_000 });
  await box.locator('input[name="query"]').first().focus();
  const combo = box.getByRole('combobox');
  await expect(combo).toBeFocused();
  await page.keyboard.type('kuglepen', { delay: 30 });
  await expect(box).toHaveAttribute('data-state', 'open');
  const names = box.locator('[part="name"]');
  await expect(names.first()).toContainText(/kuglepen/i);
  expect(await names.count()).toBeLessThanOrEqual(testInfo.project.name === 'phone' ? 5 : 10);
  await expect(box.getByRole('status')).toHaveText(/\d+ varer?/);
  await shot(page, testInfo, 'open');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('data-state', 'closed');
  await expect(combo).toHaveValue('kuglepen');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('data-state', 'open');
  const first = await box
    .getByRole('option')
    .evaluateAll((all) => all.findIndex((o) => o.querySelector('[part="name"]')));
  for (let i = 1; i <= first; i += 1) await page.keyboard.press('ArrowDown');
  const active = box.getByRole('option').nth(first);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await shot(page, testInfo, 'active');
  const name = (await active.locator('[part="name"]').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/product\/[^/?#]+$/);
  await expect(page.locator('h1')).toHaveText(name);
});

test('the fallback form and the field that replaces it take the same box (no layout shift)', async ({ page }) => {
  needsElements('search-box');
  await page.goto('/');
  await ready(page);
  const box = () => page.locator('search-box.header-search').boundingBox();
  const before = await box();
  // The server-rendered form shows until the visitor reaches for it.
  await expect(page.locator('#site-search')).toBeVisible();
  await page.locator('#site-search').focus();
  await expect(page.locator('search-box.header-search form[part="form"] [part="input"]')).toBeFocused();
  await expect(page.locator('#site-search')).toBeHidden();
  const after = await box();
  expect(before && after).toBeTruthy();
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.round(after![side]), side).toBe(Math.round(before![side]));
});
