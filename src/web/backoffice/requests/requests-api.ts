import { queryOptions } from '@tanstack/react-query';
import type { StaffRequest } from '../../../domain/requests/forms.js';
import type { MessageSummary } from '../../../domain/schemas/message.js';
import { apiGet, apiPost, apiPut } from '../../api/client.js';

export type RequestDetail = StaffRequest & {
  log: { id: number; action: string; message: string; userName: string | null; createdAt: string }[];
  messages: MessageSummary[];
};

export const requestKeys = {
  all: ['backoffice', 'requests'] as const,
  list: (query: string) => ['backoffice', 'requests', 'list', query] as const,
  count: ['backoffice', 'requests', 'count'] as const,
  one: (id: number) => ['backoffice', 'requests', 'one', id] as const,
};

export const requestListQuery = (query: string) =>
  queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => apiGet<StaffRequest[]>(`/api/requests?${query}`, signal),
  });

export const requestCountQuery = queryOptions({
  queryKey: requestKeys.count,
  queryFn: ({ signal }) => apiGet<{ new: number }>('/api/requests/count', signal),
  // Events are the fast path; this covers a stream that is silently stuck.
  refetchInterval: 60_000,
});

export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: requestKeys.one(id),
    queryFn: ({ signal }) => apiGet<RequestDetail>(`/api/requests/${id}`, signal),
  });

export const answerRequest = (id: number, answer: 'confirm' | 'decline', message: string) =>
  apiPost<RequestDetail>(`/api/requests/${id}/${answer}`, { message });
export const saveNote = (id: number, note: string) =>
  apiPut<RequestDetail>(`/api/requests/${id}/note`, { note });
export const resendMessage = (id: number, messageId: number) =>
  apiPost<RequestDetail>(`/api/requests/${id}/messages/${messageId}/resend`, {});
