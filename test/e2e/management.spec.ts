/**
 * The organiser's management area of `<gift-shop-app>` (issue 11, first part): `/giftshop#/m…` on the demo.
 * Signed out, the area asks the visitor to sign in; signed in as the owner `ejer@butik.test` it shows the
 * dashboard of their gift shops, creates a shop through 'Opret ny gaveshop' and opens its overview ('Overblik');
 * an unknown shop says 'Ukendt gaveshop', another owner's shop that they may not manage it. The recipient routes
 * load none of the area's code. A shop set up through every overview modal (dates, delivery week and address,
 * theme, greeting) is seen by a recipient with one of its codes (created through the API until the codes section
 * exists): the greeting on the message step, in the shop's colours. A shop without used codes can be deleted.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { isoWeekOf } from '../../src/format/calendar-day.ts';
import {
  API,
  apiCall,
  apiSignIn,
  expectAccessible,
  expectClean,
  rendered,
  screenshot,
  watchProblems,
} from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);

/** Signs `user` in (password demo1234) and opens `/giftshop{hash}`, waiting for the area's `data-state`. */
async function openAs(page: Page, user: string, hash: string, state: string): Promise<void> {
  await page.goto('/');
  await apiSignIn(page, user);
  await page.goto(`/giftshop${hash}`);
  await expect(app(page)).toHaveAttribute('data-state', state);
}

test.describe('gift-shop management (#/m)', () => {
  test('the recipient routes load none of the management code; signed out, #/m signs in in place', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await page.goto('/giftshop');
    await rendered(app(page));
    await expect(app(page)).toHaveAttribute('data-state', 'recipient');
    await page.waitForLoadState('networkidle');
    expect(
      requested.filter((p) => /management/.test(p)),
      requested.join(' '),
    ).toEqual([]);

    await page.goto('/giftshop#/m');
    await expect(app(page)).toHaveAttribute('data-state', 'signed-out');
    await expect(part(page, 'signed-out')).toContainText('Log ind for at administrere dine gaveshops.');
    expect(requested.some((p) => /chunks\/management\.part-/.test(p))).toBe(true);
    // The login form in place: signing in reloads the page on the same route, now the dashboard.
    const form = part(page, 'signed-out').locator('login-form');
    await expect(form.locator('input[name="username"]')).toBeVisible();
    await screenshot(page, testInfo, 'management-1-signed-out');
    await expectAccessible(page, 'management signed out');
    await form.locator('input[name="username"]').fill('ejer@butik.test');
    await form.locator('input[name="password"]').fill('demo1234');
    await form.locator('input[name="password"]').press('Enter');
    await expect(app(page)).toHaveAttribute('data-state', 'manage-dashboard');
    await expect(page).toHaveURL(/\/giftshop#\/m$/);
    await expectClean(page, problems);
  });

  test('the owner sees their gift shops, creates one and lands on its overview', async ({ page }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m', 'manage-dashboard');
    const table = part(page, 'dashboard').locator('table');
    await expect(table).toContainText('Julegaven 2026');
    await expect(table).toContainText('Påskegaven 2027');
    await expect(table.locator('tr', { hasText: 'Julegaven 2025' })).toContainText('Lukket');
    await expect(table.locator('tr', { hasText: 'Påskegaven 2027' })).toContainText('Afventer');
    // The owner's shortcuts: no supervisor sections, 'Opret gaveshop'.
    await expect(part(page, 'shortcuts')).not.toContainText('Disponering');
    await screenshot(page, testInfo, 'management-2-dashboard');
    await expectAccessible(page, 'management dashboard');

    await part(page, 'create').click();
    const dialog = app(page).locator('dialog[open]');
    await expect(dialog).toContainText('Opret ny gaveshop');
    await expect(dialog.locator('input')).toBeFocused();
    // An empty name (spaces) is refused with a message.
    await dialog.locator('input').fill('   ');
    await dialog.getByRole('button', { name: 'Videre' }).click();
    await expect(dialog).toContainText('Skriv et navn til gaveshoppen.');
    const name = `Sommerfest ${testInfo.project.name} ${Date.now() % 100000}`;
    await dialog.locator('input').fill(name);
    await screenshot(page, testInfo, 'management-3-create');
    await expectAccessible(page, 'create gift shop modal');
    await dialog.getByRole('button', { name: 'Videre' }).click();
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(app(page)).toHaveAttribute('data-state', 'manage-overview');
    await expect(page).toHaveURL(/#\/m\/[^/]+$/);
    await expect(part(page, 'overview')).toContainText(name);
    const crumbs = part(page, 'breadcrumb').locator('li');
    await expect(crumbs).toHaveText(['Oversigt', name, 'Overblik']);
    await expect(part(page, 'overview')).toContainText('Ingen gavebeviser endnu');
    await screenshot(page, testInfo, 'management-4-new-overview');
    await expectAccessible(page, 'management overview');

    // The overview's modals save to the shop and the overview follows.
    const action = (name: string) => part(page, 'shortcuts').getByRole('button', { name });
    await action('Ret hilsen').click();
    const greeting = app(page).locator('dialog[open]');
    await expect(greeting).toContainText('Ret hilsen');
    await greeting.getByLabel('Hilsen i gaveshoppen').fill('Kære kollega\nTak for i år!');
    await expect(part(page, 'greeting-preview')).toContainText('Tak for i år!');
    await screenshot(page, testInfo, 'management-5-greeting-modal');
    await expectAccessible(page, 'greeting modal');
    await greeting.getByRole('button', { name: 'Gem' }).click();
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(part(page, 'overview')).toContainText('Tak for i år!');

    await action('Ret tema').click();
    const theme = app(page).locator('dialog[open]');
    await theme.getByRole('textbox', { name: 'Baggrundsfarve', exact: true }).fill('#f4f4f4');
    await theme.getByRole('textbox', { name: 'Tekstfarve', exact: true }).fill('#d0d0d0');
    // Light grey on near-white fails WCAG AA: the modal warns (and still lets the organiser decide).
    await expect(theme.locator('.m-warning')).toContainText('4,5:1');
    await theme.getByRole('textbox', { name: 'Tekstfarve', exact: true }).fill('#0b3d2e');
    await expect(theme.locator('.m-warning')).toHaveCount(0);
    await theme.getByLabel('Adresse på logo (https://…)').fill('javascript:alert(1)');
    await theme.getByRole('button', { name: 'Gem' }).click();
    await expect(theme).toContainText('skal begynde med https://');
    await theme.getByLabel('Adresse på logo (https://…)').fill('');
    await screenshot(page, testInfo, 'management-6-theme-modal');
    await expectAccessible(page, 'theme modal');
    await theme.getByRole('button', { name: 'Gem' }).click();
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(part(page, 'theme-preview')).toHaveCSS('background-color', 'rgb(244, 244, 244)');

    await action('Ret leveringsuge').click();
    const week = app(page).locator('dialog[open]');
    const select = week.getByLabel('Leveringsuge');
    const second = await select.locator('option').nth(2).getAttribute('value');
    await select.selectOption(second!);
    await week.getByRole('button', { name: 'Gem' }).click();
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(part(page, 'overview')).toContainText(/Uge \d+, \d{4}/);

    // Closing asks first; a closed shop shows no edit action.
    await action('Luk gaveshop').click();
    const confirm = app(page).locator('dialog[open]');
    await expect(confirm).toContainText('kan ikke fortrydes');
    await screenshot(page, testInfo, 'management-7-close-confirm');
    await confirm.getByRole('button', { name: 'Luk gaveshoppen' }).click();
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(part(page, 'overview').locator('[part~="state"]')).toHaveText('Lukket');
    await expect(part(page, 'shortcuts').getByRole('button')).toHaveCount(0);
    await screenshot(page, testInfo, 'management-8-closed');

    // Back on the dashboard, the new shop is listed first.
    await part(page, 'breadcrumb').getByRole('link', { name: 'Oversigt' }).click();
    await expect(app(page)).toHaveAttribute('data-state', 'manage-dashboard');
    await expect(table.locator('tbody tr').first()).toContainText(name);
    await expect(table.locator('tbody tr').first()).toContainText('Lukket');
    await expectClean(page, problems);
  });

  test("an existing shop's overview shows its dates, delivery week, address, codes and greeting", async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m/jul-2026', 'manage-overview');
    const overview = part(page, 'overview');
    await expect(overview).toContainText('Julegaven 2026');
    await expect(overview).toContainText('Åben');
    await expect(overview).toContainText(/Uge \d+, \d{4}/);
    await expect(overview).toContainText(/af 50 gavebeviser brugt/);
    await expect(part(page, 'help')).toContainText('Om denne sektion');
    await expect(part(page, 'shortcuts').locator('[aria-current="page"]')).toHaveText('Overblik');
    await screenshot(page, testInfo, 'management-5-overview');
    await expectAccessible(page, 'overview of jul-2026');
    await expectClean(page, problems);
  });

  test('keyboard only: create a shop and set its dates with the range picker', async ({ page }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m', 'manage-dashboard');
    await tabTo(page, (el) => el.getAttribute('part') === 'create');
    await page.keyboard.press('Enter');
    const dialog = app(page).locator('dialog[open]');
    await expect(dialog.locator('input')).toBeFocused();
    const name = `Tastatur ${testInfo.project.name} ${Date.now() % 100000}`;
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(app(page)).toHaveAttribute('data-state', 'manage-overview');
    await expect(part(page, 'overview')).toContainText(name);

    await tabTo(page, (el) => el.textContent?.trim() === 'Ret datoer');
    await page.keyboard.press('Enter');
    const dates = app(page).locator('dialog[open]');
    await expect(dates).toContainText('Ret datoer');
    // The picker's button, then the calendar: Enter on the first day, two weeks on, Enter on the last.
    await tabTo(page, (el) => el.tagName === 'BUTTON' && /Vælg datoer|Choose dates/.test(el.textContent ?? ''));
    await page.keyboard.press('Enter');
    await expect.poll(() => deepActive(page)).toMatch(/^TD|BUTTON/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await screenshot(page, testInfo, 'management-9-dates-modal');
    await expectAccessible(page, 'dates modal');
    await tabTo(page, (el) => el.getAttribute('part') === 'modal-submit');
    await page.keyboard.press('Enter');
    await expect(app(page).locator('dialog[open]')).toHaveCount(0);
    await expect(part(page, 'overview')).not.toContainText('Ingen datoer endnu');
    await expect(part(page, 'overview').locator('dd').first()).toContainText(/\d{4} – \d{1,2}\. \w+\.? \d{4}/);
    await expectClean(page, problems);
  });
});

test.describe("gift-shop management: a shop set up as its recipient sees it, deleted, unknown or another owner's", () => {
  test('as a recipient would: the owner sets dates, delivery, theme and greeting; a code of the shop shows them', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m', 'manage-dashboard');
    const name = `Nytårsgaven ${testInfo.project.name} ${Date.now() % 100000}`;
    const id = await createShop(page, name);
    await expect(state(page)).toHaveText('Åben');
    await expect(fact(page, 'Periode')).toHaveText('Ingen datoer endnu');

    await setOpenDates(page);
    await setDeliveryWeek(page, testInfo);
    await setAddress(page, testInfo);
    await setTheme(page);
    await setGreeting(page);
    await screenshot(page, testInfo, 'management-13-set-up-overview');
    await expectAccessible(page, 'overview of the shop set up');
    await expectClean(page, problems);

    // Codes are created in the UI with the next issue: one through the API, with the page's session and XSRF token.
    const created = await apiCall<Array<{ id: string; shopid: string }>>(
      page,
      'POST',
      `/giftshop/${encodeURIComponent(id)}/codes/create`,
      { count: 1 },
    );
    expect(created).toHaveLength(1);
    const code = created[0]!;
    expect(code.shopid).toBe(id);
    await page.reload();
    await expect(fact(page, 'Gavebeviser')).toHaveText('0 af 1 gavebeviser brugt');

    // The recipient's link, in a new page: the message step shows the organiser's greeting in the shop's colours.
    const recipient = await page.context().newPage();
    const seen = watchProblems(recipient);
    await recipient.goto(`/giftshop#/g/${id}/${code.id}`);
    const flow = recipient.locator('gift-shop-app gift-recipient-flow');
    const step = (name: string) => flow.locator(`section.step--${name}`);
    await expect(step('info')).toBeVisible();
    await flow.locator('[part~="name-input"]').fill('Anna Jensen');
    await flow.locator('[part~="consent"]').check();
    await step('info').locator('[part~="continue"]').click();
    await expect(step('message')).toBeVisible();
    await expect(recipient).toHaveURL(new RegExp(`#/g/${id}/${code.id}/message$`));
    await expect(step('message')).toContainText('En hilsen til dig');
    await expect(step('message').locator('.message')).toContainText(GREETING.message.split('\n')[0]!);
    await expect(step('message').locator('.message')).toContainText(GREETING.message.split('\n')[1]!);
    // The theme (src/features/gift-recipient/theme.ts): --gift-bg / --gift-fg on the flow's root, kept as given
    // because the pair passes AA.
    const themed = flow.locator('[part~="flow"]');
    await expect(themed).toHaveCSS('background-color', THEME.backgroundRgb);
    await expect(themed).toHaveCSS('color', THEME.textRgb);
    await expect(themed).not.toHaveAttribute('data-theme-adjusted');
    await screenshot(recipient, testInfo, 'management-14-recipient-message');
    await expectAccessible(recipient, "the recipient's message step of the new shop");
    await expectClean(recipient, seen);
  });

  test('a shop without used codes can be deleted: it asks first, then the dashboard no longer lists it', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m', 'manage-dashboard');
    const name = `Slettes ${testInfo.project.name} ${Date.now() % 100000}`;
    const id = await createShop(page, name);

    const confirm = await openModal(page, 'Slet gaveshop');
    await expect(confirm).toContainText('Gaveshoppen og dens ubrugte gavebeviser slettes. Det kan ikke fortrydes.');
    await expect(confirm.getByRole('button', { name: 'Slet gaveshoppen' })).toBeVisible();
    await screenshot(page, testInfo, 'management-15-remove-confirm');
    await expectAccessible(page, 'delete confirmation');
    // 'Annuller' keeps the shop.
    await confirm.getByRole('button', { name: 'Annuller' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(part(page, 'overview')).toContainText(name);

    await openModal(page, 'Slet gaveshop');
    await submitModal(page, 'Slet gaveshoppen');
    await expect(app(page)).toHaveAttribute('data-state', 'manage-dashboard');
    await expect(page).toHaveURL(/\/giftshop#\/m$/);
    const table = part(page, 'dashboard').locator('table');
    await expect(table).toContainText('Julegaven 2026');
    await expect(table).not.toContainText(name);
    // The server agrees: the shop is gone.
    expect((await page.request.get(`${API}/giftshop/${encodeURIComponent(id)}`)).status()).toBe(404);
    await expectClean(page, problems);
  });

  test("an unknown shop says 'Ukendt gaveshop'; another owner's shop says ejer@ may not manage it", async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'ejer@butik.test', '#/m/does-not-exist', 'manage-overview');
    await expect(part(page, 'route-error')).toHaveText('Ukendt gaveshop');
    await expect(part(page, 'overview')).toHaveCount(0);
    await expect(part(page, 'shortcuts').getByRole('button')).toHaveCount(0);
    await screenshot(page, testInfo, 'management-16-unknown-shop');
    await expectAccessible(page, 'unknown shop');

    // lone@kontorhuset.test's shop: its public view loads (200), the manager's calls are refused (403).
    const refused = page.waitForResponse(
      (r) => /\/giftshop\/julegaven-2026-kontorhuset\b/.test(r.url()) && r.status() === 403,
    );
    await page.goto('/giftshop#/m/julegaven-2026-kontorhuset');
    await refused;
    await expect(part(page, 'route-error')).toHaveText('Du har ikke adgang til at administrere denne gaveshop.');
    await expect(part(page, 'overview')).toHaveCount(0);
    // Nothing of that shop is offered: no edit action, and the breadcrumb names it by its id only.
    await expect(part(page, 'shortcuts').getByRole('button')).toHaveCount(0);
    await expect(part(page, 'breadcrumb')).not.toContainText('Julegaven 2026');
    await screenshot(page, testInfo, 'management-17-forbidden-shop');
    await expectAccessible(page, "another owner's shop");
    // The two refused requests (and the console lines Chromium writes for them), nothing else.
    await expectClean(page, problems, [/\/giftshop\/does-not-exist\b/, /\/giftshop\/julegaven-2026-kontorhuset\b/]);
  });
});

// ---- the overview's modals, one step each -----------------------------------------------------------

const dialog = (page: Page): Locator => app(page).locator('dialog[open]');
const state = (page: Page): Locator => part(page, 'overview').locator('[part~="state"]');
/** The value of one of the overview's facts (Periode, Leveringsuge, Leveringsadresse, Gavebeviser). */
const fact = (page: Page, label: string): Locator =>
  part(page, 'overview')
    .locator('.m-facts > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** A dark green with a cream text (contrast about 10.5:1, AA). */
const THEME = {
  background: '#1b4332',
  text: '#fff8e7',
  backgroundRgb: 'rgb(27, 67, 50)',
  textRgb: 'rgb(255, 248, 231)',
};
const GREETING = {
  message: 'Kære kollega\nTak for et godt år: vælg din nytårsgave herunder.',
  emailmessage: 'Du har fået en gave fra os. Brug linket herunder.',
};

/** Creates a shop through 'Opret gaveshop' → 'Opret ny gaveshop' → 'Videre' and returns its id (the overview's URL). */
async function createShop(page: Page, name: string): Promise<string> {
  await part(page, 'create').click();
  await expect(dialog(page)).toContainText('Opret ny gaveshop');
  await dialog(page).locator('input').fill(name);
  await dialog(page).getByRole('button', { name: 'Videre' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/m\/[^/]+$/);
  await expect(app(page)).toHaveAttribute('data-state', 'manage-overview');
  await expect(part(page, 'overview')).toContainText(name);
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/m\//, ''));
}

/** Opens the overview's shortcut `name` ('Ret tema', …) and returns its modal, titled the same. */
async function openModal(page: Page, name: string): Promise<Locator> {
  await part(page, 'shortcuts').getByRole('button', { name, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(name);
  return dialog(page);
}

/** Presses the modal's primary button and waits until the modal closes (the save succeeded). */
async function submitModal(page: Page, button = 'Gem'): Promise<void> {
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** 'Ret datoer': from yesterday to 13 days on (Copenhagen days), so the shop is open today whatever the hour. */
async function setOpenDates(page: Page): Promise<void> {
  const modal = await openModal(page, 'Ret datoer');
  await modal.getByRole('button', { name: /Vælg datoer/ }).click();
  // The calendar takes the focus on today: the day before starts the range, two weeks on ends it.
  await expect.poll(() => deepActive(page)).toMatch(/^BUTTON \d{1,2}$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await submitModal(page);
  // The days as the overview writes them (formatDay in the page's 'da' locale), computed in the browser.
  const [from, to] = await page.evaluate(() => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const format = new Intl.DateTimeFormat('da', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return [format.format(Date.UTC(y, m - 1, d - 1)), format.format(Date.UTC(y, m - 1, d + 13))];
  });
  await expect(fact(page, 'Periode')).toHaveText(`${from} – ${to}`);
  await expect(state(page)).toHaveText('Åben');
}

/** 'Ret leveringsuge': the fourth week offered; the overview shows its ISO week. Screenshot of the modal. */
async function setDeliveryWeek(page: Page, testInfo: TestInfo): Promise<void> {
  const modal = await openModal(page, 'Ret leveringsuge');
  const select = modal.getByLabel('Leveringsuge');
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText('Ikke valgt endnu');
  const monday = (await select.locator('option').nth(4).getAttribute('value'))!;
  await select.selectOption(monday);
  const week = isoWeekOf(monday)!;
  await expect(select.locator('option:checked')).toContainText(`Uge ${week.week}, ${week.year}`);
  await screenshot(page, testInfo, 'management-11-week-modal');
  await expectAccessible(page, 'delivery-week modal');
  await submitModal(page);
  await expect(fact(page, 'Leveringsuge')).toHaveText(`Uge ${week.week}, ${week.year}`);
}

/** 'Ret leveringsadresse': ejer@'s company has two addresses; the warehouse is chosen. Screenshot of the modal. */
async function setAddress(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(fact(page, 'Leveringsadresse')).toHaveText('Ikke valgt endnu');
  const modal = await openModal(page, 'Ret leveringsadresse');
  await expect(modal.getByRole('group', { name: 'Lever til' })).toBeVisible();
  await expect(modal.getByRole('radio')).toHaveCount(2);
  await modal.getByRole('radio', { name: /^Gaveglad A\/S, lager/ }).check();
  await screenshot(page, testInfo, 'management-12-address-modal');
  await expectAccessible(page, 'delivery-address modal');
  await submitModal(page);
  await expect(fact(page, 'Leveringsadresse')).toHaveText('Gaveglad A/S, lager, Havnegade 4, 4000 Roskilde');
}

/** 'Ret tema': THEME's colours (no contrast warning); the overview's preview shows them. */
async function setTheme(page: Page): Promise<void> {
  const modal = await openModal(page, 'Ret tema');
  await modal.getByRole('textbox', { name: 'Baggrundsfarve', exact: true }).fill(THEME.background);
  await modal.getByRole('textbox', { name: 'Tekstfarve', exact: true }).fill(THEME.text);
  await expect(modal.locator('[part~="theme-form-preview"]')).toHaveCSS('background-color', THEME.backgroundRgb);
  await expect(modal.locator('.m-warning')).toHaveCount(0);
  await submitModal(page);
  const preview = part(page, 'theme-preview');
  await expect(preview).toHaveCSS('background-color', THEME.backgroundRgb);
  await expect(preview).toHaveCSS('color', THEME.textRgb);
}

/** 'Ret hilsen': the message and the e-mail message; the overview shows both. */
async function setGreeting(page: Page): Promise<void> {
  const modal = await openModal(page, 'Ret hilsen');
  await modal.getByLabel('Hilsen i gaveshoppen').fill(GREETING.message);
  await modal.getByLabel('Hilsen i invitationen på e-mail').fill(GREETING.emailmessage);
  await submitModal(page);
  const texts = part(page, 'overview').locator('p.m-text');
  await expect(texts).toHaveText([GREETING.message.replace('\n', ' '), GREETING.emailmessage]);
}

/** The tag and text of the focused element, through open shadow roots. */
function deepActive(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return `${el?.tagName ?? ''} ${el?.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}

/** Presses Tab until the focused element (through shadow roots) matches, at most 150 times. */
async function tabTo(page: Page, matches: (el: Element) => boolean): Promise<void> {
  const test = matches.toString();
  for (let i = 0; i < 150; i += 1) {
    await page.keyboard.press('Tab');
    // One expression evaluated by the test (the page's policy refuses `new Function` in the page: no 'unsafe-eval').
    const found = await page.evaluate(`(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return !!el && (${test})(el);
    })()`);
    if (found) return;
  }
  throw new Error(`no focusable element matched ${test}`);
}

test.describe("gift-shop management: the salesperson's 'Valgte bruger' and 'Gaveshop oversigt'", () => {
  test("the salesperson switches to another user in 'Valgte bruger' and then sees that user's shops", async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'saelger@butik.test', '#/m', 'manage-dashboard');
    const select = app(page).getByLabel('Valgte bruger');
    await expect(select).toBeEnabled();
    // Acting for nobody yet: no shops of their own, and no user chosen.
    await expect(part(page, 'dashboard')).toContainText('Du har ingen gaveshops endnu.');
    await expect(select.locator('option:checked')).toHaveText('Vælg en bruger');
    await expect(select.locator('option')).toContainText([
      'Erik Ejer (ejer@butik.test)',
      'Lone Larsen (lone@kontorhuset.test)',
      'Mads Hansen (mads@byggefirma.test)',
    ]);
    // The salesperson sees the shop list, not Disponering.
    await expect(part(page, 'shortcuts')).toContainText('Gaveshop oversigt');
    await expect(part(page, 'shortcuts')).not.toContainText('Disponering');
    await screenshot(page, testInfo, 'management-6-salesperson');
    await expectAccessible(page, "salesperson's dashboard with 'Valgte bruger'");

    const changed = page.waitForResponse((r) => /salesperson\/users\/change\//.test(r.url()));
    const reloaded = page.waitForEvent('load');
    await select.selectOption({ label: 'Lone Larsen (lone@kontorhuset.test)' });
    expect((await changed).status()).toBe(200);
    // The hash is cleared and the page reloads (spec §2).
    await reloaded;
    await expect(page).not.toHaveURL(/#\/m/);
    await page.goto('/giftshop#/m');
    await expect(app(page)).toHaveAttribute('data-state', 'manage-dashboard');
    const table = part(page, 'dashboard').locator('table');
    await expect(table).toContainText('Velkomstgave til nye medarbejdere');
    await expect(table.locator('tbody tr')).toHaveCount(9);
    await expect(app(page).getByLabel('Valgte bruger').locator('option:checked')).toHaveText(
      'Lone Larsen (lone@kontorhuset.test)',
    );
    // Codes used of total on the dashboard.
    await expect(table.locator('tr', { hasText: 'Velkomstgave til nye medarbejdere' })).toContainText('2 af 6');
    await screenshot(page, testInfo, 'management-7-salesperson-switched');
    await expectAccessible(page, "salesperson's dashboard after switching user");
    await expectClean(page, problems);
  });

  test("the supervisor filters 'Gaveshop oversigt' by state and owner and opens another owner's shop", async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openAs(page, 'supervisor@butik.test', '#/m', 'manage-dashboard');
    await expect(app(page).getByLabel('Valgte bruger')).toHaveCount(0);
    await part(page, 'shortcuts').getByRole('link', { name: 'Gaveshop oversigt' }).click();
    await expect(app(page)).toHaveAttribute('data-state', 'manage-giftshops');
    const table = app(page).locator('table');
    const rows = table.locator('tbody tr');
    const count = part(page, 'filter-count');
    await expect(table.locator('thead')).toContainText('Ejer');
    await expect(table.locator('thead')).toContainText('Gavebeviser');
    await expect(count).toHaveText(/^Viser (\d+) af \1 gaveshops$/);
    await expect(rows).toHaveCount(10);
    await screenshot(page, testInfo, 'management-8-giftshops');
    await expectAccessible(page, "the supervisor's 'Gaveshop oversigt'");

    // State 'Lukket': every row is closed, also on the next page (the filter survives paging).
    await app(page).getByLabel('Status', { exact: true }).selectOption({ label: 'Lukket' });
    await expect(count).toHaveText(/^Viser 1[0-9] af \d+ gaveshops$/);
    await expect(rows).toHaveCount(10);
    for (const state of await rows.locator('.m-state').allTextContents()) expect(state).toBe('Lukket');
    await app(page).getByRole('button', { name: 'Næste side' }).click();
    await expect(app(page).locator('.kit-dt__range')).toContainText('Række 11–');
    for (const state of await rows.locator('.m-state').allTextContents()) expect(state).toBe('Lukket');
    await expect(app(page).getByLabel('Status', { exact: true })).toHaveValue('CLOSED');

    // And owner Anne Holm: her three closed shops, from the first page again.
    await app(page).getByLabel('Ejer', { exact: true }).selectOption({ label: 'Anne Holm' });
    await expect(count).toHaveText(/^Viser 3 af \d+ gaveshops$/);
    await expect(rows).toHaveCount(3);
    await expect(app(page).locator('.kit-dt__range')).toHaveText('Række 1–3 af 3');
    for (const owner of await rows.locator('td:nth-of-type(2)').allTextContents()) expect(owner).toBe('Anne Holm');
    // Her shop's owner and codes used of total.
    await expect(rows.filter({ hasText: 'Sundhedsugen 2026' })).toContainText('8 af 10');
    await screenshot(page, testInfo, 'management-9-giftshops-filtered');
    await expectAccessible(page, "'Gaveshop oversigt' filtered by state and owner");

    // (Not 'Sundhedsugen 2026': its seeded theme, white on light green, fails AA in the overview's theme preview.)
    await expect(rows.filter({ hasText: 'Julegaven 2025' })).toContainText('14 af 14');
    await rows.getByRole('link', { name: 'Julegaven 2025' }).click();
    await expect(page).toHaveURL(/#\/m\/julegaven-2025-nordlys$/);
    await expect(app(page)).toHaveAttribute('data-state', 'manage-overview');
    await expect(part(page, 'overview')).toContainText('Julegaven 2025');
    await expect(part(page, 'overview')).toContainText('Lukket');
    await expect(part(page, 'overview')).toContainText('14 af 14 gavebeviser brugt');
    await expect(part(page, 'breadcrumb').locator('li')).toHaveText(['Oversigt', 'Julegaven 2025', 'Overblik']);
    await screenshot(page, testInfo, 'management-10-other-owners-overview');
    await expectAccessible(page, "another owner's shop opened by the supervisor");
    await expectClean(page, problems);
  });
});
