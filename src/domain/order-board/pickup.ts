import type { StaffOrder } from '../schemas/staff-order.js';
import type { LiveListStep } from './live-list.js';

/**
 * Whether guests can collect the order at the counter now: the rule of the pickup board's query
 * (pickup-queries.ts) for one order: set "in delivery" (for an order that is not delivered that means
 * ready), of today's ticket day, with a ticket.
 */
export function isReadyForPickup(order: StaffOrder, today: string): boolean {
  return (
    order.ticketNumber !== null &&
    !order.isDelivery &&
    order.status === 'inDelivery' &&
    order.appointmentDate === today
  );
}

/** What a TV hears of an order change: its ticket and whether it is ready now (null: the order is gone). */
export type PickupChange =
  { version: number; ticketNumber: number | null; ready: boolean } | { version: number; gone: true };

export type PickupBoardState = { tickets: number[]; version: number };

/** As applyOrderEvent() for a list: the next version is applied, a later one is a gap to reload. */
export function applyPickupChange(
  board: PickupBoardState,
  change: PickupChange,
): { kind: 'applied'; board: PickupBoardState } | Exclude<LiveListStep, { kind: 'applied' }> {
  if (change.version <= board.version) return { kind: 'held' };
  // A deleted order's ticket is not known any more: only a reload tells what the board still holds.
  if (change.version > board.version + 1 || 'gone' in change) return { kind: 'gap' };
  const others = board.tickets.filter((ticket) => ticket !== change.ticketNumber);
  const tickets =
    change.ready && change.ticketNumber !== null
      ? [...others, change.ticketNumber].sort((a, b) => a - b)
      : others;
  return { kind: 'applied', board: { tickets, version: change.version } };
}
