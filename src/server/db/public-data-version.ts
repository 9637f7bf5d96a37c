import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { publicDataVersion } from './schema/index.js';

/**
 * The count of writes to the tables the public data is read from (migration 0013's triggers), or null
 * when the row is missing, which says nothing about changes.
 */
export async function readPublicDataVersion(db: Db): Promise<number | null> {
  const [row] = await db.select({ version: publicDataVersion.version }).from(publicDataVersion).limit(1);
  return row?.version ?? null;
}

/** The version as an SQL expression, for a statement that checks it on the way (order placement). */
export const publicDataVersionSql = sql`(select ${publicDataVersion.version} from ${publicDataVersion} limit 1)`;

/** Migration 0016's trigger announces each new version on this channel at commit (ADR 036). */
export const PUBLIC_DATA_CHANNEL = 'public_data';
