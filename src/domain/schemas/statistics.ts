import { z } from 'zod';
import { isoDate } from '../validation/fields.js';
import { idSchema } from './common.js';
import { refuseReversedRange } from './entities/working-activity.js';

/** Calendar days in Vienna, both included, and optionally one branch. */
export const statisticsQuerySchema = z
  .object({ from: isoDate(), to: isoDate(), branch: idSchema.optional(), user: idSchema.optional() })
  .superRefine(refuseReversedRange);
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** The spec's user profile: a person's planned and worked time between start and end, up to now. */
export const userProfileQuerySchema = z
  .object({ user: idSchema, start: isoDate(), end: isoDate(), now: isoDate().optional() })
  .transform(({ start, end, ...rest }) => ({ ...rest, from: start, to: end }))
  .superRefine(refuseReversedRange);
