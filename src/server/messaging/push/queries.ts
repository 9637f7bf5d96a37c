import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, pushSubscriptions, webPushKeys } from '../../db/schema/index.js';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The stored key pair; the first instance to start stores one, and every instance then reads that one. */
export async function keepVapidKeys(db: Db, made: { publicKey: string; privateKey: string }) {
  await db.insert(webPushKeys).values(made).onConflictDoNothing();
  const [row] = await db.select().from(webPushKeys).limit(1);
  if (row === undefined) throw new Error('web push keys could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

/** A browser that subscribes again (new keys after the browser renewed them) replaces its row. */
export async function upsertSubscription(
  db: Db,
  input: { orderId: number; endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: [pushSubscriptions.orderId, pushSubscriptions.endpoint],
      set: { p256dh: input.p256dh, auth: input.auth },
    });
}

export async function deleteSubscriptionById(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row;
}

export async function listSubscriptionsOfOrder(db: Db, orderId: number): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, orderId));
}

/** Subscriptions of orders that ended (completed, rejected, canceled, failed) before `endedBefore`. */
export async function deleteEndedSubscriptions(db: Db, endedBefore: Date): Promise<number> {
  // greatest() skips nulls: the order's one ending time, null while it has none.
  const ended = sql`greatest(${orders.completedAt}, ${orders.rejectedAt}, ${orders.canceledAt}, ${orders.failedAt})`;
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      sql`${pushSubscriptions.orderId} in (select ${orders.id} from ${orders} where ${ended} < ${endedBefore.toISOString()})`,
    )
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}
