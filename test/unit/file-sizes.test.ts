import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No source file is over 500 lines (issue 10 "split the big files"): a file that grows past it is split
 * along its seams. Tests are exempt (a scenario list may be long); so are generated files (migration
 * snapshots, compiled catalogs) and data that is not code (SQL migrations, JSON, Markdown).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 500;
const DIRS = ['src', 'machines', 'elements', 'demo'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const TEST = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const SKIP_DIRS = new Set(['node_modules', 'data', 'migrations']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !/^messages\.[jt]s$/.test(entry.name)) {
      yield path;
    }
  }
}

/** Lines as an editor counts them (a final newline does not start another line). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file sizes', () => {
  it('counts lines like wc -l / an editor', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('\n'.repeat(501))).toBe(501);
  });

  it(`no non-test source file under ${DIRS.join(', ')} is over ${MAX_LINES} lines`, () => {
    const files = DIRS.flatMap((d) => [...sourceFiles(join(root, d))]);
    // The walk finds the code it guards (a broken walk would pass with nothing to check).
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((f) => f.endsWith('machines/gift-recipient.machine.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('demo/public/site/base.css'))).toBe(true);
    const over = files
      .map((f) => ({ file: relative(root, f), lines: lineCount(readFileSync(f, 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});
