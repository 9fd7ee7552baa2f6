/**
 * Every demo page loads (200) with no console errors, page errors or failed requests, on desktop and
 * phone; each is screenshotted to test-results/screens/. Plus the page-specific journeys: search with a
 * typo, the outbox, the 404 page, and escaping of database HTML.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, builtTags, horizontalOverflow, reachFor, screenshot, watchProblems } from './helpers.ts';

const PAGES: { name: string; path: string; heading: RegExp }[] = [
  { name: 'home', path: '/', heading: /Alt til kontoret/ },
  { name: 'category', path: '/category/kontorartikler', heading: /Kontorartikler/ },
  { name: 'category-leaf', path: '/category/kuglepenne', heading: /Kuglepenne/ },
  { name: 'product', path: '/product/10001', heading: /.+/ },
  { name: 'product-bulk-duties', path: '/product/10032', heading: /.+/ },
  { name: 'search', path: '/search?query=kuglepen', heading: /kuglepen/ },
  { name: 'search-empty', path: '/search?query=zzqqxxyy', heading: /zzqqxxyy/ },
  { name: 'cart', path: '/cart', heading: /Kurv/ },
  { name: 'login', path: '/login', heading: /Log ind/ },
  { name: 'signup', path: '/signup', heading: /Opret erhvervskonto/ },
  { name: 'account', path: '/konto', heading: /Min konto/ },
  { name: 'contact', path: '/kontakt', heading: /Kontakt os/ },
  { name: 'giftshop', path: '/giftshop', heading: /Gaveshop/ },
  { name: 'outbox', path: '/outbox', heading: /Udbakke/ },
  { name: 'elements', path: '/elements', heading: /Elementkatalog/ },
  { name: 'cms', path: '/side/levering', heading: /^Levering og fragt$/ },
  { name: 'cms-parent', path: '/side/kundeservice', heading: /^Kundeservice$/ },
];

for (const { name, path, heading } of PAGES) {
  test(`${path} loads with status 200 and no errors`, async ({ page }, testInfo) => {
    // /elements mounts every element live: its full-page screenshot and axe run take close to a minute on a
    // loaded 2-core machine. A longer limit for this page only (a cap on test time, not a timing assertion).
    if (path === '/elements') test.setTimeout(150_000);
    const problems = watchProblems(page);
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), `status of ${path}`).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.locator('h1').first()).toHaveText(heading);
    // The page configuration element wraps the body, with the session's attributes.
    const context = page.locator('body > shop-context');
    await expect(context).toHaveAttribute('context', 'butik');
    await expect(context).toHaveAttribute('culture', 'da-DK');
    await expect(context).toHaveAttribute('user-role', 'visitor');
    await expect(context).toHaveAttribute('login-url', '/login');
    // The loader defines <shop-context> on every page.
    await page.waitForFunction(() => !!customElements.get('shop-context'), undefined, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await screenshot(page, testInfo, name);
    expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
    expect(await axeViolations(page), 'axe-core violations').toEqual([]);
    expect(problems.pageErrors, 'page errors').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
    expect(problems.failedRequests, 'failed requests').toEqual([]);
  });
}

test('unknown paths get the HTML 404 page', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('h1')).toHaveText('Siden findes ikke');
  await expect(page.locator('main')).toContainText('/no/such/page');
  await screenshot(page, testInfo, '404');
  // The document itself is the only failed response.
  expect(problems.failedRequests.filter((r) => !r.includes('/no/such/page'))).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect((await page.request.get('/product/does-not-exist')).status()).toBe(404);
  expect((await page.request.get('/category/does-not-exist')).status()).toBe(404);
});

test('a typo still finds products: /search?query=kuglepn', async ({ page }) => {
  const response = await page.goto('/search?query=kuglepn');
  expect(response?.status()).toBe(200);
  // The results are <product-list>'s: the page renders its list, which the element takes over when reached for.
  const titles = page.locator('product-list .list-card__name');
  await expect(titles.first()).toBeVisible();
  const texts = await titles.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  expect(
    texts.some((t) => /kuglepen/i.test(t)),
    `titles: ${texts.join(' | ')}`,
  ).toBe(true);
  // The search box keeps the query.
  await expect(page.locator('#site-search')).toHaveValue('kuglepn');
});

test('a search without results says so, and the search box submits to /search', async ({ page }) => {
  await page.goto('/');
  await page.locator('#site-search').fill('zzqqxxyy');
  await page.locator('#site-search').press('Enter');
  await expect(page).toHaveURL(/\/search\?query=zzqqxxyy$/);
  // <product-list>'s text (spec §8), in Danish as the page (its server-rendered list says it until the element does).
  await expect(page.locator('main')).toContainText('Din søgning på "zzqqxxyy" gav ingen resultater');
});

test('the outbox lists e-mails newest first', async ({ page }) => {
  const response = await page.goto('/outbox');
  expect(response?.status()).toBe(200);
  const rows = page.locator('table.outbox tbody tr');
  const count = await rows.count();
  if (count === 0) {
    await expect(page.locator('main .empty')).toContainText('Udbakken er tom');
    return;
  }
  await expect(page.locator('table.outbox thead')).toContainText('Til');
  const times = await page
    .locator('table.outbox time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  const sorted = [...times].sort().reverse();
  expect(times).toEqual(sorted);
});

test('database HTML is never emitted raw (product 10007 carries a script payload)', async ({ page }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  const response = await page.goto('/product/10007');
  expect(response?.status()).toBe(200);
  const body = await response!.text();
  expect(body).not.toContain('<script>alert');
  expect(body).not.toMatch(/<img[^>]+onerror/i);
  await page.waitForLoadState('networkidle');
  expect(dialog).toBe(false);
});

test('search input is escaped in the page', async ({ page }) => {
  const payload = '"><script>window.__xss=1</script>';
  const response = await page.goto(`/search?query=${encodeURIComponent(payload)}`);
  expect(response?.status()).toBe(200);
  const body = await response!.text();
  expect(body).not.toContain('<script>window.__xss');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('#site-search')).toHaveValue(payload);
});

test('main navigation comes from the category tree', async ({ page }, testInfo) => {
  await page.goto('/');
  if (builtTags().has('main-nav')) {
    // <main-nav> (test/e2e/navigation.spec.ts has its journeys): the server menu is its fallback until it is ready.
    const nav = page.locator('main-nav');
    // The server's links until the visitor reaches for the navigation (a touch on phones, a pointer on desktop).
    await expect(nav).toHaveAttribute('data-state', 'idle', { timeout: 15_000 });
    await expect
      .poll(async () => {
        await nav.dispatchEvent('pointerover');
        // null until the element is defined: not yet listening either.
        return ['loading', 'ready'].includes((await nav.getAttribute('data-state')) ?? '');
      })
      .toBe(true);
    await expect(nav).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
    const desktop = testInfo.project.name === 'desktop';
    const first = nav.locator(desktop ? 'button[part="top"]' : '.mn-quick-link').first();
    if (desktop) {
      // The dropdown opens on hover with sub-categories.
      await first.hover();
      await expect(nav.locator('[part="panel"]:not([hidden]) [part="child"]').first()).toBeVisible();
      await screenshot(page, testInfo, 'home-menu-open');
      const all = nav.locator('[part="panel"]:not([hidden]) [part="all"]');
      const href = await all.getAttribute('href');
      expect(href).toMatch(/^\/category\//);
      await all.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    } else {
      const href = await first.getAttribute('href');
      expect(href).toMatch(/^\/category\//);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    }
    await expect(page.locator('.breadcrumb')).toContainText('Forside');
    return;
  }
  const links = page.locator('.main-nav__link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  const first = links.first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/category\//);
  if (testInfo.project.name === 'desktop') {
    // The dropdown opens on hover with sub-categories.
    await first.hover();
    await expect(page.locator('.main-nav__item').first().locator('.mega')).toBeVisible();
    await screenshot(page, testInfo, 'home-menu-open');
  }
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('.breadcrumb')).toContainText('Forside');
});

test('category list shows "Viser X af Y" and loads more: the page\'s link (page=2 in the URL), then the element once reached for', async ({
  page,
}, testInfo) => {
  await page.goto('/category/kontorartikler');
  const list = page.locator('product-list');
  await expect(list.getByText(/^Viser 20 af \d+$/)).toBeVisible({ timeout: 15_000 });
  // The page's 'Indlæs flere' is a link to the next depth, landing on the first new card. Followed without reaching
  // for the list first (a click event alone), it is a server round trip.
  await list.getByRole('link', { name: 'Indlæs flere' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\?page=2#vare-21$/);
  await expect(list.getByText(/^Viser 40 af \d+$/)).toBeVisible();
  await expect(list.locator('.list-card')).toHaveCount(40);
  // Reached for (a pointer over the toolbar, a touch on a phone), the element takes over the same 40 and loads more.
  await reachFor(list, list.locator('[data-list-toolbar] .list-fallback__count'), !!testInfo.project.use.hasTouch);
  await expect(list).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(list.locator('[part~="card"]')).toHaveCount(40);
  await list.getByRole('button', { name: 'Indlæs flere' }).click();
  await expect(page).toHaveURL(/\?page=3#vare-21$/);
  await expect(list.getByText(/^Viser 60 af \d+$/)).toBeVisible();
  await expect(list.locator('[part~="card"]')).toHaveCount(60);
});

/** XSRF token of the browser context (the server sets the cookie on the first response). */
async function xsrfToken(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'XSRF-TOKEN cookie').toBeTruthy();
  return cookie!.value;
}

test('an e-mail sent by the server shows up in /outbox, newest first', async ({ page }, testInfo) => {
  const token = await xsrfToken(page);
  const res = await page.request.post('/login', {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    multipart: { action: 'resetpasswordrequest', email: 'kunde@butik.test', output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ emailsent: true });
  // The outbox worker sends it within a few seconds.
  await expect(async () => {
    await page.goto('/outbox');
    const first = page.locator('table.outbox tbody tr').first();
    await expect(first.locator('.outbox__to')).toHaveText('kunde@butik.test');
    await expect(first.locator('.status')).toHaveText('Sendt');
  }).toPass({ timeout: 20_000 });
  const times = await page
    .locator('table.outbox time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort().reverse());
  await screenshot(page, testInfo, 'outbox-with-mail');
  expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  expect(await axeViolations(page), 'axe-core violations').toEqual([]);
});

test('signed in, <shop-context> carries the session: signed-in and the user role', async ({ page }) => {
  const token = await xsrfToken(page);
  const res = await page.request.post('/login', {
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' },
    multipart: { action: 'signin', username: 'ejer@butik.test', password: 'demo1234', output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ signincompleted: true });
  await page.goto('/login');
  const context = page.locator('body > shop-context');
  await expect(context).toHaveAttribute('signed-in', '');
  await expect(context).toHaveAttribute('user-role', 'owner');
  await expect(page.locator('main .notice')).toContainText('ejer@butik.test');
});

test('/elements logs butik-* events fired on the page, and clears the log', async ({ page }) => {
  await page.goto('/elements');
  await page.waitForFunction(() => !!customElements.get('shop-context'));
  await expect(page.locator('#event-log-empty')).toBeVisible();
  // An event as the library fires them: bubbling and composed, from inside an element's live example.
  await page.evaluate(() => {
    const host = document.querySelector('.el-live shop-context') ?? document.querySelector('.el-live');
    host!.dispatchEvent(
      new CustomEvent('butik-error', { bubbles: true, composed: true, detail: { message: 'Prøvefejl' } }),
    );
  });
  const item = page.locator('#event-log li').first();
  await expect(item).toContainText('butik-error');
  await expect(item).toContainText('Prøvefejl');
  await expect(page.locator('#event-log-empty')).toBeHidden();
  // Events that are not butik-* are not listed.
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('click-ish', { bubbles: true })));
  await expect(page.locator('#event-log li')).toHaveCount(1);
  await page.locator('#event-log-clear').click();
  await expect(page.locator('#event-log li')).toHaveCount(0);
  await expect(page.locator('#event-log-empty')).toBeVisible();
});

test('the product page shows sku, brand, price with and without VAT, stock, bulk prices and duties', async ({
  page,
}) => {
  await page.goto('/product/10032');
  const info = page.locator('.product__info');
  await expect(info.locator('.product__sku')).toContainText(/Varenr\. \S+/);
  await expect(info.locator('.product__brand')).not.toBeEmpty();
  await expect(info.locator('.stock')).toContainText(/på lager/i);
  // The library's <product-price detail> replaces the server-rendered price, bulk and duties tables.
  const price = info.locator('product-price[detail]');
  await expect(price.locator('[part~="price"]')).toContainText('kr.');
  await expect(price.locator('[part~="bulk-table"]')).toBeVisible();
  expect(await price.locator('[part~="duties-table"] tbody tr').count()).toBeGreaterThan(0);
  await expect(info.locator('.price__main')).toHaveCount(0);
  await expect(info.locator('table.bulk')).toHaveCount(0);
  await expect(page.locator('.product__description p')).not.toContainText('<');
});

test('bad input in paths and query strings never crashes a page', async ({ request }) => {
  const cases: [string, number][] = [
    ['/category/%00', 404],
    ['/product/%00', 404],
    ["/product/'%3B%20drop%20table%20products", 404],
    [`/search?query=${'a'.repeat(5000)}`, 200],
    ['/search?query=%00', 200],
    ['/search?query=kuglepen&brand=%00&category=%00', 200],
    ['/search?query=kuglepen&page=-1', 200],
    ['/search?query=kuglepen&page=abc', 200],
    ['/search?query=kuglepen&page=99999', 200],
    ['/search?query=kuglepen&orderby=bogus', 200],
    ['/search?query=%25%25%5C', 200],
    ['/category/kuglepenne?page=999', 200],
  ];
  for (const [path, status] of cases) {
    const res = await request.get(path);
    expect(res.status(), path.slice(0, 80)).toBe(status);
    expect(res.headers()['content-type'], path.slice(0, 80)).toContain('text/html');
  }
});

test('CMS pages: magic search and the search page link to /side/{id}, which loads with no errors', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  // The API's magic search gives CMS page hits the /side/{id} URL.
  const magic = await page.request.get('/contextapi/butik/v1/magicsearch?query=levering&doctype=CMSPAGE');
  expect(magic.status()).toBe(200);
  const result = (await magic.json()) as { cmscount: number; cmspages: { url: string; title: string }[] };
  expect(result.cmscount).toBeGreaterThan(0);
  const hit = result.cmspages.find((p) => p.url === '/side/levering');
  expect(hit, JSON.stringify(result.cmspages)).toBeTruthy();

  // The server-rendered search page lists the same pages under "Sider"; following the link opens the page.
  await page.goto('/search?query=levering');
  const link = page.locator('.cms-hits a', { hasText: hit?.title ?? 'Levering og fragt' });
  await expect(link).toHaveAttribute('href', '/side/levering');
  await Promise.all([page.waitForURL('**/side/levering'), link.click()]);
  await expect(page.locator('h1')).toHaveText('Levering og fragt');
  await expect(page.locator('.cms__body li')).toHaveText(['Levering 1-2 hverdage', 'Fri fragt over 1.500 kr.']);
  // Breadcrumb through the parent page, which links back to its sub-pages.
  await page.locator('.breadcrumb a', { hasText: 'Kundeservice' }).click();
  await expect(page.locator('h1')).toHaveText('Kundeservice');
  await expect(page.locator('.cms__children a', { hasText: 'Levering og fragt' })).toHaveAttribute(
    'href',
    '/side/levering',
  );
  await page.waitForFunction(() => !!customElements.get('shop-context'), undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await screenshot(page, testInfo, 'cms-from-search');
  expect(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests').toEqual([]);
  // An unknown CMS page is the HTML 404 page.
  expect((await page.request.get('/side/findes-ikke')).status()).toBe(404);
});
