/**
 * Page weight budgets (a ratchet, see test/size/budgets.ts): each demo page, loaded in Chromium against the demo
 * server, records every script response until its elements are defined and the network is idle (test/size/page-weight.ts,
 * shared with the bench); the sum of their gzip sizes (node:zlib level 9 of the decoded body) and the number of script
 * files must stay within the page's budget in test/size-budgets.json. A page without a budget, or a budget without a page here, fails.
 *
 * Desktop project only (playwright.config.ts ignores this file for phone): no element loads code by viewport, and
 * both projects measured the same scripts on every page when the budgets were set.
 *
 * BUTIK_SIZE_RECORD=<dir> (set by `npm run size:update`) writes each page's measurement to <dir>/<project>/
 * instead of checking it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkPage, checkPageKeys, readBudgets } from '../size/budgets.ts';
import { weigh } from '../size/page-weight.ts';

interface WeighedPage {
  /** The budget key. */
  key: string;
  path: string;
  /** Signed in as this demo user (password demo1234) before loading the page. */
  user?: string;
}

const PAGES: WeighedPage[] = [
  { key: '/', path: '/' },
  { key: '/category/kontorartikler', path: '/category/kontorartikler' },
  { key: '/product/10001', path: '/product/10001' },
  { key: '/search?query=kuglepen', path: '/search?query=kuglepen' },
  { key: '/side/levering', path: '/side/levering' },
  { key: '/cart', path: '/cart' },
  { key: '/login', path: '/login' },
  { key: '/signup', path: '/signup' },
  { key: '/konto', path: '/konto' },
  { key: '/konto (signed in: ejer@butik.test)', path: '/konto', user: 'ejer@butik.test' },
  { key: '/konto (signed in: saelger@butik.test)', path: '/konto', user: 'saelger@butik.test' },
  { key: '/kontakt', path: '/kontakt' },
  { key: '/giftshop', path: '/giftshop' },
  { key: '/giftshop (signed in: ejer@butik.test)', path: '/giftshop', user: 'ejer@butik.test' },
  { key: '/giftshop#/g/jul-2026/JUL26-0001', path: '/giftshop#/g/jul-2026/JUL26-0001' },
  { key: '/outbox', path: '/outbox' },
  { key: '/elements', path: '/elements' },
];

const record = process.env.BUTIK_SIZE_RECORD;

test.describe('page weight', () => {
  test('every measured page has a budget and every page budget a page', () => {
    test.skip(!!record, 'recording budgets');
    const failures = checkPageKeys(
      PAGES.map((p) => p.key),
      readBudgets().pages,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  for (const weighed of PAGES) {
    test(`scripts of ${weighed.key} stay within the page budget`, async ({ page }, testInfo) => {
      if (weighed.user) await signIn(page, weighed.user);
      const measured = await weigh(page, weighed);
      if (record) {
        const dir = join(record, testInfo.project.name);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${encodeURIComponent(weighed.key)}.json`), JSON.stringify(measured));
        return;
      }
      const { failures, notes } = checkPage(measured, readBudgets().pages[weighed.key]);
      for (const note of notes) {
        console.warn(`[size] ${note}`);
        test.info().annotations.push({ type: 'size', description: note });
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token, 'XSRF-TOKEN cookie').toBeTruthy();
  const res = await page.request.post('/login', {
    headers: { 'X-XSRF-TOKEN': token!, Accept: 'application/json' },
    multipart: { action: 'signin', username, password: 'demo1234', output: 'json' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ signincompleted: true });
}
