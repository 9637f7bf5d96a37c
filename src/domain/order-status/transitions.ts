import { statusOf, type OrderState, type OrderStatus } from './order-status.js';

/** Staff actions (backoffice spec, section 4), the guest's answers to a counter-appointment, and payment outcomes. */
export type OrderAction =
  | { type: 'confirm' }
  | { type: 'reject'; message: string | null }
  | { type: 'cancel' }
  | { type: 'in-delivery' }
  | { type: 'completed'; isDelivery: boolean }
  | { type: 'propose-counter-appointment'; at: string }
  | { type: 'accept-counter-appointment' }
  | { type: 'decline-counter-appointment' }
  | { type: 'payment-paid' }
  | { type: 'payment-failed' }
  | { type: 'refunded' };

export type OrderActionType = OrderAction['type'];

/** Which action may happen in which status. Everything not listed is refused with 409. */
const allowed: Record<OrderStatus, readonly OrderActionType[]> = {
  awaitingPayment: ['payment-paid', 'payment-failed', 'cancel'],
  pending: ['confirm', 'reject', 'cancel', 'propose-counter-appointment'],
  counterProposed: [
    'confirm',
    'reject',
    'cancel',
    'propose-counter-appointment',
    'accept-counter-appointment',
    'decline-counter-appointment',
  ],
  confirmed: ['in-delivery', 'completed', 'cancel'],
  inDelivery: ['completed', 'cancel'],
  completed: [],
  rejected: [],
  canceled: [],
  failed: [],
};

/** Why an action is refused, in the words staff and guests read (the spec's error texts are the fallback). */
const refusal: Record<OrderStatus, string> = {
  awaitingPayment: 'Die Zahlung dieser Bestellung ist noch nicht eingegangen.',
  pending: 'Diese Bestellung wurde noch nicht bestätigt.',
  counterProposed: 'Für diese Bestellung wurde ein anderer Termin vorgeschlagen.',
  confirmed: 'Diese Bestellung wurde bereits bestätigt.',
  inDelivery: 'Diese Bestellung ist bereits unterwegs oder abholbereit.',
  completed: 'Diese Bestellung ist bereits abgeschlossen.',
  rejected: 'Diese Bestellung wurde bereits abgelehnt.',
  canceled: 'Diese Bestellung wurde bereits storniert.',
  failed: 'Die Zahlung dieser Bestellung ist fehlgeschlagen.',
};

export type TransitionResult = { ok: true; order: OrderState } | { ok: false; message: string };

export const isAllowed = (order: OrderState, type: OrderActionType) =>
  allowed[statusOf(order)].includes(type);

export function allowedActions(order: OrderState): readonly OrderActionType[] {
  return allowed[statusOf(order)];
}

/**
 * Applies one action. Refunds are the one thing that may follow a terminal status (a paid order that
 * was rejected or cancelled gets its money back), so they are checked apart from the table.
 */
export function applyOrderAction(order: OrderState, action: OrderAction): TransitionResult {
  if (action.type === 'refunded') {
    if (!order.isPaid || order.isRefunded)
      return { ok: false, message: 'Diese Bestellung wurde nicht bezahlt.' };
    return { ok: true, order: { ...order, isRefunded: true } };
  }
  const status = statusOf(order);
  if (!allowed[status].includes(action.type)) return { ok: false, message: refusal[status] };
  switch (action.type) {
    case 'confirm':
      return { ok: true, order: { ...order, isConfirmed: true, counterAppointment: null } };
    case 'reject':
      return { ok: true, order: { ...order, isRejected: true, rejectionMessage: action.message } };
    case 'cancel':
    case 'decline-counter-appointment':
      return { ok: true, order: { ...order, isCanceled: true } };
    case 'in-delivery':
      return { ok: true, order: { ...order, isInDelivery: true } };
    case 'completed':
      return { ok: true, order: { ...order, isCompleted: true, isDelivered: action.isDelivery } };
    case 'propose-counter-appointment':
      return { ok: true, order: { ...order, counterAppointment: action.at } };
    case 'accept-counter-appointment':
      // The branch proposed the time itself, so the guest's yes settles the order.
      return {
        ok: true,
        order: {
          ...order,
          appointment: order.counterAppointment,
          counterAppointment: null,
          isConfirmed: true,
        },
      };
    case 'payment-paid':
      return { ok: true, order: { ...order, isPaid: true } };
    case 'payment-failed':
      return { ok: true, order: { ...order, isFailed: true } };
  }
}
