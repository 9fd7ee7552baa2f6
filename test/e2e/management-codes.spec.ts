/**
 * The codes section 'Gavebeviser' of the management area (issue 12, first increment) on the demo: the owner
 * `ejer@butik.test` creates a gift shop, opens 'Gavebeviser' (empty), creates five codes from a list pasted as
 * from a spreadsheet (name TAB e-mail), edits one recipient's e-mail, deletes one unused code, and the server holds
 * what the table shows. Screenshots at both widths.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, createShopInUi, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);

const RECIPIENTS: Array<[string, string]> = [
  ['Ida Holm', 'ida.holm@gaveglad.test'],
  ['Bo Berg', 'bo.berg@gaveglad.test'],
  ['Eva Ek', 'eva.ek@gaveglad.test'],
  ['Kim Kock', 'kim.kock@gaveglad.test'],
  ['Sara Søndergaard', 'sara.sondergaard@gaveglad.test'],
];

test('the owner creates codes from a pasted list, edits an e-mail and deletes an unused code', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  // A new shop of its own for this journey.
  const name = `Julefrokost ${testInfo.project.name} ${Date.now() % 100000}`;
  await createShopInUi(page, name);

  await part(page, 'shortcuts').getByRole('link', { name: 'Gavebeviser' }).click();
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');
  await expect(page).toHaveURL(/#\/m\/[^/]+\/inv$/);
  await expect(part(page, 'breadcrumb').locator('li')).toHaveText(['Oversigt', name, 'Gavebeviser']);
  await expect(part(page, 'codes-empty')).toContainText('Gaveshoppen har ingen gavebeviser endnu.');
  const shortcuts = part(page, 'shortcuts').locator('a, button');
  await expect(shortcuts).toHaveText([
    'Overblik',
    'Sortiment',
    'Gavebeviser',
    'Opret de første gavebeviser',
    'Ret tema',
    'Ret hilsen',
  ]);
  await screenshot(page, testInfo, 'codes-1-empty');
  await expectAccessible(page, 'codes section, empty');

  // Five recipients pasted from a spreadsheet: name TAB e-mail, one per line.
  await part(page, 'shortcuts').getByRole('button', { name: 'Opret de første gavebeviser' }).click();
  const add = app(page).locator('dialog[open]');
  await expect(add.locator('h2')).toHaveText('Opret de første gavebeviser');
  await add.getByLabel('Ét pr. modtager fra en liste').check();
  await add.locator('textarea').fill(RECIPIENTS.map(([n, e]) => `${n}\t${e}`).join('\n'));
  await expect(part(page, 'codes-ready')).toHaveText('5 modtagere klar');
  await screenshot(page, testInfo, 'codes-2-paste');
  await expectAccessible(page, 'add codes modal');
  await add.getByRole('button', { name: 'Opret' }).click();
  await expect(app(page).locator('dialog[open]')).toHaveCount(0);
  const rows = part(page, 'codes').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(part(page, 'codes-notice')).toHaveText('5 gavebeviser er oprettet.');
  await expect(part(page, 'codes-progress')).toHaveText('0 af 5 har valgt');
  for (const [n, e] of RECIPIENTS) await expect(rows.filter({ hasText: n })).toContainText(e);
  await expect(shortcuts.nth(3)).toHaveText('Opret flere gavebeviser');
  await screenshot(page, testInfo, 'codes-3-table');
  await expectAccessible(page, 'codes table');

  // Edit Bo Berg's e-mail from his row.
  await rows.filter({ hasText: 'Bo Berg' }).getByRole('button', { name: /^Ret / }).click();
  const edit = app(page).locator('dialog[open]');
  await expect(edit.locator('h2')).toContainText('Ret gavebevis');
  await expect(edit.getByLabel('Modtagerens navn')).toHaveValue('Bo Berg');
  await edit.getByLabel('Modtagerens e-mail').fill('bo.berg@nyt-firma.test');
  await edit.getByRole('button', { name: 'Gem' }).click();
  await expect(app(page).locator('dialog[open]')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Bo Berg' })).toContainText('bo.berg@nyt-firma.test');
  await expect(part(page, 'codes-notice')).toContainText('er gemt.');

  // Delete Eva Ek's code (unused).
  await rows.filter({ hasText: 'Eva Ek' }).locator('input[type="checkbox"]').check();
  await part(page, 'remove-codes').click();
  const remove = app(page).locator('dialog[open]');
  await expect(remove).toContainText('1 ubrugt gavebevis slettes. Det kan ikke fortrydes.');
  await screenshot(page, testInfo, 'codes-4-delete');
  await remove.getByRole('button', { name: 'Slet' }).click();
  await expect(app(page).locator('dialog[open]')).toHaveCount(0);
  await expect(rows).toHaveCount(4);
  await expect(part(page, 'codes-notice')).toHaveText('1 gavebevis er slettet.');
  await expect(part(page, 'codes').locator('table')).not.toContainText('Eva Ek');

  // The server holds what the table shows.
  const shopId = /#\/m\/([^/]+)\/inv$/.exec(page.url())![1]!;
  const stored = await apiCall<Array<{ name: string | null; email: string | null; invitationstate: string }>>(
    page,
    'GET',
    `/giftshop/${shopId}/codes`,
  );
  expect(stored.map((c) => [c.name, c.email]).sort()).toEqual(
    [
      ['Bo Berg', 'bo.berg@nyt-firma.test'],
      ['Ida Holm', 'ida.holm@gaveglad.test'],
      ['Kim Kock', 'kim.kock@gaveglad.test'],
      ['Sara Søndergaard', 'sara.sondergaard@gaveglad.test'],
    ].sort(),
  );
  expect(stored.every((c) => c.invitationstate === 'MANUAL')).toBe(true);
  await screenshot(page, testInfo, 'codes-5-after');
  await expectAccessible(page, 'codes table after edits');
  await expectClean(page, problems);
});
