import { z } from 'zod';
import { optionalText, reference, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { idSchema } from '../common.js';

export const projectLabels = {
  id: 'ID',
  name: 'Name',
  description: 'Beschreibung',
  department: 'Abteilung',
  isActive: 'Aktiv',
} as const;

/** What staff record working time against, e.g. 'Weihnachtsbäckerei 2026'. */
export const projectInputSchema = labelled(
  z.object({
    name: requiredText(200),
    description: optionalText(5000),
    department: reference().nullable().default(null),
    isActive: z.boolean().default(true),
  }),
  projectLabels,
);
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const projectEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    department: z.number().int().nullable(),
    isActive: z.boolean(),
  }),
  projectLabels,
);
export type ProjectEntity = z.infer<typeof projectEntitySchema>;

export const activeStatusSchema = z.enum(['active', 'inactive'], { error: m.choice });
export const searchParam = () =>
  z
    .string()
    .trim()
    .max(200, { error: m.tooLong(200) })
    .optional();

/** List filters; `branch` is the branch of the project's department. */
export const projectFilterSchema = z.object({
  department: idSchema.optional(),
  branch: idSchema.optional(),
  status: activeStatusSchema.optional(),
  search: searchParam(),
});
export type ProjectFilter = z.infer<typeof projectFilterSchema>;
