import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';

type SiteValues = Omit<typeof sites.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: sites.id,
  path: sites.path,
  type: sites.type,
  name: sites.name,
  title: sites.title,
  description: sites.description,
  isPublic: sites.isPublic,
  content: sites.content,
};

export function listSiteRows(db: Db) {
  return db.select(columns).from(sites).orderBy(asc(sites.path));
}

export async function findSiteRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(sites).where(eq(sites.id, id)).limit(1);
  return row;
}

export async function listSiteIds(db: Db) {
  const rows = await db.select({ id: sites.id }).from(sites);
  return rows.map((row) => row.id);
}

export async function insertSite(db: Db, values: SiteValues) {
  const [row] = await db.insert(sites).values(values).returning({ id: sites.id });
  if (!row) throw new Error('insert into sites returned no row');
  return row.id;
}

export async function updateSite(db: Db, id: number, values: SiteValues) {
  await db.update(sites).set(values).where(eq(sites.id, id));
}

export async function deleteSite(db: Db, id: number) {
  await db.delete(sites).where(eq(sites.id, id));
}
