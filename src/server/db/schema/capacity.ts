import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { CapacitySettings } from '../../../domain/capacity/settings.js';
import { instant, updatedAt } from './columns.js';
import { branches } from './organisation.js';

/**
 * A branch's kitchen capacity (ADR 037) and what staff set on the board: 'Viel los' and the pause of
 * online orders. A branch without a row has capacity off, no busy mode and no pause.
 */
export const branchCapacity = pgTable(
  'branch_capacity',
  {
    branchId: integer('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<CapacitySettings>().notNull(),
    busyMinutes: integer('busy_minutes').notNull().default(0),
    pausedAt: instant('paused_at'),
    // Null with pausedAt set: paused until staff resume.
    pausedUntil: instant('paused_until'),
    // The automatic rule in force when last looked at, so each change of it is logged once.
    autoState: text('auto_state').$type<'busy' | 'pause'>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('branch_capacity_busy_minutes_check', sql`${t.busyMinutes} between 0 and 240`),
    check('branch_capacity_auto_state_check', sql`${t.autoState} in ('busy', 'pause')`),
  ],
);

/** Orders moved to a later time or refused by capacity, pause or busy mode, per branch and Vienna day. */
export const capacityLostDemand = pgTable(
  'capacity_lost_demand',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').$type<'capacity' | 'pause' | 'busy'>().notNull(),
    outcome: text('outcome').$type<'moved' | 'refused'>().notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.day, t.reason, t.outcome] }),
    check('capacity_lost_demand_reason_check', sql`${t.reason} in ('capacity', 'pause', 'busy')`),
    check('capacity_lost_demand_outcome_check', sql`${t.outcome} in ('moved', 'refused')`),
  ],
);
