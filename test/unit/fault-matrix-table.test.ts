// docs/fault-matrix.md and the README show the rows the fault matrix runs (test/elements/fault-matrix-*.test.js): regenerate it
// with `npx tsx test/fault-matrix-table.ts` after changing test/elements/helpers/fault-rows.js.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS, renderTable, withTable } from '../fault-matrix-table.ts';
import { ROWS } from '../elements/helpers/fault-rows.js';

describe('fault matrix table', () => {
  it.each(DOCS)('%s holds the table of the current rows', (file) => {
    const doc = readFileSync(file, 'utf8');
    expect(doc.includes(renderTable())).toBe(true);
    expect(withTable(doc)).toBe(doc);
  });

  it('has one line per row, each with six fault cells', () => {
    const lines = renderTable()
      .split('\n')
      .filter((l) => l.startsWith('| `<'));
    expect(lines.length).toBe(ROWS.length);
    for (const line of lines) expect(line.match(/ ✓ /g)?.length).toBe(6);
  });

  it('every row is an element of elements/ calling a catalogued call, and ids are unique', () => {
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(ROWS.length);
    for (const row of ROWS) {
      const [element] = row.id.split(' / ');
      expect(() => readFileSync(new URL(`../../elements/${element}.ts`, import.meta.url))).not.toThrow();
    }
  });
});
