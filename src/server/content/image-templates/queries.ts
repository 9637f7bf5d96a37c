import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { imageTemplates } from '../../db/schema/index.js';

type ImageTemplateValues = Omit<typeof imageTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: imageTemplates.id,
  identifier: imageTemplates.identifier,
  name: imageTemplates.name,
  width: imageTemplates.width,
  height: imageTemplates.height,
  layers: imageTemplates.layers,
};

export function listImageTemplateRows(db: Db) {
  return db.select(columns).from(imageTemplates).orderBy(asc(imageTemplates.identifier));
}

export async function findImageTemplateRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(imageTemplates).where(eq(imageTemplates.id, id)).limit(1);
  return row;
}

export async function insertImageTemplate(db: Db, values: ImageTemplateValues) {
  const [row] = await db.insert(imageTemplates).values(values).returning({ id: imageTemplates.id });
  if (!row) throw new Error('insert into image_templates returned no row');
  return row.id;
}

export async function updateImageTemplate(db: Db, id: number, values: ImageTemplateValues) {
  await db.update(imageTemplates).set(values).where(eq(imageTemplates.id, id));
}

export async function deleteImageTemplate(db: Db, id: number) {
  await db.delete(imageTemplates).where(eq(imageTemplates.id, id));
}

/** The template with the instant of its last change, which names its rendered picture in the cache. */
export async function findImageTemplateForRender(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, updatedAt: imageTemplates.updatedAt })
    .from(imageTemplates)
    .where(eq(imageTemplates.id, id))
    .limit(1);
  return row;
}
