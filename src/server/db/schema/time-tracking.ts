import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, instant, updatedAt, type ActivityKind, type ActivityPause } from './columns.js';
import { branches, departments } from './organisation.js';
import { users } from './auth.js';

export const projects = pgTable('projects', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
  isActive: flag('is_active', true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: flag('is_active', true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tasks_project_id_idx').on(t.projectId)],
);

/** Planned shifts of an employee. */
export const workingSchedules = pgTable(
  'working_schedules',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('working_schedules_user_id_starts_at_idx').on(t.userId, t.startsAt),
    index('working_schedules_starts_at_idx').on(t.startsAt),
    check('working_schedules_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Recorded working time (start, pause, resume, end). Kept as records: users with time cannot be deleted. */
export const workingActivities = pgTable(
  'working_activities',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'restrict' }),
    // Work, or a day of holiday or sick leave recorded as an activity (holiday balances count 'holiday').
    kind: text('kind').$type<ActivityKind>().notNull().default('work'),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at'),
    pauses: jsonb('pauses').$type<ActivityPause[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('working_activities_user_id_started_at_idx').on(t.userId, t.startedAt),
    index('working_activities_started_at_idx').on(t.startedAt),
    // A person works on one thing at a time: at most one running activity each.
    uniqueIndex('working_activities_one_running_key')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index('working_activities_kind_started_at_idx').on(t.kind, t.startedAt),
    check('working_activities_kind_check', sql`${t.kind} in ('work', 'holiday', 'sick')`),
  ],
);

export const holidayBalances = pgTable(
  'holiday_balances',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    entitlementDays: numeric('entitlement_days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    carriedOverDays: numeric('carried_over_days', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    takenDays: numeric('taken_days', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('holiday_balances_user_id_year_key').on(t.userId, t.year)],
);
