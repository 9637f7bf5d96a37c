import { and, asc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workingSchedules } from '../../db/schema/index.js';

export type ScheduleValues = {
  userId: number;
  branchId: number | null;
  departmentId: number | null;
  startsAt: Date;
  endsAt: Date;
  note: string;
};

export type ScheduleRowFilter = {
  userId?: number | undefined;
  branchIds?: readonly number[] | undefined;
  departmentId?: number | undefined;
  /** Shifts overlapping [start, end). */
  start?: Date | undefined;
  end?: Date | undefined;
};

const t = workingSchedules;
const columns = {
  id: t.id,
  user: t.userId,
  branch: t.branchId,
  department: t.departmentId,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  note: t.note,
};

export function listScheduleRows(db: Db, filter: ScheduleRowFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(t.userId, filter.userId),
    filter.branchIds === undefined ? undefined : inArray(t.branchId, [...filter.branchIds]),
    filter.departmentId === undefined ? undefined : eq(t.departmentId, filter.departmentId),
    filter.end === undefined ? undefined : lt(t.startsAt, filter.end),
    filter.start === undefined ? undefined : gt(t.endsAt, filter.start),
  ];
  return db
    .select(columns)
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.startsAt), asc(t.id));
}

export async function findScheduleRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** Another shift of the person overlapping [start, end). */
export async function findOverlappingSchedule(
  db: Db,
  userId: number,
  start: Date,
  end: Date,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        exceptId === undefined ? undefined : ne(t.id, exceptId),
        lt(t.startsAt, end),
        gt(t.endsAt, start),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSchedule(db: Db, values: ScheduleValues) {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert into working_schedules returned no row');
  return row.id;
}

export async function updateSchedule(db: Db, id: number, values: ScheduleValues) {
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function deleteSchedule(db: Db, id: number) {
  await db.delete(t).where(eq(t.id, id));
}

/**
 * Serialises copying into one branch's plan until the transaction ends: a double click on "copy week"
 * must not see the next week empty twice.
 */
export async function lockBranchPlan(db: Db, branchId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${0x706c616e}, ${branchId})`);
}
