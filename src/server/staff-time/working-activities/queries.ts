import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { workingActivities, type ActivityKind, type ActivityPause } from '../../db/schema/index.js';

export type ActivityValues = {
  userId: number;
  branchId: number | null;
  projectId: number | null;
  taskId: number | null;
  kind: ActivityKind;
  startedAt: Date;
  endedAt: Date | null;
  pauses: ActivityPause[];
  comment: string;
};

export type ActivityRowFilter = {
  userId?: number | undefined;
  branchIds?: readonly number[] | undefined;
  projectId?: number | undefined;
  taskId?: number | undefined;
  /** Activities overlapping [start, end). */
  start?: Date | undefined;
  end?: Date | undefined;
  isRunning?: boolean | undefined;
  kind?: ActivityKind | undefined;
};

const t = workingActivities;
const columns = {
  id: t.id,
  userId: t.userId,
  branchId: t.branchId,
  projectId: t.projectId,
  taskId: t.taskId,
  kind: t.kind,
  startedAt: t.startedAt,
  endedAt: t.endedAt,
  pauses: t.pauses,
  comment: t.comment,
};

export function listActivityRows(db: Db, filter: ActivityRowFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(t.userId, filter.userId),
    filter.branchIds === undefined ? undefined : inArray(t.branchId, [...filter.branchIds]),
    filter.projectId === undefined ? undefined : eq(t.projectId, filter.projectId),
    filter.taskId === undefined ? undefined : eq(t.taskId, filter.taskId),
    filter.end === undefined ? undefined : lt(t.startedAt, filter.end),
    filter.start === undefined ? undefined : or(isNull(t.endedAt), gt(t.endedAt, filter.start)),
    filter.kind === undefined ? undefined : eq(t.kind, filter.kind),
    filter.isRunning === undefined ? undefined : filter.isRunning ? isNull(t.endedAt) : isNotNull(t.endedAt),
  ];
  return db
    .select(columns)
    .from(t)
    .where(and(...conditions))
    .orderBy(desc(t.startedAt), desc(t.id));
}

export async function findActivityRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(t).where(eq(t.id, id)).limit(1);
  return row;
}

/** Another activity of the person overlapping [start, end); `end` null means still running. */
export async function findOverlappingActivity(
  db: Db,
  userId: number,
  start: Date,
  end: Date | null,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: t.id, endedAt: t.endedAt })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        exceptId === undefined ? undefined : ne(t.id, exceptId),
        end === null ? undefined : lt(t.startedAt, end),
        or(isNull(t.endedAt), gt(t.endedAt, start)),
      ),
    )
    .limit(1);
  return row;
}

export async function insertActivity(db: Db, values: ActivityValues) {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  if (!row) throw new Error('insert into working_activities returned no row');
  return row.id;
}

export async function updateActivity(db: Db, id: number, values: ActivityValues) {
  await db.update(t).set(values).where(eq(t.id, id));
}

export async function deleteActivity(db: Db, id: number) {
  await db.delete(t).where(eq(t.id, id));
}
