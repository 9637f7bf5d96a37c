import sharp from 'sharp';
import { contentMessages } from '../../../domain/content/messages.js';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MIN_IMAGE_SIDE,
  type ImageEntity,
  type ImageInput,
} from '../../../domain/schemas/entities/image.js';
import { validationMessages as m } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { blocksUsingImage } from '../blocks/service.js';
import type { EntityService } from '../../organisation/index.js';
import { templatesUsingImage } from '../image-templates/service.js';
import { sitesUsingImage } from '../sites/service.js';
import { detectFileType } from '../uploads/detect-file-type.js';
import {
  deleteImage,
  findImageRow,
  insertImage,
  listImageRows,
  nextImageId,
  updateImageText,
} from './admin-queries.js';

const dataUrlPattern = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;
/** The image types the back office takes, judged by content, with the extension their URLs carry. */
const extensionByMimeType: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

type ImageRow = Awaited<ReturnType<typeof listImageRows>>[number];
const present = (row: ImageRow): ImageEntity => ({ ...row, createdAt: row.createdAt.toISOString() });

const refuse = (message: string) => new HttpError(422, message, 'data');

async function dimensionsOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height) throw refuse(m.fileType);
  return { width: metadata.width, height: metadata.height };
}

/** The uploaded picture, checked by content, size and dimensions; nothing is stored when it fails. */
async function readImageFile(data: string | undefined) {
  if (data === undefined || data === '') throw refuse(contentMessages.fileRequired);
  const base64 = dataUrlPattern.exec(data)?.[1];
  if (base64 === undefined) throw refuse(m.fileType);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse(m.fileTooLarge(MAX_IMAGE_BYTES / 1024 / 1024));
  const mimeType = detectFileType(bytes)?.mimeType;
  const extension = mimeType === undefined ? undefined : extensionByMimeType[mimeType];
  if (mimeType === undefined || extension === undefined) throw refuse(m.fileType);
  const { width, height } = await dimensionsOf(bytes);
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE)
    throw refuse(m.imageTooSmall(MIN_IMAGE_SIDE, MIN_IMAGE_SIDE));
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    throw refuse(m.imageTooLarge(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE));
  return { bytes, mimeType, extension, width, height };
}

/** Where the image is still shown, as the words of the refusal; undefined when nowhere. */
async function placeShowing(db: Db, id: number): Promise<string | undefined> {
  const [site] = await sitesUsingImage(db, id);
  if (site !== undefined) return contentMessages.imageOnSite(site);
  const [block] = await blocksUsingImage(db, id);
  if (block !== undefined) return contentMessages.imageInBlock(block);
  const [template] = await templatesUsingImage(db, id);
  return template === undefined ? undefined : contentMessages.imageInTemplate(template);
}

/**
 * Images of the back office. Pages and blocks keep copies of an image's data, so the file of an image
 * never changes: a new picture is a new image. Deleting one that branches, products, categories, tags
 * or signage use is refused by the database (409); pages, blocks and templates are checked here.
 */
export function createImageAdminService(
  storage: FileStorage,
): EntityService<ImageInput, ImageEntity, Record<string, never>> {
  return {
    list: async (db) => (await listImageRows(db)).map(present),
    get: async (db, id) => {
      const row = await findImageRow(db, id);
      return row && present(row);
    },
    create: async (tx, input, actor) => {
      const file = await readImageFile(input.data);
      const id = await nextImageId(tx);
      const storageKey = `images/${id}-1.${file.extension}`;
      // The file is stored before its row exists, so a stored image never points at nothing.
      await storage.put(storageKey, file.bytes);
      await insertImage(tx, {
        id,
        version: 1,
        extension: file.extension,
        mimeType: file.mimeType,
        width: file.width,
        height: file.height,
        size: file.bytes.length,
        name: input.name,
        alt: input.alt,
        storageKey,
        createdAt: actor.now,
      });
      return id;
    },
    update: async (tx, id, input) => {
      if (input.data !== undefined) throw refuse(contentMessages.imageFileFixed);
      await updateImageText(tx, id, { name: input.name, alt: input.alt });
    },
    remove: async (tx, id) => {
      const place = await placeShowing(tx, id);
      if (place !== undefined) throw new HttpError(409, contentMessages.imageInUse(place));
      await deleteImage(tx, id);
    },
  };
}
