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

const count = z.number().int();

/** A person's figures for a period: planned and worked time and the orders they handled (from the log). */
export const userProfileResultSchema = z.object({
  user: count,
  plannedMinutes: count,
  shifts: count,
  workedMinutes: count,
  days: z.array(z.object({ date: z.string(), minutes: count })),
  orders: z.object({
    handled: count,
    byAction: z.array(z.object({ action: z.string(), orders: count })),
  }),
});
export type UserProfileResult = z.infer<typeof userProfileResultSchema>;
const dayValues = z.array(z.object({ date: z.string(), value: count }));
const weekdayHours = z.array(z.object({ weekday: count, hour: count, value: count }));

/** What each statistics call answers (money in cents, days 'YYYY-MM-DD' in Vienna, weekday 1 = Monday). */
export const statisticsResultSchemas = {
  'unique-visitors': z.object({ total: count, days: dayValues }),
  'page-views': z.object({ total: count, days: dayValues }),
  pages: z.array(z.object({ key: z.string(), value: count })),
  events: z.array(z.object({ key: z.string(), value: count })),
  'visitor-times': weekdayHours,
  orders: z.object({
    orders: count,
    canceled: count,
    gross: count,
    net: count,
    days: z.array(z.object({ date: z.string(), orders: count, canceled: count, gross: count, net: count })),
  }),
  revenue: z.object({
    gross: count,
    net: count,
    days: z.array(z.object({ date: z.string(), gross: count, net: count })),
    byTaxRate: z.array(z.object({ rate: z.number(), gross: count, net: count, tax: count })),
    byPaymentMethod: z.array(z.object({ method: z.string(), orders: count, gross: count, net: count })),
  }),
  'canceled-orders': z.object({ total: count, days: dayValues }),
  items: z.array(z.object({ date: z.string(), lines: count, gross: count })),
  'popular-items': z.array(
    z.object({
      product: count,
      name: z.string(),
      unit: z.string(),
      amount: z.string(),
      lines: count,
      gross: count,
    }),
  ),
  'order-times': weekdayHours,
  'working-activities': z.array(
    z.object({
      user: count,
      name: z.string(),
      minutes: count,
      days: z.array(z.object({ date: z.string(), minutes: count })),
    }),
  ),
  'working-schedules': z.array(z.object({ userId: count, name: z.string(), shifts: count, minutes: count })),
  /** Orders moved to a later time or refused by kitchen capacity, a pause or the busy mode (ADR 037). */
  'lost-demand': z.object({
    moved: count,
    refused: count,
    days: z.array(
      z.object({
        date: z.string(),
        reason: z.enum(['capacity', 'pause', 'busy']),
        outcome: z.enum(['moved', 'refused']),
        orders: count,
      }),
    ),
  }),
} as const;
export type StatisticsName = keyof typeof statisticsResultSchemas;
export type StatisticsResult<Name extends StatisticsName> = z.infer<(typeof statisticsResultSchemas)[Name]>;
