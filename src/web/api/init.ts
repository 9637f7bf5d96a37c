import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { InitData, InitUrl } from '../../domain/schemas/init.js';
import { apiGet } from './client.js';

type InitEntry = { url: string; data: unknown };

// Written out instead of read from initEntrySchemas, whose module would bring zod into the first chunk.
const initUrls = Object.keys({
  '/api/config': true,
  '/api/users/me': true,
  '/api/divisions': true,
  '/api/branches': true,
  '/api/menus': true,
  '/api/categories': true,
  '/api/products': true,
  '/api/tags': true,
  '/api/tables': true,
  '/api/sites': true,
  '/api/navigations': true,
  '/api/blocks': true,
  '/api/donatees': true,
} satisfies Record<InitUrl, true>);

export async function getInit(signal?: AbortSignal): Promise<InitData> {
  const entries = await apiGet<InitEntry[]>('/api/init', signal);
  const byUrl = new Map(entries.map((entry) => [entry.url, entry.data]));
  const missing = initUrls.filter((url) => !byUrl.has(url));
  if (missing.length > 0) throw new Error(`GET /api/init lacks ${missing.join(', ')}`);
  return Object.fromEntries(byUrl) as InitData;
}

export const initQueryOptions = queryOptions({
  queryKey: ['init'],
  queryFn: ({ signal }) => getInit(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInitQuery(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...initQueryOptions, refetchInterval: options.refetchInterval });
}

/** For views below the shell, which renders them only once the initial data is there. */
export function useInitData(): InitData {
  const { data } = useInitQuery();
  if (data === undefined) throw new Error('useInitData is used outside the loaded app shell');
  return data;
}

// Initial data a server-rendered page carried: of the catalogue only the page's own products, menus and
// tables (app/page-state.ts, ADR 032). Kept by identity: the whole answer that replaces it is a new object.
const pageParts = new WeakSet<InitData>();

/** The initial data of a server-rendered page, which holds only that page's part of the catalogue. */
export function setPageInit(client: QueryClient, init: InitData): void {
  pageParts.add(init);
  client.setQueryData(initQueryOptions.queryKey, init);
}

/** Whether the data holds the whole catalogue, as GET /api/init answers it. */
export function hasWholeCatalogue(init: InitData): boolean {
  return !pageParts.has(init);
}

/** Loads the whole initial data once, if the cache holds only a page's part of it. */
export function loadWholeInit(client: QueryClient): Promise<void> {
  const data = client.getQueryData(initQueryOptions.queryKey);
  if (data === undefined || hasWholeCatalogue(data)) return Promise.resolve();
  // A second call while the answer is on its way shares the request.
  return client.fetchQuery({ ...initQueryOptions, staleTime: 0 }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The initial data with every product, for views that need more than a page carried (the checkout, the
 * back office, a menu's further parts): loads it when `isNeeded` and says whether that failed.
 */
export function useWholeInit(isNeeded = true): {
  init: InitData | undefined;
  hasFailed: boolean;
  retry: () => void;
} {
  const client = useQueryClient();
  const query = useInitQuery();
  const isWhole = query.data !== undefined && hasWholeCatalogue(query.data);
  useEffect(() => {
    if (isNeeded && !isWhole) void loadWholeInit(client);
  }, [client, isNeeded, isWhole]);
  const retry = useCallback(() => void loadWholeInit(client), [client]);
  return {
    init: isWhole ? query.data : undefined,
    hasFailed: !isWhole && query.isError && !query.isFetching,
    retry,
  };
}
