import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

type TaskValues = Pick<typeof tasks.$inferInsert, 'projectId' | 'name' | 'description' | 'isActive'>;

export type TaskRowFilter = {
  projectIds?: readonly number[] | undefined;
  isActive?: boolean | undefined;
  search?: string | undefined;
};

const columns = {
  id: tasks.id,
  project: tasks.projectId,
  name: tasks.name,
  description: tasks.description,
  isActive: tasks.isActive,
};

export function listTaskRows(db: Db, filter: TaskRowFilter) {
  const conditions: SQL[] = [];
  if (filter.projectIds !== undefined) conditions.push(inArray(tasks.projectId, [...filter.projectIds]));
  if (filter.isActive !== undefined) conditions.push(eq(tasks.isActive, filter.isActive));
  if (filter.search) conditions.push(ilike(tasks.name, containsPattern(filter.search)));
  return db
    .select(columns)
    .from(tasks)
    .where(and(...conditions))
    .orderBy(asc(tasks.projectId), asc(tasks.name), asc(tasks.id));
}

export async function findTaskRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(tasks).where(eq(tasks.id, id)).limit(1);
  return row;
}

export async function insertTask(db: Db, values: TaskValues) {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('insert into tasks returned no row');
  return row.id;
}

export async function updateTask(db: Db, id: number, values: TaskValues) {
  await db.update(tasks).set(values).where(eq(tasks.id, id));
}

export async function deleteTask(db: Db, id: number) {
  await db.delete(tasks).where(eq(tasks.id, id));
}
