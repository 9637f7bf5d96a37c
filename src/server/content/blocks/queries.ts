import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blocks } from '../../db/schema/index.js';

type BlockValues = Omit<typeof blocks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: blocks.id,
  identifier: blocks.identifier,
  isPublic: blocks.isPublic,
  content: blocks.content,
};

export function listBlockRows(db: Db) {
  return db.select(columns).from(blocks).orderBy(asc(blocks.identifier));
}

export async function findBlockRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(blocks).where(eq(blocks.id, id)).limit(1);
  return row;
}

export async function insertBlock(db: Db, values: BlockValues) {
  const [row] = await db.insert(blocks).values(values).returning({ id: blocks.id });
  if (!row) throw new Error('insert into blocks returned no row');
  return row.id;
}

export async function updateBlock(db: Db, id: number, values: BlockValues) {
  await db.update(blocks).set(values).where(eq(blocks.id, id));
}

export async function deleteBlock(db: Db, id: number) {
  await db.delete(blocks).where(eq(blocks.id, id));
}
