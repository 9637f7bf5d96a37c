import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, type JsonObject } from './columns.js';
import { branches } from './organisation.js';
import { users } from './auth.js';

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    kind: text('kind').$type<'contact' | 'breakfast'>().notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'restrict' }),
    data: jsonb('data').$type<JsonObject>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_kind_created_at_idx').on(t.kind, t.createdAt),
    check('form_submissions_kind_check', sql`${t.kind} in ('contact', 'breakfast')`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    // 'pageview' or 'event' (the two forms of the analytics log entry).
    type: text('type').notNull(),
    action: text('action'),
    category: text('category'),
    name: text('name'),
    value: doublePrecision('value'),
    path: text('path'),
    // A daily-rotating hash of address and browser: counts unique visitors without storing either.
    visitorHash: text('visitor_hash'),
    data: jsonb('data').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_at_idx').on(t.createdAt),
    index('analytics_events_type_created_at_idx').on(t.type, t.createdAt),
  ],
);

export const logs = pgTable(
  'logs',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before').$type<JsonObject>(),
    after: jsonb('after').$type<JsonObject>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('logs_entity_entity_id_idx').on(t.entity, t.entityId),
    index('logs_created_at_idx').on(t.createdAt),
    index('logs_user_id_idx').on(t.userId),
  ],
);
