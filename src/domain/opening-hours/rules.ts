import { z } from 'zod';

import { weekdays } from './weekdays.js';

export { weekdays, type Weekday } from './weekdays.js';

const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:mm an.';
const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum an.';

const startTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE });
// A shift may end at the very end of the day, so '24:00' is a valid closing time but not an opening time.
const endTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: TIME_MESSAGE });

export const openingHoursRuleSchema = z
  .object({
    type: z.enum(['once', 'daily', ...weekdays]),
    // z.iso.date checks the calendar too (no 2026-02-30), not just the shape.
    date: z.iso.date({ error: DATE_MESSAGE }).optional(),
    from: startTimeSchema,
    to: endTimeSchema,
    isClosed: z.boolean(),
  })
  .refine((rule) => rule.type !== 'once' || rule.date !== undefined, { error: DATE_MESSAGE, path: ['date'] });

export const openingHoursSchema = z.array(openingHoursRuleSchema);

export type OpeningHoursRule = z.infer<typeof openingHoursRuleSchema>;
