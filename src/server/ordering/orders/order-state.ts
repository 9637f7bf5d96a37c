import { isOnlinePayment } from '../../../domain/checkout/payment-methods.js';
import type { OrderState } from '../../../domain/order-status/order-status.js';
import type { NewOrder, OrderRow } from './queries.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** The row as the status machine sees it. */
export function orderStateOf(order: OrderRow): OrderState {
  return {
    isOnlinePayment: isOnlinePayment(order.paymentMethod),
    isPaid: order.isPaid,
    isConfirmed: order.isConfirmed,
    isInDelivery: order.isInDelivery,
    isCompleted: order.isCompleted,
    isDelivered: order.isDelivered,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isRefunded: order.isRefunded,
    appointment: iso(order.appointment),
    counterAppointment: iso(order.counterAppointment),
    rejectionMessage: order.rejectionMessage,
  };
}

/** The columns that change from one state to the next, each flag with the moment it turned true. */
export function stateChanges(before: OrderState, after: OrderState, now: Date): Partial<NewOrder> {
  const changes: Partial<NewOrder> = {};
  const stamp = <K extends keyof OrderState>(flag: K, column: keyof NewOrder, at: keyof NewOrder) => {
    if (before[flag] !== after[flag])
      Object.assign(changes, { [column]: after[flag], [at]: after[flag] ? now : null });
  };
  stamp('isConfirmed', 'isConfirmed', 'confirmedAt');
  stamp('isInDelivery', 'isInDelivery', 'inDeliveryAt');
  stamp('isCompleted', 'isCompleted', 'completedAt');
  stamp('isDelivered', 'isDelivered', 'deliveredAt');
  stamp('isRejected', 'isRejected', 'rejectedAt');
  stamp('isCanceled', 'isCanceled', 'canceledAt');
  stamp('isFailed', 'isFailed', 'failedAt');
  stamp('isPaid', 'isPaid', 'paidAt');
  stamp('isRefunded', 'isRefunded', 'refundedAt');
  if (before.rejectionMessage !== after.rejectionMessage) changes.rejectionMessage = after.rejectionMessage;
  if (before.appointment !== after.appointment) {
    changes.appointment = after.appointment === null ? null : new Date(after.appointment);
  }
  if (before.counterAppointment !== after.counterAppointment) {
    changes.counterAppointment =
      after.counterAppointment === null ? null : new Date(after.counterAppointment);
  }
  return changes;
}
