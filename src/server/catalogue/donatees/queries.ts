import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { donatees } from '../../db/schema/index.js';

type DonateeValues = Omit<typeof donatees.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: donatees.id,
  identifier: donatees.identifier,
  name: donatees.name,
  description: donatees.description,
  isEnabled: donatees.isEnabled,
};

export const listDonateeRows = (db: Db) =>
  db.select(columns).from(donatees).orderBy(asc(donatees.name), asc(donatees.id));

export async function findDonateeRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(donatees).where(eq(donatees.id, id)).limit(1);
  return row;
}

export async function insertDonatee(db: Db, values: DonateeValues) {
  const [row] = await db.insert(donatees).values(values).returning({ id: donatees.id });
  if (!row) throw new Error('insert into donatees returned no row');
  return row.id;
}

export async function updateDonatee(db: Db, id: number, values: DonateeValues) {
  await db.update(donatees).set(values).where(eq(donatees.id, id));
}

export async function deleteDonatee(db: Db, id: number) {
  await db.delete(donatees).where(eq(donatees.id, id));
}
