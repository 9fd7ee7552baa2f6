/**
 * README claim: the demo pages place a library tag only once its element exists (demo/server/pages/library.ts,
 * used by every page through `hasElement` / `firstElement`). Proven on library trees of our own: a tree without an
 * element's file says "no" for that tag, the same tree with the file (or with a manifest naming it) says "yes".
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstElement, hasElement } from '../../demo/server/pages/library.ts';

const repo = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A library root with only these element source files copied from elements/. */
function tree(tags: string[], manifest?: object): string {
  const root = mkdtempSync(join(tmpdir(), 'butik-library-'));
  made.push(root);
  mkdirSync(join(root, 'elements'));
  for (const tag of tags) copyFileSync(join(repo, 'elements', `${tag}.ts`), join(root, 'elements', `${tag}.ts`));
  if (manifest) writeFileSync(join(root, 'custom-elements.json'), JSON.stringify(manifest));
  return root;
}

afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

describe('demo pages place a tag only once its element exists', () => {
  it('a tree without the element has no tag; the same tree with its file has it', () => {
    const without = tree(['free-delivery-notice']);
    expect(hasElement('free-delivery-notice', without)).toBe(true);
    expect(hasElement('bulk-order', without)).toBe(false);
    expect(firstElement(['bulk-order', 'csv-import'], without)).toBeUndefined();

    const withIt = tree(['free-delivery-notice', 'bulk-order']);
    expect(hasElement('bulk-order', withIt)).toBe(true);
    expect(firstElement(['csv-import', 'bulk-order'], withIt)).toBe('bulk-order');
  });

  it('index and registry are not elements; a manifest names tags the sources do not', () => {
    const root = tree([], {
      modules: [{ path: 'elements/x.ts', declarations: [{ customElement: true, tagName: 'gift-shop-app' }] }],
    });
    writeFileSync(join(root, 'elements', 'index.ts'), 'export {};\n');
    writeFileSync(join(root, 'elements', 'registry.ts'), 'export {};\n');
    expect(hasElement('index', root)).toBe(false);
    expect(hasElement('registry', root)).toBe(false);
    expect(hasElement('gift-shop-app', root)).toBe(true);
    expect(hasElement('cart-preview', root)).toBe(false);
  });
});
