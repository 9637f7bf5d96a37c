import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { offlinePaymentMethods } from '../../../domain/schemas/order.js';
import type { Db } from '../../db/client.js';
import { branches, idempotencyKeys, orderItems, orders, ticketCounters } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;

/** The SQL twin of isPlacedForBranch, for the branch's order lists: paid at pickup, or paid online. */
export const placedForBranch = or(
  inArray(orders.paymentMethod, [...offlinePaymentMethods]),
  eq(orders.isPaid, true),
);
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(db: Db, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  return row;
}

/**
 * Claims the key for a stored order with its answer, in one statement: false when a finished request
 * holds the key already, or when another request with the key is running right now. Its claim is not
 * visible before it commits, so a transaction-scoped advisory lock per key makes this request give way
 * at once instead of waiting for the other one to finish.
 */
export async function claimIdempotencyKey(
  tx: Db,
  values: Pick<IdempotencyRow, 'key' | 'requestHash' | 'status' | 'responseStatus' | 'response'> & {
    orderId: number;
  },
): Promise<boolean> {
  const response = values.response === null ? null : JSON.stringify(values.response);
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  const result = (await tx.execute(sql`
    insert into ${idempotencyKeys} (key, request_hash, status, response_status, response, order_id)
    select ${values.key}::text, ${values.requestHash}::text, ${values.status}::text,
      ${values.responseStatus}::int, ${response}::jsonb, ${values.orderId}::int
    where pg_try_advisory_xact_lock(hashtextextended(${values.key}, 0))
    on conflict (key) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export async function finishIdempotencyKey(
  db: Db,
  key: string,
  values: Pick<IdempotencyRow, 'status' | 'responseStatus' | 'response' | 'orderId'>,
): Promise<void> {
  await db.update(idempotencyKeys).set(values).where(eq(idempotencyKeys.key, key));
}

/** The upsert locks the counter row, so parallel orders of a branch and day get consecutive numbers. */
export async function nextTicketNumber(tx: Db, branchId: number, ticketDate: string): Promise<number> {
  const [row] = await tx
    .insert(ticketCounters)
    .values({ branchId, ticketDate, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [ticketCounters.branchId, ticketCounters.ticketDate],
      set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: ticketCounters.lastNumber });
  if (row === undefined) throw new Error('The ticket counter returned no row.');
  return row.lastNumber;
}

export async function insertOrder(
  tx: Db,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (row === undefined) throw new Error('The order insert returned no row.');
  const stored = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row.id })))
    .returning();
  return { order: row, items: stored.sort((a, b) => a.position - b.position) };
}

/** The branch as the status page shows it; read with the order so a poll costs one query. */
const branchContact = {
  id: branches.id,
  identifier: branches.identifier,
  name: branches.name,
  street: branches.street,
  zipCode: branches.zipCode,
  city: branches.city,
  phone: branches.phone,
  email: branches.email,
};
export type BranchContact = { [K in keyof typeof branchContact]: (typeof branches.$inferSelect)[K] };

export async function findOrderByUid(
  db: Db,
  uid: string,
): Promise<{ order: OrderRow; branch: BranchContact } | undefined> {
  const [row] = await db
    .select({ order: orders, branch: branchContact })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.uid, uid))
    .limit(1);
  return row;
}

export async function findOrderWithBranch(db: Db, id: number) {
  const [row] = await db
    .select({ order: orders, branch: branchContact })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

export async function listOrderItems(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** Reads the order for a change and holds its row until the transaction ends. */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<NewOrder>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}
