/**
 * Where an order stands, derived from its flags. The flags are what the spec's "order as returned"
 * carries; the status is the one word staff screens and the rules below reason about.
 */
export type OrderState = {
  isOnlinePayment: boolean;
  isPaid: boolean;
  isConfirmed: boolean;
  isInDelivery: boolean;
  isCompleted: boolean;
  isDelivered: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isRefunded: boolean;
  appointment: string | null;
  counterAppointment: string | null;
  rejectionMessage: string | null;
};

export const orderStatuses = [
  'awaitingPayment',
  'pending',
  'counterProposed',
  'confirmed',
  'inDelivery',
  'completed',
  'rejected',
  'canceled',
  'failed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const terminalStatuses: readonly OrderStatus[] = ['completed', 'rejected', 'canceled', 'failed'];

export function statusOf(order: OrderState): OrderStatus {
  if (order.isFailed) return 'failed';
  if (order.isCanceled) return 'canceled';
  if (order.isRejected) return 'rejected';
  if (order.isCompleted) return 'completed';
  if (order.isInDelivery) return 'inDelivery';
  if (order.isConfirmed) return 'confirmed';
  if (order.isOnlinePayment && !order.isPaid) return 'awaitingPayment';
  if (order.counterAppointment !== null) return 'counterProposed';
  return 'pending';
}

export const isTerminal = (order: OrderState) => terminalStatuses.includes(statusOf(order));

/** An order the branch has to act on: placed (paid, where paid online) and nobody has answered yet. */
export const awaitsBranch = (order: OrderState) => statusOf(order) === 'pending';
