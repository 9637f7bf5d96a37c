import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

const columns = {
  id: uploads.id,
  version: uploads.version,
  extension: uploads.extension,
  publicHash: uploads.publicHash,
  mimeType: uploads.mimeType,
  size: uploads.size,
  originalName: uploads.originalName,
  createdAt: uploads.createdAt,
};

export function listUploadRows(db: Db) {
  return db.select(columns).from(uploads).orderBy(desc(uploads.createdAt), desc(uploads.id));
}

export function findUploadRowsByIds(db: Db, ids: readonly number[]) {
  return db
    .select(columns)
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
}

export async function findUploadRow(db: Db, id: number) {
  const [row] = await db.select(columns).from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}

export async function renameUpload(db: Db, id: number, originalName: string) {
  await db.update(uploads).set({ originalName }).where(eq(uploads.id, id));
}

export async function deleteUpload(db: Db, id: number) {
  await db.delete(uploads).where(eq(uploads.id, id));
}
