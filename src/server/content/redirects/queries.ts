import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { redirects } from '../../db/schema/index.js';

type RedirectValues = Omit<typeof redirects.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: redirects.id,
  path: redirects.path,
  target: redirects.target,
  statusCode: redirects.statusCode,
};

export function listRedirectRows(db: Db) {
  return db.select(columns).from(redirects).orderBy(asc(redirects.path));
}

export async function findRedirectRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(redirects).where(eq(redirects.id, id)).limit(1);
  return row;
}

export async function insertRedirect(db: Db, values: RedirectValues) {
  const [row] = await db.insert(redirects).values(values).returning({ id: redirects.id });
  if (!row) throw new Error('insert into redirects returned no row');
  return row.id;
}

export async function updateRedirect(db: Db, id: number, values: RedirectValues) {
  await db.update(redirects).set(values).where(eq(redirects.id, id));
}

export async function deleteRedirect(db: Db, id: number) {
  await db.delete(redirects).where(eq(redirects.id, id));
}
