import { z } from 'zod';
import { weekdayOf } from '../opening-hours/vienna-time.js';
import { timeTrackingMessages } from '../time-tracking/messages.js';
import { isoDate, reference } from '../validation/fields.js';
import { idSchema } from './common.js';
import { workingScheduleEntitySchema } from './entities/working-schedule.js';

const monday = () =>
  isoDate().refine((date) => weekdayOf(date) === 'monday', timeTrackingMessages.weekStartsMonday);

/** The week planner of a branch: the week given by its Monday. */
export const weekPlanQuerySchema = z.object({ branch: idSchema, week: monday() });
export type WeekPlanQuery = z.infer<typeof weekPlanQuerySchema>;

export const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

export const weekPlanSchema = z.object({
  branch: z.number().int(),
  week: z.iso.date(),
  days: z.array(z.iso.date()),
  /** The branch's people, and anybody else planned there that week. */
  staff: z.array(personSchema),
  shifts: z.array(workingScheduleEntitySchema),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

/** Copies a branch's shifts of a week into the week after. */
export const copyWeekInputSchema = z.object({ branch: reference(), week: monday() });
export type CopyWeekInput = z.infer<typeof copyWeekInputSchema>;

export const copyWeekResultSchema = z.object({
  /** The Monday of the week copied into. */
  week: z.iso.date(),
  created: z.number().int(),
  /** Shifts not copied because the person is already planned at that time in the week after. */
  skipped: z.number().int(),
});
export type CopyWeekResult = z.infer<typeof copyWeekResultSchema>;
