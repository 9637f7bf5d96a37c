import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employmentTerms, userBranches, users, workingActivities } from '../../db/schema/index.js';

export function listEmploymentTerms(db: Db, userIds: readonly number[] | undefined) {
  return db
    .select({
      userId: employmentTerms.userId,
      name: users.name,
      employedSince: employmentTerms.employedSince,
      workingDaysPerWeek: employmentTerms.workingDaysPerWeek,
      creditedServiceYears: employmentTerms.creditedServiceYears,
      openingHolidayDays: employmentTerms.openingHolidayDays,
    })
    .from(employmentTerms)
    .innerJoin(users, eq(users.id, employmentTerms.userId))
    .where(userIds === undefined ? undefined : inArray(employmentTerms.userId, [...userIds]))
    .orderBy(asc(users.name), asc(users.id));
}

export async function upsertEmploymentTerms(
  db: Db,
  values: typeof employmentTerms.$inferInsert & { userId: number },
) {
  await db
    .insert(employmentTerms)
    .values(values)
    .onConflictDoUpdate({ target: employmentTerms.userId, set: { ...values, updatedAt: new Date() } });
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (await db.$count(users, eq(users.id, userId))) > 0;
}

/** The users who belong to any of the branches. */
export async function userIdsOfBranches(db: Db, branchIds: readonly number[]): Promise<number[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: userBranches.userId })
    .from(userBranches)
    .where(inArray(userBranches.branchId, [...branchIds]));
  return rows.map((row) => row.id);
}

/** Holiday activities of the people before `end`: every year up to it counts towards the carry-over. */
export function listHolidayActivities(db: Db, userIds: readonly number[], end: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: workingActivities.userId,
      startedAt: workingActivities.startedAt,
      endedAt: workingActivities.endedAt,
    })
    .from(workingActivities)
    .where(
      and(
        eq(workingActivities.kind, 'holiday'),
        inArray(workingActivities.userId, [...userIds]),
        lt(workingActivities.startedAt, end),
      ),
    );
}
