/** Requests announce themselves on the event bus; the back office reloads its list on each. */
export const REQUESTS_CHANNEL = 'requests';

export type RequestEvent = { requestId: number; branchId: number; type: 'received' | 'changed' };

export function isRequestEvent(value: unknown): value is RequestEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.requestId === 'number' &&
    typeof event.branchId === 'number' &&
    typeof event.type === 'string'
  );
}
