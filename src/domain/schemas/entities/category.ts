import { z } from 'zod';
import { makeMinutesField } from '../../capacity/make-time.js';
import { optionalText, referenceItem, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { imageSchema } from '../common.js';

export const categoryLabels = {
  id: 'ID',
  name: 'Name',
  description: 'Beschreibung',
  makeMinutes: 'Zubereitungszeit je Stück (Minuten)',
  image: 'Bild',
} as const;

export const categoryInputSchema = labelled(
  z.object({
    name: requiredText(200),
    description: optionalText(5000),
    // The kitchen's minutes for one of its products, unless a product says otherwise (ADR 037).
    makeMinutes: makeMinutesField(),
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
    makeMinutes: z.number().int().nullable(),
    image: imageSchema.nullable(),
  }),
  categoryLabels,
);
export type CategoryEntity = z.infer<typeof categoryEntitySchema>;
