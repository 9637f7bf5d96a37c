import { z } from 'zod';
import { referenceItem, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { imageSchema } from '../common.js';

export const tagLabels = { id: 'ID', name: 'Name', image: 'Bild', sortOrder: 'Reihenfolge' } as const;

export const tagInputSchema = labelled(
  z.object({
    name: requiredText(100),
    image: referenceItem().nullable().default(null),
    sortOrder: wholeNumber().default(0),
  }),
  tagLabels,
);
export type TagInput = z.infer<typeof tagInputSchema>;

export const tagEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    name: z.string(),
    image: imageSchema.nullable(),
    sortOrder: z.number().int(),
  }),
  tagLabels,
);
export type TagEntity = z.infer<typeof tagEntitySchema>;
