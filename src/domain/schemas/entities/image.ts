import { z } from 'zod';
import { optionalText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

/** Image files the back office accepts (the editor's list); SVG is served so that it cannot run script. */
export const imageFileExtensions = ['jpg', 'jpeg', 'png', 'gif', 'svg'] as const;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Small enough for a logo, large enough that the 64 px icon variant is still sharp. */
export const MIN_IMAGE_SIDE = 32;
/** Larger than any camera's picture; the largest variant the storefront asks for is 1920 px wide. */
export const MAX_IMAGE_SIDE = 10_000;

export const imageLabels = {
  id: 'ID',
  version: 'Version',
  extension: 'Dateiendung',
  mimeType: 'Dateityp',
  width: 'Breite (px)',
  height: 'Höhe (px)',
  size: 'Größe (Bytes)',
  name: 'Dateiname',
  alt: 'Alternativtext',
  data: 'Datei',
  createdAt: 'Hochgeladen',
} as const;

/**
 * Created by uploading a file as a data URL (`data` with the file's `name`); afterwards only the alt text
 * and the name change. A new picture is a new image, so no page shows a picture it was not made for.
 */
export const imageInputSchema = labelled(
  z.object({ name: optionalText(255), alt: optionalText(300), data: z.string().optional() }),
  imageLabels,
);
export type ImageInput = z.infer<typeof imageInputSchema>;

export const imageEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    version: z.number().int(),
    extension: z.string(),
    mimeType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    size: z.number().int(),
    name: z.string(),
    alt: z.string(),
    createdAt: z.iso.datetime(),
  }),
  imageLabels,
);
export type ImageEntity = z.infer<typeof imageEntitySchema>;
