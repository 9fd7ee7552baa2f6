#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// type check -> lint -> format check -> build -> unit and API tests (Vitest; the static /js/dist/ tests and the size budgets of dist/ need the build)
// -> element tests (web-test-runner, headless Chromium) -> end-to-end journeys (Playwright against the demo server, with the
// page weight budgets). Budgets: test/size-budgets.json.
import { spawnSync } from 'node:child_process';
import { findChromium } from './ensure-chromium.mjs';

let chrome;
try {
  chrome = findChromium();
} catch (error) {
  console.error(`[test] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const env = { ...process.env, CHROME_PATH: chrome };

const steps = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['build', 'npm', ['run', 'build']],
  ['unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
  ['element tests (web-test-runner, Chromium)', 'npx', ['web-test-runner']],
  ['end-to-end journeys (Playwright)', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs} s (exit ${result.status ?? result.signal}).`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${name} (${secs} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`steps: ${passed} passed, 0 failed`);
