import { queryOptions, useQuery } from '@tanstack/react-query';
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
