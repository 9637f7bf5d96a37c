import { z } from 'zod';
import { optionalText, reference, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { idSchema } from '../common.js';
import { activeStatusSchema, searchParam } from './project.js';

export const taskLabels = {
  id: 'ID',
  project: 'Projekt',
  name: 'Name',
  description: 'Beschreibung',
  isActive: 'Aktiv',
} as const;

/** A part of a project, e.g. 'Teig ansetzen'; deleted together with its project. */
export const taskInputSchema = labelled(
  z.object({
    project: reference(),
    name: requiredText(200),
    description: optionalText(5000),
    isActive: z.boolean().default(true),
  }),
  taskLabels,
);
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    project: z.number().int(),
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
  }),
  taskLabels,
);
export type TaskEntity = z.infer<typeof taskEntitySchema>;

/** List filters; `branch` is the branch of the department of the task's project. */
export const taskFilterSchema = z.object({
  project: idSchema.optional(),
  branch: idSchema.optional(),
  status: activeStatusSchema.optional(),
  search: searchParam(),
});
export type TaskFilter = z.infer<typeof taskFilterSchema>;
