/**
 * The codes section's export and printable certificate sheet (issue 12) on the demo: the owner `ejer@butik.test`
 * creates a gift shop with a theme, a logo, a greeting with markup and ten codes (four with a recipient), exports
 * the CSV (the download read back: byte-order mark, `;`, a row), opens 'Udskriv gavebeviser' (10 cards on 2 pages),
 * and the print media is captured: a full-page screenshot at A4 width and a PDF (2 A4 pages). Screenshots at both
 * widths in test-results/screens/.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, createShopInUi, expectAccessible, expectClean, screenshot, watchProblems } from './helpers.ts';

const app = (page: Page): Locator => page.locator('gift-shop-app');
const part = (page: Page, name: string): Locator => app(page).locator(`[part~="${name}"]`);

const RECIPIENTS: Array<[string, string]> = [
  ['Ida Holm', 'ida.holm@gaveglad.test'],
  ['Bo Berg', 'bo.berg@gaveglad.test'],
  ['Sara Søndergaard', 'sara.sondergaard@gaveglad.test'],
  ['Kim Kock', 'kim.kock@gaveglad.test'],
];
const GREETING =
  '<p>Kære kollega</p><p>Tak for et <b>fantastisk</b> år. Vælg selv din julegave – vi glæder os til at fejre det med dig.</p>';

test('the owner exports the codes as CSV and prints the gift certificates', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  // A shop of its own, set up through the API: theme with logo, greeting (with markup), ten codes, four named.
  const name = `Julefrokost ${testInfo.project.name} ${Date.now() % 100000}`;
  const id = await createShopInUi(page, name);
  await apiCall(page, 'POST', '/giftshop/persist', {
    id,
    theme: { backgroundcolor: '#7a1020', textcolor: '#ffffff', logoimage: '/assets/giftshop/jul-2026.svg' },
    message: GREETING,
  });
  const codes = await apiCall<Array<{ id: string }>>(page, 'POST', `/giftshop/${encodeURIComponent(id)}/codes/create`, {
    count: 10,
  });
  expect(codes).toHaveLength(10);
  for (const [i, [recipient, email]] of RECIPIENTS.entries())
    await apiCall(page, 'POST', '/giftshop/code/persist', { id: codes[i]!.id, name: recipient, email });

  // A new hash on the same page is no reload: reload, so the area reads the shop as the API left it.
  await page.goto(`/giftshop#/m/${encodeURIComponent(id)}/inv`);
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-state', 'manage-codes');
  await expect(part(page, 'codes').locator('tbody tr')).toHaveCount(10);
  await expect(part(page, 'export-codes')).toHaveText('Eksportér CSV');
  await expect(part(page, 'print-codes')).toHaveText('Udskriv gavebeviser');
  await screenshot(page, testInfo, 'print-1-codes-toolbar');
  await app(page)
    .locator('.m-codes-tools')
    .screenshot({ path: `test-results/screens/${testInfo.project.name}-print-1b-toolbar.png` });

  // The CSV: the download event, the file read back.
  const [download] = await Promise.all([page.waitForEvent('download'), part(page, 'export-codes').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^gavebeviser-${id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Kode;Navn;E-mail;Invitation;Valgte gaver;Opdateret;Link');
  expect(lines).toHaveLength(12); // header, 10 rows, the last line end
  const ida = lines.find((l) => l.startsWith(`${codes[0]!.id};`));
  expect(ida).toMatch(
    new RegExp(
      `^${codes[0]!.id};Ida Holm;ida\\.holm@gaveglad\\.test;Ikke sendt;;\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2};` +
        `http://[^/]+/giftshop#/g/${id}/${codes[0]!.id}$`,
    ),
  );
  await download.saveAs(`test-results/screens/${testInfo.project.name}-print-codes.csv`);
  await expect(part(page, 'export-status')).toHaveText(
    `10 gavebeviser er eksporteret til ${download.suggestedFilename()}.`,
  );

  // The sheet.
  await part(page, 'print-codes').click();
  await expect(page).toHaveURL(new RegExp(`#/m/${id}/inv/print$`));
  await expect(part(page, 'print-card')).toHaveCount(10);
  await expect(part(page, 'print-page')).toHaveCount(2);
  await expect(part(page, 'print-count')).toHaveText('10 kort på 2 sider');
  await expect(part(page, 'breadcrumb').locator('li')).toHaveText([
    'Oversigt',
    name,
    'Gavebeviser',
    'Udskriv gavebeviser',
  ]);
  // Named recipients first, by name: Bo Berg's card leads.
  const first = part(page, 'print-card').first();
  await expect(first.locator('.ps-card__to')).toHaveText('Til Bo Berg');
  await expect(first.locator('[part~="print-greeting"]')).toHaveText(
    'Kære kollega\nTak for et fantastisk år. Vælg selv din julegave – vi glæder os til at fejre det med dig.',
  );
  await expect(first.locator('[part~="print-link"]')).toHaveText(
    new RegExp(`^http://[^/]+/giftshop#/g/${id}/${codes[1]!.id}$`),
  );
  await expect(first.locator('svg[part~="print-qr"] path')).toHaveAttribute('d', /^M4 4h7v1h-7z/);
  await expect(first.locator('img.ps-card__logo')).toHaveJSProperty('complete', true);
  await screenshot(page, testInfo, 'print-2-sheet-preview');
  await first.screenshot({ path: `test-results/screens/${testInfo.project.name}-print-4-card.png` });
  await expectAccessible(page, 'print sheet');

  // The print media, as an A4 page lays it out (794 CSS px wide), whatever the device.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(part(page, 'print-button')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(part(page, 'shortcuts')).toBeHidden();
  await screenshot(page, testInfo, 'print-3-print-media');
  // The PDF Chromium prints: two A4 pages (595 × 842 pt).
  const pdf = (
    await page.pdf({
      path: `test-results/screens/${testInfo.project.name}-print-sheet.pdf`,
      preferCSSPageSize: true,
      printBackground: true,
    })
  ).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g) ?? []).toHaveLength(2);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 59[45](\.\d+)? 84[12](\.\d+)?\s*\]/);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(viewport);

  // Only the unused codes by default; back to the codes page.
  await expect(part(page, 'print-only-unused')).toBeChecked();
  await part(page, 'print-back').click();
  await expect(page).toHaveURL(new RegExp(`#/m/${id}/inv$`));
  await expect(part(page, 'codes').locator('tbody tr')).toHaveCount(10);
  await expectClean(page, problems);
});
