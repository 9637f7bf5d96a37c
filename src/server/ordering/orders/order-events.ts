import type { StaffOrder } from '../../../domain/schemas/staff-order.js';

/**
 * One channel for every branch, fed by the orders table's trigger (migrations 0003, 0015): a board filters
 * by branch. The database's announcement names the order and the branch's version; the instance adds the
 * order as boards show it (order-feed.ts) before it reaches them.
 */
export const ORDERS_CHANNEL = 'orders';

export type OrderEvent = {
  orderId: number;
  branchId: number;
  type: 'placed' | 'changed' | 'deleted';
  /** The branch's order version after this change (migration 0015): consecutive, without holes. */
  version: number;
};

/** What a board hears: the change and the order as it stands now (null once deleted). */
export type BoardOrderEvent = OrderEvent & { order: StaffOrder | null };

export function isOrderEvent(value: unknown): value is OrderEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.orderId === 'number' &&
    typeof event.branchId === 'number' &&
    typeof event.type === 'string' &&
    typeof event.version === 'number'
  );
}
