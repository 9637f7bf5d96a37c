import { statusOf } from '../../../domain/order-status/order-status.js';
import type { Notifications } from '../../messaging/index.js';
import { getConfig } from '../../content/index.js';
import { orderStateOf } from '../orders/order-state.js';
import { updateOrder } from '../orders/queries.js';
import { staffOrderMessages } from './staff-messages.js';
import { actOnOrder, type OrderDeskDeps } from './staff-service.js';
import { listOpenOrderRowsPlacedBefore } from './staff-queries.js';
import { HttpError } from '../../http/http-error.js';

/** How often each app instance looks for unanswered orders. */
export const ESCALATION_INTERVAL_MS = 60_000;

type EscalationDeps = OrderDeskDeps & { notifications: Pick<Notifications, 'orderEvent' | 'resendNewOrder'> };

/**
 * Orders nobody answers (ADR 009): after `orderReminderMinutes` the branch is reminded once by SMS (with
 * the SMS plugin) or e-mail; after `orderAutoRejectMinutes` the order is rejected for the guest, who is
 * told, and a paid order is refunded. Safe on several instances: the rejection goes through the status
 * machine under the row lock, so a second instance finds it finished.
 */
export async function escalateUnansweredOrders(
  deps: EscalationDeps,
): Promise<{ reminded: number[]; rejected: number[] }> {
  const now = deps.now();
  const config = await getConfig(deps.db);
  const remindAfter = config.orderReminderMinutes * 60_000;
  const rejectAfter = Math.max(config.orderAutoRejectMinutes, config.orderReminderMinutes + 1) * 60_000;
  const rows = await listOpenOrderRowsPlacedBefore(deps.db, { since: new Date(now.getTime() - remindAfter) });
  const reminded: number[] = [];
  const rejected: number[] = [];
  for (const { order } of rows) {
    const status = statusOf(orderStateOf(order));
    if ((status !== 'pending' && status !== 'counterProposed') || order.placedAt === null) continue;
    const waited = now.getTime() - order.placedAt.getTime();
    try {
      if (waited >= rejectAfter) {
        await actOnOrder(deps, { userId: null, branchIds: undefined }, order.id, {
          type: 'reject',
          message: staffOrderMessages.autoRejected,
        });
        rejected.push(order.id);
      } else if (order.escalatedAt === null) {
        await updateOrder(deps.db, order.id, { escalatedAt: now });
        await deps.notifications
          .resendNewOrder(order.id, config.enablePluginSms ? 'sms' : 'email')
          .catch(async (error: unknown) => {
            // No phone for the SMS: the e-mail still reaches somebody.
            if (error instanceof HttpError) await deps.notifications.resendNewOrder(order.id, 'email');
            else throw error;
          });
        reminded.push(order.id);
      }
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'an unanswered order could not be escalated');
    }
  }
  return { reminded, rejected };
}
