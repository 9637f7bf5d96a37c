import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

export async function insertUpload(db: Db, values: NewUpload) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

export async function findUpload(db: Db, id: number, publicHash: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.publicHash, publicHash)))
    .limit(1);
  return row;
}
