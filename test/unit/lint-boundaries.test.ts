/**
 * The import boundaries of eslint.config.js fire (issue 10, part 6): for a file in each folder, every
 * forbidden import is reported and every allowed one is not. Checked through the ESLint Node API on the real
 * config, with static imports, re-exports, type imports and dynamic import().
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

type Case = [statement: string, forbidden: boolean];

/** Lints one statement per line as `filePath` and expects boundary errors on exactly the forbidden lines. */
async function expectBoundaries(filePath: string, cases: Case[]): Promise<void> {
  const code = `${cases.map(([statement]) => statement).join('\n')}\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  const reported = new Map<number, string>();
  for (const m of result!.messages) {
    if (m.ruleId && BOUNDARY_RULES.has(m.ruleId)) reported.set(m.line, m.message);
    // A parse error would hide every rule.
    expect(m.fatal, m.message).toBeFalsy();
  }
  const got = cases.map(([statement], i) => `${reported.has(i + 1) ? 'forbidden' : 'allowed  '} ${statement}`);
  const want = cases.map(([statement, forbidden]) => `${forbidden ? 'forbidden' : 'allowed  '} ${statement}`);
  expect(got).toEqual(want);
}

describe('lint: import boundaries', () => {
  it('elements/ import src/features and src/internal only', async () => {
    await expectBoundaries('elements/some-element.ts', [
      ["import '../src/features/add-to-cart/index.ts';", false],
      ["import type { GIFT_STEPS } from '../src/features/gift-recipient/view-model.ts';", false],
      ["import '../src/internal/define.ts';", false],
      ["import '../src/ui/index.ts';", false],
      ["import './registry.ts';", false],
      ["import '../src/api/client.ts';", true],
      ["import '../src/format/money.ts';", true],
      ["import '../machines/login.machine.ts';", true],
      ["import '../demo/server/main.ts';", true],
      ["export * from '../src/validation/index.ts';", true],
      ["export const lazy = () => import('../src/api/cart.ts');", true],
    ]);
  }, 60_000);

  it('a feature never imports another feature; kit, shared services and leaves are allowed', async () => {
    await expectBoundaries('src/features/bulk-order/some-file.tsx', [
      ["import './bulk-order.tsx';", false],
      // The kit moved to src/ui (issue 10): the old feature folders are no longer allowed.
      ["import '../ui/index.ts';", true],
      ["import '../forms/index.ts';", true],
      ["import '../cart/use-cart.ts';", false],
      ["import '../catalog/product-store.ts';", false],
      ["import '../../ui/lazy-dialog.tsx';", false],
      ["import '../../api/client.ts';", false],
      ["import '../../internal/define.ts';", false],
      ["import '../../format/money.ts';", false],
      ["import '../../i18n/index.ts';", false],
      ["import '../../cache/index.ts';", false],
      ["import '../../validation/index.ts';", false],
      ["import '../../domain/gift-code.ts';", false],
      ["import '../../../machines/bulk-order.machine.ts';", false],
      ["import 'react';", false],
      ["import '../add-to-cart/index.ts';", true],
      ["import '../save-for-later/texts.ts';", true],
      ["import type { CsvLine } from '../csv-import/csv.ts';", true],
      ["export * from '../cart-preview/index.ts';", true],
      ["export const lazy = () => import('../login/index.ts');", true],
      ["import '../../loader/loader.ts';", true],
      ["import '../../index.ts';", true],
      ["import '../../../elements/add-to-cart.ts';", true],
      ["import '../../../demo/server/main.ts';", true],
      ["export const lazyDemo = () => import('../../../demo/server/main.ts');", true],
    ]);
  }, 60_000);

  it("a feature embedding another's view uses its public index.ts only", async () => {
    await expectBoundaries('src/features/cart-preview/some-file.tsx', [
      ["import '../add-to-cart/index.ts';", false],
      ["import '../free-delivery/index.ts';", false],
      ["import '../add-to-cart/use-line-control.ts';", true],
      ["import '../free-delivery/free-delivery-notice.tsx';", true],
      ["import '../login/index.ts';", true],
    ]);
  }, 60_000);

  it('a temporary exception covers its listed pair only', async () => {
    await expectBoundaries('src/features/wish-lists/some-file.tsx', [
      ["import '../contact-form/index.ts';", true],
      ["import '../add-to-cart/index.ts';", true],
    ]);
  }, 60_000);

  it('features may use src/data; src/data never imports a feature, the kit, the loader or demo/', async () => {
    await expectBoundaries('src/features/related-products/some-file.tsx', [["import '../../data/index.ts';", false]]);
    await expectBoundaries('src/data/some-module.ts', [
      ["import './query-store.ts';", false],
      ["import type { ApiResult } from '../api/result.ts';", false],
      ["import '../cache/index.ts';", false],
      ["import '../internal/page-actors.ts';", false],
      ["import '../features/cart/use-cart.ts';", true],
      ["import type { CartService } from '../features/cart/cart-service.ts';", true],
      ["export const lazy = () => import('../features/catalog/product-store.ts');", true],
      ["import '../ui/dialog.tsx';", true],
      ["import '../loader/loader.ts';", true],
      ["import '../index.ts';", true],
      ["import '../../demo/server/main.ts';", true],
    ]);
  }, 60_000);

  it("features open dialogs through the kit's LazyDialog, never the Dialog itself", async () => {
    await expectBoundaries('src/features/save-for-later/some-file.tsx', [
      ["import { LazyDialog } from '../../ui/lazy-dialog.tsx';", false],
      ["import { Dialog } from '../../ui/dialog.tsx';", true],
      ["import type { DialogProps } from '../../ui/dialog.tsx';", true],
      ["export const lazy = () => import('../../ui/dialog.tsx');", true],
    ]);
    await expectBoundaries('src/ui/some-module.tsx', [["import { Dialog } from './dialog.tsx';", false]]);
  }, 60_000);

  it('src/ never imports demo/', async () => {
    await expectBoundaries('src/api/some-module.ts', [
      ["import './client.ts';", false],
      ["import '../../demo/server/routes/content.ts';", true],
      ["export const lazy = () => import('../../demo/server/main.ts');", true],
    ]);
    await expectBoundaries('src/internal/deep/some-module.ts', [["import '../../../demo/server/main.ts';", true]]);
  }, 60_000);

  it('machines/ import no React and nothing from src/features, src/internal or demo/', async () => {
    await expectBoundaries('machines/some.machine.ts', [
      ["import 'xstate';", false],
      ["import type { Cart } from '../src/api/schemas/cart.ts';", false],
      ["import './login.machine.ts';", false],
      ["import '../src/features/cart/use-cart.ts';", true],
      ["import '../src/internal/define.ts';", true],
      ["import 'react';", true],
      ["import 'react-dom/client';", true],
      ["import '@xstate/react';", true],
      ["import '../demo/server/main.ts';", true],
      ["export const lazy = () => import('../src/features/csv-import/csv.ts');", true],
    ]);
    // A machine's test may feed it the real feature code its actors wrap, nothing else.
    await expectBoundaries('machines/some.machine.test.ts', [
      ["import '../src/features/csv-import/csv.ts';", false],
      ["import '../src/internal/define.ts';", true],
      ["import 'react';", true],
    ]);
  }, 60_000);

  it('npm run lint allows no warnings', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toMatch(/^eslint \. .*--max-warnings 0/);
  });
});
