import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/order-status/order-status.js';
import type { PaymentMethod } from '../../../domain/schemas/order.js';
import type { Db } from '../../db/client.js';
import { branches, branchOrderVersions, orderItems, orders } from '../../db/schema/index.js';
import { branchContact, type BranchContact, type OrderItemRow, type OrderRow } from '../orders/queries.js';

const open = and(
  eq(orders.isCompleted, false),
  eq(orders.isRejected, false),
  eq(orders.isCanceled, false),
  eq(orders.isFailed, false),
);

/** The same reading as statusOf() in the domain, as SQL, so a status filter pages in the database. */
const statusCondition: Record<OrderStatus, SQL | undefined> = {
  failed: eq(orders.isFailed, true),
  canceled: and(eq(orders.isCanceled, true), eq(orders.isFailed, false)),
  rejected: and(eq(orders.isRejected, true), eq(orders.isCanceled, false), eq(orders.isFailed, false)),
  completed: and(
    eq(orders.isCompleted, true),
    eq(orders.isRejected, false),
    eq(orders.isCanceled, false),
    eq(orders.isFailed, false),
  ),
  inDelivery: and(open, eq(orders.isInDelivery, true)),
  confirmed: and(open, eq(orders.isConfirmed, true), eq(orders.isInDelivery, false)),
  awaitingPayment: and(open, eq(orders.isConfirmed, false), isNull(orders.placedAt)),
  pending: and(
    open,
    eq(orders.isConfirmed, false),
    isNotNull(orders.placedAt),
    isNull(orders.counterAppointment),
  ),
  counterProposed: and(
    open,
    eq(orders.isConfirmed, false),
    isNotNull(orders.placedAt),
    isNotNull(orders.counterAppointment),
  ),
};

export type StaffOrderRow = { order: OrderRow; branch: BranchContact };

export type OrderListFilter = {
  /** Only these branches (an employee's); undefined for every branch. */
  branchIds?: readonly number[] | undefined;
  branch?: number | undefined;
  status?: OrderStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Vienna calendar days of the ticket, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

function conditions(filter: OrderListFilter): SQL | undefined {
  const search = filter.search?.trim();
  const ticket = search && /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return and(
    filter.branchIds === undefined ? undefined : inArray(orders.branchId, [...filter.branchIds, -1]),
    filter.branch === undefined ? undefined : eq(orders.branchId, filter.branch),
    filter.status === undefined ? undefined : statusCondition[filter.status],
    filter.paymentMethod === undefined ? undefined : eq(orders.paymentMethod, filter.paymentMethod),
    filter.from === undefined ? undefined : gte(orders.ticketDate, filter.from),
    filter.to === undefined ? undefined : lte(orders.ticketDate, filter.to),
    pattern === undefined
      ? undefined
      : or(
          ticket === undefined ? undefined : eq(orders.ticketNumber, ticket),
          ilike(sql`coalesce(${orders.firstName}, '') || ' ' || coalesce(${orders.lastName}, '')`, pattern),
          ilike(sql`coalesce(${orders.companyName}, '')`, pattern),
        ),
  );
}

export async function listOrderRows(
  db: Db,
  filter: OrderListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  return pageOfOrderRows(db, conditions(filter), [desc(orders.createdAt), desc(orders.id)], page);
}

/** One page of the orders `where` selects, in `order`, and how many there are in all. */
async function pageOfOrderRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select({ order: orders, branch: branchContact })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Orders the branch still has to finish today: placed, not finished, and either ticketed for today or
 * due today (a pre-order from yesterday for this morning belongs on today's board). Pre-orders of later
 * days stay here only while unanswered and unseen (the board alerts for them) or unanswered from a past
 * day (they escalate); the rest wait on the later view. isOnCurrentList() is the same rule for one order.
 */
export async function listCurrentOrderRows(
  db: Db,
  filter: { branchIds?: readonly number[] | undefined; today: string; dayStart: Date; dayEnd: Date },
): Promise<StaffOrderRow[]> {
  return db
    .select({ order: orders, branch: branchContact })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        open,
        isNotNull(orders.placedAt),
        filter.branchIds === undefined ? undefined : inArray(orders.branchId, [...filter.branchIds, -1]),
        or(
          eq(orders.ticketDate, filter.today),
          and(gte(orders.appointment, filter.dayStart), lt(orders.appointment, filter.dayEnd)),
          and(
            eq(orders.isConfirmed, false),
            or(lt(orders.ticketDate, filter.today), isNull(orders.acknowledgedAt)),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
}

/**
 * Open pre-orders of later days that are not on the current list, soonest first, one page of them and
 * how many there are.
 */
export async function listLaterOrderRows(
  db: Db,
  filter: { branchIds?: readonly number[] | undefined; today: string; dayEnd: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const where = and(
    open,
    isNotNull(orders.placedAt),
    filter.branchIds === undefined ? undefined : inArray(orders.branchId, [...filter.branchIds, -1]),
    gt(orders.ticketDate, filter.today),
    or(isNull(orders.appointment), gte(orders.appointment, filter.dayEnd)),
    or(eq(orders.isConfirmed, true), isNotNull(orders.acknowledgedAt)),
  );
  return pageOfOrderRows(db, where, [asc(orders.ticketDate), asc(orders.appointment), asc(orders.id)], page);
}

/**
 * Each branch's order version (migration 0015), 0 before its first change. Read before a list, so the
 * list holds at least every change up to it: a board then skips events it already has and applies the
 * rest.
 */
export async function readOrderVersions(
  db: Db,
  branchIds: readonly number[] | undefined,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ branchId: branches.id, version: sql<number>`coalesce(${branchOrderVersions.version}, 0)::int` })
    .from(branches)
    .leftJoin(branchOrderVersions, eq(branchOrderVersions.branchId, branches.id))
    .where(branchIds === undefined ? undefined : inArray(branches.id, [...branchIds, -1]));
  return Object.fromEntries(rows.map((row) => [String(row.branchId), row.version]));
}

/** Open orders placed before `since`, oldest first: the candidates for "missed" and for escalation. */
export async function listOpenOrderRowsPlacedBefore(
  db: Db,
  filter: { branchIds?: readonly number[] | undefined; since: Date },
): Promise<StaffOrderRow[]> {
  return db
    .select({ order: orders, branch: branchContact })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        open,
        lt(orders.placedAt, filter.since),
        filter.branchIds === undefined ? undefined : inArray(orders.branchId, [...filter.branchIds, -1]),
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id));
}

/** An escalation candidate: the order and the hours its branch is at work (ADR 044). */
export type EscalationCandidate = {
  order: OrderRow;
  hours: Pick<typeof branches.$inferSelect, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;
};

/**
 * One batch of the escalation's candidates: open orders placed before `placedBefore`, oldest first,
 * after the keyset `after`, so a backlog is read a bounded batch at a time.
 */
export async function listEscalationCandidates(
  db: Db,
  filter: { placedBefore: Date; after: { placedAt: Date; id: number } | undefined; limit: number },
): Promise<EscalationCandidate[]> {
  const { after } = filter;
  return db
    .select({
      order: orders,
      hours: {
        openingHours: branches.openingHours,
        deliveryHours: branches.deliveryHours,
        isDeliveryHoursEnabled: branches.isDeliveryHoursEnabled,
      },
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        open,
        eq(orders.isConfirmed, false),
        lt(orders.placedAt, filter.placedBefore),
        after === undefined
          ? undefined
          : sql`(${orders.placedAt}, ${orders.id}) > (${after.placedAt.toISOString()}::timestamptz, ${after.id}::int)`,
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id))
    .limit(filter.limit);
}

/**
 * Marks the orders as reminded, but only those still unanswered and not reminded yet: the ids this call
 * won. Another instance running the same batch gets none of them, so each branch hears once.
 */
export async function claimReminders(db: Db, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(orders)
    .set({ escalatedAt: now })
    .where(and(inArray(orders.id, [...ids]), isNull(orders.escalatedAt), open, eq(orders.isConfirmed, false)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Items of many orders in one query, grouped by order. */
export async function listItemsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderItemRow[]>> {
  const grouped = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

export async function deleteOrderRow(db: Db, id: number): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

export async function replaceOrderItems(
  tx: Db,
  orderId: number,
  items: readonly Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

/**
 * Orders paid online and then rejected or cancelled since `since` whose refund did not go through (the
 * provider refused or did not answer): the candidates for another refund attempt.
 */
export async function listUnrefundedEndedOrderIds(db: Db, since: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.isPaid, true),
        eq(orders.isRefunded, false),
        inArray(orders.paymentMethod, ['mollie', 'datatrans']),
        or(
          and(eq(orders.isRejected, true), gte(orders.rejectedAt, since)),
          and(eq(orders.isCanceled, true), gte(orders.canceledAt, since)),
        ),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}
