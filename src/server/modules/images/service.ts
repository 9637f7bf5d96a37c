import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { imageWork, MAX_INPUT_PIXELS } from '../../lib/concurrency-limit.js';
import { notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { findImage } from './queries.js';
import { parseImageFileName, type Variant } from './variants.js';

export type ImageFile = { content: Buffer; mimeType: string };

const imageNotFound = () => notFound('Bild wurde nicht gefunden.');

export function createImageService(db: Db, storage: FileStorage) {
  // Several requests for one missing variant share one resize instead of racing to write it.
  const inFlight = new Map<string, Promise<Buffer>>();

  async function original(fileName: string) {
    const parsed = parseImageFileName(fileName);
    if (!parsed) throw imageNotFound();
    const image = await findImage(db, parsed.id);
    const extensionMatches =
      image &&
      (image.extension === parsed.extension || (image.extension === 'jpeg' && parsed.extension === 'jpg'));
    if (!image || image.version !== parsed.version || !extensionMatches) throw imageNotFound();
    return image;
  }

  async function render(source: Buffer, variant: Variant, mimeType: string): Promise<Buffer> {
    const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: variant.width,
        ...(variant.height ? { height: variant.height, fit: 'cover' as const } : {}),
        withoutEnlargement: true,
      });
    if (mimeType === 'image/png') return pipeline.png({ compressionLevel: 9 }).toBuffer();
    if (mimeType === 'image/gif') return pipeline.gif().toBuffer();
    if (mimeType === 'image/webp') return pipeline.webp({ quality: 80 }).toBuffer();
    return pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }

  return {
    async original(fileName: string): Promise<ImageFile> {
      const image = await original(fileName);
      const content = await storage.get(image.storageKey);
      if (!content) throw imageNotFound();
      return { content, mimeType: image.mimeType };
    },

    async variant(fileName: string, variant: Variant): Promise<ImageFile> {
      const image = await original(fileName);
      // Vector images scale by themselves; rasterising them would only lose quality.
      if (image.mimeType === 'image/svg+xml') return this.original(fileName);
      const cacheKey = `cache/images/${variant.key}/${image.id}-${image.version}.${image.extension}`;
      const cached = await storage.get(cacheKey);
      if (cached) return { content: cached, mimeType: image.mimeType };

      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = (async () => {
          const source = await storage.get(image.storageKey);
          if (!source) throw imageNotFound();
          const rendered = await imageWork(() => render(source, variant, image.mimeType));
          await storage.put(cacheKey, rendered);
          return rendered;
        })().finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      return { content: await pending, mimeType: image.mimeType };
    },
  };
}
