import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { messages } from '../db/schema/index.js';

export async function countOpenMessages(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: messages.status, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(inArray(messages.status, ['pending', 'failed']))
    .groupBy(messages.status);
  const counts = { pending: 0, failed: 0 };
  for (const row of rows)
    if (row.status === 'pending' || row.status === 'failed') counts[row.status] = row.count;
  return counts;
}

/** A round trip to the database (for /readyz). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
