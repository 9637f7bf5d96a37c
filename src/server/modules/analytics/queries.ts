import type { Db } from '../../db/client.js';
import { analyticsEvents } from '../../db/schema/index.js';

export async function insertAnalyticsEvent(db: Db, values: typeof analyticsEvents.$inferInsert) {
  await db.insert(analyticsEvents).values(values);
}
