/**
 * Hostile input everywhere (issue 15): the corpus of test/e2e/hostile/corpus.ts (≥ 500 XSS vectors) sent through
 * the fields elements render, put in through the demo server's API (or its database where there is no write API),
 * and rendered by the real elements on the demo pages in Chromium. Each page must show zero executions (the probe
 * `__xss(n)`), zero requests to other origins and zero style escapes (harness.ts), and must show the vectors'
 * tokens (proof that the data was rendered at all; in sanitised HTML fields every vector is sent again until its
 * token has been shown, hostile/every.ts). Vectors travel in batches (many per field value) so the whole run takes
 * seconds. Desktop only (playwright.config.ts): the checks do not depend on the width.
 *
 * This file: the gift recipient flow and its label translations. hostile-input-site.spec.ts and
 * hostile-input-manage.spec.ts hold the rest; each file runs its own server (harness.ts), this one on E2E_PORT + 1
 * (the others on a free port), so the files run in parallel.
 */
import { inArray, sql } from 'drizzle-orm';
import { expect, test, type Page } from '@playwright/test';
import { products } from '../../demo/server/db/schema/catalog.ts';
import { translations } from '../../demo/server/db/schema/commerce.ts';
import { batches, fieldValue, generateCorpus, type Vector } from './hostile/corpus.ts';
import { describeEvery, showEvery } from './hostile/every.ts';
import { deepText, startHostileServer, tokensIn, watchContext, type HostileServer } from './hostile/harness.ts';
import { call, expectNoHarm, expectShown, signIn, utcDay, waitForToken } from './hostile/journey.ts';

const PORT = (Number(process.env.E2E_PORT) || 18480) + 1;
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

interface Shop {
  id: string;
  code: string;
  /** The vectors in the shop's name ([] for a plain name). */
  name: Vector[];
}

/** A gift shop through the API as its owner (name ≤ 200, greeting ≤ 5 000 characters), open, with one code. */
async function createShop(page: Page, name: Vector[], products: string[], message: string): Promise<Shop> {
  const created = await call<{ id: string }>(server, page, 'POST', '/giftshop/create', {
    name: name.length ? fieldValue(name) : 'Julegaver',
  });
  expect(created.status, 'create').toBe(200);
  const id = created.body.id;
  const persisted = await call(server, page, 'POST', '/giftshop/persist', {
    id,
    startdate: utcDay(-1),
    enddate: utcDay(30),
    products,
    requireddefaultproducts: 1,
    message,
    emailmessage: message,
    theme: { backgroundcolor: '#123456', textcolor: '#ffffff', logoimage: null },
  });
  expect(persisted.status, `persist ${JSON.stringify(persisted.body)}`).toBe(200);
  const codes = await call<{ id: string }[]>(server, page, 'POST', `/giftshop/${id}/codes/create`, { count: 1 });
  expect(codes.status).toBe(200);
  return { id, code: codes.body[0]!.id, name };
}

/**
 * The recipient's way to the message step of `shop`: the code's deep link (a page load the first time; then, in the
 * app already there, the code entry route and the deep link as hash changes), the name typed (with the shop name's
 * vectors in it: the input shows them), consent, 'Fortsæt'.
 */
async function openMessage(page: Page, shop: Shop): Promise<void> {
  const flow = flowOf(page);
  const link = `#/g/${shop.id}/${shop.code}`;
  if (new URL(page.url()).pathname === '/giftshop') {
    await page.evaluate(() => (location.hash = '#/g/'));
    await expect(flow.locator('section.step--login')).toBeVisible({ timeout: 15_000 });
    await page.evaluate((hash) => (location.hash = hash), link);
  } else await page.goto(`${server.url}/giftshop${link}`);
  await expect(flow.locator('section.step--info')).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toContain(link);
  await flow.locator('[part~="name-input"]').fill(`Anna Jensen ${fieldValue(shop.name)}`.slice(0, 200));
  // Without Playwright's wait for the box to be still (about 300 ms a render here); the tick is still verified.
  await flow.locator('[part~="consent"]').check({ force: true });
  await flow.locator('.step--info [part~="continue"]').click();
  await expect(flow.locator('section.step--message')).toBeVisible();
}

const flowOf = (page: Page) => page.locator('gift-shop-app gift-recipient-flow');

test('gift recipient flow: shop names, greetings, recipient name, product names and long descriptions', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const watch = await watchContext(context, server.url);
  const flow = flowOf(page);

  // Product names (text): no write API, so into the database (~65 products, 600 characters each).
  const nameBatches = batches(CORPUS, 600);
  const ids = Array.from({ length: nameBatches.length }, (_, i) => String(10001 + i));
  for (const [i, id] of ids.entries()) {
    await server.db
      .update(products)
      .set({ name: fieldValue(nameBatches[i]!), longDescription: '', badges: [] })
      .where(sql`${products.id} = ${id}`);
  }
  const stored = await server.db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  expect(stored.length).toBe(ids.length);

  await signIn(server, page, 'ejer@butik.test');
  const shopNames = batches(CORPUS, 200);
  let namesUsed = 0;
  let checked = 0;

  // The templates that swallow what follows them in sanitizeHtml (greetings and descriptions share it).
  const swallowing = new Set<number>();
  // Greetings (sanitised HTML): each field value is a shop's greeting, shown on the recipient's message step. In the
  // first round each shop's name is a batch of vectors too, checked on the products step. (One page: a second page
  // of the browser runs in the background, where animation frames wait, and made every render slower.)
  const greetings = await showEvery(
    CORPUS,
    4800,
    async (fields, round) => {
      const shops = await Promise.all(
        fields.map(async (field) => {
          const name = round === 1 ? shopNames[namesUsed++]! : [];
          return { shop: await createShop(page, name, ids.slice(0, 2), fieldValue(field)), field };
        }),
      );
      const seen = new Set<number>();
      for (const { shop, field } of shops) {
        await openMessage(page, shop);
        for (const n of tokensIn(await deepText(flow.locator('section.step--message')))) seen.add(n);
        await expectNoHarm(page, watch, `greeting ${fieldValue(field).slice(0, 12)}`);
        if (!shop.name.length) continue;
        await flow.locator('.step--message [part~="continue"]').click();
        await expect(flow.locator('section.step--products')).toBeVisible();
        checked += await expectShown(flow.locator('[part~="header"]'), shop.name, `name of shop ${shop.id}`);
        await expectNoHarm(page, watch, `products step of shop ${shop.id}`);
      }
      return seen;
    },
    swallowing,
  );

  // Long descriptions (sanitised HTML): each field value is a product's description, shown in its overlay. The
  // products go into shops of at most 20 (one grid page).
  let names = false;
  const descriptions = await showEvery(
    CORPUS,
    4000,
    async (fields, round) => {
      expect(fields.length, 'no more descriptions than products').toBeLessThanOrEqual(ids.length);
      for (const [k, field] of fields.entries()) {
        await server.db
          .update(products)
          .set({ longDescription: fieldValue(field) })
          .where(sql`${products.id} = ${ids[k]!}`);
      }
      const seen = new Set<number>();
      for (let k = 0; k < fields.length; k += 20) {
        const group = ids.slice(k, Math.min(k + 20, fields.length));
        await openMessage(page, await createShop(page, [], group, '<p>Kære modtager</p>'));
        await flow.locator('.step--message [part~="continue"]').click();
        await expect(flow.locator('section.step--products')).toBeVisible();
        const overlay = flow.locator('[part~="overlay"]');
        for (const id of group) {
          await flow.locator(`[data-product-opener="${id}"]`).click();
          await expect(overlay.locator('.description')).toBeVisible();
          for (const n of tokensIn(await deepText(overlay.locator('.description')))) seen.add(n);
          await expectNoHarm(page, watch, `long description of ${id} (round ${round})`);
          await flow.locator('[part~="overlay-close"]').click();
          await expect(overlay.locator('.description')).toHaveCount(0);
        }
      }
      if (names) return seen;
      // Product names (text), once: a shop of all the products, page by page (20 a page).
      names = true;
      const shop = await createShop(page, [], ids, '<p>Kære modtager</p>');
      await openMessage(page, shop);
      await flow.locator('.step--message [part~="continue"]').click();
      const grid = flow.locator('section.step--products');
      await expect(grid).toBeVisible();
      for (let p = 0; p < Math.ceil(ids.length / 20); p += 1) {
        if (p > 0) await flow.locator(`[part~="pager"] [data-pager-page="${p + 1}"]`).click();
        const onPage = nameBatches.slice(p * 20, p * 20 + 20).flat();
        await waitForToken(grid, onPage[0]!);
        checked += await expectShown(grid, onPage, `product names, page ${p + 1}`);
        await expectNoHarm(page, watch, `product names, page ${p + 1}`);
      }
      return seen;
    },
    swallowing,
  );
  checked += greetings.shown + descriptions.shown;
  for (const r of [greetings, descriptions]) expect(r.shown + r.dropped.length).toBe(CORPUS.length);
  console.log(
    `[hostile] gift recipient flow: ${checked} vector renderings checked; ${describeEvery('greetings', greetings)}; ` +
      `${describeEvery('long descriptions', descriptions)}; ${swallowing.size} templates swallow what follows them; ` +
      `${namesUsed} shop names`,
  );
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
  await waitForToken(page, parts[0]![0]!);
  let checked = 0;
  for (const [i, part] of parts.entries()) checked += await expectShown(page, part, `label ${keys[i]}`);
  await expectNoHarm(page, watch, 'label translations');
  console.log(`[hostile] label translations: ${checked} vectors in ${keys.length} labels`);
});
