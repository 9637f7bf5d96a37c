import type { StaffOrder } from '../../../../domain/schemas/staff-order.js';
import { ordersDe } from '../../../i18n/orders.js';

/** 'Abgelehnt' only for a refusal by staff; the escalation's rejection is named a timeout (ADR 044). */
export function statusLabel(order: Pick<StaffOrder, 'status' | 'isTimedOut'>): string {
  return order.status === 'rejected' && order.isTimedOut
    ? ordersDe.timedOut
    : ordersDe.statuses[order.status];
}
