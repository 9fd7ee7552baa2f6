/**
 * `<product-list>` on the demo's category and search pages (desktop and phone): the brand filter with counts, 'Load
 * more', the state in the URL, and back from a product page keeping the same filter and the same number loaded.
 * Screenshots of the list and its cards at both widths go to test-results/screens/.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, rendered, screenshot, watchProblems } from './helpers.ts';

const list = (page: Page) => page.locator('product-list');
const cards = (page: Page) => list(page).locator('[part~="card"]');
const count = (page: Page) => list(page).locator('[part~="count"]');
const more = (page: Page) => list(page).getByRole('button', { name: 'Indlæs flere' });

async function ready(page: Page): Promise<Locator> {
  const el = list(page);
  await rendered(el);
  await expect(el).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  return el;
}

/** The brand option with the most products (its text is 'Name (count)'). */
async function biggestBrand(page: Page): Promise<{ value: string; count: number }> {
  const options = await list(page)
    .locator('[part~="brand"] option')
    .evaluateAll((opts) =>
      (opts as HTMLOptionElement[]).map((o) => ({ value: o.value, text: o.textContent ?? '' })).filter((o) => o.value),
    );
  const counted = options.map((o) => ({ value: o.value, count: Number(/\((\d+)\)$/.exec(o.text)?.[1] ?? 0) }));
  counted.sort((a, b) => b.count - a.count);
  return counted[0]!;
}

test('category page: brand filter, load more, and back from a product keeps the filter and the number loaded', async ({
  page,
}, testInfo) => {
  needsElements('product-list');
  const problems = watchProblems(page);
  await page.goto('/category/kontorartikler');
  await ready(page);
  await expect(cards(page)).toHaveCount(20);
  await expect(count(page)).toHaveText(/^\d+ varer$/);
  await expect(list(page).getByText(/^Viser 20 af \d+$/)).toBeVisible();
  await screenshot(page, testInfo, 'product-list-category');
  await expectAccessible(page, 'category list');

  const brand = await biggestBrand(page);
  expect(brand.count, 'a brand with more than one page').toBeGreaterThan(20);
  await list(page).locator('[part~="brand"]').selectOption(brand.value);
  await expect(count(page)).toHaveText(`${brand.count} varer`);
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
  await expect(cards(page)).toHaveCount(20);

  await more(page).click();
  const loaded = Math.min(40, brand.count);
  await expect(cards(page)).toHaveCount(loaded);
  await expect(list(page).getByText(`Viser ${loaded} af ${brand.count}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await screenshot(page, testInfo, 'product-list-brand-more');

  // Open the 25th product (from the second page), then go back.
  const target = cards(page).nth(24).locator('[part~="name"]');
  const href = await target.getAttribute('href');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await ready(page);
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
  await expect(cards(page)).toHaveCount(loaded);
  await expect(list(page).locator('[part~="brand"]')).toHaveValue(brand.value);
  await expect(list(page).locator('[part~="overlay"]')).toHaveCount(0);

  // Back once more: the brand filter is undone (it was its own history entry).
  await page.goBack();
  await expect(count(page)).not.toHaveText(`${brand.count} varer`);
  await expect(list(page).locator('[part~="brand"]')).toHaveValue('');
  await expectClean(page, problems);
});

test('search page: sort from the URL and the select; no results says so', async ({ page }, testInfo) => {
  needsElements('product-list');
  const problems = watchProblems(page);
  await page.goto('/search?query=kuglepen&orderby=price_asc');
  await ready(page);
  const sort = list(page).locator('[part~="sort"]');
  await expect(sort).toHaveValue('price_asc');
  await sort.selectOption('name');
  await expect(page).toHaveURL(/[?&]orderby=name(&|$)/);
  await expect(page).toHaveURL(/[?&]query=kuglepen(&|$)/);
  await expect(list(page)).toHaveAttribute('data-state', 'ready');
  const names = await list(page)
    .locator('[part~="name"]')
    .evaluateAll((links) => links.map((a) => a.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => a.localeCompare(b, 'da'))).toEqual(names);
  await screenshot(page, testInfo, 'product-list-search');
  await expectAccessible(page, 'search list');

  await page.goto('/search?query=zzxxqqvv');
  await expect(list(page)).toHaveAttribute('data-state', 'empty', { timeout: 15_000 });
  await expect(list(page).locator('[part~="empty"]')).toHaveText('Din søgning på "zzxxqqvv" gav ingen resultater');
  await screenshot(page, testInfo, 'product-list-empty');
  await expectClean(page, problems);
});
