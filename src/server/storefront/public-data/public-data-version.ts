import type { Db } from '../../db/client.js';
import { publicDataVersion } from '../../db/schema/index.js';

/**
 * The count of writes to the tables the public data is read from (migration 0013's triggers), or null
 * when the row is missing, which says nothing about changes.
 */
export async function readPublicDataVersion(db: Db): Promise<number | null> {
  const [row] = await db.select({ version: publicDataVersion.version }).from(publicDataVersion).limit(1);
  return row?.version ?? null;
}
