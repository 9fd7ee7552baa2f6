/**
 * Account journeys no other journey covers, on desktop and phone: `<wish-lists>` on /konto (rename a list, delete a
 * list, remove an item, change a quantity) and a salesperson's `<customer-switcher>` with the demo's
 * `customerprofiles` flag (change the customer, then its profile). Each change is checked through the server
 * afterwards (the API with the page's cookies) and after a reload.
 *
 * Every test has its own browser context (its own server session); the server (memory DB, fresh at every run) is
 * shared by two workers. kunde@butik.test's lists are shared by every journey that signs in as kunde@, so these
 * journeys touch only lists they make themselves, named per project and run, and never 'Favoritter'.
 * Screenshots: test-results/screens/<project>-cov-<journey>-<step>.png.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiCall,
  apiSignIn,
  expectAccessible,
  expectClean,
  needsElements,
  rendered,
  screenshot,
  watchProblems,
} from './helpers.ts';

// Each journey runs several axe checks and full-page screenshots at both widths on a shared two-core machine:
// a budget above the config's 60 s (a budget for the whole test, not a timing assertion).
test.describe.configure({ timeout: 180_000 });

const KUNDE = 'kunde@butik.test';
const SAELGER = 'saelger@butik.test';

interface WishListsJson {
  wishlists: { id: string; label: string; items: { id: string; productid: string; quantity: number }[] }[];
}

interface CustomerJson {
  id: string;
  name: string;
  profiles: { id: string; name: string }[];
  currentprofile: string | null;
}

// ---- wish lists --------------------------------------------------------------------------------------

/** The user's lists as the server has them: label -> ["productid:quantity", …]. */
async function serverLists(page: Page): Promise<Map<string, string[]>> {
  const { wishlists } = await apiCall<WishListsJson>(page, 'GET', '/wishlist/list');
  return new Map(wishlists.map((l) => [l.label, l.items.map((i) => `${i.productid}:${i.quantity}`)]));
}

/** One list of the element, found by its exact name. */
function listNamed(wishLists: Locator, label: string): Locator {
  return wishLists
    .locator('[part~="list"]')
    .filter({ has: wishLists.page().locator('[part~="list-title"]', { hasText: label }) });
}

test('wish lists: rename a list, change a quantity (rounded up to the pack), remove an item, delete a list; the server and a reload agree', async ({
  page,
}, testInfo) => {
  needsElements('wish-lists');
  const problems = watchProblems(page);
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const keep = `Kontor ${run}`;
  const renamed = `Kantine ${run}`;
  const doomed = `Gammel ${run}`;
  await page.goto('/');
  await apiSignIn(page, KUNDE);
  // Two lists of our own: 10019 (packs of 6) and 10001 (packs of 24) in one, 10019 in the other.
  await apiCall(page, 'POST', '/wishlist/add', { label: keep, productid: '10019', quantity: 6 });
  await apiCall(page, 'POST', '/wishlist/add', { label: keep, productid: '10001', quantity: 24 });
  await apiCall(page, 'POST', '/wishlist/add', { label: doomed, productid: '10019', quantity: 6 });
  const [withColli] = await apiCall<{ id: string; colli: number }[]>(page, 'POST', '/product/ids', ['10019']);
  expect(withColli?.colli, 'colli of 10019').toBe(6);
  expect((await serverLists(page)).get(keep)).toEqual(['10019:6', '10001:24']);

  await page.goto('/konto');
  const wishLists = page.locator('main wish-lists');
  await rendered(wishLists);
  await expect(wishLists).toHaveAttribute('data-state', 'ready');
  const list = listNamed(wishLists, keep);
  await expect(list).toHaveCount(1);
  await expect(list.locator('[part~="item"]')).toHaveCount(2);
  await screenshot(page, testInfo, 'cov-wish-1-lists');
  await expectAccessible(page, 'wish lists');

  // Rename: the form starts with the current name; the new one is saved.
  await list.locator('[part~="rename"]').click();
  const nameField = list.locator('[part~="rename-form"] input');
  await expect(nameField).toHaveValue(keep);
  await nameField.fill(renamed);
  await screenshot(page, testInfo, 'cov-wish-2-rename-form');
  await list.locator('[part~="rename-form"]').getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(wishLists.locator('[part~="status"]')).toHaveText('Listen er omdøbt.');
  await expect
    .poll(async () => [...(await serverLists(page)).keys()].filter((l) => l === keep || l === renamed))
    .toEqual([renamed]);
  const kept = listNamed(wishLists, renamed);
  await expect(kept).toHaveCount(1);

  // Quantity: 7 of a product in packs of 6 is rounded up to 12, said while typing and after saving.
  const item = kept.locator('[part~="item"]').filter({ hasText: 'Opvaskemiddel' });
  const quantity = item.locator('[part~="quantity"]');
  await quantity.fill('7');
  await expect(item).toContainText('12');
  await item.locator('[part~="update"]').click();
  await expect.poll(async () => (await serverLists(page)).get(renamed)).toEqual(['10019:12', '10001:24']);
  await expect(quantity).toHaveValue('12');
  await expect(item).toContainText('Antallet blev rundet op til 12.');
  await screenshot(page, testInfo, 'cov-wish-3-quantity-rounded');

  // Remove an item.
  const other = kept.locator('[part~="item"]').filter({ hasNotText: 'Opvaskemiddel' });
  await other.locator('[part~="remove"]').click();
  await expect.poll(async () => (await serverLists(page)).get(renamed)).toEqual(['10019:12']);
  await expect(kept.locator('[part~="item"]')).toHaveCount(1);

  // Delete the other list: asked first, Cancel keeps it, Delete removes it.
  const gone = listNamed(wishLists, doomed);
  await gone.locator('[part~="delete"]').click();
  const confirm = gone.locator('[part~="confirm"]');
  await expect(confirm).toContainText(`Vil du slette listen "${doomed}" og dens varer?`);
  await screenshot(page, testInfo, 'cov-wish-4-confirm-delete');
  await expectAccessible(page, 'wish list delete confirmation');
  await confirm.getByRole('button', { name: 'Annuller' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await serverLists(page)).has(doomed), 'Cancel keeps the list').toBe(true);
  await gone.locator('[part~="delete"]').click();
  await gone.locator('[part~="confirm"]').getByRole('button', { name: 'Slet', exact: true }).click();
  await expect(wishLists.locator('[part~="status"]')).toHaveText(`Listen "${doomed}" er slettet.`);
  await expect.poll(async () => (await serverLists(page)).has(doomed)).toBe(false);
  await expect(gone).toHaveCount(0);

  // After a reload the page shows what the server has.
  await page.reload();
  await rendered(wishLists);
  await expect(wishLists).toHaveAttribute('data-state', 'ready');
  await expect(listNamed(wishLists, renamed).locator('[part~="item"]')).toHaveCount(1);
  await expect(listNamed(wishLists, renamed).locator('[part~="quantity"]')).toHaveValue('12');
  await expect(listNamed(wishLists, keep)).toHaveCount(0);
  await expect(listNamed(wishLists, doomed)).toHaveCount(0);
  await expect(listNamed(wishLists, 'Favoritter'), 'the seed list is untouched').toHaveCount(1);
  await screenshot(page, testInfo, 'cov-wish-5-after-reload');
  await expectClean(page, problems);
});

// ---- customer profiles -------------------------------------------------------------------------------

test('a salesperson changes the customer, then its profile (flag customerprofiles); after each reload the switcher and the server agree', async ({
  page,
}, testInfo) => {
  needsElements('customer-switcher');
  const problems = watchProblems(page);
  await page.goto('/');
  await apiSignIn(page, SAELGER);
  await page.goto('/konto');
  const context = page.locator('body > shop-context');
  await expect(context).toHaveAttribute('user-role', 'salesperson');
  await expect(context).toHaveAttribute('features', /(^|\s)customerprofiles(\s|$)/);
  const switcher = page.locator('main customer-switcher');
  await rendered(switcher);
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  // No customer chosen yet: no profiles to choose from.
  expect(await apiCall<CustomerJson | null>(page, 'GET', '/customer')).toBeNull();
  await expect(switcher.locator('[part~="profile"]')).toHaveCount(0);

  // Choose Butik Demo ApS (C1000, profiles 'Standard' and 'Projekt').
  const search = switcher.locator('[part~="search"]');
  await search.pressSequentially('Butik Demo', { delay: 30 });
  await expect(switcher.getByRole('option', { name: /Butik Demo ApS/ })).toBeVisible();
  await search.press('ArrowDown');
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), search.press('Enter')]);
  await rendered(switcher);
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  const chosen = await apiCall<CustomerJson>(page, 'GET', '/customer');
  expect(chosen).toMatchObject({ id: 'C1000', name: 'Butik Demo ApS', currentprofile: null });
  expect(chosen.profiles.map((p) => p.name)).toEqual(['Standard', 'Projekt']);
  await expect(switcher.locator('[part~="current"]')).toContainText('Butik Demo ApS');
  await expect(switcher.locator('[part~="current"]')).toContainText('C1000');
  const profile = switcher.getByLabel('Kundeprofil');
  await expect(profile).toHaveValue('');
  await expect(profile.locator('option')).toHaveText(['Vælg en profil', 'Standard', 'Projekt']);
  await screenshot(page, testInfo, 'cov-profile-1-customer-chosen');
  await expectAccessible(page, 'customer switcher with profiles');

  // Choose the profile 'Projekt': the page reloads and the server and the switcher say 'Projekt'.
  const projekt = chosen.profiles.find((p) => p.name === 'Projekt')!;
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), profile.selectOption(projekt.id)]);
  await rendered(switcher);
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  expect(await apiCall<CustomerJson>(page, 'GET', '/customer')).toMatchObject({
    id: 'C1000',
    currentprofile: projekt.id,
  });
  await expect(switcher.locator('[part~="current"]')).toContainText('Butik Demo ApS');
  await expect(switcher.getByLabel('Kundeprofil')).toHaveValue(projekt.id);
  await expect(
    switcher.getByLabel('Kundeprofil').locator('option'),
    'no empty choice once a profile is set',
  ).toHaveText(['Standard', 'Projekt']);
  await screenshot(page, testInfo, 'cov-profile-2-profile-chosen');

  // Another customer without profiles: the profile is reset and the select goes away.
  await search.pressSequentially('Kontorhuset', { delay: 30 });
  await expect(switcher.getByRole('option', { name: /Kontorhuset/ })).toBeVisible();
  await search.press('ArrowDown');
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), search.press('Enter')]);
  await rendered(switcher);
  await expect(switcher).toHaveAttribute('data-state', 'ready');
  expect(await apiCall<CustomerJson>(page, 'GET', '/customer')).toMatchObject({
    id: 'C1002',
    currentprofile: null,
    profiles: [],
  });
  await expect(switcher.locator('[part~="current"]')).toContainText('Kontorhuset');
  await expect(switcher.locator('[part~="profile"]')).toHaveCount(0);
  await expectClean(page, problems);
});
