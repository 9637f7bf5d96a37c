import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareValues } from './compare-values.js';
import { pageRequest, type ListQuery } from './list-query.js';
import { pageRows } from './page-rows.js';

type Row = { id: number; name: string; price: number | null };
const rows: Row[] = [
  { id: 1, name: 'Semmel', price: 60 },
  { id: 2, name: 'Äpfelstrudel', price: 420 },
  { id: 3, name: 'Kipferl 10', price: null },
  { id: 4, name: 'Kipferl 2', price: 90 },
];
const page = (list: readonly Row[], query: ListQuery = {}) =>
  pageRows(list, pageRequest({ page: 1, ...query }));

describe('pageRows', () => {
  it('searches every text and number field, ignoring case', () => {
    const result = page(rows, { q: 'kipf' });
    expect(result.rows.map((row) => row.id)).toEqual([3, 4]);
    expect(result.meta).toMatchObject({ matching: 2, total: 4 });
    expect(page(rows, { q: '420' }).rows).toEqual([rows[1]]);
  });

  it('sorts texts the German way with numbers inside names in order', () => {
    const sorted = page(rows, { sort: 'name' });
    expect(sorted.rows.map((row) => row.name)).toEqual(['Äpfelstrudel', 'Kipferl 2', 'Kipferl 10', 'Semmel']);
  });

  it('sorts numbers as numbers and keeps empty values last in both directions', () => {
    expect(page(rows, { sort: 'price', dir: 'asc' }).rows.map((row) => row.id)).toEqual([1, 4, 2, 3]);
    expect(page(rows, { sort: 'price', dir: 'desc' }).rows.map((row) => row.id)).toEqual([2, 4, 1, 3]);
  });

  it('pages and keeps the page within the pages there are', () => {
    const second = page(rows, { pageSize: 3, page: 2 });
    expect(second.meta).toMatchObject({ pages: 2, page: 2, matching: 4 });
    expect(second.rows.map((row) => row.id)).toEqual([4]);
    expect(page(rows, { pageSize: 3, page: 9 }).meta.page).toBe(2);
    expect(page([])).toMatchObject({ meta: { pages: 1, page: 1 }, rows: [] });
  });

  it('shows every matching row exactly once across the pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), name: fc.string(), price: fc.option(fc.integer()) })),
        fc.integer({ min: 1, max: 7 }),
        (list, pageSize) => {
          const { pages } = page(list, { pageSize }).meta;
          const seen = Array.from(
            { length: pages },
            (_, index) => page(list, { pageSize, page: index + 1 }).rows,
          ).flat();
          expect(seen).toEqual(list);
        },
      ),
    );
  });

  it('compares values of different kinds without throwing', () => {
    expect(compareValues(true, false)).toBeLessThan(0);
    expect(compareValues('b', 'a')).toBeGreaterThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
  });
});
