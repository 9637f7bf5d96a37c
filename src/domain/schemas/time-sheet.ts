import { z } from 'zod';
import { timeTrackingMessages } from '../time-tracking/messages.js';
import type { MonthSheet } from '../time-tracking/time-sheet.js';
import { idSchema } from './common.js';
import type { HolidayBalanceEntry } from './holiday-balances.js';
import type { Person } from './week-plan.js';

/** A calendar month 'YYYY-MM' from 2000 to 2100. */
export const monthSchema = z
  .string({ error: timeTrackingMessages.month })
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, { error: timeTrackingMessages.month });

export const timeSheetQuerySchema = z.object({ user: idSchema, month: monthSchema });
export type TimeSheetQuery = z.infer<typeof timeSheetQuerySchema>;

/** What a monthly time sheet shows, before it becomes CSV or PDF. */
export type MonthSheetDocument = {
  person: Person;
  sheet: MonthSheet;
  /** The holiday balance of the sheet's year; null when none is kept or the actor may not see it. */
  balance: HolidayBalanceEntry | null;
};
