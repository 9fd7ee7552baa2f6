#!/usr/bin/env node
// Finds a Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium.
// On Debian as root it installs the `chromium` package when missing; otherwise it stops with a clear message.
// Importable (`findChromium()`) and runnable as a script (prints the path).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const DEBIAN_PATH = '/usr/bin/chromium';

/** The one set of flags every browser test and the bench start Chromium with (root on Debian, no network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The Chromium the configs launch: CHROME_PATH (set by `npm test`), else Debian's. */
export const chromiumPath = () => process.env.CHROME_PATH || DEBIAN_PATH;

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to "${fromEnv}" but no file is there.`);
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log('[ensure-chromium] Chromium missing: installing Debian package "chromium" (about 30 s)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chromium/Chrome binary, then run the tests again.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(`[ensure-chromium] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
