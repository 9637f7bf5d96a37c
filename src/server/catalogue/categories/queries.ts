import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, images } from '../../db/schema/index.js';
import { imageColumns } from '../../db/image-columns.js';

type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const select = (db: Db) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      image: imageColumns(images),
    })
    .from(categories)
    .leftJoin(images, eq(images.id, categories.imageId));

export const listCategoryRows = (db: Db) => select(db).orderBy(asc(categories.name), asc(categories.id));

export async function findCategoryRow(db: Db, id: number) {
  const [row] = await select(db).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function insertCategory(db: Db, values: CategoryValues) {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('insert into categories returned no row');
  return row.id;
}

export async function updateCategory(db: Db, id: number, values: CategoryValues) {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(db: Db, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}
