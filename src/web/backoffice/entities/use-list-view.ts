import { useSearchParams } from 'react-router';
import { PAGE_SIZES, type ListView, type SortDirection } from './list-view.js';

/**
 * The list's search, sort and page live in the address, so going back from a form returns to the
 * same page of the same search, and a link shares it.
 */
export function useListView(): [ListView, (change: Partial<ListView>) => void] {
  const [params, setParams] = useSearchParams();
  const column = params.get('sort');
  const direction: SortDirection = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const size = Number(params.get('size'));
  const view: ListView = {
    search: params.get('q') ?? '',
    sort: column ? { column, direction } : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };

  function change(update: Partial<ListView>) {
    const next = { ...view, ...update };
    const entries: [string, string][] = [];
    if (next.search) entries.push(['q', next.search]);
    if (next.sort) entries.push(['sort', next.sort.column], ['dir', next.sort.direction]);
    if (next.page > 1) entries.push(['page', String(next.page)]);
    if (next.pageSize !== PAGE_SIZES[0]) entries.push(['size', String(next.pageSize)]);
    setParams(new URLSearchParams(entries), { replace: true });
  }

  return [view, change];
}
