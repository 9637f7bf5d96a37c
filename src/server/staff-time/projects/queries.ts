import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

type ProjectValues = Pick<typeof projects.$inferInsert, 'name' | 'description' | 'departmentId' | 'isActive'>;

export type ProjectRowFilter = {
  departmentIds?: readonly number[] | undefined;
  isActive?: boolean | undefined;
  search?: string | undefined;
};

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  department: projects.departmentId,
  isActive: projects.isActive,
};

export function listProjectRows(db: Db, filter: ProjectRowFilter) {
  const conditions: SQL[] = [];
  if (filter.departmentIds !== undefined)
    conditions.push(inArray(projects.departmentId, [...filter.departmentIds]));
  if (filter.isActive !== undefined) conditions.push(eq(projects.isActive, filter.isActive));
  if (filter.search) conditions.push(ilike(projects.name, containsPattern(filter.search)));
  return db
    .select(columns)
    .from(projects)
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(projects.id));
}

export async function findProjectRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function insertProject(db: Db, values: ProjectValues) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('insert into projects returned no row');
  return row.id;
}

export async function updateProject(db: Db, id: number, values: ProjectValues) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

export async function deleteProject(db: Db, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}
