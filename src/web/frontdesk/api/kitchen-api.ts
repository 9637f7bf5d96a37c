import type { BoardSlots } from '../../../domain/capacity/public-state.js';
import type { OrderingChange } from '../../../domain/capacity/settings.js';
import { send } from './board-api.js';

/** The front-desk board's slot strip, 'Viel los' and pause (ADR 037), with the board's key. */
export function kitchenApi(branchId: string, apiKey: string) {
  const base = `/api/orders/frontdesk/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`;
  return {
    queryKey: ['board', 'kitchen', branchId, apiKey] as const,
    strip: (signal?: AbortSignal) => send<BoardSlots>('GET', `${base}/capacity`, undefined, signal),
    change: (change: OrderingChange) => send<BoardSlots>('POST', `${base}/ordering-state`, change),
  };
}
