import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales.ts';

/**
 * Bundles the leaves the way the library build does (SWC Lingui macros with id-only
 * descriptors as in production, .po catalogs via @lingui/vite-plugin, package.json
 * sideEffects honoured) and runs the result in plain Node. Guards two traps: the macro ids
 * of @lingui/swc-plugin 6 differ from the catalog ids of @lingui/cli 5 (URL-safe base64),
 * and top-level dayjs.extend() calls are tree-shaken from "side-effect free" modules.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'butik-leaves-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('production bundle of the leaves', () => {
  it('translates with id-only descriptors, one chunk per locale, dates formatted', async () => {
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [react({ plugins: [['@lingui/swc-plugin', { descriptorFields: 'id-only' }]] }), lingui()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(root, 'test/unit/i18n/fixtures/prod-entry.ts'), formats: ['es'], fileName: 'entry' },
      },
    });
    const chunks = readdirSync(outDir).filter((f) => f.endsWith('.js'));
    expect(chunks.filter((f) => f.startsWith('messages'))).toHaveLength(SUPPORTED_LOCALES.length);

    const script = `import(${JSON.stringify(pathToFileURL(join(outDir, 'entry.js')).href)}).then(m => m.run()).then(r => console.log(JSON.stringify(r)))`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const result = JSON.parse(out) as {
      descriptor: object;
      da: string[];
      en: string[];
      giftDa: string;
      date: string;
      week: number;
      money: string;
    };

    expect(Object.keys(result.descriptor)).toEqual(['id']); // source text stripped as in production
    expect(result.giftDa).toBe('Udfyld venligst fornavn og efternavn');
    expect(result.da).toContain('X skal udfyldes');
    expect(result.en).toContain('The X field is required');
    for (const text of [...result.da, ...result.en]) expect(text).toContain('X'); // no bare hash ids
    expect(result.date).toBe('søndag d. 29. marts 2026 kl. 14:05');
    expect(result.week).toBe(53);
    expect(result.money.replace(/\u00a0/g, ' ')).toBe('1.234,50 kr.');
  });
});
