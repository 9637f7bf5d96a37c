import { z } from 'zod';
import { reference, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { idSchema } from '../common.js';

export const tableLabels = {
  id: 'ID',
  identifier: 'Bezeichnung',
  branch: 'Filiale',
  position: 'Reihenfolge',
} as const;

/** A table of a branch; its identifier ('12', 'Terrasse 3') is what guests read and is unique per branch. */
export const tableInputSchema = labelled(
  z.object({ identifier: requiredText(50), branch: reference(), position: wholeNumber().default(0) }),
  tableLabels,
);
export type TableInput = z.infer<typeof tableInputSchema>;

export const tableEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    branch: z.number().int(),
    position: z.number().int(),
  }),
  tableLabels,
);
export type TableEntity = z.infer<typeof tableEntitySchema>;

export const tableFilterSchema = z.object({ branch: idSchema.optional() });
export type TableFilter = z.infer<typeof tableFilterSchema>;
