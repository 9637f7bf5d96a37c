import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { imageTemplateEntitySchema } from '../../../domain/schemas/entities/image-template.js';
import { renderSize, templateSvg } from '../../../domain/image-templates/template-svg.js';
import type { Db } from '../../db/client.js';
import { imageWork, MAX_INPUT_PIXELS } from '../../lib/concurrency-limit.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { installRenderFonts } from '../fonts/render-fonts.js';
import { currentImages } from '../images/image-lookup.js';
import { createImageService } from '../images/service.js';
import { findImageTemplateForRender } from './queries.js';

export interface RenderedTemplate {
  png: Buffer;
  /** Changes with the template and with every picture it shows: the cache key and the ETag. */
  tag: string;
}

const storedLayers = imageTemplateEntitySchema.shape.layers;

// fontconfig reads its configuration once per process, when sharp first draws any text (the demo data's
// pictures do, before the app is built): so on loading this module, ahead of every render.
installRenderFonts();

/** Part of every tag: pictures drawn before text took the served fonts are not read back from the cache. */
const DRAWING = 'served-fonts';

/**
 * Templates drawn to PNG by sharp (librsvg for the text and shapes, in the served font families, the
 * pictures resized to their boxes first). A picture is kept in the file cache under the template's last change and its pictures'
 * versions, so an edit renders anew and an unchanged template is read back. The work runs inside the
 * images module's limit of two decodes at a time; requests for one picture share one render.
 */
export function createTemplateRenderer(db: Db, storage: FileStorage) {
  const images = createImageService(db, storage);
  const inFlight = new Map<string, Promise<Buffer>>();

  async function pictureData(fileName: string, width: number, height: number): Promise<string> {
    const { content } = await images.original(fileName);
    const png = await imageWork(() =>
      sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, height, fit: 'cover' })
        .png()
        .toBuffer(),
    );
    return `data:image/png;base64,${png.toString('base64')}`;
  }

  /** The template with its pictures and the tag that names this version of its picture. */
  async function describe(id: number) {
    const row = await findImageTemplateForRender(db, id);
    if (!row) return undefined;
    const template = { ...row, layers: storedLayers.parse(row.layers) };
    const shown = await currentImages(
      db,
      template.layers.flatMap((layer) => (layer.type === 'image' ? [layer.image] : [])),
    );
    const versions = [...shown.values()].map((image) => `${image.id}-${image.version}`).sort();
    const tag = createHash('sha256')
      .update(JSON.stringify([DRAWING, row.updatedAt.getTime(), versions]))
      .digest('hex')
      .slice(0, 32);
    return { template, shown, tag };
  }

  return {
    /** The tag the template's picture has now, without drawing it: an address that changes with it. */
    async tag(id: number): Promise<string | undefined> {
      return (await describe(id))?.tag;
    },

    async render(id: number): Promise<RenderedTemplate | undefined> {
      const described = await describe(id);
      if (!described) return undefined;
      const { template, shown, tag } = described;
      const size = renderSize(template.width, template.height);
      const cacheKey = `cache/image-templates/${template.id}-${tag}.png`;
      const cached = await storage.get(cacheKey);
      if (cached) return { png: cached, tag };

      let pending = inFlight.get(cacheKey);
      if (!pending) {
        pending = (async () => {
          const pictures = new Map<number, string>();
          for (const [index, layer] of template.layers.entries()) {
            const image = layer.type === 'image' ? shown.get(layer.image) : undefined;
            if (layer.type !== 'image' || image === undefined) continue;
            const width = Math.max(1, Math.ceil(layer.width * size.scale));
            const height = Math.max(1, Math.ceil(layer.height * size.scale));
            const fileName = `${image.id}-${image.version}.${image.extension}`;
            pictures.set(index, await pictureData(fileName, width, height));
          }
          const svg = Buffer.from(templateSvg(template, pictures, size));
          const png = await imageWork(() =>
            sharp(svg, { limitInputPixels: MAX_INPUT_PIXELS }).png({ compressionLevel: 9 }).toBuffer(),
          );
          await storage.put(cacheKey, png);
          return png;
        })().finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, pending);
      }
      return { png: await pending, tag };
    },
  };
}
