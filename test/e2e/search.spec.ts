/**
 * Journey: the header search (`<search-box>`, issue 13) against the demo server's real search (Postgres full text
 * plus trigram typo matching), on desktop (1280) and phone (390).
 *
 * - Keyboard only: Tab into the field, type, arrow to a product, Enter opens the product page.
 * - A typo ('kuglepn') still finds ballpoint pens.
 * - Enter on typed text lands on /search?query=….
 * - The fallback form and the element's field take the same box (no layout shift when the field replaces it).
 * Screenshots: test-results/screens/<project>-search-*.png (the open suggestions, viewport only).
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, watchProblems } from './helpers.ts';

/** The search field: the server-rendered form's until the field part has loaded (on focus), then the combobox. */
const field = (page: Page) => page.locator('search-box.header-search input[name="query"]:visible');
const options = (page: Page) => page.locator('search-box.header-search').getByRole('option');

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

test('search by keyboard only: type, arrow to a product, Enter opens its page', async ({ page }, testInfo) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  for (let i = 0; i < 8 && !(await searchFieldFocused(page)); i += 1) await page.keyboard.press('Tab');
  expect(await searchFieldFocused(page), 'Tab reaches the search field').toBe(true);

  // Typed at once: the keys the plain field gets while the suggestions part loads carry over.
  await page.keyboard.type('kuglepen', { delay: 30 });
  await expect(page.locator('search-box.header-search').getByRole('combobox')).toBeFocused();
  await expect(field(page)).toHaveValue('kuglepen');
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', 'open');
  const limit = testInfo.project.name === 'phone' ? 5 : 10;
  const products = page.locator('search-box.header-search').locator('[part="name"]');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(limit);
  await expect(products.first()).toContainText(/kuglepen/i);
  await expect(page.locator('search-box.header-search').getByRole('status')).toHaveText(/\d+ varer?/);
  await expectAccessible(page, 'open suggestions');
  await shot(page, testInfo, 'open');

  // Arrow down past the suggested searches to the first product.
  const first = await options(page).evaluateAll((all) => all.findIndex((o) => o.querySelector('[part="name"]')));
  expect(first).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= first; i += 1) await page.keyboard.press('ArrowDown');
  const active = options(page).nth(first);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('search-box.header-search').getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    (await active.getAttribute('id')) ?? '',
  );
  await shot(page, testInfo, 'active');
  const name = (await active.locator('[part="name"]').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/product\/[^/?#]+$/);
  await expect(page.locator('h1')).toHaveText(name);
  await expectClean(page, problems);
});

test('a typo still finds the product: "kuglepn" suggests ballpoint pens', async ({ page }, testInfo) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  await field(page).click();
  await page.keyboard.type('kuglepn', { delay: 30 });
  const products = page.locator('search-box.header-search').locator('[part="name"]');
  await expect(products.first()).toContainText(/kuglepen/i);
  await shot(page, testInfo, 'typo');
  await expectClean(page, problems);
});

test('Enter on typed text lands on /search?query=…; Escape closes, then clears', async ({ page }) => {
  needsElements('search-box');
  const problems = watchProblems(page);
  await page.goto('/');
  await ready(page);
  await field(page).click();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname, 'an empty query does not navigate').toBe('/');

  await page.keyboard.type('papir', { delay: 30 });
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', 'open');
  await page.keyboard.press('Escape');
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', 'closed');
  await expect(field(page)).toHaveValue('papir');
  await page.keyboard.press('Escape');
  await expect(field(page)).toHaveValue('');

  await page.keyboard.type('kopipapir');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?query=kopipapir$/);
  // The search page's field starts with the query, and it is not searched again on load.
  await ready(page);
  await expect(field(page)).toHaveValue('kopipapir');
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', 'closed');
  await expectClean(page, problems);
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
  await expect(page.locator('search-box.header-search').getByRole('combobox')).toBeFocused();
  await expect(page.locator('#site-search')).toBeHidden();
  const after = await box();
  expect(before && after).toBeTruthy();
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.round(after![side]), side).toBe(Math.round(before![side]));
});
