import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import { imageWork, MAX_INPUT_PIXELS } from '../../lib/concurrency-limit.js';
import { notFound } from '../../http/http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { findImage } from './queries.js';
import { parseImageFileName, type Variant } from './variants.js';

export type ImageFile = { content: Buffer; mimeType: string };

const imageNotFound = () => notFound('Bild wurde nicht gefunden.');

/**
 * Formats a photo can also be sent in, by the extension its variant URL asks for (ADR 015): AVIF and
 * WebP are a half to a third of the JPEG's bytes. GIFs may move and SVGs are vectors: they keep their own.
 */
const convertedFormats: Readonly<Record<string, string>> = { avif: 'image/avif', webp: 'image/webp' };
const convertible = new Set(['image/jpeg', 'image/png']);

export function createImageService(db: Db, storage: FileStorage) {
  // Several requests for one missing variant share one resize instead of racing to write it.
  const inFlight = new Map<string, Promise<Buffer>>();

  /** The image the file name names, and the type to send it as: its own or a converted format. */
  async function lookUp(fileName: string, allowConversion: boolean) {
    const parsed = parseImageFileName(fileName);
    if (!parsed) throw imageNotFound();
    const image = await findImage(db, parsed.id);
    if (!image || image.version !== parsed.version) throw imageNotFound();
    if (image.extension === parsed.extension || (image.extension === 'jpeg' && parsed.extension === 'jpg'))
      return { image, mimeType: image.mimeType, extension: image.extension };
    const converted = convertedFormats[parsed.extension];
    if (allowConversion && converted !== undefined && convertible.has(image.mimeType))
      return { image, mimeType: converted, extension: parsed.extension };
    throw imageNotFound();
  }

  async function original(fileName: string) {
    return (await lookUp(fileName, false)).image;
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
    if (mimeType === 'image/webp') return pipeline.webp({ quality: 78 }).toBuffer();
    // Effort 2 of 9: a 1280-pixel photo in a few hundred milliseconds instead of seconds, a few % larger.
    if (mimeType === 'image/avif') return pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
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
      const { image, mimeType, extension } = await lookUp(fileName, true);
      // Vector images scale by themselves; rasterising them would only lose quality.
      if (image.mimeType === 'image/svg+xml') return this.original(fileName);
      const cacheKey = `cache/images/${variant.key}/${image.id}-${image.version}.${extension}`;
      const cached = await storage.get(cacheKey);
      if (cached) return { content: cached, mimeType };

      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = (async () => {
          const source = await storage.get(image.storageKey);
          if (!source) throw imageNotFound();
          const rendered = await imageWork(() => render(source, variant, mimeType));
          await storage.put(cacheKey, rendered);
          return rendered;
        })().finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      return { content: await pending, mimeType };
    },
  };
}
