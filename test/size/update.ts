/**
 * `npm run size:update`: rewrites test/size-budgets.json from a fresh measurement — `npm run build`, every .js
 * file in dist/, then every page of test/e2e/page-weight.spec.ts (desktop project, demo server on E2E_PORT
 * like every journey). Each budget becomes the measured gzip size plus the build hash's headroom (budgets.ts
 * HASH_HEADROOM), rounded up to the next multiple of 50 B;
 * budgets of files or pages that are gone are dropped.
 *
 * Use it to lower budgets after making things smaller, or when a reviewer accepts growth; the diff of
 * test/size-budgets.json is what the reviewer sees. `--no-build` reuses dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUDGET_FILE,
  ROOT,
  measureDist,
  readBudgets,
  budgetFor,
  writeBudgets,
  type Budgets,
  type MeasuredPage,
} from './budgets.ts';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`[size:update] ${cmd} ${args.join(' ')} failed; budgets left as they were`);
    process.exit(1);
  }
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

const files: Budgets['files'] = {};
for (const { key, gzip } of measureDist()) files[key] = budgetFor('file', gzip);

const record = mkdtempSync(join(tmpdir(), 'butik-size-'));
const pages: Budgets['pages'] = {};
try {
  run('npx', ['playwright', 'test', 'test/e2e/page-weight.spec.ts', '--project=desktop'], {
    ...process.env,
    BUTIK_SIZE_RECORD: record,
  });
  const dir = join(record, 'desktop');
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const page = JSON.parse(readFileSync(join(dir, name), 'utf8')) as MeasuredPage;
    pages[page.key] = { gzip: budgetFor('page', page.gzip), scripts: page.scripts };
  }
} finally {
  rmSync(record, { recursive: true, force: true });
}
if (!Object.keys(pages).length) {
  console.error('[size:update] no page was measured; budgets left as they were');
  process.exit(1);
}

const old = existsSync(BUDGET_FILE) ? readBudgets() : { files: {}, pages: {} };
const changes: string[] = [];
const diff = (what: string, before: unknown, after: unknown): void => {
  if (JSON.stringify(before) !== JSON.stringify(after))
    changes.push(`${what}: ${JSON.stringify(before) ?? '(none)'} -> ${JSON.stringify(after) ?? '(removed)'}`);
};
for (const key of new Set([...Object.keys(old.files), ...Object.keys(files)])) diff(key, old.files[key], files[key]);
for (const key of new Set([...Object.keys(old.pages), ...Object.keys(pages)]))
  diff(`page ${key}`, old.pages[key], pages[key]);
writeBudgets({ files, pages });
console.log(
  changes.length
    ? `[size:update] test/size-budgets.json:\n  ${changes.join('\n  ')}`
    : '[size:update] no budget changed',
);
