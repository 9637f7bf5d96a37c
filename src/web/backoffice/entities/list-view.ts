/**
 * What a list screen shows: the search, sort and page it asks the server for (issue 14: a list of
 * 2,000 products is 1.5 MB, so the browser no longer loads it whole to page through it).
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
