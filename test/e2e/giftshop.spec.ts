/**
 * Gift recipients on the demo's /giftshop page (issue 4), on desktop and phone: `<gift-shop-app>` routes
 * (`#/g/{giftshop}/{code}/{step}`) around `<gift-recipient-flow>`.
 *
 * Desktop and phone share one server (memory DB, fresh at every run): each project uses its own codes, so a
 * code redeemed by one project is never needed by the other. Screenshots of every step go to
 * test-results/screens/gift-<project>-<journey>-<step>.png.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, ean13, expectClean, horizontalOverflow, watchProblems } from './helpers.ts';

/** Codes per project: desktop JUL26-0010.., phone JUL26-0030.. (JUL26-0002 is the seeded used code). */
function codes(testInfo: TestInfo) {
  const phone = testInfo.project.name === 'phone';
  const jul = (n: number) => `JUL26-${String((phone ? 30 : 10) + n).padStart(4, '0')}`;
  const jub = (n: number) => `JUB-${String((phone ? 10 : 3) + n).padStart(4, '0')}`;
  return {
    fromEntry: jul(0),
    deepLink: jul(1),
    keyboard: jul(2),
    history: jul(3),
    reload: jul(4),
    redirect: jul(5),
    typedLoosely: jul(6),
    jubilaeum: jub(0),
  };
}

async function shot(page: Page, testInfo: TestInfo, journey: string, step: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({
    path: `test-results/screens/gift-${testInfo.project.name}-${journey}-${step}.png`,
    fullPage: true,
  });
}

const flow = (page: Page): Locator => page.locator('gift-shop-app gift-recipient-flow');
const section = (page: Page, step: string): Locator => flow(page).locator(`section.step--${step}`);
const part = (page: Page, name: string): Locator => flow(page).locator(`[part~="${name}"]`);
const continueButton = (page: Page, step: string): Locator => section(page, step).locator('[part~="continue"]');

/** The page's hash, decoded. */
async function hashOf(page: Page): Promise<string> {
  return decodeURIComponent(new URL(page.url()).hash);
}

async function expectHash(page: Page, hash: string): Promise<void> {
  await expect.poll(() => hashOf(page), { message: `hash ${hash}` }).toBe(hash);
}

const consoleLines = new WeakMap<Page, string[]>();

async function openGiftShop(page: Page, hash = ''): Promise<void> {
  if (!consoleLines.has(page)) {
    const lines: string[] = [];
    consoleLines.set(page, lines);
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') lines.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400 && res.url().includes('/js/dist/')) lines.push(`HTTP ${res.status()} ${res.url()}`);
    });
  }
  await page.goto(`/giftshop${hash}`);
  // The console and failed chunk requests are named when the app does not appear (e.g. dist/ rebuilt meanwhile).
  try {
    await expect(flow(page), 'the app renders the flow').toBeAttached({ timeout: 15_000 });
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nconsole and chunk requests: ${JSON.stringify(consoleLines.get(page))}`,
      { cause: error },
    );
  }
}

async function enterCode(page: Page, code: string): Promise<void> {
  const input = part(page, 'code-input');
  await expect(input).toBeEditable();
  await input.fill(code);
  await continueButton(page, 'login').click();
}

async function fillInfo(page: Page, name = 'Anna Jensen'): Promise<void> {
  await expect(section(page, 'info')).toBeVisible();
  await part(page, 'name-input').fill(name);
  await part(page, 'consent').check();
  await expect(continueButton(page, 'info')).toBeEnabled();
}

async function chooseGifts(page: Page, count: number): Promise<void> {
  const choose = section(page, 'products').locator('[part~="choose"]');
  await expect(choose.first()).toBeVisible();
  for (let i = 0; i < count; i += 1) {
    await choose.nth(i).click();
    await expect(choose.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
}

function finishButton(page: Page): Locator {
  return section(page, 'products').locator('[part~="finish"]');
}

/** From INFO (already shown) to COMPLETED with `count` gifts; screenshots on the way. */
async function completeFromInfo(
  page: Page,
  testInfo: TestInfo,
  journey: string,
  base: string,
  count = 1,
): Promise<void> {
  await fillInfo(page);
  await shot(page, testInfo, journey, '2-info');
  await continueButton(page, 'info').click();
  await expect(section(page, 'message')).toBeVisible();
  await expectHash(page, `${base}/message`);
  await shot(page, testInfo, journey, '3-message');
  await continueButton(page, 'message').click();
  await expect(section(page, 'products')).toBeVisible();
  await expectHash(page, `${base}/products`);
  await chooseGifts(page, count);
  await expect(finishButton(page)).toBeEnabled();
  await shot(page, testInfo, journey, '4-products');
  await finishButton(page).click();
  await expect(section(page, 'completed')).toBeVisible();
  await expect(section(page, 'completed')).toContainText('Du kan nu forlade siden');
  await expectHash(page, `${base}/completed`);
  await shot(page, testInfo, journey, '5-completed');
}

test.describe('gift recipients on /giftshop', () => {
  test('jul-2026: a fresh code typed on the code entry page, through every step to COMPLETED', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    const code = codes(testInfo).fromEntry;
    await openGiftShop(page);
    await expectHash(page, '#/g/');
    await expect(section(page, 'login')).toContainText('Indtast gavekode');
    await shot(page, testInfo, 'entry', '1-login');
    expect(await axeViolations(page), 'axe on the code entry page').toEqual([]);
    await enterCode(page, code);
    await expectHash(page, `#/g/jul-2026/${code}`);
    await expect(section(page, 'info')).toContainText('Kopier mit gavelink');
    expect(await axeViolations(page), 'axe on INFO').toEqual([]);
    await completeFromInfo(page, testInfo, 'entry', `#/g/jul-2026/${code}`);
    await expect(section(page, 'completed').locator('[part~="chosen"] li'), 'the chosen product is shown').toHaveCount(
      1,
    );
    expect(await axeViolations(page), 'axe on COMPLETED').toEqual([]);
    expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the page preloads the recipient flow: its entry is requested with the loader, before any catalog', async ({
    page,
  }) => {
    // <gift-shop-app> renders <gift-recipient-flow> once it runs, so without the page's modulepreload the flow's
    // entry (the page's largest script and its main content) would wait for the app's entry and its first render.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openGiftShop(page);
    const href = '/js/dist/elements/gift-recipient-flow.js';
    // The page's own link (relative, in the HTML); the loader adds absolute ones for the chunks it preloads.
    await expect(page.locator(`head link[rel="modulepreload"][href="${href}"]`)).toHaveCount(1);
    const flowEntry = requested.indexOf(href);
    const firstCatalog = requested.findIndex((path) => path.startsWith('/js/dist/locales/'));
    expect(flowEntry, requested.join(' ')).toBeGreaterThan(-1);
    expect(firstCatalog, requested.join(' ')).toBeGreaterThan(flowEntry);
    // One request for it: the loader's import reuses the preloaded module.
    expect(requested.filter((path) => path === href)).toHaveLength(1);
    await expect(section(page, 'login')).toBeVisible();
  });

  test("the app asks for the flow's chunks while the page's texts load, not after its first render", async ({
    page,
  }) => {
    // The app renders nothing until the page's texts have arrived. Its code asks the loader for the flow at once, so
    // the flow's chunks (here `rules`, which only the flow imports on this page) load while the texts are held.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/dist\/locales\/giftshop\./, async (route) => {
      await held;
      await route.continue();
    });
    const flowChunk = page.waitForRequest(/\/js\/dist\/chunks\/rules-/, { timeout: 15_000 });
    await page.goto('/giftshop');
    await flowChunk;
    await expect(section(page, 'login')).toHaveCount(0);
    release();
    await expect(section(page, 'login')).toBeVisible();
  });

  test('jul-2026: the same from a deep link #/g/jul-2026/{code}', async ({ page }, testInfo) => {
    const problems = watchProblems(page);
    const code = codes(testInfo).deepLink;
    await openGiftShop(page, `#/g/jul-2026/${code}`);
    await expect(section(page, 'info')).toBeVisible();
    await shot(page, testInfo, 'deeplink', '1-info');
    await completeFromInfo(page, testInfo, 'deeplink', `#/g/jul-2026/${code}`);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a code typed loosely (lower case, spaces, O for 0) is found and the URL holds the real code', async ({
    page,
  }, testInfo) => {
    const code = codes(testInfo).typedLoosely;
    const loose = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o');
    await openGiftShop(page, '#/g/jul-2026');
    await enterCode(page, loose);
    await expect(section(page, 'info')).toBeVisible();
    await expectHash(page, `#/g/jul-2026/${code}`);
  });

  test('jubilaeum: exactly three gifts must be chosen', async ({ page }, testInfo) => {
    const problems = watchProblems(page);
    const code = codes(testInfo).jubilaeum;
    const base = `#/g/jubilaeum/${code}`;
    await openGiftShop(page, base);
    await fillInfo(page, 'Bo Nielsen');
    await continueButton(page, 'info').click();
    await continueButton(page, 'message').click();
    await expect(section(page, 'products')).toBeVisible();
    const choose = section(page, 'products').locator('[part~="choose"]');
    await expect(choose.first()).toBeVisible();
    await expect(finishButton(page)).toBeDisabled();
    await choose.nth(0).click();
    await choose.nth(1).click();
    await expect(finishButton(page), 'two of three chosen').toBeDisabled();
    await choose.nth(2).click();
    await expect(finishButton(page), 'three chosen').toBeEnabled();
    // A fourth gift cannot be added.
    await choose
      .nth(3)
      .click({ force: true })
      .catch(() => undefined);
    await expect(choose.nth(3)).not.toHaveAttribute('aria-pressed', 'true');
    await expect(section(page, 'products').locator('[part~="choose"][aria-pressed="true"]')).toHaveCount(3);
    // Taking one out disables the finish button again; putting it back enables it.
    await choose.nth(1).click();
    await expect(finishButton(page)).toBeDisabled();
    await choose.nth(1).click();
    await expect(finishButton(page)).toBeEnabled();
    await shot(page, testInfo, 'jubilaeum', '4-products-three');
    expect(await axeViolations(page), 'axe on PRODUCTS').toEqual([]);
    await finishButton(page).click();
    await expect(section(page, 'completed')).toContainText('Du kan nu forlade siden');
    await expect(section(page, 'completed').locator('[part~="chosen"] li')).toHaveCount(3);
    await shot(page, testInfo, 'jubilaeum', '5-completed');
    expect(problems.pageErrors).toEqual([]);
  });

  test('JUL26-0002 (used) shows its earlier choice, not a new one', async ({ page }, testInfo) => {
    await openGiftShop(page, '#/g/jul-2026/JUL26-0002');
    await expect(section(page, 'completed')).toBeVisible();
    await expect(section(page, 'completed')).toContainText('Kode allerede brugt');
    expect(
      await section(page, 'completed').locator('[part~="chosen"] li').count(),
      'the earlier choice',
    ).toBeGreaterThan(0);
    await expect(part(page, 'choose')).toHaveCount(0);
    await expect(part(page, 'name-input')).toHaveCount(0);
    await shot(page, testInfo, 'used', 'completed');
  });

  test('jul-2025 (closed) and paaske-2027 (awaiting) show their texts and no form', async ({ page }, testInfo) => {
    await openGiftShop(page, '#/g/jul-2025');
    await expect(section(page, 'login')).toContainText('Gaveshoppen er afsluttet');
    await expect(part(page, 'code-input')).toHaveCount(0);
    await shot(page, testInfo, 'closed', 'shop');
    await openGiftShop(page, '#/g/jul-2025/JUL25-0001');
    await expect(flow(page).getByText('Gaveshoppen er afsluttet').first()).toBeVisible();
    await expect(part(page, 'code-input')).toHaveCount(0);
    await expect(part(page, 'name-input')).toHaveCount(0);
    await shot(page, testInfo, 'closed', 'code');
    await openGiftShop(page, '#/g/paaske-2027');
    await expect(section(page, 'login')).toContainText('Gaveshoppen er ikke åben endnu');
    await expect(part(page, 'code-input')).toHaveCount(0);
    await shot(page, testInfo, 'awaiting', 'shop');
    await openGiftShop(page, '#/g/paaske-2027/PAA27-0001');
    await expect(flow(page).getByText('Gaveshoppen er ikke åben endnu').first()).toBeVisible();
    await expect(part(page, 'name-input')).toHaveCount(0);
    await shot(page, testInfo, 'awaiting', 'code');
    expect(await axeViolations(page), 'axe on the awaiting notice').toEqual([]);
  });

  test("an unknown code shows 'Ukendt kode' and the code can be typed again", async ({ page }, testInfo) => {
    await openGiftShop(page, '#/g/jul-2026');
    await enterCode(page, 'NOPE-9999');
    await expect(section(page, 'login')).toContainText('Ukendt kode');
    await expect(part(page, 'code-input')).toBeEditable();
    await shot(page, testInfo, 'unknown', 'login');
    expect(await axeViolations(page), 'axe with the error').toEqual([]);
    await openGiftShop(page, '#/g/jul-2026/NOPE-9999');
    await expect(flow(page).getByText('Ukendt kode').first()).toBeVisible();
  });

  test("a code under another shop's path redirects to the code's shop", async ({ page }, testInfo) => {
    const code = codes(testInfo).redirect;
    await openGiftShop(page, `#/g/jubilaeum/${code}`);
    await expectHash(page, `#/g/jul-2026/${code}`);
    await expect(section(page, 'info')).toBeVisible();
    await shot(page, testInfo, 'redirect', 'info');
  });

  test('the whole flow by keyboard alone', async ({ page }, testInfo) => {
    const code = codes(testInfo).keyboard;
    await openGiftShop(page, '#/g/jul-2026');
    await expect(part(page, 'code-input')).toBeEditable();
    // Like a keyboard user: the skip link first (past the header's menus), then Tab into the flow.
    await tabTo(page, 'a.skip-link');
    await page.keyboard.press('Enter');
    // The skip link's #main is no route: the shop's code entry stays.
    const flowShop = () =>
      page.evaluate(
        () =>
          (
            document.querySelector('gift-shop-app')?.shadowRoot?.querySelector('gift-recipient-flow') as {
              giftshop?: string;
            } | null
          )?.giftshop,
      );
    expect(await flowShop()).toBe('jul-2026');
    await tabTo(page, '[part~="code-input"]');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(section(page, 'info')).toBeVisible();
    await tabTo(page, '[part~="name-input"]');
    await page.keyboard.type('Kim Larsen');
    await tabTo(page, '[part~="consent"]');
    await page.keyboard.press('Space');
    await tabTo(page, '.step--info [part~="continue"]');
    await page.keyboard.press('Enter');
    await expect(section(page, 'message')).toBeVisible();
    await tabTo(page, '.step--message [part~="continue"]');
    await page.keyboard.press('Enter');
    await expect(section(page, 'products')).toBeVisible();
    await tabTo(page, '[part~="choose"]');
    await page.keyboard.press('Enter');
    await expect(section(page, 'products').locator('[part~="choose"]').first()).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, '[part~="finish"]');
    await shot(page, testInfo, 'keyboard', '4-products-focus');
    await page.keyboard.press('Enter');
    await expect(section(page, 'completed')).toContainText('Du kan nu forlade siden');
    await shot(page, testInfo, 'keyboard', '5-completed');
  });

  test('back and forward move between the steps', async ({ page }, testInfo) => {
    const code = codes(testInfo).history;
    const base = `#/g/jul-2026/${code}`;
    await openGiftShop(page, '#/g/');
    await enterCode(page, code);
    await fillInfo(page);
    await continueButton(page, 'info').click();
    await expect(section(page, 'message')).toBeVisible();
    await continueButton(page, 'message').click();
    await expect(section(page, 'products')).toBeVisible();
    await expectHash(page, `${base}/products`);
    await page.goBack();
    await expectHash(page, `${base}/message`);
    await expect(section(page, 'message')).toBeVisible();
    await shot(page, testInfo, 'history', 'back-message');
    await page.goBack();
    await expectHash(page, base);
    await expect(section(page, 'info')).toBeVisible();
    await expect(part(page, 'name-input'), 'info kept').toHaveValue('Anna Jensen');
    await page.goForward();
    await expectHash(page, `${base}/message`);
    await expect(section(page, 'message')).toBeVisible();
    // The flow's own 'Tilbage' is a step back in history too: Forward returns to the message.
    await section(page, 'message').locator('[part~="back"]').click();
    await expectHash(page, base);
    await expect(section(page, 'info')).toBeVisible();
    await page.goForward();
    await expectHash(page, `${base}/message`);
    await expect(section(page, 'message')).toBeVisible();
    await page.goForward();
    await expect(section(page, 'products')).toBeVisible();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expectHash(page, '#/g/');
    await expect(section(page, 'login')).toBeVisible();
    await shot(page, testInfo, 'history', 'back-login');
  });

  test('a reload keeps the recipient where they were, with the selection', async ({ page }, testInfo) => {
    const code = codes(testInfo).reload;
    const base = `#/g/jul-2026/${code}`;
    await openGiftShop(page, base);
    await fillInfo(page);
    await continueButton(page, 'info').click();
    await continueButton(page, 'message').click();
    await chooseGifts(page, 1);
    await page.reload();
    await expect(section(page, 'products')).toBeVisible();
    await expectHash(page, `${base}/products`);
    await expect(section(page, 'products').locator('[part~="choose"][aria-pressed="true"]')).toHaveCount(1);
    await expect(finishButton(page)).toBeEnabled();
    await shot(page, testInfo, 'reload', 'products');
  });
});

test.describe('gift-shop entry button', () => {
  test('header link to the promotion page; the button opens the 90vw × 90vh login / sign-up modal', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await openGiftShop(page);
    const header = page.locator('.site-header gift-shop-button');
    // The page's own link until the visitor reaches for it (src/ui/until-reached.tsx), then the element's.
    await expect(header.locator('a.header-entry')).toHaveAttribute('href', '/giftshop');
    await expect(header.locator('a.header-entry')).toHaveText('Gaveshop');
    await expect(header.locator('a[part="entry"]')).toHaveCount(0);
    await header.hover();
    await expect(header.locator('a[part="entry"]')).toHaveAttribute('href', '/giftshop');
    await expect(header.locator('a[part="entry"]')).toHaveText('Gaveshop');
    await expect(header.locator('a.header-entry')).toBeHidden();
    const button = page.locator('.giftshop-promo gift-shop-button button[part="entry"]');
    await expect(button).toHaveText('Opret en gaveshop');
    await button.click();
    const modal = page.locator('.giftshop-promo gift-shop-button dialog[part~="modal"]');
    await expect(modal).toBeVisible();
    await expect(modal.locator('h2').first()).toHaveText('Log ind eller opret dig nemt i dag!');
    await expect(modal.locator('[part="login-panel"] h3')).toHaveText('Har du allerede et login?');
    await expect(modal.locator('[part="login-panel"] login-form')).toHaveAttribute('login-url', '/login');
    await expect(modal.locator('[part="login-panel"] input[name="username"]')).toBeVisible();
    await expect(modal.locator('[part="signup-panel"] h3')).toHaveText('... eller opret dig nemt i dag');
    const box = await modal.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.abs((box?.width ?? 0) - (viewport?.width ?? 0) * 0.9)).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.height ?? 0) - (viewport?.height ?? 0) * 0.9)).toBeLessThanOrEqual(1);
    await shot(page, testInfo, 'button', '1-modal');
    expect(await axeViolations(page), 'axe with the modal open').toEqual([]);
    await modal.getByRole('button', { name: 'Påbegynd oprettelse' }).click();
    await expect(modal.locator('[part="signup-form"] company-signup input').first()).toBeVisible();
    await shot(page, testInfo, 'button', '2-signup');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button, 'focus returns to the button').toBeFocused();
    await button.click();
    await expect(modal.locator('[part="login-panel"]'), 'reset to the choice').toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("the modal's sign-up form, filled in completely, creates the company account and says so", async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    // Unique per run and project (one demo database for both): e-mail, VAT and EAN numbers.
    const stamp = `${Date.now().toString().slice(-7)}${testInfo.project.name === 'phone' ? '4' : '3'}`;
    const email = `gaver-${stamp}@firma.test`;
    await openGiftShop(page);
    await page.locator('.giftshop-promo gift-shop-button button[part="entry"]').click();
    const modal = page.locator('.giftshop-promo gift-shop-button dialog[part~="modal"]');
    await modal.getByRole('button', { name: 'Påbegynd oprettelse' }).click();
    const signup = modal.locator('[part="signup-form"] company-signup');
    const field = (name: string) => signup.locator(`[name="${name}"]`);
    await expect(field('companyname')).toBeVisible();
    const submit = signup.getByRole('button', { name: 'Opret konto' });
    await expect(submit, 'disabled while the form is empty').toBeDisabled();

    await field('companyname').fill(`Gavefirma ${stamp} ApS`);
    // The address from the suggestions (after 3 characters), picked with the keyboard: zip code and city follow.
    await field('address').click();
    await field('address').pressSequentially('Vestergade', { delay: 30 });
    await expect(signup.getByRole('option').first()).toBeVisible();
    await field('address').press('ArrowDown');
    await field('address').press('Enter');
    await expect(signup.getByRole('option')).toHaveCount(0);
    await expect(field('address')).toHaveValue(/^Vestergade \d+/);
    await expect(field('zipcode')).toHaveValue(/^\d{4}$/);
    await expect(field('city')).not.toHaveValue('');
    await field('vatno').fill(`DK${stamp}`);
    await field('eanno').fill(ean13(`579${stamp.padStart(9, '0')}`));
    await field('name').fill('Gitte Gavesen');
    await field('phone').fill('12 34 56 78');
    await field('email').fill(email);
    await signup.locator('input[type="checkbox"]').check();
    await expect(field('eanno')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeEnabled();
    await shot(page, testInfo, 'button', '4-signup-filled');
    expect(await axeViolations(page), 'axe on the filled sign-up form in the modal').toEqual([]);

    const answer = page.waitForResponse((r) => r.url().includes('/customer/signup'));
    await submit.click();
    expect((await answer).status()).toBe(200);
    // The confirmation replaces the form inside the modal and takes the focus.
    const done = signup.locator('.butik-signup__done');
    await expect(done).toHaveRole('status');
    await expect(done).toContainText('Din konto er oprettet');
    await expect(done).toContainText('Tak! Tjek venligst din indbakke for at bekræfte din e-mailadresse');
    await expect(done).toBeFocused();
    await expect(field('companyname')).toHaveCount(0);
    await expect(modal).toBeVisible();
    // The way on is closing the modal ('Luk' replaces 'Tilbage'); it opens again on the choice.
    await expect(modal.locator('[part="signup-back"]')).toHaveCount(0);
    await shot(page, testInfo, 'button', '5-signup-done');
    expect(await axeViolations(page), 'axe on the confirmation in the modal').toEqual([]);
    await modal.locator('[part="signup-close"]').click();
    await expect(modal).toBeHidden();
    await page.locator('.giftshop-promo gift-shop-button button[part="entry"]').click();
    await expect(modal.locator('[part="login-panel"]')).toBeVisible();
    await expectClean(page, problems);
  });
});

test.describe('gift-shop entry button: signing in', () => {
  test("the modal's login form signs the organiser in and leads to the management area", async ({ page }, testInfo) => {
    const problems = watchProblems(page);
    await openGiftShop(page);
    const button = page.locator('.giftshop-promo gift-shop-button button[part="entry"]');
    await button.click();
    const modal = page.locator('.giftshop-promo gift-shop-button dialog[part~="modal"]');
    const form = modal.locator('[part="login-panel"] login-form');
    await form.locator('input[name="username"]').fill('ejer@butik.test');
    await form.locator('input[name="password"]').fill('demo1234');
    await form.locator('input[name="password"]').press('Enter');
    await expect(page).toHaveURL(/\/giftshop#\/m$/);
    await expect(page.locator('gift-shop-app')).toHaveAttribute('data-state', 'manage-dashboard');
    await shot(page, testInfo, 'button', '3-signed-in');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

/** Presses Tab until the focused element (through shadow roots) matches `selector` (at most 80 presses). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    const matches = await page.evaluate((sel) => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return !!active && active.matches(sel);
    }, selector);
    if (matches) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
