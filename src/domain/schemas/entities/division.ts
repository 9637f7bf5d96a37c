import { z } from 'zod';
import { identifier, optionalText, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

export const divisionLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  title: 'Titel',
  description: 'Beschreibung',
  isPublic: 'Öffentlich',
  sortOrder: 'Reihenfolge',
} as const;

/** An organisation (spec: division): a brand or company that groups branches. */
export const divisionInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: requiredText(200),
    title: optionalText(200),
    description: optionalText(5000),
    isPublic: z.boolean().default(true),
    sortOrder: wholeNumber().default(0),
  }),
  divisionLabels,
);
export type DivisionInput = z.infer<typeof divisionInputSchema>;

export const divisionEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    isPublic: z.boolean(),
    sortOrder: z.number().int(),
  }),
  divisionLabels,
);
export type DivisionEntity = z.infer<typeof divisionEntitySchema>;
