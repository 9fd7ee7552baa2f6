// Element tests: @web/test-runner in headless Chromium against the BUILT library.
// Before the tests it builds the library plus the test-only fixture elements (test/elements/fixtures/)
// into .wtr-dist/ with the same Vite config as `npm run build` (BUTIK_TEST_BUILD=1): the generic runtime
// needs real elements to test, and product elements belong to later issues. Set BUTIK_SKIP_TEST_BUILD=1 to
// reuse an existing .wtr-dist/. test/elements/dist.test.js checks the real dist/ (built here if missing).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, chromiumPath } from './test/ensure-chromium.mjs';

const executablePath = chromiumPath();
if (!existsSync(executablePath)) {
  throw new Error(`No Chromium at ${executablePath}: install one (apt-get install chromium) or set CHROME_PATH.`);
}

if (!existsSync('dist/loader.js')) {
  // test/elements/dist.test.js checks the real build output (npm test builds it before this step).
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (process.env.BUTIK_SKIP_TEST_BUILD !== '1' || !existsSync('.wtr-dist/loader.js')) {
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, BUTIK_TEST_BUILD: '1' } });
}

/** The test server fails the first request of the flaky chunk (loader retry test), and counts requests. */
const flakyRequests = { count: 0 };
function flakyChunk(context, next) {
  if (context.path === '/.wtr-dist/elements/test-flaky.js') {
    flakyRequests.count += 1;
    if (!context.querystring.includes('retry')) {
      context.status = 503;
      context.body = 'unavailable on purpose';
      return undefined;
    }
  }
  return next();
}

export default {
  files: ['test/elements/**/*.test.js'],
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  middleware: [flakyChunk],
  testFramework: { config: { timeout: 20_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
};
