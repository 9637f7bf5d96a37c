import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  analyticsDailyKeys,
  analyticsEvents,
  analyticsHourly,
  analyticsVisitorDays,
} from '../../db/schema/index.js';

/**
 * Stores an entry and counts it into the rollups the statistics read (one Vienna day per page or event
 * name, one hour, one visitor per day), in one transaction so they never disagree.
 */
export async function insertAnalyticsEvent(
  db: Db,
  values: typeof analyticsEvents.$inferInsert & { createdAt: Date },
  rollup: { day: string; key: string },
) {
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values(values);
    await tx
      .insert(analyticsDailyKeys)
      .values({ day: rollup.day, type: values.type, key: rollup.key, count: 1 })
      .onConflictDoUpdate({
        target: [analyticsDailyKeys.day, analyticsDailyKeys.type, analyticsDailyKeys.key],
        set: { count: sql`${analyticsDailyKeys.count} + 1` },
      });
    const isNewVisitor =
      values.visitorHash != null &&
      (
        await tx
          .insert(analyticsVisitorDays)
          .values({
            day: values.createdAt.toISOString().slice(0, 10),
            visitorHash: values.visitorHash,
            firstSeenAt: values.createdAt,
          })
          .onConflictDoNothing()
          .returning({ day: analyticsVisitorDays.day })
      ).length > 0;
    const hour = new Date(Math.floor(values.createdAt.getTime() / 3_600_000) * 3_600_000);
    await tx
      .insert(analyticsHourly)
      .values({ hour, type: values.type, count: 1, visitors: isNewVisitor ? 1 : 0 })
      .onConflictDoUpdate({
        target: [analyticsHourly.hour, analyticsHourly.type],
        set: {
          count: sql`${analyticsHourly.count} + 1`,
          visitors: sql`${analyticsHourly.visitors} + ${isNewVisitor ? 1 : 0}`,
        },
      });
  });
}
