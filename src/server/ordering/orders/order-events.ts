/**
 * One channel for every branch, fed by the orders table's trigger (migration 0003): a board filters by
 * branch, and an event is only "look again".
 */
export const ORDERS_CHANNEL = 'orders';

export type OrderEvent = {
  orderId: number;
  branchId: number;
  type: 'placed' | 'changed' | 'deleted';
};

export function isOrderEvent(value: unknown): value is OrderEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.orderId === 'number' && typeof event.branchId === 'number' && typeof event.type === 'string'
  );
}
