import type { Image } from '../../../domain/schemas/common.js';

/** A demo image by its key, as stored: content refers to images the seed has already written. */
export type ImageLookup = (key: string) => Image;
