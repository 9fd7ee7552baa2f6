/**
 * Languages (issue 14) on the demo, desktop and phone: the footer's language picker (cookie `butik_culture`,
 * demo/server/pages/language.ts) sets `<html lang dir>` and `<shop-context culture>`; the elements speak the
 * language from their catalogs (texts compared with locales/{xx}/messages.po, never written here), right to left
 * in Arabic; the shop's server labels win over the built-in texts; a supervisor's page registers a missing label
 * once. Codes: desktop JUL26-0020/21, phone JUL26-0040/41 (giftshop.spec.ts uses 10–16 and 30–36).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { entryKey, parsePo } from '../unit/i18n/catalog-rules.ts';
import { apiSignIn, expectAccessible, expectClean, needsElements, screenshot, watchProblems } from './helpers.ts';

const catalogs = new Map<string, Map<string, string>>();
/** The catalog's text of an English message in `locale` (the .po file, as translated). */
function tr(locale: string, english: string, values: Record<string, string> = {}): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = new Map(
      parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).map((e) => [entryKey(e), e.str || e.id]),
    );
    catalogs.set(locale, catalog);
  }
  const text = catalog.get(english);
  expect(text, `"${english}" in locales/${locale}`).toBeTruthy();
  return text!.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

async function useCulture(page: Page, culture: string): Promise<void> {
  const base = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page
    .context()
    .addCookies([{ name: 'butik_culture', value: culture, domain: base.hostname, path: '/', sameSite: 'Lax' }]);
}

const flow = (page: Page): Locator => page.locator('gift-shop-app gift-recipient-flow');
const section = (page: Page, step: string): Locator => flow(page).locator(`section.step--${step}`);
const part = (page: Page, name: string): Locator => flow(page).locator(`[part~="${name}"]`);
const continueButton = (page: Page, step: string): Locator => section(page, step).locator('[part~="continue"]');

const code = (testInfo: TestInfo, n: number) =>
  `JUL26-${String((testInfo.project.name === 'phone' ? 40 : 20) + n).padStart(4, '0')}`;

/** Code entry to COMPLETED in the page's language, one gift; screenshots at each step. */
async function redeem(page: Page, testInfo: TestInfo, locale: string, giftCode: string): Promise<void> {
  const name = `languages-${locale}`;
  await part(page, 'code-input').fill(giftCode);
  await continueButton(page, 'login').click();
  await expect(section(page, 'info')).toBeVisible();
  await part(page, 'name-input').fill('Anna Jensen');
  await part(page, 'consent').check();
  await screenshot(page, testInfo, `${name}-2-info`);
  await continueButton(page, 'info').click();
  await expect(section(page, 'message')).toBeVisible();
  await continueButton(page, 'message').click();
  const choose = section(page, 'products').locator('[part~="choose"]');
  await expect(choose.first()).toBeVisible();
  await choose.first().click();
  await expect(choose.first()).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, `${name}-3-products`);
  await section(page, 'products').locator('[part~="finish"]').click();
  await expect(section(page, 'completed')).toContainText(tr(locale, 'You can now leave the page'));
  await screenshot(page, testInfo, `${name}-4-completed`);
}

test('the recipient flow in German, chosen in the footer: texts, the shop’s German label, dates and completion', async ({
  page,
}, testInfo) => {
  needsElements('gift-shop-app', 'gift-recipient-flow');
  const problems = watchProblems(page);
  await page.goto('/giftshop#/g/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  // The footer's picker: German, by its button.
  const picker = page.locator('form[data-language-switch]');
  await picker.locator('select').selectOption('de-DE');
  await picker.getByRole('button').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('body > shop-context')).toHaveAttribute('culture', 'de-DE');
  await expect(picker.locator('select')).toHaveValue('de-DE');
  // The shop's German label wins over the built-in heading; the rest is the German catalog.
  await expect(section(page, 'login').locator('[data-step-heading]')).toHaveText('Ihr Geschenkcode');
  expect(tr('de', 'Enter gift code')).not.toBe('Ihr Geschenkcode');
  await expect(section(page, 'login').locator('.hint')).toHaveText(
    tr('de', 'You will find the code on your gift certificate or in your invitation e-mail.'),
  );
  await expect(continueButton(page, 'login')).toHaveText(tr('de', 'Continue'));
  await screenshot(page, testInfo, 'languages-de-1-login');
  await expectAccessible(page, 'German code entry');
  await redeem(page, testInfo, 'de', code(testInfo, 0));
  await expectAccessible(page, 'German completion');
  await expectClean(page, problems);
});

test('the recipient flow in Arabic, right to left, to the end', async ({ page }, testInfo) => {
  needsElements('gift-shop-app', 'gift-recipient-flow');
  const problems = watchProblems(page);
  await useCulture(page, 'ar-EG');
  await page.goto('/giftshop#/g/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const login = section(page, 'login');
  await expect(login.locator('[data-step-heading]')).toHaveText(tr('ar', 'Enter gift code'));
  expect(await login.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // Right to left: the heading starts at the right edge of its box.
  const box = await login.locator('[data-step-heading]').evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const text = range.getBoundingClientRect();
    const own = h.getBoundingClientRect();
    return { gapRight: own.right - text.right, gapLeft: text.left - own.left };
  });
  expect(box.gapRight, 'text hugs the right edge').toBeLessThan(box.gapLeft + 1);
  await screenshot(page, testInfo, 'languages-ar-1-login');
  await expectAccessible(page, 'Arabic code entry');
  await redeem(page, testInfo, 'ar', code(testInfo, 1));
  expect(await section(page, 'completed').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expectAccessible(page, 'Arabic completion');
  await expectClean(page, problems);
});

test('login errors in Polish', async ({ page }, testInfo) => {
  needsElements('login-form');
  const problems = watchProblems(page);
  await useCulture(page, 'pl-PL');
  await page.goto('/login');
  const form = page.locator('main login-form');
  const submit = form.getByRole('button', { name: tr('pl', 'Login'), exact: true });
  await expect(submit).toBeVisible();
  // Required fields, named in Polish.
  await submit.click();
  await expect(form.locator('input[name="username"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('input[name="username"]')).toBeFocused();
  await form.locator('input[name="username"]').fill('kunde@butik.test');
  await form.locator('input[name="password"]').fill('forkert-kode');
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: tr('pl', 'Invalid username or password') })).toBeVisible();
  await screenshot(page, testInfo, 'languages-pl-login-error');
  await expectAccessible(page, 'Polish login error');
  await expectClean(page, problems, [/\/login.*HTTP 4\d\d/]);
});

test('sign-up validation in Swedish', async ({ page }, testInfo) => {
  needsElements('company-signup');
  const problems = watchProblems(page);
  await useCulture(page, 'sv-SE');
  await page.goto('/signup');
  const signup = page.locator('main company-signup');
  const submit = signup.getByRole('button', { name: tr('sv', 'Create account') });
  await expect(submit).toBeDisabled();
  const email = signup.locator('[name="email"]');
  await email.fill('inte-en-adress');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // The e-mail rule's Swedish message (its text around the field's name).
  const message = tr('sv', 'The {field} field must be a valid email');
  const [before, after] = message.split('{field}') as [string, string];
  const described = await email.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (input.getRootNode() as ShadowRoot | Document).getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(described).toContain(before.trim());
  expect(described).toContain(after.trim());
  await screenshot(page, testInfo, 'languages-sv-signup-invalid');
  await expectAccessible(page, 'Swedish sign-up with an invalid e-mail');
  await expectClean(page, problems);
});

test('the shop’s Danish label is shown; a supervisor’s page registers the missing one once', async ({
  page,
}, testInfo) => {
  needsElements('gift-shop-app', 'gift-recipient-flow');
  const ensures: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/translations/ensure'))
      ensures.push(request.postData() ?? '');
  });
  // A customer: the shop's hint, nothing registered.
  await page.goto('/giftshop#/g/');
  const hint = section(page, 'login').locator('.hint');
  await expect(hint).toHaveText('Koden står på dit gavebevis eller i invitationen, vi har sendt dig på e-mail.');
  expect(tr('da', 'You will find the code on your gift certificate or in your invitation e-mail.')).not.toBe(
    await hint.textContent(),
  );
  await expect(part(page, 'code-input')).toHaveAttribute('placeholder', tr('da', 'e.g. JUL26-0001'));
  expect(ensures).toEqual([]);

  // The supervisor: the placeholder has no Danish label, so it is registered, once.
  await apiSignIn(page, 'supervisor@butik.test');
  await page.goto('/');
  await page.goto('/giftshop#/g/');
  await expect(hint).toBeVisible();
  await expect.poll(() => ensures.length).toBe(1);
  expect(JSON.parse(ensures[0]!)).toEqual({
    group: 'giftshop',
    key: 'login.placeholder',
    defaulttext: tr('da', 'e.g. JUL26-0001'),
    replacements: [],
  });
  await part(page, 'code-input').fill('ABC');
  // The next page, too (the local cache remembers it).
  await page.reload();
  await expect(hint).toBeVisible();
  await page.waitForTimeout(500);
  expect(ensures).toHaveLength(1);
  await screenshot(page, testInfo, 'languages-supervisor-labels');
});
