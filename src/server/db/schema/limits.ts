import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The abuse limits' counters when the app runs on a PostgreSQL server (ADR 036): one row per limit and key
 * (`order-address:198.51.100.7`), counting calls in a window that starts with the key's first call, so
 * every instance counts into the same number. Rows past `expires_at` are deleted by each instance once a
 * minute. The table is unlogged: a counter lost in a crash only lets a flood start over.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('limit_counters_expires_at_idx').on(t.expiresAt)],
);
