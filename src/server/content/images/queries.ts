import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export async function findImage(db: Db, id: number) {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row;
}
