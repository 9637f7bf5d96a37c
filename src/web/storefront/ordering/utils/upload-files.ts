import type { Upload } from '../../../../domain/schemas/common.js';
import type { PartType } from '../../../../domain/schemas/catalog.js';
import {
  acceptedExtensions,
  extensionOf,
  imageExtensions,
  MAX_UPLOAD_BYTES,
} from '../../../../domain/uploads/accepted-files.js';

/** An upload with the name the guest chose it by, for the overlay and the cart to show. */
export interface UploadedFile extends Upload {
  name: string;
}

export function extensionsFor(type: PartType): readonly string[] {
  return type === 'image' || type === 'images' ? imageExtensions : acceptedExtensions;
}

/** The file input's accept attribute: '.jpg,.jpeg,.png,.gif' for image parts. */
export function acceptAttribute(type: PartType): string {
  return extensionsFor(type)
    .map((extension) => `.${extension}`)
    .join(',');
}

export function allowsMultiple(type: PartType): boolean {
  return type === 'files' || type === 'images';
}

/**
 * Files the server would refuse anyway, caught before reading megabytes into a data URL. The server
 * still judges by content; this only spares the guest a pointless upload.
 */
export function isPlausibleFile(file: Pick<File, 'name' | 'size'>, type: PartType): boolean {
  return (
    file.size > 0 && file.size <= MAX_UPLOAD_BYTES && extensionsFor(type).includes(extensionOf(file.name))
  );
}
