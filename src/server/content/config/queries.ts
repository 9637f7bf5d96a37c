import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../../domain/schemas/config.js';
import type { Db } from '../../db/client.js';
import { config } from '../../db/schema/index.js';

/** The stored settings as their JSON text: callers parse it only when it changed. */
export async function readConfigText(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: sql<string>`${config.value}::text` })
    .from(config)
    .limit(1);
  return row?.value;
}

/** Stores the configuration in the one row there is (creating it on the first save); answers its id. */
export async function writeConfigRow(db: Db, value: Config): Promise<number> {
  const [existing] = await db.select({ id: config.id }).from(config).limit(1);
  if (existing) {
    await db.update(config).set({ value }).where(eq(config.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(config).values({ value }).returning({ id: config.id });
  if (!row) throw new Error('insert into config returned no row');
  return row.id;
}
