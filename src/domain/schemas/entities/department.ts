import { z } from 'zod';
import { reference, requiredText } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { idSchema } from '../common.js';

export const departmentLabels = { id: 'ID', name: 'Name', branch: 'Filiale' } as const;

/** A department (kitchen, bakery, service) of one branch, or of the whole business without a branch. */
export const departmentInputSchema = labelled(
  z.object({ name: requiredText(200), branch: reference().nullable().default(null) }),
  departmentLabels,
);
export type DepartmentInput = z.infer<typeof departmentInputSchema>;

export const departmentEntitySchema = labelled(
  z.object({ id: z.number().int(), name: z.string(), branch: z.number().int().nullable() }),
  departmentLabels,
);
export type DepartmentEntity = z.infer<typeof departmentEntitySchema>;

export const departmentFilterSchema = z.object({ branch: idSchema.optional() });
export type DepartmentFilter = z.infer<typeof departmentFilterSchema>;
