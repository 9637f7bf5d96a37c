import { z } from 'zod';
import { isoDateTime, optionalText, reference } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { idSchema } from '../common.js';
import { dateRangeFilter, refuseReversedRange } from './working-activity.js';

export const workingScheduleLabels = {
  id: 'ID',
  user: 'Person',
  branch: 'Filiale',
  department: 'Abteilung',
  startsAt: 'Beginn',
  endsAt: 'Ende',
  note: 'Notiz',
} as const;

/** A planned shift of a person. */
export const workingScheduleInputSchema = labelled(
  z.object({
    user: reference(),
    branch: reference().nullable().default(null),
    department: reference().nullable().default(null),
    startsAt: isoDateTime(),
    endsAt: isoDateTime(),
    note: optionalText(2000),
  }),
  workingScheduleLabels,
);
export type WorkingScheduleInput = z.infer<typeof workingScheduleInputSchema>;

export const workingScheduleEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    user: z.number().int(),
    branch: z.number().int().nullable(),
    department: z.number().int().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    note: z.string(),
  }),
  workingScheduleLabels,
);
export type WorkingScheduleEntity = z.infer<typeof workingScheduleEntitySchema>;

export const workingScheduleFilterSchema = z
  .object({
    user: idSchema.optional(),
    branch: idSchema.optional(),
    department: idSchema.optional(),
    ...dateRangeFilter,
  })
  .superRefine(refuseReversedRange);
export type WorkingScheduleFilter = z.infer<typeof workingScheduleFilterSchema>;
