import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Log } from '../../../domain/schemas/entities/log.js';
import { apiGet } from '../../api/client.js';

export type LogFilters = { entity: string; user: string; from: string; to: string };

export const LOG_PAGE_SIZE = 50;

export function logListQuery(query: string) {
  return queryOptions({
    queryKey: ['backoffice', 'logs', query],
    queryFn: ({ signal }) => apiGet<Log[]>(`/api/logs?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function logQuery(id: number) {
  return queryOptions({
    queryKey: ['backoffice', 'log', id],
    queryFn: ({ signal }) => apiGet<Log>(`/api/logs/${id}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
