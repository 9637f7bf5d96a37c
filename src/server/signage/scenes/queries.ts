import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scenes } from '../../db/schema/index.js';

type SceneValues = Omit<typeof scenes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = { id: scenes.id, path: scenes.path, name: scenes.name, content: scenes.content };

export function listSceneRows(db: Db) {
  return db.select(columns).from(scenes).orderBy(asc(scenes.path));
}

export function listSceneRowsByIds(db: Db, ids: readonly number[]) {
  return db
    .select(columns)
    .from(scenes)
    .where(inArray(scenes.id, [...ids, -1]));
}

export async function findSceneRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(scenes).where(eq(scenes.id, id)).limit(1);
  return row;
}

export async function insertScene(db: Db, values: SceneValues) {
  const [row] = await db.insert(scenes).values(values).returning({ id: scenes.id });
  if (!row) throw new Error('insert into scenes returned no row');
  return row.id;
}

export async function updateScene(db: Db, id: number, values: SceneValues) {
  await db.update(scenes).set(values).where(eq(scenes.id, id));
}

export async function deleteScene(db: Db, id: number) {
  await db.delete(scenes).where(eq(scenes.id, id));
}
