import { z } from 'zod';
import { isoDate, isoDateTime, optionalText, reference } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import { timeTrackingMessages } from '../time-tracking/messages.js';
import { refuseReversedRange, workingActivityEntitySchema } from './entities/working-activity.js';
import { holidayBalanceSchema } from './holiday-balances.js';

/** Path of every clock call: the person's clock token and username (the e-mail address). */
export const clockParamsSchema = z.object({
  token: z.string().min(1).max(200),
  username: z.string().min(1).max(320),
});

/**
 * Each stamp carries the id the clock page gave it and the time it was made, so a stamp that is sent
 * again after a network loss is recognised and counts at the time it was made.
 */
const stampFields = {
  id: z
    .string({ error: m.blank })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: timeTrackingMessages.invalidStampId }),
  at: isoDateTime().optional(),
};

export const clockStampSchema = z.object(stampFields);
export type ClockStamp = z.infer<typeof clockStampSchema>;

export const clockStartSchema = z.object({
  ...stampFields,
  branch: reference().nullable().default(null),
  project: reference().nullable().default(null),
  task: reference().nullable().default(null),
  comment: optionalText(2000),
});
export type ClockStart = z.infer<typeof clockStartSchema>;

export const clockRangeSchema = z
  .object({ from: isoDate().optional(), to: isoDate().optional() })
  .superRefine(refuseReversedRange);
export type ClockRange = z.infer<typeof clockRangeSchema>;

/** What the clock page offers to book a start onto: the active projects with their active tasks. */
export const clockProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tasks: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ClockProject = z.infer<typeof clockProjectSchema>;

/** The person of a clock link: who, their branches, the running activity and this year's holidays. */
export const clockMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  branches: z.array(z.object({ id: z.number().int() })),
  workingActivity: workingActivityEntitySchema.nullable(),
  holidayBalance: holidayBalanceSchema.nullable(),
});
export type ClockMe = z.infer<typeof clockMeSchema>;
