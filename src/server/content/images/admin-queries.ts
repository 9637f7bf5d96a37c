import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

type ImageValues = Omit<typeof images.$inferInsert, 'updatedAt'> & { id: number };

const columns = {
  id: images.id,
  version: images.version,
  extension: images.extension,
  mimeType: images.mimeType,
  width: images.width,
  height: images.height,
  size: images.size,
  name: images.name,
  alt: images.alt,
  createdAt: images.createdAt,
};

export function listImageRows(db: Db) {
  return db.select(columns).from(images).orderBy(asc(images.id));
}

export async function findImageRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(images).where(eq(images.id, id)).limit(1);
  return row;
}

export function findImageRowsByIds(db: Db, ids: readonly number[]) {
  return db
    .select(columns)
    .from(images)
    .where(inArray(images.id, [...ids]));
}

/** The next id, drawn first so the file can be stored under its final key before the row exists. */
export async function nextImageId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('images', 'id'))::int` })
    .from(sql`generate_series(1, 1)`);
  if (!row) throw new Error('the images id sequence returned no value');
  return row.id;
}

export async function insertImage(db: Db, values: ImageValues) {
  await db.insert(images).overridingSystemValue().values(values);
}

export async function updateImageText(db: Db, id: number, values: { name: string; alt: string }) {
  await db.update(images).set(values).where(eq(images.id, id));
}

export async function deleteImage(db: Db, id: number) {
  await db.delete(images).where(eq(images.id, id));
}
