/**
 * Ordering: guests placing and following an order (placing/, status/), staff running the desk (desk/),
 * the boards (boards/), receipts (receipts/) and online payments (payments/). orders/ holds what they
 * share: the order's rows, state and events (ADR 009, 011).
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { contextRoutes, type AppContext } from '../context.js';
import { boardOrderRoutes } from './boards/board-routes.js';
import { escalateUnansweredOrders, ESCALATION_INTERVAL_MS } from './desk/escalation.js';
import { orderItemRoutes } from './desk/item-routes.js';
import { retryFailedRefunds } from './desk/refund-retry.js';
import { staffOrderRoutes } from './desk/staff-routes.js';
import { paymentRoutes } from './payments/routes.js';
import { phoneOrderRoutes } from './placing/phone-order-routes.js';
import { orderRoutes } from './placing/routes.js';
import { orderPrintRoutes } from './receipts/print-routes.js';

export { readyForPickup } from './boards/pickup-board.js';
export { isOrderEvent, ORDERS_CHANNEL } from './orders/order-events.js';
export { noPaymentProviders } from './payments/no-providers.js';
export { isValidIdempotencyKey, requestHash } from './placing/idempotency.js';
export { defaultOrderLimits, type OrderLimits } from './placing/order-limits.js';

/** The front-desk and the back-office board: the same calls, each behind its own key. */
const boardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (api, { ctx }) => {
  await api.register(boardOrderRoutes, { ctx, kind: 'frontdesk' });
  await api.register(boardOrderRoutes, { ctx, kind: 'backoffice' });
};

/** Orders, the desk, boards, receipts and payments under /api. */
export const orderingApi = contextRoutes(
  orderRoutes,
  staffOrderRoutes,
  orderPrintRoutes,
  orderItemRoutes,
  phoneOrderRoutes,
  boardRoutes,
  paymentRoutes,
);

/**
 * Orders nobody answers: remind the branch, then reject for the guest (ADR 009); and refunds the provider
 * refused the first time are asked for again.
 */
export function scheduleOrderDesk(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.jobs.every(ESCALATION_INTERVAL_MS, async () => {
    const orderDesk = {
      db: ctx.database.db,
      providers: ctx.payments,
      notifications: ctx.notifications,
      now: ctx.now,
      publicBaseUrl: ctx.publicBaseUrl,
      log,
    };
    await escalateUnansweredOrders(orderDesk);
    await retryFailedRefunds(orderDesk);
  });
}
