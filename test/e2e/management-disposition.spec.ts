/**
 * The supervisor's 'Disponering' (issue 12) on the demo: `supervisor@butik.test` signs in with the management area's
 * own login form, opens 'Disponering' from the shortcuts, sees the products of the seeded open shops with the
 * numbers the server counts (`GET giftshop/supervisor/products`), sorts, filters and exports the CSV (a real
 * download: BOM, `;`, the shown rows). The salesperson is refused. Screenshots at both widths.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiSignIn, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

interface Product {
  productid: string;
  name: string;
  sku: string;
  shops: number;
  defaultpicks: number;
  chosen: number;
  toorder: number;
}

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);
const rows = (page: Page): Locator => part(page, 'disposition').locator('tbody tr');
const names = (page: Page): Promise<string[]> => rows(page).locator('.m-dispo__name').allTextContents();
const da = (n: number) => n.toLocaleString('da-DK');

/** The table's rows as the server's numbers: [id, shops, default gifts, chosen, to order] per row shown. */
async function shownNumbers(page: Page, narrow: boolean): Promise<string[][]> {
  return rows(page).evaluateAll(
    (trs, isNarrow) =>
      trs.map((tr) => {
        const id = /id (\S+)$/.exec(tr.querySelector('.m-dispo__numbers')?.textContent ?? '')?.[1] ?? '?';
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        // On a phone only 'Skal bestilles' is a visible column; the others are in the product's cell.
        return isNarrow ? [id, cells.at(-1) ?? ''] : [id, ...cells];
      }),
    narrow,
  );
}

const expected = (list: Product[], narrow: boolean): string[][] =>
  list.map((p) =>
    narrow ? [p.productid, da(p.toorder)] : [p.productid, da(p.shops), da(p.defaultpicks), da(p.chosen), da(p.toorder)],
  );

test('the supervisor opens Disponering, checks the numbers, sorts, filters and exports the CSV', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  const narrow = testInfo.project.name === 'phone';
  await page.goto('/giftshop#/m');
  await expect(app(page)).toHaveAttribute('data-state', 'signed-out');
  const form = part(page, 'signed-out').locator('login-form');
  await form.locator('input[name="username"]').fill('supervisor@butik.test');
  await form.locator('input[name="password"]').fill('demo1234');
  await form.locator('input[name="password"]').press('Enter');
  await expect(app(page)).toHaveAttribute('data-state', 'manage-dashboard');

  await part(page, 'shortcuts').getByRole('link', { name: 'Disponering' }).click();
  await expect(page).toHaveURL(/#\/m\/products$/);
  await expect(app(page)).toHaveAttribute('data-state', 'manage-products');
  await expect(part(page, 'breadcrumb').locator('li')).toHaveText(['Oversigt', 'Disponering']);
  await expect(rows(page)).toHaveCount(25);

  // The first page is the server's list, most to order first (other journeys may change the numbers meanwhile:
  // then the page is loaded again and compared again).
  let all: Product[] = [];
  await expect(async () => {
    all = await apiCall<Product[]>(page, 'GET', '/giftshop/supervisor/products');
    const shown = await shownNumbers(page, narrow);
    if (JSON.stringify(shown) !== JSON.stringify(expected(all.slice(0, 25), narrow))) {
      await page.reload();
      await expect(rows(page)).toHaveCount(25);
      expect(await shownNumbers(page, narrow)).toEqual(expected(all.slice(0, 25), narrow));
    }
  }).toPass({ timeout: 30_000 });
  // The seed: Julegaven 2026 gives its 49 unchosen codes the default gift 10001, Jubilæumsgave (three defaults)
  // its 20, so those are at the top. The recipients' journeys (giftshop.spec.ts) redeem up to 7 jul-2026 codes per
  // project in the same run, so at least 49 - 14 remain.
  const top = all[0]!;
  expect(top.toorder).toBeGreaterThanOrEqual(20);
  expect(all.find((p) => p.productid === '10001')!.defaultpicks).toBeGreaterThanOrEqual(35);
  await expect(part(page, 'filter-count')).toHaveText(`Viser ${all.length} af ${all.length} produkter`);
  const sum = (key: keyof Product) => all.reduce((n, p) => n + (p[key] as number), 0);
  await expect(part(page, 'total-toorder')).toHaveText(da(sum('toorder')));
  await expect(part(page, 'total-chosen')).toHaveText(da(sum('chosen')));
  await expect(part(page, 'total-products')).toHaveText(da(all.length));
  if (narrow) {
    // The hidden columns are said in the product's cell.
    await expect(rows(page).first().locator('.m-narrow-only')).toHaveText(
      new RegExp(`^${top.shops} gaveshops? · ${top.chosen} valgt · ${top.defaultpicks} standardgaver?$`),
    );
  }
  await screenshot(page, testInfo, 'disposition-1-list');
  await expectAccessible(page, 'Disponering');

  // Sort by product name: the Danish way, ascending.
  await part(page, 'disposition').locator('thead button', { hasText: 'Produkt' }).click();
  const byName = [...all].sort((a, b) => a.name.localeCompare(b.name, 'da', { numeric: true, sensitivity: 'base' }));
  await expect(rows(page).first().locator('.m-dispo__name')).toHaveText(byName[0]!.name);
  expect((await names(page)).slice(0, 5)).toEqual(byName.slice(0, 5).map((p) => p.name));

  // Filter: a word of the top product's name, only products with choices.
  const word = top.name.split(/\s+/)[0]!;
  await part(page, 'filter-text').fill(word);
  await part(page, 'filter-show').selectOption({ label: 'Kun produkter med valg' });
  const filtered = byName.filter(
    (p) => p.chosen > 0 && `${p.name}\n${p.sku}\n${p.productid}`.toLocaleLowerCase().includes(word.toLocaleLowerCase()),
  );
  await expect(rows(page)).toHaveCount(Math.max(1, Math.min(filtered.length, 25)));
  await expect(part(page, 'filter-count')).toHaveText(`Viser ${filtered.length} af ${all.length} produkter`);
  if (filtered.length === 0) await expect(part(page, 'disposition')).toContainText('Ingen produkter passer');
  // Back to all with choices, to have something to export.
  await part(page, 'filter-text').fill('');
  const chosen = byName.filter((p) => p.chosen > 0);
  await expect(part(page, 'filter-count')).toHaveText(`Viser ${chosen.length} af ${all.length} produkter`);
  expect(chosen.length).toBeGreaterThan(0);
  await expect(part(page, 'total-chosen')).toHaveText(da(sum('chosen')));
  await screenshot(page, testInfo, 'disposition-2-filtered');

  // Export what is shown, in the shown order.
  const downloading = page.waitForEvent('download');
  await part(page, 'disposition-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^disponering-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Varenr.;Produkt-id;Produkt;Gaveshops;Standardgaver;Valgt;Skal bestilles');
  expect(lines.length).toBe(chosen.length + 2);
  const first = chosen[0]!;
  expect(lines[1]).toBe(
    [first.sku, first.productid, first.name, first.shops, first.defaultpicks, first.chosen, first.toorder].join(';'),
  );
  expect(lines.at(-1)).toBe('');
  await expect(part(page, 'disposition-export-status')).toHaveText(
    `${chosen.length} ${chosen.length === 1 ? 'produkt' : 'produkter'} eksporteret til ${download.suggestedFilename()}.`,
  );
  await screenshot(page, testInfo, 'disposition-3-exported');
  await expectAccessible(page, 'Disponering, exported');
  await expectClean(page, problems);
});

test('the salesperson is refused Disponering', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await apiSignIn(page, 'saelger@butik.test');
  await page.goto('/giftshop#/m/products');
  await expect(app(page)).toHaveAttribute('data-state', 'manage-products');
  await expect(part(page, 'route-error')).toHaveText('Kun supervisorer kan se Disponering.');
  await expect(part(page, 'shortcuts')).not.toContainText('Disponering');
  await expect(part(page, 'disposition')).toHaveCount(0);
  await screenshot(page, testInfo, 'disposition-4-refused');
  await expectClean(page, problems);
});
