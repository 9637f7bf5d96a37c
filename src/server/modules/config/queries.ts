import type { Db } from '../../db/client.js';
import { config } from '../../db/schema/index.js';

export async function readConfigRow(db: Db) {
  const [row] = await db.select({ value: config.value }).from(config).limit(1);
  return row?.value;
}
