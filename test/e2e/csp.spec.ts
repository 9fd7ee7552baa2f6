/**
 * The demo under its strict Content-Security-Policy and Trusted Types (docs/security-csp.md): every demo page, and the
 * main interactions (the login modal, the cart preview, the gift-recipient flow to its products and a product's
 * sanitised description, the management area), run with zero violations.
 *
 * Two witnesses, both must stay empty:
 * - in the page: every `securitypolicyviolation` event (CSP and Trusted Types alike; listened to in the capture phase
 *   on the document before any page script, reported to the test by a binding, so a page navigated away from is
 *   still counted), and every uncaught error (a Trusted Types sink throws);
 * - at the server: the reports the browser sent to the policy's report endpoint (GET /csp-reports, readable because
 *   playwright.config.ts starts the server with BUTIK_TEST_CSP_REPORTS=1). Over http the policy names it with
 *   `report-uri` (the Reporting API's `report-to` is sent over https only: docs/security-csp.md). Each test ends by
 *   causing one known violation of its own (an image from a `.invalid` host, never fetched) and waits for its report:
 *   once it has arrived, the test's earlier reports have too. The first test proves that chain (event and report)
 *   works, for a CSP and a Trusted Types violation.
 *
 * The pages come from the demo's page routes (pageRoutes()): a new page is visited without editing this file, and a
 * new route with a parameter fails here until it has an example below.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../demo/server/pages/index.ts';
import { apiCall, apiSignIn, createShopInUi, reachFor, rendered } from './helpers.ts';

/** Example paths for the page routes with parameters (seeded records). */
const EXAMPLES: Record<string, string[]> = {
  '/category/:id': ['/category/kontorartikler', '/category/kuglepenne'],
  '/product/:id': ['/product/10001'],
  '/side/:id': ['/side/levering'],
};

/** Every GET page of the demo (the generated /images and the catch-all 404 aside), with examples for parameters. */
function demoPages(): string[] {
  const paths = new Set<string>();
  for (const route of pageRoutes().routes) {
    if (route.method !== 'GET' || route.path === '*' || route.path === '/*' || route.path.startsWith('/images'))
      continue;
    if (route.path.includes(':') || route.path.includes('*')) {
      const examples = EXAMPLES[route.path];
      if (!examples) throw new Error(`csp.spec.ts: no example path for the page route ${route.path}`);
      for (const p of examples) paths.add(p);
    } else paths.add(route.path);
  }
  paths.add('/search?query=kuglepen');
  // The 404 page is a page too.
  paths.add('/no/such/page');
  return [...paths];
}

interface CspReport {
  received: string;
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number | null;
}

/** The host of the deliberate violations (`.invalid` never resolves: nothing is fetched). */
const CANARY_HOST = 'csp-canary.invalid';
/** The query of the page where the first test breaks the policy on purpose. */
const WITNESS_MARK = 'csp-witness';
/** A report of a deliberate violation (a canary, or the first test's page). */
const deliberate = (r: CspReport) => r.blockedURL.includes(CANARY_HOST) || r.documentURL.includes(WITNESS_MARK);

interface Witness {
  /** Violations seen in the pages (`securitypolicyviolation`). */
  events: string[];
  /** Uncaught errors in the pages. */
  errors: string[];
  /** When the test started watching (ms since the epoch). */
  started: number;
}

/** Listens for violations and errors in every document the page loads. */
async function witness(page: Page): Promise<Witness> {
  // A second's margin for the server's clock: it is this machine's.
  const seen: Witness = { events: [], errors: [], started: Date.now() - 1000 };
  await page.exposeBinding('__cspViolation', (_source, line: string) => {
    seen.events.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __cspViolation(line: string): void }).__cspViolation;
        void report(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`,
        );
      },
      true,
    );
  });
  page.on('pageerror', (error) => seen.errors.push(`${error.name}: ${error.message}`));
  return seen;
}

async function serverReports(page: Page): Promise<CspReport[]> {
  const res = await page.request.get('/csp-reports');
  expect(res.status(), 'GET /csp-reports (the server needs BUTIK_TEST_CSP_REPORTS=1)').toBe(200);
  return ((await res.json()) as { reports: CspReport[] }).reports;
}

/** Causes one known violation on the current page: an image from the canary host (img-src 'self' data: blob:). */
async function canary(page: Page, id: string): Promise<string> {
  const url = `https://${CANARY_HOST}/${id}.png`;
  await page.evaluate((src) => {
    const img = new Image();
    img.src = src;
  }, url);
  return url;
}

/**
 * Ends a test: its own canary's report arrives at the server (the chain works, and the reports of its earlier
 * violations have been sent), then no other report from this test's pages, no other violation event, no page error.
 */
async function expectNoViolations(page: Page, seen: Witness, id: string): Promise<void> {
  const since = seen.started;
  const url = await canary(page, id);
  await expect
    .poll(async () => (await serverReports(page)).some((r) => r.blockedURL === url), {
      message: `the canary's report (${url}) reaches /csp-reports`,
      timeout: 15_000,
    })
    .toBe(true);
  expect(seen.events.filter((e) => !e.includes(CANARY_HOST))).toEqual([]);
  // Reports from this test's time on (a server reused across runs keeps earlier ones).
  const mine = (await serverReports(page)).filter((r) => !deliberate(r) && Date.parse(r.received) >= since);
  expect(
    mine.map(
      (r) =>
        `${r.effectiveDirective} blocked ${r.blockedURL || 'inline'} on ${r.documentURL} (${r.sourceFile}:${r.lineNumber})`,
    ),
    'CSP reports received by the server',
  ).toEqual([]);
  expect(seen.errors, 'page errors').toEqual([]);
}

test.describe('strict CSP and Trusted Types on the demo', () => {
  test('the witnesses work: a Trusted Types sink and a foreign image are blocked, seen and reported', async ({
    page,
  }, testInfo) => {
    const seen = await witness(page);
    // Its deliberate violations come from this address only: the other tests leave its reports aside.
    const response = await page.goto(`/?${WITNESS_MARK}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    const id = `witness-${testInfo.project.name}-${Date.now()}`;
    // A Trusted Types sink with a string throws and reports; an image from another origin is refused and reported.
    const threw = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(threw, 'innerHTML with a string throws').toBe(true);
    const url = await canary(page, id);
    await expect
      .poll(() => seen.events.filter((e) => e.includes(url) || e.startsWith('require-trusted-types-for')).length)
      .toBe(2);
    await expect
      .poll(
        async () => {
          const reports = await serverReports(page);
          return [
            reports.some((r) => r.blockedURL === url && r.effectiveDirective === 'img-src'),
            reports.some(
              (r) =>
                r.effectiveDirective === 'require-trusted-types-for' &&
                r.documentURL.startsWith(page.url().split('#')[0]!),
            ),
          ];
        },
        { timeout: 15_000, message: 'both reports reach /csp-reports' },
      )
      .toEqual([true, true]);
  });

  test('every demo page loads with zero violations', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const seen = await witness(page);
    const pages = demoPages();
    expect(pages.length).toBeGreaterThanOrEqual(14);
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], `policy on ${path}`).toContain("'nonce-");
      await page.waitForFunction(() => !!customElements.get('shop-context'), undefined, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(seen.events, `violations on ${path}`).toEqual([]);
    }
    await expectNoViolations(page, seen, `pages-${testInfo.project.name}-${Date.now()}`);
  });

  test('login modal and cart preview with zero violations', async ({ page }, testInfo) => {
    const seen = await witness(page);
    await page.goto('/product/10001');
    // A product in the cart, so the preview lists a line.
    await apiCall(page, 'POST', '/cart/addorupdatecart', { productid: '10001', quantity: 1 });
    await page.reload();
    const login = page.locator('header login-button');
    await rendered(login);
    await expect(login).toHaveAttribute('data-state', 'waiting', { timeout: 15_000 });
    await login.locator('a.header-login').dispatchEvent('click');
    const modal = page.getByRole('dialog').filter({ has: page.locator('input[autocomplete="current-password"]') });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    const cart = page.locator('.header-slot--cart cart-preview');
    // It waits for the visitor (its fallback is the server's cart link): a pointer over it loads it (a pointer, also
    // on a phone: a tap would press the link, and open the panel already).
    await reachFor(cart, cart.locator('a.header-cart'), false);
    const toggle = cart.locator('[part~="toggle"]');
    await toggle.click();
    await expect(cart.locator('[part~="panel"]')).toBeVisible();
    await expectNoViolations(page, seen, `header-${testInfo.project.name}-${Date.now()}`);
  });

  test('gift-recipient flow: code, info, greeting, products and a sanitised description with zero violations', async ({
    page,
  }, testInfo) => {
    const seen = await witness(page);
    // Codes of their own (other journeys use 0010-0016, 0020-0021, 0030-0036, 0040-0041); the flow stops before
    // redeeming, so they stay unused.
    const code = testInfo.project.name === 'phone' ? 'JUL26-0049' : 'JUL26-0048';
    await page.goto(`/giftshop#/g/jul-2026/${code}`);
    const flow = page.locator('gift-shop-app gift-recipient-flow');
    const section = (step: string) => flow.locator(`section.step--${step}`);
    await expect(section('info')).toBeVisible({ timeout: 15_000 });
    await flow.locator('[part~="name-input"]').fill('Anna Jensen');
    await flow.locator('[part~="consent"]').check();
    await section('info').locator('[part~="continue"]').click();
    await expect(section('message')).toBeVisible();
    await section('message').locator('[part~="continue"]').click();
    await expect(section('products')).toBeVisible();
    // 'Read more': the product's long description, sanitised by DOMPurify into a TrustedHTML.
    await section('products').locator('[data-product-opener]').first().click();
    await expect(flow.locator('[part~="overlay"]')).toBeVisible();
    await expectNoViolations(page, seen, `gift-${testInfo.project.name}-${Date.now()}`);
  });

  test('management area: dashboard, a new shop and its overview with zero violations', async ({ page }, testInfo) => {
    const seen = await witness(page);
    await createShopInUi(page, `CSP ${testInfo.project.name} ${Date.now()}`);
    await page.goto('/');
    await apiSignIn(page, 'ejer@butik.test');
    // The seeded shop's overview shows its greeting as text (plainText: DOMPurify parses it).
    await page.goto('/giftshop#/m/jul-2026');
    await expect(page.locator('gift-shop-app')).toHaveAttribute('data-state', 'manage-overview', { timeout: 15_000 });
    await expectNoViolations(page, seen, `manage-${testInfo.project.name}-${Date.now()}`);
  });
});
