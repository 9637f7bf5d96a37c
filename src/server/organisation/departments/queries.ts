import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { departments } from '../../db/schema/index.js';

type DepartmentValues = Omit<typeof departments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = { id: departments.id, name: departments.name, branch: departments.branchId };

/** `branchIds` limits the rows to those branches (an employee's); undefined means all. */
export function listDepartmentRows(
  db: Db,
  filter: { branch?: number | undefined },
  branchIds?: readonly number[],
) {
  const conditions: SQL[] = [];
  if (filter.branch !== undefined) conditions.push(eq(departments.branchId, filter.branch));
  if (branchIds !== undefined) conditions.push(inArray(departments.branchId, [...branchIds]));
  return db
    .select(columns)
    .from(departments)
    .where(and(...conditions))
    .orderBy(asc(departments.name), asc(departments.id));
}

export async function findDepartmentRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

export async function insertDepartment(db: Db, values: DepartmentValues) {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  if (!row) throw new Error('insert into departments returned no row');
  return row.id;
}

export async function updateDepartment(db: Db, id: number, values: DepartmentValues) {
  await db.update(departments).set(values).where(eq(departments.id, id));
}

export async function deleteDepartment(db: Db, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}
