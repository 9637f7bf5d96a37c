import { apiGet, apiPost } from '../../../api/client.js';

export const clockTokenKey = (userId: number) => ['users', userId, 'time-tracking-token'] as const;

/** Whether the person has a clock link; the token itself is never readable again. */
export function fetchHasClockToken(userId: number, signal?: AbortSignal): Promise<{ hasToken: boolean }> {
  return apiGet(`/api/users/${userId}/time-tracking-token`, signal);
}

/** A new clock token for the person, readable this once; the old link stops working. */
export function issueClockToken(userId: number): Promise<{ token: string }> {
  return apiPost(`/api/users/${userId}/time-tracking-token`, {});
}
