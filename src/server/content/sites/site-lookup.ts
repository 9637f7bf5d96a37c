import type { Db } from '../../db/client.js';
import { listSiteIds } from './queries.js';

/** Which of these site ids exist (navigations point at pages by id). */
export async function existingSiteIds(db: Db): Promise<Set<number>> {
  return new Set(await listSiteIds(db));
}
