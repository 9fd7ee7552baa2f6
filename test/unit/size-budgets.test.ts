/**
 * Size budgets of the built library (a ratchet, see test/size/budgets.ts): every .js file in dist/ — loader.js,
 * the runtime, vendor and every other shared chunk, each element entry, each locale catalog — is within its
 * budget in test/size-budgets.json; a file without a budget and a budget without a file fail too.
 * Needs `npm run build` first (`npm test` builds before Vitest). Page totals: test/e2e/page-weight.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '../../src/i18n/locales.ts';
import {
  budgetFor,
  checkFiles,
  checkPage,
  checkPageKeys,
  DIST,
  measureDist,
  readBudgets,
  roundUp,
} from '../size/budgets.ts';

describe('size budgets of dist/ (gzip, node:zlib level 9)', () => {
  it('every built file is within its budget, and every budget has its file', () => {
    const measured = measureDist();
    // The kinds of files the budgets must cover are all there (a build that lost one would pass vacuously).
    const keys = measured.map((m) => m.key);
    for (const key of ['loader.js', 'chunks/runtime', 'chunks/vendor', 'index.js', 'define.js'])
      expect(keys).toContain(key);
    expect(keys.filter((k) => k.startsWith('elements/')).length).toBeGreaterThan(10);
    // Split catalogs (docs/i18n-catalogs.md): one budget per unit (`locales/<unit>`, its largest language), and
    // every unit has a file in each of the 45 languages.
    const catalogs = keys.filter((k) => k.startsWith('locales/'));
    expect(catalogs.length).toBeGreaterThan(10);
    const files = readdirSync(join(DIST, 'locales'));
    for (const unit of catalogs) {
      const name = unit.slice('locales/'.length);
      const languages = files
        .filter((f) => f.startsWith(`${name}.`) && /^[a-z]{2,3}-[\w-]{8}\.js$/.test(f.slice(name.length + 1)))
        .map((f) => f.slice(name.length + 1).split('-')[0]);
      expect(languages.sort(), unit).toEqual([...SUPPORTED_LOCALES].sort());
    }
    const { failures, notes } = checkFiles(measured, readBudgets().files);
    // Reported, not failed: budgets worth lowering.
    for (const note of notes) console.warn(`[size] ${note}`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('the budget check itself', () => {
  const file = (key: string, gzip: number) => ({ key, file: `${key}.js`, gzip });

  it('fails a file over its budget, naming file, size and budget', () => {
    const { failures } = checkFiles([file('chunks/runtime', 19_401)], { 'chunks/runtime': 19_400 });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /dist\/chunks\/runtime\.js is 19401 B gzip, over its budget "chunks\/runtime" of 19400 B by 1 B/,
    );
  });

  it('fails a file without a budget and a budget without a file', () => {
    const { failures } = checkFiles([file('chunks/new', 100)], { 'chunks/gone': 100 });
    expect(failures.join('\n')).toMatch(/chunks\/new\.js \(100 B gzip\) has no budget: add a budget/);
    expect(failures.join('\n')).toMatch(/stale budget "chunks\/gone"/);
  });

  it('reports (does not fail) a budget more than 10 % above the size that size:update would lower', () => {
    expect(checkFiles([file('a', 890)], { a: 1000 })).toEqual({
      failures: [],
      notes: [expect.stringMatching(/11 % under its budget of 1000 B/)],
    });
    // 120 B against 150 B is 20 % under, but 150 B is what size:update writes: nothing to lower.
    expect(checkFiles([file('b', 120)], { b: 150 }).notes).toEqual([]);
    expect(checkFiles([file('c', 950)], { c: 1000 }).notes).toEqual([]);
  });

  it('fails a page over its gzip total or its script count, and checks page keys both ways', () => {
    const page = { key: '/cart', gzip: 50_001, scripts: 30, files: [] };
    expect(checkPage(page, { gzip: 50_000, scripts: 30 }).failures[0]).toMatch(
      /page \/cart loads 30 scripts, 50001 B gzip: over its budget of 50000 B by 1 B/,
    );
    expect(checkPage({ ...page, gzip: 49_000 }, { gzip: 50_000, scripts: 29 }).failures[0]).toMatch(
      /more script files than its budget of 29/,
    );
    expect(checkPage(page, undefined).failures[0]).toMatch(/has no budget/);
    expect(checkPageKeys(['/'], { '/old': { gzip: 1, scripts: 1 } })).toEqual([
      expect.stringMatching(/page \/ has no budget/),
      expect.stringMatching(/stale page budget "\/old"/),
    ]);
  });

  it('rounds budgets up to the next multiple of 50 B', () => {
    expect([roundUp(2031), roundUp(2050), roundUp(1)]).toEqual([2050, 2050, 50]);
  });

  it('adds the build hash headroom before rounding (10 B a file, 50 B a page)', () => {
    expect([budgetFor('file', 2031), budgetFor('file', 2040), budgetFor('file', 2041)]).toEqual([2050, 2050, 2100]);
    expect([budgetFor('page', 121208), budgetFor('page', 121150)]).toEqual([121300, 121200]);
  });
});
