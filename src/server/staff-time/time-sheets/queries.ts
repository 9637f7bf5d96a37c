import { and, asc, eq, exists, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
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

/**
 * People by name: those belonging to any of `branchIds` (everybody when undefined), and those of
 * `alsoIds` whatever their branches.
 */
export function listPeople(
  db: Db,
  branchIds: readonly number[] | undefined,
  alsoIds: readonly number[] = [],
) {
  const member: SQL | undefined =
    branchIds === undefined
      ? undefined
      : exists(
          db
            .select({ one: userBranches.userId })
            .from(userBranches)
            .where(and(eq(userBranches.userId, users.id), inArray(userBranches.branchId, [...branchIds, 0]))),
        );
  const among = alsoIds.length === 0 ? undefined : inArray(users.id, [...alsoIds]);
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(member === undefined ? undefined : among === undefined ? member : or(member, among))
    .orderBy(asc(users.name), asc(users.id));
}

/** The work, holiday and sick activities of a person that start before `end` and end after `start`. */
export function listSheetActivities(
  db: Db,
  userId: number,
  branchIds: readonly number[] | undefined,
  start: Date,
  end: Date,
) {
  const t = workingActivities;
  return db
    .select({ kind: t.kind, startedAt: t.startedAt, endedAt: t.endedAt, pauses: t.pauses })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        branchIds === undefined ? undefined : inArray(t.branchId, [...branchIds, 0]),
        lt(t.startedAt, end),
        or(isNull(t.endedAt), gt(t.endedAt, start)),
      ),
    )
    .orderBy(asc(t.startedAt));
}
