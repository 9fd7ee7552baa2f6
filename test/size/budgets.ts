/**
 * Size budgets (a ratchet): test/size-budgets.json, read by the Vitest check over dist/
 * (test/unit/size-budgets.test.ts), the page-weight journey (test/e2e/page-weight.spec.ts), the bench
 * (test/bench/run.ts) and `npm run size:update` (test/size/update.ts).
 *
 * One measuring rule everywhere: gzip with node:zlib at level 9 of the bytes as built (a file in dist/, or the
 * decoded body of a script response). Budgets are in bytes of that gzip size.
 *
 * Keys: a dist/ file by its path under dist/, with the content hash of `chunks/<name>-<hash>.js` and
 * `locales/<unit>.<lc>-<hash>.js` dropped (`chunks/runtime`), so a budget survives a rebuild; a catalog unit has one
 * budget for its 45 languages (`locales/header`, the largest of its files, issue 14). Two chunks
 * with the same name get the module that names them appended (`chunks/rules (src/validation/rules.ts)`), read
 * from the chunk's source map. A page by the key its journey gives it (its path, plus who is signed in).
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BUDGET_FILE = join(ROOT, 'test/size-budgets.json');
export const DIST = join(ROOT, 'dist');
/** Budgets are the measured size rounded up to a multiple of this (bytes, gzip). */
export const ROUND_TO = 50;
/**
 * Headroom added before rounding, for the build hash: every chunk name carries it, so a new build changes each
 * file's gzip size by a few bytes without any change to its code (seen: up to 8 B a file, 42 B a page of 19 files).
 * Without it a budget set a few bytes above its size failed the next unrelated build.
 */
export const HASH_HEADROOM = { file: 10, page: 50 } as const;
/** More than this share under budget is reported (not failed), so the budget gets lowered. */
export const SLACK_REPORTED = 0.1;
const UPDATE_HINT = 'if a reviewer accepts the growth, run `npm run size:update` and commit test/size-budgets.json';

export interface PageBudget {
  /** Sum of the gzip sizes of every script the page loads. */
  gzip: number;
  /** Number of script files the page loads. */
  scripts: number;
}

export interface Budgets {
  files: Record<string, number>;
  pages: Record<string, PageBudget>;
}

export function gzipSize(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function roundUp(bytes: number): number {
  return Math.ceil(bytes / ROUND_TO) * ROUND_TO;
}

/** The budget `npm run size:update` writes for a measured size: the size plus the hash headroom, rounded up. */
export function budgetFor(kind: keyof typeof HASH_HEADROOM, bytes: number): number {
  return roundUp(bytes + HASH_HEADROOM[kind]);
}

export function readBudgets(): Budgets {
  const json = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Partial<Budgets>;
  return { files: json.files ?? {}, pages: json.pages ?? {} };
}

export function writeBudgets(budgets: Budgets): void {
  const sorted = <T>(o: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const out = {
    $comment: [
      'Size budgets enforced by npm test (test/unit/size-budgets.test.ts for dist/, test/e2e/page-weight.spec.ts for pages).',
      'Bytes of gzip (node:zlib level 9), each the measured size plus a headroom for the build hash (10 B a file, 50 B a page), rounded up to the next multiple of 50.',
      'Written by `npm run size:update`: run it to lower budgets, or when a reviewer accepts growth.',
    ],
    files: sorted(budgets.files),
    pages: sorted(budgets.pages),
  };
  writeFileSync(BUDGET_FILE, `${JSON.stringify(out, null, 2)}\n`);
}

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsFiles(path));
    else if (name.endsWith('.js')) out.push(path);
  }
  return out.sort();
}

/** `chunks/runtime-BYarj7va.js` -> `chunks/runtime`; unhashed files keep their path. */
function hashless(path: string): string {
  const hashed = /^((?:chunks|locales)\/[^/]+)-[A-Za-z0-9_-]{8}\.js$/.exec(path);
  return hashed ? hashed[1]! : path;
}

/** The module a chunk is named after (its source map's source with the chunk's name), else its last source. */
function namingModule(file: string, name: string): string {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile))
    throw new Error(
      `${relative(ROOT, file)}: two chunks are named "${name}" and this one has no source map to tell them apart`,
    );
  const sources = ((JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] }).sources ?? []).map((s) =>
    relative(ROOT, resolve(join(file, '..'), s)).replaceAll('\\', '/'),
  );
  const short = basename(name);
  const named = sources.filter((s) => basename(s, extname(s)) === short);
  const pick = named.length === 1 ? named[0] : sources.at(-1);
  if (!pick) throw new Error(`${relative(ROOT, file)}: no sources in its source map`);
  return pick;
}

export interface MeasuredFile {
  key: string;
  /** Path under dist/. */
  file: string;
  gzip: number;
}

/** Every .js file in dist/ with its budget key and gzip size. */
export function measureDist(dist = DIST): MeasuredFile[] {
  if (!existsSync(dist)) throw new Error(`${relative(ROOT, dist)}/ is missing: run \`npm run build\` first`);
  const files = jsFiles(dist).map((abs) => ({ abs, file: relative(dist, abs).replaceAll('\\', '/') }));
  const counts = new Map<string, number>();
  for (const { file } of files) counts.set(hashless(file), (counts.get(hashless(file)) ?? 0) + 1);
  const measured: MeasuredFile[] = [];
  /** A catalog unit's budget covers its 45 languages: one entry, the largest of its files. */
  const units = new Map<string, MeasuredFile>();
  for (const { abs, file } of files) {
    const base = hashless(file);
    const gzip = gzipSize(readFileSync(abs));
    const unit = /^(locales\/.+)\.[a-z]{2,3}$/.exec(base)?.[1];
    if (unit) {
      const known = units.get(unit);
      if (!known) units.set(unit, { key: unit, file, gzip });
      else if (gzip > known.gzip) Object.assign(known, { file, gzip });
      continue;
    }
    const key = (counts.get(base) ?? 0) > 1 ? `${base} (${namingModule(abs, base)})` : base;
    measured.push({ key, file, gzip });
  }
  measured.push(...units.values());
  const keys = new Set<string>();
  for (const { key, file } of measured) {
    if (keys.has(key)) throw new Error(`two files in dist/ share the budget key "${key}" (one is ${file})`);
    keys.add(key);
  }
  return measured;
}

export interface Verdict {
  /** What fails the check: over budget, no budget, stale budget. */
  failures: string[];
  /** Reported only: more than 10 % under a budget that `size:update` would lower. */
  notes: string[];
}

/** Whether a budget has slack worth lowering: more than 10 % above the size, and above what size:update writes. */
function slack(size: number, budget: number): boolean {
  return size < budget * (1 - SLACK_REPORTED) && roundUp(size) < budget;
}

export function checkFiles(measured: MeasuredFile[], budgets: Record<string, number>): Verdict {
  const failures: string[] = [];
  const notes: string[] = [];
  for (const { key, file, gzip } of measured) {
    const budget = budgets[key];
    if (budget === undefined) {
      failures.push(
        `dist/${file} (${gzip} B gzip) has no budget: add a budget "${key}" to test/size-budgets.json (npm run size:update)`,
      );
    } else if (gzip > budget) {
      failures.push(
        `dist/${file} is ${gzip} B gzip, over its budget "${key}" of ${budget} B by ${gzip - budget} B; make it smaller, or ${UPDATE_HINT}`,
      );
    } else if (slack(gzip, budget)) {
      notes.push(
        `dist/${file} is ${gzip} B gzip, ${pct(gzip, budget)} under its budget of ${budget} B: lower it (npm run size:update)`,
      );
    }
  }
  const keys = new Set(measured.map((m) => m.key));
  for (const [key, budget] of Object.entries(budgets)) {
    if (!keys.has(key))
      failures.push(`stale budget "${key}" (${budget} B): no such file in dist/; remove it (npm run size:update)`);
  }
  return { failures, notes };
}

export interface MeasuredPage {
  key: string;
  gzip: number;
  scripts: number;
  /** `url gzip` of each script, for the failure message. */
  files: string[];
}

export function checkPage(page: MeasuredPage, budget: PageBudget | undefined): Verdict {
  const failures: string[] = [];
  const notes: string[] = [];
  const what = `page ${page.key} loads ${page.scripts} scripts, ${page.gzip} B gzip`;
  if (!budget) {
    failures.push(
      `${what} and has no budget: add "${page.key}" to the pages of test/size-budgets.json (npm run size:update)`,
    );
    return { failures, notes };
  }
  if (page.gzip > budget.gzip) {
    failures.push(
      `${what}: over its budget of ${budget.gzip} B by ${page.gzip - budget.gzip} B; make it smaller, or ${UPDATE_HINT}`,
    );
  }
  if (page.scripts > budget.scripts) {
    failures.push(`${what}: more script files than its budget of ${budget.scripts}; ${UPDATE_HINT}`);
  }
  if (!failures.length && slack(page.gzip, budget.gzip)) {
    notes.push(
      `${what}, ${pct(page.gzip, budget.gzip)} under its budget of ${budget.gzip} B: lower it (npm run size:update)`,
    );
  }
  if (failures.length) failures.push(`scripts of ${page.key}:\n  ${page.files.join('\n  ')}`);
  return { failures, notes };
}

/** Budgets of pages no journey measures, and journeys without a budget. */
export function checkPageKeys(measuredKeys: readonly string[], budgets: Record<string, PageBudget>): string[] {
  const failures: string[] = [];
  for (const key of measuredKeys) {
    if (!budgets[key])
      failures.push(`page ${key} has no budget: add it to the pages of test/size-budgets.json (npm run size:update)`);
  }
  for (const key of Object.keys(budgets)) {
    if (!measuredKeys.includes(key))
      failures.push(
        `stale page budget "${key}": test/e2e/page-weight.spec.ts measures no such page; remove it (npm run size:update)`,
      );
  }
  return failures;
}

function pct(size: number, budget: number): string {
  return `${Math.round((1 - size / budget) * 100)} %`;
}
