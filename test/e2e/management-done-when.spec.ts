/**
 * Issue 12's whole organiser journey on the demo, through the UI only (desktop and phone): the owner
 * `ejer@butik.test` creates a shop, builds an assortment of 6 products, sets 3 gifts per recipient and picks 3
 * defaults, goes on to the codes ('Afslut og gå til gavebeviser'), creates 5 codes from a pasted list, sends 2
 * invitations (one to an `.invalid` address shows 'Fejlede' after the poll, is corrected and sent again), orders
 * printed cards, prints the sheet (print media captured) and exports the CSV; a recipient redeems one code through
 * the deep link; the organiser's page then says '1 af 5 har valgt', the CSV has that recipient's gifts, and
 * 'Send påmindelse' goes to the other 4 only (checked on /outbox).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { createShopInUi, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);
const modal = (page: Page): Locator => app(page).locator('dialog[open]');
const rows = (page: Page): Locator => part(page, 'codes').locator('tbody tr');
const row = (page: Page, name: string): Locator => rows(page).filter({ hasText: name });
const shortcut = (page: Page, name: string): Locator =>
  part(page, 'shortcuts')
    .getByRole('link', { name, exact: true })
    .or(part(page, 'shortcuts').getByRole('button', { name, exact: true }));

/** The CSV's lines after its byte-order mark (checked). */
async function csvLines(download: Download): Promise<string[]> {
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

test("the organiser's whole journey: assortment, codes, invitations, cards, print, CSV, a redeemed code, a reminder", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);
  const tag = `${testInfo.project.name}${Date.now() % 1000000}`;
  const people: Array<[string, string]> = [
    ['Ida Holm', `ida.${tag}@gaveglad.test`],
    ['Bo Berg', `bo.${tag}@firma.invalid`],
    ['Eva Ek', `eva.${tag}@gaveglad.test`],
    ['Kim Kock', `kim.${tag}@gaveglad.test`],
    ['Sara Sø', `sara.${tag}@gaveglad.test`],
  ];
  // A new shop.
  const id = await createShopInUi(page, `Hele vejen ${tag}`);

  // Sortiment: six products, three per recipient, three defaults, then on to the codes.
  await shortcut(page, 'Sortiment').click();
  await shortcut(page, 'Ret sortiment').click();
  const search = part(page, 'assortment-search');
  await search.getByRole('searchbox', { name: 'Søg i kataloget' }).fill('kuglepen');
  await search.getByRole('button', { name: 'Søg', exact: true }).click();
  await expect(search.getByRole('status')).toContainText('produkter fundet');
  for (let i = 1; i <= 6; i += 1) {
    await part(page, 'search-hits')
      .getByRole('button', { name: /^Tilføj / })
      .first()
      .click();
    await expect(part(page, 'assortment-count')).toHaveText(
      i === 1 ? '1 produkt i sortimentet' : `${i} produkter i sortimentet`,
    );
  }
  await shortcut(page, 'Afslut').click();
  await expect(page).toHaveURL(/\/ass$/);
  await part(page, 'assortment').getByLabel('Gaver pr. modtager').fill('3');
  await part(page, 'assortment').getByRole('button', { name: 'Gem' }).click();
  await expect(part(page, 'assortment')).toContainText('0 af 3 standardgaver valgt');
  await shortcut(page, 'Vælg standardgaver').click();
  const picks = part(page, 'choose-defaults').getByRole('button', { name: /^Standardgave: / });
  for (const i of [0, 2, 4]) await picks.nth(i).click();
  await expect(part(page, 'defaults-count')).toHaveText('3 af 3 standardgaver valgt');
  await shortcut(page, 'Afslut og gå til gavebeviser').click();
  await expect(page).toHaveURL(new RegExp(`#/m/${id}/inv$`));
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');

  // Five codes from a pasted list.
  await shortcut(page, 'Opret de første gavebeviser').click();
  await modal(page).getByLabel('Ét pr. modtager fra en liste').check();
  await modal(page)
    .locator('textarea')
    .fill(people.map(([n, e]) => `${n}\t${e}`).join('\n'));
  await expect(part(page, 'codes-ready')).toHaveText('5 modtagere klar');
  await modal(page).getByRole('button', { name: 'Opret' }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(part(page, 'codes-progress')).toHaveText('0 af 5 har valgt');

  // Two invitations by e-mail; Bo's address cannot be delivered: 'Fejlede' after the poll.
  await row(page, 'Ida Holm').locator('input[type="checkbox"]').check();
  await row(page, 'Bo Berg').locator('input[type="checkbox"]').check();
  await shortcut(page, 'Vælg leveringsform').click();
  await expect(modal(page).locator('[part~="send-to"]')).toHaveText(
    'De valgte gavebeviser, der kan sendes, får en e-mail: 2 modtagere.',
  );
  await modal(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(row(page, 'Ida Holm')).toContainText('Sendt', { timeout: 20_000 });
  await expect(row(page, 'Bo Berg')).toContainText('Fejlede', { timeout: 20_000 });
  await expect(row(page, 'Eva Ek')).toContainText('Ikke sendt');
  await screenshot(page, testInfo, 'done-1-sent-failed');

  // Bo's e-mail corrected, sent again.
  const bo = `bo.${tag}@gaveglad.test`;
  await row(page, 'Bo Berg').getByRole('button', { name: /^Ret / }).click();
  await modal(page).getByLabel('Modtagerens e-mail').fill(bo);
  await modal(page).getByRole('button', { name: 'Gem' }).click();
  await expect(modal(page)).toHaveCount(0);
  await part(page, 'send-again').click();
  await expect(row(page, 'Bo Berg')).toContainText('Sendt', { timeout: 20_000 });

  // Printed cards.
  await shortcut(page, 'Send gavebeviser').click();
  await modal(page).getByLabel('Som trykte kort').check();
  await modal(page).getByRole('button', { name: 'Bestil trykte kort' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(part(page, 'cards-requested')).toHaveText('Der er bestilt trykte kort til gaveshoppens gavebeviser.');

  // The printable sheet: five cards on one A4 page; the print media captured.
  await part(page, 'print-codes').click();
  await expect(page).toHaveURL(new RegExp(`#/m/${id}/inv/print$`));
  await expect(part(page, 'print-card')).toHaveCount(5);
  await expect(part(page, 'print-count')).toHaveText('5 kort på 1 side');
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(part(page, 'shortcuts')).toBeHidden();
  await screenshot(page, testInfo, 'done-2-print-media');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(viewport);
  await part(page, 'print-back').click();
  await expect(rows(page)).toHaveCount(5);

  // Eva redeems her code through the deep link, choosing three gifts.
  const evaCode = (await row(page, 'Eva Ek').locator('.m-code').first().textContent())!.trim();
  expect(evaCode).toMatch(/^[A-Z0-9]+-[0-9A-Z]{10}$/);
  const recipient = await page.context().newPage();
  await recipient.goto(`/giftshop#/g/${id}/${evaCode}`);
  const flow = recipient.locator('gift-shop-app gift-recipient-flow');
  const step = (s: string) => flow.locator(`section.step--${s}`);
  await expect(step('info')).toBeVisible();
  await flow.locator('[part~="name-input"]').fill('Eva Ek');
  await flow.locator('[part~="consent"]').check();
  await step('info').locator('[part~="continue"]').click();
  await step('message').locator('[part~="continue"]').click();
  const choose = step('products').locator('[part~="choose"]');
  await expect(choose).toHaveCount(6);
  const chosenNames: string[] = [];
  for (const i of [1, 3, 5]) {
    await choose.nth(i).click();
    await expect(choose.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await step('products').locator('[part~="finish"]').click();
  await expect(step('completed')).toContainText('Du kan nu forlade siden');
  for (const li of await step('completed').locator('[part~="chosen"] li').all())
    chosenNames.push((await li.innerText()).trim());
  expect(chosenNames).toHaveLength(3);
  await screenshot(recipient, testInfo, 'done-3-recipient-completed');
  await recipient.close();

  // The organiser's page: '1 af 5 har valgt'; the CSV has Eva's gifts.
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');
  await expect(part(page, 'codes-progress')).toHaveText('1 af 5 har valgt');
  const [download] = await Promise.all([page.waitForEvent('download'), part(page, 'export-codes').click()]);
  const lines = await csvLines(download);
  expect(lines[0]).toBe('Kode;Navn;E-mail;Invitation;Valgte gaver;Opdateret;Link');
  expect(lines).toHaveLength(7);
  const eva = lines.find((l) => l.startsWith(`${evaCode};`))!;
  expect(eva, 'Eva has a row').toBeTruthy();
  for (const gift of chosenNames) expect(eva, `Eva's row names ${gift}`).toContain(gift.split('\n')[0]!);
  expect(lines.find((l) => l.includes(bo))).toContain(';Sendt;');

  // 'Send påmindelse': to the four who have not chosen, none to Eva.
  await part(page, 'remind').click();
  await modal(page).getByRole('button', { name: 'Send påmindelse til 4 modtagere' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(part(page, 'send-notice')).toHaveText('Der sendes en påmindelse til 4 modtagere.');
  for (const n of ['Ida Holm', 'Bo Berg', 'Kim Kock', 'Sara Sø'])
    await expect(row(page, n)).toContainText('Sendt', { timeout: 20_000 });
  await screenshot(page, testInfo, 'done-4-after-reminder');
  await expectAccessible(page, 'codes after the reminder');
  await expectClean(page, problems);

  await page.goto('/outbox');
  const reminders = page.locator('table.outbox tbody tr').filter({ hasText: 'Husk at vælge din gave' });
  for (const address of [people[0]![1], bo, people[3]![1], people[4]![1]])
    await expect(reminders.filter({ hasText: address })).toHaveCount(1);
  await expect(reminders.filter({ hasText: people[2]![1] })).toHaveCount(0);
});
