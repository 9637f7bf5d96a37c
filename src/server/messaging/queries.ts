import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insertJsonRows } from '../db/json-rows.js';
import { preparedStatement } from '../db/prepared.js';
import { branches, messages, orderItems, orders } from '../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The order with its branch, read-only: the orders module owns these tables, the mails only quote them. */
const orderWithBranch = preparedStatement('message_order_with_branch', (db: Db, name) =>
  db
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
    .where(eq(orders.id, sql.placeholder('orderId')))
    .limit(1)
    .prepare(name),
);

export async function findOrderWithBranch(db: Db, orderId: number) {
  const [row] = await orderWithBranch(db, { orderId });
  return row;
}

const orderLines = preparedStatement('message_order_lines', (db: Db, name) =>
  db
    .select({
      product: orderItems.product,
      amount: orderItems.amount,
      unit: orderItems.unit,
      parts: orderItems.parts,
      total: orderItems.total,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.position), asc(orderItems.id))
    .prepare(name),
);

export const listOrderItems = (db: Db, orderId: number) => orderLines(db, { orderId });

export async function insertMessages(db: Db, rows: NewMessage[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(messages).values(rows).returning({ id: messages.id });
  return inserted.map((row) => row.id);
}

/** The insert of these messages as a part of the caller's own statement (see insertsAsOneStatement). */
export const messageInsert = (rows: NewMessage[]): SQL => insertJsonRows(messages, rows);

const due = sql`${messages.nextAttemptAt} <= now()`;

/**
 * Up to `limit` due messages, oldest first, each leased for `leaseSeconds`: other instances skip the
 * locked and leased rows, and a message whose sender died is due again once its lease ran out.
 */
export async function claimDueMessages(db: Db, limit: number, leaseSeconds: number): Promise<MessageRow[]> {
  const claimable = db
    .select({ id: messages.id })
    .from(messages)
    .where(due)
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(messages)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(messages.id, claimable))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function countDueMessages(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(messages).where(due);
  return row?.count ?? 0;
}

export type Attempt = Pick<MessageRow, 'id' | 'status' | 'providerStatus'> &
  Partial<Pick<MessageRow, 'providerMessageId' | 'data' | 'subject'>> & {
    sent: boolean;
    /** Due again after this many seconds; null: done (sent, refused for good, or given up). */
    retryInSeconds: number | null;
  };

/**
 * A batch's delivery attempts in one statement; attempts count up in the database, so concurrent
 * writers cannot lose one.
 */
export async function recordAttempts(db: Db, attempts: Attempt[]): Promise<void> {
  if (attempts.length === 0) return;
  const rows = attempts.map((attempt) => ({
    id: attempt.id,
    status: attempt.status,
    provider_status: attempt.providerStatus,
    provider_message_id: attempt.providerMessageId ?? null,
    data: attempt.data ?? null,
    subject: attempt.subject ?? null,
    sent: attempt.sent,
    retry_in_seconds: attempt.retryInSeconds,
  }));
  await db.execute(sql`
    update ${messages} set
      status = attempt.status,
      provider_status = attempt.provider_status,
      attempts = ${messages}.attempts + 1,
      provider_message_id = coalesce(attempt.provider_message_id, ${messages}.provider_message_id),
      data = coalesce(attempt.data, ${messages}.data),
      subject = coalesce(attempt.subject, ${messages}.subject),
      sent_at = case when attempt.sent then now() else ${messages}.sent_at end,
      next_attempt_at = now() + make_interval(secs => attempt.retry_in_seconds),
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as attempt(id int, status text,
      provider_status text, provider_message_id text, data jsonb, subject text, sent boolean,
      retry_in_seconds int)
    where ${messages}.id = attempt.id`);
}

export async function listMessagesOfOrder(db: Db, orderId: number) {
  return db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(asc(messages.id));
}
