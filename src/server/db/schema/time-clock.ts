import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.js';
import { users } from './auth.js';
import { workingActivities } from './time-tracking.js';

/**
 * Every stamp the clock page sent, by the id the page gave it: a stamp sent again after a network loss
 * finds its row and changes nothing a second time.
 */
export const timeClockStamps = pgTable(
  'time_clock_stamps',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<'start' | 'pause' | 'resume' | 'end'>().notNull(),
    at: instant('at').notNull(),
    activityId: integer('activity_id').references(() => workingActivities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_clock_stamps_user_id_at_idx').on(t.userId, t.at),
    check('time_clock_stamps_action_check', sql`${t.action} in ('start', 'pause', 'resume', 'end')`),
  ],
);

/** What the holiday entitlement of a person depends on (ADR 019). */
export const employmentTerms = pgTable(
  'employment_terms',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    employedSince: date('employed_since', { mode: 'string' }).notNull(),
    // Days worked in a usual week: 6 for a six-day week, fewer for part-time.
    workingDaysPerWeek: smallint('working_days_per_week').notNull().default(5),
    // Earlier service that counts towards the 25 years of the sixth holiday week (Vordienstzeiten).
    creditedServiceYears: smallint('credited_service_years').notNull().default(0),
    // Days left from before the person's time was recorded here, carried into the first recorded year.
    openingHolidayDays: integer('opening_holiday_days').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('employment_terms_days_check', sql`${t.workingDaysPerWeek} between 1 and 6`),
    check('employment_terms_credited_check', sql`${t.creditedServiceYears} between 0 and 60`),
  ],
);

/**
 * Page views and events per Vienna day and page or event name, kept up to date as entries arrive, so a
 * year's statistics read a few thousand rows instead of every entry.
 */
export const analyticsDailyKeys = pgTable(
  'analytics_daily_keys',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.key] })],
);

/** Entries per hour, for visitor times by hour and weekday. */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    hour: instant('hour').notNull(),
    type: text('type').notNull(),
    count: integer('count').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.type] })],
);

/**
 * One row per visitor and day. The visitor hash changes every day (visitor-hash.ts), so a visitor is
 * only ever unique within a day and the visitors of a period are the sum of its days' visitors.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    firstSeenAt: instant('first_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitorHash] }),
    index('analytics_visitor_days_first_seen_at_idx').on(t.firstSeenAt),
  ],
);
