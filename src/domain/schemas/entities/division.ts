import { z } from 'zod';
import { sitePath } from '../../content/content-fields.js';
import { identifier, optionalText, orNull, requiredText, wholeNumber } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';

export const divisionLabels = {
  id: 'ID',
  identifier: 'Kennung',
  name: 'Name',
  title: 'Titel',
  path: 'Pfad',
  description: 'Beschreibung',
  isPublic: 'Öffentlich',
  sortOrder: 'Reihenfolge',
} as const;

/**
 * An organisation (spec: division): a brand or company that groups branches. With a path it has a start
 * page of its own at /{path} (its branches), sharing the addresses with the sites (ADR 041).
 */
export const divisionInputSchema = labelled(
  z.object({
    identifier: identifier(),
    name: requiredText(200),
    title: optionalText(200),
    path: orNull(sitePath()),
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
    path: z.string().nullable(),
    description: z.string(),
    isPublic: z.boolean(),
    sortOrder: z.number().int(),
  }),
  divisionLabels,
);
export type DivisionEntity = z.infer<typeof divisionEntitySchema>;
