import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches, messages, orderItems, orders } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The order with its branch, read-only: the orders module owns these tables, the mails only quote them. */
export async function findOrderWithBranch(db: Db, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      branch: {
        id: branches.id,
        name: branches.name,
        street: branches.street,
        zipCode: branches.zipCode,
        city: branches.city,
        phone: branches.phone,
        email: branches.email,
        website: branches.website,
      },
    })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function listOrderItems(db: Db, orderId: number) {
  return db
    .select({
      product: orderItems.product,
      amount: orderItems.amount,
      unit: orderItems.unit,
      parts: orderItems.parts,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function insertMessages(db: Db, rows: NewMessage[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messages).values(rows).returning({ id: messages.id });
  return inserted.map((row) => row.id);
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

/** One delivery attempt's result; attempts count up in the database, so concurrent writers cannot lose one. */
export async function recordAttempt(
  db: Db,
  id: number,
  result: Pick<MessageRow, 'status' | 'providerStatus'> &
    Partial<Pick<MessageRow, 'providerMessageId' | 'data'>> & { sent: boolean },
) {
  await db
    .update(messages)
    .set({
      status: result.status,
      providerStatus: result.providerStatus,
      attempts: sql`${messages.attempts} + 1`,
      ...(result.providerMessageId !== undefined ? { providerMessageId: result.providerMessageId } : {}),
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.sent ? { sentAt: sql`now()` } : {}),
    })
    .where(eq(messages.id, id));
}

/** Messages recorded but never attempted for longer than `seconds`: their job was lost (a crash in between). */
export async function listStalePendingMessageIds(db: Db, seconds: number): Promise<number[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.status, 'pending'),
        sql`${messages.createdAt} < now() - make_interval(secs => ${seconds})`,
      ),
    )
    .orderBy(asc(messages.id))
    .limit(500);
  return rows.map((row) => row.id);
}

export async function listMessagesOfOrder(db: Db, orderId: number) {
  return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
}
