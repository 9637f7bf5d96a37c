import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executePlanned } from '../../db/planned.js';
import { limitCounters } from '../../db/schema/index.js';

/**
 * Counts one call for each key in one statement and answers each key's count and window end. A window
 * starts with the key's first call; a call after its end (or before its start, when a clock went back)
 * starts a new one. Keys come sorted, so two statements lock shared rows in the same order.
 */
export async function countCalls(
  db: Db,
  calls: { key: string; windowMs: number }[],
  now: Date,
): Promise<Map<string, { count: number; expiresAt: Date }>> {
  const sorted = [...calls].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await executePlanned<{ key: string; count: number; expires_at: string | Date }>(
    db,
    sql`
    insert into ${limitCounters} as c (key, started_at, expires_at, count)
    select call.key, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz + call.window_ms * interval '1 millisecond', 1
    from jsonb_to_recordset(${JSON.stringify(sorted.map((call) => ({ key: call.key, window_ms: call.windowMs })))}::jsonb)
      as call(key text, window_ms int)
    on conflict (key) do update set
      started_at = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
        then excluded.started_at else c.started_at end,
      expires_at = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
        then excluded.expires_at else c.expires_at end,
      count = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
        then 1 else c.count + 1 end
    returning key, count, expires_at`,
  );
  return new Map(
    rows.map((row) => [row.key, { count: Number(row.count), expiresAt: new Date(row.expires_at) }]),
  );
}

/** Drops the counters whose window has ended; answers how many. */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(limitCounters)
    .where(lt(limitCounters.expiresAt, now))
    .returning({ key: limitCounters.key });
  return deleted.length;
}
