import { isOnlinePayment } from '../../../domain/checkout/payment-methods.js';
import type { PublicOrder, Questionnaire } from '../../../domain/schemas/order.js';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatesUnique } from '../../db/database-error.js';
import { completeRow, insertsAsOneStatement } from '../../db/json-rows.js';
import { executePlanned } from '../../db/planned.js';
import { orderItems, orders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/http-error.js';
import type { PaymentState } from '../../integrations/payments/provider.js';
import { applyOrderAction } from '../../../domain/order-status/transitions.js';
import { getConfig } from '../../content/index.js';
import { changeInsert } from '../../organisation/index.js';
import { orderMessages } from './messages.js';
import { orderStateOf, stateChanges } from './order-state.js';
import { presentOrder, type PresentedBranch } from './present-order.js';
import { isSameHash } from './public-link.js';
import {
  allocateOrder,
  findOrderByUid,
  findOrderByUidWithItems,
  findOrderWithItems,
  IDEMPOTENCY_KEY_CONSTRAINT,
  lockOrder,
  orderInserts,
  updateOrder,
  type OrderItemRow,
  type OrderRow,
} from './queries.js';
import type { OrderDraft } from './validate-order.js';

/** For other modules' order lists: `where(and(placedForBranch, …))` shows only orders the branch may see. */
export { placedForBranch } from './queries.js';

export type StoredOrder =
  | { kind: 'stored'; order: OrderRow; presented: PublicOrder }
  /** Another request with the key is running right now, or one finished before this one committed. */
  | { kind: 'claimed' }
  /** The catalogue changed after the order was priced; nothing was stored. */
  | { kind: 'stale'; catalogueVersion: number | null };

/**
 * Stores the order with its items, its idempotency key and answer, the messages about it and, for an
 * order staff entered, the log record naming who entered it, as ONE statement: either all of them exist
 * together, or none. An order paid at pickup gets its answer stored with the key; an online one keeps
 * its key pending until the payment is started. Another request that holds the key (a double submit)
 * makes the statement fail on the key's unique constraint, order and all. One statement instead of a
 * transaction of seven is what lets the order endpoint keep up with a rush (ADR 011).
 */
export async function storeOrder(
  db: Db,
  input: {
    draft: OrderDraft;
    idempotency: { key: string; requestHash: string };
    uid: string;
    hash: string;
    disableTickets: boolean;
    /** The catalogue version the order was priced by; null checks none. */
    catalogueVersion: number | null;
    branch: PresentedBranch;
    enteredBy?: { userId: number | null };
    /** The insert of the messages about the stored order, for the same statement. */
    messages?: (stored: { order: OrderRow; items: OrderItemRow[] }) => SQL | undefined;
  },
): Promise<StoredOrder> {
  const { draft, idempotency } = input;
  const allocated = await allocateOrder(db, {
    key: idempotency.key,
    branchId: draft.order.branchId,
    ticketDate: draft.order.ticketDate,
    withTicket: !input.disableTickets,
    itemCount: draft.items.length,
    catalogueVersion: input.catalogueVersion,
  });
  if (allocated.kind === 'taken') return { kind: 'claimed' };
  if (allocated.kind === 'stale') return allocated;
  const order = completeRow(orders, {
    ...draft.order,
    id: allocated.id,
    uid: input.uid,
    hash: input.hash,
    ticketNumber: allocated.ticketNumber,
    updatedAt: draft.order.createdAt,
  });
  const items = draft.items.map((item, index) =>
    completeRow(orderItems, { ...item, id: allocated.itemIds[index], orderId: order.id }),
  );
  const presented = presentOrder(order, input.branch, items);
  const messages = input.messages?.({ order, items });
  try {
    await executePlanned(
      db,
      insertsAsOneStatement([
        ...orderInserts(
          order,
          items,
          draft.isOnlinePayment
            ? { ...idempotency, status: 'pending', responseStatus: null, response: null }
            : { ...idempotency, status: 'completed', responseStatus: 201, response: { data: presented } },
        ),
        ...(messages ? [messages] : []),
        ...(input.enteredBy === undefined
          ? []
          : [
              changeInsert({
                userId: input.enteredBy.userId,
                action: 'create',
                entity: 'order',
                entityId: order.id,
                before: null,
                after: presented,
                at: order.createdAt,
              }),
            ]),
      ]),
    );
  } catch (error) {
    if (violatesUnique(error, IDEMPOTENCY_KEY_CONSTRAINT)) return { kind: 'claimed' };
    throw error;
  }
  return { kind: 'stored', order, presented };
}

/** What `find` reads behind a status link; a wrong uid and a wrong hash get the same 404. */
async function linked<Found extends { order: OrderRow }>(
  find: (db: Db, uid: string) => Promise<Found | undefined>,
  db: Db,
  uid: string,
  hash: string,
): Promise<Found> {
  const found = await find(db, uid);
  if (found === undefined || !isSameHash(found.order.hash, hash)) throw notFound(orderMessages.notFound);
  return found;
}

/** The order behind a status link, with its branch's contact. */
export const findLinkedOrder = (db: Db, uid: string, hash: string) => linked(findOrderByUid, db, uid, hash);

/** The same with the order's lines, for the status answer. */
export const findLinkedOrderWithItems = (db: Db, uid: string, hash: string) =>
  linked(findOrderByUidWithItems, db, uid, hash);

export function presentLinkedOrder(found: {
  order: OrderRow;
  branch: PresentedBranch;
  items: OrderItemRow[];
}): PublicOrder {
  return presentOrder(found.order, found.branch, found.items);
}

export async function publicOrder(db: Db, orderId: number): Promise<PublicOrder> {
  const found = await findOrderWithItems(db, orderId);
  if (found === undefined) throw notFound(orderMessages.notFound);
  return presentLinkedOrder(found);
}

/**
 * The guest's answer to the shop's proposed time, by the shared order rules: accepting settles the time
 * and confirms, declining cancels. Only while a proposal is open, checked under the order's row lock so
 * a staff action at the same moment cannot cross it.
 */
export async function answerCounterAppointment(
  db: Db,
  orderId: number,
  accept: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) throw notFound(orderMessages.notFound);
    const before = orderStateOf(order);
    const result = applyOrderAction(before, {
      type: accept ? 'accept-counter-appointment' : 'decline-counter-appointment',
    });
    if (!result.ok) throw new HttpError(409, orderMessages.noCounterAppointment);
    await updateOrder(tx, orderId, {
      ...stateChanges(before, result.order, now),
      ...(accept ? { counterAppointmentAcceptedAt: now } : { counterAppointmentRejectedAt: now }),
    });
  });
}

/**
 * One rating per order, while the shop collects ratings, and none for an online order that was never
 * paid: it never reached the shop.
 */
export async function rateOrder(db: Db, orderId: number, answers: Questionnaire, now: Date): Promise<void> {
  if (!(await getConfig(db)).enablePluginOrderReviews)
    throw new HttpError(409, orderMessages.questionnaireDisabled);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) throw notFound(orderMessages.notFound);
    if (order.questionnaireSubmittedAt !== null) throw new HttpError(409, orderMessages.questionnaireTwice);
    if (isOnlinePayment(order.paymentMethod) && !order.isPaid) {
      throw new HttpError(409, orderMessages.questionnaireUnpaid);
    }
    await updateOrder(tx, orderId, {
      questionnaireRating: answers.rating,
      questionnaireFoodRating: answers.foodRating,
      questionnaireServiceRating: answers.serviceRating,
      questionnaireProcessRating: answers.processRating,
      questionnaireComment: answers.comment.trim(),
      questionnaireSubmittedAt: now,
    });
  });
}

export async function attachPayment(db: Db, orderId: number, providerId: string, status: string) {
  await updateOrder(db, orderId, { paymentProviderId: providerId, paymentStatus: status });
}

/** The provider refused to start the payment: the order stays out of the shop and says why. */
export async function failPaymentStart(db: Db, orderId: number, now: Date) {
  await updateOrder(db, orderId, { isFailed: true, failedAt: now, paymentStatus: 'failed' });
}

/**
 * Applies the provider's current state to the order, under its row lock. Webhooks come twice, late or
 * out of order, but always carry the state fetched just now, so applying it is safe: paid is never
 * undone (money taken is never forgotten), failed is set only on an unpaid order, refunded only once.
 * `becamePaid` is true for exactly one caller, the one that turned the order paid.
 */
export async function applyPaymentState(
  db: Db,
  orderId: number,
  state: Pick<PaymentState, 'status' | 'isPaid' | 'isFailed' | 'isRefunded'>,
  now: Date,
): Promise<{ becamePaid: boolean; order: OrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) return { becamePaid: false, order };
    const becamePaid = state.isPaid && !order.isPaid;
    const changes: Partial<OrderRow> = {};
    if (becamePaid) {
      Object.assign(changes, { isPaid: true, paidAt: now, isFailed: false, failedAt: null });
      // Paid: now the order is the branch's (boards, alerts and escalation count from here).
      if (order.placedAt === null && !order.isCanceled) changes.placedAt = now;
    } else if (state.isFailed && !order.isPaid && !order.isFailed)
      Object.assign(changes, { isFailed: true, failedAt: now });
    if (state.isRefunded && !order.isRefunded) Object.assign(changes, { isRefunded: true, refundedAt: now });
    const keepsPaidStatus = order.isPaid && !state.isPaid && !state.isRefunded;
    if (!keepsPaidStatus && order.paymentStatus !== state.status) changes.paymentStatus = state.status;
    if (Object.keys(changes).length > 0) await updateOrder(tx, orderId, changes);
    return { becamePaid, order: { ...order, ...changes } };
  });
}
