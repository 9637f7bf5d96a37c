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
 * A transaction-scoped advisory lock per key: a second request with the key while the first still runs
 * finds it taken instead of waiting for the first to finish (the claimed row is not visible before commit).
 */
export async function tryLockIdempotencyKey(tx: Db, key: string): Promise<boolean> {
  // Both drivers answer raw SQL with { rows }; the shared Db type cannot say so.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Claims the key; false when a finished request holds it already. */
export async function claimIdempotencyKey(
  tx: Db,
  values: { key: string; requestHash: string; status: IdempotencyRow['status'] },
): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ id: idempotencyKeys.id });
  return claimed.length > 0;
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
