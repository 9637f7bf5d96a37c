import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { navigations } from '../../db/schema/index.js';

type NavigationValues = Omit<typeof navigations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = { id: navigations.id, identifier: navigations.identifier, items: navigations.items };

export function listNavigationRows(db: Db) {
  return db.select(columns).from(navigations).orderBy(asc(navigations.identifier));
}

export async function findNavigationRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(navigations).where(eq(navigations.id, id)).limit(1);
  return row;
}

export async function insertNavigation(db: Db, values: NavigationValues) {
  const [row] = await db.insert(navigations).values(values).returning({ id: navigations.id });
  if (!row) throw new Error('insert into navigations returned no row');
  return row.id;
}

export async function updateNavigation(db: Db, id: number, values: NavigationValues) {
  await db.update(navigations).set(values).where(eq(navigations.id, id));
}

export async function deleteNavigation(db: Db, id: number) {
  await db.delete(navigations).where(eq(navigations.id, id));
}
