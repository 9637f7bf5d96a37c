import type { Image } from '../../../domain/schemas/common.js';
import type { Db } from '../../db/client.js';
import { findImageRowsByIds } from './admin-queries.js';
import { presentImage } from '../../db/image-columns.js';

/** The images with these ids as the storefront shows them; ids without an image are left out. */
export async function currentImages(db: Db, ids: Iterable<number>): Promise<Map<number, Image>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await findImageRowsByIds(db, unique);
  return new Map(rows.map((row) => [row.id, presentImage(row)]));
}
