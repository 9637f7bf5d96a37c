import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tables } from '../../db/schema/index.js';

type TableValues = Omit<typeof tables.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: tables.id,
  identifier: tables.identifier,
  branch: tables.branchId,
  position: tables.position,
};

/** `branchIds` limits the rows to those branches (an employee's); undefined means all. */
export function listTableRows(
  db: Db,
  filter: { branch?: number | undefined },
  branchIds?: readonly number[],
) {
  const conditions: SQL[] = [];
  if (filter.branch !== undefined) conditions.push(eq(tables.branchId, filter.branch));
  if (branchIds !== undefined) conditions.push(inArray(tables.branchId, [...branchIds]));
  return db
    .select(columns)
    .from(tables)
    .where(and(...conditions))
    .orderBy(asc(tables.branchId), asc(tables.position), asc(tables.id));
}

export async function findTableRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(tables).where(eq(tables.id, id)).limit(1);
  return row;
}

export async function insertTable(db: Db, values: TableValues) {
  const [row] = await db.insert(tables).values(values).returning({ id: tables.id });
  if (!row) throw new Error('insert into tables returned no row');
  return row.id;
}

export async function updateTable(db: Db, id: number, values: TableValues) {
  await db.update(tables).set(values).where(eq(tables.id, id));
}

export async function deleteTable(db: Db, id: number) {
  await db.delete(tables).where(eq(tables.id, id));
}
