import { contentMessages } from '../../../domain/content/messages.js';
import { extensionOf } from '../../../domain/uploads/accepted-files.js';
import type { UploadEntity, UploadInput } from '../../../domain/schemas/entities/upload.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { translateDatabaseError } from '../../organisation/index.js';
import type { Actor } from '../../organisation/index.js';
import { recordChange } from '../../organisation/index.js';
import {
  deleteUpload,
  findUploadRow,
  findUploadRowsByIds,
  listUploadRows,
  renameUpload,
} from './admin-queries.js';

export const UPLOAD_LABEL = 'Datei';

type UploadRow = Awaited<ReturnType<typeof listUploadRows>>[number];
const present = (row: UploadRow): UploadEntity => ({ ...row, createdAt: row.createdAt.toISOString() });

export const listUploads = async (db: Db): Promise<UploadEntity[]> => (await listUploadRows(db)).map(present);

export async function getUpload(db: Db, id: number): Promise<UploadEntity | undefined> {
  const row = await findUploadRow(db, id);
  return row && present(row);
}

export async function uploadsByIds(db: Db, ids: Iterable<number>): Promise<Map<number, UploadEntity>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await findUploadRowsByIds(db, unique)).map((row) => [row.id, present(row)]));
}

/**
 * A change with its audit row in one transaction, as the entity routes do it: uploads are created by the
 * public upload call, so only renaming and deleting are back-office writes.
 */
async function change(
  db: Db,
  id: number,
  actor: Actor,
  action: 'update' | 'delete',
  write: (tx: Db, before: UploadEntity) => Promise<void>,
): Promise<UploadEntity | null> {
  try {
    return await db.transaction(async (tx) => {
      const before = await getUpload(tx, id);
      if (!before) throw new HttpError(404, notFoundMessage(UPLOAD_LABEL));
      await write(tx, before);
      const after = action === 'delete' ? null : ((await getUpload(tx, id)) ?? null);
      await recordChange(tx, {
        userId: actor.user.id,
        action,
        entity: 'upload',
        entityId: id,
        before,
        after,
        at: actor.now,
      });
      return after;
    });
  } catch (error) {
    throw translateDatabaseError(error, { label: UPLOAD_LABEL });
  }
}

/** The file keeps its type: a new name may not claim another extension (downloads open by it). */
export async function renameUploadFile(
  db: Db,
  id: number,
  input: UploadInput,
  actor: Actor,
): Promise<UploadEntity> {
  const after = await change(db, id, actor, 'update', async (tx, before) => {
    if (extensionOf(input.originalName) !== before.extension)
      throw new HttpError(422, contentMessages.uploadExtensionFixed(before.extension), 'originalName');
    await renameUpload(tx, id, input.originalName);
  });
  if (!after) throw new Error('a renamed upload disappeared within its transaction');
  return after;
}

/** Files that signage segments still show are refused by the database (409). */
export async function removeUpload(db: Db, id: number, actor: Actor): Promise<void> {
  await change(db, id, actor, 'delete', (tx) => deleteUpload(tx, id));
}
