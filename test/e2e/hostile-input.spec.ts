/**
 * Hostile input everywhere (issue 15): the corpus of test/e2e/hostile/corpus.ts (≥ 500 XSS vectors) sent through
 * the fields elements render, put in through the demo server's API (or its database where there is no write API),
 * and rendered by the real elements on the demo pages in Chromium. Each page must show zero executions (the probe
 * `__xss(n)`), zero requests to other origins and zero style escapes (harness.ts), and must show the vectors'
 * tokens (proof that the data was rendered at all). Vectors travel in batches (many per field value) so the whole
 * run takes seconds. Desktop only (playwright.config.ts): the checks do not depend on the width.
 *
 * Own server (harness.ts) on E2E_PORT + 1: product names and long descriptions have no write API.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { cmsPages, products } from '../../demo/server/db/schema/catalog.ts';
import { translations, users, wishLists } from '../../demo/server/db/schema/commerce.ts';
import { batches, fieldValue, generateCorpus, type Vector } from './hostile/corpus.ts';
import {
  deepText,
  probeHits,
  startHostileServer,
  styleEscapes,
  tokensIn,
  watchContext,
  type HostileServer,
  type Watch,
} from './hostile/harness.ts';

const PORT = (Number(process.env.E2E_PORT) || 18480) + 1;
const API = '/contextapi/butik/v1';
const CORPUS = generateCorpus();

test.describe.configure({ mode: 'serial' });

let server: HostileServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startHostileServer(PORT);
});
test.afterAll(async () => {
  await server?.close();
});

/** JSON call with the page's cookies and XSRF header; returns status and body. */
async function call<T = unknown>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const cookie = (await page.context().cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.fetch(`${server.url}${API}${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), accept: 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json().catch(() => null)) as T };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  const cookie = (await page.context().cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.post(`${server.url}/login`, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''), Accept: 'application/json' },
    multipart: { action: 'signin', username, password: 'demo1234', output: 'json' },
  });
  expect(res.status()).toBe(200);
}

/** Fails with the details when the page executed a vector, asked another origin or let a style escape. */
async function expectNoHarm(page: Page, watch: Watch, where: string): Promise<void> {
  // Give lazy handlers (onload of images, onfocus after autofocus, animations) time to fire.
  await page.waitForTimeout(200);
  expect(await probeHits(page), `${where}: vectors executed`).toEqual([]);
  expect(watch.foreign, `${where}: requests to other origins`).toEqual([]);
  expect(await styleEscapes(page), `${where}: style escapes`).toEqual([]);
}

/**
 * The vectors' tokens in the page's text: proof that the data was rendered. In a text field every token must be
 * there. In a sanitised HTML field a vector may legitimately swallow the tokens after it (an unclosed `<svg>` or
 * `<iframe>` is dropped with all it holds), so there the first token of the batch must be there; the count of
 * tokens seen is reported.
 */
async function expectShown(page: Page, vectors: Vector[], where: string, html = false): Promise<number> {
  const shown = tokensIn(await deepText(page));
  const required = html ? vectors.slice(0, 1) : vectors;
  const missing = required.filter((v) => !shown.has(v.id)).map((v) => v.id);
  expect(missing, `${where}: vectors whose token is not on the page`).toEqual([]);
  const seen = vectors.filter((v) => shown.has(v.id)).length;
  if (html) htmlSeen.push(`${where}: ${seen}/${vectors.length} tokens`);
  return vectors.length;
}
const htmlSeen: string[] = [];

const utcDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('gift recipient flow: shop names, greetings, recipient name, product names and long descriptions', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const watch = await watchContext(context, server.url);

  // Product names (text) and long descriptions (sanitised HTML): no write API, so into the database.
  const nameBatches = batches(CORPUS, 600);
  const descriptionBatches = batches(CORPUS, 4000);
  const count = Math.max(nameBatches.length, descriptionBatches.length);
  const ids = Array.from({ length: count }, (_, i) => String(10001 + i));
  for (const [i, id] of ids.entries()) {
    await server.db
      .update(products)
      .set({
        name: nameBatches[i] ? fieldValue(nameBatches[i]) : `Gave ${id}`,
        longDescription: descriptionBatches[i] ? fieldValue(descriptionBatches[i]) : '',
        badges: [],
      })
      .where(sql`${products.id} = ${id}`);
  }
  const stored = await server.db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  expect(stored.length).toBe(count);

  // Gift shops through the API as their owner: name (≤ 200), greeting (≤ 5000, HTML or text), e-mail greeting.
  await signIn(page, 'ejer@butik.test');
  const shopNames = batches(CORPUS, 200);
  const greetings = batches(CORPUS, 4800);
  const shops: { id: string; code: string; name: Vector[]; greeting: Vector[] }[] = [];
  for (let i = 0; i < greetings.length; i += 1) {
    const name = shopNames[i]!;
    const created = await call<{ id: string }>(page, 'POST', '/giftshop/create', { name: fieldValue(name) });
    expect(created.status, 'create').toBe(200);
    const id = created.body.id;
    const persisted = await call(page, 'POST', '/giftshop/persist', {
      id,
      startdate: utcDay(-1),
      enddate: utcDay(30),
      products: i === 0 ? ids : ids.slice(0, 2),
      requireddefaultproducts: 1,
      message: fieldValue(greetings[i]!),
      emailmessage: fieldValue(greetings[i]!),
      theme: { backgroundcolor: '#123456', textcolor: '#ffffff', logoimage: null },
    });
    expect(persisted.status, `persist ${JSON.stringify(persisted.body)}`).toBe(200);
    const codes = await call<{ id: string }[]>(page, 'POST', `/giftshop/${id}/codes/create`, { count: 1 });
    expect(codes.status).toBe(200);
    shops.push({ id, code: codes.body[0]!.id, name, greeting: greetings[i]! });
  }
  await context.clearCookies();

  let checked = 0;
  for (const [i, shop] of shops.entries()) {
    await page.goto(`${server.url}/giftshop#/g/${shop.id}/${shop.code}`);
    const flow = page.locator('gift-shop-app gift-recipient-flow');
    const section = (step: string) => flow.locator(`section.step--${step}`);
    await expect(section('info')).toBeVisible({ timeout: 15_000 });
    // Recipient name: typed by the recipient, shown back on the later steps.
    await flow.locator('[part~="name-input"]').fill(`Anna Jensen ${fieldValue(shopNames[i]!)}`.slice(0, 200));
    await flow.locator('[part~="consent"]').check();
    await flow.locator('.step--info [part~="continue"]').click();
    await expect(section('message')).toBeVisible();
    checked += await expectShown(page, shop.greeting, `greeting of shop ${i}`, true);
    await expectNoHarm(page, watch, `greeting of shop ${i}`);
    await flow.locator('.step--message [part~="continue"]').click();
    await expect(section('products')).toBeVisible();
    await expectShown(page, shop.name, `name of shop ${i}`);
    await expectNoHarm(page, watch, `products step of shop ${i}`);
    if (i > 0) continue;

    // Product names, page by page (20 a page).
    const pager = flow.locator('[part~="pager"]');
    const pageCount = Math.ceil(ids.length / 20);
    for (let p = 0; p < pageCount; p += 1) {
      if (p > 0) await pager.locator(`[data-pager-page="${p + 1}"]`).click();
      const onPage = nameBatches.slice(p * 20, p * 20 + 20).flat();
      await expect.poll(async () => tokensIn(await deepText(page)).has(onPage[0]!.id)).toBe(true);
      checked += await expectShown(page, onPage, `product names, page ${p + 1}`);
      await expectNoHarm(page, watch, `product names, page ${p + 1}`);
    }
    // Long descriptions: each product's information overlay.
    if (pageCount > 1) await pager.locator(`[data-pager-page="1"]`).click();
    for (const [d, batch] of descriptionBatches.entries()) {
      const opener = flow.locator(`[data-product-opener="${ids[d]}"]`);
      await opener.click();
      const overlay = flow.locator('[part~="overlay"]');
      await expect(overlay.locator('.description')).toBeVisible();
      checked += await expectShown(page, batch, `long description ${d}`, true);
      await expectNoHarm(page, watch, `long description ${d}`);
      await flow.locator('[part~="overlay-close"]').click();
      await expect(overlay.locator('.description')).toHaveCount(0);
    }
  }
  console.log(`[hostile] gift recipient flow: ${checked} vector renderings checked, ${shops.length} shops`);
  console.log(`[hostile] sanitised HTML fields, tokens still shown: ${htmlSeen.join('; ')}`);
});

test('wish lists on /konto: list labels (API) and the items’ product names', async ({ page, context }) => {
  test.setTimeout(90_000);
  const watch = await watchContext(context, server.url);
  // A label holds at most 100 characters: a vector longer than that is refused with 400 (and not shown).
  const all = batches(CORPUS, 100);
  const labels = all.filter((batch) => fieldValue(batch).length <= 100);
  const tooLong = all.filter((batch) => fieldValue(batch).length > 100);
  const names = batches(CORPUS, 600);
  await server.db
    .update(products)
    .set({ name: fieldValue(names[0]!) })
    .where(sql`${products.id} = '10001'`);
  await signIn(page, 'kunde@butik.test');
  // The first 20 lists through the API (each with product 10001), the rest straight into the database: every
  // API answer holds all the user's lists, so 500 adds would take most of a minute.
  const viaApi = labels.slice(0, 20);
  for (const batch of viaApi) {
    const res = await call(page, 'POST', '/wishlist/add', {
      label: fieldValue(batch),
      productid: '10001',
      quantity: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const [kunde] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'kunde@butik.test'));
  await server.db
    .insert(wishLists)
    .values(labels.slice(20).map((batch) => ({ userId: kunde!.id, label: fieldValue(batch) })));
  for (const batch of tooLong) {
    const res = await call(page, 'POST', '/wishlist/add', {
      label: fieldValue(batch),
      productid: '10001',
      quantity: 1,
    });
    expect(res.status, 'a label over 100 characters').toBe(400);
  }
  await page.goto(`${server.url}/konto`);
  const lists = page.locator('wish-lists');
  await expect
    .poll(async () => tokensIn(await deepText(page)).has(labels.at(-1)![0]!.id), { timeout: 20_000 })
    .toBe(true);
  const checked = await expectShown(page, labels.flat(), 'wish list labels');
  await expectNoHarm(page, watch, 'wish list labels');
  // The items of the first list: its product's name.
  await lists.getByRole('button', { name: /⟦1⟧/ }).first().click();
  await expectShown(page, names[0]!, 'product name in a wish list');
  await expectNoHarm(page, watch, 'wish list items');
  console.log(
    `[hostile] wish lists: ${checked} vectors in ${labels.length} list labels, ${tooLong.length} over 100 characters refused`,
  );
});

test('URL attributes on the page: javascript:, data:, protocol-relative and other-origin URLs are never links', async ({
  page,
  context,
}) => {
  const watch = await watchContext(context, server.url);
  await page.goto(`${server.url}/elements`);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const hostile = [
    'javascript:__xss(9001)',
    ' JaVaScRiPt:__xss(9002)',
    'java\tscript:__xss(9003)',
    'data:text/html,<script>opener.__xss(9004)</script>',
    'vbscript:msgbox(9005)',
    '//evil.invalid/9006',
    '/\\evil.invalid/9007',
  ];
  // Each hostile value in a header entry (gift-shop-button: promotion-url for a visitor) and a login button
  // (login-url): the element logs the refused value and uses its default.
  await page.evaluate((urls) => {
    const box = document.createElement('div');
    box.id = 'hostile-urls';
    for (const url of urls) {
      const entry = document.createElement('gift-shop-button');
      entry.setAttribute('variant', 'header');
      entry.setAttribute('promotion-url', url);
      box.append(entry);
      const login = document.createElement('login-button');
      login.setAttribute('login-url', url);
      box.append(login);
    }
    document.body.append(box);
  }, hostile);
  const entries = page.locator('#hostile-urls gift-shop-button');
  await expect(entries).toHaveCount(hostile.length);
  for (let i = 0; i < hostile.length; i += 1) {
    await expect(entries.nth(i).locator('[part~="entry"]')).toBeAttached({ timeout: 15_000 });
  }
  const hrefs = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('#hostile-urls > *')) {
      for (const a of el.shadowRoot?.querySelectorAll('a[href]') ?? []) out.push(a.getAttribute('href') ?? '');
    }
    return out;
  });
  for (const href of hrefs) expect(href, 'a link an element rendered').not.toMatch(/script:|data:|evil|^\s*\/\//i);
  expect(errors.filter((e) => /promotion-url=/.test(e)).length, 'one error per refused promotion-url').toBe(
    hostile.length,
  );
  await expectNoHarm(page, watch, 'URL attributes');
});

test('magic search: CMS page titles, and hostile page URLs that never become links', async ({ page, context }) => {
  test.setTimeout(90_000);
  const watch = await watchContext(context, server.url);
  const titles = batches(CORPUS, 600);
  const hostileUrls = ['javascript:__xss(9101)', 'data:text/html,<script>__xss(9102)</script>', '//evil.invalid/9103'];
  await server.db.insert(cmsPages).values(
    titles.map((batch, i) => ({
      id: `hostile-${i}`,
      title: `hostilecms ${fieldValue(batch)}`,
      url: i < hostileUrls.length ? hostileUrls[i]! : `/side/hostile-${i}`,
      summary: 'hostilecms',
    })),
  );
  await page.goto(`${server.url}/`);
  const field = page.locator('search-box.header-search input[name="query"]').first();
  await expect(page.locator('search-box.header-search')).toHaveAttribute('data-state', /closed|loading|open|empty/, {
    timeout: 15_000,
  });
  await field.click();
  await page.keyboard.type('hostilecms', { delay: 20 });
  const overlay = page.locator('search-box.header-search dialog');
  await expect(overlay).toBeVisible();
  await overlay.getByRole('tab', { name: /Sider/ }).click();
  const panel = overlay.locator('[role="tabpanel"]:not([hidden])');
  const more = panel.getByRole('button', { name: /Indlæs flere/ });
  // Every page of hits: Load more until all titles are shown.
  for (let i = 0; i < 20 && (await more.count()) > 0; i += 1) {
    await more.click();
    await page.waitForTimeout(150);
  }
  const checked = await expectShown(page, titles.flat(), 'CMS page titles in magic search');
  await expectNoHarm(page, watch, 'CMS page titles in magic search');
  const hrefs = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBe(titles.length);
  for (const href of hrefs) expect(href ?? '', 'a hit link').not.toMatch(/script:|data:|evil/i);
  console.log(`[hostile] magic search: ${checked} vectors in ${titles.length} CMS page titles`);
});

test('label translations: the gift shop code page’s heading, hint and button texts from the server', async ({
  page,
  context,
}) => {
  const watch = await watchContext(context, server.url);
  // The whole corpus in the three labels of the code entry page (Danish, the demo's language).
  const keys = ['login.heading', 'login.hint', 'login.continue'];
  const size = Math.ceil(CORPUS.length / keys.length);
  const parts = keys.map((_, i) => CORPUS.slice(i * size, (i + 1) * size));
  for (const [i, key] of keys.entries()) {
    await server.db
      .insert(translations)
      .values({ language: 'da', group: 'giftshop', key, value: fieldValue(parts[i]!) })
      .onConflictDoUpdate({
        target: [translations.language, translations.group, translations.key],
        set: { value: fieldValue(parts[i]!) },
      });
  }
  await page.goto(`${server.url}/giftshop#/g/`);
  const login = page.locator('gift-shop-app gift-recipient-flow section.step--login');
  await expect(login).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => tokensIn(await deepText(page)).has(parts[0]![0]!.id), { timeout: 15_000 }).toBe(true);
  let checked = 0;
  for (const [i, part] of parts.entries()) checked += await expectShown(page, part, `label ${keys[i]}`);
  await expectNoHarm(page, watch, 'label translations');
  console.log(`[hostile] label translations: ${checked} vectors in ${keys.length} labels`);
});
