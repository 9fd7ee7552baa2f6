/**
 * Issue 13, "navigation by keyboard": the demo's `<main-nav>` (the server's mega menu is its fallback) on desktop
 * (dropdown panels, APG disclosure navigation) and on phones (the drawer), by keyboard only; the page does not move
 * when the element takes over from its fallback; screenshots of the open panel and the drawer at 1280 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, screenshot, watchProblems } from './helpers.ts';

const nav = (page: Page) => page.locator('main-nav');

/**
 * A pointer reaches the navigation, which loads it (repeated until the element listens: the page may still be
 * defining it).
 */
async function reach(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await nav(page).dispatchEvent('pointerover');
      // null until the element is defined: not yet listening either.
      return ['loading', 'ready'].includes((await nav(page).getAttribute('data-state')) ?? '');
    })
    .toBe(true);
}

async function ready(page: Page): Promise<void> {
  await expect(nav(page)).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
}

/** What has focus, through shadow roots: `part`, tag, text and href. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      inNav: !!el && (el.getRootNode() as ShadowRoot).host?.localName === 'main-nav',
      /** On the server-rendered fallback inside <main-nav> (light DOM), before the navigation is here. */
      inFallback: !!el?.closest('main-nav'),
      part: el?.getAttribute('part') ?? '',
      tag: el?.localName ?? '',
      text: el?.textContent?.trim() ?? '',
      href: el?.getAttribute('href') ?? '',
      expanded: el?.getAttribute('aria-expanded') ?? '',
    };
  });
}

/** Presses Tab until `want` holds for the focused element (at most 60 times). */
async function tabTo(page: Page, want: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (want(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

test.beforeEach(() => needsElements('main-nav'));

test('the page does not move when <main-nav> replaces its server-rendered fallback', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/productcategories/children**', async (route) => {
    await held;
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('productcategories/children') && calls.push(r.url()));
  await page.goto('/');
  // Nothing is loaded before the visitor reaches for the navigation: the server's links show and work.
  await expect(nav(page)).toHaveAttribute('data-state', 'idle', { timeout: 15_000 });
  const top = () => page.locator('#main').evaluate((m) => m.getBoundingClientRect().top);
  const before = await top();
  await expect(page.locator('main-nav > nav.main-nav a').first()).toBeVisible();
  expect(calls, 'no category call before the navigation is wanted').toEqual([]);
  await nav(page).hover();
  await expect(nav(page)).toHaveAttribute('data-state', 'loading', { timeout: 15_000 });
  expect(await top()).toBe(before);
  release();
  await ready(page);
  expect(await top(), 'the content below the navigation stays where it was').toBe(before);
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop bar');

  test('keyboard only: Tab to a category, Enter opens its panel, Tab in, Enter follows a link; Escape closes and returns focus', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await page.goto('/');
    // Keyboard focus loads nothing (the server's links work as they are); a pointer reaching the navigation loads
    // it. From there on, keyboard only: Tab to its first top-level button.
    await reach(page);
    await ready(page);
    const first = await tabTo(page, (f) => f.inNav && f.part === 'top', 'a top-level button');
    expect(first.tag).toBe('button');
    expect(first.expanded).toBe('false');
    const category = first.text;
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).expanded).toBe('true');
    const panel = nav(page).locator('[part="panel"]:not([hidden])');
    await expect(panel).toBeVisible();
    await expect(panel.locator('[part="group"]').first()).toBeVisible();
    await expect(panel.locator('[part="sub"]').first()).toBeVisible(); // sub-items loaded
    await expectAccessible(page, 'open panel');
    await screenshot(page, testInfo, 'nav-panel-open');
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-nav-panel-open-view.png` });
    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).text).toBe(`Se alle varer i ${category}`);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect
      .poll(async () => {
        const back = await focused(page);
        return [back.part, back.text, back.expanded];
      })
      .toEqual(['top', category, 'false']);
    // Open again, Tab past 'See all' to the first child and follow it.
    await page.keyboard.press('Enter');
    await expect(panel.locator('[part="child"]').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const child = await focused(page);
    expect(child.part).toBe('child');
    expect(child.href).toMatch(/^\/category\//);
    await Promise.all([page.waitForURL(`**${child.href}`), page.keyboard.press('Enter')]);
    await expect(page.locator('h1')).toContainText(child.text);
    // On the category page (the navigation loads again when reached for) its top-level item is highlighted and, in
    // the panel, the child is the current page.
    await reach(page);
    await ready(page);
    const current = nav(page).locator('[part="top"].is-current');
    await expect(current).toHaveText(category);
    await current.click();
    await expect(nav(page).locator('[part="panel"] [aria-current="page"]')).toHaveText(child.text);
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-nav-current-view.png` });
    await expectClean(page, problems);
  });

  test('hover opens the panel after a moment and leaving closes it', async ({ page }) => {
    await page.goto('/');
    // A pointer reaching the navigation loads it.
    await reach(page);
    await ready(page);
    const button = nav(page).locator('button[part="top"]').first();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone drawer');

  test('keyboard only: the Menu button opens the drawer, a category opens, Enter follows a link; Escape returns focus', async ({
    page,
  }, testInfo) => {
    const problems = watchProblems(page);
    await page.goto('/');
    // Tab reaches the page's own Menu button (the fallback's: keyboard focus loads nothing, the links work as they
    // are); Enter loads the navigation and opens its drawer.
    await expect(nav(page)).toHaveAttribute('data-state', 'idle', { timeout: 15_000 });
    const menu = await tabTo(page, (f) => f.inFallback, "the page's Menu button");
    expect(menu.text).toBe('Menu');
    await page.keyboard.press('Enter');
    const drawer = nav(page).locator('dialog[open]');
    await expect(drawer).toBeVisible();
    await ready(page);
    await expect(nav(page).locator('[part="bar"]')).toHaveCount(0);
    await expect(drawer.locator('h2')).toHaveText('Hovedmenu');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    // Escape closes and returns focus to the Menu button.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect.poll(async () => (await focused(page)).part).toBe('menu-button');
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    const toggle = await tabTo(page, (f) => f.part === 'drawer-toggle', 'a category in the drawer');
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    await expect(
      drawer.locator('[part="drawer-toggle"][aria-expanded="true"] + div [part="drawer-toggle"]').first(),
    ).toBeVisible();
    await expectAccessible(page, 'open drawer');
    await screenshot(page, testInfo, 'nav-drawer-open');
    await page.screenshot({ path: `test-results/screens/${testInfo.project.name}-nav-drawer-open-view.png` });
    await page.keyboard.press('Tab');
    const all = await focused(page);
    expect(all.text).toBe(`Se alle varer i ${toggle.text}`);
    await Promise.all([page.waitForURL(`**${all.href}`), page.keyboard.press('Enter')]);
    await expect(page.locator('h1')).toContainText(toggle.text);
    await reach(page);
    await ready(page);
    await expectClean(page, problems);
  });
});
