// Element tests: @web/test-runner in headless Chromium against the BUILT library.
// Before the tests it builds the library plus the test-only fixture elements (test/elements/fixtures/)
// into .wtr-dist/ with the same Vite config as `npm run build` (BUTIK_TEST_BUILD=1): the generic runtime
// needs real elements to test, and product elements belong to later issues. Set BUTIK_SKIP_TEST_BUILD=1 to
// reuse an existing .wtr-dist/. test/elements/dist.test.js checks the real dist/ (built here if missing).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, chromiumPath } from './test/ensure-chromium.mjs';
import { pseudoCatalogs } from './test/elements/helpers/pseudo-catalogs.mjs';

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

/**
 * Loader timeout test: /hang-site/* serves .wtr-dist/* (its own URLs, so nothing the browser remembers about
 * them leaks into other tests), except that the first (non-retry) request of the hanging chunk gets no answer
 * until the test fetches /__butik-test/release-hang; then it gets a late 503.
 */
const held = [];
function hangingChunk(context, next) {
  if (context.path === '/__butik-test/release-hang') {
    for (const release of held.splice(0)) release();
    context.body = 'released';
    return undefined;
  }
  if (!context.path.startsWith('/hang-site/')) return next();
  if (context.path === '/hang-site/elements/test-hang.js' && !context.querystring.includes('retry')) {
    return new Promise((resolve) => held.push(resolve)).then(() => {
      context.status = 503;
      context.set('Cache-Control', 'no-store');
      context.body = 'answered too late on purpose';
    });
  }
  context.url = context.url.replace('/hang-site/', '/.wtr-dist/');
  return next();
}

/**
 * Chunk traps of the test server: `/__butik-test/<kind>-chunk?pattern=<regexp>` arms a trap for the next request of a
 * .wtr-dist/chunks/ file whose path matches (once; helpers/util.js `failNextChunk`, `holdNextChunk`).
 */
function chunkTrap(kind) {
  const patterns = [];
  return {
    /** Arms the trap when the request is its own control URL (answered here). */
    armed(context) {
      if (context.path !== `/__butik-test/${kind}-chunk`) return false;
      patterns.push(new RegExp(String(context.query.pattern)));
      context.body = 'armed';
      return true;
    },
    /** The request is one the trap catches (the trap is then spent). */
    catches(context) {
      if (!context.path.startsWith('/.wtr-dist/chunks/')) return false;
      const at = patterns.findIndex((pattern) => pattern.test(context.path));
      if (at !== -1) patterns.splice(at, 1);
      return at !== -1;
    },
  };
}

/** On-demand chunks that fail (test/elements/*-lazy.test.js): the caught request gets a 503. */
const failTrap = chunkTrap('fail');
function failingChunk(context, next) {
  if (failTrap.armed(context)) return undefined;
  if (!failTrap.catches(context)) return next();
  context.status = 503;
  context.set('Cache-Control', 'no-store');
  context.body = 'unavailable on purpose';
  return undefined;
}

/**
 * On-demand chunks held back (what an element does before its part is there, test/elements/*-lazy.test.js): the
 * caught request waits until `/__butik-test/release-chunks`, then is served; `/__butik-test/held-chunks` answers how
 * many wait.
 */
const holdTrap = chunkTrap('hold');
const heldChunks = [];
function heldChunk(context, next) {
  if (holdTrap.armed(context)) return undefined;
  if (context.path === '/__butik-test/held-chunks') {
    context.set('Cache-Control', 'no-store');
    context.body = String(heldChunks.length);
    return undefined;
  }
  if (context.path === '/__butik-test/release-chunks') {
    for (const release of heldChunks.splice(0)) release();
    context.body = 'released';
    return undefined;
  }
  if (!holdTrap.catches(context)) return next();
  return new Promise((resolve) => heldChunks.push(resolve)).then(() => next());
}

export default {
  files: ['test/elements/**/*.test.js'],
  nodeResolve: false,
  // WTR_PORT: another port when two checkouts run the element tests at once.
  ...(process.env.WTR_PORT ? { port: Number(process.env.WTR_PORT) } : {}),
  concurrency: 1,
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  // pseudoCatalogs: the pseudo-locale run (docs/i18n-catalogs.md), every catalog served marked.
  middleware: [flakyChunk, hangingChunk, failingChunk, heldChunk, pseudoCatalogs],
  // forbidOnly: a forgotten `.only` fails the run instead of silently skipping the rest.
  testFramework: { config: { timeout: 20_000, forbidOnly: true } },
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
