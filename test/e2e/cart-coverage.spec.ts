/**
 * Buying journeys no other journey covers, on desktop and phone: a product sold in variants (each purchasable
 * variant bought on its own from `/product/{id}#varianter`, its own cart line with its own sku and pack size; a
 * variant that cannot be bought has no buy control), `<related-products>` on /cart reloading after cart changes,
 * the CSV import's 'variant required' row, and the cart's fee rows (freight and the small-order fee) with the
 * total, excl. and incl. VAT.
 *
 * Every test has its own browser context (its own server session and cart); the server (memory DB, fresh at every
 * run) is shared by two workers. What the page shows is checked against what the server answers through the API
 * with the page's cookies. Screenshots: test-results/screens/<project>-cov-<journey>-<step>.png.
 *
 * Seed facts used (deterministic seed; each journey reads the ones it relies on from the API first):
 * - 10136 'Mikrofiberklud Glas 40 x 40 cm' (sku MIK10136) is sold in four colour variants (MIK10136-01 … -04,
 *   packs of 5); some of them cannot be bought online.
 * - 10019 (sku OPV10019): packs of 6, 70,95 kr. excl. VAT, no bulk prices.
 * - Cart rules (README): freight 79 kr. below 1.500 kr., a small-order fee of 35 kr. below 500 kr. (excl. VAT),
 *   VAT 25 %.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  expectAccessible,
  expectClean,
  krText,
  needsElements,
  rendered,
  screenshot,
  watchProblems,
} from './helpers.ts';
import { dkk } from '../money.mjs';

// Each journey runs several axe checks and full-page screenshots at both widths on a shared two-core machine:
// a budget above the config's 60 s (a budget for the whole test, not a timing assertion).
test.describe.configure({ timeout: 180_000 });

const VARIANT_PRODUCT = { id: '10136', sku: 'MIK10136' };
const COLLI6 = { id: '10019', colli: 6 };
/** The cart rules, in øre (excl. VAT). */
const RULES = {
  freeDeliveryLimit: 150_000,
  freight: 7_900,
  smallOrderLimit: 50_000,
  smallOrderFee: 3_500,
  vatPercent: 25,
};

interface CartJson {
  items: {
    productid: string;
    variantid: string | null;
    quantity: number;
    sku: string;
    colli: number;
    lineprice: number;
  }[];
  fees: { name: string; price: number; displayprice: string }[];
  itemcount: number;
  subtotalexvat: number;
  totalexvat: number;
  vat: number;
  totalincvat: number;
  displaytotalprice: string;
  displaytotalexvat: string;
}

interface VariantJson {
  id: string;
  sku: string;
  colli: number;
  allowpurchase: boolean;
  price: { priceexvat: number } | null;
}

interface ProductJson {
  id: string;
  name: string;
  colli: number;
  allowpurchase: boolean;
  hasvariants: boolean;
  price: { priceexvat: number } | null;
}

const getCart = (page: Page) => apiCall<CartJson>(page, 'GET', '/cart/getcart');

async function setLine(page: Page, productid: string, quantity: number, variantid?: string): Promise<void> {
  await apiCall(page, 'POST', '/cart/addorupdatecart', { productid, quantity, ...(variantid ? { variantid } : {}) });
}

async function product(page: Page, id: string): Promise<ProductJson> {
  const [found] = await apiCall<ProductJson[]>(page, 'POST', '/product/ids', [id]);
  expect(found, `product ${id} in the seed`).toBeTruthy();
  return found!;
}

/** The cart's lines as "productid/variantid:quantity", sorted. */
async function cartLines(page: Page): Promise<string[]> {
  return (await getCart(page)).items.map((i) => `${i.productid}/${i.variantid ?? ''}:${i.quantity}`).sort();
}

const cartView = (page: Page) => page.locator('.cart-lines cart-preview');

// ---- variants ----------------------------------------------------------------------------------------

test('variants: each purchasable variant is bought on its own, its cart line has its own sku and pack; one that cannot be bought has no buy control', async ({
  page,
}, testInfo) => {
  needsElements('add-to-cart', 'cart-preview');
  const problems = watchProblems(page);
  await page.goto(`/product/${VARIANT_PRODUCT.id}#varianter`);
  const variants = await apiCall<VariantJson[]>(page, 'GET', `/variant/id?id=${VARIANT_PRODUCT.id}`);
  const buyable = variants.filter((v) => v.allowpurchase);
  const blocked = variants.filter((v) => !v.allowpurchase);
  expect(buyable.length, 'purchasable variants in the seed').toBeGreaterThanOrEqual(2);
  expect(blocked.length, 'variants that cannot be bought in the seed').toBeGreaterThanOrEqual(1);
  const [first, second] = buyable as [VariantJson, VariantJson];
  expect(first.colli, 'the variant is sold in packs').toBeGreaterThan(1);

  // The buy box sends the buyer to the variant list; the list has one control per purchasable variant.
  await expect(page.locator('.buy-box add-to-cart'), 'no product-level buy control').toHaveCount(0);
  await expect(page.locator('.buy-box a[href="#varianter"]')).toBeVisible();
  const section = page.locator('#varianter');
  const rows = section.locator('li.variant');
  await expect(rows).toHaveCount(variants.length);
  await expect(section.locator('add-to-cart')).toHaveCount(buyable.length);
  const row = (v: VariantJson) => rows.filter({ hasText: `Varenr. ${v.sku}` });
  for (const v of blocked) {
    await expect(row(v).locator('add-to-cart'), `${v.sku}: no buy control`).toHaveCount(0);
    await expect(row(v)).toContainText('Kan ikke købes online');
  }
  const control = (v: VariantJson) => row(v).locator('add-to-cart');
  for (const v of buyable) await expect(control(v)).toHaveAttribute('variant-id', v.id);
  await rendered(control(first));
  await expect(control(first).locator('[part~="quantity"]'), 'default quantity = one pack').toHaveValue(
    String(first.colli),
  );
  await screenshot(page, testInfo, 'cov-variants-1-product');
  await expectAccessible(page, 'variant list');

  // Buying the first variant puts that variant in the cart; the second stays 'Buy now'.
  await control(first).locator('[part~="button"]').click();
  await expect(control(first).locator('[part~="plus"]')).toBeVisible();
  await expect.poll(() => cartLines(page)).toEqual([`${VARIANT_PRODUCT.id}/${first.id}:${first.colli}`]);
  await expect(control(second).locator('[part~="button"]'), 'the other variant is not in the cart').toBeVisible();
  await control(second).locator('[part~="button"]').click();
  await expect(control(second).locator('[part~="plus"]')).toBeVisible();
  await expect
    .poll(() => cartLines(page))
    .toEqual(
      [`${VARIANT_PRODUCT.id}/${first.id}:${first.colli}`, `${VARIANT_PRODUCT.id}/${second.id}:${second.colli}`].sort(),
    );
  await screenshot(page, testInfo, 'cov-variants-2-both-in-cart');

  // The cart page: one line per variant, each with the variant's sku; plus steps by the variant's pack.
  await page.goto('/cart');
  const view = cartView(page);
  await rendered(view);
  const lines = view.locator('[part~="line"]');
  await expect(lines).toHaveCount(2);
  const cart = await getCart(page);
  for (const v of [first, second]) {
    const item = cart.items.find((i) => i.variantid === v.id);
    expect(item, `cart line of ${v.id}`).toMatchObject({
      productid: VARIANT_PRODUCT.id,
      sku: v.sku,
      colli: v.colli,
      quantity: v.colli,
    });
    const line = lines.filter({ hasText: v.sku });
    await expect(line, `one line shows ${v.sku}`).toHaveCount(1);
    await expect(line.locator('[part~="line-price"]')).toHaveText(krText(item!.lineprice));
  }
  await expect(
    lines.filter({ hasText: new RegExp(`${VARIANT_PRODUCT.sku}(?!-)`) }),
    'no line with the product sku',
  ).toHaveCount(0);
  const firstLine = lines.filter({ hasText: first.sku });
  await firstLine.locator('[part~="plus"]').click();
  await expect(firstLine.locator('[part~="quantity"]')).toHaveValue(String(2 * first.colli));
  await expect
    .poll(() => cartLines(page))
    .toEqual(
      [
        `${VARIANT_PRODUCT.id}/${first.id}:${2 * first.colli}`,
        `${VARIANT_PRODUCT.id}/${second.id}:${second.colli}`,
      ].sort(),
    );
  await expect(
    lines.filter({ hasText: second.sku }).locator('[part~="quantity"]'),
    'the other variant unchanged',
  ).toHaveValue(String(second.colli));
  await screenshot(page, testInfo, 'cov-variants-3-cart-lines');
  await expectAccessible(page, 'cart with variant lines');
  await expectClean(page, problems);
});

// ---- related products --------------------------------------------------------------------------------

test('related products on /cart reload after a cart change: the product just bought leaves the list, and comes back when removed', async ({
  page,
}, testInfo) => {
  needsElements('related-products', 'cart-preview');
  const problems = watchProblems(page);
  const related = page.locator('related-products');
  const answers: ProductJson[][] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('/cart/getrelatedproducts') && res.ok())
      void res.json().then((list: ProductJson[]) => answers.push(list));
  });
  /** The product ids the cards link to, in order. */
  const shownIds = () =>
    related
      .locator('[part~="name"]')
      .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace(/^\/product\//, '')));

  await page.goto('/cart');
  await rendered(related);
  await expect(related).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => answers.length, { message: 'the first related-products answer' }).toBeGreaterThanOrEqual(1);
  const before = answers[answers.length - 1]!.map((p) => p.id);
  expect(before.length).toBeGreaterThan(1);
  await expect.poll(shownIds, { message: 'the cards are the server answer' }).toEqual(before);
  await screenshot(page, testInfo, 'cov-related-1-empty-cart');
  await expectAccessible(page, 'related products, empty cart');

  // 'Buy now' on the first card that can be bought directly (not one with variants).
  const pick = answers[answers.length - 1]!.find((p) => p.allowpurchase && !p.hasvariants);
  expect(pick, 'a directly purchasable related product').toBeTruthy();
  const card = related.locator('[part~="card"]').filter({ has: page.locator(`a[href="/product/${pick!.id}"]`) });
  const answered = answers.length;
  await card.locator('[part~="add"]').click();
  await expect.poll(() => cartLines(page)).toEqual([`${pick!.id}/:${pick!.colli}`]);
  // The list asks again and shows the new answer: without the product now in the cart.
  await expect
    .poll(() => answers.length, { message: 'a new related-products answer after the add' })
    .toBeGreaterThan(answered);
  const after = answers[answers.length - 1]!.map((p) => p.id);
  expect(after, 'the server leaves out the product in the cart').not.toContain(pick!.id);
  expect(after).not.toEqual(before);
  await expect.poll(shownIds, { message: 'the cards follow the new answer' }).toEqual(after);
  await expect(related.locator(`a[href="/product/${pick!.id}"]`)).toHaveCount(0);
  await screenshot(page, testInfo, 'cov-related-2-after-buy');

  // Removing the line from the cart (the cart page's own control) makes the list ask again.
  const answeredAfterBuy = answers.length;
  await cartView(page).locator('[part~="line"]').locator('[part~="remove"]').click();
  await expect.poll(() => cartLines(page)).toEqual([]);
  await expect
    .poll(() => answers.length, { message: 'a new answer after the removal' })
    .toBeGreaterThan(answeredAfterBuy);
  const emptied = answers[answers.length - 1]!.map((p) => p.id);
  expect(emptied, 'empty cart again: the same list as at first').toEqual(before);
  await expect.poll(shownIds).toEqual(before);
  await expectClean(page, problems);
});

// ---- CSV import: variant required --------------------------------------------------------------------

test('CSV import: a product sold in variants given without a variant is refused with the Danish reason; a variant sku is imported', async ({
  page,
}, testInfo) => {
  needsElements('csv-import', 'cart-preview');
  const problems = watchProblems(page);
  await page.goto('/cart');
  const variants = await apiCall<VariantJson[]>(page, 'GET', `/variant/id?id=${VARIANT_PRODUCT.id}`);
  const buyable = variants.find((v) => v.allowpurchase)!;
  const blocked = variants.find((v) => !v.allowpurchase)!;
  expect(buyable && blocked, 'a purchasable and a blocked variant in the seed').toBeTruthy();
  expect((await product(page, VARIANT_PRODUCT.id)).hasvariants).toBe(true);
  const importer = page.locator('csv-import');
  await rendered(importer);
  // Line 1 header; 2 product id and 3 product sku without a variant; 4 a variant sku (7 rounds up to two packs); 5 a blocked variant.
  const csv = [
    'Varenummer;Antal',
    `${VARIANT_PRODUCT.id};5`,
    `${VARIANT_PRODUCT.sku};5`,
    `${buyable.sku};${buyable.colli + 2}`,
    `${blocked.sku};5`,
    '',
  ].join('\r\n');
  await importer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'varianter.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(importer).toHaveAttribute('data-state', 'preview');
  await importer.locator('[part~="import"]').click();
  await expect(importer).toHaveAttribute('data-state', 'report', { timeout: 15_000 });
  const rejected = importer.locator('[part~="rejected-table"] tbody tr');
  await expect(rejected).toHaveCount(3);
  const reasonOf = (line: number) =>
    rejected
      .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${line}$`) }) })
      .locator('td')
      .nth(2);
  await expect(reasonOf(2)).toHaveText('Sælges i varianter: brug variantens varenummer');
  await expect(reasonOf(3)).toHaveText('Sælges i varianter: brug variantens varenummer');
  await expect(reasonOf(5)).toHaveText('Varen kan ikke købes online');
  await expect(importer.locator('[part~="rejected-table"]')).not.toContainText(buyable.sku);
  const packs = Math.ceil((buyable.colli + 2) / buyable.colli) * buyable.colli;
  await expect.poll(() => cartLines(page)).toEqual([`${VARIANT_PRODUCT.id}/${buyable.id}:${packs}`]);
  await expect(cartView(page).locator('[part~="line"]').filter({ hasText: buyable.sku })).toHaveCount(1);
  await importer.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'cov-csv-variant-report');
  await expectAccessible(page, 'csv report with a variant-required row');
  await expectClean(page, problems);
});

// ---- fees --------------------------------------------------------------------------------------------

/** The expected fee rows and totals for a subtotal (øre, excl. VAT), by the README's cart rules. */
function expectedTotals(subtotal: number) {
  const fees: { name: string; price: number }[] = [];
  if (subtotal < RULES.freeDeliveryLimit) fees.push({ name: 'Fragt', price: RULES.freight });
  if (subtotal < RULES.smallOrderLimit) fees.push({ name: 'Småordregebyr', price: RULES.smallOrderFee });
  const totalExVat = subtotal + fees.reduce((sum, f) => sum + f.price, 0);
  // VAT on the total, rounded half up to whole øre (totalExVat × 25 is whole, so this is exact).
  const vat = Math.floor((totalExVat * RULES.vatPercent + 50) / 100);
  return { fees, totalExVat, vat, totalIncVat: totalExVat + vat };
}

const kr = (øre: number) => krText(øre / 100);

/** The cart page's fee rows as "name: amount". */
async function feeRows(page: Page): Promise<string[]> {
  return cartView(page)
    .locator('[part~="fee"]')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`),
    );
}

test('fees: under 500 kr. the cart shows Fragt and Småordregebyr with their amounts and the total, excl. and incl. VAT; above 500 kr. only Fragt', async ({
  page,
}, testInfo) => {
  needsElements('cart-preview');
  const problems = watchProblems(page);
  await page.goto('/cart');
  const p = await product(page, COLLI6.id);
  expect(p.colli).toBe(COLLI6.colli);
  const price = Math.round(p.price!.priceexvat * 100);
  const subtotal = COLLI6.colli * price;
  expect(subtotal, 'one pack is under the small-order limit').toBeLessThan(RULES.smallOrderLimit);
  const want = expectedTotals(subtotal);
  expect(want.fees.map((f) => f.name)).toEqual(['Fragt', 'Småordregebyr']);

  await setLine(page, COLLI6.id, COLLI6.colli);
  const cart = await getCart(page);
  expect(cart.subtotalexvat, 'server subtotal').toBe(subtotal / 100);
  expect(cart.fees.map((f) => ({ name: f.name, price: f.price }))).toEqual(
    want.fees.map((f) => ({ name: f.name, price: f.price / 100 })),
  );
  expect(cart.totalexvat).toBe(want.totalExVat / 100);
  expect(cart.vat).toBe(want.vat / 100);
  expect(cart.totalincvat).toBe(want.totalIncVat / 100);

  // Excl. VAT (the demo's default): the fees and the total as the server states them, labelled excl. VAT.
  await page.reload();
  const view = cartView(page);
  await rendered(view);
  await expect(view.locator('[part~="line"]')).toHaveCount(1);
  await expect
    .poll(() => feeRows(page))
    .toEqual([`Fragt: ${kr(RULES.freight)}`, `Småordregebyr: ${kr(RULES.smallOrderFee)}`]);
  await expect(view.locator('[part~="total"]')).toHaveText(kr(want.totalExVat));
  await expect(view.locator('[part~="total-row"] dt')).toContainText('ekskl. moms');
  await expect(view.locator('[part~="line-price"]')).toHaveText(kr(subtotal));
  // The header shows the server's total in its fallback link, and the element's once reached for.
  const headerCart = page.locator('.header-slot--cart cart-preview');
  await expect(headerCart.locator('.header-cart__total')).toHaveText(`, ${kr(want.totalExVat)} ekskl. moms`);
  await headerCart.hover();
  const headerTotal = headerCart.locator('[part~="toggle-total"]');
  await expect
    .poll(async () => await headerTotal.textContent(), { message: 'the header cart total' })
    .toContain(kr(want.totalExVat));
  await screenshot(page, testInfo, 'cov-fees-1-excl-vat');
  await expectAccessible(page, 'cart with two fees, excl. VAT');

  // Incl. VAT (the header's switch): every amount × 1,25, the total the server's incl. VAT total.
  const switcher = page.locator('form[data-vat-switch]');
  await Promise.all([page.waitForEvent('load'), switcher.locator('button[value="inc"]').click()]);
  await expect(page.locator('body > shop-context')).toHaveAttribute('prices-inc-vat', '');
  await rendered(cartView(page));
  const feesIncVat = want.fees.map((f) => `${f.name}: ${kr((f.price * (100 + RULES.vatPercent)) / 100)}`);
  expect(feesIncVat).toEqual([`Fragt: ${dkk('98,75')}`, `Småordregebyr: ${dkk('43,75')}`]);
  await expect.poll(() => feeRows(page)).toEqual(feesIncVat);
  await expect(cartView(page).locator('[part~="total"]')).toHaveText(kr(want.totalIncVat));
  await expect(cartView(page).locator('[part~="total-row"] dt')).toContainText('inkl. moms');
  expect((await getCart(page)).displaytotalprice).toBe(kr(want.totalIncVat));
  await screenshot(page, testInfo, 'cov-fees-2-incl-vat');
  await expectAccessible(page, 'cart with two fees, incl. VAT');

  // Two packs pass 500 kr.: the small-order fee goes, the freight stays.
  await Promise.all([page.waitForEvent('load'), page.locator('form[data-vat-switch] button[value="ex"]').click()]);
  await setLine(page, COLLI6.id, 2 * COLLI6.colli);
  const two = expectedTotals(2 * subtotal);
  expect(2 * subtotal).toBeGreaterThanOrEqual(RULES.smallOrderLimit);
  expect(two.fees.map((f) => f.name)).toEqual(['Fragt']);
  await page.reload();
  await rendered(cartView(page));
  await expect.poll(() => feeRows(page)).toEqual([`Fragt: ${kr(RULES.freight)}`]);
  await expect(cartView(page).locator('[part~="total"]')).toHaveText(kr(two.totalExVat));
  expect((await getCart(page)).totalexvat).toBe(two.totalExVat / 100);
  await screenshot(page, testInfo, 'cov-fees-3-freight-only');
  await expectClean(page, problems);
});
