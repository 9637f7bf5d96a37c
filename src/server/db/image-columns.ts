import type { Image } from '../../domain/schemas/common.js';
import type { images } from './schema/index.js';

type ImageRow = Pick<typeof images.$inferSelect, 'id' | 'version' | 'extension' | 'width' | 'height' | 'alt'>;

/** The public shape of an image: enough to build its URLs and reserve its space on the page. */
export function presentImage(row: ImageRow): Image {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

export const imageColumns = (table: typeof images) => ({
  id: table.id,
  version: table.version,
  extension: table.extension,
  width: table.width,
  height: table.height,
  alt: table.alt,
});
