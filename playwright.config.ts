/**
 * End-to-end journeys (test/e2e/**) in Debian's Chromium against the real demo server.
 *
 * - Browser: CHROME_PATH, else /usr/bin/chromium (Playwright never downloads browsers here).
 * - Server: `npx tsx demo/server/main.ts` on 127.0.0.1:18480 with an in-memory PGlite database
 *   (BUTIK_DATA_DIR=memory://), seeded at start. It serves /js/dist/ from dist/, so `npm run build`
 *   must have run first (`npm test` builds before this step).
 * - E2E_BASE_URL=http://host:port runs the journeys against a server you started yourself instead.
 * - Screenshots of every page at both widths go to test-results/screens/.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './test/ensure-chromium.mjs';

// E2E_PORT: another port when two checkouts run the journeys at once.
const PORT = Number(process.env.E2E_PORT) || 18480;
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
const executablePath = chromiumPath();
const chromiumArgs = CHROMIUM_ARGS;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // A forgotten `.only` fails the run everywhere, not only under CI.
  forbidOnly: true,
  retries: 0,
  // Two cores shared with the server: two workers at most.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: chromiumArgs },
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Page weights measured on desktop only. They could differ by width only through `loading="lazy"` tags,
      // which the demo sets only on elements below the fold at both widths (and within the loader's margin).
      // The hostile-input journeys (hostile-input*.spec.ts) run their own servers (E2E_PORT + 1 and free ports) and
      // check nothing that depends on the width.
      testIgnore: ['**/page-weight.spec.ts', '**/hostile-input*.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npx tsx demo/server/main.ts',
        url: `${baseURL}/`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          BUTIK_DATA_DIR: 'memory://',
          // A database server from the environment must not receive the e2e run's writes.
          DATABASE_URL: '',
          // test/e2e/csp.spec.ts reads the CSP violation reports the browser sent (GET /csp-reports).
          BUTIK_TEST_CSP_REPORTS: '1',
        },
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
