import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.js';

export type BreakfastAvailability = {
  branch: { id: number; name: string };
  days: { date: string; note: string; isFullyBooked: boolean; slots: { start: string; end: string }[] }[];
};

export function useBreakfastAvailability() {
  return useQuery({
    queryKey: ['breakfast-availability'],
    queryFn: ({ signal }) => apiGet<BreakfastAvailability>('/api/breakfast/availability', signal),
    // Seats go as other guests book: look again after a minute.
    staleTime: 60_000,
  });
}

/**
 * Posts a guest form. The key stays the same for repeats of one submit (a double click, a retry after a
 * lost answer), so the server stores the request once.
 */
export async function postRequestForm(
  path: '/custom/forms' | '/custom/breakfast-forms',
  body: unknown,
  key: string,
): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}
