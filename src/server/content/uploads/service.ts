import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  acceptedExtensions,
  extensionOf,
  MAX_UPLOAD_BYTES,
  uploadErrorMessage,
  type UploadRequest,
} from '../../../domain/uploads/accepted-files.js';
import type { Upload } from '../../../domain/schemas/common.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { imageWork, MAX_INPUT_PIXELS } from '../../lib/concurrency-limit.js';
import { detectFileType, mimeTypeFor } from './detect-file-type.js';
import { findUpload, insertUpload } from './queries.js';

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;
const PREVIEW_WIDTH = 640;
const imageTypes = new Set(['png', 'jpg', 'jpeg', 'gif']);

/** Read from the header only: a small file may still decode to gigabytes (a decompression bomb). */
async function hasAcceptablePixels(bytes: Buffer): Promise<boolean> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => undefined);
  const pixels =
    (metadata?.width ?? 0) * (metadata?.pageHeight ?? metadata?.height ?? 0) * (metadata?.pages ?? 1);
  return pixels > 0 && pixels <= MAX_INPUT_PIXELS;
}

function decodeDataUrl(dataUrl: string): Buffer | null {
  const match = dataUrlPattern.exec(dataUrl);
  return match ? Buffer.from(match[2] ?? '', 'base64') : null;
}

function presentUpload(row: {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
}): Upload {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    publicHash: row.publicHash,
    mimeType: row.mimeType,
  };
}

/** A neutral card naming the file type, for files a browser cannot show as a picture. */
function placeholderSvg(extension: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="480"><rect width="100%" height="100%" fill="#f2f2f2"/><rect x="250" y="120" width="140" height="180" fill="#fff" stroke="#313131" stroke-width="6"/><text x="320" y="380" font-family="monospace" font-size="48" text-anchor="middle" fill="#313131">${extension.toUpperCase()}</text></svg>`;
}

export function createUploadService(db: Db, storage: FileStorage) {
  async function load(publicHash: string, fileName: string) {
    const match = /^(\d{1,9})-(\d{1,9})\.([a-z0-9]{1,5})$/.exec(fileName);
    if (!match || !/^[a-f0-9]{32}$/.test(publicHash)) throw notFound('Datei wurde nicht gefunden.');
    const row = await findUpload(db, Number(match[1]), publicHash);
    if (!row || row.version !== Number(match[2])) throw notFound('Datei wurde nicht gefunden.');
    return { row, requestedExtension: match[3] };
  }

  return {
    async create(request: UploadRequest): Promise<Upload> {
      const refuse = () => new HttpError(422, uploadErrorMessage(request.name), 'data');
      const bytes = decodeDataUrl(request.data);
      if (!bytes || bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) throw refuse();
      const extension = extensionOf(request.name);
      const detected = detectFileType(bytes);
      const accepted = (acceptedExtensions as readonly string[]).includes(extension);
      if (!accepted || !detected || !detected.extensions.includes(extension)) throw refuse();

      if (imageTypes.has(extension) && !(await hasAcceptablePixels(bytes))) throw refuse();

      const publicHash = randomBytes(16).toString('hex');
      const storageKey = `uploads/${publicHash}/original.${extension}`;
      // The file is stored before its row exists, so an accepted upload never points at nothing.
      await storage.put(storageKey, bytes);
      const row = await insertUpload(db, {
        extension,
        publicHash,
        mimeType: mimeTypeFor(extension, detected),
        size: bytes.length,
        storageKey,
        originalName: request.name,
      });
      return presentUpload(row);
    },

    async file(publicHash: string, fileName: string) {
      const { row, requestedExtension } = await load(publicHash, fileName);
      if (requestedExtension !== row.extension) throw notFound('Datei wurde nicht gefunden.');
      const content = await storage.get(row.storageKey);
      if (!content) throw notFound('Datei wurde nicht gefunden.');
      return { content, mimeType: row.mimeType, originalName: row.originalName };
    },

    async preview(publicHash: string, fileName: string) {
      const { row, requestedExtension } = await load(publicHash, fileName);
      if (requestedExtension !== 'jpg') throw notFound('Datei wurde nicht gefunden.');
      const cacheKey = `cache/uploads/${publicHash}/preview-${row.version}.jpg`;
      const cached = await storage.get(cacheKey);
      if (cached) return cached;
      const isPicture = row.mimeType.startsWith('image/');
      const source = isPicture
        ? await storage.get(row.storageKey)
        : Buffer.from(placeholderSvg(row.extension));
      if (!source) throw notFound('Datei wurde nicht gefunden.');
      const preview = await imageWork(() =>
        sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ).catch(() => {
        throw notFound('Datei wurde nicht gefunden.');
      });
      await storage.put(cacheKey, preview);
      return preview;
    },
  };
}
