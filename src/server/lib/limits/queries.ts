import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { executeNamed } from '../../db/planned.js';
import { limitCounters } from '../../db/schema/index.js';

// Every guest order runs it (ADR 036): a fixed text, prepared once per connection, costs the order path
// the least; the keys arrive sorted and stay in that order, so two statements lock shared rows alike.
const COUNT_CALLS = `
  insert into limit_counters as c (key, started_at, expires_at, count)
  select call.key, $1::timestamptz, $1::timestamptz + call.window_ms * interval '1 millisecond', call.calls
  from unnest($2::text[], $3::int[], $4::int[]) with ordinality as call(key, window_ms, calls, position)
  order by call.position
  on conflict (key) do update set
    started_at = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
      then excluded.started_at else c.started_at end,
    expires_at = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
      then excluded.expires_at else c.expires_at end,
    count = case when c.expires_at <= excluded.started_at or c.started_at > excluded.started_at
      then excluded.count else c.count + excluded.count end
  returning key, count, expires_at`;

/**
 * Raises each key's count by its number of calls in one statement and answers each key's count and window
 * end. A window starts with the key's first call; a call after its end (or before its start, when a clock
 * went back) starts a new one. Keys come sorted, so two statements lock shared rows in the same order.
 */
export async function countCalls(
  db: Db,
  raised: { key: string; windowMs: number; calls: number }[],
  now: Date,
): Promise<Map<string, { count: number; expiresAt: Date }>> {
  const sorted = [...raised].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await executeNamed<{ key: string; count: number; expires_at: string | Date }>(
    db,
    'limit-count',
    COUNT_CALLS,
    [
      now.toISOString(),
      sorted.map((entry) => entry.key),
      sorted.map((entry) => entry.windowMs),
      sorted.map((entry) => entry.calls),
    ],
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
