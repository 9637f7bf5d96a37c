import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { timeClockStamps, users, workingActivities } from '../../db/schema/index.js';
import type { ClockAction } from '../../../domain/time-tracking/clock-failures.js';

export async function storeClockTokenHash(db: Db, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ timeTrackingTokenHash: hash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function hasClockToken(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.timeTrackingTokenHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash != null;
}

export async function findStamp(db: Db, id: string) {
  const [row] = await db.select().from(timeClockStamps).where(eq(timeClockStamps.id, id)).limit(1);
  return row;
}

/** False when another request stored a stamp with this id first. */
export async function insertStamp(
  db: Db,
  values: { id: string; userId: number; action: ClockAction; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(timeClockStamps)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: timeClockStamps.id });
  return rows.length > 0;
}

export async function setStampActivity(db: Db, id: string, activityId: number) {
  await db.update(timeClockStamps).set({ activityId }).where(eq(timeClockStamps.id, id));
}

/** The person's open activity, locked so two stamps at once apply one after the other. */
export async function findOpenActivityForUpdate(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: workingActivities.id,
      startedAt: workingActivities.startedAt,
      endedAt: workingActivities.endedAt,
      pauses: workingActivities.pauses,
    })
    .from(workingActivities)
    .where(and(eq(workingActivities.userId, userId), isNull(workingActivities.endedAt)))
    .for('update')
    .limit(1);
  return row;
}

export async function updateActivityTimes(
  db: Db,
  id: number,
  values: { endedAt: Date | null; pauses: { start: string; end: string | null }[] },
) {
  await db.update(workingActivities).set(values).where(eq(workingActivities.id, id));
}
