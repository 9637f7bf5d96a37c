import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (row === undefined) throw new Error('The payment insert returned no row.');
  return row;
}

export async function findPayment(
  db: Db,
  provider: string,
  providerId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)))
    .limit(1);
  return row;
}

export async function latestPaymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** updatedAt doubles as "last asked the provider", which decides when the status page asks again. */
export async function recordPaymentState(
  db: Db,
  id: number,
  values: { status: string; raw: unknown; updatedAt: Date },
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}
