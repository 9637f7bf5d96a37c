/**
 * The list screens search, sort and page over the whole list the API answered: back-office lists are
 * hundreds of entries at most, so doing it in the browser keeps every keystroke instant.
 */
export type SortDirection = 'asc' | 'desc';

export type ListView = {
  search: string;
  sort: { column: string; direction: SortDirection } | undefined;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export const PAGE_SIZES = [25, 50, 100] as const;

const collator = new Intl.Collator('de-AT', { numeric: true, sensitivity: 'base' });

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Orders numbers as numbers and texts the way German readers expect; empty values go last either way. */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

export function applyListView<Row>(
  rows: readonly Row[],
  view: ListView,
  columns: readonly string[],
  cellText: (row: Row, column: string) => string,
  cellValue: (row: Row, column: string) => unknown,
): { rows: Row[]; matching: number; pages: number; page: number } {
  const needle = view.search.trim().toLocaleLowerCase('de-AT');
  const matching =
    needle === ''
      ? [...rows]
      : rows.filter((row) =>
          columns.some((column) => cellText(row, column).toLocaleLowerCase('de-AT').includes(needle)),
        );
  const sort = view.sort;
  if (sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    matching.sort((a, b) => {
      const valueA = cellValue(a, sort.column);
      const valueB = cellValue(b, sort.column);
      // Empty values stay last in both directions.
      if (isEmpty(valueA) !== isEmpty(valueB)) return compareValues(valueA, valueB);
      return sign * compareValues(valueA, valueB);
    });
  }
  const pages = Math.max(1, Math.ceil(matching.length / view.pageSize));
  const page = Math.min(Math.max(1, view.page), pages);
  const start = (page - 1) * view.pageSize;
  return { rows: matching.slice(start, start + view.pageSize), matching: matching.length, pages, page };
}
