import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { divisions } from '../../db/schema/index.js';

const columns = {
  id: divisions.id,
  identifier: divisions.identifier,
  name: divisions.name,
  title: divisions.title,
  path: divisions.path,
  description: divisions.description,
  isPublic: divisions.isPublic,
  sortOrder: divisions.sortOrder,
};

type DivisionValues = Omit<typeof divisions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function listDivisionRows(db: Db) {
  return db.select(columns).from(divisions).orderBy(asc(divisions.sortOrder), asc(divisions.id));
}

export async function findDivisionRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(divisions).where(eq(divisions.id, id)).limit(1);
  return row;
}

export async function insertDivision(db: Db, values: DivisionValues) {
  const [row] = await db.insert(divisions).values(values).returning({ id: divisions.id });
  if (!row) throw new Error('insert into divisions returned no row');
  return row.id;
}

export async function updateDivision(db: Db, id: number, values: DivisionValues) {
  await db.update(divisions).set(values).where(eq(divisions.id, id));
}

export async function deleteDivision(db: Db, id: number) {
  await db.delete(divisions).where(eq(divisions.id, id));
}

/** Public divisions with a start page of their own: paths and last changes (the sitemap). */
export async function listPublicDivisionPageRows(db: Db) {
  const rows = await db
    .select({ path: divisions.path, updatedAt: divisions.updatedAt })
    .from(divisions)
    .where(and(eq(divisions.isPublic, true), isNotNull(divisions.path)))
    .orderBy(asc(divisions.sortOrder), asc(divisions.id));
  return rows.flatMap(({ path, updatedAt }) => (path === null ? [] : [{ path, updatedAt }]));
}
