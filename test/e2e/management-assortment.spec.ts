/**
 * The 'Sortiment' section of `<gift-shop-app>` (issue 12, first increment) on the demo: the owner
 * `ejer@butik.test` creates a gift shop, opens 'Sortiment', adds six products found by the catalogue search in
 * 'Ret sortiment', sets three gifts per recipient, chooses three default gifts in 'Vælg standardgaver' and sees them
 * marked on the assortment page. Screenshots on desktop and phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShopInUi, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);
const shortcut = (page: Page, name: string): Locator =>
  part(page, 'shortcuts')
    .getByRole('link', { name, exact: true })
    .or(part(page, 'shortcuts').getByRole('button', { name, exact: true }));

test.describe('gift-shop management: Sortiment (#/m/{giftshop}/ass)', () => {
  test('the owner fills a new shop’s assortment by search, sets 3 gifts per recipient and picks 3 defaults', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    const name = `Sortiment ${testInfo.project.name} ${Date.now() % 100000}`;
    await createShopInUi(page, name);

    // An empty assortment with its two actions.
    await shortcut(page, 'Sortiment').click();
    await expect(app(page)).toHaveAttribute('data-state', 'manage-assortment');
    await expect(page).toHaveURL(/#\/m\/[^/]+\/ass$/);
    await expect(part(page, 'assortment-count')).toHaveText('0 produkter i sortimentet');
    await expect(part(page, 'assortment')).toContainText('Sortimentet er tomt.');

    // 'Ret sortiment': six products from one search; the count follows.
    await shortcut(page, 'Ret sortiment').click();
    await expect(page).toHaveURL(/\/ass\/edit$/);
    await expect(part(page, 'breadcrumb').locator('li')).toHaveText(['Oversigt', name, 'Sortiment', 'Ret sortiment']);
    const search = part(page, 'assortment-search');
    await search.getByRole('searchbox', { name: 'Søg i kataloget' }).fill('kuglepen');
    await search.getByRole('button', { name: 'Søg', exact: true }).click();
    await expect(search.getByRole('status')).toContainText('produkter fundet');
    await expect(part(page, 'search-hits').locator('li').first()).toContainText(/kuglepen/i);
    for (let i = 1; i <= 6; i += 1) {
      await part(page, 'search-hits')
        .getByRole('button', { name: /^Tilføj / })
        .first()
        .click();
      await expect(part(page, 'assortment-count')).toHaveText(
        i === 1 ? '1 produkt i sortimentet' : `${i} produkter i sortimentet`,
      );
    }
    await screenshot(page, testInfo, 'assortment-1-edit');
    await expectAccessible(page, 'Ret sortiment');
    await shortcut(page, 'Afslut').click();
    await expect(page).toHaveURL(/\/ass$/);
    await expect(part(page, 'assortment-count')).toHaveText('6 produkter i sortimentet');
    await expect(part(page, 'assortment-grid').locator('li')).toHaveCount(6);

    // Three gifts per recipient.
    const required = part(page, 'assortment').getByLabel('Gaver pr. modtager');
    await required.fill('3');
    await part(page, 'assortment').getByRole('button', { name: 'Gem' }).click();
    await expect(part(page, 'assortment')).toContainText('Gemt.');
    await expect(part(page, 'assortment')).toContainText('0 af 3 standardgaver valgt');

    // 'Vælg standardgaver': three of the six; with no codes yet the shop can go on to them.
    await shortcut(page, 'Vælg standardgaver').click();
    await expect(page).toHaveURL(/\/ass\/defaults$/);
    const picks = part(page, 'choose-defaults').getByRole('button', { name: /^Standardgave: / });
    await expect(picks).toHaveCount(6);
    for (const i of [0, 2, 4]) await picks.nth(i).click();
    await expect(part(page, 'defaults-count')).toHaveText('3 af 3 standardgaver valgt');
    await expect(shortcut(page, 'Afslut og gå til gavebeviser')).toBeVisible();
    await screenshot(page, testInfo, 'assortment-2-defaults');
    await expectAccessible(page, 'Vælg standardgaver');
    await shortcut(page, 'Afslut').click();
    await expect(page).toHaveURL(/\/ass$/);

    // The assortment page marks the three default gifts.
    const marked = part(page, 'assortment-grid').locator('.m-ass__card--marked');
    await expect(marked).toHaveCount(3);
    await expect(marked.first()).toContainText('Standardgave');
    await expect(part(page, 'assortment')).toContainText('3 af 3 standardgaver valgt');
    await screenshot(page, testInfo, 'assortment-3-page');
    await expectAccessible(page, 'Sortiment');
    await expectClean(page, problems);
  });
});
