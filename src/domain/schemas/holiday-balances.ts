import { z } from 'zod';
import { isoDate } from '../validation/fields.js';
import { validationMessages as m } from '../validation/messages.js';
import { idSchema } from './common.js';

export const holidayBalanceSchema = z.object({
  user: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  workingDaysPerWeek: z.number().int(),
  entitlementDays: z.number(),
  carriedOverDays: z.number(),
  takenDays: z.number(),
  remainingDays: z.number(),
  expiringDays: z.number(),
});
export type HolidayBalanceEntry = z.infer<typeof holidayBalanceSchema>;

export const holidayBalanceFilterSchema = z.object({
  year: z.coerce
    .number({ error: m.wholeNumber })
    .int({ error: m.wholeNumber })
    .min(2000, { error: m.date })
    .max(2100, { error: m.tooLarge })
    .optional(),
  user: idSchema.optional(),
});
export type HolidayBalanceFilter = z.infer<typeof holidayBalanceFilterSchema>;

export const employmentTermsLabels = {
  employedSince: 'Beschäftigt seit',
  workingDaysPerWeek: 'Arbeitstage pro Woche',
  creditedServiceYears: 'Angerechnete Vordienstjahre',
  openingHolidayDays: 'Übernommene Urlaubstage',
} as const;

export const employmentTermsSchema = z.object({
  employedSince: isoDate(),
  workingDaysPerWeek: z
    .number({ error: m.wholeNumber })
    .int({ error: m.wholeNumber })
    .min(1, { error: m.positive })
    .max(6, { error: m.tooLarge }),
  creditedServiceYears: z
    .number({ error: m.wholeNumber })
    .int({ error: m.wholeNumber })
    .min(0, { error: m.notNegative })
    .max(60, { error: m.tooLarge })
    .default(0),
  openingHolidayDays: z
    .number({ error: m.wholeNumber })
    .int({ error: m.wholeNumber })
    .min(-60, { error: m.tooLarge })
    .max(200, { error: m.tooLarge })
    .default(0),
});
export type EmploymentTermsInput = z.infer<typeof employmentTermsSchema>;
