import { describe, expect, it } from 'vitest';
import { indexCovers, sortByIndex, sortIndex, sortRows } from '../../../src/ui/data-table-model.ts';

interface R {
  id: string;
  name: string | null;
  n?: number;
}
const rows: R[] = [
  { id: 'a', name: 'Øle' },
  { id: 'b', name: 'Gave 10' },
  { id: 'c', name: null },
  { id: 'd', name: 'gave 2' },
  { id: 'e', name: 'Åse' },
  { id: 'f', name: 'Gave 2' },
  { id: 'g', name: '' },
  { id: 'h', name: 'Anna' },
];
const ids = (list: R[]) => list.map((r) => r.id).join('');

describe('sortRows', () => {
  it('collates by culture (numeric, case-blind), keeps ties in order and blanks last both ways', () => {
    expect(ids(sortRows(rows, (r) => r.name, 'ascending', 'da'))).toBe('hdfbaecg');
    expect(ids(sortRows(rows, (r) => r.name, 'descending', 'da'))).toBe('eabdfhcg');
  });

  it('sorts numbers and dates numerically', () => {
    const nums: R[] = [10, 9, NaN, 100].map((n, i) => ({ id: String(i), name: null, n }));
    expect(ids(sortRows(nums, (r) => r.n, 'ascending'))).toBe('1032');
    const dates = ['2026-01-02', '2025-12-31'].map((d, i) => ({ id: String(i), name: null, d: new Date(d) }));
    expect(sortRows(dates, (r) => r.d, 'ascending').map((r) => r.id)).toEqual(['1', '0']);
  });
});

describe('SortIndex (one collation, reused)', () => {
  it('sorts a filtered subset of the indexed rows like a fresh sort, in both directions', () => {
    const index = sortIndex(rows, (r) => r.name, 'name', 'da');
    const subset = rows.filter((r) => r.id !== 'b' && r.id !== 'h');
    expect(indexCovers(index, subset)).toBe(true);
    for (const direction of ['ascending', 'descending'] as const) {
      expect(ids(sortByIndex(subset, index, direction))).toBe(ids(sortRows(subset, (r) => r.name, direction, 'da')));
    }
  });

  it('does not cover rows it has not seen (a reloaded row is a new object)', () => {
    const index = sortIndex(rows, (r) => r.name, 'name', 'da');
    expect(indexCovers(index, [...rows.slice(1), { ...rows[0]! }])).toBe(false);
  });

  it('sorts 5,000 codes once, then flips and filters them without collating again (fast)', () => {
    const alphabet = '0134679ACDEFGHJKMNPRTVWXY';
    const many: R[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `JUL2026-${Array.from({ length: 10 }, (_x, j) => alphabet[(i * 7 + j * 13 + i * j) % 25]).join('')}-${i}`,
      name: null,
    }));
    const index = sortIndex(many, (r) => r.id, 'code', 'da');
    const asc = sortByIndex(many, index, 'ascending');
    const started = performance.now();
    const desc = sortByIndex(many, index, 'descending');
    const filtered = sortByIndex(
      many.filter((_r, i) => i % 5),
      index,
      'descending',
    );
    const took = performance.now() - started;
    expect(desc).toEqual([...asc].reverse());
    expect(filtered).toEqual(desc.filter((r) => Number(r.id.split('-')[2]) % 5));
    expect(ids(asc)).toBe(ids(sortRows(many, (r) => r.id, 'ascending', 'da')));
    expect(took).toBeLessThan(100);
  });
});
