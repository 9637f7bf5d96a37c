import { statusOf } from '../../../domain/order-status/order-status.js';
import { applyOrderAction, type OrderAction } from '../../../domain/order-status/transitions.js';
import { listDayOf } from '../../../domain/order-board/live-list.js';
import {
  currentOrdersSchema,
  type OrderFilter,
  type StaffOrder,
  type StaffOrderUpdate,
} from '../../../domain/schemas/staff-order.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http/http-error.js';
import { shortCache } from '../../lib/short-cache.js';
import { getConfig } from '../../content/index.js';
import { recordChange } from '../../organisation/index.js';
import type { StaffActor } from '../../organisation/index.js';
import type { Notifications, OrderNotificationEvent } from '../../messaging/index.js';
import { refundOrderPayment } from '../payments/refund.js';
import { recheckPaymentNow } from '../payments/service.js';
import type { PaymentDeps } from '../payments/service.js';
import { orderMessages } from '../orders/messages.js';
import { orderStateOf, stateChanges } from '../orders/order-state.js';
import { presentStaffOrder } from './present-staff-order.js';
import {
  findOrderWithBranch,
  findOrderWithItems,
  lockOrder,
  updateOrder,
  type OrderRow,
} from '../orders/queries.js';
import { staffOrderMessages } from './staff-messages.js';
import {
  deleteOrderRow,
  listCurrentOrderRows,
  listItemsOfOrders,
  listOpenOrderRowsPlacedBefore,
  listLaterOrderRows,
  listOrderRows,
  readOrderVersions,
  type StaffOrderRow,
} from './staff-queries.js';

export type OrderDeskDeps = PaymentDeps;

/** Who acts: a signed-in user (branches undefined for an administrator), or a branch's board by its key. */

/** A confirmed order still not completed this long after its time counts as missed (ADR 008). */
export const OVERDUE_AFTER_MINUTES = 120;

async function present(db: Db, rows: readonly StaffOrderRow[]): Promise<StaffOrder[]> {
  const items = await listItemsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map((row) => presentStaffOrder(row.order, row.branch, items.get(row.order.id) ?? []));
}

/** An employee acts only on the orders of the branches the account is assigned to. */
export function assertBranch(actor: StaffActor, branchId: number) {
  if (actor.branchIds !== undefined && !actor.branchIds.includes(branchId)) {
    throw new HttpError(403, staffOrderMessages.otherBranch);
  }
}

async function findForActor(db: Db, actor: StaffActor, id: number) {
  const found = await findOrderWithBranch(db, id);
  if (found === undefined) throw notFound(orderMessages.notFound);
  assertBranch(actor, found.order.branchId);
  return found;
}

/** The order as staff see it, its lines included, in one statement. */
async function readStaffOrder(db: Db, actor: StaffActor, id: number): Promise<StaffOrder> {
  const found = await findOrderWithItems(db, id);
  if (found === undefined) throw notFound(orderMessages.notFound);
  assertBranch(actor, found.order.branchId);
  return presentStaffOrder(found.order, found.branch, found.items);
}

export const getStaffOrder = (deps: OrderDeskDeps, actor: StaffActor, id: number): Promise<StaffOrder> =>
  readStaffOrder(deps.db, actor, id);

export async function listStaffOrders(
  deps: OrderDeskDeps,
  actor: StaffActor,
  filter: OrderFilter,
): Promise<{ items: StaffOrder[]; total: number }> {
  if (filter.branch !== undefined) assertBranch(actor, filter.branch);
  const { rows, total } = await listOrderRows(
    deps.db,
    { ...filter, branchIds: actor.branchIds },
    { limit: filter.limit, offset: filter.offset },
  );
  return { items: await present(deps.db, rows), total };
}

/**
 * The current list and the branch versions it holds at least (`meta.versions`), as the answer's JSON
 * text. Every board loads the list when it opens or misses an event, and 20 boards of a branch opening
 * together each built all of its open orders (2,500 orders, 4 MB at the rush's end: seconds of the
 * server's one thread and 200 MiB of heap). Screens of the same branches on the same day now share one
 * answer while none of the branches' versions changed: the versions are read first, so a shared list
 * still holds at least them. `ttlMs` bounds what a version does not cover (a branch's contact data).
 */
export function sharedCurrentOrders(ttlMs = 5_000) {
  // One answer per scope (a branch, an employee's branches, all): a list of 4 MB is not kept twice.
  const answers = shortCache<string, string>(ttlMs, 100);
  return async (deps: OrderDeskDeps, actor: StaffActor): Promise<string> => {
    const versions = await readOrderVersions(deps.db, actor.branchIds);
    const day = listDayOf(deps.now());
    const scope = actor.branchIds === undefined ? 'all' : [...actor.branchIds].sort((a, b) => a - b).join();
    const load = async () => {
      const rows = await listCurrentOrderRows(deps.db, { branchIds: actor.branchIds, ...day });
      const answer = { data: await present(deps.db, rows), meta: { versions } };
      return JSON.stringify(currentOrdersSchema.parse(answer));
    };
    return answers.get(scope, load, `${day.today}|${JSON.stringify(versions)}`);
  };
}

/** Pre-orders of later days, a page at a time (`x-total-count`). */
export async function laterStaffOrders(
  deps: OrderDeskDeps,
  actor: StaffActor,
  page: { limit: number; offset: number },
): Promise<{ items: StaffOrder[]; total: number }> {
  const { rows, total } = await listLaterOrderRows(
    deps.db,
    { branchIds: actor.branchIds, ...listDayOf(deps.now()) },
    page,
  );
  return { items: await present(deps.db, rows), total };
}

/**
 * Missed (ADR 008): nobody answered within the configured reminder time, or it was confirmed but is still
 * not completed two hours after its time.
 */
export function isMissed(order: OrderRow, now: Date, reminderMinutes: number): boolean {
  const state = orderStateOf(order);
  const status = statusOf(state);
  const placedAt = order.placedAt?.getTime();
  if (placedAt === undefined) return false;
  if (status === 'pending' || status === 'counterProposed') {
    return now.getTime() - placedAt >= reminderMinutes * 60_000;
  }
  if (status === 'confirmed' || status === 'inDelivery') {
    const due = order.appointment?.getTime() ?? placedAt;
    return now.getTime() - due >= OVERDUE_AFTER_MINUTES * 60_000;
  }
  return false;
}

export async function missedStaffOrders(deps: OrderDeskDeps, actor: StaffActor): Promise<StaffOrder[]> {
  const now = deps.now();
  const { orderReminderMinutes } = await getConfig(deps.db);
  const since = new Date(now.getTime() - orderReminderMinutes * 60_000);
  const rows = await listOpenOrderRowsPlacedBefore(deps.db, { branchIds: actor.branchIds, since });
  return present(
    deps.db,
    rows.filter((row) => isMissed(row.order, now, orderReminderMinutes)),
  );
}

const notificationOf: Partial<Record<OrderAction['type'], OrderNotificationEvent>> = {
  confirm: 'confirmed',
  reject: 'rejected',
  // The guest hears of a cancellation by the shop like of a rejection: the order will not come.
  cancel: 'rejected',
  'in-delivery': 'in-delivery',
  completed: 'completed',
  'propose-counter-appointment': 'counter-appointment',
};

/**
 * One staff action under the order's row lock: the status machine decides, the change and its log entry
 * are stored together, then boards hear of it, the guest is told, and a paid order that will not be
 * delivered is refunded. `timedOut` marks a rejection as the escalation's, in the same update.
 */
export async function actOnOrder(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
  action: OrderAction,
  options: { timedOut?: boolean } = {},
): Promise<StaffOrder> {
  const now = deps.now();
  if (action.type === 'propose-counter-appointment' && new Date(action.at).getTime() <= now.getTime()) {
    throw new HttpError(422, staffOrderMessages.counterAppointmentPast, 'counterAppointment');
  }
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order === undefined) throw notFound(orderMessages.notFound);
    assertBranch(actor, order.branchId);
    const before = orderStateOf(order);
    // Whether a completed order counts as delivered is the order's own method, not the caller's say.
    const effective: OrderAction =
      action.type === 'completed' ? { type: 'completed', isDelivery: order.method === 'delivery' } : action;
    const result = applyOrderAction(before, effective);
    if (!result.ok) throw new HttpError(409, result.message);
    await updateOrder(tx, id, {
      ...stateChanges(before, result.order, now),
      acknowledgedAt: order.acknowledgedAt ?? now,
      ...(options.timedOut === true ? { timedOutAt: now } : {}),
    });
    await recordChange(tx, {
      userId: actor.userId,
      action: action.type,
      entity: 'order',
      entityId: id,
      before,
      after: result.order,
      at: now,
    });
    return order;
  });
  // One read after the change serves the guest's message and the staff answer (ADR 039: the messages
  // quote the orders module's rows).
  const after = await findOrderWithItems(deps.db, id);
  if (after === undefined) throw notFound(orderMessages.notFound);
  const event = notificationOf[action.type];
  if (event !== undefined) {
    await deps.notifications.orderEvent(after, event).catch((error: unknown) => {
      deps.log.error({ err: error, orderId: id }, 'the guest could not be notified of a status change');
    });
  }
  if ((action.type === 'reject' || action.type === 'cancel') && changed.isPaid && !changed.isRefunded) {
    await refundOrderPayment(deps, id).catch((error: unknown) => {
      deps.log.error({ err: error, orderId: id }, 'the payment of a rejected order could not be refunded');
    });
    // The answer shows the refund.
    return getStaffOrder(deps, actor, id);
  }
  return presentStaffOrder(after.order, after.branch, after.items);
}

/** Somebody at the branch saw the new order: the board stops alerting for it. */
export async function acknowledgeOrder(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
): Promise<StaffOrder> {
  const found = await findForActor(deps.db, actor, id);
  if (found.order.acknowledgedAt === null) {
    await updateOrder(deps.db, id, { acknowledgedAt: deps.now() });
  }
  return getStaffOrder(deps, actor, id);
}

/** Contact, appointment and comment as staff correct them on the phone; the log keeps the old values. */
export async function updateStaffOrder(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
  update: StaffOrderUpdate,
): Promise<StaffOrder> {
  const now = deps.now();
  const { appointment, ...rest } = update;
  const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'id'));
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order === undefined) throw notFound(orderMessages.notFound);
    assertBranch(actor, order.branchId);
    const changes = {
      ...fields,
      ...(appointment === undefined
        ? {}
        : { appointment: appointment === null ? null : new Date(appointment) }),
    };
    await updateOrder(tx, id, changes);
    await recordChange(tx, {
      userId: actor.userId,
      action: 'update',
      entity: 'order',
      entityId: id,
      before: Object.fromEntries(Object.keys(changes).map((key) => [key, order[key as keyof OrderRow]])),
      after: changes,
      at: now,
    });
  });
  return getStaffOrder(deps, actor, id);
}

export async function deleteStaffOrder(deps: OrderDeskDeps, actor: StaffActor, id: number): Promise<void> {
  const now = deps.now();
  const before = await readStaffOrder(deps.db, actor, id);
  await deps.db.transaction(async (tx) => {
    await deleteOrderRow(tx, id);
    await recordChange(tx, {
      userId: actor.userId,
      action: 'delete',
      entity: 'order',
      entityId: id,
      before,
      after: null,
      at: now,
    });
  });
}

/** Asks the payment provider again; an order without an online payment has nothing to ask about. */
export async function recheckOrderPayment(
  deps: OrderDeskDeps,
  actor: StaffActor,
  id: number,
): Promise<StaffOrder> {
  const found = await findForActor(deps.db, actor, id);
  try {
    if (!(await recheckPaymentNow(deps, found.order))) throw new HttpError(409, staffOrderMessages.noPayment);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, orderId: id }, 'the payment state could not be checked');
    throw new HttpError(502, staffOrderMessages.paymentCheckFailed);
  }
  return getStaffOrder(deps, actor, id);
}

/** The branch's new-order e-mail or SMS once more. */
export async function resendNewOrder(
  deps: OrderDeskDeps & { notifications: Pick<Notifications, 'resendNewOrder'> },
  actor: StaffActor,
  id: number,
  channel: 'email' | 'sms',
): Promise<StaffOrder> {
  await findForActor(deps.db, actor, id);
  await deps.notifications.resendNewOrder(id, channel);
  return getStaffOrder(deps, actor, id);
}
