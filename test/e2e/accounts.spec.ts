/**
 * Accounts and forms on the demo (issue 6), on desktop and phone: sign-in with a guest cart and a saved cart
 * and each of the saved-cart dialog's three choices, a wrong password, password reset through the link in
 * /outbox, company sign-up (address suggestion picked by keyboard, bad EAN rejected, good one accepted, an
 * existing user refused) and its opt-in link, saving an item to a new wish list and to an existing one, a
 * salesperson switching customer, the header login modal / user menu, and the contact page's two forms.
 *
 * Run: `flock /tmp/wtr.lock npm run build && npx playwright test test/e2e/accounts.spec.ts`. The pages load
 * the built dist/: a rebuild of dist/ during the run (it empties the directory) makes chunks 404 and elements
 * never render, so do not build while the journeys run.
 *
 * Every test has its own browser context (its own server session and cart); one server with a memory DB,
 * fresh at every run. A journey fails at once, naming them, when its elements are missing from elements/ or
 * dist/ (never skipped). The pages are da-DK, so texts are asserted in Danish: `da(english)` looks the spec's
 * English text up in locales/da/messages.po (the English text when it has no Danish yet).
 * Screenshots of every new screen: test-results/screens/acc-<journey>-<step>-<project>.png.
 *
 * Shared records and how the journeys keep out of each other's way:
 * - kunde@butik.test has one saved (retention) cart; 'use' and 'merge' consume it. The saved-cart journeys
 *   therefore run one at a time across workers (a lock directory) and each first makes a known saved cart:
 *   a separate API session signs in, fills a cart and signs out (signing out makes that cart the saved one).
 * - Password reset changes a password: desktop uses lone@kontorhuset.test, phone mads@byggefirma.test.
 * - Sign-up uses a new e-mail, VAT and EAN per run and project.
 */
import { mkdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  axeViolations,
  ean13,
  horizontalOverflow,
  needsElements,
  watchProblems,
  type PageProblems,
} from './helpers.ts';

const API = '/contextapi/butik/v1';
const PASSWORD = 'demo1234';
const KUNDE = 'kunde@butik.test';
const SAELGER = 'saelger@butik.test';
/** The guest's cart line: 10019 is sold in packs of 6. */
const GUEST_LINE = { productid: '10019', quantity: 6 };
/** The saved cart the saved-cart journeys make (as the seed's: two lines and an add-on under 10025). */
const SAVED_LINES = [
  { productid: '10012', quantity: 1 },
  { productid: '10025', quantity: 1, addonproductids: ['10040'] },
];

// ---- helpers ------------------------------------------------------------------------------------------

/** Fails at once, naming them, when one of `tags` is missing from elements/ or from the built dist/. */
function needs(...tags: string[]): void {
  needsElements(...tags);
}

let catalog: Map<string, string> | undefined;
/** The Danish text of an English source message (locales/da/messages.po), else the English text. */
function da(english: string): string {
  if (!catalog) {
    catalog = new Map();
    const po = existsSync('locales/da/messages.po') ? readFileSync('locales/da/messages.po', 'utf8') : '';
    const unquote = (block: string) =>
      [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
        .map((m) => m[1]!.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\'))
        .join('');
    for (const entry of po.split(/\n\s*\n/)) {
      const id = /^msgid ((?:".*"\s*)+)/m.exec(entry);
      const str = /^msgstr ((?:".*"\s*)+)/m.exec(entry);
      if (!id || !str) continue;
      const key = unquote(id[1]!);
      if (key && !catalog.has(key)) catalog.set(key, unquote(str[1]!));
    }
  }
  return catalog.get(english) || english;
}

/** Screenshot of the whole page, or of the viewport (`full: false`) for a modal over a long page. */
async function shot(
  page: Page,
  testInfo: TestInfo,
  journey: string,
  step: string,
  { full = true } = {},
): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({
    path: `test-results/screens/acc-${journey}-${step}-${testInfo.project.name}.png`,
    fullPage: full,
  });
}

async function expectClean(page: Page, problems: PageProblems, allowed: RegExp[] = []): Promise<void> {
  const keep = (lines: string[]) => lines.filter((line) => !allowed.some((re) => re.test(line)));
  expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  expect(keep(problems.pageErrors), 'page errors').toEqual([]);
  expect(keep(problems.consoleErrors), 'console errors').toEqual([]);
  expect(keep(problems.failedRequests), 'failed requests').toEqual([]);
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe-core violations (${what})`).toEqual([]);
}

/** Waits until the element is defined and has rendered (into its shadow root, or its light DOM). */
async function rendered(locator: Locator): Promise<void> {
  await expect(locator).toBeAttached({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        locator.evaluate(
          (el) =>
            !!customElements.get(el.localName) &&
            ((el.shadowRoot?.childNodes.length ?? 0) > 0 || el.childElementCount > 0),
        ),
      { message: `<${await locator.evaluate((el) => el.localName)}> rendered`, timeout: 15_000 },
    )
    .toBe(true);
}

/** The context's XSRF token (the server sets the cookie on the first response). */
async function xsrf(request: APIRequestContext, page?: Page): Promise<string> {
  if (page) {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    if (cookie) return cookie.value;
  }
  await request.get('/');
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

/** Signs in through the login page URL's JSON answer (the browser context's cookies when given a page's request). */
async function apiSignIn(
  request: APIRequestContext,
  username: string,
  password = PASSWORD,
): Promise<{ signincompleted: boolean; previouscartfound: boolean; errortype: number | null }> {
  const token = await xsrf(request);
  const res = await request.post('/login', {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    multipart: { action: 'signin', username, password: encodeURIComponent(password), output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

interface CartJson {
  items: { productid: string; variantid: string | null; quantity: number; addonparent?: string | null }[];
  itemcount: number;
}

async function getCart(request: APIRequestContext): Promise<CartJson> {
  const res = await request.get(`${API}/cart/getcart`, { headers: { accept: 'application/json' } });
  expect(res.status(), 'getcart').toBe(200);
  return res.json();
}

/** The cart's lines as "productid:quantity", sorted. */
async function cartLines(request: APIRequestContext): Promise<string[]> {
  const cart = await getCart(request);
  return cart.items.map((i) => `${i.productid}:${i.quantity}`).sort();
}

async function addLine(
  request: APIRequestContext,
  line: { productid: string; quantity: number; addonproductids?: string[] },
): Promise<void> {
  const token = await xsrf(request);
  const res = await request.post(`${API}/cart/addorupdatecart`, {
    headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': token },
    data: line,
  });
  expect(res.status(), `addorupdatecart ${line.productid}: ${await res.text()}`).toBe(200);
}

/**
 * Runs `fn` while holding a lock shared by every worker of this run (a directory under the run's output
 * dir test-results/playwright/, which Playwright empties at the start of a run; a lock older than 90 s is
 * taken over: a holder needs well under 30 s).
 */
async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const root = 'test-results/playwright/.locks';
  const dir = `${root}/${name}`;
  mkdirSync(root, { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > 90_000) rmSync(dir, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      if (Date.now() > deadline) throw new Error(`lock ${name} not released within 120 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes kunde@'s saved cart known: a separate API session signs in, fills a cart with SAVED_LINES and signs
 * out (the cart being left becomes the user's one saved cart). Returns the saved lines as "productid:quantity".
 */
/** The `playwright` fixture's part these journeys use: a separate API session. */
interface RequestFactory {
  request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> };
}

async function makeSavedCart(playwright: RequestFactory, baseURL: string): Promise<string[]> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await apiSignIn(api, KUNDE)).signincompleted, 'API sign-in as kunde@').toBe(true);
    for (const line of SAVED_LINES) await addLine(api, line);
    const lines = await cartLines(api);
    const token = await xsrf(api);
    const out = await api.get('/login/signout?output=json', {
      headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    });
    expect(out.status(), await out.text()).toBe(200);
    expect(await out.json()).toMatchObject({ signoutcompleted: true });
    return lines;
  } finally {
    await api.dispose();
  }
}

/** The newest outbox e-mail to `to` whose subject is `subject`: its link (first http URL in the body). */
async function outboxLink(
  page: Page,
  to: string,
  subject: string,
  testInfo?: TestInfo,
  journey?: string,
): Promise<string> {
  let link = '';
  await expect(async () => {
    await page.goto('/outbox');
    const row = page
      .locator('table.outbox tbody tr')
      .filter({ has: page.locator('.outbox__to', { hasText: to }) })
      .filter({ hasText: subject })
      .first();
    await expect(row).toBeVisible({ timeout: 2_000 });
    await row.locator('summary').click();
    const body = await row.locator('pre').innerText();
    const m = /https?:\/\/\S+/.exec(body);
    expect(m, `a link in the e-mail to ${to}`).toBeTruthy();
    link = m![0];
  }).toPass({ timeout: 20_000 });
  if (testInfo && journey) await shot(page, testInfo, journey, 'outbox');
  return link;
}

/** The page's `<login-form>` in the main content (not the header modal's). */
const mainLogin = (page: Page) => page.locator('main login-form');

async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  const form = mainLogin(page);
  await rendered(form);
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: da('Login'), exact: true }).click();
}

const signedIn = (page: Page) => page.locator('body > shop-context[signed-in]');

// ---- saved cart: the three choices ----------------------------------------------------------------------

test.describe('sign-in with a guest cart and a saved cart', () => {
  const choices = [
    { choice: 'use', button: 'Use the saved cart' },
    { choice: 'merge', button: 'Merge with the current cart' },
    { choice: 'nothing', button: 'Do nothing' },
  ] as const;

  for (const { choice, button } of choices) {
    test(`kunde@ signs in and chooses '${button}'`, async ({ page, playwright, baseURL }, testInfo) => {
      needs('login-form');
      const problems = watchProblems(page);
      await withLock('kunde-saved-cart', async () => {
        const saved = await makeSavedCart(playwright, baseURL!);
        expect(saved.length, 'saved cart lines (incl. the add-on)').toBe(3);

        // A guest with one line in the cart.
        await page.goto('/login');
        await addLine(page.request, GUEST_LINE);
        const guest = await cartLines(page.request);
        expect(guest).toEqual([`${GUEST_LINE.productid}:${GUEST_LINE.quantity}`]);
        await page.reload();
        await rendered(mainLogin(page));
        await shot(page, testInfo, 'saved-cart', '1-login');

        await signInWithForm(page, KUNDE, PASSWORD);
        const dialog = page.getByRole('dialog', { name: da('Unfinished business?') });
        await expect(dialog).toBeVisible();
        // The saved items: three lines, the add-on nested under its parent.
        await expect(dialog.locator('li img').first()).toBeVisible();
        await expect(dialog.locator('li li')).toHaveCount(1);
        const useButton = dialog.getByRole('button', { name: da('Use the saved cart') });
        const mergeButton = dialog.getByRole('button', { name: da('Merge with the current cart') });
        await expect(useButton).toBeVisible();
        await expect(mergeButton, 'merge is offered: the current cart has items').toBeVisible();
        await expect(dialog.getByRole('button', { name: da('Do nothing') })).toBeVisible();
        if (choice === 'use') {
          await shot(page, testInfo, 'saved-cart', '2-dialog', { full: false });
          await expectAccessible(page, 'saved-cart dialog');
        }

        await Promise.all([
          page.waitForEvent('load', { timeout: 15_000 }),
          dialog.getByRole('button', { name: da(button) }).click(),
        ]);
        await expect(signedIn(page), 'signed in after the reload').toBeAttached();
        const expected = choice === 'use' ? saved : choice === 'merge' ? [...saved, ...guest].sort() : guest;
        await expect.poll(() => cartLines(page.request), { message: `cart after '${choice}'` }).toEqual(expected);
        const retention = await page.request.get(`${API}/cart/getretentioncart`);
        const left = ((await retention.json()) as { items: unknown[] }).items.length;
        expect(left, 'saved cart left after the choice').toBe(choice === 'nothing' ? 3 : 0);
      });
      await shot(page, testInfo, 'saved-cart', `3-after-${choice}`);
      await expectClean(page, problems);
    });
  }

  test('merge is not offered when the current cart is empty', async ({ page, playwright, baseURL }) => {
    needs('login-form');
    await withLock('kunde-saved-cart', async () => {
      await makeSavedCart(playwright, baseURL!);
      await page.goto('/login');
      await signInWithForm(page, KUNDE, PASSWORD);
      const dialog = page.getByRole('dialog', { name: da('Unfinished business?') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: da('Use the saved cart') })).toBeVisible();
      await expect(dialog.getByRole('button', { name: da('Merge with the current cart') })).toHaveCount(0);
      // Closing reloads; the saved cart stays.
      await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), page.keyboard.press('Escape')]);
      await expect(signedIn(page)).toBeAttached();
      expect(await cartLines(page.request)).toEqual([]);
    });
  });
});

// ---- sign-in errors ----------------------------------------------------------------------------------

test('a wrong password says "Invalid username or password"; so does the query string', async ({ page }, testInfo) => {
  needs('login-form');
  const problems = watchProblems(page);
  await page.goto('/login');
  await signInWithForm(page, KUNDE, 'forkert-kode');
  const alert = mainLogin(page)
    .getByRole('alert')
    .filter({ hasText: da('Invalid username or password') });
  await expect(alert).toBeVisible();
  await expect(signedIn(page)).toHaveCount(0);
  await shot(page, testInfo, 'login', '2-wrong-password');
  await expectAccessible(page, 'login with an error');

  // Required fields: an empty submit names the fields and moves focus to the first.
  await page.goto('/login');
  await rendered(mainLogin(page));
  await mainLogin(page)
    .getByRole('button', { name: da('Login'), exact: true })
    .click();
  await expect(mainLogin(page).locator('input[name="username"]')).toBeFocused();
  await expect(mainLogin(page).locator('input[name="username"]')).toHaveAttribute('aria-invalid', 'true');

  // The login page URL's redirect answer: ?signinerror=true&errortype=0 / 1.
  await page.goto('/login?signinerror=true&errortype=0');
  await expect(mainLogin(page).getByText(da('Invalid username or password'))).toBeVisible();
  await page.goto('/login?signinerror=true&errortype=1');
  await expect(
    mainLogin(page).getByText(da('The system encountered a problem. Please contact us for help.')),
  ).toBeVisible();
  await shot(page, testInfo, 'login', '3-critical-from-query');
  // The wrong sign-in answers 200 with errortype 0: nothing failed on the wire.
  await expectClean(page, problems);
});

// ---- password reset through the outbox --------------------------------------------------------------

test('password reset: request, follow the link in /outbox, set a new password, sign in with it', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  needs('login-form', 'password-form');
  const problems = watchProblems(page);
  // A user only this project changes.
  const user = testInfo.project.name === 'phone' ? 'mads@byggefirma.test' : 'lone@kontorhuset.test';
  const newPassword = `Ny-kode-${testInfo.project.name}-${Date.now().toString(36)}`;

  await page.goto('/login');
  await rendered(mainLogin(page));
  await shot(page, testInfo, 'reset', '1-login');
  await mainLogin(page)
    .getByRole('button', { name: da('Reset password') })
    .or(mainLogin(page).getByRole('link', { name: da('Reset password') }))
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: da('Reset password') });
  await expect(modal).toBeVisible();
  const email = modal.locator('input[type="email"]');
  await expect(email).toBeFocused();
  // An unknown username first.
  await email.fill('ingen@butik.test');
  await modal.getByRole('button', { name: da('Reset'), exact: true }).click();
  await expect(modal.getByText(da("The username doesn't exist."))).toBeVisible();
  await shot(page, testInfo, 'reset', '2-unknown-user', { full: false });
  await expectAccessible(page, 'reset modal with an error');
  await email.fill(user);
  await modal.getByRole('button', { name: da('Reset'), exact: true }).click();
  await expect(modal.getByText(da('An e-mail has been dispatched with instructions on how to proceed.'))).toBeVisible();
  await shot(page, testInfo, 'reset', '3-sent', { full: false });

  const link = await outboxLink(page, user, 'Nulstil din adgangskode', testInfo, 'reset');
  expect(link).toMatch(/\/login\?key=[\w-]+$/);
  await page.goto(link);
  const form = page.locator('main password-form[mode="reset"]');
  await rendered(form);
  await expect(page.locator('h1')).toHaveText('Nulstil adgangskode');
  await shot(page, testInfo, 'reset', '4-new-password-form');
  await expectAccessible(page, 'reset password form');
  // Mismatch first: refused before sending.
  await form.locator('input[name="newpassword"]').fill(newPassword);
  await form.locator('input[name="confirmnewpassword"]').fill(`${newPassword}x`);
  await form.locator('input[name="confirmnewpassword"]').press('Enter');
  await expect(form.locator('input[name="confirmnewpassword"]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('input[name="confirmnewpassword"]').fill(newPassword);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('a[href="/login"]'), 'success: a link to the login page').toBeVisible();
  await shot(page, testInfo, 'reset', '5-done');

  // The old password no longer works; the new one does, through the form.
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await apiSignIn(api, user, PASSWORD)).errortype).toBe(0);
  } finally {
    await api.dispose();
  }
  await page.goto('/login');
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), signInWithForm(page, user, newPassword)]);
  await expect(signedIn(page)).toBeAttached();
  // The link works once.
  await page.goto(link);
  const again = page.locator('main password-form[mode="reset"]');
  await rendered(again);
  await again.locator('input[name="newpassword"]').fill(newPassword);
  await again.locator('input[name="confirmnewpassword"]').fill(newPassword);
  await again.locator('button[type="submit"]').click();
  await expect(again.getByRole('alert')).toBeVisible();
  await expectClean(page, problems);
});

// ---- company sign-up ------------------------------------------------------------------------------

test('company sign-up: address by keyboard, EAN checked, existing user refused, then created, confirmed by the opt-in link, password changed', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  needs('company-signup', 'password-form');
  const problems = watchProblems(page);
  const stamp = `${Date.now().toString().slice(-7)}${testInfo.project.name === 'phone' ? '2' : '1'}`;
  const email = `indkoeb-${stamp}@firma.test`;
  const vat = `DK${stamp.padStart(8, '0').slice(-8)}`;
  const goodEan = ean13(`579${stamp.padStart(9, '0').slice(-9)}`);
  const badEan = `${goodEan.slice(0, 12)}${(Number(goodEan[12]) + 1) % 10}`;

  await page.goto('/signup');
  const signup = page.locator('main company-signup');
  await rendered(signup);
  const field = (name: string) => signup.locator(`[name="${name}"]`);
  await expect(field('companyname')).toBeVisible();
  // Required placeholders end in ' *'.
  await expect(field('companyname')).toHaveAttribute('placeholder', / \*$/);
  const submit = signup.getByRole('button', { name: da('Create account') });
  await expect(submit, 'submit disabled while invalid').toBeDisabled();
  await shot(page, testInfo, 'signup', '1-empty');
  await expectAccessible(page, 'sign-up form');

  await field('companyname').fill(`Testfirma ${stamp} ApS`);
  // The address: suggestions after 3 characters, picked with the keyboard.
  await field('address').click();
  await field('address').pressSequentially('Vestergade', { delay: 30 });
  const options = signup.getByRole('option');
  await expect(options.first()).toBeVisible();
  await shot(page, testInfo, 'signup', '2-suggestions');
  await expectAccessible(page, 'address suggestions open');
  const firstSuggestion = (await options.first().innerText()).trim();
  await field('address').press('ArrowDown');
  await expect(field('address')).toHaveAttribute('aria-activedescendant', /.+/);
  await field('address').press('Enter');
  await expect(options).toHaveCount(0);
  await expect(field('address')).toHaveValue(/^Vestergade \d+/);
  await expect(field('zipcode')).toHaveValue(/^\d{4}$/);
  await expect(field('city')).not.toHaveValue('');
  expect(firstSuggestion).toContain(await field('zipcode').inputValue());

  await field('vatno').fill(vat);
  await field('eanno').fill(badEan);
  await field('eanno').blur();
  await expect(field('eanno'), 'bad EAN rejected').toHaveAttribute('aria-invalid', 'true');
  await field('name').fill('Test Testesen');
  await field('phone').fill('12 34 56 78');
  await field('email').fill(KUNDE);
  await signup.locator('input[type="checkbox"]').check();
  await expect(submit, 'a bad EAN keeps submit disabled').toBeDisabled();
  await shot(page, testInfo, 'signup', '3-bad-ean');
  await field('eanno').fill(goodEan);
  await field('eanno').blur();
  await expect(field('eanno'), 'good EAN accepted').not.toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeEnabled();

  // An existing user's e-mail address.
  const signupCall = page.waitForRequest((r) => r.url().includes('/customer/signup'));
  await submit.click();
  const sent = (await signupCall).postDataJSON() as Record<string, string>;
  expect(sent.phone, 'phone sent with +45 and without spaces').toMatch(/^(\+45)?12345678$/);
  await expect(signup.getByText(da('A user already exist with provided email address.'))).toBeVisible();
  await shot(page, testInfo, 'signup', '4-user-exists');
  await expectAccessible(page, 'sign-up error');

  await field('email').fill(email);
  await submit.click();
  await expect(
    signup.getByText(da('Thank you! Please check your inbox, in order to confirm your e-mail address')),
  ).toBeVisible();
  await expect(field('companyname'), 'the confirmation replaces the form').toHaveCount(0);
  await shot(page, testInfo, 'signup', '5-done');
  await expectAccessible(page, 'sign-up done');

  // The opt-in link: choose a password, which activates the account and signs in.
  const link = await outboxLink(page, email, 'Bekræft din e-mailadresse', testInfo, 'signup');
  expect(link).toMatch(/\/login\?token=[\w-]+$/);
  await page.goto(link);
  const optin = page.locator('main password-form[mode="optin"]');
  await rendered(optin);
  await shot(page, testInfo, 'signup', '6-optin-form');
  await expectAccessible(page, 'opt-in form');
  await optin.locator('input[name="newpassword"]').fill('Velkommen-2026');
  await optin.locator('input[name="confirmnewpassword"]').fill('Velkommen-2026');
  const optinCall = page.waitForResponse(
    (r) => r.url().includes('/login') && r.url().includes('token=') && r.request().method() === 'POST',
  );
  await optin.locator('button[type="submit"]').click();
  expect(await (await optinCall).json(), 'opt-in answer').toMatchObject({ signincompleted: true });
  await expect(optin.locator('a[href="/konto"]'), 'success: a link to the account').toBeVisible();
  await shot(page, testInfo, 'signup', '7-optin-done');
  await page.goto('/konto');
  await expect(signedIn(page)).toBeAttached();
  await expect(page.locator('main')).toContainText(email);

  // Change the password on the account page: a wrong current password is refused, the right one works.
  const change = page.locator('main password-form[mode="change"]');
  await rendered(change);
  await change.locator('input[name="oldpassword"]').fill('Forkert-2026');
  await change.locator('input[name="newpassword"]').fill('Nyt-kodeord-2026');
  await change.locator('input[name="confirmnewpassword"]').fill('Nyt-kodeord-2026');
  await change.locator('button[type="submit"]').click();
  await expect(change.getByText(da('The current password is not correct.')).first()).toBeVisible();
  await change.locator('input[name="oldpassword"]').fill('Velkommen-2026');
  await change.locator('button[type="submit"]').click();
  await expect(change.getByText(da('Your password has been changed.'), { exact: true }).first()).toBeVisible();
  await shot(page, testInfo, 'account', '2-password-changed');
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await apiSignIn(api, email, 'Nyt-kodeord-2026')).signincompleted, 'sign-in with the changed password').toBe(
      true,
    );
  } finally {
    await api.dispose();
  }
  await expectClean(page, problems);
});

// ---- wish lists ---------------------------------------------------------------------------------------

interface WishListsJson {
  wishlists: { id: string; label: string; items: { productid: string; quantity: number }[] }[];
}

test('save for later: visitor told to log in; signed in, saved to a new list and to an existing one', async ({
  page,
}, testInfo) => {
  needs('save-for-later', 'wish-lists');
  const problems = watchProblems(page);
  const label = `Lager ${testInfo.project.name} ${Date.now().toString(36)}`;

  // A visitor gets the login text.
  await page.goto('/product/10019');
  const host = page.locator('.buy-box save-for-later');
  await rendered(host);
  await host.getByRole('button', { name: da('Save for later') }).click();
  const visitorDialog = host.getByRole('dialog');
  await expect(visitorDialog).toContainText(da('In order to save items for later you need to login.'));
  await shot(page, testInfo, 'wish', '1-visitor', { full: false });
  await expectAccessible(page, 'save-for-later as visitor');
  await page.keyboard.press('Escape');
  await expect(visitorDialog).toBeHidden();

  expect((await apiSignIn(page.request, KUNDE)).signincompleted).toBe(true);
  await page.reload();
  await rendered(host);
  await host.getByRole('button', { name: da('Save for later') }).click();
  const dialog = host.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Lists loaded, the first ('Favoritter' from the seed) selected.
  await expect(dialog.getByRole('radio', { name: /Favoritter/ })).toBeChecked();
  await shot(page, testInfo, 'wish', '2-lists', { full: false });
  await expectAccessible(page, 'save-for-later dialog');

  // A new list: the name is required; 7 is rounded up to 12 (packs of 6).
  await dialog.getByRole('radio', { name: da('Create new list') }).check();
  const quantity = dialog.locator('input[inputmode="numeric"], input[type="number"]').first();
  await quantity.fill('7');
  await dialog.getByRole('button', { name: da('Save'), exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: da('List name') })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: da('List name') }).fill(label);
  await dialog.getByRole('button', { name: da('Save'), exact: true }).click();
  await expect(dialog.getByText(da('The item have been saved for later'))).toBeVisible();
  await shot(page, testInfo, 'wish', '3-saved-new-list', { full: false });
  const lists = async () =>
    ((await (await page.request.get(`${API}/wishlist/list`)).json()) as WishListsJson).wishlists;
  await expect
    .poll(async () => (await lists()).find((l) => l.label === label)?.items.map((i) => `${i.productid}:${i.quantity}`))
    .toEqual(['10019:12']);

  // Closing resets the dialog; then the existing list.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await host.getByRole('button', { name: da('Save for later') }).click();
  await expect(dialog.getByText(da('The item have been saved for later'))).toHaveCount(0);
  await expect(quantity).toHaveValue('6');
  await dialog.getByRole('radio', { name: /Favoritter/ }).check();
  await dialog.getByRole('button', { name: da('Save'), exact: true }).click();
  await expect(dialog.getByText(da('The item have been saved for later'))).toBeVisible();
  await expect
    .poll(async () => (await lists()).find((l) => l.label === 'Favoritter')?.items.some((i) => i.productid === '10019'))
    .toBe(true);
  await page.keyboard.press('Escape');

  // The account page lists both.
  await page.goto('/konto');
  const wishLists = page.locator('main wish-lists');
  await rendered(wishLists);
  await expect(wishLists).toContainText(label);
  await expect(wishLists).toContainText('Favoritter');
  await expect(page.locator('main customer-switcher'), 'no customer switcher for a customer').toHaveCount(0);
  await shot(page, testInfo, 'wish', '4-account');
  await expectAccessible(page, 'account page with wish lists');
  await expectClean(page, problems);
});

// ---- salesperson ------------------------------------------------------------------------------------

test('a salesperson searches a customer and switches to it', async ({ page }, testInfo) => {
  needs('customer-switcher');
  const problems = watchProblems(page);
  await page.goto('/');
  expect((await apiSignIn(page.request, SAELGER)).signincompleted).toBe(true);
  await page.goto('/konto');
  await expect(page.locator('body > shop-context')).toHaveAttribute('user-role', 'salesperson');
  const switcher = page.locator('main customer-switcher');
  await rendered(switcher);
  await shot(page, testInfo, 'salesperson', '1-account');
  await expectAccessible(page, 'customer switcher');

  const search = switcher.getByRole('combobox');
  const searchCall = page.waitForRequest((r) => r.url().includes('/customer/search'));
  await search.pressSequentially('Kontorhuset', { delay: 30 });
  expect(new URL((await searchCall).url()).searchParams.get('limit'), 'customer search limit').toBe('15');
  const option = switcher.getByRole('option', { name: /Kontorhuset/ });
  await expect(option).toBeVisible();
  await shot(page, testInfo, 'salesperson', '2-search');
  await search.press('ArrowDown');
  await Promise.all([page.waitForEvent('load', { timeout: 15_000 }), search.press('Enter')]);
  await expect
    .poll(async () => ((await (await page.request.get(`${API}/customer`)).json()) as { id: string } | null)?.id, {
      message: 'selected customer',
    })
    .toBe('C1002');
  await rendered(page.locator('main customer-switcher'));
  await expect(page.locator('main customer-switcher')).toContainText('Kontorhuset');
  await shot(page, testInfo, 'salesperson', '3-switched');
  await expectClean(page, problems);
});

// ---- header: login modal and user menu -----------------------------------------------------------------

/**
 * A press on the fallback link before the element has loaded (a click event alone: a pointer arriving first would
 * load the element, which can replace the link between the press and the release).
 */
async function pressFallback(target: Locator): Promise<void> {
  await target.dispatchEvent('click');
}

test('header: the login link opens the login modal; signed in, the menu leads to the account and signs out', async ({
  page,
}, testInfo) => {
  needs('login-button', 'login-form');
  const problems = watchProblems(page);
  await page.goto('/');
  const button = page.locator('header login-button');
  await rendered(button);
  // The page's own link until the visitor reaches for it (src/ui/until-reached.tsx): the press is held, the
  // element loads and opens its modal (not the login page).
  const link = button.locator('a.header-login');
  await expect(link).toHaveAttribute('href', '/login');
  // Listening (a press earlier, before its script ran, is simply the link: the login page).
  await expect(button).toHaveAttribute('data-state', 'waiting', { timeout: 15_000 });
  // A press on the link is held: the element loads and opens its modal (not the login page).
  await pressFallback(link);
  const modal = page.getByRole('dialog').filter({ has: page.locator('input[autocomplete="current-password"]') });
  await expect(modal).toBeVisible();
  const width = await modal.evaluate((el) => el.getBoundingClientRect().width);
  expect(width, 'login modal at most 600px wide').toBeLessThanOrEqual(600);
  // In the document (light DOM): a password manager sees the fields inside a form.
  expect(
    await page.evaluate(() => !!document.querySelector('login-button form input[autocomplete="current-password"]')),
  ).toBe(true);
  await shot(page, testInfo, 'header', '1-login-modal', { full: false });
  await expectAccessible(page, 'header login modal');
  await modal.locator('input[name="username"]').fill('ejer@butik.test');
  await modal.locator('input[name="password"]').fill(PASSWORD);
  await Promise.all([
    page.waitForEvent('load', { timeout: 15_000 }),
    modal.getByRole('button', { name: da('Login'), exact: true }).click(),
  ]);
  await expect(signedIn(page)).toBeAttached();

  const menuButton = page.locator('header login-button [aria-haspopup="menu"]');
  await rendered(page.locator('header login-button'));
  // Signed in, the fallback links to the account; focus on it loads the menu and carries the focus to its button.
  const account = page.locator('header login-button a.header-login');
  await expect(account).toHaveAttribute('href', '/konto');
  await expect(page.locator('header login-button')).toHaveAttribute('data-state', 'waiting', { timeout: 15_000 });
  await account.focus();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await shot(page, testInfo, 'header', '2-user-menu', { full: false });
  await expectAccessible(page, 'user menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await menuButton.click();
  await menu.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/konto$/);
  // A new page: the fallback link again; a press on it opens the menu (held until the element is there).
  await expect(page.locator('header login-button')).toHaveAttribute('data-state', 'waiting', { timeout: 15_000 });
  await pressFallback(account);
  await expect(menu).toBeVisible();
  await Promise.all([
    page.waitForEvent('load', { timeout: 15_000 }),
    page.getByRole('menu').getByRole('menuitem').last().click(),
  ]);
  await expect(signedIn(page)).toHaveCount(0);
  await expectClean(page, problems);
});

// ---- the new pages -------------------------------------------------------------------------------------

test('contact page: a message with an attachment and a new-customer request are sent; the signed-out account page', async ({
  page,
}, testInfo) => {
  needs('contact-form', 'new-customer-request', 'login-form');
  const problems = watchProblems(page);
  await page.goto('/kontakt');
  await expect(page.locator('h1')).toHaveText('Kontakt os');
  const contact = page.locator('main contact-form');
  const request = page.locator('main new-customer-request');
  await rendered(contact);
  await rendered(request);
  await shot(page, testInfo, 'contact', '1-page');
  await expectAccessible(page, '/kontakt');

  // A message with a file: the request goes as multipart (the request as JSON plus the file).
  await contact.locator('[name="name"]').fill('Test Testesen');
  await contact.locator('[name="email"]').fill('test@firma.test');
  await contact.locator('[name="subject"]').fill('Ordre 1234');
  await contact.locator('[name="message"]').fill('Hej, vedhæftet er vores bestilling.');
  await contact
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bestilling.txt', mimeType: 'text/plain', buffer: Buffer.from('10019;12\n') });
  await expect(contact).toContainText('bestilling.txt');
  await shot(page, testInfo, 'contact', '2-filled');
  const sent = page.waitForRequest((r) => r.url().includes('/content/contactrequest') && r.method() === 'POST');
  await contact.getByRole('button', { name: da('Send'), exact: true }).click();
  expect((await sent).headers()['content-type'] ?? '').toContain('multipart/form-data');
  await expect(contact.getByText(da('Thank you for your message'))).toBeVisible();

  await request.locator('[name="companyname"]').fill('Testfirma ApS');
  await request.locator('[name="name"]').fill('Test Testesen');
  await request.locator('[name="email"]').fill('test@firma.test');
  await request.locator('[name="phone"]').fill('12345678');
  await request.getByRole('button', { name: da('Send request') }).click();
  await expect(request.getByText(da('Thank you for your request'))).toBeVisible();
  await shot(page, testInfo, 'contact', '3-sent');
  await expectAccessible(page, '/kontakt sent');

  await page.goto('/konto');
  await expect(page.locator('h1')).toHaveText('Min konto');
  await rendered(mainLogin(page));
  await shot(page, testInfo, 'account', '1-signed-out');
  await expectAccessible(page, '/konto signed out');
  await expectClean(page, problems);
});
