/**
 * Sending gift certificates from 'Gavebeviser' (issue 12) on the demo, with its outbox worker: the owner creates a
 * shop with five codes from a pasted list, chooses delivery by e-mail for two selected recipients (one address on an
 * `.invalid` domain), sees 'Sendt' and 'Fejlede' after the polling, corrects the failed e-mail and sends again
 * ('Sendt'), orders printed cards; one recipient redeems a code; 'Send påmindelse' then goes to the other four only
 * (checked on /outbox). And a keyboard-only journey (Tab, Enter, Space, arrows) through creating codes and sending
 * them. Screenshots of the modals and the table states at both widths.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiSignIn, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);
const modal = (page: Page): Locator => app(page).locator('dialog[open]');
const rows = (page: Page): Locator => part(page, 'codes').locator('tbody tr');
const row = (page: Page, name: string): Locator => rows(page).filter({ hasText: name });

interface Shop {
  id: string;
  products: string[];
}

async function newShop(page: Page, name: string): Promise<Shop> {
  return apiCall<Shop>(page, 'POST', '/giftshop/create', { name });
}

async function openCodes(page: Page, shopId: string): Promise<void> {
  await page.goto(`/giftshop#/m/${shopId}/inv`);
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');
}

/** The row's invitation state ('Sendt' is no part of 'Ikke sendt': the match is case-sensitive). */
async function expectState(page: Page, name: string, state: string, timeout = 20_000): Promise<void> {
  await expect(row(page, name)).toContainText(state, { timeout });
}

test('e-mails with a failed address corrected and sent again, printed cards, and a reminder to those who have not chosen', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const tag = `${testInfo.project.name}${Date.now() % 1000000}`;
  const people: Array<[string, string]> = [
    ['Ida Holm', `ida.${tag}@gaveglad.test`],
    ['Bo Berg', `bo.${tag}@firma.invalid`],
    ['Eva Ek', `eva.${tag}@gaveglad.test`],
    ['Kim Kock', `kim.${tag}@gaveglad.test`],
    ['Sara Sø', `sara.${tag}@gaveglad.test`],
  ];
  await page.goto('/');
  await apiSignIn(page, 'ejer@butik.test');
  const shop = await newShop(page, `Nytår ${tag}`);
  // Open today with one product, so a recipient can choose (the assortment has its own journey).
  const mine = await apiCall<Shop[]>(page, 'GET', '/giftshop/by-user');
  const product = mine.flatMap((s) => s.products)[0]!;
  expect(product, 'a seeded shop with products').toBeTruthy();
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await apiCall(page, 'POST', '/giftshop/persist', {
    id: shop.id,
    products: [product],
    requireddefaultproducts: 1,
    startdate: today,
    enddate: later,
  });
  await openCodes(page, shop.id);

  await part(page, 'shortcuts').getByRole('button', { name: 'Opret de første gavebeviser' }).click();
  await modal(page).getByLabel('Ét pr. modtager fra en liste').check();
  await modal(page)
    .locator('textarea')
    .fill(people.map(([n, e]) => `${n}\t${e}`).join('\n'));
  await modal(page).getByRole('button', { name: 'Opret' }).click();
  await expect(rows(page)).toHaveCount(5);
  const shortcuts = part(page, 'shortcuts').locator('a, button');
  await expect(shortcuts).toHaveText([
    'Overblik',
    'Sortiment',
    'Gavebeviser',
    'Opret flere gavebeviser',
    'Vælg leveringsform',
    'Ret tema',
    'Ret hilsen',
  ]);

  // Two selected recipients by e-mail; Bo's address cannot be delivered.
  await row(page, 'Ida Holm').locator('input[type="checkbox"]').check();
  await row(page, 'Bo Berg').locator('input[type="checkbox"]').check();
  await part(page, 'shortcuts').getByRole('button', { name: 'Vælg leveringsform' }).click();
  const send = modal(page);
  await expect(send.locator('h2')).toHaveText('Vælg leveringsform');
  await expect(send.locator('[part~="send-to"]')).toHaveText(
    'De valgte gavebeviser, der kan sendes, får en e-mail: 2 modtagere.',
  );
  await send.getByLabel('Besked i e-mailen (valgfri)').fill('Godt nytår fra os alle!');
  await screenshot(page, testInfo, 'invite-1-modal');
  await expectAccessible(page, 'send codes modal');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(part(page, 'send-notice')).toHaveText('2 gavebeviser sendes på e-mail.');
  await screenshot(page, testInfo, 'invite-2-sending');
  await expectState(page, 'Ida Holm', 'Sendt');
  await expectState(page, 'Bo Berg', 'Fejlede');
  await expectState(page, 'Eva Ek', 'Ikke sendt');
  await expect(part(page, 'failed-hint')).toContainText('E-mailen kunne ikke leveres.');
  await expect(part(page, 'send-again')).toHaveText('Send igen til 1 modtager');
  await expect(shortcuts.nth(4)).toHaveText('Send gavebeviser');
  await screenshot(page, testInfo, 'invite-3-sent-failed');
  await expectAccessible(page, 'sent and failed rows');

  // Correct Bo's e-mail ('Ret' on his row) and send his again ('Send igen').
  const bo = `bo.${tag}@gaveglad.test`;
  await row(page, 'Bo Berg').getByRole('button', { name: /^Ret / }).click();
  await modal(page).getByLabel('Modtagerens e-mail').fill(bo);
  await modal(page).getByRole('button', { name: 'Gem' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(row(page, 'Bo Berg')).toContainText(bo);
  await part(page, 'send-again').click();
  await expectState(page, 'Bo Berg', 'Sendt');
  await expect(part(page, 'failed-hint')).toHaveCount(0);

  // Printed cards.
  await part(page, 'shortcuts').getByRole('button', { name: 'Send gavebeviser' }).click();
  await modal(page).getByLabel('Som trykte kort').check();
  await expect(modal(page).locator('[part~="cards-hint"]')).toContainText('Vi trykker et kort');
  await screenshot(page, testInfo, 'invite-4-cards-modal');
  await modal(page).getByRole('button', { name: 'Bestil trykte kort' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(part(page, 'cards-requested')).toHaveText('Der er bestilt trykte kort til gaveshoppens gavebeviser.');
  const stored = await apiCall<{ cardsrequested: boolean }>(page, 'GET', `/giftshop/${shop.id}`);
  expect(stored.cardsrequested).toBe(true);

  // Eva chooses her gift (the recipient's call), then the organiser reminds the others.
  const codes = await apiCall<Array<{ id: string; name: string }>>(page, 'GET', `/giftshop/${shop.id}/codes`);
  const eva = codes.find((c) => c.name === 'Eva Ek')!;
  await apiCall(page, 'POST', `/giftshop/code/${eva.id}/redeem`, {
    name: 'Eva Ek',
    email: people[2]![1],
    products: [product],
  });
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');
  await expect(part(page, 'codes-progress')).toHaveText('1 af 5 har valgt');
  await part(page, 'remind').click();
  const remind = modal(page);
  await expect(remind.getByRole('button', { name: 'Send påmindelse til 4 modtagere' })).toBeVisible();
  await screenshot(page, testInfo, 'invite-5-reminder');
  await expectAccessible(page, 'reminder modal');
  await remind.getByRole('button', { name: 'Send påmindelse til 4 modtagere' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(part(page, 'send-notice')).toHaveText('Der sendes en påmindelse til 4 modtagere.');
  for (const name of ['Ida Holm', 'Bo Berg', 'Kim Kock', 'Sara Sø']) await expectState(page, name, 'Sendt');
  await screenshot(page, testInfo, 'invite-6-after-reminder');
  await expectClean(page, problems);

  // The outbox: the reminder went to the four who have not chosen, none to Eva.
  await page.goto('/outbox');
  const mails = page.locator('table.outbox tbody tr');
  const reminders = mails.filter({ hasText: 'Husk at vælge din gave' });
  for (const address of [people[0]![1], bo, people[3]![1], people[4]![1]])
    await expect(reminders.filter({ hasText: address })).toHaveCount(1);
  await expect(mails.filter({ hasText: people[2]![1] })).toHaveCount(0);
  await expect(mails.filter({ hasText: people[1]![1] })).toHaveCount(1);
  await expect(mails.filter({ hasText: people[1]![1] })).toContainText('Undeliverable address');
});

/** Presses Tab until the focused element (inside shadow roots) has `text` as its text or label. */
async function tabTo(page: Page, text: RegExp, max = 200): Promise<void> {
  let last = '';
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el) return '';
      const label = el.getAttribute('aria-label') ?? '';
      const labels = (el as HTMLInputElement).labels;
      return `${label} ${labels?.[0]?.textContent ?? ''} ${el.textContent ?? ''}`.trim();
    });
    last = focused;
    if (text.test(focused)) return;
  }
  throw new Error(`Tab did not reach ${text} (last: ${last})`);
}

test('keyboard only: create codes from a list and send them', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `kbd${testInfo.project.name}${Date.now() % 1000000}`;
  await page.goto('/');
  await apiSignIn(page, 'ejer@butik.test');
  const shop = await newShop(page, `Tastatur ${tag}`);
  await openCodes(page, shop.id);

  await tabTo(page, /^Opret de første gavebeviser$/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(1);
  await tabTo(page, /Et antal gavebeviser/);
  await page.keyboard.press('ArrowDown');
  await expect(modal(page).getByLabel('Ét pr. modtager fra en liste')).toBeChecked();
  await tabTo(page, /Modtagere/);
  await page.keyboard.type(`Ida Holm;ida.${tag}@gaveglad.test`);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Bo Berg;bo.${tag}@gaveglad.test`);
  await tabTo(page, /^Opret$/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);

  await tabTo(page, /^Vælg leveringsform$/);
  await page.keyboard.press('Enter');
  await expect(modal(page).locator('h2')).toHaveText('Vælg leveringsform');
  await expect(modal(page).locator('[part~="send-to"]')).toContainText('2 modtagere');
  await tabTo(page, /^Send$/);
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expectState(page, 'Ida Holm', 'Sendt');
  await expectState(page, 'Bo Berg', 'Sendt');
  // Focus is back on the page, not lost: Tab still moves through the shortcuts.
  await tabTo(page, /^Send gavebeviser$/);
  await page.keyboard.press('Space');
  await expect(modal(page).locator('h2')).toHaveText('Send gavebeviser');
  await expect(modal(page)).toContainText('Der er ingen at sende til');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await screenshot(page, testInfo, 'invite-7-keyboard');
});
