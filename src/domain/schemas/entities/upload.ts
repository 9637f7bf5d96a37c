import { z } from 'zod';
import { requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

export const uploadLabels = {
  id: 'ID',
  version: 'Version',
  extension: 'Dateiendung',
  publicHash: 'Öffentlicher Schlüssel',
  mimeType: 'Dateityp',
  size: 'Größe (Bytes)',
  originalName: 'Dateiname',
  createdAt: 'Hochgeladen',
} as const;

/**
 * Files arrive through `POST /api/uploads` (a data URL, checked by content; guests use it for order
 * parts). The back office lists them, renames them, and deletes those nothing uses any more.
 */
export const uploadInputSchema = labelled(z.object({ originalName: requiredText(255) }), uploadLabels);
export type UploadInput = z.infer<typeof uploadInputSchema>;

export const uploadEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    version: z.number().int(),
    extension: z.string(),
    publicHash: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    originalName: z.string(),
    createdAt: z.iso.datetime(),
  }),
  uploadLabels,
);
export type UploadEntity = z.infer<typeof uploadEntitySchema>;
