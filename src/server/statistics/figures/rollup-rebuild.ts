import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Builds the analytics rollups from the stored entries, replacing what they held: for entries stored
 * before the rollups existed, and for generated benchmark data. Entries arriving meanwhile are counted
 * by their own insert, so run it when nothing is recorded.
 */
export async function rebuildAnalyticsRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily_keys`);
    await tx.execute(sql`delete from analytics_hourly`);
    await tx.execute(sql`delete from analytics_visitor_days`);
    await tx.execute(sql`
      insert into analytics_daily_keys (day, type, key, count)
      select (created_at at time zone 'Europe/Vienna')::date, type, coalesce(path, action, ''), count(*)
      from analytics_events group by 1, 2, 3`);
    await tx.execute(sql`
      insert into analytics_visitor_days (day, visitor_hash, first_seen_at)
      select (created_at at time zone 'UTC')::date, visitor_hash, min(created_at)
      from analytics_events where visitor_hash is not null group by 1, 2`);
    await tx.execute(sql`
      insert into analytics_hourly (hour, type, count, visitors)
      select date_trunc('hour', e.created_at), e.type, count(*),
        count(distinct e.visitor_hash) filter (where v.first_seen_at = e.created_at)
      from analytics_events e
      left join analytics_visitor_days v
        on v.day = (e.created_at at time zone 'UTC')::date and v.visitor_hash = e.visitor_hash
      group by 1, 2`);
  });
}
