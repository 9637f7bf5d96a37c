import { z } from 'zod';
import { list } from '../../content/sections.js';
import { activityKinds, activityStatuses } from '../../time-tracking/activity-rules.js';
import { isDateRangeReversed } from '../../time-tracking/date-range.js';
import { timeTrackingMessages } from '../../time-tracking/messages.js';
import { isoDate, isoDateTime, optionalText, reference } from '../../validation/fields.js';
import { labelled } from '../../validation/labels.js';
import { validationMessages as m } from '../../validation/messages.js';
import { idSchema } from '../common.js';

export const workingActivityLabels = {
  id: 'ID',
  user: 'Person',
  branch: 'Filiale',
  project: 'Projekt',
  task: 'Aufgabe',
  kind: 'Art',
  startedAt: 'Beginn',
  endedAt: 'Ende',
  pauses: 'Pausen',
  comment: 'Kommentar',
  status: 'Status',
  workedMinutes: 'Arbeitszeit (Minuten)',
} as const;

/** Recorded working time of a person: start, pauses and end, optionally on a project's task. */
export const workingActivityInputSchema = labelled(
  z.object({
    user: reference(),
    branch: reference().nullable().default(null),
    project: reference().nullable().default(null),
    task: reference().nullable().default(null),
    kind: z.enum(activityKinds, { error: m.choice }).default('work'),
    startedAt: isoDateTime(),
    endedAt: isoDateTime().nullable().default(null),
    pauses: list(
      z.object({
        start: isoDateTime().meta({ title: 'Beginn der Pause' }),
        end: isoDateTime().nullable().default(null).meta({ title: 'Ende der Pause' }),
      }),
    ).default([]),
    comment: optionalText(2000),
  }),
  workingActivityLabels,
);
export type WorkingActivityInput = z.infer<typeof workingActivityInputSchema>;

export const workingActivityEntitySchema = labelled(
  z.object({
    id: z.number().int(),
    user: z.number().int(),
    branch: z.number().int().nullable(),
    project: z.number().int().nullable(),
    task: z.number().int().nullable(),
    kind: z.enum(activityKinds),
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime().nullable(),
    pauses: z.array(z.object({ start: z.iso.datetime(), end: z.iso.datetime().nullable() })),
    comment: z.string(),
    status: z.enum(activityStatuses),
    workedMinutes: z.number().int().nullable(),
  }),
  workingActivityLabels,
);
export type WorkingActivityEntity = z.infer<typeof workingActivityEntitySchema>;

/** Calendar days in Vienna, both included: the records that overlap them. */
export const dateRangeFilter = {
  from: isoDate().optional(),
  to: isoDate().optional(),
};
export const refuseReversedRange = (
  range: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
) => {
  if (isDateRangeReversed(range.from, range.to))
    context.addIssue({
      code: 'custom',
      message: timeTrackingMessages.rangeEndBeforeStart,
      path: ['to'],
      input: range.to,
    });
};

export const workingActivityFilterSchema = z
  .object({
    user: idSchema.optional(),
    branch: idSchema.optional(),
    project: idSchema.optional(),
    task: idSchema.optional(),
    ...dateRangeFilter,
    status: z.enum(['running', 'ended'], { error: m.choice }).optional(),
    kind: z.enum(activityKinds, { error: m.choice }).optional(),
  })
  .superRefine(refuseReversedRange);
export type WorkingActivityFilter = z.infer<typeof workingActivityFilterSchema>;
