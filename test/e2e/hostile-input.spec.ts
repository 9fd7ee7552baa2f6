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
import { inArray, sql } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { products } from '../../demo/server/db/schema/catalog.ts';
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
  await page.waitForTimeout(300);
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

test('gift recipient flow: shop name, greeting, theme logo, recipient name, product names, badges and long descriptions', async ({
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
