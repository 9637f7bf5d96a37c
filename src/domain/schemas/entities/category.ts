import { z } from 'zod';
import { optionalText, referenceItem, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { imageSchema } from '../common.js';

export const categoryLabels = { id: 'ID', name: 'Name', description: 'Beschreibung', image: 'Bild' } as const;

export const categoryInputSchema = labelled(
  z.object({
    name: requiredText(200),
    description: optionalText(5000),
    image: referenceItem().nullable().default(null),
  }),
  categoryLabels,
);
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const categoryEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: imageSchema.nullable(),
  }),
  categoryLabels,
);
export type CategoryEntity = z.infer<typeof categoryEntitySchema>;
