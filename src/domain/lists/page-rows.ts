import { sortRows } from './compare-values.js';
import { pageBounds, type ListMeta, type ListPageRequest } from './list-query.js';

type Row = Readonly<Record<string, unknown>>;

const searchable = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/**
 * One page of a list held in memory: the search looks for the words in every text or number field of
 * an entry (case does not matter), the sort orders by one field. For lists of a few hundred entries;
 * large ones page in their query instead.
 */
export function pageRows<T extends Row>(
  rows: readonly T[],
  request: ListPageRequest,
): { rows: T[]; meta: ListMeta } {
  const needle = request.search.toLocaleLowerCase('de-AT');
  const matching =
    needle === ''
      ? [...rows]
      : rows.filter((row) =>
          Object.values(row).some(
            (value) => searchable(value) && String(value).toLocaleLowerCase('de-AT').includes(needle),
          ),
        );
  const sort = request.sort;
  if (sort) sortRows(matching, (row) => row[sort.field], sort.direction);
  const { page, pages, offset } = pageBounds(request, matching.length);
  return {
    rows: matching.slice(offset, offset + request.pageSize),
    meta: { page, pageSize: request.pageSize, pages, matching: matching.length, total: rows.length },
  };
}
