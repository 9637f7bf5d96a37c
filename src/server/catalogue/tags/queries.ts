import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images, tags } from '../../db/schema/index.js';
import { imageColumns } from '../../db/image-columns.js';

type TagValues = Omit<typeof tags.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const select = (db: Db) =>
  db
    .select({ id: tags.id, name: tags.name, sortOrder: tags.sortOrder, image: imageColumns(images) })
    .from(tags)
    .leftJoin(images, eq(images.id, tags.imageId));

export const listTagRows = (db: Db) => select(db).orderBy(asc(tags.sortOrder), asc(tags.id));

export async function findTagRow(db: Db, id: number) {
  const [row] = await select(db).where(eq(tags.id, id)).limit(1);
  return row;
}

export async function insertTag(db: Db, values: TagValues) {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  if (!row) throw new Error('insert into tags returned no row');
  return row.id;
}

export async function updateTag(db: Db, id: number, values: TagValues) {
  await db.update(tags).set(values).where(eq(tags.id, id));
}

export async function deleteTag(db: Db, id: number) {
  await db.delete(tags).where(eq(tags.id, id));
}
