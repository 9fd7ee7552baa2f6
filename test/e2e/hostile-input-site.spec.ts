/**
 * Hostile input (issue 15) on the shop's pages: wish list labels, URL attributes, CMS page titles in magic search,
 * product names in `<product-list>` (category and search page) and `<cart-preview>`, address suggestions and the
 * sign-up fields of `<company-signup>` with the created customers in `<customer-switcher>`. The checks and the corpus
 * are those of hostile-input.spec.ts; this file runs its own server on a free port, in parallel with it.
 */
import { eq, like, sql } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { addresses, cmsPages, products } from '../../demo/server/db/schema/catalog.ts';
import { customers, salespersonCustomers, users, wishLists } from '../../demo/server/db/schema/commerce.ts';
import { batches, fieldValue, generateCorpus, type Vector } from './hostile/corpus.ts';
import { deepText, startHostileServer, tokensIn, watchContext, type HostileServer } from './hostile/harness.ts';
import { call, expectNoHarm, expectShown, signIn, waitForToken } from './hostile/journey.ts';

const CORPUS = generateCorpus();

test.describe.configure({ mode: 'serial' });

let server: HostileServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startHostileServer(0);
});
test.afterAll(async () => {
  await server?.close();
});

/** Every vector of `vectors` among `seen`, else the missing ones named. */
function expectAllSeen(seen: Set<number>, vectors: Vector[], where: string): void {
  expect(
    vectors.filter((v) => !seen.has(v.id)).map((v) => v.id),
    `${where}: vectors whose token was not shown`,
  ).toEqual([]);
}

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
  await signIn(server, page, 'kunde@butik.test');
  // The first 20 lists through the API (each with product 10001), the rest straight into the database: every
  // API answer holds all the user's lists, so 500 adds would take most of a minute.
  const viaApi = labels.slice(0, 20);
  for (const batch of viaApi) {
    const res = await call(server, page, 'POST', '/wishlist/add', {
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
    const res = await call(server, page, 'POST', '/wishlist/add', {
      label: fieldValue(batch),
      productid: '10001',
      quantity: 1,
    });
    expect(res.status, 'a label over 100 characters').toBe(400);
  }
  await page.goto(`${server.url}/konto`);
  const lists = page.locator('wish-lists');
  await waitForToken(lists, labels.at(-1)![0]!, 20_000);
  const checked = await expectShown(lists, labels.flat(), 'wish list labels');
  await expectNoHarm(page, watch, 'wish list labels');
  // The items of the first list: its product's name.
  await lists.getByRole('button', { name: /⟦1⟧/ }).first().click();
  await expectShown(lists, names[0]!, 'product name in a wish list');
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
  const checked = await expectShown(overlay, titles.flat(), 'CMS page titles in magic search');
  await expectNoHarm(page, watch, 'CMS page titles in magic search');
  const hrefs = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBe(titles.length);
  for (const href of hrefs) expect(href ?? '', 'a hit link').not.toMatch(/script:|data:|evil/i);
  console.log(`[hostile] magic search: ${checked} vectors in ${titles.length} CMS page titles`);
});

test('product names in <product-list> (category and search page) and in <cart-preview>', async ({ page, context }) => {
  test.setTimeout(90_000);
  const watch = await watchContext(context, server.url);
  // ~65 products named with the vectors (600 characters each, after the word the search finds), all in the
  // category of the first one and buyable without a variant: no write API for products, so into the database.
  const names = batches(CORPUS, 600);
  const ids = names.map((_, i) => String(10001 + i));
  const [first] = await server.db
    .select({ category: products.categoryId })
    .from(products)
    .where(eq(products.id, ids[0]!));
  for (const [i, id] of ids.entries()) {
    await server.db
      .update(products)
      .set({
        name: `Fjendevare ${fieldValue(names[i]!)}`,
        categoryId: first!.category,
        badges: [],
        // Buyable without a variant, so the cart takes them all at once.
        allowPurchase: true,
        hasVariants: false,
      })
      .where(sql`${products.id} = ${id}`);
  }
  const pages = [`/category/${first!.category}`, `/search?query=${encodeURIComponent('fjendevare')}`];
  for (const path of pages) {
    await page.goto(`${server.url}${path}`);
    const list = page.locator('product-list');
    // The element waits for the visitor (docs/elements/product-list.md): reaching for the toolbar starts it.
    await page.locator('[data-list-toolbar]').hover();
    await expect(list).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const more = list.locator('[part~="load-more"] button[name="more"]');
    const seen = new Set<number>();
    for (let round = 0; round < 20; round += 1) {
      // Only what the element rendered (its shadow root), not the page's list it was given.
      for (const n of tokensIn(await deepText(list))) seen.add(n);
      await expectNoHarm(page, watch, `${path}, ${round + 1}. page of the list`);
      if (CORPUS.every((v) => seen.has(v.id)) || !(await more.isVisible())) break;
      const cards = await list.locator('[part~="grid"] > *').count();
      await more.click();
      await expect.poll(() => list.locator('[part~="grid"] > *').count()).toBeGreaterThan(cards);
      await expect(list).toHaveAttribute('data-state', 'ready');
    }
    expectAllSeen(seen, CORPUS, `product names in <product-list> on ${path}`);
  }

  // The cart: every product added at once, the cart page's lines (`<cart-preview variant="page">`).
  await call(server, page, 'GET', '/cart/getcart');
  const added = await call(server, page, 'POST', '/cart/addorupdatecartfromlist', {
    items: ids.map((productid) => ({ productid, quantity: 1 })),
  });
  expect(added.status, JSON.stringify(added.body).slice(0, 200)).toBe(200);
  await page.goto(`${server.url}/cart`);
  const cart = page.locator('cart-preview[variant="page"]');
  await waitForToken(cart, names.at(-1)!.at(-1)!, 20_000);
  const checked = await expectShown(cart, CORPUS, 'product names in the cart');
  await expectNoHarm(page, watch, 'cart page');
  // The header's cart on another page: its panel lists the lines too.
  await page.goto(`${server.url}/`);
  const header = page.locator('.header-slot--cart cart-preview');
  // It is the page's own link until reached for (the element then takes over).
  await header.locator('a.header-cart').hover();
  await header.locator('[part~="toggle"]').click();
  const panel = header.locator('[part~="panel"]');
  await waitForToken(panel, names.at(-1)!.at(-1)!, 20_000);
  await expectShown(panel, CORPUS, 'product names in the header cart panel');
  await expectNoHarm(page, watch, 'header cart panel');
  console.log(
    `[hostile] product names: ${checked} vectors in ${ids.length} products, on the category and search pages, the cart page and the header cart`,
  );
});

test('address suggestions in <company-signup>: every vector in the suggestion list', async ({ page, context }) => {
  test.setTimeout(60_000);
  const watch = await watchContext(context, server.url);
  // The suggestions come from the `addresses` table: the vectors in its one-line text, ten addresses a group, each
  // group found by its own word (the list shows at most ten).
  const rows = batches(CORPUS, 600);
  const groups = Math.ceil(rows.length / 10);
  const word = (g: number) => `Fjendevej${String.fromCharCode(97 + g)}q`;
  await server.db.insert(addresses).values(
    rows.map((batch, i) => ({
      street: word(Math.floor(i / 10)),
      houseNumber: String(i + 1),
      zip: '8000',
      city: 'Aarhus C',
      full: `${word(Math.floor(i / 10))} ${i + 1}, ${fieldValue(batch)}`,
    })),
  );
  await page.goto(`${server.url}/signup`);
  const form = page.locator('company-signup');
  const address = form.locator('input[autocomplete="street-address"]');
  await expect(address).toBeVisible({ timeout: 20_000 });
  const seen = new Set<number>();
  for (let g = 0; g < groups; g += 1) {
    await address.fill(word(g));
    // The group's addresses come first (the word starts them); a short last group is filled up with look-alikes.
    const list = form.locator('[role="listbox"]');
    await expect(list.locator('[role="option"]').first()).toContainText(word(g));
    await expectNoHarm(page, watch, `address suggestions ${word(g)}`);
    for (const n of tokensIn(await deepText(list))) seen.add(n);
  }
  expectAllSeen(seen, CORPUS, 'address suggestions');
  // Picking one fills the address, zip code and city.
  await form.locator('[role="listbox"] [role="option"]').first().click();
  await expect(address).toHaveValue(new RegExp(`^${word(groups - 1)} `));
  await expectNoHarm(page, watch, 'picked address');
  console.log(`[hostile] address suggestions: ${CORPUS.length} vectors in ${rows.length} addresses, ${groups} lists`);
});

test('sign-up: vectors typed into <company-signup>, submitted, and the customers in <customer-switcher>', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const watch = await watchContext(context, server.url);
  await page.goto(`${server.url}/signup`);
  const form = page.locator('company-signup');
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await expect(field('companyname')).toBeVisible({ timeout: 20_000 });
  const texts = ['companyname', 'address', 'zipcode', 'city', 'vatno', 'eanno', 'name', 'phone', 'email'];

  // Typed: the whole corpus in the form's fields (values over the fields' limits too), every field validated on
  // leaving it and a submit that shows the error summary.
  const typed = batches(CORPUS, 4000);
  const seen = new Set<number>();
  for (let i = 0; i < typed.length; i += texts.length) {
    for (const [f, name] of texts.entries()) {
      const batch = typed[i + f];
      await field(name).fill(batch ? fieldValue(batch) : '');
      await field(name).blur();
    }
    // Enter in a field submits (the button is aria-disabled while the form is invalid): the error summary shows.
    await field('name').press('Enter');
    await expect(form).toHaveAttribute('data-state', /editing|error/);
    for (const n of tokensIn(await deepText(form))) seen.add(n);
    await expectNoHarm(page, watch, `sign-up form, batch ${i / texts.length + 1}`);
  }
  expectAllSeen(seen, CORPUS, 'vectors typed into the sign-up form');

  // Submitted: customers whose company name and city hold the vectors (≤ 200 and ≤ 100 characters, packed first
  // fit). The first through the form, the rest through the same `POST customer/signup` the form sends. Each
  // customer's VAT number names its group of 15 (the customer switcher shows 15 a search).
  const queue = [...CORPUS];
  const people: { company: Vector[]; city: Vector[] }[] = [];
  while (queue.length) people.push({ company: take(queue, 200), city: take(queue, 100) });
  const companies = people.map((p) => p.company);
  const cities = people.map((p) => p.city).filter((city) => city.length > 0);
  const count = people.length;
  const vat = (i: number) => `HV${Math.floor(i / 15)}Q${i % 15}`;
  const model = (i: number) => ({
    companyname: fieldValue(companies[i]!),
    address: `Fjendevej ${i + 1}`,
    zipcode: '8000',
    city: people[i]!.city.length ? fieldValue(people[i]!.city) : 'Aarhus C',
    vatno: vat(i),
    eanno: '',
    name: 'Anna Jensen',
    phone: '+4512345678',
    email: `fjende${i}@butik.test`,
  });
  const viaForm = 2;
  for (let i = 0; i < viaForm; i += 1) {
    await page.goto(`${server.url}/signup`);
    await expect(field('companyname')).toBeVisible({ timeout: 20_000 });
    const m = model(i);
    for (const name of texts) await field(name).fill(name === 'phone' ? '12345678' : String(m[name as keyof typeof m]));
    await form.locator('input[type="checkbox"]').check();
    await form.locator('button[type="submit"]').click();
    await expect(form).toHaveAttribute('data-state', 'completed', { timeout: 15_000 });
    await expectNoHarm(page, watch, `sign-up ${i} sent`);
  }
  // Eight at a time: the answers overlap.
  for (let i = viaForm; i < count; i += 8) {
    const sent = Array.from({ length: Math.min(8, count - i) }, (_, k) =>
      call<{ signupcompleted: boolean }>(server, page, 'POST', '/customer/signup', model(i + k)),
    );
    for (const [k, res] of (await Promise.all(sent)).entries()) {
      expect(res.body.signupcompleted, `sign-up ${i + k}: ${JSON.stringify(res.body)}`).toBe(true);
    }
  }

  // The customers as their salesperson finds them (assigned in the database: no API assigns customers): every
  // group's search lists its 15 with name and city.
  const created = await server.db.select({ id: customers.id }).from(customers).where(like(customers.vatno, 'HV%'));
  expect(created.length).toBe(count);
  const [seller] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'saelger@butik.test'));
  await server.db
    .insert(salespersonCustomers)
    .values(created.map((c) => ({ salespersonId: seller!.id, customerId: c.id })));
  await signIn(server, page, 'saelger@butik.test');
  await page.goto(`${server.url}/konto`);
  const switcher = page.locator('main customer-switcher');
  const search = switcher.locator('[part~="search"]');
  await expect(search).toBeVisible({ timeout: 20_000 });
  const listed = new Set<number>();
  for (let g = 0; g * 15 < count; g += 1) {
    await search.fill(`HV${g}Q`);
    // The group's last customer listed: the answer to this search is in (not the one before).
    await waitForToken(switcher, companies[Math.min(count, g * 15 + 15) - 1]![0]!);
    await expect(switcher.locator('[role="option"]')).toHaveCount(Math.min(15, count - g * 15));
    for (const n of tokensIn(await deepText(switcher))) listed.add(n);
    await expectNoHarm(page, watch, `customer switcher, group ${g}`);
  }
  expectAllSeen(listed, CORPUS, 'company names and cities in the customer switcher');
  console.log(
    `[hostile] sign-up: ${CORPUS.length} vectors typed in ${typed.length} field values; ${count} customers ` +
      `(${viaForm} through the form) with ${companies.length} company names and ${Math.min(count, cities.length)} cities in the switcher`,
  );
});

/** Takes from `queue` the vectors that fit in `max` characters as one field value (first fit, in order). */
function take(queue: Vector[], max: number): Vector[] {
  const out: Vector[] = [];
  for (let i = 0; i < queue.length;) {
    if (fieldValue([...out, queue[i]!]).length <= max) out.push(...queue.splice(i, 1));
    else i += 1;
  }
  return out;
}
