import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The demo server runs under tsx, which cannot run Lingui macros (importing one throws
 * "Cannot find module 'babel-plugin-macros'") nor Vite's import.meta.glob. These leaf
 * modules must stay importable there: load them in a plain Node + tsx process.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('server-safe leaves', () => {
  it('rules, phone, quantity, format, cache, labels and locales load under tsx', () => {
    const script = `
      const r = await import('./src/validation/rules.ts');
      const p = await import('./src/validation/phone.ts');
      const q = await import('./src/validation/quantity.ts');
      const f = await import('./src/format/index.ts');
      const c = await import('./src/cache/index.ts');
      const l = await import('./src/i18n/labels.ts');
      const loc = await import('./src/i18n/locales.ts');
      console.log(JSON.stringify([
        r.isEanValid('4006381333931'), r.isEmailValid('a@b.dk'), r.isAlphaValid('Ærø'), r.isBetweenValid('11', 1, 10),
        p.normalizePhone('12 34 56 78'),
        q.roundUpToColli(7, 6), f.formatDate('2026-03-29T12:05:00Z', 'long', { culture: 'da-DK' }),
        c.createLocalCache({ contextKey: 'x' }).mode, l.MISSING_LABEL_TEXT, loc.resolveLocale('da-DK'),
      ]));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop() ?? '')).toEqual([
      true,
      true,
      true,
      false,
      '+4512345678',
      12,
      '29. marts 2026',
      'memory',
      '•••',
      'da',
    ]);
  });
});
