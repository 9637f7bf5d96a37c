import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyListView, compareValues, type ListView } from './list-view.js';

type Row = { id: number; name: string; price: number | null };
const rows: Row[] = [
  { id: 1, name: 'Semmel', price: 60 },
  { id: 2, name: 'Äpfelstrudel', price: 420 },
  { id: 3, name: 'Kipferl 10', price: null },
  { id: 4, name: 'Kipferl 2', price: 90 },
];
const columns = ['name', 'price'];
const value = (row: Row, column: string) => row[column as keyof Row];
const text = (row: Row, column: string) => String(value(row, column) ?? '');
const view = (changes: Partial<ListView> = {}): ListView => ({
  search: '',
  sort: undefined,
  page: 1,
  pageSize: 25,
  ...changes,
});

describe('list view', () => {
  it('searches every shown column, ignoring case', () => {
    const result = applyListView(rows, view({ search: 'kipf' }), columns, text, value);
    expect(result.rows.map((row) => row.id)).toEqual([3, 4]);
    expect(result.matching).toBe(2);
    expect(applyListView(rows, view({ search: '420' }), columns, text, value).rows).toEqual([rows[1]]);
  });

  it('sorts texts the German way with numbers inside names in order', () => {
    const sorted = applyListView(
      rows,
      view({ sort: { column: 'name', direction: 'asc' } }),
      columns,
      text,
      value,
    );
    expect(sorted.rows.map((row) => row.name)).toEqual(['Äpfelstrudel', 'Kipferl 2', 'Kipferl 10', 'Semmel']);
  });

  it('sorts numbers as numbers and keeps empty values last in both directions', () => {
    const asc = applyListView(
      rows,
      view({ sort: { column: 'price', direction: 'asc' } }),
      columns,
      text,
      value,
    );
    expect(asc.rows.map((row) => row.id)).toEqual([1, 4, 2, 3]);
    const desc = applyListView(
      rows,
      view({ sort: { column: 'price', direction: 'desc' } }),
      columns,
      text,
      value,
    );
    expect(desc.rows.map((row) => row.id)).toEqual([2, 4, 1, 3]);
  });

  it('pages and keeps the page within the pages there are', () => {
    const second = applyListView(rows, view({ pageSize: 3, page: 2 }), columns, text, value);
    expect(second).toMatchObject({ pages: 2, page: 2, matching: 4 });
    expect(second.rows.map((row) => row.id)).toEqual([4]);
    expect(applyListView(rows, view({ pageSize: 3, page: 9 }), columns, text, value).page).toBe(2);
    expect(applyListView([], view(), columns, text, value)).toMatchObject({ pages: 1, page: 1, rows: [] });
  });

  it('shows every matching row exactly once across the pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), name: fc.string(), price: fc.option(fc.integer()) })),
        fc.integer({ min: 1, max: 7 }),
        (list, pageSize) => {
          const first = applyListView(list, view({ pageSize }), columns, text, value);
          const seen = Array.from(
            { length: first.pages },
            (_, index) => applyListView(list, view({ pageSize, page: index + 1 }), columns, text, value).rows,
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
